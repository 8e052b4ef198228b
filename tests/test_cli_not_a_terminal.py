"""`hearts | head`, `hearts > file`, `hearts < /dev/null`: one line on stderr, exit 2, and the
saves untouched; the options and the arena keep working in pipes."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from tests.store.dirs import CODE, Dirs, isolate

HEARTS = [sys.executable, "-m", "hearts_tui"]


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    return isolate(tmp_path, monkeypatch)


@pytest.fixture
def terminal_fd() -> Iterator[int]:
    """The slave side of a fresh pseudo-terminal: a real terminal for one of the streams."""
    master, slave = pty.openpty()
    yield slave
    os.close(slave)
    os.close(master)


def snapshot(*folders: Path) -> dict[Path, tuple[bytes, int]]:
    """Every file under ``folders`` with its bytes and modification time."""
    return {
        path: (path.read_bytes(), path.stat().st_mtime_ns)
        for folder in folders
        if folder.exists()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def unfinished_game(dirs: Dirs) -> None:
    """An unfinished game on disk, as a previous `hearts` left it."""
    game = Game.new(CODE)
    game.pass_cards(0, game.hand(0)[:3])
    DiskPersistence(dirs.data, dirs.config).save_game(game, {"selected": []})


def run(*args: str, stdin: int, stdout: int) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*HEARTS, *args], stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, timeout=60
    )


def refused(done: subprocess.CompletedProcess[bytes]) -> bool:
    """Exit 2 with the one-line message and no escape codes anywhere."""
    err = done.stderr.decode()
    return (
        done.returncode == 2
        and err.count("\n") == 1
        and "needs a terminal" in err
        and "\x1b" not in err
        and b"\x1b" not in (done.stdout or b"")
    )


def test_stdout_a_pipe_exits_2_with_one_line_and_leaves_the_saves_alone(
    dirs: Dirs, terminal_fd: int
) -> None:
    unfinished_game(dirs)
    before = snapshot(dirs.data, dirs.config)
    done = run(stdin=terminal_fd, stdout=subprocess.PIPE)
    assert refused(done), done
    assert snapshot(dirs.data, dirs.config) == before


def test_stdout_a_file_is_refused_before_any_disk_access(
    dirs: Dirs, terminal_fd: int, tmp_path: Path
) -> None:
    """`hearts > file`: nothing written to the file, no data or config directory made."""
    out = tmp_path / "out.txt"
    with out.open("wb") as file:
        done = run("--new", stdin=terminal_fd, stdout=file.fileno())
    assert refused(done), done
    assert out.read_bytes() == b""
    assert not dirs.data.exists() and not dirs.config.exists()


def test_stdin_not_a_terminal_exits_2_and_leaves_the_saves_alone(
    dirs: Dirs, terminal_fd: int
) -> None:
    unfinished_game(dirs)
    before = snapshot(dirs.data, dirs.config)
    with open(os.devnull, "rb") as null:
        done = run("--seed", CODE, stdin=null.fileno(), stdout=terminal_fd)
    assert refused(done), done
    assert snapshot(dirs.data, dirs.config) == before


@pytest.mark.parametrize(
    ("args", "expected"),
    [(("--help",), "--seed CODE"), (("--version",), "hearts "), (("sim", "--help"), "--players")],
)
def test_help_and_version_still_print_into_a_pipe(
    dirs: Dirs, args: tuple[str, ...], expected: str
) -> None:
    with open(os.devnull, "rb") as null:
        done = run(*args, stdin=null.fileno(), stdout=subprocess.PIPE)
    assert done.returncode == 0, done
    assert expected in done.stdout.decode()
    assert not dirs.data.exists()


def test_the_arena_still_runs_into_a_pipe(dirs: Dirs) -> None:
    with open(os.devnull, "rb") as null:
        done = run(
            "sim",
            "--players",
            "normal,random,normal,random",
            "--hands",
            "2",
            "--seed",
            "7",
            stdin=null.fileno(),
            stdout=subprocess.PIPE,
        )
    assert done.returncode == 0, done
    assert "normal" in done.stdout.decode()
