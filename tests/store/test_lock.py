"""One game per data directory: a second process is refused; a killed holder never blocks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.store.lock import LOCK_FILE, GameAlreadyOpen, InstanceLock
from tests.store.dirs import Dirs

HOLDER = (
    "import sys\n"
    "from pathlib import Path\n"
    "from hearts_tui.store.lock import InstanceLock\n"
    "lock = InstanceLock(Path(sys.argv[1]))\n"
    "print(lock.acquire(), flush=True)\n"
    "sys.stdin.read()\n"
)


@pytest.fixture
def holder(dirs: Dirs) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the lock until its stdin closes."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(dirs.data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "True"
    yield process
    if process.poll() is None:
        process.kill()
    process.wait()
    for stream in (process.stdin, process.stdout):
        if stream is not None:
            stream.close()


def test_a_second_process_is_told_a_game_is_already_open(
    dirs: Dirs, holder: subprocess.Popen[str]
) -> None:
    with pytest.raises(GameAlreadyOpen, match=rf"already open.*process {holder.pid}"):
        InstanceLock(dirs.data).acquire()


def test_waiting_acquire_gets_the_lock_once_the_holder_exits(
    dirs: Dirs, holder: subprocess.Popen[str]
) -> None:
    """A terminal closed and reopened at once: the new game waits for the old to exit."""
    assert holder.stdin is not None
    holder.stdin.close()  # The holder exits on its own, some time later.
    lock = InstanceLock(dirs.data)
    assert lock.acquire(wait=60)
    lock.release()


def test_a_lock_left_by_kill_9_does_not_block(dirs: Dirs, holder: subprocess.Popen[str]) -> None:
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert (dirs.data / LOCK_FILE).exists()
    lock = InstanceLock(dirs.data)
    assert lock.acquire()
    lock.release()


def test_released_lock_can_be_taken_again(dirs: Dirs) -> None:
    first = InstanceLock(dirs.data)
    assert first.acquire()
    first.release()
    second = InstanceLock(dirs.data)
    assert second.acquire()
    second.release()


def test_unwritable_data_dir_runs_without_a_lock(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a directory")
    assert InstanceLock(tmp_path / "file" / "data").acquire() is False
