"""How often the learned policy (:mod:`hearts_tui.ai.learned`) and the normal player play
``hard-v1``'s card, and what a call costs against the normal player's.

Plays hands from fixed game codes (from 1000 on: never the training hands, which start at
20000) with ``hard-v1`` at every seat; at each decision with more than one legal card it
asks the learned policy, the normal player and ``hard-v1`` with the next seed, and counts
the exact card (top-1), by stage of the hand.  The reseeded ``hard-v1`` is the yardstick of
its own sampling noise: how often it plays its own card again.  Times the learned policy
and the normal player per call, interleaved on the same positions: from the view (what a
player's ``choose_play`` costs) and from the built situation (what a rollout step costs).

    python benchmarks/learned_accuracy.py [--hands 60]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from hard_positions import STAGES, play_hands, stage_of

from hearts_tui import ai
from hearts_tui.ai import learned
from hearts_tui.ai.heuristic import NormalPlayer
from hearts_tui.ai.policy import choose_card
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, PlayerView

#: Calls per timing (each decision times both players this many times, interleaved).
REPEAT = 5


def per_call(call: object, arg: object) -> float:
    assert callable(call)
    start = time.perf_counter()
    for _ in range(REPEAT):
        call(arg)
    return (time.perf_counter() - start) / REPEAT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60)
    args = parser.parse_args()
    decisions: Counter[str] = Counter()
    right: dict[str, Counter[str]] = {
        "learned": Counter(),
        "normal": Counter(),
        "hard-v1 reseeded": Counter(),
    }
    view_times: list[tuple[float, float]] = []
    sit_times: list[tuple[float, float]] = []
    normal = NormalPlayer(0)
    player = learned.LearnedPlayer(0)
    learned.load_model()

    def decide(view: PlayerView, seed: int) -> Card:
        card = ai.make_player("hard-v1", seed).choose_play(view)
        if len(view.legal) > 1:
            stage = stage_of(view)
            decisions[stage] += 1
            sit = situation_of_view(view)
            right["learned"][stage] += learned.choose_card(sit) == card.index
            right["normal"][stage] += choose_card(sit) == card.index
            again = ai.make_player("hard-v1", seed + 1).choose_play(view)
            right["hard-v1 reseeded"][stage] += again == card
            view_times.append(
                (per_call(player.choose_play, view), per_call(normal.choose_play, view))
            )
            sit_times.append((per_call(learned.choose_card, sit), per_call(choose_card, sit)))
        return card

    play_hands(args.hands, decide)
    for name, _, _ in (*STAGES, ("all", 0, 13)):
        keys = [name] if name != "all" else [stage for stage, _, _ in STAGES]
        total = sum(decisions[k] for k in keys)
        figures = ", ".join(
            f"{who} {sum(right[who][k] for k in keys) / total:.1%}" for who in right
        )
        print(f"{name:>12}: top-1 on {total} decisions: {figures}")
    for what, times in (("from the view", view_times), ("from the situation", sit_times)):
        mine = statistics.median(t for t, _ in times)
        theirs = statistics.median(t for _, t in times)
        ratio = statistics.median(t / u for t, u in times)
        print(
            f"time per call {what}: learned {mine * 1e6:.0f} µs, normal {theirs * 1e6:.0f} µs "
            f"(median ratio {ratio:.2f}x)"
        )


if __name__ == "__main__":
    main()
