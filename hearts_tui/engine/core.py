"""The play of one hand on bit masks: the fast internal path under ``Game``.

``HandState`` knows the hands, the trick, who is on turn and what each seat has taken.
It trusts its caller: ``legal_mask()`` says what may be played and ``play()`` does not
check again.  ``Game`` validates and explains; the CPU players' simulations call this
directly for speed.  Card indexes and masks are those of :mod:`.cards`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Self

from .cards import Card, cards_of_mask
from .rules import MoonMode
from .table import HEARTS_MASK, JACK_DIAMONDS, QUEEN_SPADES, SUIT_MASKS, Table

__all__ = ["HandState", "lowest_club", "moon_scores", "took_all", "trick_winner", "with_moon"]

_CLUBS: Final = SUIT_MASKS[0]
_QUEEN: Final = 1 << QUEEN_SPADES


def lowest_club(mask: int) -> int:
    """Index of the lowest club in ``mask`` (-1 if none)."""
    clubs = mask & _CLUBS
    return (clubs & -clubs).bit_length() - 1


def moon_scores(table: Table, taken: Sequence[int], shooter: int, mode: MoonMode) -> list[int]:
    """A moon shot's score per seat: each seat keeps the J♦ bonus it took, and the moon
    value goes off the shooter (``SHOOTER_MINUS``) or onto everyone else (otherwise)."""
    jack = table.points[JACK_DIAMONDS]
    bonus = [jack if mask >> JACK_DIAMONDS & 1 else 0 for mask in taken]
    return with_moon(table, bonus, shooter, mode)


def with_moon(table: Table, scores: list[int], shooter: int, mode: MoonMode) -> list[int]:
    """``scores`` (each seat's points besides the moon, e.g. a J♦ bonus) with the moon
    value off the shooter (``SHOOTER_MINUS``) or onto everyone else (otherwise)."""
    if mode is MoonMode.SHOOTER_MINUS:
        scores[shooter] -= table.moon_value
    else:
        for seat in range(len(scores)):
            if seat != shooter:
                scores[seat] += table.moon_value
    return scores


def took_all(penalty: int, taken: Sequence[int]) -> int:
    """The seat whose mask in ``taken`` holds every card of ``penalty``, or -1 (also when
    nothing scores)."""
    if not penalty:
        return -1
    for seat, mask in enumerate(taken):
        if mask & penalty == penalty:
            return seat
    return -1


def trick_winner(cards: list[tuple[int, int]]) -> int:
    """The seat that wins a trick of ``(seat, index)`` pairs: highest card of the led suit."""
    lead_suit = cards[0][1] // 13
    best_seat, best = cards[0]
    for seat, index in cards[1:]:
        if index // 13 == lead_suit and index > best:
            best_seat, best = seat, index
    return best_seat


class HandState:
    """One hand in play.  Mutable; ``copy()`` is cheap."""

    __slots__ = (
        "first_trick",
        "hands",
        "hearts_broken",
        "kitty",
        "lead_card",
        "leader",
        "n",
        "table",
        "taken",
        "trick",
        "tricks_played",
        "turn",
    )

    def __init__(
        self,
        table: Table,
        hands: list[int],
        *,
        leader: int,
        lead_card: int = -1,
        kitty: int = 0,
    ) -> None:
        self.table = table
        self.n = table.players
        self.hands = list(hands)
        self.kitty = kitty
        #: Index of the card that must open the first trick, or -1 (any card).
        self.lead_card = lead_card
        self.leader = leader
        self.turn = leader
        self.trick: list[tuple[int, int]] = []
        self.taken = [0] * self.n
        self.hearts_broken = False
        self.first_trick = True
        self.tricks_played = 0

    def copy(self) -> Self:
        """A copy to play on: a subclass's ``copy`` adds its own fields to this one."""
        cls = self.__class__
        new = cls.__new__(cls)
        new.table = self.table
        new.n = self.n
        new.hands = self.hands[:]
        new.kitty = self.kitty
        new.lead_card = self.lead_card
        new.leader = self.leader
        new.turn = self.turn
        new.trick = self.trick[:]
        new.taken = self.taken[:]
        new.hearts_broken = self.hearts_broken
        new.first_trick = self.first_trick
        new.tricks_played = self.tricks_played
        return new

    @property
    def over(self) -> bool:
        """True once every card has been played."""
        return self.tricks_played >= self.table.hand_size

    @property
    def lead_suit(self) -> int:
        """Suit (0..3) of the trick in progress, -1 when the trick is empty."""
        return self.trick[0][1] // 13 if self.trick else -1

    def legal_mask(self) -> int:
        """Cards the seat on turn may play, in rule order (see ``Game.why_illegal``)."""
        hand = self.hands[self.turn]
        trick = self.trick
        if trick:
            # Follow suit if you can.
            follow = hand & SUIT_MASKS[trick[0][1] // 13]
            if follow:
                # "Q♠ must go": when it would not win the trick, the Q♠ it is.
                if follow & _QUEEN and self.table.rules.queen_must_go and self.queen_beaten():
                    return _QUEEN
                return follow
            # Void: anything, but no points on the first trick unless nothing else is left.
            if self.first_trick and not self.table.rules.points_on_first_trick:
                safe = hand & ~self.table.first_trick_forbidden
                if safe:
                    hand = safe
            # "Q♠ must go": void, so shed the Q♠ if it may be played.
            if hand & _QUEEN and self.table.rules.queen_must_go:
                return _QUEEN
            return hand
        if self.first_trick:
            # The lowest club opens the first trick.
            if self.lead_card >= 0:
                return hand & (1 << self.lead_card)
            if not self.table.rules.points_on_first_trick:
                safe = hand & ~self.table.first_trick_forbidden
                if safe:
                    hand = safe
        # Hearts may not be led until broken, unless the hand is all hearts.
        if not self.hearts_broken:
            not_hearts = hand & ~HEARTS_MASK
            if not_hearts:
                return not_hearts
        return hand

    def queen_beaten(self) -> bool:
        """Whether the Q♠, played by the seat on turn on the spade trick in progress, would
        lose it ("Q♠ must go" then sheds it): a K♠ or A♠ is on it."""
        return any(card > QUEEN_SPADES for _, card in self.trick)

    def play(self, index: int) -> int | None:
        """Play card ``index`` for the seat on turn.  Returns the winner if a trick ended."""
        seat = self.turn
        self.hands[seat] &= ~(1 << index)
        trick = self.trick
        trick.append((seat, index))
        if not self.hearts_broken and (
            index // 13 == 2 or (index == QUEEN_SPADES and self.table.rules.queen_breaks_hearts)
        ):
            self.hearts_broken = True
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return None
        # The trick is complete: its winner (as trick_winner, inlined) and its cards.
        winner, best = trick[0]
        lead_suit = best // 13
        mask = 0
        for seat, card in trick:
            mask |= 1 << card
            if card > best and card // 13 == lead_suit:
                winner, best = seat, card
        if self.first_trick:
            mask |= self.kitty
            self.first_trick = False
        self.taken[winner] |= mask
        self.trick = []
        self.tricks_played += 1
        self.leader = winner
        self.turn = winner
        return winner

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, sorted (a two-deck state lists a card held twice twice)."""
        return cards_of_mask(self.hands[seat])

    def sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(hand.bit_count() for hand in self.hands)

    def raw_points(self) -> list[int]:
        """Points each seat has taken so far (kitty included once taken), before the moon."""
        return [self.table.points_of(mask) for mask in self.taken]

    def moon_shooter(self) -> int:
        """The seat that took every penalty card, or -1."""
        return took_all(self.table.penalty_mask, self.taken)
