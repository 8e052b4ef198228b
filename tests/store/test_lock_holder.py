"""When a second hearts may end the holder of the lock: only a hearts of this user, holding
the flock on this very file, with no controlling terminal.  Every other holder is left
alone (read from a /proc written here, so each condition can fail on its own)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.store.lock_holder import (
    had_terminal,
    holder_record,
    orphaned_holder,
    recorded_pid,
)

PID = 424242
HEARTS = b"/usr/bin/python3\0/home/u/.local/bin/hearts\0--seed\0K7QD-MR9S\0"


@pytest.fixture
def lock_fd(tmp_path: Path) -> Iterator[int]:
    fd = os.open(tmp_path / "hearts.lock", os.O_RDWR | os.O_CREAT)
    yield fd
    os.close(fd)


def fake_proc(
    root: Path,
    lock_fd: int,
    *,
    uid: int | None = None,
    cmdline: bytes = HEARTS,
    tty_nr: int = 0,
    flock_pid: int = PID,
    inode: int | None = None,
) -> Path:
    """A /proc with process ``PID`` as described, holding a flock as /proc/locks says."""
    info = os.fstat(lock_fd)
    process = root / str(PID)
    process.mkdir(parents=True)
    (process / "status").write_text(
        f"Name:\tpython3\nUid:\t{os.getuid() if uid is None else uid}\t0\t0\t0\n"
    )
    (process / "cmdline").write_bytes(cmdline)
    (process / "stat").write_text(f"{PID} (python3) S 1 {PID} {PID} {tty_nr} -1 4194560\n")
    device = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}"
    (root / "locks").write_text(
        f"1: FLOCK  ADVISORY  WRITE {flock_pid} {device}:{inode or info.st_ino} 0 EOF\n"
        f"2: POSIX  ADVISORY  WRITE 99 00:00:1 0 EOF\n"
    )
    return root


def test_a_hearts_of_this_user_holding_this_lock_without_a_terminal_may_be_ended(
    tmp_path: Path, lock_fd: int
) -> None:
    assert orphaned_holder(PID, lock_fd, fake_proc(tmp_path, lock_fd))


def test_python_m_hearts_tui_is_hearts_too(tmp_path: Path, lock_fd: int) -> None:
    proc = fake_proc(tmp_path, lock_fd, cmdline=b"python3\0-m\0hearts_tui\0--new\0")
    assert orphaned_holder(PID, lock_fd, proc)


@pytest.mark.parametrize(
    "change",
    [
        {"tty_nr": 34816},  # Its terminal is still there: a game open in another window.
        {"uid": os.getuid() + 1},  # Another user's process.
        {"cmdline": b"python3\0-c\0import fcntl\0"},  # Not hearts.
        {"cmdline": b"vim\0hearts.lock\0"},
        {"flock_pid": PID + 1},  # Another process holds the flock.
        {"inode": 1},  # It holds a flock on another file.
    ],
)
def test_any_other_holder_is_left_alone(
    tmp_path: Path, lock_fd: int, change: dict[str, object]
) -> None:
    proc = fake_proc(tmp_path, lock_fd, **change)  # type: ignore[arg-type]
    assert not orphaned_holder(PID, lock_fd, proc)


def test_nothing_is_ended_when_proc_cannot_tell(tmp_path: Path, lock_fd: int) -> None:
    assert not orphaned_holder(PID, lock_fd, tmp_path)  # No such process there.
    assert not orphaned_holder(os.getpid(), lock_fd, fake_proc(tmp_path, lock_fd))


def test_the_lock_file_records_pid_and_terminal() -> None:
    assert recorded_pid(holder_record()) == os.getpid()
    assert recorded_pid(b"1234\n") == 1234  # A lock file of an earlier hearts.
    assert recorded_pid(b"1234\n/dev/pts/3\n") == 1234
    assert recorded_pid(b"") is None
    assert recorded_pid(b"x\n") is None
    assert recorded_pid(b"9" * 40) is None


@pytest.mark.parametrize(
    ("record", "had"),
    [
        (b"1234\n/dev/pts/3\n34816\n", True),  # a game in a terminal
        (b"1234\n-\n34816\n", True),  # stdin a file, in a terminal (hearts --plain < moves)
        (b"1234\n/dev/pts/3\n0\n", True),  # a pty on stdin, no controlling terminal
        (b"1234\n-\n0\n", False),  # a script, cron, CI, ssh host cmd: never had one
        (b"1234\n-\n", False),  # the same, written by the hearts before the third line
        (b"1234\n", True),  # an earlier hearts that recorded only its pid: as before
        (b"1234\n\n", True),
    ],
)
def test_whether_the_holder_started_with_a_terminal_is_read_from_the_lock_file(
    record: bytes, had: bool
) -> None:
    # Issue 27, point 1: only a holder whose terminal went away may be taken over.
    assert had_terminal(record) is had


def test_this_process_records_its_controlling_terminal() -> None:
    with open("/proc/self/stat") as stat:
        ctty = int(stat.read().rsplit(")", 1)[1].split()[4])
    assert holder_record().decode().split("\n")[2] == str(ctty)
