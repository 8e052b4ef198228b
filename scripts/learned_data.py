"""The learned policy's data: hands from fixed game codes played by ``hard-v1`` at every seat.

Each line of the output (JSON) is one hand: its game code, the three cards each seat
passed, and every card played in order (card indexes).  Replaying a line on
``Game.new(code)`` gives back every position and the card ``hard-v1`` chose there (see
:func:`positions`), so the file stays small and the features can change without playing
again.  The players are deterministic (each seat's CPU seed comes from the code), so the
same codes always give the same file.

    nice -n 19 python scripts/learned_data.py --first 20000 --hands 300

Codes from 1000 on are the benchmarks' positions (``benchmarks/hard_positions.py``): the
held-out set; the training hands start at 20000.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

from hearts_tui import ai
from hearts_tui.engine import CARDS, Game, PlayerView, format_code

#: Where the fitting script reads its hands, and where this script writes them (gitignored).
DATA_DIR = Path(__file__).resolve().parent.parent / "learned-data"
#: The first game code of the training hands (the benchmarks' held-out hands start at 1000).
TRAIN_FIRST = 20000


def play_hand(number: int, kind: str = "hard-v1") -> dict[str, object]:
    """One hand from game code ``number`` with ``kind`` at every seat, as a JSON-ready dict."""
    game = Game.new(format_code(number))
    seeds = [game.cpu_seed(seat) for seat in range(game.players)]
    players = [ai.make_player(kind, seed) for seed in seeds]
    passes: list[list[int]] = []
    if game.phase == "passing":
        for seat in range(game.players):
            chosen = players[seat].choose_pass(game.view(seat))
            passes.append([card.index for card in chosen])
            game.pass_cards(seat, chosen)
    plays: list[int] = []
    while game.phase == "playing":
        card = players[game.turn].choose_play(game.view(game.turn))
        plays.append(card.index)
        game.play(card)
    return {"code": format_code(number), "passes": passes, "plays": plays}


def positions(line: dict[str, object]) -> Iterator[tuple[PlayerView, int]]:
    """Replay one recorded hand: each decision's view and the card played there."""
    game = Game.new(str(line["code"]))
    passes = line["passes"]
    assert isinstance(passes, list)
    for seat, chosen in enumerate(passes):
        game.pass_cards(seat, [CARDS[i] for i in chosen])
    plays = line["plays"]
    assert isinstance(plays, list)
    for index in plays:
        view = game.view(game.turn)
        yield view, index
        game.play(CARDS[index])


def read_hands(path: Path) -> list[dict[str, object]]:
    with path.open() as f:
        return [json.loads(text) for text in f if text.strip()]


def play_hands(out: Path, first: int, hands: int, kind: str = "hard-v1", jobs: int = 1) -> int:
    """Append hands ``first`` .. ``first + hands - 1`` played by ``kind`` to ``out`` (the
    hands already there are kept: a cut-short run resumes), in ``jobs`` processes; the
    lines are written in order, so the file is the same however many jobs.  Returns the
    number of hands played."""
    out.parent.mkdir(parents=True, exist_ok=True)
    done = len(read_hands(out)) if out.exists() else 0
    numbers = range(first + done, first + hands)
    play = partial(play_hand, kind=kind)
    with out.open("a") as f:
        if jobs <= 1:
            lines: Iterator[dict[str, object]] = map(play, numbers)
            for line in lines:
                f.write(json.dumps(line, separators=(",", ":")) + "\n")
                f.flush()
        else:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for line in pool.map(play, numbers):
                    f.write(json.dumps(line, separators=(",", ":")) + "\n")
                    f.flush()
    return len(numbers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=TRAIN_FIRST)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--kind", default="hard-v1", help="the player at every seat")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DATA_DIR / "train.jsonl")
    args = parser.parse_args()
    start = time.perf_counter()
    played = play_hands(args.out, args.first, args.hands, args.kind, args.jobs)
    print(f"{played} hands in {time.perf_counter() - start:.0f} s -> {args.out}")


if __name__ == "__main__":
    main()
