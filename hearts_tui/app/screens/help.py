"""Help, one key away: this table's rules, the keys, the tactics."""

from __future__ import annotations

from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, MarkdownViewer

from ...engine import Rules
from ...words.help_text import help_markdown
from ..dialog import Dialog

#: List bullets in ASCII, by depth.
ASCII_BULLETS: Final = ("* ", "- ", "+ ", "* ", "- ")


class HelpScreen(Dialog[None]):
    """Scrolls with the arrows and Page keys; Escape, ``?`` or ``h`` closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,h,f1", "close", "Close", key_display="Esc")
    ]

    def __init__(self, rules: Rules, ascii_suits: bool = False) -> None:
        super().__init__()
        self._rules = rules
        self._ascii = ascii_suits

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(
            "" if self._ascii else help_markdown(self._rules),
            show_table_of_contents=False,
            id="help",
            classes="dialog",
        )
        yield Footer()

    def on_mount(self) -> None:
        self.focus_on_mount("#help")
        if self._ascii:
            # Textual's bullets are • ▪ ‣: the page (left empty in compose) is laid out
            # with ASCII ones; not awaited, so a quick Escape never waits for it.
            document = self.query_one(MarkdownViewer).document
            document.BULLETS = list(ASCII_BULLETS)
            document.update(help_markdown(self._rules, ascii_suits=True))

    def action_close(self) -> None:
        self.dismiss(None)
