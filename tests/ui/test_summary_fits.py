"""Issue 40 #3: the hand summary covered the table's top line at 80×24 with hints and
take-backs (``8T3H-AY█▀▀▀…▀█East 20``): the code and the scores were cut.  The dialog
stays below the top line and above the key line, its buttons in sight, at every table."""

from __future__ import annotations

import random

import pytest

from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.widgets.topbar import TopBar
from hearts_tui.engine import Game, Rules

from .helpers import CODE, make_app

#: A Cancellation Hearts game at ten players.
TEN = "K7QD-NDR7-7FB4-AH3"


def _hand_over(players: int) -> Game:
    """The first hand of a game at ``players`` played out at random by the engine (ten:
    Cancellation Hearts)."""
    game = Game.new(TEN) if players == 10 else Game.new(CODE, Rules(players=players))
    rng = random.Random(7)
    while game.phase != "hand_over":
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, rng.sample(game.hand(seat), 3))
        else:
            game.play(rng.choice(game.legal_cards()))
    return game


@pytest.mark.parametrize("players", [4, 7, 10])
async def test_the_hand_summary_leaves_the_top_line_in_sight(players: int) -> None:
    game = _hand_over(players)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        top = app.table.query_one(TopBar).region
        app.push_screen(HandSummaryScreen(game, hints=2, takebacks=1))
        await pilot.pause()
        await pilot.pause()
        dialog = app.screen.query_one("#dialog").region
        assert not dialog.overlaps(top), (dialog, top)
        assert app.screen.query_one("#takebacks").region.bottom <= dialog.bottom
        assert app.screen.query_one("#next").region.bottom <= 23  # above the key line
