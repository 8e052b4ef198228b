"""A box: on or off (Space or Enter toggles, a click too), its words after it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .base import PLAIN, Act, Pen, Row, mark


@dataclass(frozen=True, kw_only=True)
class CheckRow(Row):
    """``[X] name`` when ``value`` is on, ``[ ] name`` when off (a box drawn as Textual
    draws its toggles, blank inside when off)."""

    value: bool = False

    kind = "check"
    focus_stops = 1

    def chosen(self, value: Any) -> CheckRow:
        return replace(self, value=value)

    def on_press(self, act: Act, stop: int) -> None:
        act.choose(not self.value)

    def on_click(self, act: Act, what: Any) -> None:
        act.choose(not self.value)

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        on = bool(self.value)
        mark(pen, "[X]" if on else "[ ]", "X" if on else " ", self.disabled, "check")
        pen.put(" ", PLAIN)
        dim = pen.style("disabled") if self.disabled else PLAIN
        look = pen.style("cursor") if focused else dim
        pen.put(self.name, look, "check")
