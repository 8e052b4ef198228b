"""The score sheet (key ``g``): every hand per player, moons, big cards, running totals, a chart.

:class:`SheetView` (the table and the chart, scrollable) is also the middle of the
game-over dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.css.query import NoMatches
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Button, Static

from ...engine import Game
from ...words import touch
from ...words.describe import suits_text
from ...words.language import N_, _
from ...words.score_sheet import (
    CHART_WIDTH,
    ScoreSheet,
    chart_lines,
    legend,
    score_sheet,
)
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.key_scroll import KeyScrollView
from .score_table import sheet_lines
from .table.take_back import assisted_text

#: Columns around the content of a sheet's dialog: border 2, padding 2.
DIALOG_GUTTER = 4
#: The sheet's vertical scroll bar.
SCROLLBAR = 2
#: The narrowest content of a sheet's dialog (room for two buttons).
MIN_DIALOG_WIDTH = 56

#: Keys that scroll the sheet whatever has the focus in its dialog.
SCROLL_BINDINGS: list[BindingType] = [
    Binding(with_layouts("pageup"), "scroll_sheet('page_up')", N_("Page up"), show=False),
    Binding(with_layouts("pagedown"), "scroll_sheet('page_down')", N_("Page down"), show=False),
    Binding(with_layouts("up"), "scroll_sheet('scroll_up')", N_("Scroll up"), show=False),
    Binding(with_layouts("down"), "scroll_sheet('scroll_down')", N_("Scroll down"), show=False),
    Binding(with_layouts("home"), "scroll_sheet('scroll_home')", N_("Top"), show=False),
    Binding(with_layouts("end"), "scroll_sheet('scroll_end')", N_("Bottom"), show=False),
]


def _width(lines: Sequence[list[Segment]]) -> int:
    """The columns the widest of ``lines`` takes."""
    return max((Segment.get_line_length(line) for line in lines), default=0)


def fit_sheet(screen: Screen[Any], dialog: str, chrome: int, lines: Sequence[str]) -> bool:
    """Size the dialog ``dialog`` of ``screen`` around its sheet (:func:`size_sheet`);
    False when the dialog is being taken down (closed, or the app is exiting)."""
    try:
        view = screen.query_one(SheetView)
        box = screen.query_one(dialog)
    except NoMatches:
        return False
    return size_sheet(view, box, screen.app.size, chrome, lines)


def size_sheet(view: SheetView, box: Widget, size: Size, chrome: int, lines: Sequence[str]) -> bool:
    """Size the dialog ``box`` around its sheet ``view`` within a terminal of ``size``; True
    when the sheet scrolls (worked out from its rows, not read from a layout to come).

    The dialog is as wide as the sheet or its other ``lines`` (title, hints) need, so none of
    them wraps; the sheet takes the rows the ``chrome`` (the dialog's other rows) leaves,
    and scrolls past them.  Done as the dialog is composed, its first layout is its last
    (sized once mounted, it was laid out twice before its first frame).
    """
    rows = max(3, size.height - chrome)
    view.styles.max_height = rows
    inside = max(view.natural_width + SCROLLBAR, MIN_DIALOG_WIDTH, *(len(line) for line in lines))
    box.styles.width = min(size.width, inside + DIALOG_GUTTER)
    return view.natural_height > rows


def scroll_sheet(screen: Screen[Any], action: str) -> None:
    """Run a scroll ``action`` (``"page_down"``, ``"scroll_up"``, …) on the screen's sheet;
    nothing when the sheet is already gone (a key in a burst after the dialog closed)."""
    try:
        view = screen.query_one(SheetView)
    except NoMatches:
        return
    getattr(view, f"action_{action}")()


class SheetView(KeyScrollView, can_focus=True):
    """The sheet's table and its chart of running totals, scrolling when they do not fit.

    Drawn with the Line API: the table (:func:`.score_table.sheet_lines`, by hand) and the
    chart are made once into lines, each block centred, and a scroll or a repaint only copies
    lines.  (As a scrolling container of two ``Static``, the Rich table was measured and
    rendered again on every layout: the score sheet opened at three times a bare dialog's
    time and each ↓ took ten times a bare key's; rendered once by Rich's ``Table``, a third of
    the opening was still Rich laying out every cell.)
    """

    DEFAULT_CSS = """
    SheetView { height: auto; overflow-x: hidden; }
    """

    def __init__(self, game: Game, ascii_suits: bool, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._sheet = score_sheet(game)
        self._ascii = ascii_suits
        #: The lines of the table (or of the words for a sheet with no hand yet).
        self._table: list[list[Segment]] = []
        #: The lines of the table and the chart, and each block's width.
        self._lines: list[tuple[list[Segment], int]] = []
        self._width = 0
        #: Lines drawn for the last width and style: (width, style) and the strips.
        self._drawn: tuple[tuple[int, Style], dict[int, Strip]] = ((0, Style()), {})
        self._style = Style()

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def table(self) -> Text:
        """The table as drawn, as text (the words for a sheet with no hand yet)."""
        self._render_sheet()
        return Text("\n".join("".join(segment.text for segment in line) for line in self._table))

    @property
    def table_height(self) -> int:
        """The lines the table takes."""
        self._render_sheet()
        return len(self._table)

    @property
    def natural_width(self) -> int:
        """Columns the table and the chart need."""
        self._render_sheet()
        return self._width

    @property
    def natural_height(self) -> int:
        """Rows the table, the chart and the blank line between them need."""
        self._render_sheet()
        return len(self._lines)

    def on_mount(self) -> None:
        self._render_sheet()  # (ScrollView's own on_mount runs too: Textual calls both)

    def _render_sheet(self) -> None:
        """The table and the chart as lines, once (the terminal's width when first asked)."""
        if self._lines:
            return
        sheet = self._sheet
        lines: list[tuple[list[Segment], int]] = []
        if not sheet.rows:
            words = _("No hand played yet.")
            lines.append(([Segment(words, Style())], cell_len(words)))
            self._table = [lines[0][0]]
        else:
            table = sheet_lines(sheet, ascii_suits=self._ascii)
            width = _width(table)
            if width > self.app.size.width - DIALOG_GUTTER - SCROLLBAR:
                # Too wide for the terminal (7 to 10 players): the totals only at the foot.
                table = sheet_lines(sheet, ascii_suits=self._ascii, running=False)
                width = _width(table)
            self._table = table
            lines.extend((line, width) for line in table)
            label = max(len(name) for name in sheet.names)
            # Bars up to the room the terminal leaves beside the names and the totals.
            room = self.app.size.width - DIALOG_GUTTER - SCROLLBAR - label - 6
            chart = chart_lines(sheet, max(8, min(CHART_WIDTH + 20, room)))
            if chart:
                chart_width = max(len(line) for line in chart)
                lines.append(([], 0))  # the blank line above the chart
                for line in chart:
                    text = suits_text(line.ljust(chart_width), self._ascii)
                    lines.append(([Segment(text, Style())], chart_width))
        self._lines = lines
        self._width = max((width for _, width in lines), default=0)
        self.virtual_size = Size(self._width, len(lines))

    def render_lines(self, crop: Region) -> list[Strip]:
        # The style once for the lines drawn now (``rich_style`` walks up the DOM).
        self._style = self.rich_style
        width = self.scrollable_content_region.width
        if width != self._drawn[0][0] and self._drawn[1]:
            # Lines of another width are on the screen (the dialog was sized around the
            # sheet after a first layout, a scroll bar came or went): draw them all again.
            self.refresh()
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        self._render_sheet()
        width = self.scrollable_content_region.width
        style = self._style
        key, drawn = self._drawn
        if key != (width, style):
            drawn = {}
            self._drawn = ((width, style), drawn)
        index = y + self.scroll_offset.y
        strip = drawn.get(index)
        if strip is None:
            # The margins in the background alone: blank cells, not part of the line's
            # words (an SVG screenshot draws a run of spaces and words as one text).
            margin = Style(bgcolor=style.bgcolor)
            if 0 <= index < len(self._lines):
                segments, block = self._lines[index]
                # Each block centred, as the table and the chart were in their own rows.
                left = max(0, (width - block) // 2)
                strip = Strip(segments).apply_style(style)
                strip = Strip([Segment(" " * left, margin), *strip])
            else:
                strip = Strip([])
            strip = strip.crop_extend(0, width, margin)
            drawn[index] = strip
        return strip


class ScoreSheetScreen(Dialog[None]):
    """The score sheet of ``game``; Escape, ``g``, ``q`` or the Close button closes it."""

    #: Rows of the dialog around the sheet: border 2, title 1, legend 1, button 1 + 3.
    CHROME: ClassVar[int] = 8

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,g,q"), "close", N_("Close")),
        *SCROLL_BINDINGS,
    ]

    def __init__(self, game: Game, ascii_suits: bool = False, *, takebacks: int = 0) -> None:
        super().__init__()
        self._game = game
        self._ascii = ascii_suits
        #: Take-backs made in the game: the title says "assisted (2 take-backs)".
        self._takebacks = takebacks
        #: The dialog's lines besides the sheet (its width must hold them).
        self._lines: tuple[str, ...] = ()

    def compose(self) -> ComposeResult:
        game = self._game
        view = SheetView(game, self._ascii, id="sheet-view")
        title = _("Score sheet · {code} · game to {target}").format(
            code=game.code, target=game.rules.target
        )
        if assisted := assisted_text(self._takebacks):
            title += f" · {assisted}"
        self._lines = (
            suits_text(title, self._ascii),
            suits_text(legend(view.sheet, ascii_moon=self._ascii), self._ascii),
        )
        box = Vertical(id="sheet", classes="dialog")
        size_sheet(view, box, self.app.size, self.CHROME, self._lines)
        with box:
            yield Static(self._lines[0], id="sheet-title", classes="dialog-title")
            yield view
            yield Static(self._lines[1], id="sheet-legend", classes="hint")
            with Center():
                yield Button(
                    touch.close() if touch.on_touch() else _("Close (Esc)"),
                    id="close",
                    variant="primary",
                )

    def on_mount(self) -> None:
        self.focus_on_mount("#close")

    def on_resize(self) -> None:
        fit_sheet(self, "#sheet", self.CHROME, self._lines)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll_sheet(self, action: str) -> None:
        scroll_sheet(self, action)
