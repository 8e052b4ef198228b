"""The launcher: lock the data directory, resume or deal the game, run the table.

Closing the terminal sends SIGHUP (and ``kill`` SIGTERM).  Textual does not handle these
signals, so without a handler the process would die on the spot, with no unmount and a
dirty terminal.  Here both ask the app to exit through the event loop; the app has saved
after every action already, so nothing is lost.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

#: Signals that mean "the terminal is gone" or "please stop": exit cleanly.
EXIT_SIGNALS = (signal.SIGHUP, signal.SIGTERM)
#: Seconds to wait for a game that is still exiting (the terminal was just closed).
LOCK_WAIT = 2.0


def run_app(*, new: bool = False, seed: str | None = None, ascii_suits: bool = False) -> int:
    """Run ``hearts``; returns the exit status (1 when another game holds the lock)."""
    from ..store.launch import prepare
    from ..store.lock import GameAlreadyOpen, InstanceLock
    from ..store.paths import data_dir

    data = data_dir()
    lock = InstanceLock(data)
    try:
        lock.acquire(wait=LOCK_WAIT)
    except GameAlreadyOpen as exc:
        print(f"hearts: {exc}", file=sys.stderr)
        return 1
    try:
        launch = prepare(new=new, seed=seed, ascii_suits=ascii_suits, data=data)
        from .table_app import HeartsApp

        app = HeartsApp(
            launch.game,
            launch.settings,
            persistence=launch.persistence,
            ui_state=launch.ui_state,
            notice=launch.notice,
        )
        return asyncio.run(run_until_signal(app))
    finally:
        lock.release()


async def run_until_signal(app: App[Any]) -> int:
    """Run ``app``; SIGHUP and SIGTERM make it exit (status 128 + signal number)."""
    loop = asyncio.get_running_loop()
    for signum in EXIT_SIGNALS:
        loop.add_signal_handler(signum, app.exit, None, 128 + signum)
    try:
        await app.run_async()
    finally:
        for signum in EXIT_SIGNALS:
            loop.remove_signal_handler(signum)
    return app.return_code or 0
