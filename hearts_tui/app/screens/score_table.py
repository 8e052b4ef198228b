"""The score sheet's table and the hand summary's scores as lines of segments, drawn by
hand.

One row per hand: each seat's points with its marks and its running total (Σ); a footer of
the totals (and the places once the game is over); the hand in play, if any, last, marked
"now", in italics; a game that started from given scores opens with a dim "start" row.
Without ``running`` (a crowded table: ten seats do not fit twice at 80 columns) the Σ
columns are left out and the footer holds the totals alone.

The lines are the very characters and styles Rich's ``Table`` drew for the sheet (a bold
header, a rule under it and above the bold footer, the columns right-justified, one space of
padding and one of divider between them, no edges: ``box.SIMPLE``, in ASCII with hyphens;
``tests/ui/test_score_table.py`` holds them to it), made in a fraction of its time: Rich
measured and laid out every cell of every hand, a third of the score sheet's opening and
more at game over (benchmarks/responsiveness.py).

The hand summary's scores (:func:`summary_lines`: player, this hand's points, the total;
your row bold) are likewise the lines Rich's ``Table(box=None, padding=(0, 2))`` drew, as a
renderable of those lines (:class:`Drawn`), which Textual measures and draws as it did the
table, without laying out a table first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style

from ...engine import Game
from ...words.describe import suits_text
from ...words.language import _
from ...words.score_sheet import ScoreSheet, place_text, points_cell
from ...words.seats import initials, seat_names

__all__ = ["Drawn", "Line", "sheet_lines", "summary_lines"]

#: A drawn line: its segments.
Line = list[Segment]

#: The looks of the rows (Rich's ``header_style``, ``footer_style`` and row styles).
BOLD: Final = Style(bold=True)
DIM: Final = Style(dim=True)
ITALIC: Final = Style(italic=True)
#: The divider between two columns, and the style Rich gives it.
DIVIDER: Final = Segment(" ", Style())
#: The rule under the header and above the footer.
RULE: Final = "─"
ASCII_RULE: Final = "-"


def sheet_lines(
    sheet: ScoreSheet, *, ascii_suits: bool = False, running: bool = True
) -> list[Line]:
    """The lines of the sheet's table (see the module's notes): header, rule, the rows,
    rule, footer."""
    short = sheet.players >= 5
    header = [_("Hand")]
    footer = [_("Total")]
    for seat, name in enumerate(sheet.names):
        place = place_text(sheet.place(seat)) if sheet.over else ""
        label = initials(name) if short else name
        if running:
            header += [label, suits_text("Σ", ascii_suits)]
            footer += [place, str(sheet.totals[seat])]
        else:
            header.append(label)
            footer.append(str(sheet.totals[seat]))
    rows: list[tuple[list[str], Style | None]] = []
    if any(sheet.start):
        # A position set up with scores (``Game.from_hands``): where the totals started.
        start = [str(total) for total in sheet.start]
        if running:
            start = [cell for total in start for cell in ("", total)]
        rows.append(([_("start"), *start], DIM))
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
        rows.append((cells, ITALIC if row.in_play else None))
    widths = [
        max(cell_len(cell) for cell in column)
        for column in zip(header, footer, *(cells for cells, _style in rows), strict=True)
    ]
    rule = (ASCII_RULE if ascii_suits else RULE) * (sum(widths) + 2 * (len(widths) - 1))
    return [
        _line(header, widths, BOLD),
        [Segment(rule, Style())],
        *(_line(cells, widths, style) for cells, style in rows),
        [Segment(rule, Style())],
        _line(footer, widths, BOLD),
    ]


def _line(cells: Sequence[str], widths: Sequence[int], style: Style | None) -> Line:
    """One row: each cell right-justified to its column, then (but after the last) a space
    of padding in the row's style and the divider."""
    line: Line = []
    last = len(cells) - 1
    for index, (cell, width) in enumerate(zip(cells, widths, strict=True)):
        line.append(Segment(" " * (width - cell_len(cell)) + cell, style))
        if index < last:
            line.append(Segment(" ", style))
            line.append(DIVIDER)
    return line


#: The summary's columns: two cells of padding either side of each.
SUMMARY_PAD: Final = Segment("  ", BOLD)


def summary_lines(game: Game) -> list[Line]:
    """The hand summary's scores: a bold header (Player, Hand N, Total), then a row a
    player with this hand's points (+13, or 0) and the total; your row bold.  Names left,
    figures right, two cells of padding either side of every column."""
    names = seat_names(game.players)
    header = [_("Player"), _("Hand {number}").format(number=game.hand_number), _("Total")]
    points, totals = game.hand_points, game.scores
    rows = [
        [names[seat], f"{points[seat]:+d}" if points[seat] else "0", str(totals[seat])]
        for seat in range(game.players)
    ]
    widths = [max(cell_len(cell) for cell in column) for column in zip(header, *rows, strict=True)]
    lines = [_summary_line(header, widths, BOLD)]
    lines += [
        _summary_line(row, widths, BOLD if seat == 0 else None) for seat, row in enumerate(rows)
    ]
    return lines


def _summary_line(cells: Sequence[str], widths: Sequence[int], style: Style | None) -> Line:
    """One row of the summary: the name left, the figures right, each padded by two."""
    pad = Segment("  ", style or Style())
    line: Line = []
    for index, (cell, width) in enumerate(zip(cells, widths, strict=True)):
        room = " " * (width - cell_len(cell))
        line += [pad, Segment(cell + room if index == 0 else room + cell, style), pad]
    return line


class Drawn:
    """Lines drawn by hand, as a Rich renderable: measured at their width, drawn as they
    are (a ``Static`` shows them as it showed the table they replace)."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = list(lines)
        self.width = max((Segment.get_line_length(line) for line in self.lines), default=0)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(self.width, self.width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        newline = Segment.line()
        for line in self.lines:
            yield from line
            yield newline
