"""The table's ``f`` (Finish the hand) plays the hand it was given and stops there, at every
table, followed by a pass or by none (issue 36 §1: the line mode's ``finish`` played on into
the next hands; the table's is held to the same).  Each position is reached through the
engine (the line mode's session, quick CPUs) at your turn once finish is offered; the table
then finishes it, the hand summary shows, and the next hand waits for you, untouched."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.engine import Game
from tests.plain.test_finish import TABLES, easy, table_game

from .helpers import make_app, settle

#: The tables of the line mode's test, and the hand to finish there: at the Standard table
#: hand 1 (a pass follows) and hand 3 (none follows).
FINISHED = {
    "standard-pass-next": ("standard", 1),
    "standard-no-pass-next": ("standard", 3),
    **{table: (table, 0) for table in TABLES if table != "standard"},
}


def finish_offered(table: str, hand: int) -> Game:
    """The game of ``table`` at your turn in hand ``hand`` (0: the first hand where it
    comes) once finish is offered."""
    from hearts_tui.plain.session import Session
    from hearts_tui.store.settings import Settings

    session = Session(table_game(table), Settings(), cpu_factory=easy)
    session.advance()
    for _ in range(3000):
        game = session.game
        waiting = session.waiting_for_you()
        offered = waiting == "play" and session.why_no_finish() is None
        if offered and game.hand_number >= hand:
            return game
        if waiting == "pass":
            session.pass_cards(game.hand(0)[:3])
        elif waiting == "draw":
            session.draw()
        elif waiting == "moon":
            session.choose_moon("others_plus")
        elif waiting == "play":
            session.play(game.legal_cards()[0])
        else:
            raise AssertionError(waiting)
    raise AssertionError("finish never offered")


@pytest.mark.slow  # a hand finished and the next dealt at the table, each
@pytest.mark.parametrize("case", FINISHED)
async def test_f_finishes_its_hand_and_the_next_waits_for_you(case: str) -> None:
    table, hand = FINISHED[case]
    game = finish_offered(table, hand)
    number = game.hand_number
    app = make_app(game, confirm_move=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        ended = (HandSummaryScreen, GameOverScreen)
        await settle(pilot, lambda: isinstance(app.screen, ended))
        assert app.game.hand_number == number
        if app.game.phase == "game_over":
            return
        await pilot.press("enter")
        game = app.game

        def waiting_for_you() -> bool:
            if app.screen is not app.table or game.hand_number != number + 1:
                return False
            if game.phase == "passing":
                return not game.has_passed(0)
            return game.phase == "playing" and game.turn == 0

        await settle(pilot, waiting_for_you)
        assert not app.table.aids.finishing
        assert len(game.hand(0)) == game.table.hand_size
        assert all(seat != 0 for seat, _ in game.trick)
        assert not game.tricks
