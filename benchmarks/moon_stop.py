"""How often a naive moon gets through: a player who passes its three lowest cards and
always plays its highest legal card, against three CPUs of a level (issue 37).

Two ways, the same player:

* in-process (the counts): the arena's deals (``hearts sim``'s, seed ``--seed``), each
  played once per seat of the naive player (:class:`hearts_tui.ai.simple.NaiveShooter`
  against three CPUs of the level), through the engine;
* ``--json N`` (the confirming run): N whole games of ``hearts --plain --json --seed CODE``
  driven through a pipe by a script that plays the same way, reading the JSON lines the
  game writes (``turn``, ``hand_over``) and typing the commands a person types; the CPUs'
  strength is set with ``set strength LEVEL``.  A hand is a moon when the script took no
  point and every other seat took 26.

Printed per level: moons / hands, the rate with its 95% interval (Wilson), and the time.

    nice -n 10 python benchmarks/moon_stop.py --levels easy,normal --deals 300
    nice -n 10 python benchmarks/moon_stop.py --levels hard --deals 80 --jobs 2
    nice -n 10 python benchmarks/moon_stop.py --levels normal --json 40
    cd ../main && python ../cpu/benchmarks/moon_stop.py --levels normal --json 40  # main

The games run ``--command`` (by default this Python's ``-m hearts_tui``, which imports the
package of the current directory first: run from another checkout to play its game).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hearts_tui.ai import LEVELS
from hearts_tui.engine import Rules, format_code
from hearts_tui.sim import run_deals

#: Ranks low to high, as the card codes write them; suits in the engine's order.
RANKS = "23456789TJQKA"
SUITS = "CDHS"


def order(code: str) -> tuple[int, int]:
    """A card code's rank, then its suit (the naive player's order: the engine's index)."""
    return RANKS.index(code[0]), SUITS.index(code[1])


def naive_command(turn: dict[str, Any]) -> str:
    """What the naive player types on ``turn``."""
    waiting = turn["waiting"]
    if waiting == "pass":
        return "pass " + " ".join(sorted(turn["hand"], key=order)[:3])
    if waiting == "play":
        return max(turn["legal"], key=order)
    if waiting == "moon":
        return "moon add"
    return "quit"


def wilson(hits: int, total: int) -> tuple[float, float]:
    """The 95% interval of a rate (Wilson's)."""
    if total == 0:
        return 0.0, 1.0
    z = 1.96
    p = hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return max(0.0, centre - half), min(1.0, centre + half)


def in_process(level: str, seed: int, deals: int, jobs: int) -> tuple[int, int]:
    """Moons shot by the naive player, and hands played, over ``deals`` arena deals."""
    moons = hands = 0
    lineup = ("naive-shooter", level, level, level)
    for result in run_deals(lineup, Rules(), seed, deals, jobs):
        for play in result.plays:
            for seat in play:
                if seat.kind == "naive-shooter":
                    hands += 1
                    moons += seat.shot_moon
    return moons, hands


def through_json(level: str, games: int, first: int, command: list[str]) -> tuple[int, int]:
    """Moons shot by the naive script, and hands played, over ``games`` whole games of
    ``hearts --plain --json`` (game codes from number ``first``)."""
    moons = hands = 0
    with tempfile.TemporaryDirectory(prefix="hearts-moon-") as temp:
        for number in range(first, first + games):
            home = Path(temp) / str(number)
            env = dict(
                os.environ,
                HEARTS_DATA_DIR=str(home / "data"),
                HEARTS_CONFIG_DIR=str(home / "config"),
            )
            code = format_code(number)
            game = subprocess.Popen(
                [*command, "--plain", "--json", "--seed", code],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            assert game.stdin is not None and game.stdout is not None
            game.stdin.write(f"set strength {level}\n")
            game.stdin.flush()
            waiting = True  # the first turn is answered by the set above: the game says so
            for line in game.stdout:
                obj = json.loads(line)
                if waiting:
                    waiting = obj["type"] == "turn" or "strength" not in json.dumps(obj).lower()
                    continue
                if obj["type"] == "hand_over":
                    points = obj["points"]
                    hands += 1
                    moons += points[0] == 0 and all(p >= 26 for p in points[1:])
                elif obj["type"] == "refused":
                    raise SystemExit(f"game {code} refused a command: {obj.get('text')}")
                elif obj["type"] == "turn":
                    answer = naive_command(obj)
                    game.stdin.write(answer + "\n")
                    game.stdin.flush()
                    if answer == "quit":
                        break
            game.stdin.close()
            game.wait(timeout=60)
            if not waiting and hands == 0:
                raise SystemExit(f"game {code}: no hand played")
    return moons, hands


def line(level: str, moons: int, hands: int, seconds: float, how: str) -> str:
    low, high = wilson(moons, hands)
    rate = moons / hands if hands else 0.0
    return (
        f"{level}: {moons} moons in {hands} hands = {100 * rate:.1f}% "
        f"(95% {100 * low:.1f}% .. {100 * high:.1f}%), {how}; {seconds:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--deals", type=int, default=250, help="arena deals (4 hands each)")
    parser.add_argument("--seed", type=int, default=37, help="the arena seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--json", type=int, default=0, metavar="GAMES", help="whole games through the JSON lines"
    )
    parser.add_argument("--first", type=int, default=3700, help="the first game code's number")
    parser.add_argument("--command", default=f"{sys.executable} -m hearts_tui")
    args = parser.parse_args()
    levels = args.levels.split(",")
    if args.json and not set(levels) <= set(LEVELS):
        parser.error(f"--json plays the app's levels: {', '.join(LEVELS)}")
    for level in levels:
        start = time.monotonic()
        if args.json:
            moons, hands = through_json(level, args.json, args.first, args.command.split())
            how = f"{args.json} games of hearts --plain --json from code {format_code(args.first)}"
        else:
            moons, hands = in_process(level, args.seed, args.deals, args.jobs)
            how = f"{args.deals} arena deals, seed {args.seed}"
        print(line(level, moons, hands, time.monotonic() - start, how), flush=True)


if __name__ == "__main__":
    main()
