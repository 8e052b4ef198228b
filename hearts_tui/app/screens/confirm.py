"""A yes-or-no question before something that cannot be taken back lightly."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...words.answers import NO, YES, answers
from ...words.language import _, current
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter


def answer_bindings(yes: str, no: str) -> BindingsMap:
    """The keys that answer a question in the language spoken now, read by their meaning
    (:mod:`hearts_tui.words.answers`: «д» and «н» in Russian, whatever the layout), named
    in the key line by the letters of that language and the buttons' own words; Esc and
    q answer no, as the No button."""
    found = answers(current())
    yes_keys = [found.shown_yes, *sorted(found.yes - {found.shown_yes})]
    no_keys = [found.shown_no, *sorted(found.no - {found.shown_no})]
    return BindingsMap(
        [
            Binding(",".join(yes_keys), "answer(True)", yes, key_display=found.shown_yes),
            Binding(
                ",".join([*no_keys, *with_layouts("escape,q").split(",")]),
                "answer(False)",
                no,
                key_display=found.shown_no,
            ),
        ]
    )


class ConfirmScreen(Dialog[bool]):
    """``question`` with a Yes and a No button (``yes`` and ``no`` name them); dismissed
    with True for yes.

    The answer letters are read by their meaning in the language shown (``y`` / ``n`` in
    English, ``д`` / ``н`` in Russian, in either keyboard layout), and the key line names
    them with the buttons' words: ``y Put aside  n Keep playing``.  Esc and q answer as the
    No button.  No has the focus, so a stray Enter never agrees to anything.
    """

    def __init__(self, question: str, detail: str = "", *, yes: str = "", no: str = "") -> None:
        super().__init__()
        self._question = question
        self._detail = detail
        self._yes = yes or _(YES)
        self._no = no or _(NO)
        self._bindings = BindingsMap.merge([self._bindings, answer_bindings(self._yes, self._no)])

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog confirm"):
            yield Static(self._question, id="question", classes="dialog-title")
            if self._detail:
                yield Static(self._detail, id="detail", classes="hint")
            with Horizontal(classes="buttons"):
                yield Button(self._yes, id="yes", variant="primary")
                yield Button(self._no, id="no")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.focus_on_mount("#no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
