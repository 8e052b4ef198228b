"""Deal the cards a seat has not seen, consistently with everything it knows.

What a seat knows about the hidden cards: how many each other seat holds; the suits a seat
has shown it lacks (it may hold none of them); the cards it passed, which stay in the
receiver's hand until played; the size of the face-down kitty (which anything may be
in); and under "Q♠ must go" the seats that passed up a chance to shed the Q♠ (they hold
none, :mod:`.queen`).  :class:`DealSampler` deals the unseen cards into those slots at
random, respecting every constraint: the most constrained cards first, each to a seat
chosen with weight equal to the room left there; a rare dead end restarts the deal, and
where several in a row do, :func:`.fill.deal` finds a deal that fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES
from hearts_tui.engine.view import PlayerView

from .fill import deal, draw_slot
from .queen import queen_lacks
from .situation import Situation

__all__ = ["DealSampler", "allowed_slots", "draw_slot"]

_ATTEMPTS: Final = 20


class DealSampler:
    """Random deals of ``view``'s unseen cards: ``sample(rng) -> (hands, kitty)``.

    ``hands`` has every seat's cards as masks (this seat's own hand included); ``kitty``
    is the face-down cards (0 when there is none).
    """

    def __init__(self, view: PlayerView, sit: Situation) -> None:
        n = view.players
        self.n = n
        self.seat = view.seat
        self.own = sit.hand
        fixed = [0] * n
        for holder, held in view.known_held().items():
            fixed[holder] = mask_of(held)
        self.fixed = fixed
        known = 0
        for mask in fixed:
            known |= mask
        unknown = sit.out & ~known
        # Slots 0..n-1 are the seats, slot n the kitty.
        room = [0] * (n + 1)
        for seat in range(n):
            if seat != view.seat:
                room[seat] = view.hand_sizes[seat] - fixed[seat].bit_count()
        room[n] = view.kitty_size
        self.room = room
        ranked: list[tuple[int, int, int]] = []
        queenless = queen_lacks(view)  # "Q♠ must go": seats that passed up a chance to shed it
        for index in range(52):
            if unknown >> index & 1:
                allowed = allowed_slots(room, sit.voids, index // 13)
                if index == QUEEN_SPADES:
                    allowed &= ~queenless
                ranked.append((allowed.bit_count(), index, allowed))
        ranked.sort()
        self.cards = [(index, allowed) for _, index, allowed in ranked]

    def sample(self, rng: Rng) -> tuple[list[int], int]:
        """One consistent deal: a few random deals, and where they all jam a deal found by
        :func:`.fill.deal` (the voids and the Q♠'s seats still hold)."""
        for _ in range(_ATTEMPTS):
            dealt = self._try(rng)
            if dealt is not None:
                return dealt
        return self._fill(rng)

    def _fill(self, rng: Rng) -> tuple[list[int], int]:
        """A deal that breaks no constraint, however tight (:mod:`.fill`)."""
        cards = [(index, index // 13, allowed) for index, allowed in self.cards]
        masks = [sum(1 << index for index in slot) for slot in deal(rng, cards, self.room)]
        kitty = masks.pop()
        masks = [fixed | mask for fixed, mask in zip(self.fixed, masks, strict=True)]
        masks[self.seat] = self.own
        return masks, kitty

    def _try(self, rng: Rng) -> tuple[list[int], int] | None:
        room = self.room[:]
        masks = self.fixed[:]
        masks.append(0)
        for index, allowed in self.cards:
            slot = draw_slot(rng, room, allowed)
            if slot < 0:
                return None
            masks[slot] |= 1 << index
        kitty = masks.pop()
        masks[self.seat] = self.own
        return masks, kitty


def allowed_slots(room: Sequence[int], voids: Sequence[int], suit: int) -> int:
    """The slots (bit ``slot`` set) where a card of ``suit`` may go: those with room, but
    a seat void in it.  The last slot is the face-down cards, which take any suit."""
    last = len(room) - 1
    allowed = 0
    for slot in range(last + 1):
        if room[slot] and (slot == last or not voids[slot] >> suit & 1):
            allowed |= 1 << slot
    return allowed
