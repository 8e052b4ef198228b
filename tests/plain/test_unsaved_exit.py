"""The line mode never says "Saved." when nothing was saved (issue 27, point 2): it says
why, a script sees exit status 3, and a player at a terminal is asked first, as the table
asks "Your game could not be saved: quit anyway?"."""

from __future__ import annotations

import io
import json
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
    commands = Commands(
        session,
        io.StringIO(),
        interactive=interactive,
        save_settings=lambda: persistence.save_settings(session.settings),
    )
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
        f"Not saved: {tmp_path / 'not-a-folder'} is a file, not a folder.",
        "The next hearts goes on from the last save that worked.",
    ]
    assert commands.done and commands.status == UNSAVED


def test_at_a_terminal_quit_asks_first_and_quit_again_leaves(tmp_path: Path) -> None:
    commands = shell_on(a_file(tmp_path), tmp_path / "config", interactive=True)
    said(commands, "pass 8c 4c kh")
    warning = said(commands, "quit")
    assert warning[0].startswith(
        f"Your game could not be saved ({tmp_path / 'not-a-folder'} is a file, not a folder)"
    )
    assert warning[1].startswith("Type quit again to leave without it, or play on")
    assert not commands.done
    assert said(commands, "quit")[0].startswith("Not saved: ")
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
    assert "is a file, not a folder" in " ".join(done.stdout.splitlines()[-3:])


def test_a_setting_that_could_not_be_saved_is_said_at_once_not_a_move_later(
    tmp_path: Path,
) -> None:
    # Issue 36's attacker, again on the merged main: with the config folder unwritable,
    # `set strength hard` answered "CPU strength: hard; …" alone; that it was not saved came
    # after the next move ("Cannot save your settings …"), or never when the player quit.
    commands = shell_on(tmp_path / "data", a_file(tmp_path))
    lines = said(commands, "set strength hard")
    assert lines[0].startswith("CPU strength: hard;")
    assert lines[1:] == [
        f"Cannot save your settings in {tmp_path / 'not-a-folder'} (it is a file, not a "
        "folder); playing on without it."
    ]
    # Said once: the next move does not say it again.
    assert not any("Cannot save" in line for line in said(commands, "pass 8c 4c kh"))


def test_json_a_setting_that_could_not_be_saved_is_a_notice_before_the_turn(
    tmp_path: Path,
) -> None:
    commands = shell_on(tmp_path / "data", a_file(tmp_path))
    commands.json = True
    said_objects = [json.loads(line) for line in said_lines(commands, "set strength hard")]
    assert [said["type"] for said in said_objects] == ["say", "notice", "turn"]
    assert str(said_objects[1]["text"]).startswith("Cannot save your settings in ")


def test_a_data_folder_that_is_a_file_is_said_as_such_not_file_exists(tmp_path: Path) -> None:
    commands = shell_on(a_file(tmp_path), tmp_path / "config")
    lines = said(commands, "pass 8c 4c kh")
    assert (
        f"Cannot save the game in {tmp_path / 'not-a-folder'} (it is a file, not a folder); "
        "playing on without it." in lines
    )
