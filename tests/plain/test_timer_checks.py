"""The line mode's move timer between its marks (plain/move_timer.py): a move not timed yet
is checked at once, and a timed table says its timer in its first lines."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.move_timer import MoveTimer
from hearts_tui.plain.session import Session
from hearts_tui.plain.speech import Speech
from hearts_tui.store.settings import Settings

from .script import table_code


def timed(seconds: int) -> Game:
    return Game.new(table_code(Rules(move_timer=seconds)))


def test_a_move_not_timed_yet_is_checked_at_once() -> None:
    session = Session(timed(30), Settings())
    session.advance()
    timer = MoveTimer(session)
    assert timer.next_check(5.0) == 0.0  # the pass: checking starts its time
    timer.check(5.0)
    assert timer.next_check(5.0) == 20.0  # then the 10-second mark
    session.pass_cards(session.game.hand(0)[:3])
    assert timer.next_check(6.0) == 0.0  # your card: a move of its own


def test_a_timed_table_says_its_timer_first() -> None:
    assert Speech(timed(30)).table_intro()[-1] == (
        "Move timer: 30 seconds a move, said at 10 and 5 seconds left;"
        " at zero your move is made for you."
    )
    assert len(Speech(timed(0)).table_intro()) == 2
