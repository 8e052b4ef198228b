"""Screenshots of the real app at 80×24: the pass, the table, a hand summary, game over.

    python scripts/screenshots.py [--code K7QD-MR9S] [--level normal] [--out screenshots]

Plays the game of a fixed code against the real CPU players (the human side plays its
lowest legal card), saves an SVG at each moment and converts it to PNG with
``rsvg-convert`` (Debian: ``apt-get install librsvg2-bin``).  Without rsvg-convert the SVGs
are still written and the script says so.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textual.pilot import Pilot  # noqa: E402

from hearts_tui.app.screens.game_over import GameOverScreen  # noqa: E402
from hearts_tui.app.screens.summary import HandSummaryScreen  # noqa: E402
from hearts_tui.app.table_app import HeartsApp  # noqa: E402
from hearts_tui.engine import Game  # noqa: E402
from hearts_tui.store.settings import Settings  # noqa: E402

SIZE = (80, 24)


async def _until(pilot: Pilot[Any], done: Any) -> None:
    while not done():
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


def _my_turn(app: HeartsApp) -> bool:
    return app.game.phase == "playing" and app.game.turn == 0


async def _play_lowest(pilot: Pilot[Any], app: HeartsApp, *, confirm: bool) -> None:
    """Move the cursor to the lowest legal card and press Enter (twice with ``confirm``)."""
    from hearts_tui.app.widgets.hand import HandView

    hand = app.table.query_one(HandView)
    card = min(app.game.legal_cards(), key=lambda c: (c.rank, c.suit))
    steps = hand.cards.index(card) - hand.cursor
    for _ in range(abs(steps)):
        await pilot.press("right" if steps > 0 else "left")
    await pilot.press(*(["enter", "enter"] if confirm else ["enter"]))


async def shoot(code: str, level: str, out: Path) -> list[Path]:
    """Play ``code`` and save the four SVGs; returns their paths."""
    app = HeartsApp(Game.new(code), Settings(cpu_pace="instant", cpu_level=level))
    saved: list[Path] = []

    def snap(name: str) -> None:
        saved.append(Path(app.save_screenshot(f"{name}.svg", str(out))))

    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "right", "right", "enter", "end", "enter")
        await pilot.pause()
        snap("pass")
        await pilot.press("p")
        # Play two tricks, then raise a card on the third to show confirm move.
        while len(app.game.tricks) < 2 or not _my_turn(app):
            await _until(pilot, lambda: _my_turn(app) or len(app.game.tricks) >= 2)
            if _my_turn(app) and len(app.game.tricks) < 2:
                await _play_lowest(pilot, app, confirm=True)
        await _play_lowest(pilot, app, confirm=False)  # one press: raised and explained
        await pilot.pause()
        snap("table")
        await pilot.press("enter")
        while not isinstance(app.screen, HandSummaryScreen | GameOverScreen):
            await _until(
                pilot,
                lambda: _my_turn(app) or isinstance(app.screen, HandSummaryScreen | GameOverScreen),
            )
            if _my_turn(app):
                await _play_lowest(pilot, app, confirm=True)
        await pilot.pause()
        snap("hand_summary")
        while not isinstance(app.screen, GameOverScreen):
            await _until(
                pilot,
                lambda: _my_turn(app)
                or isinstance(app.screen, HandSummaryScreen | GameOverScreen)
                or (app.game.phase == "passing" and not app.game.has_passed(0)),
            )
            if isinstance(app.screen, HandSummaryScreen):
                await pilot.press("enter")
            elif app.game.phase == "passing" and not app.game.has_passed(0):
                await pilot.press("enter", "right", "enter", "right", "enter", "p")
            elif _my_turn(app):
                await _play_lowest(pilot, app, confirm=True)
        await pilot.pause()
        snap("game_over")
    return saved


def to_png(svg: Path) -> Path:
    """Convert with rsvg-convert; non-breaking spaces become plain spaces first, because
    rsvg-convert draws a run of them at the start of a text element as nothing."""
    text = svg.read_text(encoding="utf-8").replace("&#160;", " ")
    text = re.sub(r"<svg ", '<svg xml:space="preserve" ', text, count=1)
    fixed = svg.with_suffix(".tmp.svg")
    fixed.write_text(text, encoding="utf-8")
    png = svg.with_suffix(".png")
    try:
        subprocess.run(["rsvg-convert", str(fixed), "-o", str(png)], check=True)
    finally:
        fixed.unlink()
    return png


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--code", default="K7QD-MR9S", help="the game code to play")
    parser.add_argument("--level", default="normal", help="CPU strength")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    svgs = asyncio.run(shoot(args.code, args.level, args.out))
    for svg in svgs:
        print(f"wrote {svg.relative_to(ROOT) if svg.is_relative_to(ROOT) else svg}")
    if shutil.which("rsvg-convert") is None:
        print(
            "rsvg-convert is not installed: PNGs not made "
            "(Debian/Ubuntu: apt-get install librsvg2-bin)",
            file=sys.stderr,
        )
        return 1
    for svg in svgs:
        print(f"wrote {to_png(svg).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
