"""What a page may ask of its game, checked before the game hears of it (no web library).

The page speaks to the server in JSON messages over its websocket (``textual-serve``'s
protocol): ``["stdin", text]`` the keys and the mouse, ``["resize", {"width": W,
"height": H}]`` the table's size in cells, ``["ping", text]``, ``["focus"]``, ``["blur"]``.
A browser sends only those; anything else (not JSON, not a list, a number where text
belongs) is not the page, and is dropped without a word to the game: one bad message
must not end the table.

Sizes are bounded: a table needs a few hundred cells a side at most, and a game asked
for 100,000 × 100,000 cells would grow by gigabytes.  Too large is taken as the largest,
too small as the smallest (the table then asks for a larger window, as in a terminal).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

#: The largest table a page may ask for, in cells: a 4K screen at the page's smallest font
#: is about 400 columns by 200 rows.
MAX_COLUMNS: Final = 400
MAX_ROWS: Final = 200
#: The smallest (the table says "Enlarge the window" below 80 × 24).
MIN_COLUMNS: Final = 10
MIN_ROWS: Final = 5
#: When the page names no size (or no number): the terminal's classic size.
DEFAULT_SIZE: Final = (80, 24)
#: The most bytes of one websocket message: a key, a paste of a game code or a burst of
#: mouse moves is far less; a larger message closes the connection (aiohttp's own check).
MAX_MESSAGE: Final = 64 * 1024
#: The most characters of a ping's text (the page sends a time in milliseconds).
MAX_PING: Final = 64


def _cells(value: object, low: int, high: int) -> int | None:
    """``value`` as a number of cells within ``[low, high]``, or None if it is no number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip()
        if not text.isascii() or not text.isdigit() or len(text) > 9:
            return None
        value = int(text)
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        value = int(value)
    if not isinstance(value, int):
        return None
    return max(low, min(high, value))


def bounded_size(width: object, height: object) -> tuple[int, int] | None:
    """The table's size in cells, ``(columns, rows)``, each within the bounds; None when
    either is not a number."""
    columns = _cells(width, MIN_COLUMNS, MAX_COLUMNS)
    rows = _cells(height, MIN_ROWS, MAX_ROWS)
    if columns is None or rows is None:
        return None
    return columns, rows


def size_asked(query: Mapping[str, str]) -> tuple[int, int]:
    """The size a connection asks for (``/ws?width=W&height=H``), bounded; the classic
    80 × 24 when it names none or no number."""
    return bounded_size(query.get("width"), query.get("height")) or DEFAULT_SIZE


@dataclass(frozen=True, slots=True)
class Keys:
    """``["stdin", text]``: what the page's terminal typed (keys, mouse reports, a paste)."""

    text: str


@dataclass(frozen=True, slots=True)
class Resize:
    """``["resize", {"width": W, "height": H}]``, bounded."""

    columns: int
    rows: int


@dataclass(frozen=True, slots=True)
class Ping:
    """``["ping", text]``: answered ``["pong", text]``."""

    text: str


@dataclass(frozen=True, slots=True)
class Focus:
    """``["focus"]`` or ``["blur"]``: the page gained or lost the keyboard."""

    focused: bool


Message = Keys | Resize | Ping | Focus


def read_message(text: str | bytes) -> Message | None:
    """The page's message ``text``, or None when it is not one a browser sends.

    >>> read_message('["stdin", "a"]')
    Keys(text='a')
    >>> read_message('["resize", {"width": 100000, "height": "30"}]')
    Resize(columns=400, rows=30)
    >>> [read_message(bad) for bad in ('{not json', '[]', '{}', '["stdin", 12345]')]
    [None, None, None, None]
    """
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind == "stdin" and isinstance(data, str) and data:
        return Keys(data)
    if kind == "resize" and isinstance(data, Mapping):
        size = bounded_size(data.get("width"), data.get("height"))
        return None if size is None else Resize(*size)
    if kind == "ping" and isinstance(data, str) and len(data) <= MAX_PING:
        return Ping(data)
    if kind in ("focus", "blur"):
        return Focus(kind == "focus")
    return None
