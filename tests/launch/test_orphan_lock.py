"""A lock held by a game whose terminal is gone does not lock the player out: the next
``hearts`` asks that game to end and starts.  Anything else holding the lock is left alone
and the start refused, as before (a hearts in a live terminal: tests/launch/test_terminal)."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from hearts_tui.store.lock import LOCK_FILE
from hearts_tui.store.lock_holder import recorded_pid
from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

#: A process that holds the lock like hearts does, but is not hearts.
NOT_HEARTS = (
    "import fcntl, os, sys, time\n"
    "fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)\n"
    "fcntl.flock(fd, fcntl.LOCK_EX)\n"
    "os.write(fd, f'{os.getpid()}\\n-\\n'.encode())\n"
    "print('locked', flush=True)\n"
    "time.sleep(120)\n"
)


class Headless:
    """``hearts`` in a session of its own, on a pty that is not its controlling terminal:
    a game with no terminal of its own, holding the lock (as one whose window closed)."""

    def __init__(self) -> None:
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "hearts_tui", "--seed", CODE],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            start_new_session=True,
            env=dict(os.environ, TERM="xterm-256color"),
        )
        os.close(slave)
        self.output = b""

    def drawn(self, text: bytes, deadline: float = 60.0) -> bool:
        end = time.monotonic() + deadline
        while time.monotonic() < end and text not in self.output:
            if select.select([self.master], [], [], 0.1)[0]:
                try:
                    self.output += os.read(self.master, 65536)
                except OSError:
                    break
        return text in self.output

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        os.close(self.master)


@pytest.fixture
def headless() -> Iterator[Headless]:
    game = Headless()
    yield game
    game.close()


def terminal_number(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[4])


@pytest.mark.slow
def test_a_game_without_a_terminal_is_ended_and_the_next_start_plays(
    dirs: Dirs, headless: Headless
) -> None:
    assert headless.drawn(b"Pass"), headless.output[-1500:]
    assert terminal_number(headless.process.pid) == 0  # No controlling terminal.
    record = (dirs.data / LOCK_FILE).read_bytes()
    assert recorded_pid(record) == headless.process.pid
    second = Terminal()
    try:
        assert second.wait_until(lambda: "Pass" in second.output, 60), second.output[-1500:]
        assert "already open" not in second.output
        # The orphan was asked to end (SIGHUP) and exited through the app, saving.
        assert headless.process.wait(timeout=30) == 128 + signal.SIGHUP
        assert recorded_pid((dirs.data / LOCK_FILE).read_bytes()) == second.pid
    finally:
        second.close()


@pytest.mark.slow
def test_a_lock_held_by_something_else_is_refused_and_the_holder_left_alone(
    dirs: Dirs,
) -> None:
    dirs.data.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", NOT_HEARTS, str(dirs.data / LOCK_FILE)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"locked\n"
        second = Terminal()
        try:
            assert second.wait_until(lambda: "already open" in second.output, 60)
            status = second.wait_exit()
            assert status is not None and os.WEXITSTATUS(status) == 1
        finally:
            second.close()
        assert holder.poll() is None, "a process that is not hearts was ended"
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.slow
def test_a_line_mode_game_run_by_a_script_is_not_ended_by_a_second_hearts(
    dirs: Dirs,
) -> None:
    # Issue 27, point 1: a script (cron, CI, ssh host cmd) runs hearts --plain with no
    # terminal at all.  A second hearts must be refused, not end it with SIGHUP.
    script = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        text=True,
    )
    try:
        assert script.stdin is not None and script.stdout is not None
        while "Pass 3 cards" not in script.stdout.readline():
            pass
        assert terminal_number(script.pid) == 0
        second = subprocess.run(
            [sys.executable, "-m", "hearts_tui", "--plain"],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            start_new_session=True,
            timeout=60,
        )
        assert second.returncode == 1
        assert (
            f"a game is already open in another hearts with no terminal of its own (process"
            f" {script.pid}): a browser tab or a script"
        ) in second.stderr
        assert "HEARTS_DATA_DIR" in second.stderr
        # The script plays on: its next lines still reach it.
        assert script.poll() is None
        script.stdin.write("hand\nquit\n")
        script.stdin.close()
        rest = script.stdout.read()
        assert "Your hand, 13 cards" in rest and "Saved." in rest
        assert script.wait(timeout=30) == 0
    finally:
        if script.poll() is None:
            script.kill()
        script.wait()
