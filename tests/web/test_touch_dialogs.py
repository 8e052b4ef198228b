"""The dialogs by touch on a phone (issue 38.1-2), in headless Chromium with real touches at
390×844 (upright) and 844×390 (sideways), measured in CSS pixels.

In each dialog every control is found on the screen as drawn (a frame ``╭─╮ … ╰─╯`` round
its words, or a Textual button's ``▔`` and ``▁`` above and below them; a dialog that
scrolls is swiped until each has been in view whole) and measured: 44×44 CSS px at least,
no two overlapping.  Then some are tapped 3 px inside a corner of their box, and do what
they say: Settings (a pace, a box), House rules (a number of players, Cancel), the
unfinished games (a game chosen by a tap and deleted, after the question, by touch alone),
the statistics (a table's tab), the hand summary at the end of a hand played by touch,
the score sheet and the review from it.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import decode, encode
from hearts_tui.store.settings import Settings, save_settings
from hearts_tui.store.shelf import Shelf
from hearts_tui.store.stats import Stats, save_stats
from tests.store.dirs import Dirs, finish_game, isolate, pass_all

from .page import (
    SIDEWAYS,
    UPRIGHT,
    Box,
    Served,
    Table,
    browser,
    frames,
    need_browser,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.slow

#: The smallest tap target, in CSS pixels (Apple's and WCAG's target size).
TARGET = 44.0
#: The game on the table, and the games put aside (the second is deleted by touch).
CODE = "BBZF-2AE7"
SHELF = ("PSCD-R3BV", "TQGW-55YQ", "TXCB-NUQM")

#: The hand summary's key line (the status line says "Hand 1 is over" under it too).
SUMMARY_KEYS = r"│\s+Score sheet\s+│"
#: Each dialog's controls, by their words (each found framed, or as a Textual button).
SETTINGS = (
    "slow",
    "normal",
    "fast",
    "instant",
    "easy",
    "hard",
    "auto",
    "dark",
    "light",
    "From the system",
    "English",
    "Русский",
    "House rules and target",
    "Confirm move",
    "ASCII suits",
    "Play an only card",
    "Wait for a key",
    "Allow take-back",
    "Play",
    "New game",
    "Unfinished",
)
HOUSE_RULES = (
    "Standard",
    "Domino",
    "Cancellation",
    "▐●▌ 4",
    "▐ ▌ 5",
    "Black Maria",
    "▐●▌ 50",
    "100",
    "10–500",
    "30 s",
    "Reset to Standard",
    "Cancel",
    "Apply",
)


def _at_least_a_fingertip(what: str, box: tuple[float, float, float, float]) -> None:
    _left, _top, width, height = box
    assert width >= TARGET and height >= TARGET, f"{what}: {width:.1f}x{height:.1f} CSS px"


def _apart(boxes: list[tuple[str, Box]]) -> None:
    """No two controls' boxes overlap."""
    for index, (word, box) in enumerate(boxes):
        for other, box2 in boxes[index + 1 :]:
            if box == box2:
                continue  # one control named by two words
            assert (
                box.right < box2.left
                or box2.right < box.left
                or box.bottom < box2.top
                or box2.bottom < box.top
            ), (word, box, other, box2)


def _names(text: str, word: str) -> bool:
    """Whether ``text`` holds ``word`` as a word ("Cancel", not "Cancellation")."""
    return bool(re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", text))


def _controls(table: Table, words: tuple[str, ...]) -> dict[str, list[Box]]:
    """The boxes of each control named by ``words`` now on the screen whole: a frame
    whose words hold it, or a Textual button round it (a dialog's buttons and its key
    line's may say the same)."""
    lines = table.read().split("\n")
    found: dict[str, list[Box]] = {}
    boxes = [box for box in frames(lines) if box.rows <= 6]  # not a dialog's frame
    for word in words:
        named = [box for box in boxes if _names(box.text, word)]
        for row in range(1, len(lines) - 1):
            for match in re.finditer(re.escape(word), lines[row]):
                column = match.start()
                above, below = lines[row - 1], lines[row + 1]
                if above[column : column + 1] != "▔" or below[column : column + 1] != "▁":
                    continue
                left = column
                while left > 0 and above[left - 1] == "▔":
                    left -= 1
                right = column
                while right + 1 < len(above) and above[right + 1] == "▔":
                    right += 1
                named.append(Box(left, row - 1, right, row + 1, word))
        if named:
            found[word] = named
    return found


def _measure_all(table: Table, words: tuple[str, ...], swipes: int = 12) -> dict[str, list[Box]]:
    """Every control of ``words`` measured (44×44 CSS px at least, none overlapping another
    in view), swiping the dialog up until each has been in view whole; the boxes in view at
    the end."""
    seen: set[str] = set()
    left, top, width, height = table.screen_box()
    found: dict[str, list[Box]] = {}
    # Without swipes, the dialog is read until it is drawn whole (under load a read came
    # while the page was still writing the dialog's frame), at most a few seconds.
    for _ in range(swipes + 1 if swipes else 20):
        found = _controls(table, words)
        for word, boxes in found.items():
            for box in boxes:
                _at_least_a_fingertip(word, table.pixels(box))
        _apart([(word, box) for word, boxes in found.items() for box in boxes])
        seen |= set(found)
        if seen == set(words):
            return found
        if swipes:
            table.browser.swipe(left + width * 0.6, top + height * 0.6, -height * 0.25)
        time.sleep(0.4)
    raise AssertionError(f"never in view whole: {set(words) - seen}\n{table.read()}")


def _swipe_back(table: Table, times: int = 12) -> None:
    left, top, width, height = table.screen_box()
    for _ in range(times):
        table.browser.swipe(left + width * 0.6, top + height * 0.3, height * 0.3)
    time.sleep(0.4)


def _tap_corner(table: Table, box: Box, corner: int) -> None:
    """Tap ``box`` 3 px inside one of its corners (0-3: top left, top right, bottom left,
    bottom right)."""
    left, top, width, height = table.pixels(box)
    x = left + 3 if corner in (0, 2) else left + width - 3
    y = top + 3 if corner in (0, 1) else top + height - 3
    table.browser.tap(x, y)


def _tap_control(table: Table, word: str, corner: int, *, key_line: bool = False) -> None:
    """Tap the control ``word`` near a corner (the highest one so named, or with
    ``key_line`` the lowest: the key line's button)."""
    boxes = _controls(table, (word,)).get(word, [])
    assert boxes, f"{word} not on the screen:\n{table.read()}"
    box = max(boxes, key=lambda b: b.top) if key_line else min(boxes, key=lambda b: b.top)
    _tap_corner(table, box, corner)


def _wait(predicate: object, timeout: float = 20.0, table: Table | None = None) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out" + ("\n" + table.read() if table else "")
        time.sleep(0.1)


def _open_from_menu(table: Table, item: str, shown: str) -> None:
    """Tap Menu, then ``item``; wait for ``shown``."""
    lines = table.read().split("\n")
    menu = [box for box in frames(lines) if box.text == "Menu"]
    if menu:
        _tap_corner(table, menu[-1], 3)
    else:  # sideways: the key bar is one line
        table.tap_text(r"\bMenu\b", offset=1)
    table.wait_for(r"Quit \(saved\)")
    table.tap_text(re.escape(item), offset=2)
    table.wait_for(shown)
    time.sleep(0.4)


def _settings_file(dirs: Dirs) -> dict[str, object]:
    fields = json.loads((dirs.config / "settings.json").read_text(encoding="utf-8"))
    return dict(fields.get("fields", fields))


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    need_browser()
    return isolate(tmp_path, monkeypatch)


@pytest.fixture
def served(dirs: Dirs) -> Iterator[Served]:
    """The game of :data:`CODE` at the last card of its first hand (yours to play), three
    games put aside and the statistics of two finished games at two tables."""
    prepare(seed=CODE, data=dirs.data, config=dirs.config)
    save_settings(dirs.config, Settings(cpu_pace="instant"))
    saved = decode((dirs.data / "game.json").read_bytes())
    game = saved.game
    pass_all(game)
    while not (game.phase == "playing" and game.turn == 0 and len(game.hand(0)) == 1):
        game.play(game.legal_cards()[0])
    (dirs.data / "game.json").write_text(encode(game, saved.game_id, {}), encoding="utf-8")
    shelf = Shelf(dirs.data)
    for number, code in enumerate(SHELF):
        aside = Game.new(code)
        pass_all(aside)
        aside.play(aside.legal_cards()[0])
        shelf.put(aside, f"g{number}", {}, played_at=1_000_000.0 + number)
    standard = finish_game(Game.new(CODE, Rules(target=10)))
    maria = finish_game(Game.new(SHELF[0], Rules.preset("black_maria", target=10)))
    save_stats(dirs.data, Stats().add(standard, "s").add(maria, "m"))
    server = start_server(os.environ)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            assert stop_server(server) == 0, server.lines


@pytest.mark.parametrize("size", [UPRIGHT, SIDEWAYS], ids=["upright", "sideways"])
def test_every_control_of_every_dialog_is_44_css_px_and_answers_a_tap_near_its_corner(
    served: Served, dirs: Dirs, size: tuple[int, int, float]
) -> None:
    with browser(*size) as chromium:
        table = Table(chromium)
        table.start(served.url, "Your turn")
        time.sleep(0.5)

        # The hand's last card, by touch (raised, then played): the hand summary.
        lines = table.read().split("\n")
        you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
        card = next(
            box for box in frames(lines, you + 1) if re.match(r"(10|[2-9JQKA])[♣♦♥♠]", box.text)
        )
        _tap_corner(table, card, 0)
        table.wait_for_words("again")
        _tap_corner(table, card, 3)
        table.wait_for(SUMMARY_KEYS)
        time.sleep(0.5)
        _measure_all(table, ("Next hand", "Review", "Score sheet"), swipes=0)
        # The score sheet from the summary's key line, its Close; then the review.
        _tap_control(table, "Score sheet", 1, key_line=True)
        table.wait_for("Score sheet ·")
        _measure_all(table, ("Close",), swipes=0)
        _tap_control(table, "Close", 2)
        table.wait_for(SUMMARY_KEYS)
        _tap_control(table, "Review", 3, key_line=True)
        table.wait_for("Review of hand 1")
        time.sleep(0.4)
        _measure_all(table, ("← Trick", "→ Trick", "« Hand", "» Hand", "Close"), swipes=0)
        _tap_control(table, "→ Trick", 0, key_line=True)
        table.wait_for(r"Trick 1\b")
        _tap_control(table, "Close", 3, key_line=True)
        table.wait_for(SUMMARY_KEYS)
        _tap_control(table, "Next hand", 2, key_line=True)
        table.wait_for("Pass 3 cards")
        time.sleep(0.5)

        # Settings: every control; a pace and a box tapped near a corner.
        _open_from_menu(table, "Settings", "CPU pace")
        _measure_all(table, SETTINGS)
        _swipe_back(table)
        _tap_control(table, "slow", 3)
        _wait(lambda: _settings_file(dirs).get("cpu_pace") == "slow", table=table)
        _tap_control(table, "instant", 0)
        _wait(lambda: _settings_file(dirs).get("cpu_pace") == "instant", table=table)
        _measure_all(table, ("Confirm move",))
        _tap_control(table, "Confirm move", 1)
        table.wait_for("Confirm move: off")
        _tap_control(table, "Confirm move", 2)
        table.wait_for("Confirm move: on")

        # House rules: every control; five players by a tap, then Cancel.
        _measure_all(table, ("House rules and target",))
        _tap_control(table, "House rules and target", 0)
        table.wait_for("Changes apply to the next new game")
        _measure_all(table, HOUSE_RULES)
        _swipe_back(table)
        _measure_all(table, ("▐ ▌ 5",))
        _tap_control(table, "▐ ▌ 5", 2)
        table.wait_for_words("Next game: 5 players")
        _tap_control(table, "Cancel", 1)
        table.wait_for("next game: Standard table")
        _measure_all(table, ("Close",), swipes=0)
        _tap_control(table, "Close", 3, key_line=True)
        table.wait_for(r"Menu\b")

        # The unfinished games: each a frame; a tap chooses the second, Delete asks,
        # Delete deletes it: by touch alone.
        _open_from_menu(table, "Unfinished games", "Unfinished games")
        _measure_all(table, (*SHELF, "Close", "Delete"), swipes=4)  # newest first
        listed = _measure_all(table, (SHELF[1],), swipes=0)
        _tap_corner(table, listed[SHELF[1]][0], 3)
        time.sleep(0.5)
        assert "Unfinished games" in table.read()  # chosen, not resumed
        _tap_control(table, "Delete", 1, key_line=True)
        table.wait_for_words(f"Delete the unfinished game {SHELF[1]}")
        time.sleep(0.4)
        _measure_all(table, ("Delete", "Keep it"), swipes=0)
        _tap_control(table, "Delete", 0, key_line=True)
        _wait(lambda: not (dirs.data / "unfinished" / "g1.json").exists(), table=table)
        assert (dirs.data / "unfinished" / "g0.json").exists()
        assert (dirs.data / "unfinished" / "g2.json").exists()
        table.wait_for("Unfinished games")
        _tap_control(table, "Close", 0, key_line=True)
        table.wait_for(r"Menu\b")

        # Statistics: its tabs and its last games, each a frame; a table's tab tapped.
        _open_from_menu(table, "Statistics", "Statistics")
        _measure_all(table, ("All games", "Standard", "Black Maria"), swipes=0)
        _tap_control(table, "Black Maria", 3)
        table.wait_for_words(r"Table\s+Black Maria")
        _measure_all(table, ("Close",))
