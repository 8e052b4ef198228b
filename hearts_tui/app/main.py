"""The launcher: lock the data directory, resume or deal the game, run the table.

Closing the terminal sends SIGHUP (and ``kill`` SIGTERM).  Textual does not handle these
signals, so without a handler the process dies on the spot, with no unmount and a dirty
terminal.  Here both ask the app to exit; the app has saved after every action already.

A closed terminal needs more care, because Textual would keep talking to it: the kernel
sends SIGCONT along with SIGHUP (Textual's handler then re-enters application mode) and
every write fails with EIO (Textual's writer thread dies and its shutdown can block on
it).  So on SIGHUP with the terminal gone, the standard streams are pointed at /dev/null
and SIGCONT goes back to its default; and if the app still has not exited after a grace
period, a watchdog waits for any save in progress and ends the process.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import signal
import sys
import termios
import threading
from collections.abc import Callable
from types import FrameType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

    from ..store.persistence import DiskPersistence

#: Signals that mean "the terminal is gone" or "please stop": exit cleanly.  (Ctrl+C and
#: Ctrl+\\ reach the table as keys; SIGINT and SIGQUIT come from ``kill``, or from the
#: terminal just before the table takes the keyboard.)
EXIT_SIGNALS = (signal.SIGHUP, signal.SIGTERM, signal.SIGINT, signal.SIGQUIT)
#: Seconds to wait for a game that is still exiting (the terminal was just closed).
LOCK_WAIT = 2.0
#: Seconds the app gets to exit on a signal before the watchdog ends the process.
EXIT_GRACE = 5.0


def run_app(
    *,
    interrupted: Callable[[], int | None] = lambda: None,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    ascii_suits: bool = False,
    ascii_reason: str | None = None,
) -> int:
    """Run ``hearts``; returns the exit status (1 when the lock cannot be taken: another
    game holds it, or the lock file is not one hearts made; 2 when ``resume`` names no
    unfinished game).  ``ascii_reason`` says why ``ascii_suits`` was chosen for this run
    (the locale), shown once as the start notice.  ``interrupted`` names a signal (Ctrl+C,
    Ctrl+\\) received since the start; the launcher then stops at its next safe point,
    quietly, with status 128 + its number."""
    from ..store.launch import NothingToResume, prepare
    from ..store.lock import InstanceLock, LockError
    from ..store.paths import data_dir

    data = data_dir()
    lock = InstanceLock(data)
    try:
        lock.acquire(wait=LOCK_WAIT)
    except LockError as exc:
        print(f"hearts: {exc}", file=sys.stderr)
        return 1
    try:
        try:
            launch = prepare(new=new, seed=seed, resume=resume, ascii_suits=ascii_suits, data=data)
        except NothingToResume as exc:
            print(f"hearts: {exc}", file=sys.stderr)
            return 2
        from . import HeartsApp

        app = HeartsApp(
            launch.game,
            launch.settings,
            persistence=launch.persistence,
            ui_state=launch.ui_state,
            notice=" ".join(n for n in (ascii_reason, launch.notice) if n) or None,
            alert=launch.alert,
        )
        if (signum := interrupted()) is not None:
            return 128 + signum
        status = asyncio.run(run_until_signal(app, launch.persistence, interrupted))
        if app.crash_line is not None:
            # The terminal is restored by now: one line instead of a traceback over the table.
            print(app.crash_line, file=sys.stderr)
        return status
    finally:
        lock.release()


async def run_until_signal(
    app: App[Any],
    persistence: DiskPersistence,
    interrupted: Callable[[], int | None] = lambda: None,
) -> int:
    """Run ``app``; :data:`EXIT_SIGNALS` make it exit with status 128 + signal number, and
    so does a signal ``interrupted`` reports (received before these handlers were set)."""
    loop = asyncio.get_running_loop()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        # Runs in the main thread between two bytecodes: nothing here may block.
        status = 128 + signum
        if signum == signal.SIGHUP and terminal_is_gone():
            signal.signal(signal.SIGCONT, signal.SIG_DFL)
            detach_from_terminal()
        watchdog = threading.Timer(EXIT_GRACE, force_exit, (persistence, status))
        watchdog.daemon = True
        watchdog.start()
        loop.call_soon_threadsafe(app.exit, None, status)

    previous = {signum: signal.signal(signum, on_signal) for signum in EXIT_SIGNALS}
    try:
        if (early := interrupted()) is not None:
            return 128 + early
        await app.run_async()
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    return app.return_code or 0


def terminal_is_gone() -> bool:
    """True when the controlling terminal has hung up (its attributes cannot be read)."""
    for fd in (0, 1, 2):
        try:
            termios.tcgetattr(fd)
        except termios.error as exc:
            if exc.args and exc.args[0] == errno.EIO:
                return True
            continue  # Not a terminal (redirected): says nothing about the terminal.
        return False
    return False


def detach_from_terminal() -> None:
    """Point stdin, stdout and stderr at /dev/null so nothing writes to a dead terminal."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        with contextlib.suppress(OSError):
            os.dup2(null, fd)
    os.close(null)


def force_exit(persistence: DiskPersistence, status: int) -> None:
    """The app did not exit in time: let a save in progress finish, then end the process."""
    persistence.close()
    os._exit(status)
