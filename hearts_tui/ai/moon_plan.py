"""Moon runs in the hard player's rollouts: shoot when the hand is right, stop a run early.

The heuristic policy goes for the moon only once it holds half the points and the top card
of every suit it has left, so rollouts played by it alone rarely see a moon coming: the
search would neither try one nor fear one.  Here:

* :func:`running` — a seat with every point taken so far (at least :data:`RUN_SHARE` of
  them) and the top card of every suit it still holds plays for the moon in the rollouts,
  as a real runner would; the others then see the danger and the search finds the card
  that stops it (taking a heart trick early, keeping a high heart back);
* :func:`worth_planning` — when nobody else has taken a point and the seat's own hand is
  strong, the search also prices each card under a *plan* of shooting (the seat plays for
  the moon in every rollout from then on) and keeps, per card, the better plan.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.core import HandState
from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.table import SUIT_MASKS

from .policy import choose_card, shooting
from .rollouts import Chooser
from .situation import Situation

__all__ = ["RUN_SHARE", "plan_rollout", "running", "worth_planning"]

#: A runner holds at least this share of the penalty total (and every point so far).
RUN_SHARE: Final = 0.25
#: The shooting plan is priced when the seat holds this many of the top cards left (fewer
#: once it has taken points and no one else has).
PLAN_MASTERS: Final = 8
PLAN_MASTERS_WITH_POINTS: Final = 4


def _masters(hand: int, out: int) -> int:
    """How many of ``hand``'s cards no card still out can beat (per suit, from the top)."""
    count = 0
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        theirs = out & suit_mask
        while mine:
            top = mine.bit_length() - 1
            if theirs >> top:
                break
            count += 1
            mine ^= 1 << top
    return count


def _alone(sit: Situation) -> bool:
    """Whether no other seat has taken a penalty point in sight."""
    return all(points == 0 for seat, points in enumerate(sit.pen) if seat != sit.seat)


def running(sit: Situation) -> bool:
    """A seat that plays for the moon: every point so far and a fair share of them, and
    the top card of every suit it still holds."""
    table = sit.table
    total = table.penalty_total
    if total <= 0 or table.rules.moon is MoonMode.OFF:
        return False
    own = sit.pen[sit.seat]
    if own < total * RUN_SHARE or not _alone(sit):
        return False
    hand, out = sit.hand, sit.out
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        if mine and mine.bit_length() < (out & suit_mask).bit_length():
            return False
    return True


def worth_planning(sit: Situation) -> bool:
    """Whether to price a shooting plan for this seat: the moon counts at this table, no
    one else has a point, and the hand holds enough top cards to take most tricks."""
    table = sit.table
    if table.penalty_total <= 0 or table.rules.moon is MoonMode.OFF or not _alone(sit):
        return False
    live = sit.out
    for _, card in sit.trick:
        live |= 1 << card
    need = PLAN_MASTERS_WITH_POINTS if sit.pen[sit.seat] > 0 else PLAN_MASTERS
    return _masters(sit.hand, live) >= min(need, sit.hand.bit_count())


def plan_rollout(
    state: HandState,
    voids: list[int],
    pen: list[int],
    planner: int,
    choose: Chooser = choose_card,
) -> None:
    """Finish the hand like :func:`.rollouts.rollout` (every seat playing ``choose``), but
    every seat that is :func:`running` plays for the moon (the heuristic's shooting play),
    and so does ``planner`` (-1: none) while no one else has taken a point."""
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
            sit = Situation(
                table, seat, hands[seat], legal, trick, out, voids, pen, state.first_trick
            )
            shoot = (seat == planner and _alone(sit)) or running(sit) or shooting(sit)
            index = choose_card(sit, shoot) if shoot or choose is choose_card else choose(sit)
        if trick and index // 13 != trick[0][1] // 13:
            voids[seat] |= 1 << (trick[0][1] // 13)
        winner = state.play(index)
        if winner is not None:
            for _, card in trick:
                if points[card] > 0:
                    pen[winner] += points[card]
