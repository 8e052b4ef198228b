"""An example bot for ``hearts --plain --json``: it plays whole games through a pipe.

    python scripts/plain_bot.py                     # one game, said as it goes
    python scripts/plain_bot.py --games 20 --quiet  # 20 games; the time of each, the median
    python scripts/plain_bot.py --command hearts    # an installed hearts, not this checkout

The game writes one JSON object a line and reads the commands a player types
(docs/plain.md, "For programs").  The bot reads objects until a ``turn``, which says what
the game waits for and, on your turn, the cards you may play (``legal``); it answers with
one command and reads on.  It plays simply: it passes its three highest cards, plays its
lowest legal card (its highest when it cannot follow, to shed it), draws at Domino Hearts
when told to, adds a moon shot to the others; at the game over it says ``quit``.

``--table`` chooses the table of every game (``standard``, ``three``, ``five``, ``six``,
``seven``, ``domino``, ``cancellation``, or ``mixed`` for each in turn), given to hearts as
its one-run table options (``--game``, ``--players``): the bot's settings are not touched.

The time limit (``--limit``, 600 s a game) holds even when hearts says nothing at all: the
bot reads hearts' lines in a thread of their own and waits for each for the time left, so
a game that hangs silently is ended (killed) at its limit, never waited for for ever.

Each game is played in a data directory of its own (a temp folder), so no real game is
touched and several bots may run at once.  The exit status is 0 when every game finished.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import queue
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

#: Ranks low to high, as the codes write them ("TH" is the ten of hearts).
RANKS = "23456789TJQKA"
#: The tables ``--table`` chooses, as hearts' one-run options.
TABLES: dict[str, list[str]] = {
    "standard": [],
    "three": ["--players", "3"],
    "five": ["--players", "5"],
    "six": ["--players", "6"],
    "seven": ["--players", "7"],
    "domino": ["--game", "domino"],
    "cancellation": ["--game", "cancellation"],
}


def rank(code: str) -> int:
    """A card code's rank, 0 (the 2) to 12 (the ace)."""
    return RANKS.index(code[0])


def choose(turn: dict[str, Any]) -> str:
    """The command to answer ``turn`` with (see the module's notes)."""
    waiting = turn["waiting"]
    if waiting == "pass":
        highest = sorted(turn["hand"], key=rank)[-3:]
        return "pass " + " ".join(highest)
    if waiting == "play":
        legal: list[str] = turn["legal"]
        trick = turn.get("trick") or []
        following = trick and any(card[1] == trick[0]["card"][1] for card in legal)
        if trick and not following:
            return max(legal, key=rank)  # cannot follow: shed the highest card
        return min(legal, key=rank)
    if waiting == "draw":
        return "draw"
    if waiting == "moon":
        return "moon add"
    return "quit"


@dataclass
class Result:
    """One game as the bot saw it."""

    finished: bool = False
    seconds: float = 0.0
    commands: int = 0
    scores: list[int] = field(default_factory=list)
    error: str = ""


def lines_of(stream: IO[str]) -> queue.Queue[str | None]:
    """The lines of ``stream`` as they come, read in a thread of their own; None at its end
    (the bot waits on the queue with a timeout: a silent game cannot block it)."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        try:
            for line in stream:
                lines.put(line)
        except (OSError, ValueError):
            pass
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    return lines


def play_game(
    command: list[str],
    home: Path,
    *,
    echo: bool = False,
    limit: float = 600,
    table: list[str] | None = None,
) -> Result:
    """Play one whole game of ``command --plain --json --new`` (at the table of ``table``,
    hearts' one-run table options) with files under ``home``, ended at ``limit`` seconds."""
    env = dict(
        os.environ, HEARTS_DATA_DIR=str(home / "data"), HEARTS_CONFIG_DIR=str(home / "config")
    )
    start = time.monotonic()
    result = Result()
    game = subprocess.Popen(
        [*command, "--plain", "--json", "--new", *(table or [])],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert game.stdin is not None and game.stdout is not None
    refused = 0
    lines = lines_of(game.stdout)
    try:
        while True:
            try:
                line = lines.get(timeout=max(0.0, start + limit - time.monotonic()))
            except queue.Empty:
                result.error = f"no game over in {limit:.0f} s"
                game.kill()
                break
            if line is None:
                if not result.finished:
                    result.error = result.error or "the game ended its output early"
                break
            obj = json.loads(line)
            kind = obj["type"]
            if echo and "text" in obj:
                print(obj["text"])
            if kind == "refused":
                refused += 1
                if refused > 3:
                    result.error = f"refused: {obj['text']}"
                    break
            elif kind == "game_over":
                result.finished = True
                result.scores = obj["scores"]
            elif kind == "turn":
                answer = choose(obj)
                if echo:
                    print(f"> {answer}")
                game.stdin.write(answer + "\n")
                game.stdin.flush()
                result.commands += 1
                if answer == "quit":
                    break
    except (BrokenPipeError, json.JSONDecodeError, KeyError) as error:
        result.error = f"{type(error).__name__}: {error}"
    finally:
        with contextlib.suppress(BrokenPipeError):
            game.stdin.close()
        try:
            game.wait(timeout=30)
        except subprocess.TimeoutExpired:
            game.kill()
            result.error = result.error or "did not exit"
    if game.returncode not in (0, None) and not result.error:
        said = game.stderr.read().strip()[-200:] if game.stderr else ""
        result.error = f"exit status {game.returncode}: {said}"
    result.seconds = time.monotonic() - start
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1, help="how many whole games (default 1)")
    parser.add_argument(
        "--command",
        default=f"{shlex.quote(sys.executable)} -m hearts_tui",
        help="how to run hearts (default: this Python's hearts_tui)",
    )
    parser.add_argument("--quiet", action="store_true", help="no sentences, one line a game")
    parser.add_argument(
        "--table",
        choices=[*TABLES, "mixed"],
        default="standard",
        help="the table of every game, or mixed: each in turn (default standard)",
    )
    parser.add_argument(
        "--limit", type=float, default=600, help="seconds a game may take (default 600)"
    )
    args = parser.parse_args(argv)
    names = list(TABLES)
    command = shlex.split(args.command)
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="hearts-bot-") as temp:
        for number in range(1, args.games + 1):
            home = Path(temp) / f"game-{number}"
            name = names[(number - 1) % len(names)] if args.table == "mixed" else args.table
            result = play_game(
                command, home, echo=not args.quiet, limit=args.limit, table=TABLES[name]
            )
            results.append(result)
            state = "finished" if result.finished else f"NOT finished ({result.error})"
            print(
                f"game {number} ({name}): {state} in {result.seconds:.2f} s,"
                f" {result.commands} commands, scores {result.scores}"
            )
    finished = [r for r in results if r.finished]
    times = [r.seconds for r in results]
    print(
        f"{len(finished)} of {len(results)} games finished;"
        f" time a game: median {statistics.median(times):.2f} s,"
        f" min {min(times):.2f} s, max {max(times):.2f} s"
    )
    return 0 if len(finished) == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
