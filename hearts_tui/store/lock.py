"""One running game per data directory: a lock file held with ``fcntl.flock``.

The kernel drops a flock when its process ends, however it ends, so a lock left by a
``kill -9`` never blocks the next start.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from pathlib import Path
from typing import Final

LOCK_FILE: Final = "hearts.lock"
#: Seconds between tries while waiting for an exiting holder.
POLL: Final = 0.05


class GameAlreadyOpen(RuntimeError):
    """Another ``hearts`` holds the lock on the same data directory."""


class InstanceLock:
    """The lock on ``<data dir>/hearts.lock``; :meth:`acquire` it, :meth:`release` on exit."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / LOCK_FILE
        self._fd: int | None = None

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock; raises :class:`GameAlreadyOpen` if another process holds it.

        ``wait`` seconds are granted to a holder that is exiting (a terminal closed and
        reopened at once: the old game takes a moment to save and restore the terminal).
        Returns False when the lock file cannot be made (a read-only or missing data
        directory): then nothing can be saved either, so two games cannot race on disk.
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError:
            return False
        try:
            _flock(fd, wait)
        except BlockingIOError:
            holder = os.read(fd, 32).decode(errors="replace").strip()
            os.close(fd)
            pid = f" (process {holder})" if holder.isdigit() else ""
            raise GameAlreadyOpen(
                f"a game is already open in another terminal{pid}; finish or close it first"
            ) from None
        except OSError:
            os.close(fd)
            return False
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return True

    def release(self) -> None:
        """Drop the lock (closing the file releases the flock)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _flock(fd: int, wait: float) -> None:
    """Lock ``fd`` exclusively, trying for ``wait`` seconds; ``BlockingIOError`` if held."""
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(POLL)
