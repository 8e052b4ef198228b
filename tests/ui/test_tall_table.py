"""The tall table (issue 38.1): chosen by the terminal's own size, 40 to 79 columns and 40
rows or more (a phone upright, whose page chooses such a size; a tall terminal window).

The hand in two rows of big cards, each card chosen by a click anywhere on it and never
its neighbour, the trick in a cross, the keys as buttons three rows tall, no more than a
quarter of the rows empty on your turn.  The wide table from 80×24 is as it was (its
snapshots), and a terminal that is neither is asked to grow.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.screens.too_small import TooSmallScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.trick import TrickView

from .helpers import make_app, my_turn, settle
from .positions import follow_clubs
from .screen_text import screen_text

#: A phone upright as its page makes it (390x844 CSS px at 14 px), and a tall terminal.
PHONE = (48, 43)
TALL_TERMINAL = (40, 60)


def _rows(app: HeartsApp) -> list[str]:
    return screen_text(app).split("\n")[: app.size.height]


@pytest.mark.parametrize(
    ("size", "shape"),
    [
        (PHONE, "tall"),
        (TALL_TERMINAL, "tall"),
        ((79, 40), "tall"),
        ((80, 24), "wide"),
        ((86, 72), "wide"),
        ((39, 60), "small"),
        ((60, 39), "small"),
    ],
)
async def test_the_table_is_chosen_by_its_own_size(size: tuple[int, int], shape: str) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen) == (shape == "small")
        assert app.table.tall == (shape == "tall")
        if shape == "tall":
            hand = app.table.query_one(HandView)
            assert hand._shape == "rows"
            text = screen_text(app)
            # Thirteen cards, each a big card with its label twice, in two rows.
            labels = re.findall(r"(?:10|[2-9JQKA])[♣♦♥♠]", text.split("─You")[1])
            assert len(labels) == 2 * 13, text


async def _each_card_box(app: HeartsApp) -> list[tuple[int, int, int, int]]:
    """Each card's box on the screen: left, top, right, bottom (inclusive cells)."""
    hand = app.table.query_one(HandView)
    region = hand.content_region
    boxes = []
    for slot, (left, right) in enumerate(hand._spans):
        band = sum(1 for start in hand._band_starts[1:] if slot >= start)
        top = region.y + band * hand._band_height + 1  # the row above a card is for raising
        boxes.append((region.x + left, top, region.x + right - 1, top + 4))
    return boxes


@pytest.mark.slow
async def test_each_card_of_the_tall_hand_is_chosen_by_a_click_anywhere_on_it() -> None:
    """Each card's four corners, clicked, put the hand's cursor on that card and no other;
    the cards' boxes (six columns, five rows) never touch; a click on the middle of a card
    in the pass chooses it."""
    app = make_app()
    async with app.run_test(size=PHONE) as pilot:
        await pilot.pause()
        table = app.table
        hand = table.query_one(HandView)
        boxes = await _each_card_box(app)
        assert len(boxes) == 13
        for index, (left, top, right, bottom) in enumerate(boxes):
            assert right - left + 1 == 6 and bottom - top + 1 == 5
            for other in boxes[index + 1 :]:
                apart = other[0] > right + 1 or other[1] > bottom + 1 or other[3] < top - 1
                assert apart, (boxes[index], other)
        for index, (left, top, right, bottom) in enumerate(boxes):
            for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
                await pilot.click(offset=(x, y))
                assert hand.cursor == index, (index, (x, y), hand.cursor)
        left, top, right, bottom = boxes[4]
        await pilot.click(offset=((left + right) // 2, (top + bottom) // 2))
        await pilot.pause()
        assert table.selected == [hand.cards[4]]


async def test_on_your_turn_the_tall_table_leaves_at_most_a_quarter_of_its_rows_empty() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        rows = _rows(app)
        empty = [number for number, row in enumerate(rows) if not row.strip()]
        assert len(empty) <= len(rows) / 4, "\n".join(rows)
        # The trick is a cross of big cards, each label twice: West's 2♣, North's 6♣ and
        # East's J♣ (none of them in your hand).
        trick = app.table.query_one(TrickView)
        assert trick.cross
        assert sorted(re.findall(r"[26J]♣", "\n".join(rows))) == [
            "2♣",
            "2♣",
            "6♣",
            "6♣",
            "J♣",
            "J♣",
        ]


async def test_the_tall_tables_keys_are_buttons_three_rows_tall_and_each_runs_its_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ran: list[str] = []
    for name in ("hint", "last_trick", "help", "menu"):
        monkeypatch.setattr(TableScreen, f"action_{name}", lambda *a, n=name: ran.append(n))
    app = make_app(follow_clubs(), touch=True)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: my_turn(app))
        bar = app.table.query_one(KeyBar)
        rows = str(bar.render()).split("\n")
        assert len(rows) == 3 and rows[0].startswith("╭") and rows[2].startswith("╰"), rows
        region = bar.content_region
        for word, name in (("Hint", "hint"), ("Help", "help"), ("Menu", "menu")):
            column = rows[1].index(word)
            for row in range(3):  # the frame is the button too
                ran.clear()
                await pilot.click(offset=(region.x + column, region.y + row))
                await pilot.pause()
                assert ran == [name], (word, row, ran)


async def _click_words(pilot: Pilot[Any], words: str) -> None:
    app = pilot.app
    for row, line in enumerate(_rows(app)):  # type: ignore[arg-type]
        if words in line:
            await pilot.click(offset=(line.index(words) + 1, row))
            await pilot.pause()
            return
    raise AssertionError(f"{words!r} not on the screen:\n{screen_text(app)}")  # type: ignore[arg-type]


async def test_a_tall_terminal_plays_a_trick_with_clicks_alone() -> None:
    """40x60, as a tall terminal window: a card raised by a click on it and played by a
    second one, the trick then shows it in its cross."""
    app = make_app(follow_clubs())
    async with app.run_test(size=TALL_TERMINAL) as pilot:
        await settle(pilot, lambda: my_turn(app))
        hand = app.table.query_one(HandView)
        card = app.game.legal_cards()[0]
        await pilot.click(HandView, offset=hand.offset_of(card))
        await pilot.pause()
        assert app.table.raised == card
        await pilot.click(HandView, offset=hand.offset_of(card))
        await settle(pilot, lambda: card not in app.game.hand(0))
        assert card not in app.game.hand(0)
