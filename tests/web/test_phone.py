"""A phone upright and sideways (issue 38.1-4), in headless Chromium with real touches
(``Input.dispatchTouchEvent``), measured in CSS pixels; one test a point:

1. upright (390×844, 2 device pixels each): type of 12 px at least, every card and every
   control a tap box of 44×44 px at least, the whole hand in sight, no more than a quarter
   of the rows empty on your turn; and a whole hand played by touch, each card tapped near
   an edge of its box and never its neighbour;
2. upright and sideways (844×390): the table says *tap* and names its buttons, and help
   has a paragraph on touch;
3. every action by touch (take back, review, replay: the menu), the Keyboard button in
   either orientation;
4. no Quit on the key bar: it sits apart, at the menu's bottom right.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import decode
from hearts_tui.store.settings import Settings, save_settings
from tests.store.dirs import Dirs, isolate

from .page import (
    SIDEWAYS,
    UPRIGHT,
    Box,
    Served,
    Table,
    browser,
    frames,
    need_browser,
    saved_game,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.slow

#: Where the game starts: the pass of hand 1.
PASS = "Pass 3 cards left to West"

#: A deal whose player holds no 2♣ (a CPU leads the first trick).
CODE = "BBZF-2AE7"
#: A card's label as the table draws it (at the start of a frame's row, or anywhere).
LABEL = re.compile(r"^(?:10|[2-9JQKA])[♣♦♥♠]")
CARD_LABEL = r"(?:10|[2-9JQKA])[♣♦♥♠]"
#: The smallest tap target, in CSS pixels (Apple's and WCAG's target size).
TARGET = 44.0


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    need_browser()
    return isolate(tmp_path, monkeypatch)


@pytest.fixture
def served(dirs: Dirs) -> Iterator[Served]:
    prepare(seed=CODE, data=dirs.data, config=dirs.config)
    save_settings(dirs.config, Settings(cpu_pace="instant"))
    server = start_server(os.environ)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            assert stop_server(server) == 0, server.lines


def _wait(predicate: Callable[[], bool], timeout: float = 30.0, table: Table | None = None) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out" + ("\n" + table.read() if table else "")
        time.sleep(0.05)


def _until(tap: Callable[[], None], done: Callable[[], bool], tries: int = 4) -> None:
    """``tap()`` until ``done()`` (each try given 3 s to show)."""
    for _ in range(tries):
        tap()
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(0.05)
    raise AssertionError("no answer to the taps")


def _game(data: Path) -> Game:
    return decode((data / "game.json").read_bytes()).game


def _lines(table: Table) -> list[str]:
    return table.read().split("\n")


def _hand(table: Table) -> list[Box]:
    """The player's cards: the frames under the ``You`` line whose first row is a label."""
    lines = _lines(table)
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    return [box for box in frames(lines, you + 1) if LABEL.match(box.text)]


def _keys(table: Table) -> list[Box]:
    """The key bar's buttons: the frames of the last rows, under the hand."""
    lines = _lines(table)
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    return [box for box in frames(lines, you + 1) if not LABEL.match(box.text)]


def _pass_button(table: Table) -> tuple[float, float, float, float]:
    """The Pass button (a Textual button: ▔ above its word, ▁ below), in CSS pixels."""
    lines = _lines(table)
    top = next(row for row, line in enumerate(lines) if "▔▔▔▔" in line)
    left = lines[top].index("▔")
    right = lines[top].rindex("▔")
    assert "Pass" in lines[top + 1][left : right + 1]
    return table.pixels(Box(left, top, right, top + 2, "Pass"))


def _at_least_a_fingertip(what: str, box: tuple[float, float, float, float]) -> None:
    _left, _top, width, height = box
    assert width >= TARGET and height >= TARGET, f"{what}: {width:.1f}x{height:.1f} CSS px"


def _tap_inside(table: Table, box: Box, corner: int) -> None:
    """Tap ``box`` 3 px inside one of its corners (0-3), or its middle (4)."""
    left, top, width, height = table.pixels(box)
    inset = 3.0
    x = {0: left + inset, 1: left + width - inset, 2: left + inset, 3: left + width - inset}
    y = {0: top + inset, 1: top + inset, 2: top + height - inset, 3: top + height - inset}
    table.browser.tap(x.get(corner, left + width / 2), y.get(corner, top + height / 2))


def _card_box(table: Table, label: str) -> Box:
    found = [box for box in _hand(table) if box.text.startswith(label)]
    assert len(found) == 1, (label, _hand(table))
    return found[0]


def _tap_key(table: Table, word: str) -> None:
    """Tap the key bar's ``word`` (the screen's last row that shows it: the status line
    above may name it too)."""
    lines = _lines(table)
    for row in range(len(lines) - 1, -1, -1):
        if match := re.search(rf"\b{word}\b", lines[row]):
            table.tap_cell(match.start() + 1, row)
            return
    raise AssertionError(f"{word} not on the screen:\n" + "\n".join(lines))


def _words(table: Table) -> str:
    return " ".join(re.sub(r"[│┃║╎█]", " ", table.read()).split())


def _settled(table: Table, before: str, timeout: float = 5.0) -> str:
    """The screen once a swipe has scrolled it and it stands still (or ``timeout``)."""
    deadline = time.monotonic() + timeout
    seen = table.read()
    while time.monotonic() < deadline:
        time.sleep(0.3)
        now = table.read()
        if now == seen and now != before:
            return now
        seen = now
    return seen


def _swipe_to(chromium: object, table: Table, words: str) -> None:
    """Swipe a long page up until ``words`` show, each swipe read once it has scrolled (under
    load a swipe's lines came after the next read, and the next swipe carried the page past
    the words); at the page's end, back down."""
    up = True
    for _ in range(16):
        screen = table.read()
        if words in screen:
            return
        left, top, width, height = table.screen_box()
        start, distance = (0.7, -0.3) if up else (0.3, 0.3)
        chromium.swipe(left + width / 2, top + height * start, height * distance)  # type: ignore[attr-defined]
        if _settled(table, screen) == screen:
            up = not up  # the end of the page: the other way


def _start(chromium: object, served: Served) -> Table:
    table = Table(chromium)  # type: ignore[arg-type]
    table.start(served.url, PASS)
    time.sleep(0.3)  # the first frame's last bytes
    return table


def _pass_by_touch(table: Table, dirs: Dirs) -> None:
    """Three cards of the pass tapped (wherever the table draws them), then Pass."""
    lines = _lines(table)
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    seen: list[tuple[int, int]] = []
    labels: set[str] = set()
    for row in range(you + 1, len(lines)):
        for match in re.finditer(r"(?:10|[2-9JQKA])[♣♦♥♠]", lines[row]):
            if match.group(0) not in labels:
                labels.add(match.group(0))
                seen.append((match.start(), row))
    for count, (column, row) in enumerate(seen[:3], 1):
        table.tap_cell(column, row)
        table.wait_for(f"{count} of 3 chosen")
    table.tap_text(r"\bPass\b(?! 3)", offset=1)
    _wait(lambda: saved_game(dirs.data)["game"]["hands"][0]["passes"][0] is not None)
    table.wait_for("Your turn")
    time.sleep(0.3)  # the table drawn for the turn (the key bar's keys change)


def test_38_1_a_phone_upright_gets_big_type_big_cards_and_plays_a_whole_hand_by_touch(
    served: Served, dirs: Dirs
) -> None:
    with browser(*UPRIGHT) as chromium:
        table = _start(chromium, served)

        # The type: 12 CSS px at least (the page's font; a row of cells a font's height).
        assert table.font_size() >= 12, table.font_size()
        cell_width, cell_height = table.cell()
        assert cell_height >= 12 and cell_width >= 6.5, (cell_width, cell_height)

        # The whole hand in sight, every card a fingertip's size, none touching another.
        cards = _hand(table)
        assert len(cards) == 13, _lines(table)
        _left, top, _width, height = table.screen_box()
        assert top + height <= chromium.driver.execute_script("return innerHeight") + 0.5
        boxes = [table.pixels(box) for box in cards]
        for box, pixels in zip(cards, boxes, strict=True):
            _at_least_a_fingertip(box.text, pixels)
        for index, (x, y, w, h) in enumerate(boxes):
            for x2, y2, w2, h2 in boxes[index + 1 :]:
                assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y

        # Every control: the key bar's buttons, the Pass button, the top line (the score
        # sheet), the page's Keyboard button.
        keys = _keys(table)
        assert [box.text for box in keys] == ["Pass", "Hint", "Help", "Menu"], keys
        for box in keys:
            _at_least_a_fingertip(box.text, table.pixels(box))
        _at_least_a_fingertip("Pass button", _pass_button(table))
        left, top, width, _height = table.screen_box()
        _at_least_a_fingertip("top line", (left, top, width, 3 * cell_height))
        _at_least_a_fingertip("Keyboard", table.element_box("#keyboard"))

        # The pass: three cards, each tapped near a corner of its box, chosen (and no
        # neighbour), then Pass.
        chosen = [cards[0].text[:3].strip(), cards[6].text[:3].strip(), cards[7].text[:3].strip()]
        for count, label in enumerate(chosen, 1):
            _tap_inside(table, _card_box(table, label), count)
            table.wait_for(f"{count} of 3 chosen")
        raised = [box for box in frames(_lines(table)) if box.text.split(" ")[0] in chosen]
        assert {box.text.split(" ")[0] for box in raised} == set(chosen)
        left, top, width, height = _pass_button(table)
        chromium.tap(left + width / 2, top + height / 2)
        _wait(lambda: saved_game(dirs.data)["game"]["hands"][0]["passes"][0] is not None)
        passed = saved_game(dirs.data)["game"]["hands"][0]["passes"][0]
        codes = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
        assert sorted(passed) == sorted(
            label[:-1].replace("10", "T") + codes[label[-1]] for label in chosen
        )

        # Thirteen cards, each raised by a tap near an edge of its box (the status names it:
        # no neighbour was hit), then played by a second tap; on the first turn, no more
        # than a quarter of the rows are empty.
        for trick in range(13):
            _wait(lambda: _game(dirs.data).turn == 0 and _game(dirs.data).phase == "playing")
            game = _game(dirs.data)
            label = game.legal_cards()[0].label()
            if trick == 0:
                table.wait_for("Your turn")
                time.sleep(0.3)
                rows = _lines(table)
                empty = [row for row in rows if not row.strip()]
                assert len(empty) <= len(rows) / 4, "\n".join(rows)
            before = len(game.trick) + 4 * len(game.tricks)

            def played(before: int = before, hand: int = game.hand_number) -> bool:
                after = _game(dirs.data)
                moved = len(after.trick) + 4 * len(after.tricks)
                return moved != before or after.hand_number != hand

            def raised(label: str = label) -> bool:
                # The status line (under the hand) names the card tapped, not a neighbour.
                status = " ".join(" ".join(_lines(table)[-5:-3]).split())
                return status.startswith(f"{label} ") and "Tap it again to play it" in status

            # A tap while the table still draws the last move may come before the table
            # takes taps again: tapped again (as a player would) until it answers.
            def tap(corner: int, label: str = label) -> Callable[[], None]:
                return lambda: _tap_inside(table, _card_box(table, label), corner)

            _until(tap(trick % 4), raised)
            _until(tap(4), played)
        table.wait_for_words("Next hand")


@pytest.mark.parametrize("size", [UPRIGHT, SIDEWAYS], ids=["upright", "sideways"])
def test_38_2_on_a_touch_screen_the_table_says_tap_and_names_its_buttons(
    served: Served, dirs: Dirs, size: tuple[int, int, float]
) -> None:
    with browser(*size) as chromium:
        table = _start(chromium, served)
        words = _words(table)
        assert "tap 3 cards, then Pass" in words, words
        assert not re.search(r"Enter|a click|then Pass \(p\)|then p\b", words), words
        _pass_by_touch(table, dirs)
        label = _game(dirs.data).legal_cards()[0].label()
        _wait(lambda: bool(re.search(CARD_LABEL, table.read())))
        lines = _lines(table)
        you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
        row = next(r for r in range(you + 1, len(lines)) if label in lines[r])
        table.tap_cell(lines[row].index(label), row)
        table.wait_for_words("Tap it again to play it")
        assert "Press again" not in _words(table)
        # Help: a paragraph on playing by touch; its key line is a Close button.
        _tap_key(table, "Help")
        table.wait_for("Rules of this table")
        _swipe_to(chromium, table, "By touch")
        table.wait_for("By touch")
        assert "Esc" not in _lines(table)[-2]


@pytest.mark.parametrize("size", [UPRIGHT, SIDEWAYS], ids=["upright", "sideways"])
def test_38_3_every_action_is_a_tap_in_either_orientation(
    served: Served, dirs: Dirs, size: tuple[int, int, float]
) -> None:
    with browser(*size) as chromium:
        table = _start(chromium, served)
        # The keyboard's button is there in either orientation, a fingertip's size, in sight.
        width, height, _ratio = size
        box = table.element_box("#keyboard")
        _at_least_a_fingertip("Keyboard", box)
        assert box[0] + box[2] <= width and box[1] + box[3] <= height, box
        textarea = "document.querySelector('.xterm-helper-textarea')"
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "text")
        table.tap_element("#keyboard")
        _wait(lambda: table.script(f"return {textarea}.getAttribute('inputmode')") == "none")

        # Take back, review and replay during a hand: by touch, from the menu.
        _pass_by_touch(table, dirs)
        for item, answer in (
            ("Take back", r"Take-back is off: turn on 'Allow take-back' in Settings"),
            ("Review a hand", r"No hand is finished yet"),
            ("Replay this game", r"Menu, Unfinished games brings it back"),
        ):
            _tap_key(table, "Menu")
            table.wait_for(r"Quit \(saved\)")
            table.tap_text(re.escape(item), offset=2)
            _wait(lambda answer=answer: bool(re.search(answer, _words(table))), table=table)
            if item == "Replay this game":
                table.tap_text(r"Keep playing", offset=2)
                table.wait_for(r"Menu\b")


@pytest.mark.parametrize("size", [UPRIGHT, SIDEWAYS], ids=["upright", "sideways"])
def test_38_4_one_tap_never_quits_quit_sits_apart_in_the_menu(
    served: Served, dirs: Dirs, size: tuple[int, int, float]
) -> None:
    with browser(*size) as chromium:
        table = _start(chromium, served)
        assert "Quit" not in table.read(), table.read()
        _tap_key(table, "Menu")
        table.wait_for(r"Quit \(saved\)")
        quit_column, quit_row = table.find(r"Quit \(saved\)")
        cell_width, cell_height = table.cell()
        for other in ("Help", "Replay this game", "New game", "Statistics", "Settings"):
            column, row = table.find(re.escape(other))
            apart = max(abs(quit_column - column) * cell_width, abs(quit_row - row) * cell_height)
            assert quit_row > row and apart >= TARGET, (other, column, row, quit_column, quit_row)
        table.tap_text(r"Quit \(saved\)", offset=2)
        _wait(lambda: "-closed" in table.body_classes())
        assert _game(dirs.data).code == CODE
