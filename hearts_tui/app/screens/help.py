"""Help, one key away: this table's rules, the keys, the tactics."""

from __future__ import annotations

from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import MarkdownViewer

from ...engine import Rules
from ...words.help_text import help_markdown
from ...words.language import N_
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter

#: List bullets in ASCII, by depth.
ASCII_BULLETS: Final = ("* ", "- ", "+ ", "* ", "- ")


class HelpScreen(Dialog[None]):
    """Scrolls with the arrows and Page keys; Escape, ``?`` or ``h`` closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            with_layouts("escape,q,question_mark,h,f1"), "close", N_("Close"), key_display="Esc"
        )
    ]

    def __init__(self, rules: Rules, ascii_suits: bool = False) -> None:
        super().__init__()
        self._rules = rules
        self._ascii = ascii_suits

    def compose(self) -> ComposeResult:
        # The page is laid out once the dialog is on the screen: the key opens it at once
        # (the page, some 40 widgets of Markdown, took a third of a second before the
        # first frame) and a quick Escape never waits for it.
        yield MarkdownViewer(
            "",
            show_table_of_contents=False,
            id="help",
            classes="dialog",
        )
        yield QuietFooter()

    def on_mount(self) -> None:
        self.focus_on_mount("#help")
        self.call_after_refresh(self._fill)

    def _fill(self) -> None:
        """The page, after the dialog's first frame; not awaited."""
        document = self.query_one(MarkdownViewer).document
        if self._ascii:
            document.BULLETS = list(ASCII_BULLETS)  # Textual's are • ▪ ‣
        document.update(help_markdown(self._rules, ascii_suits=self._ascii))

    def action_close(self) -> None:
        self.dismiss(None)
