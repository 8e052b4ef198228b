"""Cards and the table's texts in words a speech engine reads well (the plain line mode).

Screen readers spell a suit glyph out ("black spade suit"), so the line mode never prints
one unless asked: a card is "the queen of spades", or ``QS`` for fast listeners (short
names), in the language spoken (Russian «дама пик», ``ДП``).  A card in a sentence is a
noun with its cases (:func:`card_phrase`: the sentence asks for the case it needs), and
:func:`spoken` turns any text of this package that still holds glyphs (the rules of a
table, the option labels of the House rules) into the same words, so both front ends say
one thing and there is no second copy of any text.

>>> spoken("discards under East's J♣, breaks hearts")
"discards under East's jack of clubs, breaks hearts"
>>> spoken("passes the Q♠ with only 2 other spades to cover it", short=True)
'passes the QS with only 2 other spades to cover it'
>>> spoken("Hint: pass 2♣ 5♦ K♠ (voids ♦)")
'Hint: pass the 2 of clubs, the 5 of diamonds and the king of spades (voids diamonds)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Final

from ..engine import Card, Suit
from .ascii_text import ascii_text
from .language import _, current, join_and, join_or, pgettext
from .nouns import (
    CASES,
    Forms,
    card_noun,
    join_forms,
    rank_label,
    rank_noun,
    suit_noun,
)

__all__ = [
    "card_phrase",
    "card_words",
    "cards_list",
    "cards_phrase",
    "join_and",
    "join_or",
    "rank_word",
    "ranks_of",
    "spoken",
    "suit_word",
    "the_card",
]

_GLYPHS: Final = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
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
    """``"queen"``, ``"10"``, ``"2"`` (Russian ``"дама"``, ``"десятка"``)."""
    return format(rank_noun(rank))


def suit_word(suit: Suit, case: str = "nom") -> str:
    """``"spades"`` (Russian ``"пики"``, ``"пик"`` in the genitive …)."""
    return format(suit_noun(suit), case)


def card_words(card: Card, *, short: bool = False) -> str:
    """``"queen of spades"`` or, with ``short``, ``"QS"`` (``"10H"`` for the ten)."""
    return format(card_noun(card, "short" if short else "words"))


@cache
def _phrase(language: str, index: int) -> Forms:
    noun = card_noun(Card.from_index(index))
    # Translators: a card named in a sentence, with its article: "the queen of spades".
    # A language without articles writes {card} alone.
    pattern = pgettext("card in a sentence", "the {card}")
    return Forms({case: pattern.format(card=format(noun, case)) for case in CASES}, noun.gender)


def card_phrase(card: Card, *, short: bool = False) -> Forms:
    """A card as a sentence names it, in every case: ``the queen of spades`` (Russian
    ``дама пик``, ``даму пик``…), or its short code ``QS``, which has no cases."""
    if short:
        return card_noun(card, "short")
    return _phrase(current(), card.index)


def the_card(card: Card, *, short: bool = False) -> str:
    """``"the queen of spades"``, or ``"QS"`` with ``short`` (no article before a code)."""
    return format(card_phrase(card, short=short))


def cards_phrase(cards: Sequence[Card], *, short: bool = False) -> Forms:
    """Several cards as one noun of a sentence: ``the 2 of clubs, the 3 of hearts and the
    king of diamonds`` in every case; ``2C 3H KD`` with ``short``; "no cards" when empty."""
    if not cards:
        return Forms({"nom": _("no cards")})
    if short:
        codes = " ".join(card_words(card, short=True) for card in cards)
        return Forms({"nom": codes}, card_noun(cards[0]).gender if len(cards) == 1 else "pl")
    return join_forms([card_phrase(card) for card in cards])


def cards_list(cards: Sequence[Card], *, short: bool = False) -> str:
    """Several cards in one phrase: ``"the 2 of clubs, the 3 of hearts and the king of
    diamonds"``; with ``short``: ``"2C 3H KD"``; ``"no cards"`` when empty."""
    return format(cards_phrase(cards, short=short))


def ranks_of(cards: Iterable[Card], *, short: bool = False, either: bool = False) -> str:
    """The ranks of one suit's cards, high first: ``"ace, queen, 7"`` (``"A Q 7"`` short;
    ``"ace, queen or 7"`` with ``either``)."""
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short:
        return " ".join(rank_label(card.rank) for card in ordered)
    words = [rank_word(card.rank) for card in ordered]
    return join_or(words) if either else ", ".join(words)


@cache
def _card_pattern(language: str) -> tuple[re.Pattern[str], re.Pattern[str], dict[str, int]]:
    """The cards as the table labels them in this language (``Q♠``, Russian ``Д♠``): one
    card, and a run of them side by side; and each rank's label."""
    labels = {rank_label(rank): rank for rank in range(2, 15)}
    ranks = "|".join(sorted((re.escape(label) for label in labels), key=len, reverse=True))
    card = rf"(?:{ranks})[♣♦♥♠]"
    return (
        re.compile(rf"(?<!\w)({ranks})([♣♦♥♠])"),
        re.compile(rf"(?<!\w){card}(?: {card})+"),
        labels,
    )


#: "You do not hold Q♠", "Hint: 9♣": a card after these is said with its article (English).
_ARTICLE: Final = re.compile(r"(\bholds?|^Hint:) (?=(?:10|[2-9JQKA])[♣♦♥♠])")


def spoken(text: str, *, short: bool = False) -> str:
    """``text`` with its cards and suit glyphs in words (or short codes), and the table's
    marks (``·``, arrows) as a listener hears them; everything else left as it is."""
    one, run, labels = _card_pattern(current())

    def parse(label: str) -> Card:
        return Card(labels[label[:-1]], _GLYPHS[label[-1]])

    def card(match: re.Match[str]) -> str:
        return card_words(parse(match.group(0)), short=short)

    def cards(match: re.Match[str]) -> str:
        return cards_list([parse(label) for label in match.group(0).split(" ")], short=short)

    text = run.sub(cards, text)
    if not short:
        text = _ARTICLE.sub(r"\1 the ", text)
    text = one.sub(card, text)
    # A suit alone is its word even with short names: a lone letter is heard as a letter
    # ("you have C"), or in Russian as a preposition («в С»).
    text = _SUIT_IN_TEXT.sub(lambda m: suit_word(_GLYPHS[m.group(0)]), text)
    for mark, words in _SPOKEN_MARKS.items():
        text = text.replace(mark, words)
    return ascii_text(text) if current() == "en" else _without_glyphs(text)


def _without_glyphs(text: str) -> str:
    """A text of another language with the marks a speech engine spells out made plain
    (its letters kept: :func:`ascii_text` would drop them)."""
    return text.replace("♠", "").replace("♣", "").replace("♥", "").replace("♦", "")
