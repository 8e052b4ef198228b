"""Cancellation Hearts for the CPU players: two copies of every card, and the normal
player's judgment when identical cards cancel.

A seat's knowledge (:class:`CancelSituation`) counts copies: the cards it holds once or
twice, the cards of which one or both copies are still unseen, and the points waiting on
the table for the next trick's winner (the cards of fully cancelled tricks, and at the
first trick the face-down rest, whose points it can only expect).

The normal player's habits here (:func:`choose_card`), besides those of :mod:`.policy`
(which leads and discards, counting a card out while a copy of it is):

* following, a card wins only if it is the highest *uncancelled* card of the suit led: the
  twin of a card on the trick cancels both, so it never wins — a cheap way to stop a high
  card winning, or to dodge a trick with nothing lower.  When the Standard judgment's card
  would take a trick with points on it, the player loses it with the card that gives away
  the most (points, then height) if any card can;
* a fully cancelled trick's points wait for the next winner: they count with that
  trick's own, so a trick that looks clean may not be (and a clean one is still the
  moment to shed a high card, as at the Standard table).
"""

from __future__ import annotations

from collections.abc import Iterable

from hearts_tui.engine.cancellation import cancellation_winner
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.table import SUIT_MASKS, Table, table_for
from hearts_tui.engine.view import PlayerView

from .policy import choose_card as policy_card
from .situation import Situation, card_indexes, voids_of_tricks

__all__ = ["CancelSituation", "choose_card", "copies", "situation_of_view"]


class CancelSituation(Situation):
    """A :class:`Situation` over two decks: ``hand`` and ``out`` hold a card at least once
    (as in every :class:`Situation`), ``twice`` and ``out2`` twice."""

    __slots__ = ("out2", "twice", "waiting")

    def __init__(
        self,
        table: Table,
        seat: int,
        hand: int,
        twice: int,
        legal: int,
        trick: list[tuple[int, int]],
        out: int,
        out2: int,
        voids: list[int],
        pen: list[int],
        first_trick: bool,
        waiting: float,
    ) -> None:
        super().__init__(table, seat, hand, legal, trick, out, voids, pen, first_trick)
        #: The cards this seat holds twice, and those of which both copies are unseen.
        self.twice = twice
        self.out2 = out2
        #: Points the winner of the trick in progress takes besides its cards: those of
        #: fully cancelled tricks, and (expected) the face-down rest's.
        self.waiting = waiting


def copies(cards: Iterable[int]) -> tuple[int, int]:
    """The masks ``(at least once, twice)`` of some card indexes (each at most twice)."""
    once = twice = 0
    for index in cards:
        bit = 1 << index
        if once & bit:
            twice |= bit
        once |= bit
    return once, twice


def situation_of_view(view: PlayerView) -> CancelSituation:
    """The situation of the seat whose view this is (public facts and its own hand only)."""
    table = table_for(view.rules)
    points = table.points
    hand, twice = copies([card.index for card in view.hand])
    out, out2 = copies([card.index for card in view.unseen()])
    tricks = [[(s, c.index) for s, c in record.cards] for record in view.tricks]
    trick = [(s, c.index) for s, c in view.trick]
    pen = [0] * view.players
    for record in view.tricks:
        if record.winner >= 0:
            for _, card in record.cards:
                pen[record.winner] += max(points[card.index], 0)
    waiting = float(sum(points[card.index] for card in view.waiting))
    if view.kitty_size and (not view.tricks or view.kitty_waiting):
        waiting += view.kitty_size * _mean_points(table, out, out2)
    return CancelSituation(
        table,
        view.seat,
        hand,
        twice,
        mask_of(view.legal),
        trick,
        out,
        out2,
        voids_of_tricks([*tricks, trick] if trick else tricks, view.players),
        pen,
        not view.tricks,
        waiting,
    )


def _mean_points(table: Table, out: int, out2: int) -> float:
    """The mean points of an unseen copy."""
    count = out.bit_count() + out2.bit_count()
    return (table.points_of(out) + table.points_of(out2)) / count if count else 0.0


def choose_card(sit: CancelSituation) -> int:
    """The card index the normal player plays at Cancellation Hearts (one of ``sit.legal``)."""
    legal = sit.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    card = policy_card(sit)  # the Standard table's judgment, counting a card out by a copy
    trick = sit.trick
    if not trick or not legal & SUIT_MASKS[trick[0][1] // 13]:
        return card  # leading, or void
    seat = sit.seat
    points = sit.table.points
    if cancellation_winner([*trick, (seat, card)]) != seat:
        return card
    # That card would take the trick as it stands (cancelled cards do not count).  With
    # points on it, or waiting for its winner, lose it if any card can: a lower one, or the
    # twin of a card on the trick, which cancels both.
    if sit.waiting + sum(points[index] for _, index in trick) <= 0:
        return card  # a clean trick: winning it sheds a high card
    losing = [c for c in card_indexes(legal) if cancellation_winner([*trick, (seat, c)]) != seat]
    if not losing:
        return card
    return max(losing, key=lambda c: points[c] * 64 + c)  # the most points, then highest
