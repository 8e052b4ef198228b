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

import json
from functools import cache
from importlib import resources
from typing import Final

from hearts_tui.engine.cards import CARDS, Card
from hearts_tui.engine.rules import Variant
from hearts_tui.engine.table import QUEEN_SPADES, SUIT_MASKS
from hearts_tui.engine.view import PlayerView

from .cancellation import CancelSituation
from .heuristic import NormalPlayer, normal_card
from .policy import choose_card as normal_choice
from .policy import moon_threat, shooting
from .search import candidates, represented_by
from .situation import Situation, situation_of_view

__all__ = [
    "FEATURE_NAMES",
    "LearnedPlayer",
    "Model",
    "choose_card",
    "features",
    "load_model",
    "options_of",
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


def _points_kind(value: int) -> int:
    """0 none, 1 a little (a heart), 2 a lot (the Q♠), 3 a bonus (the J♦)."""
    if value == 0:
        return 0
    if value < 0:
        return 3
    return 1 if value < 5 else 2


def options_of(sit: Situation) -> tuple[list[int], int]:
    """The cards the fitted policy chooses among (lowest first) and the normal player's
    card: the cards the search can play.  The search prices one card of each group of
    equivalent cards (the lowest, :func:`.search.candidates`) and plays it, except that
    the normal player's own card stands for its group (the search plays it on a tie); with
    a single group the search plays its lowest card at once."""
    pick = normal_choice(sit)
    options = candidates(sit)
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
    base = mode * WIDTH
    rows: list[list[int]] = []
    for c in options:
        suit = c // 13
        rank = c % 13
        suit_mask = SUIT_MASKS[suit]
        out_suit = out & suit_mask
        higher = (out_suit >> (c + 1)).bit_count()
        lower = (out_suit & ((1 << c) - 1)).bit_count()
        kind = _points_kind(points[c])
        mine = legal & suit_mask
        if not mine & (mine - 1):
            place = 3
        elif c == mine.bit_length() - 1:
            place = 2
        elif not mine & ((1 << c) - 1):
            place = 0
        else:
            place = 1
        length = min((hand & suit_mask).bit_count(), 5) - 1
        count = out_suit.bit_count()
        bucket = 0 if count == 0 else 1 if count < 3 else 2 if count < 6 else 3
        if suit != _SPADES:
            spade = 0
        elif c == QUEEN_SPADES:
            spade = 3
        elif queen_out:
            spade = 1 if c > QUEEN_SPADES else 2
        else:
            spade = 4
        wins = int(winner >= 0 and suit == winner // 13 and c > winner)
        chosen = int(c == pick)
        row = [
            base + P_STAGE + chosen * 3 + stage,
            base + P_OPT + chosen * 3 + many,
            base + RANK + rank,
            base + SUIT + suit,
            base + PLACE + place * 5 + length,
            base + HIGHER + min(higher, 4) * 4 + kind,
            base + LOWER + min(lower, 4),
            base + OUTV + bucket * 3 + min(void_counts[suit], 2),
            base + SPADE + spade,
            base + SHOOT + int(shoot) * 2 + wins,
            base + PEN + own_points * 4 + wins * 2 + int(kind == 1 or kind == 2),
            base + STAGE_RANK + stage * 3 + (0 if rank < 5 else 1 if rank < 9 else 2),
        ]
        if mode:
            row.append(base + WIN + wins * 4 + last * 2 + pointed)
            row.append(base + QTRICK + queen_on * 2 + wins)
            if threat >= 0:
                row.append(base + THREAT + wins * 2 + int(kind == 1 or kind == 2))
        if mode == 1:
            row.append(base + DUCK + int(c == duck) * 2 + pointed)
            fate = after * 3 + (0 if not wins else 1 if not higher else 2)
            row.append(base + FATE_POINTS + fate * 3 + trick_points)
            row.append(base + FATE_HIGHER + fate * 8 + min(higher, 3) * 2 + later_void)
            row.append(base + FATE_SUIT + fate * 8 + int(points[c] > 0) * 4 + suit)
        rows.append(row)
    return rows


class Model:
    """The fitted weights, one per name of :data:`FEATURE_NAMES`."""

    __slots__ = ("weights",)

    def __init__(self, weights: list[float]) -> None:
        if len(weights) != len(FEATURE_NAMES):
            raise ValueError(f"expected {len(FEATURE_NAMES)} weights, got {len(weights)}")
        self.weights = weights

    @classmethod
    def from_json(cls, text: str) -> Model:
        data = json.loads(text)
        names = data["features"]
        if tuple(names) != FEATURE_NAMES:
            raise ValueError("the weights were fitted for other features; rebuild them")
        return cls([float(w) for w in data["weights"]])

    def scores(self, rows: list[list[int]]) -> list[float]:
        weights = self.weights
        return [sum(weights[i] for i in row) for row in rows]


@cache
def load_model() -> Model:
    """The shipped weights (``hearts_tui/ai/data/learned_policy.json``), read once."""
    text = resources.files("hearts_tui.ai").joinpath("data/learned_policy.json").read_text()
    return Model.from_json(text)


def choose_card(sit: Situation, model: Model | None = None) -> int:
    """The card index the fitted policy plays (one of ``sit.legal``), at the Standard table;
    the normal player's card wins a tie."""
    legal = sit.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    options, pick = options_of(sit)
    if len(options) == 1:
        return options[0]
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
