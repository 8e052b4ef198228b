"""``hearts --serve`` in a real browser: headless Chromium at a phone's size, by touch.

The whole path a player's finger takes: the page, Start, the table, three cards tapped and
the Pass button, the pass saved on disk; the tab closed (the game ends, saved) and opened
again on the same trick.  And the refusals: a second tab while one plays, a terminal
``hearts`` likewise.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.store.launch import prepare
from tests.launch.terminal import Terminal
from tests.store.dirs import Dirs, isolate

from .page import (
    PHONE,
    TABLET,
    Served,
    Table,
    browser,
    need_browser,
    saved_game,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.slow

#: A deal whose player holds no 2♣: the CPU leads the first trick, and the player's turn
#: comes with cards on the table.
CODE = "BBZF-2AE7"
#: A card's label, as the table draws it.
CARD = r"(?<!\w)(?:10|[2-9JQKA])[♣♦♥♠]"
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    need_browser()
    return isolate(tmp_path, monkeypatch)


@pytest.fixture
def served(dirs: Dirs) -> Iterator[Served]:
    prepare(seed=CODE, data=dirs.data, config=dirs.config)
    server = start_server(os.environ)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            stop_server(server)


def _code(label: str) -> str:
    """``10♣`` -> ``10C``: a card as the save writes it."""
    return label[:-1] + SUITS[label[-1]]


def _hand_row(table: Table) -> tuple[int, list[tuple[int, str]]]:
    """The row of the player's cards (the one with the most labels) and each card's
    column and label."""
    lines = table.read().split("\n")
    found = [[(m.start(), m.group(0)) for m in re.finditer(CARD, line)] for line in lines]
    row = max(range(len(found)), key=lambda index: len(found[index]))
    assert len(found[row]) >= 10, "\n".join(lines)
    return row, found[row]


def _wait(predicate: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_a_hand_is_passed_by_touch_at_a_phones_size_and_resumed_after_the_tab_closes(
    served: Served, dirs: Dirs
) -> None:
    with browser(*PHONE) as chromium:
        table = Table(chromium)
        table.open(served.url)
        table.tap_element("#start")
        table.wait_for("Pass 3 cards left to West")
        columns, rows = table.size or (0, 0)
        assert columns >= 80 and rows >= 24, table.size  # the table itself, not "Enlarge"
        row, cards = _hand_row(table)
        chosen = [cards[0], cards[4], cards[8]]
        for count, (column, _label) in enumerate(chosen, 1):
            table.tap_cell(column, row)
            table.wait_for(f"{count} of 3 chosen")
        table.tap_text(r"\bPass\b(?! 3)", offset=1)  # the button, not the sentence
        _wait(lambda: saved_game(dirs.data)["game"]["hands"][0]["passes"][0] is not None)
        passed = saved_game(dirs.data)["game"]["hands"][0]["passes"][0]
        assert sorted(passed) == sorted(_code(label) for _, label in chosen)

        # The player's turn in trick 1: the game waits for the player, the table as it is.
        shown = table.wait_for(r"Your turn.*")
        before = saved_game(dirs.data)["game"]["hands"]
        hand_before = [label for _, label in _hand_row(table)[1]]
        assert not {label for _, label in chosen} & set(hand_before)

        # Close the tab (another one stays open: the browser goes on).
        table_tab = chromium.driver.current_window_handle
        chromium.new_tab()
        chromium.driver.switch_to.window(table_tab)
        chromium.close_tab()

        again = Table(chromium)
        again.open(served.url)
        again.tap_element("#start")
        again.wait_for(re.escape(shown.group(0).strip()))
        assert [label for _, label in _hand_row(again)[1]] == hand_before
        assert saved_game(dirs.data)["game"]["hands"] == before
        assert CODE in again.read()


def test_a_second_tab_is_refused_in_the_page_while_the_first_plays_on(
    served: Served, dirs: Dirs
) -> None:
    with browser(*TABLET) as chromium:
        first = Table(chromium)
        first.open(served.url)
        first.tap_element("#start")
        first.wait_for("Pass 3 cards left to West")
        first_tab = chromium.driver.current_window_handle

        chromium.new_tab()
        second = Table(chromium)
        second.open(served.url)
        second.tap_element("#start")
        second.wait_for_words(r"a game is already open in another terminal \(process \d+\)")
        second.wait_for("Try again")

        # A terminal hearts is refused with the same words.
        terminal = Terminal(columns=80, rows=24)
        try:
            status = terminal.wait_exit(20)
            assert status is not None and os.waitstatus_to_exitcode(status) == 1
            assert "a game is already open in another terminal" in terminal.output
        finally:
            terminal.close()

        second.tap_text(r"\bClose\b", offset=2)
        _wait(lambda: "-closed" in second.body_classes())

        chromium.driver.switch_to.window(first_tab)
        row, cards = _hand_row(first)
        first.tap_cell(cards[0][0], row)
        first.wait_for("1 of 3 chosen")


def test_dialogs_open_scroll_and_close_by_touch_and_the_keyboard_comes_when_asked(
    served: Served,
) -> None:
    """The key bar's ? opens the help, a finger drawn up scrolls it (no wheel on a phone),
    its key line's Esc closes it; on a phone upright the on-screen keyboard stays away
    until the Keyboard button under the table asks for it."""
    textarea = "document.querySelector('.xterm-helper-textarea')"
    with browser(*PHONE) as chromium:
        table = Table(chromium)
        table.open(served.url)
        table.tap_element("#start")
        table.wait_for("Pass 3 cards left to West")
        assert "-bar" in table.body_classes()
        assert table.script(f"return {textarea}.getAttribute('inputmode')") == "none"
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "text")
        assert table.script(f"return document.activeElement === {textarea}")
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "none")

        table.tap_text(r"\? Help", offset=1)
        table.wait_for("Keys")
        assert "Beginners' mistakes" not in table.read()  # the end of the help, below
        left, top, width, height = table.screen_box()
        for _ in range(4):
            chromium.swipe(left + width / 2, top + height * 0.8, -height * 0.6)
            if "Beginners' mistakes" in table.read():
                break
        table.wait_for("Beginners' mistakes")
        table.tap_text(r"Esc Close", offset=1)
        table.wait_for(r"\? Help")
        assert "Beginners' mistakes" not in table.read()
