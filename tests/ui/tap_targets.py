"""The tap targets of the screen on top, found cell by cell as a click there would find them.

For every cell of the terminal the widget under it (``Screen.get_widget_at``) is asked what a
click on that cell reaches: a button, a form's control (:meth:`FormView.tap_at`), a list's
option, a tab, a key of a key line (its ``@click``).  The cells of each control make its tap
box.  A finger needs a box three rows tall and :data:`~hearts_tui.app.widgets.rows.base.
FINGER_COLUMNS` wide: at the cells a served page draws (7.5 to 8.2 by 16 to 20 CSS px)
that is 44×44 CSS px at least; tests/web measures the same in the browser.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.app import App
from textual.errors import NoWidget
from textual.scrollbar import ScrollBar, ScrollBarCorner
from textual.widget import Widget
from textual.widgets import Button, OptionList

from hearts_tui.app.widgets.footer import KeyLine
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.rows import FormView
from hearts_tui.app.widgets.tabs import TabLine


@dataclass(frozen=True)
class Target:
    """A control's tap box, in cells of the screen (``right`` and ``bottom`` inclusive), and
    how many of the cells in it reach it (all of them: nothing else is inside)."""

    what: tuple[Any, ...]
    left: int
    top: int
    right: int
    bottom: int
    cells: int

    @property
    def columns(self) -> int:
        return self.right - self.left + 1

    @property
    def rows(self) -> int:
        return self.bottom - self.top + 1

    @property
    def whole(self) -> bool:
        """Every cell of the box reaches this control."""
        return self.cells == self.columns * self.rows

    def overlaps(self, other: Target) -> bool:
        return not (
            self.right < other.left
            or other.right < self.left
            or self.bottom < other.top
            or other.bottom < self.top
        )


def _reached(app: App[Any], widget: Widget, x: int, y: int) -> tuple[Any, ...] | None:
    """What a click at (x, y) of the screen reaches in ``widget``, if anything."""
    region = widget.region
    if isinstance(widget, (ScrollBar, ScrollBarCorner)):
        return None  # a finger scrolls by a swipe
    if isinstance(widget, Button):
        return None if widget.disabled else ("button", widget.id or id(widget))
    if isinstance(widget, FormView):
        found = widget.tap_at(x - region.x, y - region.y)
        return None if found is None else ("form", widget.id, *found)
    if isinstance(widget, TabLine):
        offset_x = x - region.x - widget.gutter.left
        offset_y = y - region.y - widget.gutter.top
        index = widget.tab_at(offset_x, offset_y)
        return None if index is None else ("tab", widget.id, index)
    if isinstance(widget, OptionList):
        option = app.screen.get_style_at(x, y).meta.get("option")
        if option is None or widget.get_option_at_index(option).disabled:
            return None
        return ("option", widget.id, option)
    if isinstance(widget, (KeyLine, KeyBar)):
        action = app.screen.get_style_at(x, y).meta.get("@click")
        return None if action is None else ("click", widget.id, str(action))
    return None


def tap_targets(app: App[Any]) -> list[Target]:
    """Every control of the screen on top, with its tap box."""
    width, height = app.size
    found: dict[tuple[Any, ...], list[tuple[int, int]]] = {}
    for y in range(height):
        for x in range(width):
            try:
                widget, _region = app.screen.get_widget_at(x, y)
            except NoWidget:
                continue
            what = _reached(app, widget, x, y)
            if what is not None:
                found.setdefault(what, []).append((x, y))
    targets = []
    for what, cells in found.items():
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        targets.append(Target(what, min(xs), min(ys), max(xs), max(ys), len(cells)))
    return targets
