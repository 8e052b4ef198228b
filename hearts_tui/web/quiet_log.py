"""What the server says on its terminal besides its link: a line at most now and then.

The player's terminal shows the secret link; a journal may keep what the server writes.
Neither should fill with tracebacks because somebody sends the port garbage: aiohttp logs
every malformed request with its traceback, ``textual-serve`` every failed websocket.
Here every record of theirs (and of asyncio's) becomes one line, and a burst of them a
single line: the first of a kind is said at once, the next ones are counted and said as
one line once :data:`INTERVAL` seconds have passed since the last line of that kind.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import time
from collections.abc import Callable
from typing import Final, TextIO

from ..words import web_text

#: Seconds between two lines of the same kind.
INTERVAL: Final = 60.0
#: The loggers whose records are said this way.
LOGGERS: Final = ("aiohttp", "textual-serve", "asyncio")
#: The most characters of one line of a game's error output relayed to the terminal.
LINE_LIMIT: Final = 300

#: The kinds of line (each counted on its own).
REQUEST: Final = "request"
SERVER: Final = "server"
GAME: Final = "game"


def printable(text: str, limit: int = LINE_LIMIT) -> str:
    """``text`` on one line with nothing a terminal would act on (escape sequences,
    control characters), at most ``limit`` characters."""
    line = "".join(char if char.isprintable() else " " for char in text)
    line = " ".join(line.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


class QuietLog:
    """Lines for the server's terminal, at most one a kind every ``interval`` seconds."""

    def __init__(
        self,
        stream: Callable[[], TextIO] = lambda: sys.stderr,
        interval: float = INTERVAL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stream = stream
        self._interval = interval
        self._clock = clock
        self._last: dict[str, float] = {}
        self._held: dict[str, int] = {}
        #: Every event, said or counted, by kind (for the tests and the attack counts).
        self.seen: dict[str, int] = {}

    def note(self, kind: str, line: str) -> None:
        """An event of ``kind``, said as ``line`` if none of its kind was said lately."""
        self.seen[kind] = self.seen.get(kind, 0) + 1
        now = self._clock()
        last = self._last.get(kind)
        if last is not None and now - last < self._interval:
            self._held[kind] = self._held.get(kind, 0) + 1
            return
        held = self._held.pop(kind, 0)
        self._last[kind] = now
        self._say(line if not held else web_text.log_more(line, held))

    def refused(self, why: str) -> None:
        """A request or a message refused as malformed (answered 400, or dropped)."""
        self.note(REQUEST, web_text.log_refused(printable(why, 120)))

    def _say(self, line: str) -> None:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            stream = self._stream()
            stream.write(line + "\n")
            stream.flush()


class _OneLine(logging.Handler):
    """A logging handler that says each record as one line of :class:`QuietLog`."""

    def __init__(self, log: QuietLog) -> None:
        super().__init__(logging.WARNING)
        self.log = log

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:  # A record whose arguments do not fit its message.
            message = str(record.msg)
        error = record.exc_info[1] if record.exc_info else None
        if record.name.startswith("aiohttp") and (
            "request" in message.lower() or type(error).__name__.startswith(("Bad", "HTTP"))
        ):
            self.log.refused(_why(message, error))
        else:
            self.log.note(SERVER, web_text.log_server(printable(_why(message, error))))


def _why(message: str, error: BaseException | None) -> str:
    """A record's message, or its exception's first line."""
    if error is not None:
        said = getattr(error, "message", None)  # aiohttp's: without the status in front
        lines = str(said if isinstance(said, str) and said.strip() else error).strip()
        text = lines.split("\n", 1)[0].strip().rstrip(":")
        return f"{type(error).__name__}: {text}" if text else type(error).__name__
    return message.strip().split("\n", 1)[0]


def quiet_libraries(log: QuietLog) -> None:
    """Route aiohttp's, textual-serve's and asyncio's records through ``log`` (one line
    each, bursts counted), none to the root logger."""
    handler = _OneLine(log)
    for name in LOGGERS:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            if isinstance(old, _OneLine):
                logger.removeHandler(old)
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        logger.propagate = False
