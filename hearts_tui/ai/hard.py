"""The hard player: Monte-Carlo search over deals weighted by what the others' plays say,
with the last tricks solved exactly.

Each part can be switched off (:class:`Parts`) so that its own gain can be measured in the
arena (``hard-no-inference``, ...):

* ``inference`` — the sampled deals are weighted by how likely each opponent's plays and
  pass were under the heuristic policy (:mod:`.inference`);
* ``endgame`` — with at most :data:`ENDGAME_CARDS` cards in the hands, each deal is solved
  exactly (:mod:`.endgame`) instead of rolled out;
* ``moon`` — the rollouts know a moon run (:mod:`.moon_plan`): a seat with every point so
  far and the cards to take the rest runs for the moon, the others stop it early, and the
  deciding seat weighs shooting as a plan of its own;
* ``halving`` (off by default: no gain measured) — successive halving: the first half of
  the card plays prices every candidate, the second half only the better half of them, on
  more deals (the same work);
* ``pass_search`` (off by default: no gain measured) — the pass is searched over the
  policy's best candidates (:mod:`.pass_search`); otherwise the hard player passes like
  the normal one.
* ``guard`` (issue 37) — while a seat that wins every trick (or three in a row) looks like
  running for the moon, the card that stops it (:mod:`.moon_guard`, the normal player's
  guard) instead of the search's;
* ``prior`` (on at the Standard table, 4 players) — the root's choice leans towards the
  cards the fitted policy (:mod:`.learned`) prefers: ``prior`` points of worth a unit of
  its log-chance; the other fitted parts (``learned_rollouts``, ``learned_inference``,
  ``fitted_pass``) are off: no gain measured (docs/cpu-players.md).

Domino and Cancellation Hearts are searched as :mod:`.tables` searches them (none of these
parts apply there).  Everything else is the search of :mod:`.search`: the same deals serve
every candidate card, a result is priced by :func:`.rollouts.worth`, and the heuristic's
card wins a tie.  Work is counted (card plays, policy calls, solver nodes), never timed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any, Final

from hearts_tui.engine.cards import CARDS, Card, mask_of
from hearts_tui.engine.core import HandState
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.rules import Variant
from hearts_tui.engine.table import table_for
from hearts_tui.engine.view import PlayerView

from . import learned, pass_value
from .endgame import EndgameSolver
from .heuristic import NormalPlayer
from .inference import PlayModel, resample, weigh, weighted_deals
from .moon_guard import stop_card, tricks_of
from .moon_plan import plan_rollout, worth_planning
from .pass_search import search_pass
from .policy import choose_card
from .randomness import decision_rng
from .rollouts import Chooser, hand_scores, rollout, worth
from .sampling import DealSampler
from .search import Search, candidates, represents, world_state
from .situation import Situation, situation_of_view
from .tables import table_search

__all__ = ["BUDGET", "ENDGAME_CARDS", "HardPlayer", "Parts", "from_spec", "halved", "hard_search"]

#: Card plays (rollouts) or policy calls (inference) a decision may spend.
BUDGET: Final = 8000
#: Solver nodes a decision may spend in the endgame.
ENDGAME_NODES: Final = 12000
#: The endgame starts when the hands hold this many cards or fewer (4 each at 4 players).
ENDGAME_CARDS: Final = 16
#: Deals drawn, per deal searched, to weigh by the inference (at most).
POOL: Final = 2
#: The share of the budget the inference may spend weighing deals.
INFERENCE_SHARE: Final = 0.25
#: What a policy call on a past position and a deal drawn cost, in rollout card plays
#: (measured: about 1.5-2 and 6).
CALL_COST: Final = 2
DRAW_COST: Final = 6


@dataclass(frozen=True, slots=True)
class Parts:
    """Which of the hard player's parts are on."""

    inference: bool = True
    endgame: bool = True
    moon: bool = True
    #: Off: the search measured no gain over the policy's pass (see docs/cpu-players.md).
    pass_search: bool = False
    #: Off: half the card plays pricing every candidate, the rest the better half, measured
    #: no gain (see docs/cpu-players.md).
    halving: bool = False
    #: The pass the fitted pass value (:mod:`.pass_value`) prices cheapest, where it fits.
    fitted_pass: bool = False
    #: With ``fitted_pass``: the sets priced are of this many of the heuristic's favourite
    #: cards to pass (13: every set).
    pass_top: int = 13
    #: The rollouts play the fitted policy (:mod:`.learned`) where it fits the table.
    learned_rollouts: bool = False
    #: The inference weighs the others' plays by the fitted policy's chances.
    learned_inference: bool = False
    #: With ``learned_rollouts``: the tricks (from the decision on) the rollouts play the
    #: fitted policy in; the heuristic plays the rest.
    learned_depth: int = 13
    #: With ``learned_rollouts``: each seat draws its card from the fitted chances instead
    #: of playing the likeliest.
    learned_draws: bool = False
    #: Points of worth a unit of the fitted policy's log-chance of a card is worth: the
    #: search's choice leans towards the fitted policy's cards (0: off; 0.5 measured
    #: -0.6 points a hand against ``hard-v1``, see docs/cpu-players.md).
    prior: float = 0.5
    #: The moon guard (issue 37): while one seat looks like running for the moon (the
    #: normal player's :func:`.moon_guard.runner`, winning every trick or three in a row),
    #: play the card that stops it (:func:`.moon_guard.stop_card`) instead of the
    #: search's, where the moon scores.
    guard: bool = True


class HardPlayer(NormalPlayer):
    """The hard CPU: weighted sampled deals, rollouts, an exact endgame."""

    def __init__(
        self,
        seed: int,
        parts: Parts = Parts(),
        *,
        budget: int = BUDGET,
        min_samples: int = 6,
        max_samples: int = 128,
    ) -> None:
        super().__init__(seed)
        self.parts = parts
        self.budget = budget
        self.min_samples = min_samples
        self.max_samples = max_samples

    def choose_pass(self, view: PlayerView) -> list[Card]:
        table = table_for(view.rules)
        if view.pass_to is None:
            return super().choose_pass(view)
        if self.parts.pass_search and table.variant is Variant.STANDARD:
            chosen = search_pass(view, decision_rng(self.seed, "pass", view))
        elif self.parts.fitted_pass and learned.fits(table):
            hand = mask_of(view.hand)
            top = self.parts.pass_top
            chosen = pass_value.choose_pass(table, hand, view.pass_direction, top=top)
        else:
            return super().choose_pass(view)
        return [CARDS[index] for index in chosen]

    def choose_play(self, view: PlayerView) -> Card:
        sit = situation_of_view(view)
        if not sit.legal & (sit.legal - 1):
            return CARDS[sit.legal.bit_length() - 1]
        if len(candidates(sit)) == 1:
            return CARDS[candidates(sit)[0]]
        if self.parts.guard and sit.table.variant is Variant.STANDARD:
            stop = stop_card(sit, tricks_of(view), search=True)
            if stop >= 0:
                return CARDS[stop]
        search = hard_search(
            view,
            sit,
            decision_rng(self.seed, "play", view),
            self.parts,
            budget=self.budget,
            min_samples=self.min_samples,
            max_samples=self.max_samples,
        )
        return CARDS[search.choice]


def from_spec(spec: str, seed: int) -> HardPlayer:
    """The hard player with settings ``key=value,...``: ``budget``, ``min_samples``,
    ``max_samples``, or a field of :class:`Parts` (1 on, 0 off, or its number); for the
    benchmarks and the scripts that label hands (``benchmarks/hard_strength.py``)."""
    work = {"budget": BUDGET, "min_samples": 6, "max_samples": 128}
    parts: dict[str, Any] = {}
    kinds = {field.name: type(getattr(Parts(), field.name)) for field in fields(Parts)}
    for item in filter(None, spec.split(",")):
        key, _, value = item.partition("=")
        if key in work:
            work[key] = int(value)
        elif key in kinds:
            parts[key] = bool(int(value)) if kinds[key] is bool else kinds[key](value)
        else:
            raise ValueError(f"{spec}: {key!r} is not one of {', '.join([*work, *kinds])}")
    return HardPlayer(seed, replace(Parts(), **parts), **work)


def in_endgame(view: PlayerView, sit: Situation) -> bool:
    """Whether the hands are small enough to solve (and the first trick is over)."""
    return not sit.first_trick and sum(view.hand_sizes) <= ENDGAME_CARDS


def hard_search(
    view: PlayerView,
    sit: Situation,
    rng: Rng,
    parts: Parts = Parts(),
    *,
    budget: int = BUDGET,
    min_samples: int = 6,
    max_samples: int = 128,
) -> Search:
    """Price every candidate card of ``view`` (on turn) on the same weighted deals."""
    if sit.table.variant is not Variant.STANDARD:  # the tables with worlds of their own
        return table_search(
            view, sit, rng, budget=budget, min_samples=min_samples, max_samples=max_samples
        )
    options = candidates(sit)
    favourite = choose_card(sit)
    table = sit.table
    left = sum(view.hand_sizes)
    per_deal = len(options) * left
    samples = max(min_samples, min(max_samples, budget // per_deal))
    fitted = learned.fits(sit.table)
    if parts.inference:
        model = PlayModel(view, fitted=learned.load_model() if parts.learned_inference else None)
    else:
        model = None
    choose: Chooser = choose_card
    if fitted and parts.learned_rollouts:
        choose = _drawing(rng) if parts.learned_draws else _learned_choice
        if parts.learned_depth < sit.table.hand_size:
            choose = _near(sit.hand.bit_count() - parts.learned_depth)
    sampler = DealSampler(view, sit)
    endgame = parts.endgame and in_endgame(view, sit)
    seat = sit.seat
    k = len(options)
    halving = parts.halving and not endgame and k >= 3
    first, samples, keep = halved(samples, k) if halving else (samples, samples, k)
    if model is not None and model.informative:
        # A deal costs a draw and up to one policy call per observed play to weigh.
        per_weigh = DRAW_COST + CALL_COST * len(model.plays)
        affordable = int(budget * INFERENCE_SHARE) // per_weigh
        pool = max(samples, min(POOL * samples, affordable))
        weighed = weigh(sampler, model, rng, pool)
        if not endgame:
            # What the weighing cost (the calls, the extra draws) is taken from the rollouts.
            spent = CALL_COST * model.calls + DRAW_COST * (pool - samples)
            samples = max(min_samples, min(max_samples, (budget - spent) // per_deal))
            if halving:
                first, samples, keep = halved(samples, k)
        deals = resample(weighed, rng, samples)
    else:
        deals = weighted_deals(sampler, None, rng, samples, samples)
    plans = [-1]
    if parts.moon and not endgame and worth_planning(sit):
        plans.append(seat)  # also price each card under a plan of shooting the moon
    totals = [[0.0] * len(options) for _ in plans]
    points = [[0.0] * len(options) for _ in plans]
    weight = 0
    nodes = 0
    seen = [0] * k
    live = list(range(k))
    early: tuple[list[float], list[float]] = ([], [])
    for deal in deals:
        if weight >= first and len(live) > keep:  # the halving: keep the better candidates
            early = _means(totals, points, [weight] * k)
            live = sorted(live, key=lambda i: (early[0][i], options[i]))[:keep]
        state = world_state(view, table, deal.hands, deal.kitty)
        solver = EndgameSolver(table, seat) if endgame else None
        for i in live:
            index = options[i]
            seen[i] += deal.count
            for p, planner in enumerate(plans):
                world = state.copy()
                if solver is not None:
                    world.play(index)
                    scores = solver.solve(world)
                else:
                    planned = planner if parts.moon else None
                    scores = _play_out(world, index, sit, planned, choose)
                totals[p][i] += deal.count * worth(scores, view)
                points[p][i] += deal.count * scores[seat]
        weight += deal.count
        if solver is not None:
            nodes += solver.nodes
            if nodes >= ENDGAME_NODES and weight >= min_samples:
                break
    total, own = _means(totals, points, seen)
    lean = [0.0] * k
    if fitted and parts.prior and not endgame:
        chances = learned.group_chances(sit, options)
        lean = [-parts.prior * math.log(max(chance, 1e-3)) for chance in chances]
    best = min(live, key=lambda i: (total[i] + lean[i], options[i]))
    for i in range(k):
        if i not in live:
            # A card left behind is priced on the first deals against the best card there,
            # so it never shows better than the card chosen (the hint lists both).
            total[i] = total[best] + early[0][i] - early[0][best]
            own[i] = own[best] + early[1][i] - early[1][best]
    choice = options[best]
    for i in live:
        tied = total[i] + lean[i] <= total[best] + lean[best] + 1e-9
        if represents(options[i], favourite, sit) and tied:
            choice = favourite
            break
    return Search(
        options=tuple(options),
        worth=tuple(total),
        points=tuple(own),
        samples=weight,
        choice=choice,
    )


def _means(
    totals: list[list[float]], points: list[list[float]], seen: list[int]
) -> tuple[list[float], list[float]]:
    """Per card, the mean worth and own points under its better plan (a moon run is a plan
    the seat may choose, card by card)."""
    worths: list[float] = []
    owns: list[float] = []
    for i, deals in enumerate(seen):
        p = min(range(len(totals)), key=lambda p: totals[p][i])
        worths.append(totals[p][i] / max(deals, 1))
        owns.append(points[p][i] / max(deals, 1))
    return worths, owns


def halved(samples: int, candidates: int) -> tuple[int, int, int]:
    """Successive halving of ``samples`` deals' worth of card plays over ``candidates``:
    (the deals on which every candidate is priced, the deals in all, the candidates kept
    for the rest).  Half the plays go to every candidate, the other half to the better
    half of them, so the cards whose comparison decides get more deals for the same work."""
    keep = max(2, (candidates + 1) // 2)
    first = max(1, samples // 2)
    return first, first + (samples - first) * candidates // keep, keep


def _near(held: int) -> Chooser:
    """The fitted policy while a seat holds more than ``held`` cards, then the heuristic."""

    def choose(sit: Situation) -> int:
        if sit.hand.bit_count() > held:
            return learned.choose_card(sit)
        return choose_card(sit)

    return choose


def _drawing(rng: Rng) -> Chooser:
    """The fitted policy, each card drawn with its fitted chance."""

    def choose(sit: Situation) -> int:
        options = candidates(sit)
        if len(options) == 1:
            return options[0]
        options, chances = learned.probabilities(sit)
        point = rng.next_u64() / 2.0**64
        for option, chance in zip(options, chances, strict=True):
            point -= chance
            if point < 0:
                return option
        return options[-1]

    return choose


def _learned_choice(sit: Situation) -> int:
    """The fitted policy's card (the rollouts' policy where it fits the table)."""
    return learned.choose_card(sit)


def _play_out(
    world: HandState, index: int, sit: Situation, planner: int | None, choose: Chooser
) -> list[int]:
    """Play ``index`` for the deciding seat, finish the hand by rollout with every seat
    playing ``choose``, and score it (``planner``: None for the plain rollout, else the
    moon-aware rollout's planner)."""
    table = sit.table
    seat = sit.seat
    voids = sit.voids[:]
    pen = sit.pen[:]
    trick = world.trick
    if trick and index // 13 != trick[0][1] // 13:
        voids[seat] |= 1 << (trick[0][1] // 13)
    winner = world.play(index)
    if winner is not None:
        for _, card in trick:
            if table.points[card] > 0:
                pen[winner] += table.points[card]
    if planner is None:
        rollout(world, voids, pen, choose)
    else:
        plan_rollout(world, voids, pen, planner, choose)
    return hand_scores(world)
