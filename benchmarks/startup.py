"""Time to first paint of the Hearts table vs a bare Textual app, in a real terminal (tmux).

    python benchmarks/startup.py [--runs 7]

Each run starts the program in a fresh detached 80×24 tmux session and polls the pane
until the program's first screen shows (the bare app's text, the table's game code);
the time from launch to that moment is its first paint.  Runs alternate between the two
programs so machine noise hits both alike.  Prints each program's median and the ratio
(target: the table at most 1.5× the bare app).  Needs tmux.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "K7QD-MR9S"

BARE = """\
from textual.app import App
from textual.widgets import Static


class Bare(App[None]):
    def compose(self):
        yield Static("BARE APP READY")


Bare().run()
"""

TABLE = f"""\
import sys
sys.path.insert(0, {str(ROOT)!r})
from hearts_tui.app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.settings import Settings

HeartsApp(Game.new({CODE!r}), Settings()).run()
"""


def first_paint(
    script: Path, marker: str, session: str, env: list[str], timeout: float = 20.0
) -> float:
    """Seconds from starting ``script`` in tmux until ``marker`` is on the screen.

    ``env`` holds ``NAME=value`` settings for the program.
    """
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    flags = [part for item in env for part in ("-e", item)]
    start = time.perf_counter()
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", *flags, command],
        check=True,
    )
    try:
        while time.perf_counter() - start < timeout:
            screen = subprocess.run(
                ["tmux", "capture-pane", "-p", "-t", session],
                capture_output=True,
                text=True,
            ).stdout
            if marker in screen:
                return time.perf_counter() - start
            time.sleep(0.003)
        raise RuntimeError(f"{script.name}: {marker!r} did not appear within {timeout}s")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each program (default 7)")
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        print("tmux is needed to measure in a real terminal", file=sys.stderr)
        return 1
    session = f"hearts-startup-{os.getpid()}"
    # A quiet session keeps one tmux server up between runs (no server restart per run).
    holder = f"{session}-holder"
    subprocess.run(["tmux", "new-session", "-d", "-s", holder, "sleep 3600"], check=True)
    try:
        times = measure(session, args.runs)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", holder], capture_output=True)
    for name, values in times.items():
        shown = " ".join(f"{v * 1000:.0f}" for v in values)
        print(f"{name:>5}: median {statistics.median(values) * 1000:.0f} ms  (runs: {shown})")
    ratio = statistics.median(times["table"]) / statistics.median(times["bare"])
    print(f"ratio table/bare: {ratio:.2f}× (target ≤ 1.5×)")
    return 0


def measure(session: str, runs: int) -> dict[str, list[float]]:
    """First-paint times of each program, ``runs`` each, alternating."""
    with tempfile.TemporaryDirectory() as tmp:
        bare, table = Path(tmp, "bare.py"), Path(tmp, "table.py")
        bare.write_text(BARE)
        table.write_text(TABLE)
        # Data and config in the temp dir: the benchmark never touches the user's files.
        env = [
            f"{name}={tmp}"
            for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR")
        ]
        # As on a player's machine, compiled bytecode is written once and reused (an empty
        # value switches off a PYTHONDONTWRITEBYTECODE inherited from the environment).
        env.append("PYTHONDONTWRITEBYTECODE=")
        first_paint(bare, "BARE APP READY", session, env)  # warm the file cache once
        first_paint(table, CODE, session, env)
        times: dict[str, list[float]] = {"bare": [], "table": []}
        for _ in range(runs):
            times["bare"].append(first_paint(bare, "BARE APP READY", session, env))
            times["table"].append(first_paint(table, CODE, session, env))
    return times


if __name__ == "__main__":
    raise SystemExit(main())
