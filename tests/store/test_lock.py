"""One game per data directory: a second process is refused; a killed holder never blocks."""

from __future__ import annotations

import errno
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.store.lock import (
    LOCK_FILE,
    GameAlreadyOpen,
    InstanceLock,
    LockError,
    fallback_lock_path,
)
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


def test_a_data_dir_that_cannot_be_made_is_locked_in_the_fallback_place(
    tmp_path: Path, dirs: Dirs
) -> None:
    """No file can be made there (a parent is a file): two games still exclude each other."""
    (tmp_path / "file").write_text("not a directory")
    data = tmp_path / "file" / "data"
    first, second = InstanceLock(data), InstanceLock(data)
    assert first.acquire()
    assert first.held == fallback_lock_path(data)
    assert first.held.parent == Path(os.environ["XDG_RUNTIME_DIR"])
    with pytest.raises(GameAlreadyOpen):
        second.acquire()
    first.release()
    assert second.acquire()
    second.release()


# -- a lock file that is not one hearts made -----------------------------------------------


@pytest.mark.timeout(30)
@pytest.mark.parametrize("kind", ["directory", "FIFO", "socket"])
def test_a_lock_that_is_not_a_regular_file_refuses_with_the_reason(dirs: Dirs, kind: str) -> None:
    """Playing unlocked lets two games overwrite each other: refuse, and say why."""
    dirs.data.mkdir()
    path = dirs.data / LOCK_FILE
    if kind == "directory":
        path.mkdir()
    elif kind == "FIFO":
        os.mkfifo(path)
    else:
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))
        server.close()
    with pytest.raises(LockError, match=kind):
        InstanceLock(dirs.data).acquire()
    # The second instance is refused the same way: nobody plays unlocked.
    with pytest.raises(LockError, match=kind):
        InstanceLock(dirs.data).acquire()


@pytest.mark.parametrize("dangling", [False, True], ids=["to a file", "dangling"])
def test_a_symlinked_lock_is_never_followed(dirs: Dirs, tmp_path: Path, dangling: bool) -> None:
    """Its target is neither truncated nor created."""
    target = tmp_path / "precious.txt"
    if not dangling:
        target.write_text("the user's file")
    dirs.data.mkdir()
    (dirs.data / LOCK_FILE).symlink_to(target)
    with pytest.raises(LockError, match="symbolic link"):
        InstanceLock(dirs.data).acquire()
    if dangling:
        assert not target.exists()
    else:
        assert target.read_text() == "the user's file"


def _read_only_data_dir(monkeypatch: pytest.MonkeyPatch, data: Path) -> None:
    """Opening for writing or creating in ``data`` fails as on a read-only file system."""
    real_open = os.open
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT

    def open_(path: str | Path, flags: int, *args: int, **kwargs: object) -> int:
        if Path(path).parent == data and flags & writing:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", open_)


def test_read_only_dir_with_a_lock_file_locks_it_read_only(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    dirs.data.mkdir()
    (dirs.data / LOCK_FILE).write_text("1234\n")
    _read_only_data_dir(monkeypatch, dirs.data)
    first, second = InstanceLock(dirs.data), InstanceLock(dirs.data)
    assert first.acquire() and first.held == dirs.data / LOCK_FILE
    with pytest.raises(GameAlreadyOpen):
        second.acquire()
    first.release()
    assert (dirs.data / LOCK_FILE).read_text() == "1234\n"


def test_read_only_dir_without_a_lock_file_locks_in_the_fallback_place(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    dirs.data.mkdir()
    _read_only_data_dir(monkeypatch, dirs.data)
    first, second = InstanceLock(dirs.data), InstanceLock(dirs.data)
    assert first.acquire() and first.held == fallback_lock_path(dirs.data)
    with pytest.raises(GameAlreadyOpen, match=rf"process {os.getpid()}"):
        second.acquire()
    assert not (dirs.data / LOCK_FILE).exists()
    first.release()


def test_a_fallback_lock_held_by_another_process_refuses(tmp_path: Path, dirs: Dirs) -> None:
    """The fallback place excludes across processes too (a data dir under a file)."""
    (tmp_path / "file").write_text("not a directory")
    data = tmp_path / "file" / "data"
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "True"
        with pytest.raises(GameAlreadyOpen, match=rf"process {process.pid}"):
            InstanceLock(data).acquire()
    finally:
        process.kill()
        process.wait()
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                stream.close()
