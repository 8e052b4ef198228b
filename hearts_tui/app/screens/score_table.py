"""The score sheet's table as lines of segments, drawn by hand.

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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style

from ...words.describe import suits_text
from ...words.language import _
from ...words.score_sheet import ScoreSheet, place_text, points_cell
from ...words.seats import initials

__all__ = ["Line", "sheet_lines"]

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
