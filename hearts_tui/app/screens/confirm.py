"""A yes-or-no question before something that cannot be taken back lightly."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...words.language import N_, _
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter


class ConfirmScreen(Dialog[bool]):
    """``question`` with a Yes and a No button; dismissed with True for yes.

    ``y`` or the Yes button says yes; ``n``, Escape or the No button says no.  No has the
    focus, so a stray Enter never agrees to anything.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("y"), "answer(True)", N_("Yes")),
        Binding(with_layouts("n,escape,q"), "answer(False)", N_("No")),
    ]

    def __init__(self, question: str, detail: str = "", *, yes: str = "", no: str = "") -> None:
        super().__init__()
        self._question = question
        self._detail = detail
        self._yes = yes or _("Yes")
        self._no = no or _("No")

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
