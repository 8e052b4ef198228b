"""What a page may ask of its game (hearts_tui/web/limits.py): the messages a browser sends,
read; anything else dropped; sizes bounded."""

from __future__ import annotations

import json

import pytest

from hearts_tui.web.limits import (
    DEFAULT_SIZE,
    MAX_COLUMNS,
    MAX_ROWS,
    MIN_COLUMNS,
    MIN_ROWS,
    Focus,
    Keys,
    Ping,
    Resize,
    bounded_size,
    read_message,
    size_asked,
)


@pytest.mark.parametrize(
    "message",
    [
        "{not json",
        "[]",
        "{}",
        '["stdin", 12345]',
        '["stdin", ""]',
        '["stdin"]',
        "[12, 34]",
        '"stdin"',
        "null",
        '["resize", {"width": "wide", "height": 24}]',
        '["resize", {"width": 80}]',
        '["resize", [80, 24]]',
        '["resize", {"width": true, "height": 24}]',
        '["resize", {"width": 1e999, "height": 24}]',
        '["resize", {"width": NaN, "height": 24}]',
        '["ping", 5]',
        json.dumps(["ping", "x" * 65]),
        '["unknown", 1]',
        "[" * 100_000,
        "1" * 5000,
    ],
)
def test_what_no_browser_sends_is_dropped(message: str) -> None:
    assert read_message(message) is None


def test_the_pages_own_messages_are_read() -> None:
    assert read_message('["stdin", "\\u001b[A"]') == Keys("\x1b[A")
    assert read_message('["resize", {"width": 83, "height": 72}]') == Resize(83, 72)
    assert read_message('["ping", "1733212800000"]') == Ping("1733212800000")
    assert read_message('["focus"]') == Focus(True)
    assert read_message('["blur"]') == Focus(False)
    assert read_message(b'["stdin", "q"]') == Keys("q")


def test_sizes_are_bounded_to_what_a_table_needs() -> None:
    huge = read_message(json.dumps(["resize", {"width": 100_000, "height": 100_000}]))
    assert huge == Resize(MAX_COLUMNS, MAX_ROWS)
    assert MAX_COLUMNS <= 500 and MAX_ROWS <= 300  # "a few hundred cells a side"
    assert read_message('["resize", {"width": -5, "height": 0}]') == Resize(MIN_COLUMNS, MIN_ROWS)
    assert bounded_size("120", 40.7) == (120, 40)
    assert bounded_size(" 90 ", "30") == (90, 30)
    assert bounded_size("٣", 30) is None  # digits, but not ASCII ones
    assert bounded_size("9" * 20, 30) is None


def test_the_size_a_connection_asks_for_is_bounded_too() -> None:
    assert size_asked({"width": "20000", "height": "20000"}) == (MAX_COLUMNS, MAX_ROWS)
    assert size_asked({"width": "abc", "height": "24"}) == DEFAULT_SIZE
    assert size_asked({}) == DEFAULT_SIZE
    assert size_asked({"width": "83", "height": "72"}) == (83, 72)
