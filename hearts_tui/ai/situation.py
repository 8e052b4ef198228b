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

__all__ = ["Situation", "card_indexes", "situation_of_view", "voids_of_tricks"]


class Situation:
    """One seat's decision: cards as masks, the trick as ``(seat, index)`` pairs."""

    __slots__ = ("active", "first_trick", "hand", "in_trick", "legal", "out", "pen", "seat",
                 "table", "trick", "voids")  # fmt: skip

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
        active: int = 0,
        in_trick: int = 0,
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
        #: Domino Hearts, where players leave the hand: the seats still holding cards (a
        #: mask of seats) and the cards the trick in progress will hold.  0 means every
        #: seat (the other tables).
        self.active = active
        self.in_trick = in_trick or table.players

    def later(self) -> list[int]:
        """The seats still to play to this trick after this one, in order."""
        n = self.table.players
        after = self.in_trick - 1 - len(self.trick)
        if not self.active:
            return [(self.seat + k) % n for k in range(1, after + 1)]
        seats: list[int] = []
        seat = self.seat
        while len(seats) < after:
            seat = (seat + 1) % n
            if self.active >> seat & 1:
                seats.append(seat)
        return seats


def card_indexes(mask: int) -> list[int]:
    """The card indexes of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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
    """The situation of the seat whose view this is (public facts and its own hand only);
    with two decks a :class:`~.cancellation.CancelSituation`, which counts copies."""
    table = table_for(view.rules)
    if table.decks == 2:
        from .cancellation import situation_of_view as two_decks  # it builds on this module

        return two_decks(view)
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
    active = in_trick = 0
    if view.out:  # Domino Hearts: some seats have left the hand
        in_hand = [seat for seat, size in enumerate(view.hand_sizes) if size]
        active = sum(1 << seat for seat in in_hand)
        in_trick = len(trick) + sum(1 for seat in in_hand if all(s != seat for s, _ in trick))
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
        active=active,
        in_trick=in_trick,
    )
