"""What one seat knows at a decision, in bit masks: the input of the heuristic policy.

A :class:`Situation` is built either from a :class:`PlayerView` (the normal player) or from
a sampled :class:`HandState` during the hard player's rollouts.  Both carry only what the
seat may know in that world: its own hand, the trick, the cards still out (held by others or
face down), the voids the others have shown, and the points each seat has taken in sight.
Card indexes and masks are those of :mod:`hearts_tui.engine.cards`.
"""

from __future__ import annotations

from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.table import Table, table_for
from hearts_tui.engine.view import PlayerView

__all__ = ["Situation", "situation_of_view", "voids_of_tricks"]


class Situation:
    """One seat's decision: cards as masks, the trick as ``(seat, index)`` pairs."""

    __slots__ = ("first_trick", "hand", "legal", "out", "pen", "seat", "table", "trick", "voids")

    def __init__(
        self,
        table: Table,
        seat: int,
        hand: int,
        legal: int,
        trick: list[tuple[int, int]],
        out: int,
        voids: list[int],
        pen: list[int],
        first_trick: bool,
    ) -> None:
        self.table = table
        self.seat = seat
        #: The seat's cards and the ones it may play now.
        self.hand = hand
        self.legal = legal
        self.trick = trick
        #: Cards in play that this seat has not seen: other hands and the face-down kitty.
        self.out = out
        #: Per seat, a 4-bit mask of the suits it has shown it lacks.
        self.voids = voids
        #: Per seat, the penalty points (positive values only) it has taken in sight.
        self.pen = pen
        self.first_trick = first_trick


def voids_of_tricks(tricks: list[list[tuple[int, int]]], players: int) -> list[int]:
    """Per seat, the suits (4-bit mask) it failed to follow in these tricks."""
    voids = [0] * players
    for cards in tricks:
        lead = cards[0][1] // 13
        for seat, index in cards[1:]:
            if index // 13 != lead:
                voids[seat] |= 1 << lead
    return voids


def situation_of_view(view: PlayerView) -> Situation:
    """The situation of the seat whose view this is (public facts and its own hand only)."""
    table = table_for(view.rules)
    tricks = [[(s, c.index) for s, c in record.cards] for record in view.tricks]
    trick = [(s, c.index) for s, c in view.trick]
    pen = [0] * view.players
    points = table.points
    for record in view.tricks:
        for _, card in record.cards:
            value = points[card.index]
            if value > 0:
                pen[record.winner] += value
    hand = mask_of(view.hand)
    out = table.deck & ~hand & ~view.played_mask()
    return Situation(
        table=table,
        seat=view.seat,
        hand=hand,
        legal=mask_of(view.legal),
        trick=trick,
        out=out,
        voids=voids_of_tricks([*tricks, trick] if trick else tricks, view.players),
        pen=pen,
        first_trick=not view.tricks,
    )
