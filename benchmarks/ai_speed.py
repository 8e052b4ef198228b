"""Median milliseconds per CPU decision, per level (issue #3: normal < 5 ms, hard < 0.5 s).

Plays whole hands from fixed game codes with four players of one level and times every
``choose_play`` call that had more than one legal card, plus every ``choose_pass``.

    python benchmarks/ai_speed.py [--hands 8] [--levels easy,normal,hard]
    python benchmarks/ai_speed.py --levels hard,hard-v1   # and their ratio, same run

Any kind of ``ai.ARENA_KINDS`` may be timed; with two or more, the ratio of each play
median to the first level's is printed too.
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts_tui import ai
from hearts_tui.engine import Game, format_code


def time_level(level: str, hands: int) -> tuple[list[float], list[float]]:
    """Seconds per play decision and per pass decision over ``hands`` hands."""
    plays: list[float] = []
    passes: list[float] = []
    for number in range(hands):
        game = Game.new(format_code(1000 + number))
        players = [ai.make_player(level, game.cpu_seed(s)) for s in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                view = game.view(seat)
                start = time.perf_counter()
                chosen = players[seat].choose_pass(view)
                passes.append(time.perf_counter() - start)
                game.pass_cards(seat, chosen)
        while game.phase == "playing":
            view = game.view(game.turn)
            start = time.perf_counter()
            card = players[game.turn].choose_play(view)
            if len(view.legal) > 1:
                plays.append(time.perf_counter() - start)
            game.play(card)
    return plays, passes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--levels", default=",".join(ai.LEVELS))
    args = parser.parse_args()
    first = 0.0
    for level in args.levels.split(","):
        plays, passes = time_level(level, args.hands)
        ms = sorted(1000 * t for t in plays)
        median = statistics.median(ms)
        first = first or median
        ratio = f", ×{median / first:.2f} the first" if median != first else ""
        print(
            f"{level:>6}: play median {median:8.2f} ms "
            f"(p90 {ms[int(0.9 * (len(ms) - 1))]:.2f}, max {ms[-1]:.2f}; {len(ms)} decisions), "
            f"pass median {1000 * statistics.median(passes):.2f} ms{ratio}"
        )


if __name__ == "__main__":
    main()
