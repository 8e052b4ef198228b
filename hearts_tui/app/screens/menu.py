"""The table's menu (``m``, or Menu in the key bar): every action of the table as a button.

A finger on a touch screen has no keyboard: take back (``z``), review (``v``), replay
(``r``) and the rest are here, each a button three rows tall (a fingertip's size on a
phone).  Quit is apart from them, alone at the bottom right under a gap, so that no tap
aimed at another action ends the table.  The dialog returns the action chosen (the table
runs it once the menu is gone), ``"quit"``, or None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Button, Static

from ...words import menu_text
from ...words.language import N_
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter

#: Columns of buttons from this many columns of screen on (fewer: two).
WIDE: Final = 80
#: The result that quits.
QUIT = "quit"
#: Rows of the menu besides its buttons: frame, title, the gap and Quit's row.
CHROME: Final = 2 + 1 + 1 + 3


class MenuScreen(Dialog[str | None]):
    """``items``: (action, words, enabled) for each button, in order."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,m"), "close", N_("Close"), key_display="Esc"),
    ]

    def __init__(self, items: Sequence[tuple[str, str, bool]], *, touch: bool = False) -> None:
        super().__init__()
        self._items = tuple(items)
        self._touch = touch

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog menu"):
            yield Static(menu_text.title(), classes="dialog-title")
            with Grid(id="menu-grid"):
                for action, words, enabled in self._items:
                    yield Button(words, id=f"menu-{action}", disabled=not enabled)
            with Horizontal(id="menu-leave"):
                yield Button(menu_text.close(), id="menu-close", variant="primary")
                yield Static(id="menu-gap")
                yield Button(menu_text.leave(), id="menu-quit", variant="error")
        if not self._touch:
            yield QuietFooter()

    def on_mount(self) -> None:
        self._fit()
        first = next((f"#menu-{action}" for action, _w, on in self._items if on), "#menu-close")
        self.focus_on_mount(first)

    def on_resize(self, event: events.Resize) -> None:
        self._fit()

    def _fit(self) -> None:
        """Four columns of buttons on a wide screen, two on a narrow one; buttons one row
        tall where three-row ones would not fit the height (80x24 with a keyboard)."""
        width, height = self.app.size
        columns = 4 if width >= WIDE else 2
        rows = -(-len(self._items) // columns)
        for grid in self.query("#menu-grid"):
            grid.set_class(columns == 4, "-wide")
        for dialog in self.query("#dialog"):
            dialog.set_class(CHROME + 3 * rows > height, "-compact")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        if button == "menu-quit":
            self.dismiss(QUIT)
        elif button == "menu-close":
            self.dismiss(None)
        else:
            self.dismiss(button.removeprefix("menu-"))

    def action_close(self) -> None:
        self.dismiss(None)
