"""Domino Hearts: one hand on bit masks, beside :class:`~.core.HandState` (rules: ``rules.py``).

6 cards each and a face-down stock.  A player who cannot follow suit draws from the stock,
one card at a time, until able to; with the stock empty, they discard.  Players leave the
hand as their hands empty, so a trick has one card from each player still in when it was
led; if its winner has just played their last card, the next player to the left still in
leads.  When one player is left, they take their remaining cards as if in tricks (cards
still in the stock score for nobody).

Like ``HandState`` this trusts its caller: ``legal_mask()`` is 0 while a draw is due
(``must_draw``), and ``draw()`` / ``play()`` do not check again.  The Standard table's
``HandState`` is untouched by any of this: ``Game`` builds a ``DominoHand`` only for
``Variant.DOMINO``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Self

from .core import HandState, trick_winner
from .table import QUEEN_SPADES, SUIT_MASKS, Table

__all__ = ["DRAW", "DominoHand"]

#: A card drawn from the stock, as a save logs it among the cards played.
DRAW: Final = "draw"


class DominoHand(HandState):
    """One hand of Domino Hearts in play.  Mutable; ``copy()`` is cheap.

    Besides :class:`HandState`'s fields: ``stock`` (the face-down cards, top first, as
    card indexes) and ``drawn_count`` (how many have been drawn), ``drawn`` (cards drawn
    per seat this hand), ``out`` (seats that have left, in the order they left),
    ``trick_size`` (players in the trick being played) and, once the hand is over,
    ``last_player`` / ``last_cards`` (the last player left and the mask of the cards they
    took from their own hand; -1 and 0 otherwise).
    """

    __slots__ = ("drawn", "drawn_count", "finished", "last_cards", "last_player", "out",
                 "stock", "trick_size")  # fmt: skip

    def __init__(
        self,
        table: Table,
        hands: list[int],
        *,
        leader: int,
        stock: Sequence[int] = (),
    ) -> None:
        super().__init__(table, hands, leader=leader)
        self.stock = tuple(stock)
        self.drawn_count = 0
        self.drawn = [0] * self.n
        self.out: list[int] = [seat for seat in range(self.n) if not hands[seat]]
        self.trick_size = self.n - len(self.out)
        self.last_player = -1
        self.last_cards = 0
        self.finished = False

    def copy(self) -> Self:
        new = super().copy()
        new.stock = self.stock  # a tuple: shared, never changed
        new.drawn_count = self.drawn_count
        new.drawn = self.drawn[:]
        new.out = self.out[:]
        new.trick_size = self.trick_size
        new.last_player = self.last_player
        new.last_cards = self.last_cards
        new.finished = self.finished
        return new

    @property
    def over(self) -> bool:
        """True once every player has left the hand (the last one taking their cards)."""
        return self.finished

    @property
    def stock_left(self) -> int:
        """Cards still in the stock."""
        return len(self.stock) - self.drawn_count

    @property
    def must_draw(self) -> bool:
        """Whether the seat on turn must draw: it cannot follow and the stock has cards."""
        trick = self.trick
        return (
            bool(trick)
            and self.drawn_count < len(self.stock)
            and not self.hands[self.turn] & SUIT_MASKS[trick[0][1] // 13]
        )

    def legal_mask(self) -> int:
        """Cards the seat on turn may play; 0 while it must draw first."""
        if self.must_draw:
            return 0
        return HandState.legal_mask(self)

    def draw(self) -> int:
        """The seat on turn takes the stock's top card into its hand; returns its index."""
        index = self.stock[self.drawn_count]
        self.drawn_count += 1
        self.hands[self.turn] |= 1 << index
        self.drawn[self.turn] += 1
        return index

    def play(self, index: int) -> int | None:
        """Play card ``index`` for the seat on turn.  Returns the winner if a trick ended."""
        seat = self.turn
        hands = self.hands
        hands[seat] &= ~(1 << index)
        trick = self.trick
        trick.append((seat, index))
        if not self.hearts_broken and (
            index // 13 == 2 or (index == QUEEN_SPADES and self.table.rules.queen_breaks_hearts)
        ):
            self.hearts_broken = True
        n = self.n
        if not hands[seat]:
            self.out.append(seat)
        if len(trick) < self.trick_size:
            # Everyone in when the trick was led still holds a card until they play it.
            nxt = (seat + 1) % n
            while not hands[nxt]:
                nxt = (nxt + 1) % n
            self.turn = nxt
            return None
        winner = trick_winner(trick)
        mask = 0
        for _, card in trick:
            mask |= 1 << card
        self.taken[winner] |= mask
        self.first_trick = False
        self.trick = []
        self.tricks_played += 1
        still_in = n - len(self.out)
        if still_in <= 1:
            if still_in == 1:
                last = next(s for s in range(n) if hands[s])
                self.last_player = last
                self.last_cards = hands[last]
                self.taken[last] |= hands[last]
                hands[last] = 0
                self.out.append(last)
            self.finished = True
            self.leader = self.turn = winner
            return winner
        self.trick_size = still_in
        leader = winner
        while not hands[leader]:
            leader = (leader + 1) % n
        self.leader = self.turn = leader
        return winner
