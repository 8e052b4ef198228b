"""What a set of rules means in numbers: the deck, hand size, card points and the moon.

``Table`` is computed once per ``Rules`` and holds plain ints and tuples so the play loop
(and the CPU players' simulations) never look at the rules object itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final

from .cards import Suit
from .rules import FirstLead, PassCycle, Rules, Scoring, ShortDeck, Variant

__all__ = ["ALL_CARDS", "BIG_CARDS", "HEARTS_MASK", "SUIT_MASKS", "Table", "table_for"]

SUIT_MASKS: Final = tuple(0x1FFF << (13 * s) for s in range(4))
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
ALL_CARDS: Final = (1 << 52) - 1

TWO_CLUBS: Final = 0
THREE_CLUBS: Final = 1
FOUR_CLUBS: Final = 2
TWO_DIAMONDS: Final = 13
THREE_DIAMONDS: Final = 14
JACK_DIAMONDS: Final = 13 + 9
QUEEN_SPADES: Final = 39 + 10
KING_SPADES: Final = 39 + 11
ACE_SPADES: Final = 39 + 12

#: The cards besides the hearts that score at some table, in the order they are named:
#: Q♠, K♠ and A♠ (Black Maria), J♦ (the Omnibus bonus).
BIG_CARDS: Final = (QUEEN_SPADES, KING_SPADES, ACE_SPADES, JACK_DIAMONDS)

# Offsets of the receiver from the passer, by direction, for n players.
DIRECTIONS: Final = ("left", "right", "across", "none")

#: The cards a short deck leaves out, by players (page 002).
REMOVED: Final[dict[int, tuple[int, ...]]] = {
    3: (TWO_DIAMONDS,),
    5: (TWO_DIAMONDS, TWO_CLUBS),
    6: (TWO_DIAMONDS, THREE_DIAMONDS, THREE_CLUBS, FOUR_CLUBS),
    7: (TWO_DIAMONDS, THREE_DIAMONDS, THREE_CLUBS),
}
#: Cards dealt to each player at Domino Hearts; the rest is the stock.
DOMINO_HAND: Final = 6


def _penalties(scoring: Scoring) -> dict[int, int]:
    """Positive (penalty) points per card index for a scoring preset."""
    values: dict[int, int] = {}
    spot = scoring in (Scoring.SPOT_HEARTS, Scoring.GREEK)
    for r in range(13):
        values[26 + r] = r + 2 if spot else 1
    queen = {
        Scoring.STANDARD: 13,
        Scoring.BLACK_MARIA: 13,
        Scoring.SPOT_HEARTS: 13,
        Scoring.GREEK: 50,
        Scoring.BASIC: 0,
        Scoring.NO_BLACK_LADY: 0,
        Scoring.SUPER: 7,
    }[scoring]
    if queen:
        values[QUEEN_SPADES] = queen
    if scoring is Scoring.BLACK_MARIA:
        values[KING_SPADES] = 10
        values[ACE_SPADES] = 7
    return values


@dataclass(frozen=True, slots=True)
class Table:
    """Numbers derived from ``Rules``; see :func:`table_for`."""

    rules: Rules
    players: int
    #: Cards in play this hand (removed cards excluded), as a mask.
    deck: int
    hand_size: int
    #: Points per card index (penalties positive, the J♦ bonus negative), 0 elsewhere.
    points: tuple[int, ...]
    #: Cards with positive points: the ones that count for "no points on the first trick"
    #: and the moon.
    penalty_mask: int
    #: Total of the penalty cards (26 on the Standard table).
    penalty_total: int
    #: What the moon is worth to the others (or off the shooter's score).
    moon_value: int
    #: Passing directions, one per hand, cycling.
    pass_cycle: tuple[str, ...]
    variant: Variant = Variant.STANDARD
    #: Decks in play: 2 at Cancellation Hearts (each card of ``deck`` twice), else 1.
    decks: int = 1
    #: Cards dealt face down: the kitty (Standard, Cancellation) or the stock (Domino).
    undealt: int = 0
    #: ``(value, mask)`` for each point value: the cards worth it (derived from ``points``).
    point_groups: tuple[tuple[int, int], ...] = field(default=(), repr=False, compare=False)
    #: What "no points on the first trick" keeps off it (derived): the penalty cards, but
    #: at Cancellation Hearts the Q♠ may go (page 001).
    first_trick_forbidden: int = field(default=0, repr=False, compare=False)

    def __post_init__(self) -> None:
        groups: dict[int, int] = {}
        for index, value in enumerate(self.points):
            if value:
                groups[value] = groups.get(value, 0) | 1 << index
        object.__setattr__(self, "point_groups", tuple(groups.items()))
        forbidden = self.penalty_mask
        if self.variant is Variant.CANCELLATION:
            forbidden &= ~(1 << QUEEN_SPADES)
        object.__setattr__(self, "first_trick_forbidden", forbidden)

    def pass_direction(self, hand_number: int) -> str:
        """``left``/``right``/``across``/``none`` for a 1-based hand number."""
        return self.pass_cycle[(hand_number - 1) % len(self.pass_cycle)]

    def pass_offset(self, direction: str) -> int:
        """Seats from passer to receiver (``left`` is the next seat in play order)."""
        return {"left": 1, "right": self.players - 1, "across": 2, "none": 0}[direction]

    def points_of(self, mask: int) -> int:
        """Points of a set of cards.

        >>> table_for(Rules()).points_of(0b111 << 26 | 1 << 49)  # 2♥ 3♥ 4♥ and Q♠
        16
        """
        total = 0
        for value, cards in self.point_groups:
            total += value * (mask & cards).bit_count()
        return total

    @property
    def big_cards(self) -> tuple[int, ...]:
        """The card indexes of :data:`BIG_CARDS` that score at this table (Q♠ 13: just Q♠)."""
        return tuple(card for card in BIG_CARDS if self.points[card])

    @property
    def leads_two_of_clubs(self) -> bool:
        return self.rules.first_lead is FirstLead.TWO_OF_CLUBS


@cache
def table_for(rules: Rules) -> Table:
    """The :class:`Table` of ``rules`` (cached: rules are immutable).

    >>> standard = table_for(Rules())
    >>> standard.hand_size, standard.penalty_total, standard.moon_value
    (13, 26, 26)
    >>> greek = table_for(Rules.preset("greek"))
    >>> greek.penalty_total, greek.moon_value, greek.pass_direction(1)
    (154, 150, 'right')
    >>> table_for(Rules(players=5)).hand_size
    10
    >>> six = table_for(Rules(players=6))
    >>> six.hand_size, six.deck.bit_count(), six.pass_cycle
    (8, 48, ('left', 'right', 'none'))
    >>> domino = table_for(Rules.domino(5))
    >>> domino.hand_size, domino.undealt, domino.penalty_total
    (6, 22, 13)
    >>> cancellation = table_for(Rules.cancellation(7))
    >>> cancellation.decks, cancellation.hand_size, cancellation.undealt
    (2, 14, 6)
    >>> cancellation.penalty_total, cancellation.moon_value
    (52, 52)
    """
    n = rules.players
    variant = rules.variant
    deck = ALL_CARDS
    decks = 2 if variant is Variant.CANCELLATION else 1
    if variant is Variant.STANDARD and rules.short_deck is ShortDeck.REMOVE:
        for index in REMOVED.get(n, ()):
            deck &= ~(1 << index)
    cards = deck.bit_count() * decks
    hand_size = DOMINO_HAND if variant is Variant.DOMINO else cards // n
    penalties = _penalties(rules.scoring)
    points = [0] * 52
    for index, value in penalties.items():
        points[index] = value
    if rules.jack_of_diamonds:
        points[JACK_DIAMONDS] = rules.jack_of_diamonds
    penalty_mask = 0
    for index in penalties:
        penalty_mask |= 1 << index
    total = sum(penalties.values()) * decks
    moon_value = 150 if rules.scoring is Scoring.GREEK else total
    if rules.pass_cycle is PassCycle.STANDARD:
        cycle: tuple[str, ...] = (
            ("left", "right", "across", "none") if n == 4 else ("left", "right", "none")
        )
    elif rules.pass_cycle is PassCycle.OFF:
        cycle = ("none",)
    else:
        cycle = (rules.pass_cycle.value,)
    return Table(
        rules=rules,
        players=n,
        deck=deck,
        hand_size=hand_size,
        points=tuple(points),
        penalty_mask=penalty_mask,
        penalty_total=total,
        moon_value=moon_value,
        pass_cycle=cycle,
        variant=variant,
        decks=decks,
        undealt=cards - hand_size * n,
    )
