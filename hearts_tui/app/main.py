"""The launcher: lock the data directory, resume or deal the game, run the table.

Closing the terminal sends SIGHUP (and ``kill`` SIGTERM).  Textual does not handle these
signals, so without a handler the process dies on the spot, with no unmount and a dirty
terminal.  Here both ask the app to exit; the app has saved after every action already.

A closed terminal needs more care, because Textual would keep talking to it: the kernel
sends SIGCONT along with SIGHUP (Textual's handler then re-enters application mode) and
every write fails with EIO (Textual's writer thread dies and its shutdown can block on
it).  So on SIGHUP with the terminal gone, the standard streams are pointed at /dev/null
and SIGCONT goes back to its default; and if the app still has not exited after a grace
period, a watchdog waits for any save in progress and ends the process.  All of this is
:class:`.exit_guard.ExitGuard`, which also hears a signal that landed on another thread
and notices a terminal that hung up without any signal.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .exit_guard import EXIT_SIGNALS, ExitGuard

__all__ = ["EXIT_SIGNALS", "draw_a_table_once", "run_app", "run_launched", "run_until_signal"]

if TYPE_CHECKING:
    from textual.app import App
    from textual.driver import Driver

    from ..engine import Rules
    from ..store.launch import Launch
    from ..store.lock import InstanceLock
    from ..store.persistence import DiskPersistence

#: Seconds to wait for a game that is still exiting (the terminal was just closed).


def run_app(
    *,
    interrupted: Callable[[], int | None] = lambda: None,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    ascii_suits: bool = False,
    ascii_reason: str | None = None,
    rules: Rules | None = None,
) -> int:
    """Run ``hearts``; returns the exit status (1 when the lock cannot be taken: another
    game holds it, or the lock file is not one hearts made; 2 when ``resume`` names no
    unfinished game).  ``ascii_reason`` says why ``ascii_suits`` was chosen for this run
    (the locale), shown once as the start notice.  ``interrupted`` names a signal (Ctrl+C,
    Ctrl+\\) received since the start; the launcher then stops at its next safe point,
    quietly, with status 128 + its number."""
    from ..store.launch import LaunchRefused, lock_and_prepare

    try:
        lock, launch = lock_and_prepare(
            new=new, seed=seed, resume=resume, ascii_suits=ascii_suits, rules=rules
        )
    except LaunchRefused as exc:
        print(f"hearts: {exc}", file=sys.stderr)
        return exc.status
    return run_launched(lock, launch, interrupted=interrupted, ascii_reason=ascii_reason)


def run_launched(
    lock: InstanceLock,
    launch: Launch,
    *,
    interrupted: Callable[[], int | None] = lambda: None,
    ascii_reason: str | None = None,
    driver_class: type[Driver] | None = None,
    touch: bool = False,
) -> int:
    """Run the table on ``launch`` (the game :func:`run_app` or another front door chose,
    ``hearts --serve``'s), then release ``lock``; returns the exit status.
    ``driver_class``: Textual's driver to draw with (``hearts --serve``'s own web driver),
    instead of the one Textual chooses.  ``touch``: the table is played by touch (a served
    page on a phone or a tablet)."""
    try:
        from . import HeartsApp

        app = HeartsApp(
            launch.game,
            launch.settings,
            persistence=launch.persistence,
            ui_state=launch.ui_state,
            notice=" ".join(n for n in (ascii_reason, launch.notice) if n) or None,
            alert=launch.alert,
            touch=touch,
        )
        if driver_class is not None:
            app.driver_class = driver_class
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
    """Run ``app``; :data:`EXIT_SIGNALS` and a hung-up terminal make it exit with status
    128 + the signal's number (see :class:`.exit_guard.ExitGuard`), and so does a signal
    ``interrupted`` reports (received before the guard took the signals)."""
    guard = ExitGuard(
        asyncio.get_running_loop(), lambda status: app.exit(None, status), persistence
    )
    guard.start()
    try:
        if (early := interrupted()) is not None:
            return 128 + early
        await app.run_async()
    finally:
        guard.stop()
    return app.return_code or 0


def draw_a_table_once(size: tuple[int, int], *, touch: bool = False) -> None:
    """Draw a new game's table once, headless, at ``size`` (by ``touch`` or not), saving
    and locking nothing: the modules and the caches a table's start needs are then ready
    (``hearts --serve`` keeps a game process started ahead, which calls this while no page
    waits)."""
    from ..engine import Game
    from ..store.settings import Settings
    from ..words.touch import on_touch, use_touch
    from . import HeartsApp

    async def draw() -> None:
        table = HeartsApp(Game.new(), Settings(), persistence=None, touch=touch)
        async with table.run_test(size=size) as pilot:
            await pilot.pause()

    was = on_touch()
    try:
        asyncio.run(draw())
    finally:
        use_touch(was)  # The table's words say tap or not as before.
