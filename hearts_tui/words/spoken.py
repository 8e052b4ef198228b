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
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Final

from ..engine import Card, Suit
from .ascii_text import ascii_text
from .language import _, current, pgettext
from .language import join_and as _join_and
from .language import join_or as _join_or
from .nouns import (
    card_noun,
    cards_noun,
    rank_label,
    rank_noun,
    suit_letter,
    suit_noun,
    the_card_noun,
)


class _SuitWords(Mapping[Suit, str]):
    """The suits said as words in the language spoken: ``clubs`` (Russian ``трефы``)."""

    def __getitem__(self, suit: Suit) -> str:
        return format(suit_noun(suit))

    def __iter__(self) -> Iterator[Suit]:
        return iter(Suit)

    def __len__(self) -> int:
        return len(Suit)


class _SuitOne(Mapping[Suit, str]):
    """One card of a suit: ``1 club``, ``every heart`` (Russian ``трефа``, ``черва``)."""

    def __getitem__(self, suit: Suit) -> str:
        # Translators: one card of each suit, as in "every club cancelled".
        one = {
            Suit.CLUBS: pgettext("one card of a suit", "club"),
            Suit.DIAMONDS: pgettext("one card of a suit", "diamond"),
            Suit.HEARTS: pgettext("one card of a suit", "heart"),
            Suit.SPADES: pgettext("one card of a suit", "spade"),
        }
        return one[suit]

    def __iter__(self) -> Iterator[Suit]:
        return iter(Suit)

    def __len__(self) -> int:
        return len(Suit)


#: The suits said as words, in the engine's order.
SUIT_WORDS: Final = _SuitWords()
#: One card of each suit: "1 club", "every heart".
SUIT_ONE: Final = _SuitOne()
_GLYPHS: Final = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_SUIT_IN_TEXT: Final = re.compile(r"[♣♦♥♠]")
_SENTENCE_START: Final = re.compile(r"(^|[.!?] )([^\W\d_])")


def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, int]]:
    """The cards of a text drawn for the table, as the language spoken labels them
    (``Q♠``; Russian ``Д♠``): one card, and cards side by side."""
    letters = {rank_label(rank): rank for rank in range(11, 15)}
    ranks = "10|[2-9" + "".join(letters) + "]"
    card = rf"(?:{ranks})[♣♦♥♠]"
    return re.compile(rf"\b({ranks})([♣♦♥♠])"), re.compile(rf"\b{card}(?: {card})+"), letters


#: "You do not hold Q♠", "Hint: 9♣": a card after these is said with its article (English).
_ARTICLE: Final = re.compile(r"(\bholds?|^Hint:) (?=(?:10|[2-9JQKA])[♣♦♥♠])")


def _spoken_marks() -> dict[str, str]:
    """Marks of the table's texts and what a listener hears instead (before the ASCII
    table); the key the table names for a draw becomes the line mode's command."""
    return {
        # Translators: the end of the reason "Draw: you have no ♣ — press d" at the table,
        # and what the line mode says instead (its command that draws).
        pgettext("draw key", " — press d"): pgettext("draw key", ": type draw"),
        " · ": "; ",
        "−": "-",
        " → ": ": ",
        " ← ": " ",
        "…": "...",
    }


def rank_word(rank: int) -> str:
    """``"queen"``, ``"10"``, ``"2"`` (Russian ``"дама"``, ``"десятка"``)."""
    return format(rank_noun(rank))


def card_words(card: Card, *, short: bool = False) -> str:
    """``"queen of spades"`` or, with ``short``, ``"QS"`` (``"10H"`` for the ten)."""
    return format(card_noun(card, "short" if short else "words"))


def the_card(card: Card, *, short: bool = False) -> str:
    """``"the queen of spades"``, or ``"QS"`` with ``short`` (no article before a code)."""
    return format(the_card_noun(card, "short" if short else "words"))


def cards_list(cards: Sequence[Card], *, short: bool = False) -> str:
    """Several cards in one phrase: ``"the 2 of clubs, the 3 of hearts and the king of
    diamonds"``; with ``short``: ``"2C 3H KD"``; ``"no cards"`` when empty."""
    if not cards:
        return _("no cards")
    return format(cards_noun(cards, "short" if short else "words"))


def join_and(items: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    return _join_and(items)


def join_or(items: Sequence[str]) -> str:
    """``"a"``, ``"a or b"``, ``"a, b or c"``."""
    return _join_or(items)


def ranks_of(cards: Iterable[Card], *, short: bool = False, either: bool = False) -> str:
    """The ranks of one suit's cards, high first: ``"ace, queen, 7"`` (``"A Q 7"`` short;
    ``"ace, queen or 7"`` with ``either``)."""
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short:
        return " ".join(rank_label(card.rank) for card in ordered)
    words = [rank_word(card.rank) for card in ordered]
    return join_or(words) if either else ", ".join(words)


def spoken(text: str, *, short: bool = False) -> str:
    """``text`` with its cards and suit glyphs in words (or short codes), and the table's
    marks (``·``, arrows) as a listener hears them; everything else left as it is.

    A sentence that names a card in a case of its own is better made for the ear in the
    first place (the words functions take a card style); this is for the rest."""
    one_card, run_of_cards, letters = _patterns()

    def card(match: re.Match[str]) -> str:
        rank = letters.get(match.group(1)) or int(match.group(1))
        return card_words(Card(rank, _GLYPHS[match.group(2)]), short=short)

    def run(match: re.Match[str]) -> str:
        cards = [card_of(code) for code in match.group(0).split(" ")]
        return cards_list(cards, short=short)

    def card_of(label: str) -> Card:
        rank = letters.get(label[:-1]) or int(label[:-1])
        return Card(rank, _GLYPHS[label[-1]])

    text = run_of_cards.sub(run, text)
    if not short and current() == "en":
        text = _ARTICLE.sub(r"\1 the ", text)
    text = one_card.sub(card, text)
    if short:
        text = _SUIT_IN_TEXT.sub(lambda m: suit_letter(_GLYPHS[m.group(0)]), text)
    else:
        text = _SUIT_IN_TEXT.sub(lambda m: SUIT_WORDS[_GLYPHS[m.group(0)]], text)
    for mark, words in _spoken_marks().items():
        text = text.replace(mark, words)
    if current() == "en":
        return ascii_text(text)
    # A card that starts a sentence starts it with a capital («Дама пик червы не
    # разбивает»); another language is not ASCII anyway: its dash stays a dash, not "--".
    text = _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)
    return ascii_text(text.replace(" — ", "\0")).replace("\0", " — ")
