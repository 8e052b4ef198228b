"""The hard player at Domino Hearts: deals of the unseen cards into the other hands *and*
the stock, and rollouts that draw from it.

:class:`DominoWorlds` samples worlds consistent with one seat's view: every card it has not
seen goes to another seat still in the hand or to the stock, as many to each as it holds;
no seat gets more of a suit than its draws allow (:func:`.domino.suit_caps`); the stock's
order is shuffled, as nobody knows it.  The stock itself is never read.  Each world is a
:class:`~hearts_tui.engine.domino.DominoHand` that :meth:`DominoWorlds.finish` plays out:
every seat plays the normal player's Domino policy on what it would know, drawing from the
sampled stock when it must.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.domino import DominoHand
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES, Table
from hearts_tui.engine.view import PlayerView

from .domino import UNLIMITED, DominoFacts, choose_card, suit_caps
from .fill import deal
from .queen import queen_lacks
from .rollouts import hand_scores
from .situation import Situation

__all__ = ["DominoWorlds"]

_ATTEMPTS: Final = 20


class DominoWorlds:
    """Worlds of ``view``'s hand at Domino Hearts: ``sample(rng)`` a :class:`DominoHand` with
    the view's seat on turn; ``finish(state)`` plays it out; ``scores(state)``."""

    def __init__(self, view: PlayerView, sit: Situation) -> None:
        self.view = view
        self.sit = sit
        self.table: Table = sit.table
        n = view.players
        self.n = n
        caps = suit_caps(view)
        #: Slots 0..n-1 are the seats (the deciding one and the seats out get no room),
        #: slot n the stock.
        room = [0] * (n + 1)
        for seat in range(n):
            if seat != view.seat:
                room[seat] = view.hand_sizes[seat]
        room[n] = view.stock_size
        self.room = room
        self.caps = [caps[seat][:] for seat in range(n)] + [[UNLIMITED] * 4]
        unseen = sit.out

        # The most constrained suits first: fewest seats that may hold them.
        def holders(suit: int) -> int:
            return sum(1 for slot in range(n + 1) if room[slot] and self.caps[slot][suit])

        self.cards = [
            index
            for suit in sorted(range(4), key=holders)
            for index in range(13 * suit, 13 * suit + 13)
            if unseen >> index & 1
        ]
        self.lacks = [sum(1 << suit for suit in range(4) if not cap[suit]) for cap in caps]
        #: "Q♠ must go": the seats that passed up a chance to shed it (see .queen).
        self.queenless = queen_lacks(view)
        self.voids = sit.voids[:]
        taken = [0] * n
        for record in view.tricks:
            taken[record.winner] |= mask_of(card for _, card in record.cards)
        self.taken = taken

    # -- sampling -------------------------------------------------------------------------

    def sample(self, rng: Rng) -> DominoHand:
        """One world consistent with the view: a few random deals, and where they all jam
        a deal found by :func:`.fill.deal` (the caps and the Q♠'s seats still hold)."""
        for _ in range(_ATTEMPTS):
            dealt = self._try(rng)
            if dealt is not None:
                return self._state(rng, *dealt)
        return self._state(rng, *self._fill(rng))

    def _fill(self, rng: Rng) -> tuple[list[int], list[int]]:
        """A deal that breaks no constraint, however tight (:mod:`.fill`)."""
        n = self.n
        anywhere = (1 << (n + 1)) - 1
        cards = [
            (index, index // 13, anywhere & ~self.queenless if index == QUEEN_SPADES else anywhere)
            for index in self.cards
        ]
        slots = deal(rng, cards, self.room, self.caps)
        return [sum(1 << index for index in slot) for slot in slots[:n]], slots[n]

    def _try(self, rng: Rng) -> tuple[list[int], list[int]] | None:
        n = self.n
        room = self.room[:]
        caps = [cap[:] for cap in self.caps]
        hands = [0] * n
        stock: list[int] = []
        for index in self.cards:
            suit = index // 13
            barred = self.queenless if index == QUEEN_SPADES else 0
            total = 0
            for slot in range(n + 1):
                if room[slot] and caps[slot][suit] and not barred >> slot & 1:
                    total += room[slot]
            if not total:
                return None
            pick = rng.below(total)
            for slot in range(n + 1):
                if room[slot] and caps[slot][suit] and not barred >> slot & 1:
                    pick -= room[slot]
                    if pick < 0:
                        break
            room[slot] -= 1
            caps[slot][suit] -= 1
            if slot == n:
                stock.append(index)
            else:
                hands[slot] |= 1 << index
        return hands, stock

    def _state(self, rng: Rng, hands: list[int], stock: list[int]) -> DominoHand:
        """The hand as it stands in one world: the view's trick, takings and draws."""
        view = self.view
        hands[view.seat] = self.sit.hand
        rng.shuffle(stock)
        leader = view.trick[0][0] if view.trick else view.seat
        state = DominoHand(self.table, hands, leader=leader, stock=stock)
        state.turn = view.seat
        state.trick = [(seat, card.index) for seat, card in view.trick]
        state.taken = self.taken[:]
        state.hearts_broken = view.hearts_broken
        state.first_trick = not view.tricks
        state.tricks_played = len(view.tricks)
        state.drawn = list(view.drawn)
        state.out = list(view.out)
        state.trick_size = self.sit.in_trick
        return state

    # -- playing out ----------------------------------------------------------------------

    def finish(self, state: DominoHand) -> None:
        """Play the hand out, every seat on the Domino policy with what it would know."""
        table = self.table
        n = self.n
        points = table.points
        lacks = self.lacks[:]
        voids = self.voids[:]
        pen = [0] * n
        for seat, mask in enumerate(state.taken):
            pen[seat] = table.points_of(mask & table.penalty_mask)
        # The stock still face down after each draw, as masks.
        stock = state.stock
        below = [0] * (len(stock) + 1)
        for at in range(len(stock) - 1, -1, -1):
            below[at] = below[at + 1] | 1 << stock[at]
        hands = state.hands
        while not state.over:
            seat = state.turn
            trick = state.trick
            if trick and state.must_draw:
                suit = trick[0][1] // 13
                state.draw()
                if state.must_draw:  # more than one card: they may be of any other suit
                    while state.must_draw:
                        state.draw()
                    lacks[seat] = 0
                lacks[seat] |= 1 << suit  # it plays the one card of the suit it drew
                continue
            legal = state.legal_mask()
            if not legal & (legal - 1):
                index = legal.bit_length() - 1
            else:
                held = below[state.drawn_count]
                active = 0
                for other, mask in enumerate(hands):
                    held |= mask
                    if mask:
                        active |= 1 << other
                sit = Situation(
                    table,
                    seat,
                    hands[seat],
                    legal,
                    trick,
                    held & ~hands[seat],
                    voids,
                    pen,
                    state.first_trick,
                    active,
                    state.trick_size,
                )
                facts = DominoFacts(state.stock_left, [mask.bit_count() for mask in hands], lacks)
                index = choose_card(sit, facts)
            if trick and index // 13 != trick[0][1] // 13:
                voids[seat] |= 1 << (trick[0][1] // 13)
                lacks[seat] |= 1 << (trick[0][1] // 13)
            winner = state.play(index)
            if winner is not None:
                for _, card in trick:
                    if points[card] > 0:
                        pen[winner] += points[card]

    def scores(self, state: DominoHand) -> list[int]:
        """The hand's score per seat once over (the last player's own cards included)."""
        return hand_scores(state)
