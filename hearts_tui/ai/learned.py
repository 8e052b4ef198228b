"""A policy fitted to ``hard-v1``'s choices: a linear score over sparse features of each
candidate card, the highest score played (a conditional logit, fitted by
``scripts/fit_policy.py``).

The options are the cards the search can play (:func:`options_of`): it weighs one card of
each group of equivalent cards, the lowest (:func:`.search.candidates`), plays the normal
player's own card when that card's group wins, and plays the lowest card at once when there
is a single group; ``hard-v1`` always plays one of them.  Each candidate is described by a few small
facts (:func:`features`), every one crossed with how the seat plays to the trick (leads,
follows suit, or is void): whether it is the normal player's card, its rank among the
cards still out in its suit, whether it wins the trick now and what the trick holds, the
Q♠, the voids shown, the moon; following suit, its fate in the trick (it loses to the
winner, wins for sure, or wins unless a later seat beats it) with the seats still to play
and what can beat it.  The facts come from the :class:`.situation.Situation`
alone, that is from what the seat may know.

The weights ship as ``data/learned_policy.json`` (names and values, read once, in pure
Python); the feature names in the file must match :data:`FEATURE_NAMES`.  Domino and
Cancellation Hearts, whose positions the fit never saw, play as the normal player does.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Final

from hearts_tui.engine.cards import CARDS, Card
from hearts_tui.engine.rules import Rules, Variant
from hearts_tui.engine.table import QUEEN_SPADES, SUIT_MASKS, Table
from hearts_tui.engine.view import PlayerView

from .cancellation import CancelSituation
from .heuristic import NormalPlayer, normal_card
from .policy import choose_card as normal_choice
from .policy import moon_threat, shooting
from .search import candidates, represented_by, represents
from .situation import Situation, situation_of_view
from .weights import Weights

__all__ = [
    "FEATURE_NAMES",
    "LearnedPlayer",
    "Model",
    "choose_card",
    "features",
    "fits",
    "group_chances",
    "likelihood",
    "load_model",
    "options_of",
    "probabilities",
]

#: The feature groups and how many values each takes; every group is crossed with the
#: context (:data:`MODES`).
GROUPS: Final = (
    ("pick_stage", 6),  # the normal player's card? x stage of the hand (3)
    ("pick_options", 6),  # the normal player's card? x number of candidates (2, 3, 4+)
    ("rank", 13),  # the card's rank
    ("suit", 4),
    ("place_length", 20),  # lowest/middle/highest/only of our legal cards in its suit x length
    ("higher_points", 20),  # cards out above it in its suit (0-4+) x its points (4 kinds)
    ("lower", 5),  # cards out below it in its suit (0-4+)
    ("out_voids", 12),  # cards out in its suit (4 buckets) x others void in it (0, 1, 2+)
    ("spade", 5),  # no spade / K-A♠ with the Q♠ out / low spade with Q♠ out / Q♠ / spade
    ("win_last_pointed", 8),  # wins the trick now x last to play x points on the trick
    ("duck_pointed", 4),  # the highest card under the winner x points on the trick
    ("threat_win_points", 4),  # another seat runs for the moon: wins now x has points
    ("shoot_win", 4),  # this seat runs for the moon x wins now
    ("pen_win_points", 12),  # our points (none, some, all taken) x wins now x has points
    ("queen_trick_win", 4),  # the Q♠ is on the trick x wins now
    ("stage_rank", 9),  # stage of the hand x low/middle/high rank
    # Following suit: seats still to play (0, 1, 2+) x the card's fate in the trick (loses
    # to the winner, wins for sure, wins unless beaten later) ...
    ("fate_points", 27),  # ... x points on the trick (none, a little, the Q♠'s worth)
    ("fate_higher", 72),  # ... x cards out above it (0-3+) x a later seat shown void in it
    ("fate_pointed_suit", 72),  # ... x the card has points x the suit led
)
#: The contexts every group is crossed with: how the seat plays to the trick.  (Crossing
#: them with the stage of the hand as well measured no better on held-out hands.)
MODES: Final = ("lead", "follow", "discard")
_OFFSETS: Final = tuple(sum(size for _, size in GROUPS[:i]) for i in range(len(GROUPS)))
#: Features per mode.
WIDTH: Final = sum(size for _, size in GROUPS)
#: Every feature's name, in weight order: ``mode:group:value``.
FEATURE_NAMES: Final = tuple(
    f"{mode}:{name}:{value}" for mode in MODES for name, size in GROUPS for value in range(size)
)
(P_STAGE, P_OPT, RANK, SUIT, PLACE, HIGHER, LOWER, OUTV, SPADE, WIN, DUCK, THREAT, SHOOT, PEN,
 QTRICK, STAGE_RANK, FATE_POINTS, FATE_HIGHER, FATE_SUIT) = _OFFSETS  # fmt: skip

_SPADES: Final = 3
#: The rules of play the fit saw (``hard-v1`` at the Standard table, four players).
PLAYED: Final = Rules()


def _points_kind(value: int) -> int:
    """0 none, 1 a little (a heart), 2 a lot (the Q♠), 3 a bonus (the J♦)."""
    if value == 0:
        return 0
    if value < 0:
        return 3
    return 1 if value < 5 else 2


#: Cards out in a suit, bucketed (none, 1-2, 3-5, 6+), as an offset into ``out_voids``.
_BUCKET: Final = tuple(3 * (0 if n == 0 else 1 if n < 3 else 2 if n < 6 else 3) for n in range(27))
#: Other seats shown void in a suit (0, 1, 2+).
_VOIDS: Final = (0, 1, 2, 2, 2, 2, 2, 2, 2, 2)
#: A rank's band: low (2-6), middle (7-10), high (J-A).
_RANK_BAND: Final = tuple(0 if rank < 5 else 1 if rank < 9 else 2 for rank in range(13))
#: A spade's kind (by rank), the Q♠ still out or not: K-A♠ with the Q♠ out 1, a lower spade
#: with the Q♠ out 2, the Q♠ 3, a spade once the Q♠ is gone 4 (0 is for the other suits).
_SPADE_KIND: Final = (
    tuple(3 if r == 10 else 4 for r in range(13)),
    tuple(3 if r == 10 else 1 if r > 10 else 2 for r in range(13)),
)


@cache
def _kinds(points: tuple[int, ...]) -> tuple[int, ...]:
    """Each card's kind of points (:func:`_points_kind`) at a table."""
    return tuple(_points_kind(value) for value in points)


def options_of(sit: Situation) -> tuple[list[int], int]:
    """The cards the fitted policy chooses among (lowest first) and the normal player's
    card: the cards the search can play.  The search prices one card of each group of
    equivalent cards (the lowest, :func:`.search.candidates`) and plays it, except that
    the normal player's own card stands for its group (the search plays it on a tie); with
    a single group the search plays its lowest card at once."""
    return _with_pick(sit, candidates(sit))


def _with_pick(sit: Situation, options: list[int]) -> tuple[list[int], int]:
    """The search's ``options`` with the normal player's card standing for its group, and
    that card."""
    pick = normal_choice(sit)
    if len(options) > 1:
        mine = represented_by(pick, sit, tuple(options))
        options[options.index(mine)] = pick
        options.sort()
    return options, pick


def features(sit: Situation, options: list[int], pick: int) -> list[list[int]]:
    """Per option, the indexes of its features that are on (into :data:`FEATURE_NAMES`)."""
    table = sit.table
    points = table.points
    hand, out, legal, trick = sit.hand, sit.out, sit.legal, sit.trick
    played = table.hand_size - hand.bit_count()
    stage = min(2, played * 3 // table.hand_size)
    many = min(len(options), 4) - 2
    queen_out = out >> QUEEN_SPADES & 1
    shoot = shooting(sit)
    threat = -1 if shoot else moon_threat(sit)
    taken = sit.pen[sit.seat]
    own_points = (
        0 if not taken else 2 if taken == sum(sit.pen) and taken * 3 >= table.penalty_total else 1
    )
    void_counts = [0, 0, 0, 0]
    for seat, mask in enumerate(sit.voids):
        if seat != sit.seat:
            for suit in range(4):
                void_counts[suit] += mask >> suit & 1
    winner = -1
    last = pointed = queen_on = 0
    duck = -1
    after = trick_points = later_void = 0
    if not trick:
        mode = 0
    else:
        lead_suit = trick[0][1] // 13
        winner = max(index for _, index in trick if index // 13 == lead_suit)
        last = int(len(trick) == sit.in_trick - 1)
        pointed = int(any(points[index] > 0 for _, index in trick))
        queen_on = int(any(index == QUEEN_SPADES for _, index in trick))
        if legal & SUIT_MASKS[lead_suit]:
            mode = 1
            below = legal & ((1 << winner) - 1)
            duck = below.bit_length() - 1
            later = sit.later()
            after = min(len(later), 2)
            worth = sum(points[index] for _, index in trick)
            trick_points = 0 if worth <= 0 else 1 if worth < 5 else 2
            later_void = int(any(sit.voids[seat] >> lead_suit & 1 for seat in later))
        else:
            mode = 2
    # Per option, the offsets below are added to the mode's base (the weights' order).
    base = mode * WIDTH
    kinds = _kinds(points)
    spade_of = _SPADE_KIND[queen_out]
    chosen_stage = base + P_STAGE + stage
    chosen_many = base + P_OPT + many
    shoot_at = base + SHOOT + int(shoot) * 2
    pen_at = base + PEN + own_points * 4
    lead_wins = winner // 13 if winner >= 0 else -1
    rows: list[list[int]] = []
    for c in options:
        suit = c // 13
        rank = c - suit * 13
        suit_mask = SUIT_MASKS[suit]
        out_suit = out & suit_mask
        higher = (out_suit >> (c + 1)).bit_count()
        lower = (out_suit & ((1 << c) - 1)).bit_count()
        kind = kinds[c]
        scoring = kind == 1 or kind == 2
        mine = legal & suit_mask
        if not mine & (mine - 1):
            place = 15
        elif c == mine.bit_length() - 1:
            place = 10
        elif not mine & ((1 << c) - 1):
            place = 0
        else:
            place = 5
        length = (hand & suit_mask).bit_count()
        wins = int(suit == lead_wins and c > winner)
        chosen = 3 if c == pick else 0
        row = [
            chosen_stage + chosen,
            chosen_many + chosen,
            base + RANK + rank,
            base + SUIT + suit,
            base + PLACE + place + (length if length < 5 else 5) - 1,
            base + HIGHER + (higher if higher < 4 else 4) * 4 + kind,
            base + LOWER + (lower if lower < 4 else 4),
            base + OUTV + _BUCKET[higher + lower] + _VOIDS[void_counts[suit]],
            base + SPADE + (spade_of[c - 39] if suit == _SPADES else 0),
            shoot_at + wins,
            pen_at + wins * 2 + scoring,
            base + STAGE_RANK + stage * 3 + _RANK_BAND[rank],
        ]
        if mode:
            row.append(base + WIN + wins * 4 + last * 2 + pointed)
            row.append(base + QTRICK + queen_on * 2 + wins)
            if threat >= 0:
                row.append(base + THREAT + wins * 2 + scoring)
        if mode == 1:
            row.append(base + DUCK + int(c == duck) * 2 + pointed)
            fate = after * 3 + (0 if not wins else 1 if not higher else 2)
            row.append(base + FATE_POINTS + fate * 3 + trick_points)
            row.append(
                base + FATE_HIGHER + fate * 8 + (higher if higher < 3 else 3) * 2 + later_void
            )
            row.append(base + FATE_SUIT + fate * 8 + (points[c] > 0) * 4 + suit)
        rows.append(row)
    return rows


class Model(Weights):
    """The fitted weights, one per name of :data:`FEATURE_NAMES`."""

    __slots__ = ()
    FEATURE_NAMES = FEATURE_NAMES

    def scores(self, rows: list[list[int]]) -> list[float]:
        get = self.weights.__getitem__
        return [sum(map(get, row)) for row in rows]


@cache
def load_model() -> Model:
    """The shipped weights (``hearts_tui/ai/data/learned_policy.json``), read once."""
    text = resources.files("hearts_tui.ai").joinpath("data/learned_policy.json").read_text()
    return Model.from_json(text)


def fits(table: Table) -> bool:
    """Whether the fitted weights apply at ``table``: the fit saw four players at the
    Standard table under its default rules of play (the target, the pass, ties and the
    move timer aside), so the other tables keep the normal player's policy."""
    same = {name: getattr(PLAYED, name) for name in ("target", "pass_cycle", "ties", "move_timer")}
    return table.variant is Variant.STANDARD and replace(table.rules, **same) == PLAYED


def probabilities(sit: Situation, model: Model | None = None) -> tuple[list[int], list[float]]:
    """The options (:func:`options_of`) and the fitted chance of each: the softmax of
    their scores (the conditional logit the weights were fitted as)."""
    options, pick = options_of(sit)
    if len(options) == 1:
        return options, [1.0]
    scores = (model or load_model()).scores(features(sit, options, pick))
    top = max(scores)
    exps = [math.exp(score - top) for score in scores]
    total = sum(exps)
    return options, [e / total for e in exps]


def group_chances(sit: Situation, cards: list[int]) -> list[float]:
    """Per card of ``cards`` (legal, one of each group of equivalent cards, as the search
    weighs them), the fitted chance of its group."""
    options, chances = probabilities(sit)
    out = []
    for card in cards:
        out.append(
            sum(
                chance
                for option, chance in zip(options, chances, strict=True)
                if represents(card, option, sit) or represents(option, card, sit)
            )
        )
    return out


def likelihood(sit: Situation, card: int, model: Model | None = None) -> float:
    """The fitted chance that the seat of ``sit`` plays ``card`` (or a card that plays
    exactly like it: the chance of its group of equivalent cards); 0 for a card not legal
    there (a sampled hand the play rules out)."""
    legal = sit.legal
    if not legal >> card & 1:
        return 0.0
    if not legal & (legal - 1):
        return 1.0
    options, chances = probabilities(sit, model)
    for option, chance in zip(options, chances, strict=True):
        if represents(option, card, sit) or represents(card, option, sit):
            return chance
    raise AssertionError(f"{CARDS[card]} is in no group of equivalent cards")  # pragma: no cover


def choose_card(sit: Situation, model: Model | None = None) -> int:
    """The card index the fitted policy plays (one of ``sit.legal``), at the Standard table;
    the normal player's card wins a tie."""
    legal = sit.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    options = candidates(sit)
    if len(options) == 1:
        return options[0]
    options, pick = _with_pick(sit, options)
    scores = (model or load_model()).scores(features(sit, options, pick))
    best = pick
    top = scores[options.index(pick)]
    for option, score in zip(options, scores, strict=True):
        if score > top:
            best, top = option, score
    return best


class LearnedPlayer(NormalPlayer):
    """Plays the fitted policy's card (passes like the normal player); at Domino and
    Cancellation Hearts, the normal player's card."""

    def choose_play(self, view: PlayerView) -> Card:
        sit = situation_of_view(view)
        if isinstance(sit, CancelSituation) or sit.table.variant is Variant.DOMINO:
            return CARDS[normal_card(view, sit)]
        return CARDS[choose_card(sit)]
