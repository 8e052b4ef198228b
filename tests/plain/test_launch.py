"""``--plain`` with ``--seed``, ``--new``, ``--resume`` and ``--list``: the table's launch
(the same shelf of unfinished games, the same notices, in words), and new/replay inside."""

from __future__ import annotations

from pathlib import Path

from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings
from hearts_tui.store.shelf import Shelf

from .script import run_piped, write_settings

CODE = "K7QD-MR9S"


def current_code(home: Path) -> str:
    found = SaveSlot(home / "data").peek()
    assert isinstance(found, Saved)
    return found.game.code


def begun(home: Path) -> None:
    """A game of K7QD-MR9S with its pass made (worth keeping when replaced)."""
    write_settings(home, Settings(confirm_move=False))
    done = run_piped(home, "--seed", CODE, stdin="pass 8c 4c kh\n")
    assert done.returncode == 0, done.stderr


def test_new_puts_the_game_aside_and_resume_brings_it_back(tmp_path: Path) -> None:
    begun(tmp_path)
    done = run_piped(tmp_path, "--new", stdin="")
    assert done.returncode == 0, done.stderr
    assert f"Your game {CODE} (hand 1) was put aside: hearts --plain --list shows it." in (
        done.stdout
    )
    assert current_code(tmp_path) != CODE
    listed = run_piped(tmp_path, "--list", stdin="")
    assert listed.returncode == 0 and CODE in listed.stdout and listed.stdout.isascii()
    back = run_piped(tmp_path, "--resume", CODE, stdin="trick\n")
    assert back.returncode == 0, back.stderr
    assert f"Resumed {CODE} (hand 1)" in back.stdout
    assert "Trick 1: East led the 2 of clubs." in back.stdout
    assert current_code(tmp_path) == CODE


def test_resume_of_no_such_game_says_so(tmp_path: Path) -> None:
    done = run_piped(tmp_path, "--resume", "26BQ-524X", stdin="")
    assert done.returncode == 2
    assert "no unfinished game has the code '26BQ-524X'" in done.stderr


def test_the_new_and_replay_commands_keep_the_game_on_the_shelf(tmp_path: Path) -> None:
    begun(tmp_path)
    done = run_piped(tmp_path, stdin="new\nreplay\n")
    assert done.returncode == 0, done.stderr
    out = " ".join(done.stdout.splitlines())
    assert f"Game {CODE} (hand 1) put aside: hearts --plain --resume {CODE} brings it back." in out
    shelved = [entry.game.code for entry in Shelf(tmp_path / "data").entries()]
    assert CODE in shelved
    assert out.count("Hand 1. Pass 3 cards left") >= 2  # the new game, then its replay
