"""Cards as a player types or says them: ``qs``, ``10h``, ``th``, ``q♠``, ``queen of spades``;
in Russian too, whatever language is spoken: ``дп``, ``10ч``, ``дама пик``, ``туз червей``,
``пиковая дама``, ``даму пик`` (any case of the words).

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
>>> [str(card) for card in parse_cards("дп, 10ч, тт и туз червей, пиковую даму")]
['Q♠', '10♥', 'A♣', 'A♥', 'Q♠']
>>> [str(card) for card in parse_cards("7к кк 10к")]  # к after a rank: крести
['7♣', 'K♣', '10♣']
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from typing import Final

from ..engine import CARDS, Card, Suit
from .language import _, current, ngettext
from .nouns import CardStyle, rank_label, suit_letter
from .quoting import quoted

__all__ = [
    "CardNameError",
    "completions",
    "parse_card",
    "parse_cards",
    "typed_name",
]


def examples() -> str:
    """What a player is shown when a name is no card: ``try qs, 10h or 2c``."""
    return _("try {examples}").format(examples=_example_names())


def _example_names() -> str:
    names = [typed_name(Card.parse(code)) for code in ("QS", "10H", "2C")]
    return _("{first}, {second} or {third}").format(first=names[0], second=names[1], third=names[2])


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
# Russian: В Д К Т on the cards, suits by their first letter (п т б ч), and the words in
# any case, found by their stems («даму», «дамой», «пиковую»); ё is read as е.
_RU_RANKS: Final[dict[str, int]] = {
    **{str(rank): rank for rank in range(2, 11)},
    **{"в": 11, "д": 12, "к": 13, "т": 14},
}
_RU_SUITS: Final[dict[str, Suit]] = {
    "т": Suit.CLUBS,
    "б": Suit.DIAMONDS,
    "ч": Suit.HEARTS,
    "п": Suit.SPADES,
}
_RU_RANK_STEMS: Final = (
    ("двойк", 2),
    ("тройк", 3),
    ("четверк", 4),
    ("пятерк", 5),
    ("шестерк", 6),
    ("семерк", 7),
    ("восьмерк", 8),
    ("девятк", 9),
    ("десятк", 10),
    ("валет", 11),
    ("вальт", 11),
    ("дам", 12),
    ("корол", 13),
    ("туз", 14),
)
_RU_SUIT_STEMS: Final = (
    ("пик", Suit.SPADES),
    ("треф", Suit.CLUBS),
    ("крест", Suit.CLUBS),
    ("бубн", Suit.DIAMONDS),
    ("бубен", Suit.DIAMONDS),
    ("бубей", Suit.DIAMONDS),
    ("черв", Suit.HEARTS),
)
#: Rank then suit in one word: ``qs``, ``10h``, ``q♠``, ``10-h``; Russian ``дп``, ``10ч``.
_COMPACT: Final = re.compile(r"(10|[2-9tjqka])[-_/]?([cdhs♣♦♥♠♧♢♡♤])")
_RU_COMPACT: Final = re.compile(r"(10|[2-9вдкт])[-_/]?([птбчк♣♦♥♠♧♢♡♤])")
#: After a rank, «к» is крести (clubs, as players say it): «7к» is the 7♣, «кк» the K♣.
_KRESTI: Final = "к"
#: Words between cards that name none: ``2c, 3h and kd``, ``дп и 10ч``.
_JOINS: Final = frozenset({"and", "&", "+", "и"})


def _ru_rank(word: str) -> int | None:
    """A Russian rank word in any case: «дама», «даму», «королём», «10»."""
    if word in _RU_RANKS and len(word) > 1:
        return _RU_RANKS[word]
    for stem, rank in _RU_RANK_STEMS:
        if word.startswith(stem):
            return rank
    return None


def _ru_suit(word: str) -> Suit | None:
    """A Russian suit word in any case, or its adjective: «пик», «червей», «пиковая»."""
    for stem, suit in _RU_SUIT_STEMS:
        if word.startswith(stem):
            return suit
    return None


#: Emoji presentation selectors (``♥️``) and the like, dropped before reading.
_INVISIBLE: Final = dict.fromkeys(map(ord, "\ufe0e\ufe0f\u200b"), None)


class CardNameError(ValueError):
    """A name that is no card (or no card of this deck); the message is for the player.

    ``text`` is what the player typed, as typed; ``no_card`` says it names nothing like a
    card (not a rank without its suit, a card left out of the deck, or several cards).
    """

    def __init__(self, text: str, message: str, *, no_card: bool = False) -> None:
        super().__init__(message)
        self.text = text
        self.no_card = no_card


def typed_name(card: Card) -> str:
    """How a card is typed in the language spoken: ``qs``, ``10h``, ``2c`` (Russian
    ``дп``, ``10ч``, ``2т``); the field's completions use it."""
    if current() == "en":
        return card.rank_name.lower() + card.suit.letter.lower()
    return (rank_label(card.rank) + suit_letter(card.suit)).lower()


def _tokens(text: str) -> list[str]:
    """Lower-case words: commas and semicolons part cards, a glyph suit apart from its rank
    (``q ♠``) stays a word of its own."""
    clean = text.translate(_INVISIBLE).lower().replace("ё", "е")
    return [word for word in re.split(r"[\s,;]+", clean) if word]


def _in_deck(card: Card, text: str, deck: int | None, style: CardStyle = "label") -> Card:
    if deck is not None and not deck >> card.index & 1:
        from .nouns import card_noun

        raise CardNameError(
            text,
            _("There is no {card} at this table: it is left out of the deck").format(
                card=card_noun(card, style)
            ),
        )
    return card


def _not_a_card(text: str) -> CardNameError:
    if not text.strip():
        return CardNameError(text, _("Type a card: {examples}").format(examples=_example_names()))
    word = text.strip().lower().replace("ё", "е")
    rank = _RANKS.get(word) or _RU_RANKS.get(word) or _ru_rank(word)
    if rank is not None:
        names = ", ".join(typed_name(CARDS[suit * 13 + rank - 2]) for suit in reversed(Suit))
        return CardNameError(
            text, _("{text} needs a suit: {names}").format(text=quoted(text.strip()), names=names)
        )
    return CardNameError(
        text,
        _("{text} is not a card: {examples}").format(
            text=quoted(text.strip()), examples=examples()
        ),
        no_card=True,
    )


def _card(suit: Suit, rank: int) -> Card:
    return CARDS[suit * 13 + rank - 2]


def _read(words: list[str], start: int) -> tuple[Card, int] | None:
    """The card named at ``words[start]`` and how many words name it, or None."""
    word = words[start]
    compact = _COMPACT.fullmatch(word)
    if compact:
        return _card(_SUITS[compact[2]], _RANKS[compact[1]]), 1
    compact = _RU_COMPACT.fullmatch(word)
    if compact:
        letter = compact[2]
        if letter == _KRESTI:
            suit = Suit.CLUBS
        else:
            suit = _RU_SUITS[letter] if letter in _RU_SUITS else _SUITS[letter]
        return _card(suit, _RU_RANKS[compact[1]]), 1
    rest = words[start + 1 : start + 3]
    rank = _RANKS[word] if word in _RANKS else _ru_rank(word)
    if rank is not None:
        if len(rest) == 2 and rest[0] == "of" and rest[1] in _SUITS:
            return _card(_SUITS[rest[1]], rank), 3
        if rest and rest[0] in _SUITS:
            return _card(_SUITS[rest[0]], rank), 2
        named = _ru_suit(rest[0]) if rest else None  # «дама пик»
        return (_card(named, rank), 2) if named is not None else None
    before = _ru_suit(word)  # «пиковая дама»
    if before is not None and rest:
        rank = _RANKS[rest[0]] if rest[0] in _RANKS else _ru_rank(rest[0])
        if rank is not None:
            return _card(before, rank), 2
    return None


def parse_card(text: str, deck: int | None = None, style: CardStyle = "label") -> Card:
    """The one card ``text`` names: ``qs``, ``QS``, ``10h``, ``th``, ``q♠``, ``Q S``,
    ``queen of spades``, ``10 of hearts``, ``ten of ♥``.

    ``deck`` (the table's deck as an engine bit mask, :attr:`Table.deck`) refuses a card
    the table leaves out, said with the card named in ``style`` (the line mode's words, in
    the case its sentence asks).  Raises :class:`CardNameError` for anything else, more than one
    card included.

    >>> str(parse_card("Q♠")), str(parse_card("ace of hearts")), str(parse_card(" 2C "))
    ('Q♠', 'A♥', '2♣')
    >>> parse_card("2c 3h")
    Traceback (most recent call last):
    ...
    hearts_tui.words.card_names.CardNameError: '2c 3h' names 2 cards: type one
    """
    cards = parse_cards(text, deck, style)
    if len(cards) != 1:
        if not cards:
            raise _not_a_card(text)
        raise CardNameError(
            text,
            ngettext(
                "{text} names {count} card: type one",
                "{text} names {count} cards: type one",
                len(cards),
            ).format(text=quoted(text.strip()), count=len(cards)),
        )
    return cards[0]


def parse_cards(text: str, deck: int | None = None, style: CardStyle = "label") -> list[Card]:
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
        cards.append(_in_deck(card, " ".join(words[start : start + used]), deck, style))
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
    if last.startswith("t") and current() == "en":  # ten is typed 10 in the names offered
        last = "10" + last[1:]
    names = sorted(
        {typed_name(card): card for card in held}.items(),
        key=lambda item: (item[1] not in playable, item[1]),
    )
    named = set(words[:-1] if last else words)
    names = [(name, card) for name, card in names if name not in named]
    found = [name for name, _card in names if name.startswith(last)]
    suit = _RU_SUITS.get(last) if current() != "en" else None
    suit = _SUITS.get(last) if suit is None else suit
    if not found and suit is not None:  # a suit alone: the cards of that suit
        found = [name for name, card in names if card.suit is suit]
    return found
