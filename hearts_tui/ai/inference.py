"""What the others' plays say about their hidden cards: weights for the sampled deals.

:class:`.sampling.DealSampler` deals the unseen cards uniformly among the deals that fit
the hard facts (hand sizes, voids, passed cards).  The soft facts are in *how* the others
played: a seat that ducked the K♠ with a low spade probably has no A♠; one that, void, shed
a small heart rather than the Q♠ probably has no Q♠.  :class:`PlayModel` prices a sampled
deal by how likely each opponent's observed plays were under an opponent model — the
heuristic policy of :mod:`.policy` (the normal player, which is also the hard player's
backbone) with noise: a play the policy would have made (or one that plays exactly like
it) counts 1, any other play :data:`PLAY_NOISE`.  The pass this seat received is priced
the same way: the passer's hand then was (nearly) its sampled hand, the cards it played and
the three it passed, and the policy of :mod:`.passing` should rank those three near the top.

A deal's weight is the product over the opponents, each factor depending on that seat's
sampled hand only (what it held at each of its plays is that hand plus the cards it
played later), so factors are cached per hand.  Only the view is read: the past plays,
the cards this seat received, public facts.

:func:`weighted_deals` turns the weights into deals to search: it draws a pool of deals,
weighs them, and resamples (systematically, so the draw is cheap and even); the same deal
drawn several times is searched once, with its count as its weight.  The likelihoods are
tempered first (:func:`tempered`) so that a few deals never take all the weight.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.core import HandState
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES, Table, table_for
from hearts_tui.engine.view import PlayerView

from .learned import Model, fits, likelihood
from .passing import pass_ranking
from .policy import choose_card
from .sampling import DealSampler
from .situation import Situation

__all__ = [
    "PASS_NOISE",
    "PLAY_NOISE",
    "Deal",
    "PlayModel",
    "resample",
    "tempered",
    "weigh",
    "weighted_deals",
]

#: Likelihood of a play the policy would not have made, against 1 for one it would.
PLAY_NOISE: Final = 0.3
#: With the fitted policy (:mod:`.learned`), a play's likelihood is this much plus the rest
#: times the fitted chance: the others need not play like the fit's ``hard-v1``.
FITTED_FLOOR: Final = 0.1
#: Likelihood, per passed card the passing policy would not have chosen.
PASS_NOISE: Final = 0.5
#: The effective number of weighted draws is kept at this share of the draws, at least.
MIN_SHARE: Final = 0.5
#: A passed card counts as "chosen" when it is among this many of the passer's top cards
#: (the passer's hand is known up to the three cards it received itself).
PASS_TOP: Final = 6


@dataclass(frozen=True, slots=True)
class _Play:
    """One observed play of an opponent, with the public facts of that moment."""

    seat: int
    card: int
    #: The cards this seat played from this play on (this one included).
    later: int
    #: Every card played before this one (earlier tricks and the trick so far).
    before: int
    #: The engine's state at that moment, its ``hands`` filled in per sampled hand.
    state: HandState
    trick: list[tuple[int, int]]
    voids: list[int]
    pen: list[int]
    first: bool


class PlayModel:
    """Per sampled deal, how likely the opponents' plays (and pass) were: ``weight(hands)``."""

    def __init__(
        self,
        view: PlayerView,
        *,
        noise: float = PLAY_NOISE,
        pass_noise: float = PASS_NOISE,
        fitted: Model | None = None,
        floor: float = FITTED_FLOOR,
    ) -> None:
        table = table_for(view.rules)
        self.table = table
        self.seat = view.seat
        self.noise = noise
        #: The fitted policy's chances instead of the heuristic with noise (where it fits).
        self.fitted = fitted if fitted is not None and fits(table) else None
        self.floor = floor
        self.pass_noise = pass_noise
        self.plays = _observed_plays(view, table)
        self.by_seat: dict[int, list[_Play]] = {}
        for play in self.plays:
            self.by_seat.setdefault(play.seat, []).append(play)
        # The pass this seat received: who gave it, and every card that seat has played.
        self.passer = -1
        self.received = 0
        self.passer_played = 0
        if view.received and view.pass_from is not None and view.pass_from != view.seat:
            self.passer = view.pass_from
            self.received = mask_of(view.received)
            for record in view.tricks:
                card = record.card_of(self.passer)
                if card is not None:
                    self.passer_played |= card.mask
            for seat, card in view.trick:
                if seat == self.passer:
                    self.passer_played |= card.mask
        self._cache: dict[tuple[int, int], float] = {}
        #: Policy calls made (the counted work).
        self.calls = 0

    @property
    def informative(self) -> bool:
        """Whether any weight can differ from 1 (some play or pass to learn from)."""
        return bool(self.plays) or self.passer >= 0

    def weight(self, hands: list[int]) -> float:
        """The likelihood of everything observed, were the hidden hands ``hands``."""
        total = 1.0
        cache = self._cache
        for seat in self.by_seat.keys() | ({self.passer} if self.passer >= 0 else set()):
            key = (seat, hands[seat])
            factor = cache.get(key)
            if factor is None:
                factor = self._factor(seat, hands[seat])
                cache[key] = factor
            total *= factor
        return total

    def _factor(self, seat: int, hand: int) -> float:
        factor = 1.0
        table = self.table
        points = table.points
        for play in self.by_seat.get(seat, ()):
            held = hand | play.later
            state = play.state
            state.hands[seat] = held
            legal = state.legal_mask()
            if not legal & (legal - 1):
                continue
            self.calls += 1
            out = table.deck & ~held & ~play.before
            sit = Situation(
                table, seat, held, legal, play.trick, out, play.voids, play.pen, play.first
            )
            if self.fitted is not None:
                factor *= self.floor + (1 - self.floor) * likelihood(sit, play.card, self.fitted)
                continue
            choice = choose_card(sit)
            if choice != play.card and not _alike(choice, play.card, held, out, play.trick, points):
                factor *= self.noise
        if seat == self.passer:
            self.calls += 1
            before = hand | self.passer_played | self.received
            top = 0
            for card in pass_ranking(table, before)[:PASS_TOP]:
                top |= 1 << card
            factor *= self.pass_noise ** (self.received & ~top).bit_count()
        return factor


def _alike(
    a: int, b: int, held: int, out: int, trick: list[tuple[int, int]], points: tuple[int, ...]
) -> bool:
    """Whether two cards of a hand play exactly alike for its holder: same suit, no card
    of another hand or of the trick between them, and every card from one to the other
    worth the same points."""
    if a // 13 != b // 13:
        return False
    low, high = min(a, b), max(a, b)
    between = (1 << high) - (1 << (low + 1))
    live = out
    for _, card in trick:
        live |= 1 << card
    if live & between:
        return False
    value = points[low]
    return all(points[c] == value for c in range(low, high + 1) if held >> c & 1)


def _observed_plays(view: PlayerView, table: Table) -> list[_Play]:
    """Every card the other seats have played this hand, with the facts of its moment."""
    n = view.players
    sequence: list[list[tuple[int, int]]] = [
        [(seat, card.index) for seat, card in record.cards] for record in view.tricks
    ]
    if view.trick:
        sequence.append([(seat, card.index) for seat, card in view.trick])
    later_of: list[int] = [0] * n
    flat = [pair for trick in sequence for pair in trick]
    after: list[int] = [0] * len(flat)
    for position in range(len(flat) - 1, -1, -1):
        seat, card = flat[position]
        later_of[seat] |= 1 << card
        after[position] = later_of[seat]
    plays: list[_Play] = []
    voids = [0] * n
    pen = [0] * n
    before = 0
    broken = False
    points = table.points
    position = 0
    for number, trick in enumerate(sequence):
        first = number == 0
        for index, (seat, card) in enumerate(trick):
            # The hand's opening card is forced when the lowest club leads: nothing to learn.
            forced = first and index == 0 and table.leads_two_of_clubs
            if seat != view.seat and not forced:
                state = HandState(table, [0] * n, leader=trick[0][0])
                state.turn = seat
                state.trick = trick[:index]
                state.first_trick = first
                state.hearts_broken = broken
                plays.append(
                    _Play(
                        seat,
                        card,
                        after[position],
                        before,
                        state,
                        trick[:index],
                        voids[:],
                        pen[:],
                        first,
                    )
                )
            if index and card // 13 != trick[0][1] // 13:
                voids[seat] |= 1 << (trick[0][1] // 13)
            if card // 13 == 2 or (card == QUEEN_SPADES and table.rules.queen_breaks_hearts):
                broken = True
            before |= 1 << card
            position += 1
        if len(trick) == n:
            lead_suit = trick[0][1] // 13
            winner, high = trick[0]
            for seat, card in trick:
                if card // 13 == lead_suit and card > high:
                    winner, high = seat, card
            for _, card in trick:
                if points[card] > 0:
                    pen[winner] += points[card]
    return plays


@dataclass(frozen=True, slots=True)
class Deal:
    """A sampled deal: how many draws it stands for, and its likelihood."""

    hands: list[int]
    kitty: int
    count: int
    weight: float = 1.0


def weighted_deals(
    sampler: DealSampler, model: PlayModel | None, rng: Rng, count: int, pool: int
) -> list[Deal]:
    """``count`` draws of deals weighted by ``model`` out of ``pool`` drawn (uniform
    without a model, or when nothing was observed)."""
    if model is None or not model.informative:
        return [Deal(*sampler.sample(rng), 1) for _ in range(count)]
    return resample(weigh(sampler, model, rng, pool), rng, count)


def weigh(sampler: DealSampler, model: PlayModel, rng: Rng, pool: int) -> list[Deal]:
    """``pool`` deals drawn and weighed, each distinct deal once: ``count`` is how often it
    was drawn, ``weight`` its likelihood."""
    drawn: dict[tuple[int, ...], Deal] = {}
    for _ in range(pool):
        hands, kitty = sampler.sample(rng)
        key = (*hands, kitty)
        found = drawn.get(key)
        if found is None:
            drawn[key] = Deal(hands, kitty, 1, model.weight(hands))
        else:
            drawn[key] = Deal(hands, kitty, found.count + 1, found.weight)
    return list(drawn.values())


def tempered(pool: list[Deal], share: float = MIN_SHARE) -> list[float]:
    """Each deal's weight, its likelihood raised to the largest power (at most 1) that keeps
    the effective number of draws at ``share`` of the pool.

    A model that is wrong in places multiplies its errors over many plays, and a handful of
    deals would then take all the weight; tempering keeps the search's deals varied."""
    draws = sum(deal.count for deal in pool)
    logs = [math.log(max(deal.weight, 1e-300)) for deal in pool]
    top = max(logs)

    def weights(power: float) -> list[float]:
        return [d.count * math.exp(power * (lw - top)) for d, lw in zip(pool, logs, strict=True)]

    def effective(ws: list[float]) -> float:
        return sum(ws) ** 2 / sum(w * w for w in ws)

    full = weights(1.0)
    if effective(full) >= share * draws:
        return full
    low, high = 0.0, 1.0
    for _ in range(12):
        middle = (low + high) / 2
        if effective(weights(middle)) >= share * draws:
            low = middle
        else:
            high = middle
    return weights(low)


def resample(pool: list[Deal], rng: Rng, count: int) -> list[Deal]:
    """``count`` draws from the weighed ``pool`` (:func:`tempered` weights), systematically:
    evenly spaced points through the cumulative weight, so each deal is drawn its share,
    give or take one."""
    weights = tempered(pool)
    total = sum(weights)
    step = total / count
    point = step * rng.below(1 << 20) / (1 << 20)
    out: list[Deal] = []
    running = 0.0
    taken = 0
    for deal, weight in zip(pool, weights, strict=True):
        running += weight
        times = 0
        while point < running and taken < count:
            times += 1
            taken += 1
            point += step
        if times:
            out.append(Deal(deal.hands, deal.kitty, times, deal.weight))
    if not out:  # pragma: no cover - rounding cannot leave every draw out
        out.append(Deal(pool[0].hands, pool[0].kitty, count, pool[0].weight))
    return out
