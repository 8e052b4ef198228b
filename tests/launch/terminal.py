"""Run ``python -m hearts_tui`` in a real pseudo-terminal, as a user's terminal would.

The child is a session leader with the pty as its controlling terminal (``pty.fork``), so
closing the master is a real hang-up.  A thread drains the output so the app never blocks.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import sys
import termios
import threading
import time
from collections.abc import Callable, Mapping

RIGHT = "\x1b[C"
ENTER = "\r"


class Terminal:
    """``hearts`` under a pty of ``columns`` x ``rows``.

    ``python_args`` replaces ``-m hearts_tui`` (a ``-c`` script that changes the app first);
    ``env`` adds to or overrides the child's environment (a value of None removes it).
    """

    def __init__(
        self,
        *args: str,
        columns: int = 100,
        rows: int = 30,
        python_args: tuple[str, ...] = ("-m", "hearts_tui"),
        env: Mapping[str, str | None] | None = None,
    ) -> None:
        environ = dict(os.environ, TERM="xterm-256color", COLUMNS=str(columns), LINES=str(rows))
        for name, value in (env or {}).items():
            if value is None:
                environ.pop(name, None)
            else:
                environ[name] = value
        argv = [sys.executable, *python_args, *args]
        #: What /proc says the child runs once it has become hearts (see :meth:`caught`).
        self._cmdline = "\0".join(argv).encode() + b"\0"
        pid, fd = pty.fork()
        if pid == 0:  # The child: become hearts.
            os.execve(sys.executable, argv, environ)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.pid, self.fd = pid, fd
        self._chunks: list[bytes] = []
        self._closing = threading.Event()
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()
        self.status: int | None = None

    def _drain(self) -> None:
        # select with a timeout, never a bare blocking read: a read in progress would keep
        # the master open after hang_up closes it, and the kernel would not hang up.
        while not self._closing.is_set():
            if not select.select([self.fd], [], [], 0.05)[0]:
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self._chunks.append(chunk)

    @property
    def output(self) -> str:
        """Everything the app wrote so far."""
        return b"".join(self._chunks).decode(errors="replace")

    def press(self, key: str, deadline: float = 10.0) -> None:
        """Send one key and wait until the app redraws (keys sent in a burst may be lost)."""
        seen = len(self._chunks)
        os.write(self.fd, key.encode())
        self.wait_until(lambda: len(self._chunks) > seen, deadline)

    def hang_up(self) -> None:
        """Close the terminal window: the master side goes away (the kernel sends SIGHUP)."""
        self._closing.set()
        self._reader.join()
        os.close(self.fd)

    def wait_until(self, condition: Callable[[], bool], deadline: float = 60.0) -> bool:
        """Poll ``condition`` until it holds or ``deadline`` seconds pass (not a timing test)."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            if condition():
                return True
            time.sleep(0.1)
        return condition()

    def wait_exit(self, deadline: float = 60.0) -> int | None:
        """The raw wait status once the child is gone, or None if it is still running."""

        def gone() -> bool:
            if self.status is None:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
                if pid:
                    self.status = status
            return self.status is not None

        if self.wait_until(gone, deadline):
            # What the child wrote last may still be in the pty: the reader ends once it has
            # read it all (the slave side closed, a read fails).  Under load the last bytes
            # (leaving the alternate screen) were missed.
            self._reader.join(timeout=5.0)
        return self.status

    def caught(self, signum: int) -> bool:
        """True once the child, become hearts, has a handler of its own for ``signum``
        (/proc status).  Before its exec the child is a copy of the test's process and
        shows that process's handlers: a worker that ran ``cli.main`` in-process catches
        SIGQUIT, and a ^\\ sent then met the default action after the exec."""
        try:
            with open(f"/proc/{self.pid}/cmdline", "rb") as cmdline:
                if cmdline.read() != self._cmdline:
                    return False
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("SigCgt:"):
                        return bool(int(line.split()[1], 16) >> (signum - 1) & 1)
        except OSError:
            pass
        return False

    def close(self) -> None:
        """Make sure the child is gone and the terminal closed (after any test)."""
        if self.status is None:
            try:
                os.kill(self.pid, 9)
                _, self.status = os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        if not self._closing.is_set():
            self._closing.set()
            self._reader.join()
            os.close(self.fd)
