"""Seeing a moon run coming, and stopping it: the normal player's guard (issue 37).

The heuristic policy (:mod:`.policy`) fears a moon only once one seat holds two fifths of
the points, and then it sheds its highest card under the runner's lead: a player who passes
low and plays high took every point against it in a fifth of the hands.  The guard watches
a *runner* (:func:`runner`): the one seat with points, when it has won every trick so far
(with :data:`WATCH` points at least) or holds :data:`SERIOUS` of them.  Then

* under the runner's trick it follows with a card that gives no point and keeps its
  highest card of the suit back (the card that may win a trick from the runner later);
* it takes a trick with a point on it from the runner when it can, and once the run is
  serious wins one with a point card of its own, at the cost of those points;
* void in the suit led, it gives a trick the runner wins (or may win) no point once the
  run is dangerous (:data:`FEED` points, or :data:`STREAK` tricks won in a row); on a
  trick another seat wins after the runner has played, it throws its worst point card:
  that alone stops the run, at a cost to the table far below a moon;
* leading, it leads a heart that no card out can beat (the trick then holds a point for
  it), or else the policy's lead if that is no heart.

Elsewhere, with no runner, and at tables where the moon does not score: the policy's card.
The thresholds were set on duplicate deals against the policy alone (docs/cpu-players.md:
the naive shooter's moons fall from 17% to about 4% at no measurable cost in points).
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.table import SUIT_MASKS
from hearts_tui.engine.view import PlayerView

from .policy import choose_card as policy_card
from .policy import liability, shooting, sole_taker, trick_winner
from .situation import Situation, card_indexes

__all__ = [
    "FEED", "SERIOUS", "STREAK", "WATCH", "Tricks", "choose_card", "runner", "stop_card",
    "sweeping", "tricks_of", "watched",
]  # fmt: skip

HEARTS: Final = 2
#: A runner with this share of the penalty total is watched whatever tricks it won, and
#: stopped at a cost (a trick won with a point card of our own).
SERIOUS: Final = 0.5
#: A seat that has won every trick so far is watched from this many points.
WATCH: Final = 4
#: Void, we feed the runner no point once it holds this many ...
FEED: Final = 16
#: ... or has won this many tricks in a row, the last trick included.
STREAK: Final = 3


class Tricks:
    """Who won the tricks so far: the count per seat, and the last winner's run of tricks
    won in a row (public facts of the view)."""

    __slots__ = ("streak", "streak_seat", "won")

    def __init__(self, won: list[int], streak_seat: int = -1, streak: int = 0) -> None:
        self.won = won
        self.streak_seat = streak_seat
        self.streak = streak

    def record(self, winner: int) -> None:
        """A trick won by ``winner``."""
        self.won[winner] += 1
        if winner == self.streak_seat:
            self.streak += 1
        else:
            self.streak_seat, self.streak = winner, 1


def tricks_of(view: PlayerView) -> Tricks:
    """The tricks won so far in ``view``'s hand."""
    tricks = Tricks([0] * view.players)
    for record in view.tricks:
        tricks.record(record.winner)
    return tricks


def watched(sit: Situation, seat: int, tricks: Tricks) -> bool:
    """Whether ``seat``, the one seat with points, looks like a runner: it holds
    :data:`SERIOUS` of them, or :data:`WATCH` and every trick won so far."""
    points = sit.pen[seat]
    total = sit.table.penalty_total
    if points >= total * SERIOUS:
        return True
    return points >= WATCH and sweeping(seat, tricks)


def sweeping(seat: int, tricks: Tricks) -> bool:
    """Whether ``seat`` has won every trick so far."""
    return tricks.won[seat] == sum(tricks.won)


def runner(sit: Situation, tricks: Tricks) -> int:
    """The seat running for the moon as far as this seat can tell (:func:`watched`: the one
    seat with penalty points, not this one), or -1."""
    taker = sole_taker(sit)
    if taker < 0 or not watched(sit, taker, tricks):
        return -1
    return taker


def choose_card(sit: Situation, tricks: Tricks) -> int:
    """The policy's card (:func:`.policy.choose_card`), unless a runner is on: then the
    card that stops it (see the module's notes)."""
    legal = sit.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    card = stop_card(sit, tricks)
    return card if card >= 0 else policy_card(sit)


def stop_card(sit: Situation, tricks: Tricks, *, search: bool = False) -> int:
    """The card that stops a runner's moon (see the module's notes), or -1: no runner, or
    this seat shoots itself, or nothing to do about it on this card (the policy's then).

    ``search`` (the hard player, whose search plays better than the policy): only a
    runner that wins every trick, or :data:`STREAK` in a row, and no point thrown where
    the policy would throw it (the search's card then)."""
    if shooting(sit):
        return -1
    seat = runner(sit, tricks)
    if seat < 0:
        return -1
    if search:
        streak = tricks.streak if tricks.streak_seat == seat else 0
        if not sweeping(seat, tricks) and streak < STREAK:
            return -1
    return _stop(sit, tricks, seat, dump=not search)


def _stop(sit: Situation, tricks: Tricks, run: int, *, dump: bool = True) -> int:
    """The card that stops ``run``'s moon, or -1 to play the policy's card (``dump``: also
    the point card to throw when the policy would throw one)."""
    table = sit.table
    points = table.points
    total = table.penalty_total
    serious = sit.pen[run] >= total * SERIOUS
    cards = card_indexes(sit.legal)
    if not sit.trick:
        return _lead(sit, cards)
    lead_suit = sit.trick[0][1] // 13
    w_seat, w = trick_winner(sit.trick)
    on_trick = sum(max(points[index], 0) for _, index in sit.trick)
    runner_to_win = w_seat == run or run in sit.later()
    if sit.legal & SUIT_MASKS[lead_suit]:
        above = [c for c in cards if c > w]
        below = [c for c in cards if c < w]
        if above and runner_to_win:
            # Take the trick with a point on it: the trick's, or one of our own.
            if on_trick > 0:
                return max(above, key=lambda c: (-max(points[c], 0), c))
            pointed = [c for c in above if points[c] > 0]
            if serious and pointed:
                return min(pointed, key=lambda c: (points[c], -c))
        if w_seat == run and below:
            # Give it nothing, and keep our highest card of the suit back.
            least = min(max(points[c], 0) for c in below)
            shed = [c for c in below if max(points[c], 0) == least]
            rest = [c for c in shed if c != cards[-1]]
            return max(rest) if rest else shed[0]
        return -1
    streak = tricks.streak if tricks.streak_seat == run else 0
    if runner_to_win and (sit.pen[run] >= FEED or streak >= STREAK):
        clean = [c for c in cards if points[c] <= 0]
        if not clean:
            return min(cards, key=lambda c: (points[c], c % 13, c))
        if serious:  # keep the high cards: they may win a trick from the runner
            return min(clean, key=lambda c: (c % 13, c))
        return max(clean, key=lambda c: (liability(sit, c), c))
    # Another seat wins the trick and the runner has played: a point on it ends the run.
    # (Before the run is dangerous a point goes to the runner as well, as usual.)
    pointed = [c for c in cards if points[c] > 0]
    if pointed and dump:
        return max(pointed, key=lambda c: (points[c], c))
    return -1


def _lead(sit: Situation, cards: list[int]) -> int:
    """A lead against a run: a heart nothing out can beat, or else the policy's lead if it
    is no heart (its lead among the other suits when it is)."""
    out_hearts = sit.out & SUIT_MASKS[HEARTS]
    masters = [c for c in cards if c // 13 == HEARTS and not out_hearts >> c]
    if masters and out_hearts:
        return min(masters)
    card = policy_card(sit, False)
    if card // 13 != HEARTS:
        return card
    others = sum(1 << c for c in cards if c // 13 != HEARTS)
    if not others:
        return -1
    sub = Situation(
        sit.table, sit.seat, sit.hand, others, sit.trick, sit.out, sit.voids, sit.pen,
        sit.first_trick, sit.active, sit.in_trick,
    )  # fmt: skip
    return policy_card(sub, False)
