"""Median milliseconds per CPU decision, per level and table (issue #3: normal < 5 ms,
hard < 0.5 s; issue #12: hard under 0.25 s a decision at every table).

Plays whole hands from fixed game codes with every seat of one level and times every
``choose_play`` call that had more than one legal card, plus every ``choose_pass``, in CPU
time of this process (so other work on a shared machine does not inflate it).  At
Domino Hearts the driver draws while a draw is due, as the app and the arena do.

    python benchmarks/ai_speed.py [--hands 8] [--levels easy,normal,hard]
                                  [--tables standard,six,seven,queen,domino,cancellation]
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts_tui import ai
from hearts_tui.engine import Game, Rules, format_code

#: The tables measured, by name.
TABLES = {
    "standard": Rules(),
    "six": Rules(players=6),
    "seven": Rules(players=7),
    "queen": Rules(queen_must_go=True),
    "domino": Rules.domino(4),
    "cancellation": Rules.cancellation(8),
}


def time_level(level: str, rules: Rules, hands: int) -> tuple[list[float], list[float]]:
    """Seconds per play decision and per pass decision over ``hands`` hands."""
    plays: list[float] = []
    passes: list[float] = []
    for number in range(hands):
        game = Game.new(format_code(1000 + number, rules), rules)
        players = [ai.make_player(level, game.cpu_seed(s)) for s in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                view = game.view(seat)
                start = time.process_time()
                chosen = players[seat].choose_pass(view)
                passes.append(time.process_time() - start)
                game.pass_cards(seat, chosen)
        while game.phase == "playing":
            if game.must_draw:
                game.draw()
                continue
            view = game.view(game.turn)
            start = time.process_time()
            card = players[game.turn].choose_play(view)
            if len(view.legal) > 1:
                plays.append(time.process_time() - start)
            game.play(card)
    return plays, passes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--levels", default=",".join(ai.LEVELS))
    parser.add_argument("--tables", default="standard")
    args = parser.parse_args()
    for name in args.tables.split(","):
        for level in args.levels.split(","):
            plays, passes = time_level(level, TABLES[name], args.hands)
            ms = sorted(1000 * t for t in plays)
            passing = f"{1000 * statistics.median(passes):.2f} ms" if passes else "-"
            print(
                f"{name:>12} {level:>6}: play median {statistics.median(ms):8.2f} ms "
                f"(p90 {ms[int(0.9 * (len(ms) - 1))]:.2f}, max {ms[-1]:.2f}; "
                f"{len(ms)} decisions), pass median {passing}",
                flush=True,
            )


if __name__ == "__main__":
    main()
