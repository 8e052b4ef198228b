"""``TabLine``: a row of tabs in one widget, drawn with the Line API.

Textual's ``Tabs`` is a widget per tab inside scrolling containers, with an animated
underline: the statistics dialog, which has one tab per table played, opened at 1.8 times
a bare dialog's time and each ↓ / ↑ through it took seven times a bare key's
(benchmarks/responsiveness.py).  Here the tabs are data: their labels on the first line,
the bar under them on the second (in ASCII: the labels alone, the active one reversed).
The active tab is drawn as ``Tabs`` draws it (its colours, the bar's highlight under it,
reversed while the row has the focus); a click on a label or its bar chooses it.

On a touch screen (``touch``, by default :func:`~hearts_tui.words.touch.on_touch`) each tab
is a frame three rows tall around its label, as many to a row as fit the width, a tap
anywhere in it choosing it: a fingertip's target (a label on one row was 16 to 20 CSS px
tall).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Final

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from ...words.touch import on_touch
from .rows.base import FINGER_LINES, Tap, draw_taps, lay_out, measuring_pen

__all__ = ["TabLine"]

#: The bar under the labels, and its half bars (Textual's ``Bar``).
BAR: Final = "━"
HALF_LEFT: Final = "╺"
HALF_RIGHT: Final = "╸"
#: Columns of padding either side of a label.
PAD: Final = 1


class TabLine(Widget, can_focus=True):
    """The tabs ``labels``; ``chosen(index)`` is called when a key or a click changes the
    active one (not when :attr:`active` is set by the owner)."""

    DEFAULT_CSS = """
    TabLine {
        width: 100%;
        height: 2;
    }
    TabLine > .tabline--tab { color: $foreground 50%; }
    TabLine > .tabline--active { color: $foreground; }
    TabLine > .tabline--cursor {
        text-style: $block-cursor-text-style;
        color: $block-cursor-foreground;
        background: $block-cursor-background;
    }
    TabLine > .tabline--bar {
        color: $block-cursor-background;
        background: $foreground 10%;
    }
    TabLine:focus > .tabline--bar { background: $foreground 30%; }
    TabLine:ansi > .tabline--tab { text-style: dim; }
    TabLine:ansi > .tabline--active { text-style: not dim bold; }
    TabLine:ansi > .tabline--bar { background: $border-blurred; }
    App.-ascii TabLine { height: 1; }
    TabLine.-touch { height: auto; }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "tabline--tab",
        "tabline--active",
        "tabline--cursor",
        "tabline--bar",
    }

    def __init__(
        self,
        labels: Sequence[str],
        *,
        chosen: Callable[[int], None] | None = None,
        touch: bool | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.labels = list(labels)
        self.chosen = chosen
        self._active = 0
        #: Each tab a frame three rows tall (a touch screen).
        self.touch = on_touch() if touch is None else touch
        self.set_class(self.touch, "-touch")

    @property
    def active(self) -> int:
        """The index of the active tab."""
        return self._active

    @active.setter
    def active(self, index: int) -> None:
        self._active = index % max(1, len(self.labels))
        self.refresh()

    @property
    def tab_count(self) -> int:
        return len(self.labels)

    def spans(self) -> list[tuple[int, int]]:
        """Each tab's first column and the column after it (its padding included)."""
        spans = []
        x = 0
        for label in self.labels:
            width = cell_len(label) + 2 * PAD
            spans.append((x, x + width))
            x += width
        return spans

    def step(self, step: int) -> None:
        """The previous (-1) or next (1) tab, round the ends, as a key chooses it."""
        if self.labels:
            self.choose(self._active + step)

    def choose(self, index: int) -> None:
        self.active = index
        if self.chosen is not None:
            self.chosen(self._active)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.tab_at(offset.x, offset.y)
        if index is not None:
            event.stop()
            self.choose(index)

    def tab_at(self, x: int, y: int) -> int | None:
        """The tab a click at (x, y) of the content chooses, if any."""
        if self.touch:
            lines = self._finger_lines(self.content_size.width)
            row = y // FINGER_LINES
            for start, tap, cells in lines[row] if 0 <= row < len(lines) else []:
                if start <= x < start + cells:
                    return int(tap.what)
            return None
        return next(
            (index for index, (start, end) in enumerate(self.spans()) if start <= x < end), None
        )

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return sum(end - start for start, end in self.spans())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows_at(width)

    def rows_at(self, width: int) -> int:
        """The rows the tabs take in ``width`` columns."""
        if self.touch:
            return FINGER_LINES * max(1, len(self._finger_lines(width)))
        return 1 if self.app.has_class("-ascii") else 2

    def _finger_lines(self, width: int) -> list[list[tuple[int, Tap, int]]]:
        """The tabs drawn for a finger, in rows of ``width``: each one's (column, tap,
        cells)."""
        pen = measuring_pen()
        return lay_out(
            [Tap(((label, pen.style("")),), index) for index, label in enumerate(self.labels)],
            width,
        )

    def _render_finger_line(self, y: int, width: int, base: Style) -> Strip:
        """Row ``y`` of the tabs drawn for a finger: the active one's label and frame in
        the active tab's look (reversed with the focus)."""
        lines = self._finger_lines(width)
        row, third = divmod(y, FINGER_LINES)
        if row >= len(lines):
            return Strip.blank(width, base)
        active = "tabline--cursor" if self.has_focus else "tabline--active"
        ascii_only = self.app.has_class("-ascii")
        pen = measuring_pen()
        pen.ascii = ascii_only
        placed = []
        for x, tap, cells in lines[row]:
            index = int(tap.what)
            look = self.get_component_rich_style(
                active if index == self._active else "tabline--tab"
            )
            frame = look if index == self._active else self.get_component_rich_style("tabline--tab")
            placed.append((x, Tap(((self.labels[index], look),), index, frame), cells))
        draw_taps(pen, placed, third)
        segments = [Segment(text, base + style) for text, style in pen.out if text]
        return Strip(segments).crop_extend(0, width, base)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        if self.touch:
            return self._render_finger_line(y, width, base)
        spans = self.spans()
        ascii_only = self.app.has_class("-ascii")
        # Blank cells in the background alone, apart from the words (an SVG screenshot
        # draws a run of spaces and words as one text).
        blank = Style(bgcolor=base.bgcolor)
        if y == 0:
            segments = []
            for index, label in enumerate(self.labels):
                part = "tabline--tab"
                if index == self._active:
                    part = "tabline--cursor" if self.has_focus or ascii_only else "tabline--active"
                style = self.get_component_rich_style(part)
                segments.append(Segment(" " * PAD, blank))
                segments.append(Segment(label, style))
                segments.append(Segment(" " * PAD, blank))
            return Strip(segments).crop_extend(0, width, blank)
        if y == 1 and not ascii_only:
            bar = self.get_component_rich_style("tabline--bar")
            highlight = base + Style.from_color(bar.color)
            background = base + Style.from_color(bar.bgcolor)
            # Under the active label (its padding not), as Textual's Bar draws it: half
            # bars either side of the highlight.
            start, end = spans[self._active] if spans else (PAD, PAD)
            start, end = start + PAD, end - PAD
            segments = [Segment(BAR * max(0, start - 1), background)]
            if start > 0:
                segments.append(Segment(HALF_RIGHT, background))
            segments.append(Segment(BAR * (end - start), highlight))
            if end < width:
                segments.append(Segment(HALF_LEFT, background))
                segments.append(Segment(BAR * max(0, width - end - 1), background))
            return Strip(segments).crop_extend(0, width, base)
        return Strip.blank(width, base)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
