"""The test suite's time against another commit's, run in turn on this machine.

    python benchmarks/suite_time.py --against REV [--fast] [--runs 2] [--textual-idle]

Checks REV out in a temporary git worktree and runs the same pytest command there and
here, one after the other (REV, this tree, REV, this tree, …), so machine noise hits both
alike. Both use this venv's packages; each imports its own ``hearts_tui`` and tests
(``PYTHONPATH``). ``--fast`` times the fast loop (``HYPOTHESIS_PROFILE=dev pytest -q -n
auto -m "not slow"``), else the full suite as CI runs it (``pytest -q -n auto``).
Prints each run's wall and CPU seconds (CPU: the pytest processes and their children),
the medians and the ratio this tree / REV. A run with a failing test is reported as such
and still timed. ``--textual-idle`` passes that option to this tree's run only (it has no
meaning to trees before the tests' own idle wait).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pytest_command(fast: bool) -> list[str]:
    """The pytest command of the fast loop or the full suite."""
    command = [sys.executable, "-m", "pytest", "-q", "-n", "auto", "-p", "no:cacheprovider"]
    if fast:
        command += ["-m", "not slow"]
    return command


def timed_run(tree: Path, command: list[str], fast: bool) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds and pytest's last line of ``command`` run in ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    if fast:
        env["HYPOTHESIS_PROFILE"] = "dev"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    return wall, cpu, lines[-1] if lines else f"exit status {done.returncode}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, help="the commit to compare with")
    parser.add_argument("--fast", action="store_true", help="time the fast loop")
    parser.add_argument("--runs", type=int, default=2, help="runs of each tree (default 2)")
    parser.add_argument("--textual-idle", action="store_true", help="this tree only")
    args = parser.parse_args(argv)
    command = pytest_command(args.fast)
    here_command = command + (["--textual-idle"] if args.textual_idle else [])
    with tempfile.TemporaryDirectory(prefix="suite-time-") as scratch:
        other = Path(scratch) / "other"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(other), args.against],
            check=True,
            capture_output=True,
        )
        try:
            figures: dict[str, list[tuple[float, float]]] = {"other": [], "here": []}
            for run in range(1, args.runs + 1):
                for name, tree, cmd in (("other", other, command), ("here", ROOT, here_command)):
                    wall, cpu, last = timed_run(tree, cmd, args.fast)
                    figures[name].append((wall, cpu))
                    label = args.against if name == "other" else "this tree"
                    print(f"run {run} {label}: {wall:6.1f} s wall, {cpu:6.1f} s CPU  ({last})")
                    sys.stdout.flush()
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)],
                capture_output=True,
            )
    medians = {
        name: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
        for name, runs in figures.items()
    }
    (o_wall, o_cpu), (h_wall, h_cpu) = medians["other"], medians["here"]
    print(f"median {args.against}: {o_wall:.1f} s wall, {o_cpu:.1f} s CPU")
    print(f"median this tree: {h_wall:.1f} s wall, {h_cpu:.1f} s CPU")
    print(
        f"ratio this tree / {args.against}: wall {h_wall / o_wall:.2f}x, CPU {h_cpu / o_cpu:.2f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
