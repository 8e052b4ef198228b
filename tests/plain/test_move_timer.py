"""The move timer in the line mode: the time left said at 30, 10 and 5 seconds, your move
made for you at zero (as the table does), a draw keeping the time running."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.move_timer import MoveTimer
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings

from .script import table_code, write_settings
from .test_commands import said, shell
from .typist import Typist


def timed(seconds: int, rules: Rules | None = None) -> Game:
    return Game.new(table_code((rules or Rules()).replace(move_timer=seconds)))


def test_the_time_left_is_said_once_at_each_mark() -> None:
    session = Session(timed(60), Settings())
    session.advance()
    timer = MoveTimer(session)
    assert timer.check(100.0) == ([], [])  # the pass is timed from now
    assert timer.next_check(100.0) == 30.0
    assert timer.check(129.0) == ([], [])
    assert timer.check(130.5) == (["30 seconds left."], [])
    assert timer.check(131.0) == ([], [])
    assert timer.next_check(131.0) == pytest.approx(19.0)
    assert timer.check(156.0) == (["5 seconds left."], [])  # 10 passed unsaid: the latest
    assert timer.check(157.0) == ([], [])


def test_at_zero_your_pass_then_your_card_are_made_for_you() -> None:
    session = Session(timed(30), Settings())
    session.advance()
    timer = MoveTimer(session)
    timer.check(0.0)
    assert timer.check(20.0) == (["10 seconds left."], [])
    lines, events = timer.check(30.0)
    assert lines == ["Time: your pass is made for you."] and events
    assert session.game.has_passed(0)
    assert session.waiting_for_you() == "play"
    timer.check(40.0)  # your card's own 30 seconds start
    lines, _ = timer.check(70.0)
    assert lines == ["Time: your card is played for you."]


def test_the_commands_say_the_time_and_the_move_made() -> None:
    commands = shell(timed(30), confirm_move=True)
    said(commands, "pass 8c 4c kh")
    commands.tick(1000.0)
    out = commands.out.getvalue()  # type: ignore[attr-defined]
    start = len(out)
    said(commands, "3d")  # previewed, not played: the time runs on
    commands.tick(1020.0)
    commands.tick(1030.0)
    lines = commands.out.getvalue()[start:].splitlines()  # type: ignore[attr-defined]
    assert "10 seconds left." in lines
    assert "Time: your card is played for you." in lines
    assert commands.pending is None and commands.game.trick_number == 2


def test_at_domino_the_draws_you_owe_are_made_then_your_card() -> None:
    session = Session(Game.new(table_code(Rules.domino(move_timer=30))), Settings())
    session.advance()
    while session.waiting_for_you() == "play":
        session.play(session.game.legal_cards()[0])
    assert session.waiting_for_you() == "draw"
    timer = MoveTimer(session)
    timer.check(0.0)
    session.draw()  # a draw keeps the move's time running
    lines, events = timer.check(30.0)
    assert lines[0].startswith("Time: ") and lines[0].endswith("played for you.")
    assert any(type(event).__name__ == "Played" and event.seat == 0 for event in events)


def test_a_table_without_the_timer_times_nothing() -> None:
    session = Session(Game.new("K7QD-MR9S"), Settings())
    session.advance()
    timer = MoveTimer(session)
    assert timer.check(0.0) == ([], []) and timer.next_check(0.0) is None
    assert timer.check(1e6) == ([], [])


@pytest.mark.slow
def test_at_a_terminal_the_time_is_said_while_you_think(tmp_path: Path) -> None:
    """A real 30-second timer in a pseudo-terminal: said at 10 and 5 seconds left while
    the prompt waits, then the pass made for you (about 30 s)."""
    write_settings(tmp_path, Settings())
    typist = Typist(tmp_path, "--seed", table_code(Rules(move_timer=30)))
    try:
        assert "Move timer: 30 seconds a move, said at 10 and 5 seconds left" in typist.output
        assert typist.terminal.wait_until(lambda: "your pass is made for you" in typist.output, 45)
        out = typist.output
        assert out.index("10 seconds left.") < out.index("5 seconds left.")
        assert out.index("5 seconds left.") < out.index("Time: your pass is made for you.")
        said_now = typist.type("hand")
        assert said_now.startswith("Your hand")
    finally:
        typist.close()
