"""Random hands per second through the public engine API (issue #2's figure), and through
the bit-mask ``HandState`` the CPU players' search uses.

Public API: every seat passes 3 random cards (when the hand passes), then random legal cards
are played through ``Game.legal_cards()`` / ``Game.play()`` until the hand is over.  Core:
random legal cards straight on ``core.HandState`` from a shuffled deal.  Games are dealt
from fixed seeds, so runs are comparable.  Rates use this process's CPU time, which the
other processes on a shared machine disturb less than the wall clock; the median of
several rounds is printed.

    python benchmarks/engine_playouts.py [--hands 2000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.engine.core import HandState
from hearts_tui.engine.table import table_for


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


def play_core_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands on ``HandState``; return the number of cards played."""
    rng = random.Random(seed)
    random_float = rng.random
    table = table_for(Rules())
    deck = list(range(52))
    played = 0
    for _ in range(count):
        rng.shuffle(deck)
        hands = [0] * 4
        for position, index in enumerate(deck):
            hands[position % 4] |= 1 << index
        leader = next(seat for seat in range(4) if hands[seat] & 1)
        state = HandState(table, hands, leader=leader, lead_card=0)
        while not state.over:
            legal = state.legal_mask()
            for _ in range(int(random_float() * legal.bit_count())):
                legal &= legal - 1  # drop the lowest card: a uniform pick among the legal
            state.play((legal & -legal).bit_length() - 1)
            played += 1
    return played


def measure(run: Callable[[int, int], int], hands: int, rounds: int) -> list[float]:
    rates = []
    for round_number in range(rounds):
        start = time.process_time()
        played = run(hands, round_number + 1)
        elapsed = time.process_time() - start
        assert played == hands * 52, played
        rates.append(hands / elapsed)
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for label, run in (("engine public API", play_hands), ("core.HandState", play_core_hands)):
        rates = measure(run, args.hands, args.rounds)
        print(
            f"{label}: median {statistics.median(rates):,.0f} random hands/s "
            f"(min {min(rates):,.0f}, max {max(rates):,.0f}; "
            f"{args.rounds} rounds of {args.hands})"
        )


if __name__ == "__main__":
    main()
