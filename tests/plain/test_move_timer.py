"""The move timer in the line mode: the time left said at 30, 10 and 5 seconds, your move
made for you at zero (as the table does), a draw keeping the time running."""

from __future__ import annotations

import io
from pathlib import Path
from types import ModuleType

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.line_editor import Readline
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
    commands = shell(timed(30), plain_confirm_move=True)
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
    the prompt waits, then the pass made for you and the half-typed line dropped (about
    30 s: one timer's wait)."""
    write_settings(tmp_path, Settings())
    typist = Typist(tmp_path, "--seed", table_code(Rules(move_timer=30)))
    try:
        assert "Move timer: 30 seconds a move, said at 10 and 5 seconds left" in typist.output
        assert typist.type("hand").startswith("Your hand")
        # A pass typed and left half-way: when the time runs out the line is dropped and
        # said so; Enter then passes nothing (the pass was made for you).
        typist.keys("pass zz")
        assert typist.terminal.wait_until(lambda: "was dropped" in typist.output, 45)
        out = typist.output
        assert out.index("10 seconds left.") < out.index("5 seconds left.")
        assert out.index("5 seconds left.") < out.index("Time: your pass is made for you.")
        assert "The line you were typing, 'pass zz', was dropped." in out
        # The pass is said, then the CPUs' cards: Enter once the prompt is back, or the
        # answer would be read from the middle of what the pass printed.
        typist.wait_for_prompt(out.index("Time: your pass is made for you."))
        after = typist.type("")
        assert "'zz'" not in after and "not a card" not in after and "You do not" not in after
    finally:
        typist.close()


class FakeReadline:
    """readline's part in redrawing a line: the line typed so far and the cursor in it."""

    def __init__(self, line: str, point: int | None = None) -> None:
        self.line = line
        self.point = len(line) if point is None else point
        self.redisplays = 0
        self.cleared = False

    def typed_so_far(self) -> tuple[str, int]:
        return self.line, self.point

    def redisplay(self) -> None:
        self.redisplays += 1

    def clear(self) -> None:
        self.line, self.point = "", 0
        self.cleared = True

    @property
    def redraws_prompt(self) -> bool:
        return False


def at_a_terminal(editor: FakeReadline | None) -> Commands:
    """A 30-second pass timed from 1000.0, the prompt shown as at a terminal."""
    commands = shell(timed(30))
    commands.use_rawinput, commands.prompt = True, "> "
    commands.line_editor = editor
    commands.tick(1000.0, at_prompt=True)
    return commands


def told_at(commands: Commands, now: float, *, at_prompt: bool = True) -> str:
    out = commands.out
    assert isinstance(out, io.StringIO)
    start = len(out.getvalue())
    commands.tick(now, at_prompt=at_prompt)
    return out.getvalue()[start:]


def test_the_time_said_over_a_half_typed_line_draws_the_line_again() -> None:
    """'> pass 8c' typed when the time is said: the words on a line of their own, then the
    prompt and 'pass 8c' again for readline to go on with (it was lost from view)."""
    editor = FakeReadline("pass 8c")
    commands = at_a_terminal(editor)
    assert told_at(commands, 1020.0) == "\n10 seconds left.\n> pass 8c"
    assert editor.redisplays == 1


def test_a_half_typed_line_is_dropped_when_the_timer_moves_for_you() -> None:
    """'pass ah kh' survived "your pass is made for you" (and '3c' then led trick 2): the
    line meant for the move made is dropped, and the player told so; the prompt comes back
    empty."""
    editor = FakeReadline("pass ah kh")
    commands = at_a_terminal(editor)
    told = told_at(commands, 1030.0)
    assert "Time: your pass is made for you." in told
    assert "The line you were typing, 'pass ah kh', was dropped." in told
    assert told.endswith("\n> ") and editor.cleared and editor.line == ""


def test_the_time_said_over_a_half_typed_line_keeps_the_line() -> None:
    editor = FakeReadline("pass 8c")
    commands = at_a_terminal(editor)
    told_at(commands, 1020.0)  # 10 seconds left: said, the line kept
    assert not editor.cleared and editor.line == "pass 8c"


def test_the_cursor_goes_back_to_its_place_in_the_line() -> None:
    """The cursor was before 'kh' in 'pass 4c kh': drawn again, it is moved back there
    (backspaces, no escape code), where readline believes it is."""
    editor = FakeReadline("pass 4c kh", point=8)
    commands = at_a_terminal(editor)
    assert told_at(commands, 1020.0) == "\n10 seconds left.\n> pass 4c kh\b\b"


def test_without_readline_the_prompt_alone_is_drawn_again() -> None:
    commands = at_a_terminal(None)
    assert told_at(commands, 1020.0) == "\n10 seconds left.\n> "


def test_between_two_commands_the_time_is_said_without_a_prompt() -> None:
    """An alarm that rang during a command is told after it, before the prompt comes: no
    prompt of its own there (the prompt then stood twice: '> > ')."""
    editor = FakeReadline("")
    commands = at_a_terminal(editor)
    assert told_at(commands, 1020.0, at_prompt=False) == "10 seconds left.\n"
    assert editor.redisplays == 0


def test_readline_gives_the_line_and_the_cursor() -> None:
    """The adapter over Python's readline: outside input() the line is empty, the cursor
    at its start (read from the library's rl_point where it can be)."""
    import readline

    assert Readline(readline).typed_so_far() == ("", 0)


def test_without_the_library_the_cursor_is_taken_to_be_at_the_end() -> None:
    module = ModuleType("readline")  # no library file to read rl_point from
    module.get_line_buffer = lambda: "pass 8c"  # type: ignore[attr-defined]
    assert Readline(module).typed_so_far() == ("pass 8c", 7)
