"""The hand summary says who took the Q♠ (at Black Maria the K♠ and A♠ too), and still fits
80x24 at ten players (Cancellation Hearts: two Q♠), in ASCII too."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game, Rules, Scoring

from ..words.test_big_cards import played_out
from .helpers import make_app, settle
from .positions import EAST_SHOOTS, HANDS


async def summary_line(app: HeartsApp) -> str:
    """The summary's line of big cards, once the summary is open."""
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        await pilot.pause()
        dialog = app.screen.query_one("#dialog")
        assert dialog.region.bottom <= 24
        for button in ("#next", "#review"):
            assert dialog.region.contains_region(app.screen.query_one(button).region)
        return str(app.screen.query_one("#big-cards", Static).content)


async def test_the_summary_says_who_took_the_queen() -> None:
    game = played_out(Game.from_hands(EAST_SHOOTS, hand_number=4))
    assert await summary_line(make_app(game)) == "The Q♠ went to East."


async def test_at_black_maria_it_names_the_king_and_ace_too() -> None:
    rules = Rules.preset(Scoring.BLACK_MARIA)
    game = played_out(Game.from_hands(HANDS, rules, hand_number=4))
    line = await summary_line(make_app(game))
    assert line == "The Q♠ went to you, the K♠ to East, the A♠ to you."


async def test_in_ascii_the_queen_is_qs() -> None:
    game = played_out(Game.from_hands(EAST_SHOOTS, hand_number=4))
    assert await summary_line(make_app(game, ascii_suits=True)) == "The QS went to East."


@pytest.mark.parametrize("code", ["K7QD-MRA7-7FB4-AHP", "K7QD-MR97-7FB4-AH8"])
async def test_ten_players_summary_with_both_queens_fits_80x24(code: str) -> None:
    game = Game.new(code)
    assert game.rules == Rules.cancellation(players=10)
    line = await summary_line(make_app(played_out(game)))
    assert line.startswith(("The Q♠ went to", "Both Q♠ went to"))
    assert line.endswith(" · game to 100")  # no row to spare: beside the target
