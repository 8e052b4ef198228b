"""Cards as a player types or says them: ``qs``, ``10h``, ``th``, ``q♠``, ``queen of spades``.

One parser for both front ends: the table's card field (``/``) and the plain line mode.
Every spelling of a card gives the engine's one :class:`~hearts_tui.engine.Card`; at
Cancellation Hearts the two decks' copies of a card have the same name, so a name still
means one card.  A name that is no card, or no card of this table's deck, raises
:class:`CardNameError` (a :class:`ValueError`) whose message is said to the player.

>>> [str(parse_card(name)) for name in ("qs", "QS", "10h", "Th", "q♠", "queen of spades")]
['Q♠', 'Q♠', '10♥', '10♥', 'Q♠', 'Q♠']
>>> [str(card) for card in parse_cards("2c 3h, kd and 10 of hearts")]
['2♣', '3♥', 'K♦', '10♥']
>>> parse_card("qx")
Traceback (most recent call last):
...
hearts_tui.words.card_names.CardNameError: 'qx' is not a card: try qs, 10h or 2c
>>> typed_name(parse_card("10♥")), completions("q", parse_cards("qs 3h qd"))
('10h', ['qd', 'qs'])
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from typing import Final

from ..engine import CARDS, Card, Suit
from ..engine.quoting import quoted

__all__ = [
    "CardNameError",
    "completions",
    "parse_card",
    "parse_cards",
    "typed_name",
]

#: What a player is shown when a name is no card.
EXAMPLES: Final = "try qs, 10h or 2c"

_RANK_WORDS: Final[dict[str, int]] = {
    "two": 2,
    "deuce": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "jack": 11,
    "knave": 11,
    "queen": 12,
    "king": 13,
    "ace": 14,
}
_RANKS: Final[dict[str, int]] = {
    **{str(rank): rank for rank in range(2, 11)},
    **{"t": 10, "j": 11, "q": 12, "k": 13, "a": 14},
    **_RANK_WORDS,
    **{word + "s": rank for word, rank in _RANK_WORDS.items() if word != "six"},
    "sixes": 6,
}
_SUITS: Final[dict[str, Suit]] = {
    **{suit.letter.lower(): suit for suit in Suit},
    **{suit.symbol: suit for suit in Suit},
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
    **{name: suit for suit in Suit for name in (suit.name.lower(), suit.name.lower()[:-1])},
}
#: Rank then suit in one word: ``qs``, ``10h``, ``q♠``, ``10-h``.
_COMPACT: Final = re.compile(r"(10|[2-9tjqka])[-_/]?([cdhs♣♦♥♠♧♢♡♤])")
#: Words between cards that name none: ``2c, 3h and kd``.
_JOINS: Final = frozenset({"and", "&", "+"})
#: Emoji presentation selectors (``♥️``) and the like, dropped before reading.
_INVISIBLE: Final = dict.fromkeys(map(ord, "\ufe0e\ufe0f\u200b"), None)


class CardNameError(ValueError):
    """A name that is no card (or no card of this deck); the message is for the player.

    ``text`` is what the player typed, as typed.
    """

    def __init__(self, text: str, message: str) -> None:
        super().__init__(message)
        self.text = text


def typed_name(card: Card) -> str:
    """How a card is typed: ``qs``, ``10h``, ``2c`` (the field's completions use it)."""
    return card.rank_name.lower() + card.suit.letter.lower()


def _tokens(text: str) -> list[str]:
    """Lower-case words: commas and semicolons part cards, a glyph suit apart from its rank
    (``q ♠``) stays a word of its own."""
    clean = text.translate(_INVISIBLE).lower()
    return [word for word in re.split(r"[\s,;]+", clean) if word]


def _in_deck(card: Card, text: str, deck: int | None) -> Card:
    if deck is not None and not deck >> card.index & 1:
        raise CardNameError(text, f"There is no {card} at this table: it is left out of the deck")
    return card


def _not_a_card(text: str) -> CardNameError:
    if not text.strip():
        return CardNameError(text, f"Type a card: {EXAMPLES.removeprefix('try ')}")
    rank = _RANKS.get(text.strip().lower())
    if rank is not None:
        names = ", ".join(typed_name(CARDS[suit * 13 + rank - 2]) for suit in reversed(Suit))
        return CardNameError(text, f"{quoted(text.strip())} needs a suit: {names}")
    return CardNameError(text, f"{quoted(text.strip())} is not a card: {EXAMPLES}")


def _read(words: list[str], start: int) -> tuple[Card, int] | None:
    """The card named at ``words[start]`` and how many words name it, or None."""
    word = words[start]
    compact = _COMPACT.fullmatch(word)
    if compact:
        return CARDS[_SUITS[compact[2]] * 13 + _RANKS[compact[1]] - 2], 1
    rank = _RANKS.get(word)
    if rank is None:
        return None
    rest = words[start + 1 : start + 3]
    if len(rest) == 2 and rest[0] == "of" and rest[1] in _SUITS:
        return CARDS[_SUITS[rest[1]] * 13 + rank - 2], 3
    if rest and rest[0] in _SUITS:
        return CARDS[_SUITS[rest[0]] * 13 + rank - 2], 2
    return None


def parse_card(text: str, deck: int | None = None) -> Card:
    """The one card ``text`` names: ``qs``, ``QS``, ``10h``, ``th``, ``q♠``, ``Q S``,
    ``queen of spades``, ``10 of hearts``, ``ten of ♥``.

    ``deck`` (the table's deck as an engine bit mask, :attr:`Table.deck`) refuses a card
    the table leaves out.  Raises :class:`CardNameError` for anything else, more than one
    card included.

    >>> str(parse_card("Q♠")), str(parse_card("ace of hearts")), str(parse_card(" 2C "))
    ('Q♠', 'A♥', '2♣')
    >>> parse_card("2c 3h")
    Traceback (most recent call last):
    ...
    hearts_tui.words.card_names.CardNameError: '2c 3h' names 2 cards: type one
    """
    cards = parse_cards(text, deck)
    if len(cards) != 1:
        if not cards:
            raise _not_a_card(text)
        raise CardNameError(text, f"{quoted(text.strip())} names {len(cards)} cards: type one")
    return cards[0]


def parse_cards(text: str, deck: int | None = None) -> list[Card]:
    """Every card ``text`` names, in order: ``2c 3h kd``, ``2c, 3h and kd``,
    ``queen of spades 10h``.  An empty text names no cards (``[]``).

    >>> [str(card) for card in parse_cards("Q of spades, 10 ♥ 2c")]
    ['Q♠', '10♥', '2♣']
    """
    words = _tokens(text)
    cards: list[Card] = []
    start = 0
    while start < len(words):
        if words[start] in _JOINS:
            start += 1
            continue
        found = _read(words, start)
        if found is None:
            raise _not_a_card(words[start] if len(words) > 1 else text)
        card, used = found
        cards.append(_in_deck(card, " ".join(words[start : start + used]), deck))
        start += used
    return cards


def completions(prefix: str, held: Iterable[Card], playable: Collection[Card] = ()) -> list[str]:
    """The typed names of the cards in ``held`` that begin with ``prefix`` (its last word),
    the ``playable`` ones first, then low suit and rank first, each once (Cancellation's
    two copies are one name) and none named already (``2c `` offers the cards after it).

    >>> completions("1", parse_cards("10h 2c 10s")), completions("h", parse_cards("3h 2c"))
    (['10h', '10s'], ['3h'])
    >>> completions("", parse_cards("2c 3h 4s"), playable=parse_cards("4s"))
    ['4s', '2c', '3h']
    >>> completions("2c ", parse_cards("2c 3h"))
    ['3h']
    """
    words = _tokens(prefix)
    last = words[-1] if words and not prefix[-1:].isspace() else ""
    if last.startswith("t"):  # ten is typed 10 in the names offered
        last = "10" + last[1:]
    names = sorted(
        {typed_name(card): card for card in held}.items(),
        key=lambda item: (item[1] not in playable, item[1]),
    )
    named = set(words[:-1] if last else words)
    names = [(name, card) for name, card in names if name not in named]
    found = [name for name, _ in names if name.startswith(last)]
    if not found and last in _SUITS:  # a suit alone: the cards of that suit
        found = [name for name, card in names if card.suit is _SUITS[last]]
    return found
