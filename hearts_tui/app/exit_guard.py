"""``ExitGuard``: whatever happens to the terminal, the process ends within seconds.

Python runs a signal's handler in the main thread only, and only when that thread runs
bytecode.  The kernel may deliver the signal to any thread (Textual's input and writer
threads); the main thread, idle in ``epoll_wait`` with no timer due, then never hears of
it: a game outlived its closed terminal by 22 minutes, holding the lock.  And a terminal
can go away without any signal reaching hearts (the shell that owned it did not pass its
SIGHUP on): every read and write then fails with EIO, and nothing else happens.

So, while the app runs:

- the signal wake-up fd (``signal.set_wakeup_fd``) is a pipe read by a thread of ours: the
  C-level handler writes each signal's number there from whichever thread it lands on; the
  thread wakes the event loop (so the Python handlers run at once, Textual's SIGTSTP and
  SIGCONT ones too) and, for an exit signal, arms the watchdog itself;
- the same thread looks at the terminal every :data:`TERMINAL_POLL` seconds (through a
  copy of its descriptor): once it has hung up, it is handled as a SIGHUP would be;
- the watchdog gives the app :data:`EXIT_GRACE` seconds to exit, then lets a save in
  progress finish (at most :data:`SAVE_WAIT` seconds) and ends the process.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import signal
import threading
from collections.abc import Callable
from typing import Final, Protocol

from ..hangup import detach_from_terminal, terminal_fd_is_gone, terminal_is_gone

#: Signals that mean "the terminal is gone" or "please stop": exit cleanly.  (Ctrl+C and
#: Ctrl+\ reach the table as keys; SIGINT and SIGQUIT come from ``kill``, or from the
#: terminal just before the table takes the keyboard.)
EXIT_SIGNALS: Final = (signal.SIGHUP, signal.SIGTERM, signal.SIGINT, signal.SIGQUIT)
#: Seconds the app gets to exit on a signal before the watchdog ends the process.
EXIT_GRACE: Final = 5.0
#: Seconds the watchdog waits for a save in progress before it ends the process anyway.
SAVE_WAIT: Final = 2.0
#: Seconds between two looks at the terminal.
TERMINAL_POLL: Final = 1.0


class Closable(Protocol):
    """What the watchdog waits for: ``close`` returns once no save is in progress."""

    def close(self) -> None: ...


def force_exit(persistence: Closable, status: int, save_wait: float = SAVE_WAIT) -> None:
    """The app did not exit in time: let a save in progress finish (for at most
    ``save_wait`` seconds), then end the process with ``status``."""
    closer = threading.Thread(target=persistence.close, daemon=True, name="hearts-close")
    closer.start()
    closer.join(save_wait)
    os._exit(status)


class ExitGuard:
    """Ends the app on :data:`EXIT_SIGNALS` or a hung-up terminal, and the process if the
    app does not end in time.  ``exit_app(status)`` is called in the event loop, once."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        exit_app: Callable[[int], None],
        persistence: Closable,
        grace: float = EXIT_GRACE,
    ) -> None:
        self._loop = loop
        self._exit_app = exit_app
        self._persistence = persistence
        self._grace = grace
        self._ending = threading.Lock()
        self._status: int | None = None
        self._stop = threading.Event()
        self._read, self._write = os.pipe()
        for fd in (self._read, self._write):
            os.set_blocking(fd, False)
        self._tty = _copy_of_terminal()
        self._previous_wakeup = -1
        self._previous: dict[int, signal._HANDLER] = {}
        self._thread = threading.Thread(target=self._watch, daemon=True, name="hearts-guard")

    def start(self) -> None:
        """Take the exit signals and the wake-up fd (main thread only), start watching."""
        self._previous = {signum: signal.signal(signum, self._on_signal) for signum in EXIT_SIGNALS}
        self._previous_wakeup = signal.set_wakeup_fd(self._write, warn_on_full_buffer=False)
        self._thread.start()

    def stop(self) -> None:
        """Give the signals and the wake-up fd back (the app has exited)."""
        signal.set_wakeup_fd(self._previous_wakeup)
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        self._stop.set()
        with contextlib.suppress(OSError):
            os.write(self._write, b"\0")  # Not a signal: only wakes the thread at once.
        self._thread.join()
        for fd in (self._read, self._write, self._tty):
            if fd is not None:
                os.close(fd)

    def _on_signal(self, signum: int, frame: object) -> None:
        # The main thread, between two bytecodes: nothing here may block.
        if signum == signal.SIGHUP and terminal_is_gone():
            self._hung_up()
        self.end(128 + signum)

    def _hung_up(self) -> None:
        """The terminal is gone: write nothing more to it (main thread)."""
        # The kernel sends SIGCONT with SIGHUP; Textual's handler would take the dead
        # terminal again.
        signal.signal(signal.SIGCONT, signal.SIG_DFL)
        detach_from_terminal()

    def end(self, status: int) -> None:
        """Ask the app to exit with ``status`` and arm the watchdog (once; any thread)."""
        with self._ending:
            if self._status is not None:
                return
            self._status = status
        watchdog = threading.Timer(self._grace, force_exit, (self._persistence, status))
        watchdog.daemon = True
        watchdog.start()
        with contextlib.suppress(RuntimeError):  # The loop is closed: the app is gone.
            self._loop.call_soon_threadsafe(self._exit_app, status)

    def _watch(self) -> None:
        """The thread: hear every signal, whatever thread it landed on; watch the terminal."""
        while not self._stop.is_set():
            ready, _, _ = select.select([self._read], [], [], TERMINAL_POLL)
            if ready:
                with contextlib.suppress(BlockingIOError):
                    for signum in os.read(self._read, 512):
                        if signum in EXIT_SIGNALS:
                            self.end(128 + signum)
                # Wake the event loop: the main thread runs the Python handlers now.
                with contextlib.suppress(RuntimeError):
                    self._loop.call_soon_threadsafe(_nothing)
            elif self._tty is not None and terminal_fd_is_gone(self._tty):
                self._tty_gone()

    def _tty_gone(self) -> None:
        detach_from_terminal()
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(signal.signal, signal.SIGCONT, signal.SIG_DFL)
        self.end(128 + signal.SIGHUP)


def _nothing() -> None:
    """A callback that only wakes the event loop."""


def _copy_of_terminal() -> int | None:
    """A descriptor of the terminal on stdin, stdout or stderr (for looking at it later,
    once those are pointed elsewhere), or None when none is a terminal."""
    for fd in (0, 1, 2):
        if os.isatty(fd):
            with contextlib.suppress(OSError):
                return os.dup(fd)
    return None
