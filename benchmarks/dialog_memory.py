"""RSS of the app while every dialog is opened and closed again and again (issue 19, 6).

    python benchmarks/dialog_memory.py [--cycles 500] [--only help,settings]

For each dialog: a fresh app at 80x24 on a position where the dialog can open (the UI
tests' positions), a few cycles to fill Textual's fixed-size caches, then ``--cycles``
open/close cycles; prints the process's RSS before and after, and the difference.  The
dialogs run one after the other in one process, so "before" is the RSS the previous ones
left.  Target: every difference within +-10 MB.  (Textual 8.2 kept every closed dialog's
style caches: help took the app from 42 to 330 MB in 1,000 cycles, score sheet +107 MB,
last trick +54 MB, settings +22 MB per 300; see hearts_tui/app/styles_cache_leak.py.)
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")

from textual.pilot import Pilot  # noqa: E402

from hearts_tui.app.screens.summary import HandSummaryScreen  # noqa: E402
from hearts_tui.app.table_app import HeartsApp  # noqa: E402
from tests.ui.helpers import make_app, settle  # noqa: E402
from tests.ui.test_escape_then_key import CASES, keys  # noqa: E402

#: Cycles before the "before" figure.
WARM_UP = 20
#: Allowed growth over the cycles, in MB.
FLAT = 10.0

Opener = Callable[[Pilot[Any], HeartsApp], Awaitable[None]]


async def summary_again(pilot: Pilot[Any], app: HeartsApp) -> None:
    """The hand summary opens by itself at the end of a hand; open the same one again."""
    app.push_screen(HandSummaryScreen(app.game, hints=0, takebacks=0))


async def review_again(pilot: Pilot[Any], app: HeartsApp) -> None:
    """The review opens from the hand summary (v)."""
    if not isinstance(app.screen, HandSummaryScreen):
        await summary_again(pilot, app)
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
    await pilot.press("v")


#: Dialogs at a position where a dialog opens by itself, and how to open them again.
AGAIN: dict[str, Opener] = {
    "summary": summary_again,
    "review": review_again,
    "game-over": keys("enter"),
}


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


async def measure(name: str, cycles: int) -> tuple[float, float, float]:
    """RSS before and after ``cycles`` open/close cycles of dialog ``name``, and seconds."""
    _, position, opener, dialog = next(case for case in CASES if case[0] == name)
    app = make_app(position())
    async with app.run_test(size=(80, 24)) as pilot:
        if name in AGAIN:  # A dialog opens by itself at the start: close it first.
            await settle(pilot, lambda: len(app.screen_stack) > 1)
            await pilot.press("escape")
            await settle(pilot, lambda: len(app.screen_stack) == 1)
            opener = AGAIN[name]

        async def cycle() -> None:
            await opener(pilot, app)
            await settle(pilot, lambda: isinstance(app.screen, dialog))
            while len(app.screen_stack) > 1:  # House rules sit over the settings.
                await pilot.press("escape")
                await pilot.pause()
            await settle(pilot, lambda: len(app.screen_stack) == 1)

        for _ in range(WARM_UP):
            await cycle()
        gc.collect()
        before = rss_mb()
        started = time.monotonic()
        for _ in range(cycles):
            await cycle()
        gc.collect()
        return before, rss_mb(), time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cycles", type=int, default=500)
    parser.add_argument("--only", help="comma-separated dialog names (default: all)")
    args = parser.parse_args()
    names = [case[0] for case in CASES]
    if args.only:
        names = [name for name in names if name in args.only.split(",")]
    print(f"{'dialog':18} {'before MB':>9} {'after MB':>9} {'growth':>7}  ({args.cycles} cycles)")
    worst = 0.0
    for name in names:
        before, after, seconds = asyncio.run(measure(name, args.cycles))
        worst = max(worst, after - before)
        print(
            f"{name:18} {before:9.1f} {after:9.1f} {after - before:+7.1f}  {seconds:.0f} s",
            flush=True,
        )
    print(f"largest growth {worst:+.1f} MB: {'flat' if worst <= FLAT else 'GROWS'}")
    return 0 if worst <= FLAT else 1


if __name__ == "__main__":
    sys.exit(main())
