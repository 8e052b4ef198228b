"""A row of buttons, each a focus stop: ← / → move between them, Enter (or a click)
presses one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.style import Style

from .base import PLAIN, Act, Pen, Row

#: Cells between two buttons.
GAP = 2


@dataclass(frozen=True, kw_only=True)
class ButtonsRow(Row):
    """``buttons``: (key, label, primary) each; centred, or from the ``left``, or
    ``spread`` (the first on the left, the rest on the right)."""

    buttons: tuple[tuple[str, str, bool], ...] = ()
    spread: bool = False
    left: bool = False

    kind = "buttons"

    @property
    def stops(self) -> int:
        return 0 if self.disabled else len(self.buttons)

    def stop_key(self, stop: int) -> str:
        return self.buttons[stop][0]

    def stop_of(self, key: str) -> int | None:
        if key == self.key and self.stops:
            return 0
        if self.disabled:
            return None
        return next((b for b, (button, _, _) in enumerate(self.buttons) if button == key), None)

    def on_step(self, act: Act, stop: int, step: int) -> None:
        act.focus(max(0, min(len(self.buttons) - 1, stop + step)))

    def on_press(self, act: Act, stop: int) -> None:
        act.press(self.buttons[stop][0])

    def click_stop(self, what: Any) -> int | None:
        return what if isinstance(what, int) else None

    def on_click(self, act: Act, what: Any) -> None:
        act.redraw()
        act.press(self.buttons[what][0])

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        at_focus = stop if focused else -1
        labels = [f" {label} " for _, label, _ in self.buttons]
        total = sum(cell_len(label) for label in labels) + GAP * (len(labels) - 1)

        def look(index: int) -> Style:
            if self.disabled:
                return pen.style("disabled")
            if index == at_focus:
                return pen.style("cursor")
            return pen.style("primary" if self.buttons[index][2] else "button")

        if self.spread and len(labels) > 1:
            rest = sum(cell_len(label) for label in labels[1:]) + GAP * (len(labels) - 2)
            pen.put(labels[0], look(0), 0)
            pen.put(" " * max(1, width - cell_len(labels[0]) - rest), PLAIN)
            for index, label in enumerate(labels[1:], start=1):
                pen.put(label, look(index), index)
                if index < len(labels) - 1:
                    pen.put(" " * GAP, PLAIN)
            return
        if not self.left:
            pen.put(" " * max(0, (width - total) // 2), PLAIN)
        for index, label in enumerate(labels):
            pen.put(label, look(index), index)
            if index < len(labels) - 1:
                pen.put(" " * GAP, PLAIN)
