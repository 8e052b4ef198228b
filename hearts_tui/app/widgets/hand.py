"""The human's hand along the bottom: one small card per widget, a keyboard cursor.

The screen gives the hand its cards and how each one looks (``HandView.show``); the hand
posts ``HandView.CardChosen`` when a card is clicked or chosen with Enter/Space.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Static

from ...engine import Card, Suit

#: Enough slots for the largest hand of any table (3 players with a kitty: 17 cards).
MAX_CARDS = 17


@dataclass(frozen=True, slots=True)
class CardLook:
    """How one card of the hand is drawn.

    ``selected``: raised (picked for the pass, or waiting for the confirming press).
    ``received``: one of the three cards passed to the player, marked until the first trick.
    """

    card: Card
    playable: bool = True
    selected: bool = False
    received: bool = False


class CardFace(Static):
    """One card, like ``Q♠``; a click chooses it."""

    def __init__(self, slot: int) -> None:
        super().__init__("", classes="card", id=f"card-{slot}")
        self.slot = slot
        self.display = False
        self._drawn: tuple[CardLook, bool, bool] | None = None

    def draw(self, look: CardLook, *, cursor: bool, ascii_suits: bool) -> None:
        """Show ``look`` (with the keyboard cursor on it if ``cursor``)."""
        if self._drawn == (look, cursor, ascii_suits) and self.display:
            return
        self._drawn = (look, cursor, ascii_suits)
        self.update(look.card.label(ascii_suits=ascii_suits))
        self.set_classes(
            {
                "card",
                "-red" if look.card.suit in (Suit.HEARTS, Suit.DIAMONDS) else "-black",
                *(() if look.playable else ("-illegal",)),
                *(("-selected",) if look.selected else ()),
                *(("-received",) if look.received else ()),
                *(("-cursor",) if cursor else ()),
            }
        )
        self.display = True

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(HandView.SlotClicked(self.slot))


class HandView(Horizontal, can_focus=True):
    """The hand: arrows move the cursor, Enter/Space choose, a click chooses a card."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(-1)", "Card", key_display="←→"),
        Binding("right", "cursor(1)", "Card", show=False),
        Binding("home", "cursor_to(0)", "First card", show=False),
        Binding("end", "cursor_to(-1)", "Last card", show=False),
        Binding("enter,space", "choose", "Choose", key_display="⏎"),
    ]

    class CardChosen(Message):
        """The player chose ``card`` (by click, Enter or Space)."""

        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    class SlotClicked(Message):
        """Internal: a card face was clicked."""

        def __init__(self, slot: int) -> None:
            super().__init__()
            self.slot = slot

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._looks: tuple[CardLook, ...] = ()
        self._ascii = False
        self.cursor = 0

    def compose(self) -> ComposeResult:
        for slot in range(MAX_CARDS):
            yield CardFace(slot)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards shown, left to right."""
        return tuple(look.card for look in self._looks)

    def show(self, looks: Sequence[CardLook], *, ascii_suits: bool) -> None:
        """Draw these cards, keeping the cursor on the same card (or the nearest slot)."""
        old = self._looks[self.cursor].card if self.cursor < len(self._looks) else None
        self._looks = tuple(looks)
        self._ascii = ascii_suits
        cards = self.cards
        if old in cards:
            self.cursor = cards.index(old)
        self.cursor = max(0, min(self.cursor, len(cards) - 1))
        self._draw()

    def _draw(self) -> None:
        for face in self.query(CardFace):
            if face.slot < len(self._looks):
                face.draw(
                    self._looks[face.slot],
                    cursor=face.slot == self.cursor and self.has_focus,
                    ascii_suits=self._ascii,
                )
            else:
                face.display = False

    def on_focus(self) -> None:
        self._draw()

    def on_blur(self) -> None:
        self._draw()

    def action_cursor(self, step: int) -> None:
        if self._looks:
            self.cursor = (self.cursor + step) % len(self._looks)
            self._draw()

    def action_cursor_to(self, slot: int) -> None:
        if self._looks:
            self.cursor = slot % len(self._looks)
            self._draw()

    def action_choose(self) -> None:
        if self._looks:
            self.post_message(self.CardChosen(self._looks[self.cursor].card))

    def on_hand_view_slot_clicked(self, message: HandView.SlotClicked) -> None:
        message.stop()
        self.focus()
        if message.slot < len(self._looks):
            self.cursor = message.slot
            self._draw()
            self.post_message(self.CardChosen(self._looks[message.slot].card))

    def select_card(self, card: Card) -> None:
        """Put the cursor on ``card`` (if shown)."""
        if card in self.cards:
            self.cursor = self.cards.index(card)
            self._draw()
