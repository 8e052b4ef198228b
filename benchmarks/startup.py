"""Time to first paint of the Hearts table vs a bare Textual app, in a real terminal (tmux).

    python benchmarks/startup.py [--runs 7] [--lang ru] [--against DIR] [--cpu | --instructions]
                                 [--size WxH]

The table is ``hearts`` as a player starts it: its command line (``hearts_tui.cli``), the
launcher (the lock, the settings, the statistics, the autosave read and written again) and
the app, resuming the game a first run of ``hearts --seed K7QD-MR9S`` dealt (that run is
not counted).  Data and config live in a temporary folder, one a program.

Each run starts the program in a fresh detached 80×24 tmux session and polls the pane
until the program's first screen shows (the bare app's text, the table's game code);
the time from launch to that moment is its first paint.  Runs alternate between the
programs so machine noise hits them alike.  Prints each program's median and the ratio
(goal, issue 40: the table at most 1.3× the bare app).  Needs tmux.

``--lang ru`` (may be repeated) also measures the table speaking that language
(``hearts --lang ru``), in the same alternation; ``--against DIR`` also measures the table
of another checkout (a worktree of an older commit, say: ``git worktree add --detach
/tmp/before REV``), for a before and after.  ``--size`` sets the terminal's size (80x24;
48x43 is the tall table of a phone).

``--cpu`` measures instead the CPU time each program has used when its first frame is
composed (``App._display`` handed a screen's update), each in a fresh process in a
pseudo-terminal of the same size (Textual's own terminal driver, as in tmux), alternating:
the work alone, which a loaded machine stretches far less than the wall time in tmux.

``--instructions`` counts instead the instructions each program runs until its first frame is
composed, under valgrind (``callgrind``; one run each, some 20 s a program): the same count
run after run, whatever the load (a ``PYTHONHASHSEED`` fixed), so that a change of a few
hundred microseconds shows, which the times cannot tell from the noise.  Not a time: the
import of ``textual.app`` alone is some 800 million, and a Python instruction does not cost
what a C one does; quoted as the ratio to the bare app's count.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import re
import shlex
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "K7QD-MR9S"

#: With ``--cpu``: the CPU time used when the first frame is composed, written to the file
#: named in the script, and the app told to exit.  Both programs run it before anything
#: else (the table would import ``textual.app`` before its first frame all the same).
CPU_HOOK = """\
import time

from textual.app import App

_composed = App._display


def _display(self, screen, renderable):
    _composed(self, screen, renderable)
    if renderable is not None and not getattr(self, "_first_frame", False):
        self._first_frame = True
        with open({out!r}, "w") as file:
            file.write(str(time.process_time()))
        self.exit()


App._display = _display
"""

#: With ``--instructions``: the process ends as its first frame is composed (valgrind counts
#: to there).
COUNT_HOOK = """\
import os

from textual.app import App

_composed = App._display


def _display(self, screen, renderable):
    _composed(self, screen, renderable)
    if renderable is not None:
        os._exit(0)


App._display = _display
"""

BARE = """\
{hook}from textual.app import App
from textual.widgets import Static


class Bare(App[None]):
    def compose(self):
        yield Static("BARE APP READY")


Bare().run()
"""

#: ``hearts`` from the checkout at ``root``: its command line, as the ``hearts`` script runs
#: it (the arguments come after the script's name).
TABLE = """\
import sys

sys.path.insert(0, {root!r})
{hook}from hearts_tui.cli import main

sys.exit(main())
"""


def hook_for(out: Path | None, count: bool = False) -> str:
    """What a script runs first: nothing (tmux), the CPU time to ``out`` (``--cpu``), the
    end at the first frame (``--instructions``)."""
    if count:
        return COUNT_HOOK
    return "" if out is None else CPU_HOOK.format(out=str(out))


def table_script(root: Path, out: Path | None = None, *, count: bool = False) -> str:
    """``hearts`` of the checkout at ``root``; with ``out``, writing the CPU time of its
    first frame there and leaving; with ``count``, leaving at its first frame."""
    return TABLE.format(root=str(root), hook=hook_for(out, count))


def bare_script(out: Path | None = None, *, count: bool = False) -> str:
    """The bare Textual app; with ``out`` or ``count``, as :func:`table_script`."""
    return BARE.format(hook=hook_for(out, count))


class Program:
    """One program of the alternation: its script, its arguments (the first run's, then
    every other's), the marker its first screen shows, its own data folder."""

    def __init__(
        self, tmp: Path, name: str, text: str, marker: str, args: tuple[list[str], list[str]]
    ) -> None:
        self.name = name
        self.script = tmp / f"{name}.py"
        self.script.write_text(text)
        self.marker = marker
        self.first_args, self.args = args
        self.data = tmp / f"{name}-data"
        self.data.mkdir()
        self.runs = 0

    def command(self) -> list[str]:
        args = self.first_args if self.runs == 0 else self.args
        self.runs += 1
        return [sys.executable, str(self.script), *args]

    def env(self) -> dict[str, str]:
        """Data and config in this program's folder (the benchmark never touches the user's
        files), and bytecode written once and reused, as on a player's machine (an empty
        value switches off a PYTHONDONTWRITEBYTECODE inherited from the environment)."""
        names = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR")
        env = {name: str(self.data) for name in names}
        env["PYTHONDONTWRITEBYTECODE"] = ""
        env["TERM"] = "xterm-256color"
        return env


def programs(
    tmp: Path, args: argparse.Namespace, out: Path | None, *, count: bool = False
) -> list[Program]:
    """The bare app, ``hearts``, ``hearts --lang L`` for each ``--lang``, and the
    ``--against`` checkout's ``hearts``."""
    resume: tuple[list[str], list[str]] = ([f"--seed={CODE}"], [])
    made = [
        Program(tmp, "bare", bare_script(out, count=count), "BARE APP READY", ([], [])),
        Program(tmp, "table", table_script(ROOT, out, count=count), CODE, resume),
    ]
    for language in args.lang:
        made.append(
            Program(
                tmp,
                f"table-{language}",
                table_script(ROOT, out, count=count),
                CODE,
                ([f"--seed={CODE}", f"--lang={language}"], [f"--lang={language}"]),
            )
        )
    if args.against:
        against = table_script(args.against.resolve(), out, count=count)
        made.append(Program(tmp, "against", against, CODE, resume))
    return made


def in_terminal(command: list[str], env: dict[str, str], size: tuple[int, int]) -> str:
    """Run ``command`` in a pseudo-terminal of ``size`` (columns, rows) until it ends; what
    it drew (the end of it)."""
    leader, follower = pty.openpty()
    columns, rows = size
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    shown: list[bytes] = []

    def drain() -> None:  # the terminal's side: read everything the program draws
        while True:
            try:
                data = os.read(leader, 65536)
            except OSError:  # the program is gone
                return
            if not data:
                return
            shown.append(data)

    reader = threading.Thread(target=drain)
    try:
        process = subprocess.Popen(
            command,
            stdin=follower,
            stdout=follower,
            stderr=follower,
            env=dict(os.environ, **env),
            start_new_session=True,
        )
    finally:
        os.close(follower)
    reader.start()
    try:
        process.wait(timeout=600)
    finally:
        reader.join(timeout=5)
        os.close(leader)
    return b"".join(shown)[-2000:].decode(errors="replace")


def first_frame_cpu(program: Program, out: Path, size: tuple[int, int]) -> float:
    """CPU seconds ``program`` has used when its first frame is composed, run in a
    pseudo-terminal of ``size`` (columns, rows)."""
    out.unlink(missing_ok=True)
    screen = in_terminal(program.command(), program.env(), size)
    try:
        return float(out.read_text())
    except (OSError, ValueError):
        raise RuntimeError(f"{program.name} drew no frame: {screen}") from None


def first_frame_instructions(program: Program, log: Path, size: tuple[int, int]) -> float:
    """The instructions ``program`` runs until its first frame is composed (valgrind's
    callgrind, in a pseudo-terminal of ``size``)."""
    log.unlink(missing_ok=True)
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    command = [*valgrind, f"--log-file={log}", *program.command()]
    env = {**program.env(), "PYTHONHASHSEED": "0"}
    screen = in_terminal(command, env, size)
    try:
        return float(re.findall(r"Collected : (\d+)", log.read_text())[-1])
    except (OSError, IndexError):
        raise RuntimeError(f"{program.name}: no count: {screen}") from None


def first_paint(
    program: Program, session: str, size: tuple[int, int], timeout: float = 20.0
) -> float:
    """Seconds from starting ``program`` in tmux until its marker is on the screen."""
    command = shlex.join(program.command())
    flags = [part for name, value in program.env().items() for part in ("-e", f"{name}={value}")]
    columns, rows = size
    start = time.perf_counter()
    window = ["-x", str(columns), "-y", str(rows)]
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, *window, *flags, command], check=True
    )
    try:
        while time.perf_counter() - start < timeout:
            screen = subprocess.run(
                ["tmux", "capture-pane", "-p", "-t", session],
                capture_output=True,
                text=True,
            ).stdout
            if program.marker in screen:
                return time.perf_counter() - start
            time.sleep(0.003)
        raise RuntimeError(f"{program.name}: {program.marker!r} did not appear within {timeout}s")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def size_arg(text: str) -> tuple[int, int]:
    columns, _, rows = text.lower().partition("x")
    try:
        return int(columns), int(rows)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size such as 80x24: {text}") from None


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
        "--cpu", action="store_true", help="CPU time to the first frame, in a pseudo-terminal"
    )
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="instructions to the first frame, under valgrind (one run each)",
    )
    parser.add_argument(
        "--size", type=size_arg, default=(80, 24), help="the terminal's size (default 80x24)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        if args.instructions:
            if shutil.which("valgrind") is None:
                print("valgrind is needed to count instructions", file=sys.stderr)
                return 1
            log = tmp / "valgrind.log"
            made = programs(tmp, args, None, count=True)
            # A first run each outside valgrind: the table's deal, bytecode, the file cache.
            for program in made:
                in_terminal(program.command(), program.env(), args.size)
            counts = {
                program.name: [first_frame_instructions(program, log, args.size)]
                for program in made
            }
            print(f"instructions to the first frame ({args.size[0]}x{args.size[1]})")
            for name, (value,) in counts.items():
                ratio = value / counts["bare"][0]
                print(f"{name:>9}: {value / 1e6:8.1f} million  ({ratio:.3f}× the bare app's)")
            return 0
        if args.cpu:
            out = tmp / "cpu"
            made = programs(tmp, args, out)
            times = alternate(
                made, args.runs, lambda program: first_frame_cpu(program, out, args.size)
            )
            report(times, f"CPU time to the first frame ({args.size[0]}x{args.size[1]})")
            return 0
        if shutil.which("tmux") is None:
            print("tmux is needed to measure in a real terminal", file=sys.stderr)
            return 1
        session = f"hearts-startup-{os.getpid()}"
        # A quiet session keeps one tmux server up between runs (no server restart per run).
        holder = f"{session}-holder"
        subprocess.run(["tmux", "new-session", "-d", "-s", holder, "sleep 3600"], check=True)
        try:
            made = programs(tmp, args, None)
            times = alternate(
                made, args.runs, lambda program: first_paint(program, session, args.size)
            )
        finally:
            subprocess.run(["tmux", "kill-session", "-t", holder], capture_output=True)
        report(times, f"first paint in tmux ({args.size[0]}x{args.size[1]})")
    return 0


def alternate(
    made: list[Program], runs: int, measure: Callable[[Program], float]
) -> dict[str, list[float]]:
    """``runs`` measures of each program, alternating, after one run each that is not
    counted (the table's deal, bytecode and the file cache)."""
    for program in made:
        measure(program)
    times: dict[str, list[float]] = {program.name: [] for program in made}
    for _run in range(runs):
        for program in made:
            times[program.name].append(measure(program))
    return times


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


if __name__ == "__main__":
    raise SystemExit(main())
