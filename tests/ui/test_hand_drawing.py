"""The hand draws each piece (a card, a gap, a mark) straight into segments, with the very
characters and styles Textual gave the Rich ``Text`` of it drawn on the widget (issue 40:
the start-up rework; the hand's first drawing was a part of the table's first frame)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual._path import CSSPathType
from textual.app import App, ComposeResult
from textual.strip import Strip
from textual.visual import Visual, visualize

from hearts_tui.app import table_app
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import CardLook, HandView
from hearts_tui.engine import CARDS

#: The app's style sheets (the hand's colours and looks are there).
SHEETS = [
    Path(table_app.__file__).parent / str(name)
    for name in [
        *(HeartsApp.CSS_PATH if isinstance(HeartsApp.CSS_PATH, list) else []),
        *table_app.LATE_CSS,
    ]
]

#: Every look a card can have: playable or not, raised or not, received or not.
LOOKS = [
    CardLook(card, playable=bool(n & 1), selected=bool(n & 2), received=bool(n & 4))
    for n, card in enumerate(CARDS[12:20])
]

#: (columns, the hand's rows, cards): big cards, framed ones, slim ones, a window of a long
#: hand with its marks, and the two rows of big cards of a tall table.
SHAPES = [(80, 6, 8), (80, 4, 8), (80, 4, 20), (80, 4, 40), (48, 12, 13)]

Drawn = list[list[tuple[str, Style | None]]]


class Recorded(HandView):
    """A hand that draws each new piece Textual's way too, and keeps both drawings."""

    def __init__(self) -> None:
        super().__init__(id="hand")
        self.pairs: list[tuple[Drawn, Drawn]] = []

    def _piece(
        self, key: object, rows: int, width: int, draw: Callable[[list[Any]], object]
    ) -> list[Strip]:
        new = (key, rows) not in self._pieces
        strips = super()._piece(key, rows, width, draw)
        if new:
            texts = [Text() for _ in range(rows)]
            draw(texts)
            visual = visualize(self, Text("\n").join(texts))
            theirs = Visual.to_strips(self, visual, width, rows, self.visual_style)
            self.pairs.append((_plain(theirs), _plain(strips)))
        return strips


def _plain(strips: list[Strip]) -> Drawn:
    """Each row's segments (meta such as click offsets taken off), runs of one style joined."""
    cleared = [
        Strip(
            Segment(text, style.clear_meta_and_links() if style else None) for text, style, _ in s
        )
        for s in strips
    ]
    return [[(segment.text, segment.style) for segment in strip.simplify()] for strip in cleared]


class OneHand(App[None]):
    """A hand of every look, in the app's style sheets."""

    CSS_PATH: ClassVar[CSSPathType | None] = SHEETS

    def __init__(self, theme: str, ascii_suits: bool) -> None:
        super().__init__()
        self.theme = theme
        self.ascii_suits = ascii_suits
        self.set_class(ascii_suits, "-ascii")

    def compose(self) -> ComposeResult:
        yield Recorded()


@pytest.mark.parametrize(
    ("theme", "ascii_suits", "no_colour"),
    [
        ("textual-dark", False, False),
        pytest.param("textual-light", False, False, marks=pytest.mark.slow),
        pytest.param("textual-dark", True, False, marks=pytest.mark.slow),
        pytest.param("textual-dark", False, True, marks=pytest.mark.slow),
    ],
)
async def test_each_piece_of_the_hand_is_drawn_as_textual_draws_its_text(
    theme: str, ascii_suits: bool, no_colour: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every look, with and without the cursor, in every shape of hand; dark, light, ASCII
    and without colour."""
    if no_colour:
        monkeypatch.setenv("NO_COLOR", "1")
    app = OneHand(theme, ascii_suits)
    async with app.run_test(size=(80, 8)) as pilot:
        hand = app.query_one(Recorded)
        hand.focus()
        shapes: set[str] = set()
        for columns, rows, cards in SHAPES:
            await pilot.resize_terminal(columns, rows + 2)
            hand.styles.height = rows + 1  # and its top border (table.tcss)
            hand.show((LOOKS * 5)[:cards], ascii_suits=ascii_suits)
            for cursor in range(len(LOOKS)):
                hand.cursor = cursor
                hand.refresh()
                await pilot.pause()
                hand.render()  # the rows of this drawing, each new piece drawn both ways
                shapes.add(hand._shape + ("-window" if hand.mark_offset(1) else ""))
        assert shapes == {"big", "framed", "slim", "slim-window", "rows"}
        assert len(hand.pairs) > 20
        for theirs, ours in hand.pairs:
            assert ours == theirs
