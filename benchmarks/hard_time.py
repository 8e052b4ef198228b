"""Time per decision of ``hard`` against ``hard-v1`` on the very same positions, interleaved.

Plays hands from fixed game codes with ``hard-v1`` at every seat; at each decision with
more than one legal card, times each player on that view, one after the other (so a busy
machine slows them alike), in CPU time of this process.  Prints the medians and the ratio
of each to the last one, by stage of the hand.

    python benchmarks/hard_time.py [--hands 6]
    python benchmarks/hard_time.py --players hard@learned_rollouts=1,hard,hard-v1

``--players`` takes arena kinds and ``hard@key=value,...`` as ``hard_strength.py`` does
(a ``;`` between players, or a ``,`` when no player has settings of its own).
"""

from __future__ import annotations

import argparse
import statistics
import time

from hard_positions import STAGES, play_hands, stage_of
from hard_strength import build, split_list

from hearts_tui import ai
from hearts_tui.engine import Card, PlayerView


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--players", default="hard,hard-v1")
    args = parser.parse_args()
    kinds = split_list(args.players)
    times: dict[str, list[list[float]]] = {name: [] for name, _, _ in STAGES}

    def decide(view: PlayerView, seed: int) -> Card:
        spent = []
        for kind in kinds:
            start = time.process_time()
            build(kind, seed).choose_play(view)
            spent.append(time.process_time() - start)
        if len(view.legal) > 1:
            times[stage_of(view)].append(spent)
        return ai.make_player("hard-v1", seed).choose_play(view)

    play_hands(args.hands, decide)
    every = [row for rows in times.values() for row in rows]
    for name, rows in [*times.items(), ("all", every)]:
        ms = [statistics.median(1000 * row[k] for row in rows) for k in range(len(kinds))]
        figures = ", ".join(
            f"{kind} {m:7.1f} ms ×{m / ms[-1]:.2f}" for kind, m in zip(kinds, ms, strict=True)
        )
        print(f"{name:>12}: {figures} (medians, {len(rows)} decisions)", flush=True)


if __name__ == "__main__":
    main()
