"""Fit the pass value (:mod:`hearts_tui.ai.pass_value`) and write its weights to
``hearts_tui/ai/data/pass_value.json``.

The data are hands dealt from fixed seeds (Standard table, four players, the direction
left, right, across in turn).  Each seat passes the heuristic's three cards or, half the
time, three cards at random (so that every kind of pass is seen), and the hand is played
out with every seat playing the fitted play policy (:mod:`hearts_tui.ai.learned`) on the
fast engine.  Each seat's outcome, its points less 0.35 of the others' mean (the hard
player's yardstick, :func:`hearts_tui.ai.rollouts.worth`), is the label of the cards it
kept and passed.  The weights are a ridge regression (least squares with an L2 penalty)
of that label on the facts of :func:`.pass_value.features`, solved exactly: the same hands
give the same file.  Needs numpy (``pip install -e '.[train]'``); playing does not.

    nice -n 15 python scripts/fit_pass.py --jobs 2
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from itertools import chain
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from hearts_tui.ai import learned
from hearts_tui.ai.hard import from_spec
from hearts_tui.ai.pass_value import DIRECTIONS, FEATURE_NAMES, PassModel, features
from hearts_tui.ai.passing import pass_cards
from hearts_tui.ai.policy import choose_card
from hearts_tui.ai.rollouts import OTHERS_WEIGHT, hand_scores, rollout
from hearts_tui.engine import Game, Rules
from hearts_tui.engine.cards import cards_of_mask
from hearts_tui.engine.core import HandState, lowest_club
from hearts_tui.engine.rng import Rng, derive_seed
from hearts_tui.engine.table import table_for

OUT = Path(__file__).resolve().parent.parent / "hearts_tui" / "ai" / "data" / "pass_value.json"
#: Hands played by default, and the share of passes drawn at random.
HANDS = 60000
RANDOM_SHARE = 0.5
#: A sample: the cards kept, the cards passed, the direction, the outcome.
Sample = tuple[int, int, str, float]


def play_hand(number: int, share: float = RANDOM_SHARE, policy: str = "learned") -> list[Sample]:
    """Hand ``number``: dealt, passed (each seat the heuristic's cards or random ones),
    played out by the fitted policy; a sample per seat."""
    table = table_for(Rules())
    rng = Rng(derive_seed(0, "pass-value", number))
    deck = list(range(52))
    rng.shuffle(deck)
    dealt = [sum(1 << c for c in deck[s * 13 : (s + 1) * 13]) for s in range(4)]
    direction = DIRECTIONS[number % len(DIRECTIONS)]
    offset = table.pass_offset(direction)
    passes = []
    for hand in dealt:
        if rng.below(1 << 20) < share * (1 << 20):
            cards = [c for c in range(52) if hand >> c & 1]
            rng.shuffle(cards)
            chosen = cards[:3]
        else:
            chosen = pass_cards(table, hand)
        passes.append(sum(1 << c for c in chosen))
    if policy in ("learned", "normal"):
        hands = [(dealt[s] & ~passes[s]) | passes[(s - offset) % 4] for s in range(4)]
        lead = lowest_club(table.deck)
        leader = next(s for s, mask in enumerate(hands) if mask >> lead & 1)
        state = HandState(table, hands, leader=leader, lead_card=lead)
        choose = learned.choose_card if policy == "learned" else choose_card
        rollout(state, [0] * 4, [0] * 4, choose)
        scores = hand_scores(state)
    else:
        scores = _searched(number, dealt, passes, policy)
    total = sum(scores)
    return [
        (
            dealt[s] & ~passes[s],
            passes[s],
            direction,
            scores[s] - OTHERS_WEIGHT * (total - scores[s]) / 3,
        )
        for s in range(4)
    ]


def _searched(number: int, dealt: list[int], passes: list[int], spec: str) -> list[int]:
    """The hand's points when every seat plays the hard player of ``spec``
    (:func:`hearts_tui.ai.hard.from_spec`) after those passes."""
    way = DIRECTIONS[number % len(DIRECTIONS)]
    game = Game.from_hands(
        [cards_of_mask(mask) for mask in dealt], Rules(), hand_number=1 + DIRECTIONS.index(way)
    )
    assert game.pass_direction == way
    for seat in range(4):
        game.pass_cards(seat, cards_of_mask(passes[seat]))
    players = [from_spec(spec, derive_seed(0, "pass-value-cpu", number * 4 + s)) for s in range(4)]
    while game.phase == "playing":
        game.play(players[game.turn].choose_play(game.view(game.turn)))
    return list(game.hand_points)


def samples(hands: int, jobs: int, **how: object) -> list[Sample]:
    """The samples of hands 0 .. ``hands - 1``, in order (in ``jobs`` processes)."""
    play = partial(play_hand, **how)
    if jobs <= 1:
        return list(chain.from_iterable(map(play, range(hands))))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(chain.from_iterable(pool.map(play, range(hands), chunksize=500)))


def fit(data: list[Sample], l2: float) -> NDArray[np.float64]:
    """Ridge regression of the outcomes on the features, solved from the normal equations
    (accumulated in chunks, in order: deterministic)."""
    width = len(FEATURE_NAMES)
    gram = np.zeros((width, width))
    moment = np.zeros(width)
    chunk = 5000
    for start in range(0, len(data), chunk):
        part = data[start : start + chunk]
        x = np.zeros((len(part), width))
        for i, (kept, passed, direction, _) in enumerate(part):
            x[i, features(kept, passed, direction)] = 1.0
        y = np.array([label for *_, label in part])
        gram += x.T @ x
        moment += x.T @ y
    return np.linalg.solve(gram + l2 * len(data) * np.eye(width), moment)


def write(w: NDArray[np.float64], path: Path, hands: int) -> None:
    about = f"hearts_tui.ai.pass_value weights: fitted on {hands} hands (scripts/fit_pass.py)"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PassModel([float(x) for x in w]).to_json(about))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=HANDS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--l2", type=float, default=1e-4)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument(
        "--share", type=float, default=RANDOM_SHARE, help="the share of passes drawn at random"
    )
    parser.add_argument(
        "--policy",
        default="learned",
        help="who plays the hands: learned, normal, or a hard player's settings (budget=1000)",
    )
    args = parser.parse_args()
    start = time.perf_counter()
    data = samples(args.hands, args.jobs, share=args.share, policy=args.policy)
    print(f"{len(data)} samples from {args.hands} hands ({time.perf_counter() - start:.0f} s)")
    w = fit(data, args.l2)
    write(w, args.out, args.hands)
    print(f"wrote {args.out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
