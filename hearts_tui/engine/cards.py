"""Cards, suits and the bit-mask representation the engine uses internally.

A card is a small immutable value.  The 52 cards exist once each (``CARDS``); every
public function hands out these canonical instances, so comparing and hashing are cheap.

Each card also has an ``index`` 0..51 (suit-major, clubs first, two low), and a set of
cards is an ``int`` bit mask over these indexes.  The masks stay behind the public API.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Final

from .quoting import quoted

__all__ = [
    "CARDS",
    "RANKS",
    "Card",
    "Suit",
    "cards_of_mask",
    "mask_of",
    "parse_cards",
]


class Suit(IntEnum):
    """The four suits, in the engine's canonical order (clubs low, spades high index)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The suit glyph: ♣ ♦ ♥ ♠."""
        return _SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The suit letter used in card codes: C D H S."""
        return "CDHS"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit from its letter or glyph (case-insensitive)."""
        key = text.strip().upper()
        suit = _SUIT_BY_TEXT.get(key)
        if suit is None:
            raise ValueError(f"unknown suit: {quoted(text)} (use C D H S or ♣ ♦ ♥ ♠)")
        return suit


_SYMBOLS: Final = ("♣", "♦", "♥", "♠")
_SUIT_BY_TEXT: Final[dict[str, Suit]] = {}
for _suit in Suit:
    _SUIT_BY_TEXT[_suit.letter] = _suit
    _SUIT_BY_TEXT[_SYMBOLS[_suit]] = _suit
_SUIT_BY_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})

#: Rank characters from two (2) to ace (14), as used in card codes.
RANKS: Final = "23456789TJQKA"
_RANK_BY_TEXT: Final[dict[str, int]] = {ch: i + 2 for i, ch in enumerate(RANKS)}
_RANK_BY_TEXT["10"] = 10
_RANK_NAMES: Final = {11: "J", 12: "Q", 13: "K", 14: "A"}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card: ``rank`` 2..14 (ace high) and ``suit``.

    >>> Card.parse("QS") == Card.parse("Q♠") == Card.parse("qs")
    True
    >>> Card.parse("10H") == Card.parse("TH")
    True
    >>> Card.parse("QS").code, str(Card.parse("QS"))
    ('QS', 'Q♠')
    """

    rank: int
    suit: Suit
    #: 0..51, suit-major (clubs 0..12, diamonds, hearts, spades), two low.
    index: int = field(init=False, repr=False, compare=False)
    #: Two-character ASCII code: rank from ``23456789TJQKA`` then suit from ``CDHS``.
    code: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14:
            raise ValueError(f"rank must be 2..14, got {self.rank!r}")
        suit = Suit(self.suit)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", int(suit) * 13 + self.rank - 2)
        object.__setattr__(self, "code", RANKS[self.rank - 2] + suit.letter)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"QS"``, ``"Q♠"``, ``"qs"``, ``"10H"`` or ``"TH"`` into a card."""
        if not isinstance(text, str):
            raise TypeError(f"card text must be str, not {type(text).__name__}")
        raw = text.strip().upper().replace(" ", "")
        if len(raw) < 2:
            raise ValueError(f"not a card: {quoted(text)} (write rank then suit, like QS or 10♥)")
        rank = _RANK_BY_TEXT.get(raw[:-1])
        suit = _SUIT_BY_TEXT.get(raw[-1])
        if rank is None or suit is None:
            raise ValueError(f"not a card: {quoted(text)} (write rank then suit, like QS or 10♥)")
        return CARDS[suit * 13 + rank - 2]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with engine index ``index`` (0..51)."""
        return CARDS[index]

    @property
    def rank_name(self) -> str:
        """Rank as players write it: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def mask(self) -> int:
        """This card as a one-bit mask."""
        return 1 << self.index

    def label(self, *, ascii_suits: bool = False) -> str:
        """Rank and suit for display: ``Q♠`` (or ``QS`` with ``ascii_suits``)."""
        return self.rank_name + (self.suit.letter if ascii_suits else self.suit.symbol)

    def __str__(self) -> str:
        return self.rank_name + self.suit.symbol

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))


#: The 52 canonical cards, by index (clubs 2..A, diamonds, hearts, spades).
CARDS: Final[tuple[Card, ...]] = tuple(Card(r, s) for s in Suit for r in range(2, 15))


def parse_cards(text: str | list[str] | tuple[str, ...]) -> list[Card]:
    """Parse several cards: ``"2C QS 10H"`` or a list of card strings."""
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(item) for item in items]


def mask_of(cards: object) -> int:
    """The bit mask of an iterable of cards."""
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= 1 << card.index
    return mask


# One cache per suit: 13-bit pattern -> the sorted tuple of its cards.  Entries are made on
# first use (building all 4 x 8192 up front cost ~20 ms of start-up), then every lookup is
# a dict hit.
_SUIT_CACHES: Final[tuple[dict[int, tuple[Card, ...]], ...]] = ({0: ()}, {0: ()}, {0: ()}, {0: ()})


def _suit_cards(suit: int, pattern: int) -> tuple[Card, ...]:
    """The cards of one suit's 13-bit ``pattern``, filling the cache on a miss."""
    cache = _SUIT_CACHES[suit]
    found = cache.get(pattern)
    if found is None:
        base = suit * 13
        found = tuple(CARDS[base + rank] for rank in range(13) if pattern >> rank & 1)
        cache[pattern] = found
    return found


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in index order (clubs, diamonds, hearts, spades; low to high)."""
    clubs, diamonds, hearts, spades = _SUIT_CACHES
    try:
        return (
            clubs[mask & 0x1FFF]
            + diamonds[mask >> 13 & 0x1FFF]
            + hearts[mask >> 26 & 0x1FFF]
            + spades[mask >> 39 & 0x1FFF]
        )
    except KeyError:
        return (
            _suit_cards(0, mask & 0x1FFF)
            + _suit_cards(1, mask >> 13 & 0x1FFF)
            + _suit_cards(2, mask >> 26 & 0x1FFF)
            + _suit_cards(3, mask >> 39 & 0x1FFF)
        )
