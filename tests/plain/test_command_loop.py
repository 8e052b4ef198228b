"""The line mode's command loop itself (plain/commands.py): its first lines, a command that
fails, the move timer's alarm, the signals, the end of input and completion."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.commands import Commands, SignalStop
from hearts_tui.plain.session import Session
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings
from tests.engine.helpers import play_script
from tests.ui.positions import HANDS, follow_clubs, you_lead_two_of_clubs

from .test_commands import CODE, playing, said, shell


def started(game: Game, notice: str | None = None, **settings: bool) -> list[str]:
    """What the line mode says first for ``game``."""
    out = io.StringIO()
    commands = Commands(Session(game, Settings(**settings)), out)  # type: ignore[arg-type]
    commands.start(notice)
    return out.getvalue().splitlines()


def test_the_first_lines_turn_the_tables_key_into_the_line_modes_command() -> None:
    lines = started(Game.new(CODE), f"{CODE} (hand 3) put aside: u brings it back.")
    assert lines[:2] == [
        "Standard, 4 players, game to 50. Code K7QD-MR9S.",
        "Type help for the commands.",
    ]
    assert lines[2] == f"{CODE} (hand 3) put aside: hearts --plain --list shows it."
    assert lines[3].startswith("Hand 1. Pass 3 cards left, to West")


def test_a_game_resumed_mid_trick_says_the_trick_and_a_finished_one_the_result() -> None:
    game = follow_clubs()
    play_script(game, "2C 6C JC")
    lines = started(game)
    assert lines[2] == "Hand 4, trick 1, resumed."
    assert "Trick 1: West led the 2 of clubs, North played the 6 of clubs," in lines[-3]
    assert lines[-2] == "East is winning, with the jack of clubs."
    assert lines[-1] == "Your turn: follow clubs: 9 or 5."
    over = Game.from_hands(HANDS, Rules(target=10), hand_number=4, code=CODE)
    while over.phase == "playing":
        over.play(over.legal_cards()[0])
    assert over.phase == "game_over"
    lines = started(over)
    assert lines[2].startswith("Game over. ")
    assert lines[-1] == "Type new for a new game, replay to play this deal again, or quit."


def test_your_lead_says_what_may_lead() -> None:
    assert said(shell(you_lead_two_of_clubs(), plain_confirm_move=False), "") == [
        "Your lead: the 2 of clubs must lead."
    ]
    rules = Rules(first_lead="left_of_dealer", pass_cycle="off")  # type: ignore[arg-type]
    game = Game.from_hands(HANDS, rules, code=CODE)  # you lead: no points on trick 1
    assert said(shell(game, plain_confirm_move=False), "") == [
        "Your lead: play your clubs or diamonds, or the ace of spades."
    ]


def test_a_command_that_fails_after_its_move_keeps_the_move_and_says_the_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The card was played and the CPUs moved (and the game saved) before saying it failed:
    # the bug in saying it takes nothing back (issue 27, point 0).
    commands = playing()

    def broken(events: object) -> list[str]:
        raise RuntimeError("boom")

    monkeypatch.setattr(commands.speech, "say", broken)
    lines = said(commands, "3d")
    assert lines[0] == (
        "Sorry, that failed (RuntimeError: boom); the game goes on from its last save."
    )
    assert "3D" in commands.game.to_json()
    assert lines[1:] == commands.turn_lines()
    monkeypatch.undo()
    assert said(commands, "3d")[0] == "You do not hold the 3 of diamonds."


def test_an_alarm_or_a_signal_during_a_command_is_taken_after_it() -> None:
    commands = playing()
    idle: list[bool] = []
    commands.on_idle = lambda: idle.append(True)
    commands.alarm_due = True
    assert commands.postcmd(False, "hand") is False
    assert not commands.alarm_due and idle == [True]
    commands.deferred = -1
    with pytest.raises(KeyboardInterrupt):
        commands.postcmd(False, "hand")
    commands.deferred = 15
    with pytest.raises(SignalStop) as stopped:
        commands.postcmd(False, "hand")
    assert stopped.value.status == 15 and commands.deferred is None


def test_the_end_of_input_saves_and_stops(tmp_path: Path) -> None:
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    session = Session(Game.new(CODE), Settings(), persistence=persistence)
    session.advance()
    out = io.StringIO()
    commands = Commands(session, out, interactive=True)
    assert commands.precmd("EOF") == "EOF"
    assert commands.onecmd("EOF") is True and commands.done
    assert out.getvalue() == "\nSaved. hearts --plain goes on from here.\n"
    found = SaveSlot(tmp_path / "data").peek()
    assert isinstance(found, Saved) and found.game.code == CODE


def test_quit_saves_and_says_where_the_game_goes_on(tmp_path: Path) -> None:
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    session = Session(Game.new(CODE), Settings(), persistence=persistence)
    commands = Commands(session, io.StringIO())
    commands.echo = False
    session.advance()
    said(commands, "pass 8c 4c kh")
    assert said(commands, "q") == ["To leave, type quit: the game is saved and goes on from here."]
    assert not commands.done
    assert said(commands, "quit") == ["Saved. hearts --plain goes on from here."]
    assert commands.done
    found = SaveSlot(tmp_path / "data").peek()
    assert isinstance(found, Saved) and found.game.to_json() == session.game.to_json()


def test_commands_and_cards_complete() -> None:
    commands = playing()
    assert commands.completenames("ha") == ["hand"]
    assert commands.completenames("q") == ["quit", "qh"]  # your one queen after the pass
    assert commands.completedefault("1") == ["10d"]
    assert commands.completedefault("") == []
    assert commands.complete_moon("a") == ["add"]
    assert commands.complete_short("o") == ["on", "off"]
    assert commands.complete_takeback("of") == ["off"]
