"""A one-line text field (a game code), with a button after it ("Play") when it has one."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rich.cells import cell_len

from .base import FIELD_WIDTH, PLAIN, Act, Pen, Row, cut


@dataclass(frozen=True, kw_only=True)
class FieldRow(Row):
    """The text typed (``value``), ``placeholder`` shown dimmed while it is empty, in
    ``width`` cells (0: the rest of the row, less its ``button``); Enter or a click on the
    button tells the form's owner."""

    value: str = ""
    placeholder: str = ""
    width: int = FIELD_WIDTH
    button: str = ""

    kind = "field"
    focus_stops = 1

    @property
    def typing(self) -> bool:
        return True

    def typed_text(self) -> str:
        return str(self.value or "")

    def with_typed(self, text: str) -> FieldRow:
        return replace(self, value=text)

    def on_press(self, act: Act, stop: int) -> None:
        act.press(self.key)

    def on_toggle(self, act: Act, stop: int) -> None:
        act.type(" ")

    def on_click(self, act: Act, what: Any) -> None:
        if what == "button":
            act.press(self.key)
        else:
            act.redraw()

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        if self.name:
            self.draw_name(pen, focused)
        used = pen.name_width if self.name else 0
        room = self.width or max(4, width - used - cell_len(self.button) - 3)
        text = str(self.value or "")
        caret = focused and not self.disabled
        if text:
            shown = text[-(room - 1) :] + (("_" if pen.ascii else "▏") if caret else "")
            look = pen.style("cursor") if caret else pen.style("field")
        else:
            shown = (("_" if pen.ascii else "▏") if caret else "") + self.placeholder
            look = pen.style("cursor") if caret else pen.style("placeholder")
        pen.put(cut(shown, room).ljust(room), look, "field")
        if self.button:
            pen.put(" ", PLAIN)
            pen.put(f" {self.button} ", pen.style("button"), "button")
