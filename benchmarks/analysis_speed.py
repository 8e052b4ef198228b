"""Median seconds per hint and per whole-hand review (issue 10: hint < 0.5 s, review < 5 s).

Plays hands from fixed game codes with four `hard` players.  Times, in the same process:
one `hard` decision (the reference), one hint (the analysis the `i` key runs: on your turn,
or in the pass) and the whole-hand analysis of the review (your pass and all your plays,
replayed from the saved log).  Prints the medians and each one's ratio to the reference.

    python benchmarks/analysis_speed.py [--hands 6]
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts_tui import ai
from hearts_tui.engine import Game, format_code
from hearts_tui.words.hand_review import analyse, record_hand
from hearts_tui.words.hints import think


def measure(hands: int) -> tuple[list[float], list[float], list[float]]:
    """Seconds per hard decision, per hint and per whole-hand review."""
    decisions: list[float] = []
    hints: list[float] = []
    reviews: list[float] = []
    for number in range(hands):
        game = Game.new(format_code(2000 + number))
        players = [ai.make_player("hard", game.cpu_seed(s)) for s in range(game.players)]
        if game.phase == "passing":
            start = time.perf_counter()
            think(game.view(0), game.cpu_seed(0))
            hints.append(time.perf_counter() - start)
            for seat in range(game.players):
                game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
        while game.phase == "playing":
            view = game.view(game.turn)
            start = time.perf_counter()
            card = players[game.turn].choose_play(view)
            if len(view.legal) > 1:
                decisions.append(time.perf_counter() - start)
                if game.turn == 0:
                    start = time.perf_counter()
                    think(view, game.cpu_seed(0))
                    hints.append(time.perf_counter() - start)
            game.play(card)
        start = time.perf_counter()
        analyse(record_hand(game, game.hand_number), game.cpu_seed(0))
        reviews.append(time.perf_counter() - start)
    return decisions, hints, reviews


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args()
    decisions, hints, reviews = measure(args.hands)
    reference = statistics.median(decisions)
    print(f"hard decision (reference): median {1000 * reference:7.1f} ms ({len(decisions)})")
    for name, times in (("hint", hints), ("whole-hand review", reviews)):
        median = statistics.median(times)
        print(
            f"{name:>25}: median {1000 * median:7.1f} ms ({len(times)}), "
            f"max {1000 * max(times):.1f} ms, {median / reference:.1f}× a hard decision"
        )


if __name__ == "__main__":
    main()
