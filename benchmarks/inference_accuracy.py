"""How much closer to the true hands the hard player's sampled deals get with inference.

Plays whole hands (four players of one kind, from fixed game codes) and stops at a few
points of each hand.  There, for the seat on turn, it deals the cards that seat has not
seen (:class:`DealSampler`: hand sizes, voids, passed cards) and measures the probability
mass the deals put on the *true* holder of the Q♠ and of each unseen heart: uniformly
(today's sampler) and weighted by :class:`PlayModel` (the others' plays and pass, under
the heuristic policy with each noise level given, the pass at twice that noise; with
``--fitted``, under the fitted policy of :mod:`hearts_tui.ai.learned` with each floor given),
tempered as the search tempers them.  Higher is closer to the truth; with
three others and no clue the mass is about 1/3.  In brackets, the mean log of that mass
(floored at 0.01): it punishes deals that are confidently wrong, where the mean mass does not.

    python benchmarks/inference_accuracy.py [--hands 24] [--players hard-v1] [--noise 0.05,0.15,0.3]
        [--fitted 0.1,0.3]
"""

from __future__ import annotations

import argparse
import math
import statistics

from hearts_tui import ai
from hearts_tui.ai.inference import Deal, PlayModel, tempered
from hearts_tui.ai.learned import load_model
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Game, format_code
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import HEARTS_MASK, QUEEN_SPADES

#: Cards played when a position is measured (after 2, 5, 8 and 10 tricks, plus one card).
STOPS = (9, 21, 33, 41)
STAGES = ("early", "middle", "late", "end")


def holder(hands: list[int], kitty: int, card: int) -> int:
    for seat, mask in enumerate(hands):
        if mask >> card & 1:
            return seat
    return -1 if kitty >> card & 1 else -2


def measure(args: argparse.Namespace) -> None:
    noises = [float(x) for x in args.noise.split(",") if x]
    floors = [float(x) for x in args.fitted.split(",") if x]
    # mass[stage][label]: per target card, the mass on its true holder.
    labels = ["uniform", *(f"noise {x}" for x in noises), *(f"fitted {x}" for x in floors)]
    queen: dict[str, dict[str, list[float]]] = {s: {k: [] for k in labels} for s in STAGES}
    hearts: dict[str, dict[str, list[float]]] = {s: {k: [] for k in labels} for s in STAGES}
    for number in range(args.hands):
        game = Game.new(format_code(args.seed + number))
        players = [ai.make_player(args.players, game.cpu_seed(s)) for s in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
        played = 0
        while game.phase == "playing":
            if played in STOPS:
                stage = STAGES[STOPS.index(played)]
                view = game.view(game.turn)
                truth = [mask_of(game.hand(s)) for s in range(game.players)]
                sit = situation_of_view(view)
                known = mask_of(c for cards in view.known_held().values() for c in cards)
                targets = [c for c in range(52) if sit.out >> c & 1 and not known >> c & 1]
                sampler = DealSampler(view, sit)
                rng = Rng(number * 100 + played)
                deals = [sampler.sample(rng) for _ in range(args.deals)]
                models = [PlayModel(view, noise=x, pass_noise=min(1.0, 2 * x)) for x in noises]
                models += [PlayModel(view, fitted=load_model(), floor=x) for x in floors]
                # The weights the search uses: the likelihoods, tempered.
                weights = [[1.0] * len(deals)] + [
                    tempered([Deal(h, k, 1, m.weight(h)) for h, k in deals]) for m in models
                ]
                for card in targets:
                    true = holder(truth, 0, card)
                    hits = [holder(h, k, card) == true for h, k in deals]
                    for label, w in zip(labels, weights, strict=True):
                        mass = sum(wi for wi, hit in zip(w, hits, strict=True) if hit) / sum(w)
                        if card == QUEEN_SPADES:
                            queen[stage][label].append(mass)
                        elif HEARTS_MASK >> card & 1:
                            hearts[stage][label].append(mass)
            game.play(players[game.turn].choose_play(game.view(game.turn)))
            played += 1
    print(f"{args.hands} hands of {args.players}, {args.deals} deals a position")
    for name, table in (("Q♠", queen), ("hearts", hearts)):
        print(f"mass on the true holder of {name} (mean over positions):")
        for stage in STAGES:
            row = table[stage]
            count = len(row["uniform"])
            cells = "  ".join(f"{label} {_score(row[label])}" for label in labels if row[label])
            print(f"  {stage:>6} ({count:3d}): {cells}")
        every = {label: [v for s in STAGES for v in table[s][label]] for label in labels}
        cells = "  ".join(f"{label} {_score(every[label])}" for label in labels)
        print(f"  {'all':>6} ({len(every['uniform']):3d}): {cells}")


def _score(masses: list[float]) -> str:
    mean = statistics.mean(masses)
    log = statistics.mean(math.log(max(m, 0.01)) for m in masses)
    return f"{mean:.3f} ({log:+.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=24)
    parser.add_argument("--players", default="hard-v1", choices=ai.ARENA_KINDS)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=4000)
    parser.add_argument("--noise", default="0.15,0.3,0.5")
    parser.add_argument(
        "--fitted", default="", help="floors of the fitted policy's chances to weigh by, too"
    )
    measure(parser.parse_args())


if __name__ == "__main__":
    main()
