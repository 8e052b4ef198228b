"""The line mode never says "Saved." when nothing was saved (issue 27, point 2): it says
why, a script sees exit status 3, and a player at a terminal is asked first, as the table
asks "Your game could not be saved: quit anyway?"."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hearts_tui.engine import Game
from hearts_tui.plain.commands import UNSAVED, Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings

from .script import run_piped, write_settings
from .test_commands import CODE
from .test_commands import said as said_lines


def said(commands: Commands, line: str) -> list[str]:
    """What ``line`` makes the line mode say, a sentence a line (however it is wrapped)."""
    text = " ".join(said_lines(commands, line))
    return [sentence for sentence in text.replace(". ", ".\n").splitlines()]


def shell_on(data: Path, config: Path, *, interactive: bool = False) -> Commands:
    persistence = DiskPersistence(data, config)
    session = Session(Game.new(CODE), Settings(confirm_move=False), persistence=persistence)
    commands = Commands(session, io.StringIO(), interactive=interactive)
    commands.echo = False
    session.advance()
    return commands


def a_file(tmp_path: Path) -> Path:
    """A data directory that is a file: nothing can be saved in it."""
    path = tmp_path / "not-a-folder"
    path.write_text("")
    return path


def test_quit_with_the_game_not_saved_says_why_and_the_status_says_so(tmp_path: Path) -> None:
    commands = shell_on(a_file(tmp_path), tmp_path / "config")
    said(commands, "pass 8c 4c kh")
    lines = said(commands, "quit")
    assert lines == [
        f"Not saved: File exists, {tmp_path / 'not-a-folder'}.",
        "The next hearts goes on from the last save that worked.",
    ]
    assert commands.done and commands.status == UNSAVED


def test_at_a_terminal_quit_asks_first_and_quit_again_leaves(tmp_path: Path) -> None:
    commands = shell_on(a_file(tmp_path), tmp_path / "config", interactive=True)
    said(commands, "pass 8c 4c kh")
    warning = said(commands, "quit")
    assert warning[0].startswith("Your game could not be saved (File exists")
    assert warning[1].startswith("Type quit again to leave without it, or play on")
    assert not commands.done
    assert said(commands, "quit")[0].startswith("Not saved: File exists")
    assert commands.done and commands.status == UNSAVED


def test_a_game_saved_again_after_the_warning_leaves_saved(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("")  # a file for now
    commands = shell_on(data, tmp_path / "config", interactive=True)
    said(commands, "quit")
    data.unlink()  # the player mends it
    assert said(commands, "quit") == ["Saved.", "hearts --plain goes on from here."]
    assert commands.done and commands.status == 0


class TakenOver:
    """A lock another hearts took meanwhile: nothing may be written any more."""

    def keep(self) -> bool:
        return False


def test_after_another_hearts_took_over_quit_does_not_say_saved(tmp_path: Path) -> None:
    commands = shell_on(tmp_path / "data", tmp_path / "config")
    persistence = commands.session.persistence
    assert persistence is not None
    persistence.guard(TakenOver())  # type: ignore[arg-type]
    said(commands, "pass 8c 4c kh")
    assert said(commands, "quit") == [
        "Not saved: another hearts took over your data directory.",
        "The next hearts goes on from the last save that worked.",
    ]
    assert commands.status == UNSAVED


@pytest.mark.slow
def test_a_scripted_game_that_could_not_be_saved_exits_3(tmp_path: Path) -> None:
    write_settings(tmp_path, Settings(confirm_move=False))
    (tmp_path / "data").write_text("")
    done = run_piped(tmp_path, "--seed", CODE, stdin="pass 8c 4c kh\n")
    assert done.returncode == UNSAVED, done.stderr
    assert "Saved." not in done.stdout
    assert "Not saved: File exists" in " ".join(done.stdout.splitlines()[-3:])
