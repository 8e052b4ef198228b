"""Issue 11: every look of a card in the hand stays distinct in every mode.

Modes: dark, light, NO_COLOR, and ASCII suits (dark theme).  The looks: legal, illegal
(greyed), raised (chosen for the pass or waiting for the second press), received (passed
to you) and under the cursor.  Each is compared by the styles a terminal gets for the
card's cells (after Textual's NO_COLOR filter), not by the frame's characters: a look must
not rely on its shape alone.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.color import Color

from hearts_tui.app.widgets.hand import CardLook, HandView
from hearts_tui.engine import Card

from .helpers import make_app, my_turn, settle
from .positions import follow_clubs

LOOKS = ("legal", "illegal", "raised", "received", "cursor")


def _hand(suit: str) -> list[CardLook]:
    """Five cards of one colour, one per look; the cursor goes on the last (a legal card)."""
    cards = [Card.parse(rank + suit) for rank in "34567"]
    return [
        CardLook(cards[0]),
        CardLook(cards[1], playable=False),
        CardLook(cards[2], selected=True),
        CardLook(cards[3], received=True),
        CardLook(cards[4]),
    ]


@pytest.mark.parametrize("suit", ["C", "H"])
@pytest.mark.parametrize("mode", ["dark", "light", "no-colour", "ascii"])
async def test_every_look_has_its_own_styles(
    monkeypatch: pytest.MonkeyPatch, mode: str, suit: str
) -> None:
    if mode == "no-colour":
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(follow_clubs(), theme="light" if mode == "light" else "dark")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.no_color is (mode == "no-colour")
        assert app.current_theme.dark is (mode != "light")
        hand = app.table.query_one(HandView)
        hand.focus()
        await pilot.pause()
        hand.show(_hand(suit), ascii_suits=mode == "ascii")
        hand.cursor = 4
        rows = hand.render().split("\n")
        assert len(hand._spans) == 5
        styles: dict[str, frozenset[Style]] = {}
        for look, (start, end) in zip(LOOKS, hand._spans, strict=True):
            segments: list[Segment] = []
            for row in rows:
                segments.extend(
                    Segment(seg.text, seg.style or Style.null())
                    for seg in row[start:end].render(app.console)
                )
            for line_filter in app._filters:
                segments = line_filter.apply(segments, Color(0, 0, 0))
            styles[look] = frozenset(
                seg.style or Style.null() for seg in segments if seg.text.strip()
            )
        for one, other in combinations(LOOKS, 2):
            assert styles[one] != styles[other], f"{one} looks like {other} ({mode})"
