"""Nothing saved is ever taken back (issue 27, point 0): an output that cannot be written
ends the line mode with the game as it was saved, and a command that fails (a bug) goes
back to the last save, never to an older game, and keeps the game's id."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui.ai import Player
from hearts_tui.engine import Card, Game, PlayerView
from hearts_tui.plain.commands import Commands, OutputGone
from hearts_tui.plain.session import Session
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings, save_settings

from .script import plain_env
from .test_commands import CODE, said


class Cut(io.StringIO):
    """An output whose reader goes away after ``lines`` lines (``| head -n``)."""

    def __init__(self, lines: int, error: OSError) -> None:
        super().__init__()
        self.left = lines
        self.error = error

    def write(self, text: str) -> int:
        if self.left <= 0:
            raise self.error
        self.left -= text.count("\n")
        return super().write(text)


def on_disk(tmp_path: Path, out: io.StringIO) -> Commands:
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    session = Session(Game.new(CODE), Settings(confirm_move=False), persistence=persistence)
    session.advance()
    commands = Commands(session, out)
    commands.echo = False
    return commands


def saved(tmp_path: Path) -> Saved:
    found = SaveSlot(tmp_path / "data").peek()
    assert isinstance(found, Saved)
    return found


@pytest.mark.parametrize("error", [BrokenPipeError(32, "Broken pipe"), OSError(28, "No space")])
@pytest.mark.parametrize("cut", range(0, 12, 2))
def test_an_output_that_fails_ends_the_loop_and_the_saved_moves_stay(
    tmp_path: Path, error: OSError, cut: int
) -> None:
    # The reader goes away after `cut` lines: in an echo, or half-way through saying a
    # pass or a trick.  The game stays as the moves made it, under the same id.
    commands = on_disk(tmp_path, Cut(cut, error))
    commands.echo = True
    game_id = saved(tmp_path).game_id
    with pytest.raises(OutputGone) as gone:
        for line in ("pass 8c 4c kh", "3d", "2d", "4d", "6d"):
            commands.onecmd(commands.precmd(line))
    assert gone.value.reader_left is isinstance(error, BrokenPipeError)
    on_file = saved(tmp_path)
    assert on_file.game.to_json() == commands.game.to_json()  # nothing put back
    assert on_file.game_id == game_id


def test_a_failed_command_goes_back_to_the_last_save_under_the_same_id(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    commands = on_disk(tmp_path, io.StringIO())
    said(commands, "pass 8c 4c kh")
    first = saved(tmp_path)

    class Crashing(Player):
        """A CPU player with a bug: it raises what no CPU fallback catches."""

        def choose_pass(self, view: PlayerView) -> list[Card]:
            raise RuntimeError("bug")

        def choose_play(self, view: PlayerView) -> Card:
            raise RuntimeError("bug")

    session = commands.session
    monkeypatch.setattr(session, "_player", lambda seat: Crashing())
    lines = said(commands, "3d")  # your card is played, then a CPU's turn raises
    assert lines[0].startswith("Sorry, that failed (RuntimeError: bug)")
    # Back to the last save (your card not saved yet: it is yours to play again) ...
    assert commands.game.to_json() == first.game.to_json()
    monkeypatch.undo()
    said(commands, "3d")
    second = saved(tmp_path)
    # ... and the game saved after it is the same game, not a new one.
    assert second.game_id == first.game_id
    assert "3D" in json.dumps(json.loads(second.game.to_json())["hands"])


def moves_of(path: Path) -> list[str]:
    """The plays of hand 1 held by a save file."""
    data = json.loads(path.read_text())
    return list(data["game"]["hands"][0]["plays"])


@pytest.mark.slow
@pytest.mark.parametrize("lines", [13, 16, 20, 24])
def test_a_scripted_game_cut_by_head_keeps_every_move_it_said(tmp_path: Path, lines: int) -> None:
    # `printf ... | hearts --plain --seed K7QD-MR9S | head -N`: the save keeps at least
    # every card the transcript showed, and the backup is never ahead of it.
    save_settings(tmp_path / "config", Settings(confirm_move=False))
    cards = "6s 3d 2d 4d 6d 7d 8d 10d kd qh 8h 6h ks js"
    script = "pass 8c 4c kh\n" + "\n".join(cards.split()) + "\nquit\n"
    child = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=plain_env(tmp_path),
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(script.encode())
    child.stdin.close()
    shown = [child.stdout.readline().decode() for _ in range(lines)]
    child.stdout.close()  # the reader goes away
    assert child.wait(timeout=60) == 0
    assert child.stderr is not None and child.stderr.read() == b""
    plays = moves_of(tmp_path / "data" / "game.json")
    said_plays = sum(
        " play" in line and line.startswith(("You", "West", "North", "East")) for line in shown
    )
    assert len(plays) >= said_plays
    backup = tmp_path / "data" / "game.json.bak"
    if backup.exists():
        assert len(moves_of(backup)) <= len(plays)
