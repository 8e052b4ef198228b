"""Cards as people type them: ``qs``, ``Q♠``, ``10h``, ``th``, ``queen of spades``.

One parser for every place a card is typed (the plain line mode's commands, the table's
``/`` field): :func:`parse_card` for one card, :func:`parse_cards` for several (``"2c 3h
kd"``, ``"two of clubs, three of hearts and the king of diamonds"``).  A refusal is a
:class:`CardNameError` (a ``ValueError``) whose message quotes what was typed.

>>> parse_card("queen of spades").code, parse_card("10h").code, parse_card("Q♠").code
('QS', 'TH', 'QS')
>>> [card.code for card in parse_cards("2c, 3 of hearts and the king of diamonds")]
['2C', '3H', 'KD']
"""

from __future__ import annotations

import re
from typing import Final

from ..engine import CARDS, Card, Suit

__all__ = ["CardNameError", "parse_card", "parse_cards"]

_RANKS: Final[dict[str, int]] = {
    **{str(n): n for n in range(2, 11)},
    "t": 10,
    "j": 11,
    "q": 12,
    "k": 13,
    "a": 14,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "jack": 11,
    "queen": 12,
    "king": 13,
    "ace": 14,
}
_SUITS: Final[dict[str, Suit]] = {
    "c": Suit.CLUBS,
    "d": Suit.DIAMONDS,
    "h": Suit.HEARTS,
    "s": Suit.SPADES,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♠": Suit.SPADES,
    "club": Suit.CLUBS,
    "clubs": Suit.CLUBS,
    "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "heart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "spade": Suit.SPADES,
    "spades": Suit.SPADES,
}
_CODE: Final = re.compile(r"^(10|[2-9tjqka])([cdhs♣♦♥♠])$")
_FILLER: Final = {"the", "and", "of", "a", "an"}


class CardNameError(ValueError):
    """What was typed names no card (the message quotes it and shows the forms)."""


def _refuse(text: str) -> CardNameError:
    return CardNameError(f"'{text.strip()}' is not a card: try qs, 10h or queen of spades")


def _card(rank: int, suit: Suit) -> Card:
    return CARDS[int(suit) * 13 + rank - 2]


def parse_card(text: str) -> Card:
    """The one card named by ``text`` (a code or words); raises :class:`CardNameError`."""
    cards = parse_cards(text)
    if len(cards) != 1:
        raise (
            _refuse(text)
            if not cards
            else CardNameError(f"'{text.strip()}' names {len(cards)} cards: name one")
        )
    return cards[0]


def parse_cards(text: str) -> list[Card]:
    """Every card named in ``text``, in order: codes (``2c 3h kd``) or words (``two of
    clubs and the king of diamonds``), separated by spaces, commas or "and"."""
    words = [w for w in re.split(r"[\s,;]+", text.strip().lower()) if w]
    cards: list[Card] = []
    at = 0
    while at < len(words):
        word = words[at]
        code = _CODE.match(word)
        if code is not None:
            cards.append(_card(_RANKS[code.group(1)], _SUITS[code.group(2)]))
            at += 1
            continue
        if word in _FILLER:
            at += 1
            continue
        rank = _RANKS.get(word)
        if rank is None:
            raise _refuse(word)
        at += 1
        while at < len(words) and words[at] in ("of", "the"):
            at += 1
        suit = _SUITS.get(words[at]) if at < len(words) else None
        if suit is None:
            raise _refuse(" ".join(words[at - 1 : at + 1]) if at < len(words) else text)
        cards.append(_card(rank, suit))
        at += 1
    return cards
