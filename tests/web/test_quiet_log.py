"""What the server says on its terminal besides its link (hearts_tui/web/quiet_log.py): a
line at most now and then, never a traceback."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from hearts_tui.web.quiet_log import INTERVAL, LOGGERS, QuietLog, printable, quiet_libraries
from hearts_tui.words import web_text


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def said() -> Iterator[tuple[QuietLog, io.StringIO, Clock]]:
    out, clock = io.StringIO(), Clock()
    log = QuietLog(lambda: out, clock=clock)
    saved = {name: logging.getLogger(name) for name in LOGGERS}
    kept = {
        name: (logger.handlers[:], logger.level, logger.propagate) for name, logger in saved.items()
    }
    quiet_libraries(log)
    yield log, out, clock
    for name, logger in saved.items():
        handlers, level, propagate = kept[name]
        logger.handlers[:] = handlers
        logger.setLevel(level)
        logger.propagate = propagate


def test_a_storm_is_one_line_then_one_line_a_minute_with_the_count(
    said: tuple[QuietLog, io.StringIO, Clock],
) -> None:
    log, out, clock = said
    for _ in range(600):
        log.refused("Bad status line")
        clock.now += 0.0025  # 600 in 1.5 s
    assert out.getvalue() == web_text.log_refused("Bad status line") + "\n"
    clock.now += INTERVAL
    log.refused("Bad status line")
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    assert lines[1] == web_text.log_more(web_text.log_refused("Bad status line"), 599)
    assert log.seen == {"request": 601}


def test_libraries_tracebacks_become_one_line_each_kind_apart(
    said: tuple[QuietLog, io.StringIO, Clock],
) -> None:
    _, out, _ = said
    try:
        raise ValueError("400, message:\n  Invalid header value char:\n\n    b'X: \\x01'")
    except ValueError:
        logging.getLogger("aiohttp.server").exception("Error handling request from 127.0.0.1")
        logging.getLogger("textual-serve").exception("Bad Request")
        logging.getLogger("aiohttp.server").exception("Error handling request from 127.0.0.1")
    text = out.getvalue()
    assert "Traceback" not in text
    assert text.splitlines() == [
        web_text.log_refused("ValueError: 400, message"),
        web_text.log_server("ValueError: 400, message"),
    ]


def test_nothing_a_terminal_acts_on_is_written() -> None:
    assert printable("a\x1b]52;c;UFdORUQ=\x07b\r\nc\x9b2J") == "a ]52;c;UFdORUQ= b c 2J"
    assert len(printable("x" * 1000)) == 300
