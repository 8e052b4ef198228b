"""How long the unfinished games take to list, now that every one is kept.

    python benchmarks/shelf_list.py [--games 300] [--hands 8] [--runs 7]

Puts ``--games`` games of ``--hands`` hands each on a shelf in a temp folder, then times,
alternately, the listing (``Shelf.entries``: each file's header, no replay) and the same
files read the way the listing read them before (every game replayed through the rules),
and ``hearts --list`` as a whole process.  Prints medians and the ratio of the two reads.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hearts_tui.engine import Game, Rules
from hearts_tui.store.saves import decode, encode
from hearts_tui.store.shelf import Shelf


def long_game(hands: int, seed: int) -> Game:
    """A game played (first legal cards) into its ``hands``-th hand."""
    from hearts_tui.engine import format_code

    game = Game.new(format_code(seed), Rules(target=500))
    while game.hand_number < hands or game.phase != "playing":
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, game.hand(seat)[:3])
        elif game.phase == "playing":
            game.play(game.legal_cards()[0])
        elif game.phase == "hand_over":
            game.next_hand()
        else:
            break
    game.play(game.legal_cards()[0])
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        data = Path(temp) / "data"
        folder = data / "unfinished"
        folder.mkdir(parents=True)
        game = long_game(args.hands, 1)
        for number in range(args.games):
            text = encode(game, f"g{number:04}", {})
            (folder / f"g{number:04}.json").write_text(text)
        shelf = Shelf(data)
        assert len(shelf.entries()) == args.games
        header_times: list[float] = []
        replay_times: list[float] = []
        process_times: list[float] = []
        env = dict(os.environ, HEARTS_DATA_DIR=str(data))
        for _ in range(args.runs):
            start = time.perf_counter()
            shelf.entries()
            header_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            for path in sorted(folder.glob("*.json")):
                decode(path.read_bytes())
            replay_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "hearts_tui", "--list"],
                env=env,
                stdout=subprocess.DEVNULL,
                check=True,
            )
            process_times.append(time.perf_counter() - start)
        header = statistics.median(header_times)
        replay = statistics.median(replay_times)
        print(
            f"{args.games} games of {args.hands} hands ({len(text)} bytes each), {args.runs} runs:"
        )
        print(f"  listing (headers):          median {header * 1000:7.1f} ms")
        print(f"  every game replayed:        median {replay * 1000:7.1f} ms")
        print(f"  ratio listing / replayed:   {header / replay:.2f}")
        whole = statistics.median(process_times)
        print(f"  hearts --list, whole process: median {whole * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
