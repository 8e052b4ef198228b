"""A game moves between the line mode and the table on the same trick, both ways, and the
line mode killed in the middle of a trick resumes on it."""

from __future__ import annotations

import io
import os
import signal
from pathlib import Path

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings
from hearts_tui.words.seats import seat_names
from hearts_tui.words.spoken import the_card
from tests.ui.helpers import my_turn, pass_with_keys, play_my_card, settle

from .script import run_piped, write_settings
from .typist import Typist

CODE = "K7QD-MR9S"


def saved_game(home: Path) -> Game:
    found = SaveSlot(home / "data").peek()
    assert isinstance(found, Saved)
    return found.game


def trick_sentence(game: Game) -> str:
    """How ``trick`` says the cards on the table."""
    names = seat_names(game.players)
    parts = [f"{names[s]} played {the_card(c)}" for s, c in game.trick]
    parts[0] = parts[0].replace(" played ", " led ", 1)
    return f"Trick {game.trick_number}: " + ", ".join(parts) + "."


def kill_mid_trick(home: Path) -> Game:
    """Play into trick 2 at a terminal and kill the line mode there (no chance to save)."""
    write_settings(home, Settings(plain_confirm_move=False, cpu_pace="instant"))
    typist = Typist(home, "--seed", CODE)
    try:
        typist.type("pass 8c 4c kh")
        said = typist.type("3d")
        assert "Trick 2." in said and said.rstrip().endswith("king, jack or 6.")
        os.kill(typist.terminal.pid, signal.SIGKILL)
        assert typist.exit_status() == -signal.SIGKILL
    finally:
        typist.close()
    game = saved_game(home)
    assert game.trick_number == 2 and len(game.trick) == 3 and game.turn == 0
    return game


def test_killed_mid_trick_the_line_mode_resumes_on_that_trick(tmp_path: Path) -> None:
    game = kill_mid_trick(tmp_path)
    done = run_piped(tmp_path, stdin="trick\nquit\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[2] == "Hand 1, trick 2, resumed."
    at = lines.index(trick_sentence(game))
    assert lines[at + 1].endswith("is winning, with the 4 of spades.")
    assert lines[at + 2] == "Your turn: follow spades: king, jack or 6."


async def test_a_game_left_mid_trick_in_the_line_mode_goes_on_at_the_table(
    tmp_path: Path,
) -> None:
    game = kill_mid_trick(tmp_path)
    launch = prepare(data=tmp_path / "data", config=tmp_path / "config")
    app = HeartsApp(
        launch.game, launch.settings, persistence=launch.persistence, ui_state=launch.ui_state
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.game.trick == game.trick and my_turn(app)
        await play_my_card(pilot)
        await settle(pilot, lambda: app.game.trick_number == 3)
    assert saved_game(tmp_path).trick_number >= 3


async def test_a_game_left_mid_trick_at_the_table_goes_on_in_the_line_mode(
    tmp_path: Path,
) -> None:
    write_settings(tmp_path, Settings(plain_confirm_move=False, cpu_pace="instant"))
    launch = prepare(seed=CODE, data=tmp_path / "data", config=tmp_path / "config")
    app = HeartsApp(
        launch.game, launch.settings, persistence=launch.persistence, ui_state=launch.ui_state
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app) and app.game.trick_number == 2)
        at_table = app.game.to_json()
    game = saved_game(tmp_path)
    assert game.to_json() == at_table and game.trick
    done = run_piped(tmp_path, stdin="trick\nquit\n")
    assert done.returncode == 0, done.stderr
    assert trick_sentence(game) in done.stdout.splitlines()


def trick_begun(*, you_lead: bool) -> Game:
    """Game K7QD-MR9S played forward (each seat's first legal card) to the first trick after
    the first with no card yet, led by you or by a CPU."""
    game = Game.new(CODE)
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])
    while game.phase == "playing":
        if not game.trick and game.trick_number > 1 and (game.turn == 0) == you_lead:
            return game
        game.play(game.legal_cards()[0], game.turn)
    raise AssertionError("no such trick in the hand")


def resumed(game: Game) -> list[str]:
    """What the line mode says when it goes on with ``game`` (up to your turn)."""
    out = io.StringIO()
    Commands(Session(game, Settings()), out).start()
    return out.getvalue().splitlines()


def test_resumed_before_a_cpu_leads_who_leads_is_said_once() -> None:
    """Resumed at the start of trick 2, North to lead: 'Trick 2. North leads the 2 of
    spades.' alone (before, 'Trick 2: no card yet; North leads.' came first)."""
    game = trick_begun(you_lead=False)
    leader = seat_names(game.players)[game.turn]
    lines = resumed(game)
    about_the_lead = [line for line in lines if "lead" in line.lower()]
    assert lines[2] == f"Hand 1, trick {game.trick_number}, resumed."
    assert len(about_the_lead) == 1
    assert about_the_lead[0].startswith(f"Trick {game.trick_number}. {leader} leads the ")


def test_resumed_on_your_lead_who_leads_is_said_once() -> None:
    """Resumed where you lead: the trick's number, then your lead, once (before, 'Trick 3:
    no card yet; You lead.' came before 'Your lead.')."""
    game = trick_begun(you_lead=True)
    lines = resumed(game)
    assert lines[2] == f"Hand 1, trick {game.trick_number}, resumed."
    assert [line for line in lines if "lead" in line.lower()] == ["Your lead."]
    assert lines[-1] == "Your lead."
