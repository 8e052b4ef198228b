"""Cancellation Hearts: one hand over two decks, beside :class:`~.core.HandState`.

Page 001's rules (the choices where it is silent are marked *chosen*):

* Two 52-card decks, 7 to 10 players.  The 104 cards are dealt round, one at a time, as far
  as they go evenly; the rest (6, 0, 5 or 4 cards for 7, 8, 9, 10 players) lies face down
  and goes with the first trick's cards to whoever takes them.
* No pass; the player left of the dealer leads any card but a heart (hearts are not broken,
  and no points go on the first trick — the Q♠ may, page 001); a hand of nothing else may.
* Follow suit if you can.  Void, play anything, but no heart on the first trick unless
  nothing else is left.
* Two identical cards in one trick cancel each other: neither can win it.  The trick goes to
  the highest *uncancelled* card of the suit led.
* *Chosen:* when every card of the suit led is cancelled, the cards of other suits still
  cannot win (page 001: the trick goes to the highest card of the suit led), so nobody wins
  it: the trick is treated as fully cancelled.  (Every card of a trick cancelled is the
  case the page names; only even tables can reach it, while this one arises at every size.)
* A fully cancelled trick waits, face up, for the winner of the next trick, who takes it
  with their own (several in a row wait together).  The last trick, fully cancelled, goes to
  the winner of the trick before it — *chosen:* to the most recent trick's winner, the
  trick before being perhaps cancelled too; and if no trick of the hand had a winner, to
  the player who led the last one (who then led every trick).
* *Chosen:* after a fully cancelled trick the player who led it leads again: nobody won it.
* Each heart 1 point and each Q♠ 13: 52 points a hand.  The moon is every one of them (both
  Q♠ and all 26 hearts); the others then score 52.

Two identical cards stay two cards.  A seat's cards are two 52-bit masks: ``hands[seat]``
the cards it holds at least once (as in ``HandState``, so every mask test there still
means "holds it") and ``doubles[seat]`` the ones it holds twice; so are the cards taken
(``taken``/``taken2``), the face-down rest (``kitty``/``kitty2``) and the cards waiting for
the next trick's winner (``waiting``/``waiting2``).  A deal and ``Game`` hold a two-deck hand
in one int, :func:`pack`: bits 0..51 the cards held at least once, bits 52..103 the cards
held twice.  ``legal_mask()`` is over distinct cards, and ``play(index)`` plays one copy: the
copies are the same card, so which one never matters (nor to a save's replay).

Like ``HandState`` this trusts its caller.  ``play()`` returns the seat that took a trick,
``None`` mid-trick, and :data:`CARRIED` (-1) for a fully cancelled trick that waits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, Self

from .cards import Card, cards_of_mask
from .core import HandState, took_all, with_moon
from .rng import Rng
from .rules import MoonMode
from .table import ALL_CARDS, JACK_DIAMONDS, QUEEN_SPADES, Table

__all__ = [
    "CARRIED",
    "CancellationHand",
    "add_card",
    "cancellation_winner",
    "cancelled_mask",
    "deal_two_decks",
    "pack",
    "pack_indexes",
    "two_deck_cards",
    "unpack",
]

#: What ``play()`` returns for a trick every card of whose led suit is cancelled.
CARRIED: Final = -1


def pack(once: int, twice: int) -> int:
    """One int for a multiset of cards: ``once`` in bits 0..51, ``twice`` in 52..103."""
    return once | twice << 52


def unpack(packed: int) -> tuple[int, int]:
    """The inverse of :func:`pack`: (held at least once, held twice)."""
    return packed & ALL_CARDS, packed >> 52


def add_card(once: int, twice: int, index: int) -> tuple[int, int]:
    """The multiset ``(once, twice)`` with one more copy of card ``index``."""
    bit = 1 << index
    if once & bit:
        return once, twice | bit
    return once | bit, twice


def pack_indexes(indexes: Iterable[int]) -> int:
    """The packed multiset of card indexes (each at most twice).

    >>> once, twice = unpack(pack_indexes([49, 0, 49]))
    >>> once == 1 << 49 | 1, twice == 1 << 49
    (True, True)
    """
    once = twice = 0
    for index in indexes:
        if twice >> index & 1:
            raise ValueError(f"{Card.from_index(index)} is in play more than twice")
        once, twice = add_card(once, twice, index)
    return pack(once, twice)


def two_deck_cards(once: int, twice: int) -> tuple[Card, ...]:
    """The cards of a multiset, sorted, a card held twice listed twice."""
    if not twice:
        return cards_of_mask(once)
    return tuple(sorted(cards_of_mask(once) + cards_of_mask(twice)))


def cancelled_mask(trick: Sequence[tuple[int, int]]) -> int:
    """The cards both of whose copies are in ``trick`` (``(seat, index)`` pairs)."""
    seen = twice = 0
    for _, index in trick:
        bit = 1 << index
        if seen & bit:
            twice |= bit
        seen |= bit
    return twice


def cancellation_winner(trick: Sequence[tuple[int, int]]) -> int:
    """The seat whose card wins ``trick`` so far: the highest uncancelled card of the suit
    led; :data:`CARRIED` when every card of that suit is cancelled."""
    cancelled = cancelled_mask(trick)
    lead_suit = trick[0][1] // 13
    best_seat, best = CARRIED, -1
    for seat, index in trick:
        if index // 13 == lead_suit and index > best and not cancelled >> index & 1:
            best_seat, best = seat, index
    return best_seat


def deal_two_decks(table: Table, rng: Rng) -> tuple[list[int], list[int]]:
    """Shuffle both decks together and deal them round: each seat's :func:`pack`-ed hand,
    and the rest, face down, as card indexes in deal order."""
    deck = [index for index in range(52) if table.deck >> index & 1] * 2
    rng.shuffle(deck)
    n = table.players
    dealt = n * table.hand_size
    once = [0] * n
    twice = [0] * n
    for position in range(dealt):
        seat = position % n
        once[seat], twice[seat] = add_card(once[seat], twice[seat], deck[position])
    return [pack(a, b) for a, b in zip(once, twice, strict=True)], deck[dealt:]


class CancellationHand(HandState):
    """One hand of Cancellation Hearts in play.  Mutable; ``copy()`` is cheap.

    Besides :class:`HandState`'s fields (``hands``, ``taken`` and ``kitty`` hold the cards
    at least once): ``doubles``, ``taken2``, ``kitty2`` (held twice), ``waiting`` /
    ``waiting2`` (the face-up cards of fully cancelled tricks, waiting for the next trick's
    winner), ``kitty_waiting`` (the face-down rest waits with them: the first trick was
    fully cancelled), ``kitty_taker`` (who took the rest, -1 until then), ``last_winner``
    (the most recent trick's winner, -1 before any).  The rules of a play are
    :class:`HandState`'s ``legal_mask()``: the table's ``first_trick_forbidden`` lets the Q♠
    go on the first trick, and :meth:`queen_beaten` knows of cancelled cards.
    """

    __slots__ = ("doubles", "kitty2", "kitty_taker", "kitty_waiting", "last_winner", "taken2",
                 "waiting", "waiting2")  # fmt: skip

    def __init__(
        self, table: Table, hands: Sequence[int], *, leader: int, rest: Iterable[int] = ()
    ) -> None:
        """``hands`` are :func:`pack`-ed; ``rest`` the face-down cards' indexes."""
        split = [unpack(packed) for packed in hands]
        kitty, kitty2 = unpack(pack_indexes(rest))
        super().__init__(table, [once for once, _ in split], leader=leader, kitty=kitty)
        self.doubles = [twice for _, twice in split]
        self.kitty2 = kitty2
        self.taken2 = [0] * self.n
        self.waiting = self.waiting2 = 0
        self.kitty_waiting = False
        self.kitty_taker = -1
        self.last_winner = -1

    def copy(self) -> Self:
        new = super().copy()
        new.doubles = self.doubles[:]
        new.kitty2 = self.kitty2
        new.taken2 = self.taken2[:]
        new.waiting = self.waiting
        new.waiting2 = self.waiting2
        new.kitty_waiting = self.kitty_waiting
        new.kitty_taker = self.kitty_taker
        new.last_winner = self.last_winner
        return new

    # -- play -------------------------------------------------------------------------------

    def queen_beaten(self) -> bool:
        """Whether the Q♠, played now, would not win the trick: a higher spade is on it
        uncancelled, or the other Q♠ is on it and the two cancel."""
        return cancellation_winner([*self.trick, (self.turn, QUEEN_SPADES)]) != self.turn

    def play(self, index: int) -> int | None:
        """Play one copy of card ``index`` for the seat on turn.

        Returns the seat that took the trick if this card ended one, :data:`CARRIED` if the
        trick ended fully cancelled (it waits; its leader leads again), else None.
        """
        seat = self.turn
        bit = 1 << index
        if self.doubles[seat] & bit:
            self.doubles[seat] ^= bit
        else:
            self.hands[seat] ^= bit
        trick = self.trick
        trick.append((seat, index))
        if not self.hearts_broken and (
            index // 13 == 2 or (index == QUEEN_SPADES and self.table.rules.queen_breaks_hearts)
        ):
            self.hearts_broken = True
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return None
        once, twice = self.waiting, self.waiting2
        for _, card in trick:
            once, twice = add_card(once, twice, card)
        if self.first_trick:
            self.first_trick = False
            self.kitty_waiting = True
        self.trick = []
        self.tricks_played += 1
        winner = cancellation_winner(trick)
        if winner == CARRIED:
            if self.tricks_played < self.table.hand_size:
                self.waiting, self.waiting2 = once, twice
                self.turn = self.leader
                return CARRIED
            winner = self.last_winner if self.last_winner >= 0 else self.leader
        taken = self.taken[winner]
        taken2 = self.taken2[winner]
        if self.kitty_waiting:
            self.kitty_waiting = False
            self.kitty_taker = winner
            once, twice = once | self.kitty, twice | self.kitty2 | (once & self.kitty)
        self.taken[winner] = taken | once
        self.taken2[winner] = taken2 | twice | (taken & once)
        self.waiting = self.waiting2 = 0
        self.last_winner = self.leader = self.turn = winner
        return winner

    # -- what the hand holds ----------------------------------------------------------------

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, sorted, a card held twice listed twice."""
        return two_deck_cards(self.hands[seat], self.doubles[seat])

    def sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(
            once.bit_count() + twice.bit_count()
            for once, twice in zip(self.hands, self.doubles, strict=True)
        )

    def legal_cards(self) -> tuple[Card, ...]:
        """The legal cards of the seat on turn as held: both copies of a card held twice."""
        legal = self.legal_mask()
        return two_deck_cards(legal, legal & self.doubles[self.turn])

    def kitty_cards(self) -> tuple[Card, ...]:
        """The face-down rest, both copies of a card listed."""
        return two_deck_cards(self.kitty, self.kitty2)

    def waiting_cards(self) -> tuple[Card, ...]:
        """The face-up cards of fully cancelled tricks waiting for the next trick's winner."""
        return two_deck_cards(self.waiting, self.waiting2)

    def taken_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` has taken (the face-down rest included once taken)."""
        return two_deck_cards(self.taken[seat], self.taken2[seat])

    # -- scoring ------------------------------------------------------------------------------

    def raw_points(self) -> list[int]:
        """Points each seat has taken so far (the rest included once taken), before the moon."""
        points_of = self.table.points_of
        return [
            points_of(once) + points_of(twice)
            for once, twice in zip(self.taken, self.taken2, strict=True)
        ]

    def visible_points(self, *, hide_kitty: bool) -> list[int]:
        """:meth:`raw_points`, less the face-down rest's points while it stays hidden."""
        points = self.raw_points()
        if hide_kitty and self.kitty_taker >= 0:
            points_of = self.table.points_of
            points[self.kitty_taker] -= points_of(self.kitty) + points_of(self.kitty2)
        return points

    def moon_shooter(self) -> int:
        """The seat that took every penalty card twice (all 52 points), or -1."""
        return took_all(self.table.penalty_mask, self.taken2)

    def moon_points(self, mode: MoonMode) -> list[int]:
        """A moon hand's score per seat, as :func:`~.core.moon_scores` with two decks: each
        seat keeps the J♦ bonus of every J♦ it took."""
        table = self.table
        jack = table.points[JACK_DIAMONDS]
        scores = [
            jack * ((once >> JACK_DIAMONDS & 1) + (twice >> JACK_DIAMONDS & 1))
            for once, twice in zip(self.taken, self.taken2, strict=True)
        ]
        return with_moon(table, scores, self.moon_shooter(), mode)
