"""Random hands per second through the public engine API (issue #2's figure).

Each hand: every seat passes 3 random cards (when the hand passes), then random legal cards
are played through ``Game.legal_cards()`` / ``Game.play()`` until the hand is over; games
are dealt from fixed codes, so runs are comparable.  Prints the median of several rounds.

    python benchmarks/engine_playouts.py [--hands 2000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from hearts_tui.engine import Game, format_code


def play_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands; return the number of cards played (a sanity figure)."""
    # The harness's own choices use Python's C-coded PRNG: they are not what is measured.
    rng = random.Random(seed)
    game = Game.new(format_code(seed))
    played = 0
    hands = 0
    while hands < count:
        phase = game.phase
        if phase == "playing":
            game.play(rng.choice(game.legal_cards()))
            played += 1
        elif phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, rng.sample(game.hand(seat), 3))
        elif phase == "hand_over":
            hands += 1
            game.next_hand()
        else:
            hands += 1
            game = Game.new(format_code(rng.randrange(31**7)))
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rates = []
    for round_number in range(args.rounds):
        start = time.perf_counter()
        played = play_hands(args.hands, seed=round_number + 1)
        elapsed = time.perf_counter() - start
        assert played == args.hands * 52, played
        rates.append(args.hands / elapsed)
    print(
        f"engine public API: median {statistics.median(rates):,.0f} random hands/s "
        f"(min {min(rates):,.0f}, max {max(rates):,.0f}; {args.rounds} rounds of {args.hands})"
    )


if __name__ == "__main__":
    main()
