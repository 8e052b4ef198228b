"""Storms on the real ``hearts --plain``: random input, cut outputs and kills, then the save.

    python scripts/plain_storm.py --runs 40 --lines 300
    python scripts/plain_storm.py --runs 20 --json          # the same through --plain --json

Each run starts ``hearts --plain`` on a pipe, in a data directory of its own, and writes it
a random mix of lines: cards (good, bad, held or not), every command with and without
arguments, Russian and English words, garbage, bytes that are not UTF-8, empty lines and,
now and then, a line of 100 KB.  Then it ends the run one of six ways: the end of input,
``quit``, the reader going away (the output closed after a random number of lines),
SIGTERM, SIGHUP or SIGKILL at a random moment.

A run fails when ``hearts`` wrote a traceback, ended with a status the line mode does not
document (docs/plain.md: 0, 3, 74, 128 + the signal), grew past 300 MB, or left a save
that does not load, or one behind what it said (fewer plays than the transcript showed),
or a backup further on than the save.  One line per run, then a summary; the exit status is
1 when any run failed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hearts_tui.store.saves import Saved, SaveSlot  # noqa: E402

CODES = ["K7QD-MR9S", "JEUD-BWRX", "26BQ-524X"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k", "a"]
SUITS = ["c", "d", "h", "s"]
COMMANDS = [
    "hand", "trick", "why qs", "why", "last", "scores", "sheet", "out", "hint", "review",
    "undo", "finish", "code", "rules", "help", "help hand", "repeat", "table", "settings",
    "stats", "draw", "moon add", "moon minus", "yes", "", "", "q", "h", "t", "s", "l", "o",
    "n 2c", "r please", "set target 100", "set players 5", "preset black maria", "reset",
    "short on", "short off", "confirm on", "confirm off", "takeback on", "дп", "10ч",
    "дама пик", "рука", "ход", "pass", "pass 2c", "pass 2c 3c", "play", "play the queen",
]  # fmt: skip
#: What undo says: "Taken back: your 8 of clubs, then West's 9 of clubs and North's 2 of
#: clubs.", "Taken back: your pass of the 2 of clubs, … then East's 3 of clubs.", "Taken
#: back: your 4 of hearts." (each card after yours named with whose it was).
TAKEN_BACK = re.compile(r"Taken back: your (pass\b.*?|.*?)(?:, then (.*))?\.$")
ENDINGS = ["eof", "quit", "cut", "term", "hup", "kill"]
#: What the line mode may exit with (docs/plain.md); a signal in the first milliseconds,
#: before hearts took it, ends the process as a kill does (every write is atomic).
DOCUMENTED = {
    0, 3, 74, 128 + signal.SIGTERM, 128 + signal.SIGHUP,
    -signal.SIGKILL, -signal.SIGTERM, -signal.SIGHUP,
}  # fmt: skip


def a_line(rng: random.Random) -> bytes:
    roll = rng.random()
    if roll < 0.35:
        return f"{rng.choice(RANKS)}{rng.choice(SUITS)}".encode()
    if roll < 0.45:
        cards = " ".join(f"{rng.choice(RANKS)}{rng.choice(SUITS)}" for _ in range(3))
        return f"pass {cards}".encode()
    if roll < 0.85:
        return rng.choice(COMMANDS).encode()
    if roll < 0.93:
        return bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 40))).replace(b"\n", b"")
    if roll < 0.99:
        return "".join(rng.choice("xyzé€ 🂡\t}{") for _ in range(rng.randrange(1, 60))).encode()
    return b"z" * 100_000


def plays_said(transcript: str) -> int:
    """The cards the transcript says were played (lines like "West plays the 3 of clubs.")
    in the last game it names (a new table deals a new game)."""
    count = 0
    for line in transcript.splitlines():
        if " players, game to " in line:  # a game's first line: count its plays alone
            count = 0
        taken = TAKEN_BACK.match(line)
        if taken:  # undo (with takeback on): that card or pass and the cards after it
            after = (taken.group(2) or "").count("'s ")
            count -= after if taken.group(1).startswith("pass") else 1 + after
        words = line.split()
        if line.startswith(">") or line.endswith("Enter plays it."):
            continue  # a typed line, echoed; a card described before it is played ("2C leads…")
        if len(words) > 2 and words[1] in ("play", "plays", "leads", "lead"):
            count += 1
    return count


def plays_in(path: Path) -> int:
    data = json.loads(path.read_text())
    return sum(len(hand["plays"]) for hand in data["game"]["hands"])


def memory_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run_once(number: int, rng: random.Random, lines: int, use_json: bool, home: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HEARTS_", "XDG_"))}
    env.update(HEARTS_DATA_DIR=str(home / "data"), HEARTS_CONFIG_DIR=str(home / "config"))
    args = [sys.executable, "-m", "hearts_tui", "--plain", "--seed", rng.choice(CODES)]
    if use_json:
        args.append("--json")
    ending = rng.choice(ENDINGS)
    child = subprocess.Popen(
        args,
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdin is not None and child.stdout is not None and child.stderr is not None
    script = b"\n".join(a_line(rng) for _ in range(lines)) + b"\n"
    if ending == "quit":
        script += b"quit\nquit\n"
    peak = 0
    said = b""

    def feed() -> None:
        """The script written in a thread of its own: the child's answers fill its output
        meanwhile, and are read below (writing all first could fill both pipes)."""
        try:
            child.stdin.write(script)
            if ending in ("eof", "quit", "cut"):
                child.stdin.close()
        except (BrokenPipeError, ValueError):
            pass

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    if ending == "cut":
        for _ in range(rng.randrange(1, 200)):
            said += child.stdout.readline()
        child.stdout.close()
    elif ending in ("term", "hup", "kill"):
        deadline = time.monotonic() + rng.uniform(0.1, 3.0)
        os.set_blocking(child.stdout.fileno(), False)
        while time.monotonic() < deadline and child.poll() is None:
            chunk = child.stdout.read()
            said += chunk or b""
            peak = max(peak, memory_kb(child.pid))
            time.sleep(0.02)
        sig = {"term": signal.SIGTERM, "hup": signal.SIGHUP, "kill": signal.SIGKILL}[ending]
        if child.poll() is None:
            child.send_signal(sig)
    if ending != "cut":
        os.set_blocking(child.stdout.fileno(), True)
        said += child.stdout.read()
    with_stdin = child.stdin
    feeder.join(timeout=120)
    try:
        status = child.wait(timeout=120)
    except subprocess.TimeoutExpired:
        child.kill()
        return f"run {number}: {ending}: hung"
    finally:
        if not with_stdin.closed:
            with contextlib.suppress(BrokenPipeError):
                with_stdin.close()
    errors = child.stderr.read().decode(errors="replace")
    problems = []
    if "Traceback" in errors:
        problems.append("traceback: " + errors.strip().splitlines()[-1])
    if status not in DOCUMENTED:
        problems.append(f"status {status}")
    if peak > 300_000:
        problems.append(f"{peak // 1024} MB")
    slot = SaveSlot(home / "data")
    found = slot.peek()
    if found is not None and not isinstance(found, Saved):
        problems.append(f"save unreadable: {found}")
    elif isinstance(found, Saved) and not use_json:
        shown = plays_said(said.decode(errors="replace"))
        on_disk = plays_in(slot.path)
        if on_disk < shown:
            problems.append(f"save behind: {on_disk} plays saved, {shown} said")
        # The backup is the save before the last: after an undo it rightly holds more.
        undone = "Taken back: " in said.decode(errors="replace")
        if slot.backup.exists() and plays_in(slot.backup) > on_disk and not undone:
            problems.append("backup ahead of the save")
    verdict = "ok" if not problems else "FAILED: " + "; ".join(problems)
    return f"run {number}: {ending:5} status {status:4}: {verdict}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--lines", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failed = 0
    sent = 0
    with tempfile.TemporaryDirectory() as temp:
        for number in range(args.runs):
            home = Path(temp) / f"run{number}"
            line = run_once(number, rng, args.lines, args.json, home)
            sent += args.lines
            failed += "FAILED" in line or "hung" in line
            print(line, flush=True)
    print(f"{args.runs} runs, {sent} lines sent, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
