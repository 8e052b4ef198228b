"""Time to first paint of the Hearts table vs a bare Textual app, in a real terminal (tmux).

    python benchmarks/startup.py [--runs 7] [--lang ru] [--against DIR] [--cpu]

Each run starts the program in a fresh detached 80×24 tmux session and polls the pane
until the program's first screen shows (the bare app's text, the table's game code);
the time from launch to that moment is its first paint.  Runs alternate between the two
programs so machine noise hits both alike.  Prints each program's median and the ratio
(goal, issue 40: the table at most 1.3× the bare app).  Needs tmux.

``--lang ru`` (may be repeated) also measures the table speaking that language, in the same
alternation; ``--against DIR`` also measures the table of another checkout (a worktree of
an older commit, say: ``git worktree add /tmp/before REV``), for a before and after.

``--cpu`` measures instead the CPU time each program has used when its first frame is
composed (headless, no terminal, each in a fresh process, alternating): the work alone,
which a loaded machine stretches far less than the wall time in tmux.
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


{run}
"""

TABLE = """\
import sys
sys.path.insert(0, {root!r})
{language}from hearts_tui.app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.settings import Settings

app = HeartsApp(Game.new({code!r}), Settings())
{run}
"""

#: How a script runs its app: in the terminal, or headless, printing the CPU time used when
#: the first frame is composed (``App._display`` handed a screen's update) and leaving.
RUN = {
    False: "{app}.run()",
    True: """\
import time

application = {app}
composed = application._display


def display(screen, renderable):
    composed(screen, renderable)
    if renderable is not None and not hasattr(application, "first_frame"):
        application.first_frame = time.process_time()
        print("CPU", application.first_frame, flush=True)
        application.exit()


application._display = display
application.run(headless=True)""",
}


def table_script(root: Path, language: str | None = None, *, cpu: bool = False) -> str:
    """The table of the checkout at ``root``, in ``language`` (None: as it starts); with
    ``cpu``, headless, printing the CPU time of its first frame."""
    chosen = ""
    if language:
        chosen = f"from hearts_tui.words.language import use\nuse({language!r})\n"
    run = RUN[cpu].format(app="app")
    return TABLE.format(root=str(root), language=chosen, code=CODE, run=run)


def bare_script(*, cpu: bool = False) -> str:
    """The bare Textual app; with ``cpu``, headless (see :func:`table_script`)."""
    return BARE.format(run=RUN[cpu].format(app="Bare()"))


def first_frame_cpu(script: Path, env: list[str]) -> float:
    """CPU seconds ``script`` (headless) has used when its first frame is composed."""
    environment = dict(os.environ, **dict(item.split("=", 1) for item in env))
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, env=environment
    )
    for line in done.stdout.splitlines():
        if line.startswith("CPU "):
            return float(line.split()[1])
    raise RuntimeError(f"{script.name} drew no frame: {done.stderr[-2000:]}")


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
    parser.add_argument(
        "--cpu", action="store_true", help="CPU time to the first frame, headless (no tmux)"
    )
    args = parser.parse_args()
    if args.cpu:
        tables = {"table": table_script(ROOT, cpu=True)}
        for language in args.lang:
            tables[f"table-{language}"] = table_script(ROOT, language, cpu=True)
        if args.against:
            tables["against"] = table_script(args.against.resolve(), cpu=True)
        report(measure_cpu(args.runs, tables), "CPU time to the first frame")
        return 0
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
    report(times, "first paint in tmux")
    return 0


def report(times: dict[str, list[float]], what: str) -> None:
    """Each program's median and its ratio to the bare app's (goal, issue 40: ≤ 1.3×)."""
    print(what)
    for name, values in times.items():
        shown = " ".join(f"{v * 1000:.0f}" for v in values)
        print(f"{name:>9}: median {statistics.median(values) * 1000:.0f} ms  (runs: {shown})")
    for name in times:
        if name != "bare":
            ratio = statistics.median(times[name]) / statistics.median(times["bare"])
            print(f"ratio {name}/bare: {ratio:.2f}× (goal ≤ 1.3×)")


def data_env(tmp: str) -> list[str]:
    """Data and config in ``tmp`` (the benchmark never touches the user's files), and
    bytecode written once and reused, as on a player's machine (an empty value switches off
    a PYTHONDONTWRITEBYTECODE inherited from the environment)."""
    env = [
        f"{name}={tmp}"
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR")
    ]
    env.append("PYTHONDONTWRITEBYTECODE=")
    return env


def measure_cpu(runs: int, tables: dict[str, str]) -> dict[str, list[float]]:
    """CPU time to the first frame of the bare app and each table, ``runs`` each, alternating
    (after one run each that is not counted: bytecode and file cache)."""
    with tempfile.TemporaryDirectory() as tmp:
        scripts = {"bare": Path(tmp, "bare.py")}
        scripts["bare"].write_text(bare_script(cpu=True))
        for name, text in tables.items():
            scripts[name] = Path(tmp, f"{name}.py")
            scripts[name].write_text(text)
        env = data_env(tmp)
        for script in scripts.values():
            first_frame_cpu(script, env)
        times: dict[str, list[float]] = {name: [] for name in scripts}
        for _run in range(runs):
            for name, script in scripts.items():
                times[name].append(first_frame_cpu(script, env))
    return times


def measure(session: str, runs: int, tables: dict[str, str]) -> dict[str, list[float]]:
    """First-paint times of the bare app and each table program, ``runs`` each, alternating."""
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp, "bare.py")
        bare.write_text(bare_script())
        scripts = {}
        for name, text in tables.items():
            scripts[name] = Path(tmp, f"{name}.py")
            scripts[name].write_text(text)
        env = data_env(tmp)
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
