"""A hand too long for the row (Domino Hearts: a player who drew a lot of the stock) shows a
window of its cards around the cursor, with marks counting the cards out of view."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from hearts_tui.app.widgets.hand import CardLook, HandView
from hearts_tui.engine import CARDS


class OneHand(App[None]):
    """Only a hand, as wide as the terminal."""

    CSS = "HandView { height: 5; }"

    def __init__(self, cards: int, *, ascii_suits: bool = False) -> None:
        super().__init__()
        self.looks = [CardLook(card) for card in CARDS[:cards]]
        self.ascii_suits = ascii_suits

    def compose(self) -> ComposeResult:
        yield HandView(id="hand")

    def on_mount(self) -> None:
        hand = self.query_one(HandView)
        hand.show(self.looks, ascii_suits=self.ascii_suits)
        hand.focus()


def _label_row(hand: HandView) -> str:
    return hand.render().plain.splitlines()[2]


async def test_a_forty_card_hand_shows_a_window_that_follows_the_cursor() -> None:
    """40 cards at 80 columns: the row shows whole cards only, within 80 columns, a mark of
    the cards to the right ("N›"), and as the cursor goes right the window follows it, the
    left mark counting the cards passed ("‹N")."""
    app = OneHand(40)
    async with app.run_test(size=(80, 8)) as pilot:
        hand = app.query_one(HandView)
        await pilot.pause()
        row = _label_row(hand)
        assert len(row.rstrip()) <= 80
        shown = [card for card in hand.cards if hand.in_view(card)]
        assert 10 < len(shown) < 40 and shown == list(hand.cards[: len(shown)])
        assert row.rstrip().endswith(f"{40 - len(shown)}›") and "‹" not in row
        for card in shown:
            assert f" {card.label()} " in f" {row} "  # each whole, with a gap
        for step in range(39):
            await pilot.press("right")
            assert hand.in_view(hand.cards[hand.cursor]), step
        row = _label_row(hand)
        first = min(i for i, card in enumerate(hand.cards) if hand.in_view(card))
        assert row.lstrip().startswith(f"‹{first}") and hand.cursor == 39
        assert "›" not in row


async def test_a_click_on_a_mark_moves_the_window_a_row_at_a_time() -> None:
    """A click on the right mark moves the cursor (and the view) a window's width to the
    right; the left mark brings it back."""
    app = OneHand(40)
    async with app.run_test(size=(80, 8)) as pilot:
        hand = app.query_one(HandView)
        await pilot.pause()
        shown = sum(hand.in_view(card) for card in hand.cards)
        offset = hand.mark_offset(1)
        assert offset is not None and hand.mark_offset(-1) is None
        await pilot.click(HandView, offset=offset)
        await pilot.pause()
        assert hand.cursor == shown and hand.in_view(hand.cards[shown])
        back = hand.mark_offset(-1)
        assert back is not None
        await pilot.click(HandView, offset=back)
        await pilot.pause()
        assert hand.cursor == 0 and hand.in_view(hand.cards[0])


async def test_a_hand_that_fits_has_no_marks() -> None:
    """17 cards (3 players) fit at 80 columns: every card drawn, no marks."""
    app = OneHand(17)
    async with app.run_test(size=(80, 8)) as pilot:
        hand = app.query_one(HandView)
        await pilot.pause()
        assert all(hand.in_view(card) for card in hand.cards)
        assert hand.mark_offset(1) is None and "›" not in _label_row(hand)


async def test_in_ascii_the_marks_are_angle_brackets_and_a_card_out_of_view_has_no_offset() -> None:
    app = OneHand(40, ascii_suits=True)
    async with app.run_test(size=(80, 8)) as pilot:
        hand = app.query_one(HandView)
        await pilot.pause()
        row = _label_row(hand).rstrip()
        hidden = sum(not hand.in_view(card) for card in hand.cards)
        assert row.endswith(f"{hidden}>") and "›" not in row and "2C" in row
        last = hand.cards[-1]
        with pytest.raises(KeyError, match="out of the hand's window"):
            hand.offset_of(last)
