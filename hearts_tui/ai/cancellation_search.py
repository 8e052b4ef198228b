"""The hard player at Cancellation Hearts: deals of the unseen copies, two of each card.

:class:`CancellationWorlds` samples worlds consistent with one seat's view: every copy it
has not seen (two of each card, less those in its hand and those played) goes to another
seat or to the face-down rest, as many to each as it holds; a seat that has shown it lacks
a suit gets no copy of it.  Each world is a
:class:`~hearts_tui.engine.cancellation.CancellationHand` with the view's trick, takings
and waiting cards; :meth:`CancellationWorlds.finish` plays it out with every seat on the
normal player's Cancellation policy, seeing what that seat would see.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.cancellation import CancellationHand, add_card, pack
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.table import Table
from hearts_tui.engine.view import PlayerView

from .cancellation import CancelSituation, choose_card, copies
from .fill import deal
from .sampling import allowed_slots, draw_slot
from .situation import Situation

__all__ = ["CancellationWorlds"]

_ATTEMPTS: Final = 20


class CancellationWorlds:
    """Worlds of ``view``'s hand at Cancellation Hearts: ``sample(rng)`` a
    :class:`CancellationHand` with the view's seat on turn; ``finish(state)`` plays it
    out; ``scores(state)``."""

    def __init__(self, view: PlayerView, sit: Situation) -> None:
        self.view = view
        self.table: Table = sit.table
        n = view.players
        self.n = n
        self.voids = sit.voids[:]
        # Slots 0..n-1 are the seats (the deciding one gets no room), slot n the rest.
        room = [0] * (n + 1)
        for seat in range(n):
            if seat != view.seat:
                room[seat] = view.hand_sizes[seat]
        room[n] = view.kitty_size
        self.room = room
        unseen = [card.index for card in view.unseen()]
        allowed = {index: allowed_slots(room, self.voids, index // 13) for index in set(unseen)}
        # The most constrained copies first.
        unseen.sort(key=lambda index: (allowed[index].bit_count(), index))
        self.cards = [(index, allowed[index]) for index in unseen]
        self.mine = pack(*copies(card.index for card in view.hand))
        taken = [0] * n
        taken2 = [0] * n
        for record in view.tricks:
            if record.winner >= 0:
                seat = record.winner
                for _, card in record.cards:
                    taken[seat], taken2[seat] = add_card(taken[seat], taken2[seat], card.index)
        self.taken = taken
        self.taken2 = taken2
        self.waiting = copies(card.index for card in view.waiting)
        first = view.tricks[0].winner if view.tricks else -1
        self.kitty_taker = first
        self.kitty_waiting = bool(view.tricks) and first < 0
        self.last_winner = next(
            (record.winner for record in reversed(view.tricks) if record.winner >= 0), -1
        )

    # -- sampling -------------------------------------------------------------------------

    def sample(self, rng: Rng) -> CancellationHand:
        """One world consistent with the view: a few random deals, and where they all jam
        a deal found by :func:`.fill.deal` (the voids still hold)."""
        for _ in range(_ATTEMPTS):
            dealt = self._try(rng)
            if dealt is not None:
                return self._state(*dealt)
        return self._state(*self._fill(rng))

    def _fill(self, rng: Rng) -> tuple[list[tuple[int, int]], list[int]]:
        """A deal that breaks no constraint, however tight (:mod:`.fill`)."""
        cards = [(index, index // 13, allowed) for index, allowed in self.cards]
        *seats, rest = deal(rng, cards, self.room)
        hands = []
        for held in seats:
            hand = (0, 0)
            for index in held:
                hand = add_card(*hand, index)
            hands.append(hand)
        return hands, rest

    def _try(self, rng: Rng) -> tuple[list[tuple[int, int]], list[int]] | None:
        n = self.n
        room = self.room[:]
        hands = [(0, 0)] * n
        rest: list[int] = []
        for index, allowed in self.cards:
            slot = draw_slot(rng, room, allowed)
            if slot < 0:
                return None
            if slot == n:
                rest.append(index)
            else:
                hands[slot] = add_card(*hands[slot], index)
        return hands, rest

    def _state(self, hands: list[tuple[int, int]], rest: list[int]) -> CancellationHand:
        """The hand as it stands in one world: the view's trick, takings and waiting cards."""
        view = self.view
        packed = [pack(*hand) for hand in hands]
        packed[view.seat] = self.mine
        leader = view.trick[0][0] if view.trick else view.seat
        state = CancellationHand(self.table, packed, leader=leader, rest=rest)
        state.turn = view.seat
        state.trick = [(seat, card.index) for seat, card in view.trick]
        taken = self.taken[:]
        taken2 = self.taken2[:]
        if self.kitty_taker >= 0:
            once, twice = taken[self.kitty_taker], taken2[self.kitty_taker]
            for index in rest:
                once, twice = add_card(once, twice, index)
            taken[self.kitty_taker], taken2[self.kitty_taker] = once, twice
        state.taken = taken
        state.taken2 = taken2
        state.waiting, state.waiting2 = self.waiting
        state.kitty_waiting = self.kitty_waiting
        state.kitty_taker = self.kitty_taker
        state.last_winner = self.last_winner
        state.hearts_broken = view.hearts_broken
        state.first_trick = not view.tricks
        state.tricks_played = len(view.tricks)
        return state

    # -- playing out ----------------------------------------------------------------------

    def finish(self, state: CancellationHand) -> None:
        """Play the hand out, every seat on the Cancellation policy with what it would know."""
        table = self.table
        n = self.n
        points_of = table.points_of
        penalty = table.penalty_mask
        voids = self.voids[:]
        hands = state.hands
        doubles = state.doubles
        # The face-down rest stays unseen by all, even once taken: its mean worth.
        rest = state.kitty.bit_count() + state.kitty2.bit_count()
        while not state.over:
            seat = state.turn
            legal = state.legal_mask()
            trick = state.trick
            if not legal & (legal - 1):
                index = legal.bit_length() - 1
            else:
                out = state.kitty
                out2 = state.kitty2
                for other in range(n):
                    if other != seat:
                        once = hands[other]
                        out2 |= doubles[other] | (out & once)
                        out |= once
                pen = [
                    points_of(state.taken[s] & penalty) + points_of(state.taken2[s] & penalty)
                    for s in range(n)
                ]
                waiting = float(points_of(state.waiting) + points_of(state.waiting2))
                if rest and (state.first_trick or state.kitty_waiting):
                    count = out.bit_count() + out2.bit_count()
                    waiting += rest * (points_of(out) + points_of(out2)) / count
                sit = CancelSituation(
                    table,
                    seat,
                    hands[seat],
                    doubles[seat],
                    legal,
                    trick,
                    out,
                    out2,
                    voids,
                    pen,
                    state.first_trick,
                    waiting,
                )
                index = choose_card(sit)
            if trick and index // 13 != trick[0][1] // 13:
                voids[seat] |= 1 << (trick[0][1] // 13)
            state.play(index)

    def scores(self, state: CancellationHand) -> list[int]:
        """The hand's score per seat once over, the moon applied as the table scores it
        ("shooter chooses" counted as "others plus")."""
        mode = self.table.rules.moon
        if state.moon_shooter() < 0 or mode is MoonMode.OFF:
            return state.raw_points()
        chosen = MoonMode.SHOOTER_MINUS if mode is MoonMode.SHOOTER_MINUS else MoonMode.OTHERS_PLUS
        return state.moon_points(chosen)
