"""The reasons a move is refused, in the words players see (SPEC §2).

``Game.why_illegal``, ``why_no_draw`` and ``why_no_take_back`` answer with these, and
:class:`~.errors.IllegalMove` carries them; the app shows them beside greyed cards.  They
are English, as the engine's API is; the front ends say them in the player's language
(``hearts_tui.words.engine_words`` knows each text and template below).
"""

from __future__ import annotations

from typing import Final

from .cards import Card, Suit

__all__ = [
    "DRAW",
    "FOLLOW_SUIT",
    "HAND_IS_OVER",
    "HEARTS_NOT_BROKEN",
    "LEAD_CARD",
    "NOTHING_TO_TAKE_BACK",
    "NOT_YOUR_TURN",
    "NO_POINTS_FIRST_TRICK",
    "NO_STOCK",
    "QUEEN_MUST_GO",
    "STOCK_EMPTY",
    "YOU_LEAD",
    "draw_reason",
    "follow_suit_reason",
    "lead_card_reason",
]

# Why a card may not be played.
NOT_YOUR_TURN: Final = "Not your turn"
NO_POINTS_FIRST_TRICK: Final = "No points on the first trick"
HEARTS_NOT_BROKEN: Final = "Hearts are not broken yet"
QUEEN_MUST_GO: Final = "You must shed the Q♠ now"
# Why nothing can be taken back (see Game.take_back).
HAND_IS_OVER: Final = "The hand is over: a finished hand cannot be taken back"
NOTHING_TO_TAKE_BACK: Final = "Nothing to take back in this hand"
# Why no card may be drawn (Domino Hearts' stock; see Game.draw).
NO_STOCK: Final = "There is no stock at this table"
YOU_LEAD: Final = "You lead: play a card"
STOCK_EMPTY: Final = "The stock is empty: play any card"


# The reasons about a suit or a card: templates filled by the functions below.
FOLLOW_SUIT: Final = "Follow suit: you have {suit}"
DRAW: Final = "Draw: you have no {suit} — press d"
LEAD_CARD: Final = "The {card} leads the first trick"


def follow_suit_reason(suit: Suit) -> str:
    return FOLLOW_SUIT.format(suit=suit.symbol)


def draw_reason(suit: Suit) -> str:
    return DRAW.format(suit=suit.symbol)


def lead_card_reason(card: Card) -> str:
    return LEAD_CARD.format(card=card)
