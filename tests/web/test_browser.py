"""``hearts --serve`` in a real browser: headless Chromium at a phone's size, by touch.

The whole path a player's finger takes: the page, the table at once, three cards tapped and
the Pass button, the pass saved on disk; the tab closed (the game ends, saved) and opened
again on the same trick.  And the refusals: a second tab while one plays, a terminal
``hearts`` likewise.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hearts_tui.store.launch import prepare
from hearts_tui.store.lock import InstanceLock, LockError
from hearts_tui.store.saves import decode
from hearts_tui.store.settings import Settings, save_settings
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
            # Ctrl+C: every page's game is asked to quit and has ended when the server has.
            assert stop_server(server) == 0, server.lines
            assert _unlocked(dirs.data), "a game outlived its server"


def _code(label: str) -> str:
    """``10♣`` -> ``10C``: a card as the save writes it."""
    return label[:-1] + SUITS[label[-1]]


def _hand_cards(table: Table) -> list[tuple[int, int, str]]:
    """The player's cards under the ``You`` line, in the hand's order: each card's column
    and row (its first label: a big card of the tall table shows it twice) and label."""
    lines = table.read().split("\n")
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    found: dict[str, tuple[int, int, str]] = {}
    for row in range(you + 1, len(lines)):
        for match in re.finditer(CARD, lines[row]):
            found.setdefault(match.group(0), (match.start(), row, match.group(0)))
    top = min((card[1] for card in found.values()), default=0)
    # A raised card is a row higher; a tall table's second row of cards is 6 rows lower.
    cards = sorted(found.values(), key=lambda card: (card[1] > top + 2, card[0]))
    assert len(cards) >= 10, "\n".join(lines)
    return cards


def _wait(predicate: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_the_page_opens_straight_onto_the_table(served: Served) -> None:
    """No Start panel to tap first (the seed page deals as it opens): the table shows as
    the page opens, its connection made once."""
    with browser(*PHONE) as chromium:
        table = Table(chromium)
        table.open(served.url)
        table.wait_for("Pass 3 cards left to West", timeout=20)
        assert table.script("return document.querySelector('#start, #intro') === null")
        assert table.script("return window.__heartsTest.opened") == 1
        assert "-closed" not in table.body_classes()


def test_a_hand_is_passed_by_touch_at_a_phones_size_and_resumed_after_the_tab_closes(
    served: Served, dirs: Dirs
) -> None:
    with browser(*PHONE) as chromium:
        table = Table(chromium)
        table.start(served.url)
        columns, rows = table.size or (0, 0)
        assert 48 <= columns < 80 and rows >= 40, table.size  # the tall table, not "Enlarge"
        cards = _hand_cards(table)
        chosen = [cards[0], cards[4], cards[8]]
        for count, (column, row, _label) in enumerate(chosen, 1):
            table.tap_cell(column, row)
            table.wait_for(f"{count} of 3 chosen")
        table.tap_text(r"\bPass\b(?! 3)", offset=1)  # the button, not the sentence
        _wait(lambda: saved_game(dirs.data)["game"]["hands"][0]["passes"][0] is not None)
        passed = saved_game(dirs.data)["game"]["hands"][0]["passes"][0]
        assert sorted(passed) == sorted(_code(label) for _, _, label in chosen)

        # The player's turn in trick 1: the game waits for the player, the table as it is.
        shown = table.wait_for(r"Your turn.*")
        before = saved_game(dirs.data)["game"]["hands"]
        hand_before = [label for _, _, label in _hand_cards(table)]
        assert not {label for _, _, label in chosen} & set(hand_before)

        # Close the tab (another one stays open: the browser goes on).
        table_tab = chromium.driver.current_window_handle
        chromium.new_tab()
        chromium.driver.switch_to.window(table_tab)
        chromium.close_tab()

        again = Table(chromium)
        again.start(served.url, re.escape(shown.group(0).strip()))
        assert [label for _, _, label in _hand_cards(again)] == hand_before
        assert saved_game(dirs.data)["game"]["hands"] == before
        assert CODE in again.read()

        # Closed again: the terminal's hearts goes on from the same trick too.
        chromium.new_tab()
        chromium.driver.switch_to.window(chromium.driver.window_handles[-2])
        chromium.close_tab()
    _wait(lambda: _unlocked(dirs.data))
    terminal = Terminal(columns=100, rows=30)
    try:
        assert terminal.wait_until(lambda: "Your turn" in _terminal_text(terminal), 30)
        assert _labels(_terminal_text(terminal)) == hand_before
        assert saved_game(dirs.data)["game"]["hands"] == before
    finally:
        terminal.close()


def _unlocked(data: Path) -> bool:
    """Whether no game holds the data directory's lock now (taken and given back)."""
    lock = InstanceLock(data)
    try:
        lock.acquire()
    except LockError:
        return False
    lock.release()
    return True


def _terminal_text(terminal: Terminal) -> str:
    """What the terminal shows now (its output so far through a terminal emulator)."""
    import pyte

    screen = pyte.Screen(100, 30)
    pyte.Stream(screen).feed(terminal.output)
    return "\n".join(screen.display)


def _labels(text: str) -> list[str]:
    """The cards of the row that shows the most (the player's hand)."""
    rows = [re.findall(CARD, line) for line in text.split("\n")]
    return max(rows, key=len)


def test_a_second_tab_is_refused_in_the_page_while_the_first_plays_and_plays_once_it_closes(
    served: Served, dirs: Dirs
) -> None:
    with browser(*TABLET) as chromium:
        first = Table(chromium)
        first.start(served.url)
        first_tab = chromium.driver.current_window_handle

        chromium.new_tab()
        second = Table(chromium)
        second.start(served.url, "Try again")
        # In the page, a player's words; the details (the first tab's hearts has no terminal
        # of its own: the web driver's pipes) on the server's terminal.
        second.wait_for_words(
            r"This game is open in another tab or window\. Close it there, then Try again\."
        )
        assert "process" not in second.read() and "HEARTS_DATA_DIR" not in second.read()
        _wait(lambda: "a game is already open in another hearts with no terminal" in served.said())

        # A terminal hearts is refused with the same words.
        terminal = Terminal(columns=80, rows=24)
        try:
            status = terminal.wait_exit(20)
            assert status is not None and os.waitstatus_to_exitcode(status) == 1
            assert "a game is already open in another hearts with no terminal" in " ".join(
                terminal.output.split()
            )
        finally:
            terminal.close()

        # The first tab plays on; once it is closed, the second one's Try again plays, on
        # the same pass (the card chosen in the first tab is still chosen).
        second_tab = chromium.driver.current_window_handle
        chromium.driver.switch_to.window(first_tab)
        column, row, _label = _hand_cards(first)[0]
        first.tap_cell(column, row)
        first.wait_for("1 of 3 chosen")
        chromium.close_tab()
        assert chromium.driver.current_window_handle == second_tab
        second.tap_text(r"Try again(?= +Close)", offset=2)  # the button
        second.wait_for("1 of 3 chosen")


def _plays(data: Path) -> tuple[int, int]:
    """The saved game's hand number and the cards played in it."""
    game = saved_game(data)["game"]
    return game["summary"]["hand_number"], len(game["hands"][-1]["plays"])


def _card_at(table: Table, label: str) -> tuple[int, int]:
    """Where the card ``label`` of the player's hand is drawn (its first label's cell), in
    the rows under the "You" line (a raised card's one row higher)."""
    lines = table.read().split("\n")
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    for row in range(you + 1, len(lines)):
        for match in re.finditer(CARD, lines[row]):
            if match.group(0) == label:
                return match.start(), row
    raise AssertionError(f"{label} not in the hand:\n" + "\n".join(lines))


def _tap_until(
    table: Table, where: Callable[[], tuple[int, int]], done: Callable[[], bool]
) -> None:
    """Tap there until ``done()`` (a tap while the table is still busy may be dropped)."""
    for _ in range(5):
        table.tap_cell(*where())
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(0.05)
    raise AssertionError(table.read())


def _play_a_card_by_touch(table: Table, data: Path) -> None:
    """On the player's turn, the first legal card: a tap raises it (and the status line says
    what it will do), a second tap plays it."""
    _wait(lambda: decode((data / "game.json").read_bytes()).game.turn == 0)
    label = decode((data / "game.json").read_bytes()).game.legal_cards()[0].label()
    before = _plays(data)
    row = _card_at(table, label)[1]

    def raised_or_played() -> bool:
        return _plays(data) != before or _card_at(table, label)[1] < row

    _tap_until(table, lambda: _card_at(table, label), raised_or_played)
    if _plays(data) == before:  # (a forced card may be played by the first tap)
        _tap_until(table, lambda: _card_at(table, label), lambda: _plays(data) != before)


def test_a_whole_hand_is_played_by_touch_alone_at_a_phones_size(dirs: Dirs) -> None:
    """The issue's "done when": a phone-sized page, a whole hand by taps alone: the pass,
    thirteen cards (each tapped twice: raised, then played), and Next hand."""
    prepare(seed=CODE, data=dirs.data, config=dirs.config)
    save_settings(dirs.config, Settings(cpu_pace="instant"))
    served = start_server(os.environ)
    try:
        with browser(*PHONE) as chromium:
            table = Table(chromium)
            table.start(served.url)
            cards = _hand_cards(table)
            for count, (column, row, _label) in enumerate(cards[:3], 1):
                table.tap_cell(column, row)
                table.wait_for(f"{count} of 3 chosen")
            table.tap_text(r"\bPass\b(?! 3)", offset=1)
            for _ in range(13):
                _play_a_card_by_touch(table, dirs.data)
            table.wait_for("Next hand")
            table.tap_text(r"Next hand", offset=2)
            _wait(lambda: _plays(dirs.data)[0] == 2)
            table.wait_for("Hand 2")
    finally:
        stop_server(served)


def test_by_touch_dialogs_open_scroll_and_close_the_keyboard_comes_when_asked_and_a_turn_refits(
    served: Served,
) -> None:
    """The key bar's Help opens the help, a finger drawn up scrolls it (no wheel on a
    phone), its key line's Close closes it; on a phone upright the on-screen keyboard stays
    away until the Keyboard button under the table asks for it; the phone turned sideways,
    the page starts again with the font that fits the wide table."""
    textarea = "document.querySelector('.xterm-helper-textarea')"
    font = "return Number(document.getElementById('terminal').dataset.fontSize)"
    with browser(*PHONE) as chromium:
        table = Table(chromium)
        table.start(served.url)
        assert "-bar" in table.body_classes()
        assert table.script(f"return {textarea}.getAttribute('inputmode')") == "none"
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "text")
        assert table.script(f"return document.activeElement === {textarea}")
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "none")

        table.tap_text(r"│\s+Help\s+│", offset=4)
        table.wait_for("Rules of this table")
        assert "Beginners' mistakes" not in table.read()  # the end of the help, below
        left, top, width, height = table.screen_box()
        for _ in range(4):
            chromium.swipe(left + width / 2, top + height * 0.8, -height * 0.6)
            if "Beginners' mistakes" in table.read():
                break
        table.wait_for("Beginners' mistakes")
        table.tap_text(r"│\s+Close\s+│", offset=4)
        table.wait_for(r"│\s+Help\s+│")
        assert "Beginners' mistakes" not in table.read()

        # Turned sideways: a new page (the game saved and resumed), a much larger font.
        upright = table.script(font)
        chromium.turn(844, 390)
        _wait(lambda: table.script("return location.hash") == "#play")
        sideways = Table(chromium)
        sideways.wait_for("Pass 3 cards left to West")
        assert abs(table.script(font) - upright) >= 1
        assert sideways.size is not None and sideways.size[0] >= 80 and sideways.size[1] >= 24
