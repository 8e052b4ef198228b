"""The score sheet (key ``g``): every hand per player, moons, big cards, running totals, a chart.

:class:`SheetView` (the table and the chart, scrollable) is also the middle of the
game-over dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from rich import box
from rich.cells import cell_len
from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.css.query import NoMatches
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.strip import Strip
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
    place_text,
    points_cell,
    score_sheet,
)
from ...words.seats import initials
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.key_scroll import KeyScrollView
from .table.take_back import assisted_text

#: Columns around the content of a sheet's dialog: border 2, padding 2.
DIALOG_GUTTER = 4
#: The sheet's vertical scroll bar.
SCROLLBAR = 2
#: A width no sheet reaches, to measure a sheet's own width.
UNCAPPED = 1000
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


#: ``box.SIMPLE`` (a line under the header and above the footer) drawn with hyphens.
ASCII_SIMPLE: Final = box.Box("    \n    \n -- \n    \n    \n -- \n    \n    \n", ascii=True)


def sheet_table(sheet: ScoreSheet, *, ascii_suits: bool = False, running: bool = True) -> Table:
    """One row per hand: each seat's points with its marks and its running total (Σ).

    The footer has the totals (and the places once the game is over); the hand in play,
    if any, is the last row, marked "now", with the points so far and no totals yet.  A game
    that started from given scores opens with a "start" row of them.  Without ``running``
    (a crowded table: ten seats do not fit twice at 80 columns) the Σ columns are left out
    and the footer holds the totals alone.
    """
    short = sheet.players >= 5
    table = Table(
        box=ASCII_SIMPLE if ascii_suits else box.SIMPLE,
        show_edge=False,
        show_footer=True,
        padding=(0, 1),
        collapse_padding=True,
        pad_edge=False,
        header_style="bold",
        footer_style="bold",
    )
    table.add_column(_("Hand"), _("Total"), justify="right")
    for seat, name in enumerate(sheet.names):
        place = place_text(sheet.place(seat)) if sheet.over else ""
        label = initials(name) if short else name
        if running:
            table.add_column(label, place, justify="right")
            table.add_column(suits_text("Σ", ascii_suits), str(sheet.totals[seat]), justify="right")
        else:
            table.add_column(label, str(sheet.totals[seat]), justify="right")
    if any(sheet.start):
        # A position set up with scores (``Game.from_hands``): where the totals started.
        start = [str(total) for total in sheet.start]
        if running:
            start = [cell for total in start for cell in ("", total)]
        table.add_row(_("start"), *start, style="dim")
    for row in sheet.rows:
        cells = [
            _("{number} now").format(number=row.hand_number)
            if row.in_play
            else str(row.hand_number)
        ]
        for seat in range(sheet.players):
            cells.append(suits_text(points_cell(row, seat, ascii_moon=ascii_suits), ascii_suits))
            if running:
                cells.append("" if row.totals is None else str(row.totals[seat]))
        table.add_row(*cells, style="italic" if row.in_play else "")
    return table


def fit_sheet(screen: Screen[Any], dialog: str, chrome: int, lines: Sequence[str]) -> bool:
    """Size the dialog ``dialog`` of ``screen`` around its sheet, within the terminal; True
    when the sheet scrolls (worked out from its rows, not read from a layout to come).

    The dialog is as wide as the sheet or its other ``lines`` (title, hints) need, so none of
    them wraps; the sheet takes the rows the ``chrome`` (the dialog's other rows) leaves,
    and scrolls past them.
    """
    width, height = screen.app.size
    try:
        view = screen.query_one(SheetView)
        box = screen.query_one(dialog)
    except NoMatches:
        return False  # the dialog is being taken down (closed, or the app is exiting)
    rows = max(3, height - chrome)
    view.styles.max_height = rows
    inside = max(view.natural_width + SCROLLBAR, MIN_DIALOG_WIDTH, *(len(line) for line in lines))
    box.styles.width = min(width, inside + DIALOG_GUTTER)
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

    Drawn with the Line API: the table and the chart are rendered once into lines, each
    block centred, and a scroll or a repaint only copies lines.  (As a scrolling container
    of two ``Static``, the Rich table was measured and rendered again on every layout: the
    score sheet opened at three times a bare dialog's time and each ↓ took ten times a bare
    key's.)
    """

    DEFAULT_CSS = """
    SheetView { height: auto; overflow-x: hidden; }
    """

    def __init__(self, game: Game, ascii_suits: bool, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._sheet = score_sheet(game)
        self._ascii = ascii_suits
        #: The table as drawn (a Rich table, or the words for a sheet with no hand yet),
        #: and the lines it takes.
        self.table: RenderableType = ""
        self.table_height = 0
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
        console = self.app.console
        # Measured without the console's width as a cap (it need not be the terminal's):
        # the width the sheet needs, whatever the room.
        options = console.options.update_width(UNCAPPED)
        blocks: list[tuple[RenderableType, int]] = []
        lines: list[tuple[list[Segment], int]] = []
        if not sheet.rows:
            self.table = _("No hand played yet.")
            blocks.append((self.table, cell_len(self.table)))
        else:
            # Rendered once at its natural width (a table that does not expand takes no more
            # than it needs): measuring it first cost a third as much again as drawing it.
            table = sheet_table(sheet, ascii_suits=self._ascii)
            rendered = console.render_lines(table, options, pad=False)
            width = max((Segment.get_line_length(line) for line in rendered), default=0)
            if width > self.app.size.width - DIALOG_GUTTER - SCROLLBAR:
                # Too wide for the terminal (7 to 10 players): the totals only at the foot.
                table = sheet_table(sheet, ascii_suits=self._ascii, running=False)
                rendered = console.render_lines(table, options, pad=False)
                width = max((Segment.get_line_length(line) for line in rendered), default=0)
            self.table = table
            self.table_height = len(rendered)
            lines.extend((line, width) for line in rendered)
            label = max(len(name) for name in sheet.names)
            # Bars up to the room the terminal leaves beside the names and the totals.
            room = self.app.size.width - DIALOG_GUTTER - SCROLLBAR - label - 6
            chart = chart_lines(sheet, max(8, min(CHART_WIDTH + 20, room)))
            if chart:
                chart_width = max(len(line) for line in chart)
                text = "\n".join(line.ljust(chart_width) for line in chart)
                blocks.append(("", 0))  # the blank line above the chart
                blocks.append((Text(suits_text(text, self._ascii)), chart_width))
        for renderable, width in blocks:
            if not width:
                lines.append(([], 0))
                continue
            rendered = console.render_lines(renderable, options.update_width(width), pad=False)
            lines.extend((line, width) for line in rendered)
            if renderable is self.table:
                self.table_height = len(rendered)
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
        with Vertical(id="sheet", classes="dialog"):
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
        fit_sheet(self, "#sheet", self.CHROME, self._lines)

    def on_resize(self) -> None:
        fit_sheet(self, "#sheet", self.CHROME, self._lines)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll_sheet(self, action: str) -> None:
        scroll_sheet(self, action)
