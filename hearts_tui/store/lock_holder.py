"""Who holds the lock, and ending a holder whose terminal is gone.

A game whose terminal was closed should end by itself within seconds; one that did not
(an older hearts, a stuck process) must not lock the player out of their game.  So a
second ``hearts`` that finds the lock held looks at the holder, and ends it only when every
one of these holds (read from /proc, Linux):

- it is a process of this user, other than this one;
- it is ``hearts`` (``python -m hearts_tui`` or the ``hearts`` script);
- it holds the flock on this very lock file (its inode, in /proc/locks);
- it started with a terminal (the lock file records it: :func:`had_terminal`), and has no
  controlling terminal now: its terminal hung up (the kernel then takes it from every
  process of the session).  A hearts that never had a terminal (a script, cron, CI, ``ssh
  host hearts --plain``) is a running program: the second ``hearts`` is refused instead.

It is asked to end (SIGHUP, then SIGTERM: hearts saves and exits), and only as a last
resort killed (a save is written to a temporary file and renamed: a kill never damages
it).  Anywhere /proc cannot tell, nothing is ended.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Final

PROC: Final = Path("/proc")
#: The signals that ask the holder to end, with the seconds it gets after each.
ENDING: Final = ((signal.SIGHUP, 3.0), (signal.SIGTERM, 3.0), (signal.SIGKILL, 2.0))


def holder_record() -> bytes:
    """What the lock file says about this process, one a line: its pid, the terminal of
    its stdin ("-": none) and its controlling terminal's number (0: none)."""
    try:
        terminal = os.ttyname(0)
    except OSError:
        terminal = "-"
    try:
        ctty = _terminal_number((PROC / "self" / "stat").read_text()) or 0
    except OSError:
        ctty = 0
    return f"{os.getpid()}\n{terminal}\n{ctty}\n".encode()


def recorded_pid(record: bytes) -> int | None:
    """The pid on the first line of a lock file's text, if there is one."""
    first = record.decode(errors="replace").strip().split("\n", 1)[0].strip()
    return int(first) if first.isdigit() and len(first) < 10 else None


def had_terminal(record: bytes) -> bool:
    """Whether the holder that wrote ``record`` started with a terminal (on its stdin, or
    as its controlling terminal).  A hearts started without one (a script, cron, CI,
    ``ssh host hearts --plain``) is a running program, never an orphan; an earlier hearts
    that recorded only its pid is taken to have had one, as before."""
    lines = [line.strip() for line in record.decode(errors="replace").split("\n")]
    if len(lines) < 3 or not lines[1]:
        return True
    ctty = lines[2]
    return lines[1] != "-" or (ctty.isdigit() and int(ctty) != 0)


def orphaned_holder(pid: int, lock_fd: int, proc: Path = PROC) -> bool:
    """True when ``pid`` is a hearts of this user that holds the flock on ``lock_fd``'s file
    and has no controlling terminal now (the module's conditions but the first terminal,
    which :func:`had_terminal` reads from the lock file)."""
    if pid <= 1 or pid == os.getpid():
        return False
    try:
        status = (proc / str(pid) / "status").read_text()
        command = (proc / str(pid) / "cmdline").read_bytes().split(b"\0")
        stat = (proc / str(pid) / "stat").read_text()
        locks = (proc / "locks").read_text()
    except OSError:
        return False
    return (
        _real_uid(status) == os.getuid()
        and _is_hearts(command)
        and _holds_flock(locks, pid, lock_fd)
        and _terminal_number(stat) == 0
    )


def end_holder(pid: int, still_held: Callable[[float], bool]) -> bool:
    """Ask ``pid`` to end, signal by signal, until ``still_held(seconds)`` (which waits up
    to that long for the lock) says the lock is free; returns True once it is."""
    for signum, seconds in ENDING:
        try:
            os.kill(pid, signum)
        except ProcessLookupError:
            pass
        except OSError:
            return False
        if not still_held(seconds):
            return True
    return False


def _real_uid(status: str) -> int | None:
    for line in status.splitlines():
        if line.startswith("Uid:"):
            with contextlib.suppress(IndexError, ValueError):
                return int(line.split()[1])
    return None


def _is_hearts(command: list[bytes]) -> bool:
    """``python -m hearts_tui ...`` or ``python .../bin/hearts ...`` (or ``hearts`` itself)."""
    words = [os.path.basename(word) for word in command[:2]]
    if b"hearts" in words:
        return True
    return any(
        first == b"-m" and module in (b"hearts_tui", b"hearts_tui.cli")
        for first, module in itertools.pairwise(command)
    )


def _holds_flock(locks: str, pid: int, lock_fd: int) -> bool:
    """Whether /proc/locks shows ``pid`` holding a flock on the file of ``lock_fd``."""
    info = os.fstat(lock_fd)
    device = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in locks.splitlines():
        fields = line.split()
        # "1: FLOCK  ADVISORY  WRITE 31722 fe:00:2146545 0 EOF" (a waiter has "->").
        if (
            len(fields) >= 6
            and fields[1] == "FLOCK"
            and fields[4] == str(pid)
            and fields[5].lower() == device
        ):
            return True
    return False


def _terminal_number(stat: str) -> int | None:
    """The tty_nr field of /proc/<pid>/stat (0: no controlling terminal)."""
    try:
        return int(stat.rsplit(")", 1)[1].split()[4])
    except (IndexError, ValueError):
        return None
