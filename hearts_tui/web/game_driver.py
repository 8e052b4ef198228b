"""Textual's web driver as a page's game runs it: bounded, and quiet when its server goes.

Three things differ from :class:`textual.drivers.web_driver.WebDriver`:

- **Input at the table's pace.**  The web driver reads the server's pipe as fast as bytes
  come and hands every key and mouse report to the app at once: 3 MB of keys were millions
  of events waiting in memory (2.3 GB, still growing).  Here, every :data:`BATCH` events,
  the reading waits until the table has taken in the ones before (a callback queued behind
  them on the app and on the widget the keys go to).  Meanwhile nothing more is read: the
  pipe fills, the server stops reading the page, and the sender waits.
- **Sizes bounded**: a resize beyond :mod:`.limits`' bounds is taken as the largest, one
  that is not a number is dropped (the server checks too; ``textual-serve hearts`` has no
  such server).  A message that is not JSON is dropped.
- **A server gone** (a write that fails, the end of stdin): :func:`.gone.server_gone`.
- **SIGTERM and SIGINT stay the exit guard's** (``app.exit_guard``): the web driver takes
  them for an event loop handler of its own, which asks the app to quit and nothing more
  (no watchdog: a busy game never ended), and the signal wake-up descriptor with them.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import threading
from functools import partial
from typing import Any, Final

from textual import events
from textual.drivers.web_driver import WebDriver

from .gone import server_gone
from .limits import bounded_size

#: Events handed to the app before the reading waits for the table to take them in.
BATCH: Final = 16
#: Seconds between two looks at whether the app is ending, while the reading waits.
WAIT_STEP: Final = 0.25


def _write_or_let_go(fileno: int, data: bytes) -> int:
    """Write to the server; if it is gone, end the game quietly instead of raising."""
    try:
        return os.write(fileno, data)
    except OSError:
        server_gone()
        return len(data)


class GameWebDriver(WebDriver):
    """The web driver of a page's game (see the module's docstring)."""

    def __init__(self, app: Any, *, size: tuple[int, int] | None = None, **kwargs: Any) -> None:
        if size is None:
            # textual-serve names the page's size in COLUMNS and ROWS: bounded here too.
            size = bounded_size(os.environ.get("COLUMNS", "80"), os.environ.get("ROWS", "24"))
        super().__init__(app, size=size, **kwargs)
        self._write = partial(_write_or_let_go, self.fileno)
        self._handed = 0
        #: The server asked the game to quit: the end of its pipe is no news then.
        self._asked_to_quit = False

    def start_application_mode(self) -> None:
        taken = (signal.SIGINT, signal.SIGTERM)
        handlers = {signum: signal.getsignal(signum) for signum in taken}
        wakeup = signal.set_wakeup_fd(-1)
        signal.set_wakeup_fd(wakeup)
        super().start_application_mode()
        loop = asyncio.get_running_loop()
        for signum, handler in handlers.items():
            loop.remove_signal_handler(signum)
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(wakeup, warn_on_full_buffer=False)

    def run_input_thread(self) -> None:
        try:
            super().run_input_thread()
        finally:
            if not (self.exit_event.is_set() or self._asked_to_quit):
                # The server's pipe ended while the game was running: the server is gone.
                server_gone()

    def process_message(self, message: Any) -> None:
        super().process_message(message)
        if isinstance(message, events.Event):
            self._handed_one()

    def _handed_one(self) -> None:
        """One more event handed to the app: every :data:`BATCH`, wait for the table."""
        self._handed += 1
        if self._handed >= BATCH:
            self._handed = 0
            self._wait_for_the_table()

    def _wait_for_the_table(self) -> None:
        """Until the app, and the screen or widget its keys go to, have taken in every
        event handed to them so far (or the app is ending)."""
        taken = threading.Event()
        app = self._app

        def on_the_app() -> None:
            try:
                target = app.focused or app.screen
            except Exception:  # No screen (starting or ending): nothing waits there.
                taken.set()
                return
            if not target.call_later(taken.set):
                taken.set()

        if not app.call_later(on_the_app):
            return  # The app is closing.
        while not taken.wait(WAIT_STEP):
            if self.exit_event.is_set():
                return

    def _on_meta(self, packet_type: str, payload: bytes) -> None:
        try:
            json.loads(payload)
        except ValueError:
            return
        super()._on_meta(packet_type, payload)

    def on_meta(self, packet_type: str, payload: dict[str, object]) -> None:
        if packet_type == "quit":
            self._asked_to_quit = True
        if packet_type == "resize":
            size = bounded_size(payload.get("width"), payload.get("height"))
            if size is None:
                return
            payload = {**payload, "width": size[0], "height": size[1]}
        super().on_meta(packet_type, payload)
        if packet_type in ("resize", "focus", "blur"):
            self._handed_one()  # Each is an event for the app too (a resize a costly one).
