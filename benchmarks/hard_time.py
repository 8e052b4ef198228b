"""Time per decision of ``hard`` against ``hard-v1`` on the very same positions, interleaved.

Plays hands from fixed game codes with ``hard-v1`` at every seat; at each decision with
more than one legal card, times both players on that view, one after the other (so a busy
machine slows both alike).  Prints both medians and the ratio, by stage of the hand.

    python benchmarks/hard_time.py [--hands 6]
"""

from __future__ import annotations

import argparse
import statistics
import time

from hard_positions import STAGES, play_hands, stage_of

from hearts_tui import ai
from hearts_tui.engine import Card, PlayerView


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args()
    times: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _ in STAGES}

    def decide(view: PlayerView, seed: int) -> Card:
        start = time.perf_counter()
        card = ai.make_player("hard-v1", seed).choose_play(view)
        old = time.perf_counter() - start
        start = time.perf_counter()
        ai.make_player("hard", seed).choose_play(view)
        new = time.perf_counter() - start
        if len(view.legal) > 1:
            times[stage_of(view)].append((new, old))
        return card

    play_hands(args.hands, decide)
    every = [pair for pairs in times.values() for pair in pairs]
    for name, pairs in [*times.items(), ("all", every)]:
        new_ms = statistics.median(1000 * n for n, _ in pairs)
        old_ms = statistics.median(1000 * o for _, o in pairs)
        print(
            f"{name:>12}: hard {new_ms:7.1f} ms, hard-v1 {old_ms:7.1f} ms (medians), "
            f"×{new_ms / old_ms:.2f} ({len(pairs)} decisions)"
        )


if __name__ == "__main__":
    main()
