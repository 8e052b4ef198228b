"""Time to first paint of the Hearts table vs a bare Textual app, in a real terminal (tmux).

    python benchmarks/startup.py [--runs 7] [--lang ru] [--against DIR]

Each run starts the program in a fresh detached 80×24 tmux session and polls the pane
until the program's first screen shows (the bare app's text, the table's game code);
the time from launch to that moment is its first paint.  Runs alternate between the two
programs so machine noise hits both alike.  Prints each program's median and the ratio
(target: the table at most 1.5× the bare app).  Needs tmux.

``--lang ru`` (may be repeated) also measures the table speaking that language, in the same
alternation; ``--against DIR`` also measures the table of another checkout (a worktree of
an older commit, say: ``git worktree add /tmp/before REV``), for a before and after.
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

TABLE = """\
import sys
sys.path.insert(0, {root!r})
{language}from hearts_tui.app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.settings import Settings

HeartsApp(Game.new({code!r}), Settings()).run()
"""


def table_script(root: Path, language: str | None = None) -> str:
    """The table of the checkout at ``root``, in ``language`` (None: as it starts)."""
    chosen = ""
    if language:
        chosen = f"from hearts_tui.words.language import use\nuse({language!r})\n"
    return TABLE.format(root=str(root), language=chosen, code=CODE)


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
    parser.add_argument(
        "--lang", action="append", default=[], help="also the table in this language (ru, en)"
    )
    parser.add_argument(
        "--against", type=Path, help="also the table of this checkout (another commit's)"
    )
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        print("tmux is needed to measure in a real terminal", file=sys.stderr)
        return 1
    session = f"hearts-startup-{os.getpid()}"
    # A quiet session keeps one tmux server up between runs (no server restart per run).
    holder = f"{session}-holder"
    subprocess.run(["tmux", "new-session", "-d", "-s", holder, "sleep 3600"], check=True)
    try:
        tables = {"table": table_script(ROOT)}
        for language in args.lang:
            tables[f"table-{language}"] = table_script(ROOT, language)
        if args.against:
            tables["against"] = table_script(args.against.resolve())
        times = measure(session, args.runs, tables)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", holder], capture_output=True)
    for name, values in times.items():
        shown = " ".join(f"{v * 1000:.0f}" for v in values)
        print(f"{name:>9}: median {statistics.median(values) * 1000:.0f} ms  (runs: {shown})")
    for name in times:
        if name != "bare":
            ratio = statistics.median(times[name]) / statistics.median(times["bare"])
            print(f"ratio {name}/bare: {ratio:.2f}× (target ≤ 1.5×)")
    return 0


def measure(session: str, runs: int, tables: dict[str, str]) -> dict[str, list[float]]:
    """First-paint times of the bare app and each table program, ``runs`` each, alternating."""
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp, "bare.py")
        bare.write_text(BARE)
        scripts = {}
        for name, text in tables.items():
            scripts[name] = Path(tmp, f"{name}.py")
            scripts[name].write_text(text)
        # Data and config in the temp dir: the benchmark never touches the user's files.
        env = [
            f"{name}={tmp}"
            for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR")
        ]
        # As on a player's machine, compiled bytecode is written once and reused (an empty
        # value switches off a PYTHONDONTWRITEBYTECODE inherited from the environment).
        env.append("PYTHONDONTWRITEBYTECODE=")
        first_paint(bare, "BARE APP READY", session, env)  # warm the file cache once
        for script in scripts.values():
            first_paint(script, CODE, session, env)
        times: dict[str, list[float]] = {"bare": [], **{name: [] for name in scripts}}
        for _run in range(runs):
            times["bare"].append(first_paint(bare, "BARE APP READY", session, env))
            for name, script in scripts.items():
                times[name].append(first_paint(script, CODE, session, env))
    return times


if __name__ == "__main__":
    raise SystemExit(main())
