"""How often ``hard`` picks another card than ``hard-v1`` — against how often ``hard-v1``
picks another card than itself with another seed (its sampling noise).

Plays hands from fixed game codes with ``hard-v1`` at every seat; at each decision with
more than one legal card it also asks ``hard`` (same seed) and ``hard-v1`` with the next
seed, and counts the decisions where each differs from the card played, by stage of the
hand.  When ``hard`` differs no more often than the reseeded ``hard-v1``, its parts change
no decision beyond what the sampling of deals changes anyway.

    python benchmarks/hard_agreement.py [--hands 6] [--other hard]
"""

from __future__ import annotations

import argparse
from collections import Counter

from hard_positions import STAGES, play_hands, stage_of

from hearts_tui import ai
from hearts_tui.engine import Card, PlayerView


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--other", default="hard", choices=ai.ARENA_KINDS)
    args = parser.parse_args()
    decisions: Counter[str] = Counter()
    other_differs: Counter[str] = Counter()
    reseeded_differs: Counter[str] = Counter()

    def decide(view: PlayerView, seed: int) -> Card:
        card = ai.make_player("hard-v1", seed).choose_play(view)
        if len(view.legal) > 1:
            stage = stage_of(view)
            decisions[stage] += 1
            other_differs[stage] += ai.make_player(args.other, seed).choose_play(view) != card
            again = ai.make_player("hard-v1", seed + 1).choose_play(view)
            reseeded_differs[stage] += again != card
        return card

    play_hands(args.hands, decide)
    for name, _, _ in (*STAGES, ("all", 0, 13)):
        keys = [name] if name != "all" else [stage for stage, _, _ in STAGES]
        total = sum(decisions[k] for k in keys)
        other = sum(other_differs[k] for k in keys)
        reseeded = sum(reseeded_differs[k] for k in keys)
        print(
            f"{name:>12}: {args.other} differs from hard-v1 in {other}/{total} decisions "
            f"({other / total:.0%}), hard-v1 reseeded in {reseeded}/{total} "
            f"({reseeded / total:.0%})"
        )


if __name__ == "__main__":
    main()
