"""``--plain`` with ``--seed``, ``--new``, ``--resume`` and ``--list``: the table's launch
(the same shelf of unfinished games, the same notices, in words), and new/replay inside."""

from __future__ import annotations

from pathlib import Path

from hearts_tui.engine import Rules
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings
from hearts_tui.store.shelf import Shelf
from tests.store.dirs import Dirs

from .script import run_piped, table_code, write_settings

CODE = "K7QD-MR9S"


def current_code(home: Path) -> str:
    found = SaveSlot(home / "data").peek()
    assert isinstance(found, Saved)
    return found.game.code


def begun(home: Path) -> None:
    """A game of K7QD-MR9S with its pass made (worth keeping when replaced)."""
    write_settings(home, Settings(plain_confirm_move=False))
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


def test_the_lock_is_taken_again_when_the_data_directory_is_deleted_mid_game(
    dirs: Dirs,
) -> None:
    """As at the table (issue 19 §8): the data directory deleted during a game comes back
    with its save AND its lock at the next save, so a second hearts is still refused."""
    import io
    import shutil

    from hearts_tui.plain.main import run_plain
    from hearts_tui.store.lock import LOCK_FILE, InstanceLock, LockError

    refused: list[bool] = []

    class Typist(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            line = super().readline()
            if line.startswith("pass"):
                shutil.rmtree(dirs.data)  # the player's cleanup, while the game is open
            if line.startswith("hand"):
                # After the pass was saved: the lock is back, held by this game.
                try:
                    InstanceLock(dirs.data).acquire(wait=0)
                except LockError:
                    refused.append(True)
            return line

    out = io.StringIO()
    status = run_plain(seed=CODE, stdin=Typist("pass 8c 4c kh\nhand\nquit\n"), stdout=out)
    assert status == 0, out.getvalue()
    assert (dirs.data / LOCK_FILE).exists()
    assert refused == [True], "a second hearts was let in on the re-created directory"


def test_the_list_in_the_line_mode_says_how_to_resume_in_the_line_mode(tmp_path: Path) -> None:
    """`--list` ended "Resume one with: hearts --resume CODE" without --plain (that command
    opens the table)."""
    begun(tmp_path)
    run_piped(tmp_path, "--new", stdin="")
    listed = run_piped(tmp_path, "--list", stdin="")
    assert "Resume one with: hearts --plain --resume CODE" in listed.stdout


def test_resuming_the_game_in_play_goes_on_with_it(tmp_path: Path) -> None:
    """`hearts --plain --resume CODE` with the current game's code said "no unfinished game
    has the code" while --list showed it as the current game."""
    begun(tmp_path)
    listed = run_piped(tmp_path, "--list", stdin="")
    assert f"Current game: {CODE}" in listed.stdout
    done = run_piped(tmp_path, "--resume", CODE.lower(), stdin="trick\n")
    assert done.returncode == 0, done.stderr
    assert f"{CODE} is the game in play: it goes on from where it was." in done.stdout
    assert "Trick 1: East led the 2 of clubs." in done.stdout
    assert current_code(tmp_path) == CODE


def test_the_list_in_the_line_mode_is_said_in_words_not_abbreviations(tmp_path: Path) -> None:
    """Issue 39 §13: `--plain --list` printed the table's short forms ("You 0 W 0 N 0 E 0",
    "QS must go - JD -10"), spelled out letter by letter by a screen reader."""
    rules = Rules(jack_of_diamonds=-10, queen_must_go=True)
    write_settings(tmp_path, Settings(plain_confirm_move=False, rules=rules))
    code = table_code(rules)
    done = run_piped(tmp_path, "--seed", code, stdin="pass 8c 4c kh\n")
    assert done.returncode == 0, done.stderr
    run_piped(tmp_path, "--new", stdin="")
    listed = run_piped(tmp_path, "--list", stdin="")
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    assert lines[0].startswith("Current game: ") and lines[0].endswith(
        ", hand 1, queen of spades must go; jack of diamonds -10; to 50."
    )
    assert lines[1] == "Scores: You 0, West 0, North 0, East 0."
    assert lines[3].startswith(f"Game {code}: hand 1, queen of spades must go;")
    assert lines[4] == "Scores: You 0, West 0, North 0, East 0."
    assert " W 0" not in listed.stdout and "QS" not in listed.stdout
