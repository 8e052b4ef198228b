"""A game moves between the line mode and the table on the same trick, both ways, and the
line mode killed in the middle of a trick resumes on it."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
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
    write_settings(home, Settings(confirm_move=False, cpu_pace="instant"))
    typist = Typist(home, "--seed", CODE)
    try:
        typist.type("pass 8c 4c kh")
        said = typist.type("3d")
        assert "Trick 2." in said and said.rstrip().endswith("you have 3.")
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
    text = " ".join(done.stdout.splitlines())  # sentences may wrap at 79 columns
    assert "Hand 1, resumed. " + trick_sentence(game) in text
    assert trick_sentence(game) + " Your turn: follow spades, you have 3." in text


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
    write_settings(tmp_path, Settings(confirm_move=False, cpu_pace="instant"))
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
    assert trick_sentence(game) in " ".join(done.stdout.splitlines())
