"""Cards and the table's texts in words a speech engine reads well (the plain line mode).

Screen readers spell a suit glyph out ("black spade suit"), so the line mode never prints
one unless asked: a card is "the queen of spades", or ``QS`` for fast listeners (short
names).  :func:`spoken` turns any text of this package that holds glyphs (the legality
reasons, the move previews, the hints, the review's verdicts) into the same words, so both
front ends say one thing and there is no second copy of any text.

>>> spoken("discards under East's J♣, breaks hearts")
"discards under East's jack of clubs, breaks hearts"
>>> spoken("passes the Q♠ (only 2 other spades to cover it)", short=True)
'passes the QS (only 2 other spades to cover it)'
>>> spoken("Hint: pass 2♣ 5♦ K♠ (voids ♦)")
'Hint: pass the 2 of clubs, the 5 of diamonds and the king of spades (voids diamonds)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from ..engine import Card, Suit
from .ascii_text import ascii_text

#: The ranks said as words (the others are said as numbers: "the 9 of clubs").
RANK_WORDS: Final = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
#: The suits said as words, in the engine's order.
SUIT_WORDS: Final = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}
#: One card of each suit: "1 club", "every heart".
SUIT_ONE: Final = {
    Suit.CLUBS: "club",
    Suit.DIAMONDS: "diamond",
    Suit.HEARTS: "heart",
    Suit.SPADES: "spade",
}
_GLYPHS: Final = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_CARD: Final = r"(?:10|[2-9JQKA])[♣♦♥♠]"
_CARD_IN_TEXT: Final = re.compile(r"\b(10|[2-9JQKA])([♣♦♥♠])")
#: Cards side by side ("5♣ 9♥ Q♠"): said as a list, each with its article.
_RUN: Final = re.compile(rf"\b{_CARD}(?: {_CARD})+")
#: "You do not hold Q♠", "Hint: 9♣": a card after these is said with its article.
_ARTICLE: Final = re.compile(rf"(\bholds?|^Hint:) (?={_CARD})")
_SUIT_IN_TEXT: Final = re.compile(r"[♣♦♥♠]")
#: Marks of the table's texts and what a listener hears instead (before the ASCII table).
_SPOKEN_MARKS: Final = {
    " — press d": ": type draw",
    " · ": "; ",
    "−": "-",
    " → ": ": ",
    " ← ": " ",
    "…": "...",
}


def rank_word(rank: int) -> str:
    """``"queen"``, ``"10"``, ``"2"``."""
    return RANK_WORDS.get(rank, str(rank))


def card_words(card: Card, *, short: bool = False) -> str:
    """``"queen of spades"`` or, with ``short``, ``"QS"`` (``"10H"`` for the ten)."""
    if short:
        return card.rank_name + card.suit.letter
    return f"{rank_word(card.rank)} of {SUIT_WORDS[card.suit]}"


def the_card(card: Card, *, short: bool = False) -> str:
    """``"the queen of spades"``, or ``"QS"`` with ``short`` (no article before a code)."""
    return card_words(card, short=short) if short else "the " + card_words(card)


def cards_list(cards: Sequence[Card], *, short: bool = False) -> str:
    """Several cards in one phrase: ``"the 2 of clubs, the 3 of hearts and the king of
    diamonds"``; with ``short``: ``"2C 3H KD"``; ``"no cards"`` when empty."""
    if not cards:
        return "no cards"
    if short:
        return " ".join(card_words(card, short=True) for card in cards)
    return join_and([the_card(card) for card in cards])


def join_and(items: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def join_or(items: Sequence[str]) -> str:
    """``"a"``, ``"a or b"``, ``"a, b or c"``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def ranks_of(cards: Iterable[Card], *, short: bool = False, either: bool = False) -> str:
    """The ranks of one suit's cards, high first: ``"ace, queen, 7"`` (``"A Q 7"`` short;
    ``"ace, queen or 7"`` with ``either``)."""
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short:
        return " ".join(card.rank_name for card in ordered)
    words = [rank_word(card.rank) for card in ordered]
    return join_or(words) if either else ", ".join(words)


def spoken(text: str, *, short: bool = False) -> str:
    """``text`` with its cards and suit glyphs in words (or short codes), and the table's
    marks (``·``, arrows) as a listener hears them; everything else left as it is."""

    def card(match: re.Match[str]) -> str:
        rank = {"J": 11, "Q": 12, "K": 13, "A": 14}.get(match.group(1)) or int(match.group(1))
        return card_words(Card(rank, _GLYPHS[match.group(2)]), short=short)

    def run(match: re.Match[str]) -> str:
        cards = [Card.parse(code) for code in match.group(0).split(" ")]
        return cards_list(cards, short=short)

    text = _RUN.sub(run, text)
    if not short:
        text = _ARTICLE.sub(r"\1 the ", text)
    text = _CARD_IN_TEXT.sub(card, text)
    if short:
        text = _SUIT_IN_TEXT.sub(lambda m: _GLYPHS[m.group(0)].letter, text)
    else:
        text = _SUIT_IN_TEXT.sub(lambda m: SUIT_WORDS[_GLYPHS[m.group(0)]], text)
    for mark, words in _SPOKEN_MARKS.items():
        text = text.replace(mark, words)
    return ascii_text(text)
