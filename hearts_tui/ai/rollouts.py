"""Playing a hand out, and what its outcome is worth to one seat: the hard player's yardstick.

:func:`rollout` finishes a hand on the fast :class:`HandState` with every seat playing the
heuristic policy, seeing what that seat would see.  :func:`worth` prices the outcome: the
seat's own points (the moon scored as the table scores it), less a share of the others'
mean, plus a penalty when the hand ends the game with the seat not in first place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from hearts_tui.engine.core import HandState, moon_scores
from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.view import PlayerView

from .policy import choose_card
from .situation import Situation

__all__ = ["Chooser", "hand_scores", "rollout", "worth"]

#: A play policy: the card index a seat plays in a situation (one of ``sit.legal``).
Chooser = Callable[[Situation], int]

#: How much the others' points count against this seat's own (a moon shot, the lead).
OTHERS_WEIGHT: Final = 0.35
#: The cost of a hand that ends the game with this seat behind (half of it when sharing).
LOSING_END: Final = 20.0


def hand_scores(state: HandState) -> list[int]:
    """The hand's score per seat once over, the moon applied as the table scores it
    ("shooter chooses" counted as "others plus")."""
    raw = state.raw_points()
    shooter = state.moon_shooter()
    table = state.table
    mode = table.rules.moon
    if shooter < 0 or mode is MoonMode.OFF:
        return raw
    chosen = MoonMode.SHOOTER_MINUS if mode is MoonMode.SHOOTER_MINUS else MoonMode.OTHERS_PLUS
    return moon_scores(table, state.taken, shooter, chosen)


def rollout(
    state: HandState, voids: list[int], pen: list[int], choose: Chooser = choose_card
) -> None:
    """Finish the hand with every seat playing ``choose`` (the heuristic policy unless told
    otherwise; mutates all three).

    ``state.kitty`` stays set after the first trick: its cards remain unseen by all."""
    table = state.table
    points = table.points
    hands = state.hands
    while state.tricks_played < table.hand_size:
        seat = state.turn
        legal = state.legal_mask()
        trick = state.trick
        if not legal & (legal - 1):
            index = legal.bit_length() - 1
        else:
            held = 0
            for mask in hands:
                held |= mask
            out = (held ^ hands[seat]) | state.kitty
            first = state.first_trick
            index = choose(
                Situation(table, seat, hands[seat], legal, trick, out, voids, pen, first)
            )
        if trick and index // 13 != trick[0][1] // 13:
            voids[seat] |= 1 << (trick[0][1] // 13)
        winner = state.play(index)
        if winner is not None:
            for _, card in trick:
                if points[card] > 0:
                    pen[winner] += points[card]


def worth(scores: list[int], view: PlayerView) -> float:
    """What a hand's scores cost this seat (lower is better)."""
    seat = view.seat
    n = view.players
    own = scores[seat]
    worth = own - OTHERS_WEIGHT * (sum(scores) - own) / (n - 1)
    totals = [a + b for a, b in zip(view.scores, scores, strict=True)]
    if max(totals) >= view.rules.target:
        best_other = min(t for s, t in enumerate(totals) if s != seat)
        if totals[seat] > best_other:
            worth += LOSING_END
        elif totals[seat] == best_other:
            worth += LOSING_END / 2
    return worth
