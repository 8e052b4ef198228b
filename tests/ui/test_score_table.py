"""The score sheet's table drawn by hand (``score_table.sheet_lines``) is the very table
Rich's ``Table`` drew for it, character for character and style for style, at every table,
in ASCII and without the running totals, and so are the hand summary's scores
(``summary_lines``) (issue 40, the answer to #30: Line-API views that draw the same
characters); and opening the sheet or the summary no longer lays out a Rich table (a third
of the sheet's opening, more at game over)."""

from __future__ import annotations

from typing import Any, Final

import pytest
from rich import box
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.table import Table

from hearts_tui.app.screens.score_sheet import ScoreSheetScreen, SheetView
from hearts_tui.app.screens.score_table import Drawn, sheet_lines, summary_lines
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.engine import Game, Rules
from hearts_tui.engine.codes import format_code
from hearts_tui.words.describe import suits_text
from hearts_tui.words.language import _
from hearts_tui.words.score_sheet import ScoreSheet, place_text, points_cell, score_sheet
from hearts_tui.words.seats import initials, seat_names

from .helpers import make_app
from .positions import east_shoots_the_moon

# -- the tables as Rich drew them (the score sheet's and the summary's code before issue 40)

#: ``box.SIMPLE`` (a line under the header and above the footer) drawn with hyphens.
ASCII_SIMPLE: Final = box.Box("    \n    \n -- \n    \n    \n -- \n    \n    \n", ascii=True)


def sheet_table(sheet: ScoreSheet, *, ascii_suits: bool = False, running: bool = True) -> Table:
    """Rich's table of the sheet, as the score sheet drew it before: one row per hand, each
    seat's points with its marks and its running total (Σ).

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


def score_table(game: Game) -> Table:
    """The hand summary's table as Rich drew it: players with this hand's points and the
    totals."""
    names = seat_names(game.players)
    table = Table(box=None, padding=(0, 2), header_style="bold")
    table.add_column(_("Player"))
    table.add_column(_("Hand {number}").format(number=game.hand_number), justify="right")
    table.add_column(_("Total"), justify="right")
    totals = game.scores
    points = game.hand_points
    for seat in range(game.players):
        row = [names[seat], f"{points[seat]:+d}" if points[seat] else "0", str(totals[seat])]
        table.add_row(*row, style="bold" if seat == 0 else "")
    return table


def rich_lines(sheet: ScoreSheet, *, ascii_suits: bool, running: bool) -> list[list[Segment]]:
    console = Console(width=1000, color_system="truecolor", force_terminal=True)
    table = sheet_table(sheet, ascii_suits=ascii_suits, running=running)
    return console.render_lines(table, console.options.update_width(1000), pad=False)


def cells(lines: list[list[Segment]]) -> list[list[tuple[str, Style]]]:
    """Each line as its characters, each with its style (how the segments are cut apart
    does not show)."""
    return [[(ch, seg.style or Style()) for seg in line for ch in seg.text] for line in lines]


def played(game: Game, hands: int) -> Game:
    """``game`` played on by the engine (lowest legal card) into hand ``hands + 1``, a card
    into its first trick (the row "now"), or to its end."""
    while game.phase != "game_over" and not (
        game.hand_number > hands and game.phase == "playing" and len(game.trick) == 1
    ):
        if game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, game.hand(seat)[:3])
        elif game.phase == "playing" and game.must_draw:
            game.draw(game.turn)
        elif game.phase == "playing":
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
        else:
            game.choose_moon("others_plus")
    return game


TABLES: Final = [
    Rules(target=50),
    Rules(players=3, target=20),
    Rules(players=5, target=100),
    Rules(players=7, target=30),
    Rules.preset("black_maria", players=5, jack_of_diamonds=-10, target=100),
    Rules.domino(target=30),
    Rules.cancellation(players=10, target=40),
]


def sheets() -> list[Any]:
    found: list[Any] = []
    for number, rules in enumerate(TABLES):
        for hands in (1, 3, 40):
            game = played(Game.new(format_code(500 + number, rules), rules), hands)
            found.append(pytest.param(score_sheet(game), id=f"{number}-{hands}"))
    # A game set up with scores (the dim "start" row) and a moon shot.
    moon = east_shoots_the_moon([30, 30, 40, 90])
    found.append(pytest.param(score_sheet(played(moon, 4)), id="start-moon"))
    return found


@pytest.mark.parametrize("ascii_suits", [False, True], ids=["suits", "ascii"])
@pytest.mark.parametrize("running", [True, False], ids=["running", "totals"])
@pytest.mark.parametrize("sheet", sheets())
def test_the_table_drawn_by_hand_is_the_table_rich_drew(
    sheet: ScoreSheet, ascii_suits: bool, running: bool
) -> None:
    drawn = sheet_lines(sheet, ascii_suits=ascii_suits, running=running)
    assert cells(drawn) == cells(rich_lines(sheet, ascii_suits=ascii_suits, running=running))


@pytest.mark.parametrize("hands", [1, 2, 5])
@pytest.mark.parametrize("rules", TABLES, ids=[f"table{n}" for n in range(len(TABLES))])
def test_the_summary_drawn_by_hand_is_the_table_rich_drew(rules: Rules, hands: int) -> None:
    game = played(Game.new(format_code(700, rules), rules), hands)
    console = Console(width=1000, color_system="truecolor", force_terminal=True)
    options = console.options.update_width(1000)
    by_rich = console.render_lines(score_table(game), options, pad=False)
    assert cells(summary_lines(game)) == cells(by_rich)
    # As a renderable, the same lines at the same width.
    drawn = Drawn(summary_lines(game))
    assert cells(console.render_lines(drawn, options, pad=False)) == cells(by_rich)
    assert console.measure(drawn).maximum == console.measure(score_table(game)).maximum


async def test_opening_the_score_sheet_or_the_summary_lays_out_no_rich_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before: Rich measured and laid out every cell of the sheet as it opened."""
    laid_out: list[Table] = []
    render = Table.__rich_console__

    def counted(self: Table, console: Any, options: Any) -> Any:
        laid_out.append(self)
        return render(self, console, options)

    monkeypatch.setattr(Table, "__rich_console__", counted)
    game = played(Game.new(format_code(3000, Rules(target=200))), 9)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ScoreSheetScreen(game))
        await pilot.pause()
        view = app.screen.query_one(SheetView)
        assert view.table_height == 3 + 9 + 2
        app.pop_screen()
        app.push_screen(HandSummaryScreen(game))
        await pilot.pause()
        assert app.screen.query_one("#scores").region.width == Drawn(summary_lines(game)).width
        assert laid_out == []
