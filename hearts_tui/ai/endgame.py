"""The end of a hand solved exactly, once every card's place is fixed (one sampled deal).

With few cards left the hard player stops rolling out and solves each sampled deal as a
perfect-information game.  Hearts has more than two sides, so it is a *max^n* search (each
seat picks the card best for itself, not worst for the deciding seat):

* an opponent minimises its own points for the hand (the moon scored as the table scores
  it); between cards that cost it the same, it picks the one worst for the deciding seat;
* the deciding seat minimises its own points less :data:`.rollouts.OTHERS_WEIGHT` of the
  others' mean — the linear part of :func:`.rollouts.worth` (whose end-of-game penalty is
  applied to each candidate's result by the caller).

A node's value is a vector: per seat, its final score for the hand minus the points it
had taken when the node was reached.  A seat's choice compares those differences only, so
the value of a position does not depend on how it was reached, and a transposition table
keyed by the hands, the leader, whether hearts are broken and the moon's state (nobody
has points yet / one seat has them all / they are split) serves every order of the
earlier tricks.  Cards that are neighbours once the cards no longer in play are left out
(and score alike) are one choice.

Work is counted: :attr:`EndgameSolver.nodes` is the number of card plays searched.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.core import HandState
from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.table import HEARTS_MASK, QUEEN_SPADES, SUIT_MASKS, Table

from .rollouts import OTHERS_WEIGHT

__all__ = ["NOBODY", "SPLIT", "EndgameSolver"]

QUEEN: Final = 1 << QUEEN_SPADES

#: Moon states besides a seat number: no seat has taken a penalty card yet; two have.
NOBODY: Final = -2
SPLIT: Final = -1

Vector = tuple[int, ...]


class EndgameSolver:
    """Exact values of the rest of a hand for one deciding seat (a fresh table per deal).

    ``solve(state)`` returns the final score of the hand per seat (the moon applied as
    :func:`.rollouts.hand_scores` applies it) when every seat plays on as described above.
    The state must be past the first trick (its kitty rules do not apply here).
    """

    def __init__(self, table: Table, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.n = table.players
        self.points = table.points
        self.penalty = table.penalty_mask
        #: Every card worth points (penalties and a J♦ bonus).
        self.scoring = sum(1 << c for c, value in enumerate(table.points) if value)
        self.queen_breaks = table.rules.queen_breaks_hearts
        self.queen_must_go = table.rules.queen_must_go
        mode = table.rules.moon
        self.moon_on = mode is not MoonMode.OFF and table.penalty_total > 0
        moon = table.moon_value
        total = table.penalty_total
        # The moon's effect on each seat's score, less the raw points it took.
        shooter = -moon - total if mode is MoonMode.SHOOTER_MINUS else -total
        others = 0 if mode is MoonMode.SHOOTER_MINUS else moon
        self.moon_delta: list[Vector] = [
            tuple(shooter if s == c else others for s in range(self.n)) for c in range(self.n)
        ]
        self.zero: Vector = (0,) * self.n
        self.weight = round(OTHERS_WEIGHT * 100)
        self.table_entries: dict[tuple[object, ...], Vector] = {}
        #: Card plays searched so far (the counted work).
        self.nodes = 0

    def solve(self, state: HandState) -> list[int]:
        """Final hand scores per seat when the rest of ``state``'s hand is played out."""
        if state.first_trick:
            raise ValueError("the endgame solver starts after the first trick")
        raw = state.raw_points()
        moon = self.moon_state(state.taken)
        hands = state.hands[:]
        value = self._value(hands, state.turn, state.trick[:], state.hearts_broken, moon)
        return [r + d for r, d in zip(raw, value, strict=True)]

    def moon_state(self, taken: list[int]) -> int:
        """:data:`NOBODY`, the one seat that has taken penalty cards, or :data:`SPLIT`."""
        if not self.moon_on:
            return SPLIT
        state = NOBODY
        for seat, mask in enumerate(taken):
            if mask & self.penalty:
                if state != NOBODY:
                    return SPLIT
                state = seat
        return state

    def _utility(self, seat: int, value: Vector) -> int:
        """What ``seat`` minimises (in whole hundredths, so ties are exact)."""
        own = value[seat]
        if seat == self.seat:
            return own * (self.n - 1) * 100 - self.weight * (sum(value) - own)
        return own

    def _value(
        self, hands: list[int], turn: int, trick: list[tuple[int, int]], broken: bool, moon: int
    ) -> Vector:
        n = self.n
        key: tuple[object, ...] | None = None
        if not trick:
            if not hands[turn]:
                # Every card is played: the moon, if one seat took every penalty card.
                return self.moon_delta[moon] if moon >= 0 else self.zero
            held = 0
            for mask in hands:
                held |= mask
            if not held & self.scoring:
                # No card left scores: the hand is decided (a moon included).
                return self.moon_delta[moon] if moon >= 0 else self.zero
            key = (*hands, turn, broken, moon)
            found = self.table_entries.get(key)
            if found is not None:
                return found
        hand = hands[turn]
        if trick:
            # The engine's rules (core.HandState.legal_mask), past the first trick.
            follow = hand & SUIT_MASKS[trick[0][1] // 13]
            legal = follow or hand
            if (
                legal & QUEEN
                and self.queen_must_go
                and (not follow or any(card > QUEEN_SPADES for _, card in trick))
            ):
                legal = QUEEN  # "Q♠ must go": shed when void, or under a K♠/A♠
        elif not broken and hand & ~HEARTS_MASK:
            legal = hand & ~HEARTS_MASK
        else:
            legal = hand
        live = 0
        for seat in range(n):
            if seat != turn:
                live |= hands[seat]
        for _, card in trick:
            live |= 1 << card
        points = self.points
        best: Vector | None = None
        best_own = 0
        best_root = 0
        previous = -1
        while legal:
            low = legal & -legal
            card = low.bit_length() - 1
            legal ^= low
            if (
                previous >= 0
                and previous // 13 == card // 13
                and points[previous] == points[card]
                and not live & ((1 << card) - (1 << (previous + 1)))
            ):
                continue  # plays exactly like the lower card just searched
            previous = card
            self.nodes += 1
            hands[turn] = hand ^ low
            now_broken = broken or card // 13 == 2 or (card == QUEEN_SPADES and self.queen_breaks)
            trick.append((turn, card))
            if len(trick) < n:
                value = self._value(hands, (turn + 1) % n, trick, now_broken, moon)
            else:
                value = self._after_trick(hands, trick, now_broken, moon)
            trick.pop()
            hands[turn] = hand
            own = self._utility(turn, value)
            if best is None or own < best_own:
                best, best_own = value, own
                best_root = self._utility(self.seat, value)
            elif own == best_own and turn != self.seat:
                # Indifferent: assume the choice worst for the deciding seat.
                root = self._utility(self.seat, value)
                if root > best_root:
                    best, best_root = value, root
        assert best is not None
        if key is not None:
            self.table_entries[key] = best
        return best

    def _after_trick(
        self, hands: list[int], trick: list[tuple[int, int]], broken: bool, moon: int
    ) -> Vector:
        """The value once the trick is complete: the next tricks, plus this one's points."""
        lead_suit = trick[0][1] // 13
        winner, high = trick[0]
        total = 0
        pen = False
        for seat, card in trick:
            total += self.points[card]
            if self.penalty >> card & 1:
                pen = True
            if card // 13 == lead_suit and card > high:
                winner, high = seat, card
        if pen and moon != SPLIT:
            moon = winner if moon in (NOBODY, winner) else SPLIT
        value = self._value(hands, winner, [], broken, moon)
        if not total:
            return value
        return (*value[:winner], value[winner] + total, *value[winner + 1 :])
