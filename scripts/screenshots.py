"""Screenshots of the real app, regenerated into ``screenshots/``.

    python scripts/screenshots.py [--code K7QD-MR9S] [--level normal] [--out screenshots]

Plays the game of a fixed code against the real CPU players (the human side plays its
lowest legal card) and saves an SVG at each moment:

- at 80×24 in the dark theme, ``screenshots/*.svg``: the pass, a hint, the table (a card
  raised), the card tracker, a hand summary, its review, game over and the score sheet;
- the pass, the table, the hand summary and game over again at 80×24 in the light theme
  and at 160×48 in both, in ``screenshots/<size>-<theme>/``, and at 48×43 (a tall terminal:
  the tall table, as a phone upright gets it) in the dark one;
- the same moments at 80×24 in Russian, ``screenshots/ru/``: the table as a Russian player
  sees it, each letter key pressed as the Russian keyboard layout types it (``з`` for ``p``);
- at 120×40, ``screenshots/tracker_panel.svg``: the card tracker's panel beside the table;
- the tables of the rule pages in ``screenshots/tables/``, at 80×24 and 160×48: seven
  players mid-trick, Domino Hearts with a draw due, Cancellation Hearts at ten players with
  a cancelled pair and the cards that wait for the next trick's winner, and the House rules
  dialog offering each table.

Needs: the project installed (``pip install -e .``) and, for the PNGs, ``rsvg-convert``
(Debian/Ubuntu: ``apt-get install librsvg2-bin``).  Without rsvg-convert the SVGs are still
written, the script says what is missing and exits with status 1.
"""

from __future__ import annotations

import argparse
import asyncio
import html
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.cells import cell_len  # noqa: E402
from textual.pilot import Pilot  # noqa: E402

from hearts_tui.app.layouts import LAYOUTS  # noqa: E402
from hearts_tui.app.screens.game_over import GameOverScreen  # noqa: E402
from hearts_tui.app.screens.house_rules import HouseRulesScreen  # noqa: E402
from hearts_tui.app.screens.review import ReviewScreen  # noqa: E402
from hearts_tui.app.screens.settings import SettingsScreen  # noqa: E402
from hearts_tui.app.screens.summary import HandSummaryScreen  # noqa: E402
from hearts_tui.app.table_app import HeartsApp  # noqa: E402
from hearts_tui.engine import Game, Rules  # noqa: E402
from hearts_tui.store.settings import Settings  # noqa: E402
from hearts_tui.words.language import _, use  # noqa: E402

#: The moments every set shows; the first set (80×24, dark) shows the others too.
MAIN = ("pass", "table", "hand_summary", "game_over")
EXTRA = ("hint", "tracker", "review", "score_sheet")


@dataclass(frozen=True)
class ShotSet:
    """One run of the game: its terminal size, theme, moments and folder (under --out)."""

    size: tuple[int, int]
    theme: str
    moments: tuple[str, ...]
    folder: str = ""
    #: The language the table speaks (its letter keys pressed in that language's layout).
    language: str = "en"

    def key(self, name: str) -> str:
        """A letter key as this set's keyboard layout types it."""
        return LAYOUTS.get(self.language, {}).get(name, name)


SETS = (
    ShotSet((80, 24), "dark", MAIN + EXTRA),
    ShotSet((80, 24), "light", MAIN, "80x24-light"),
    ShotSet((160, 48), "dark", MAIN, "160x48-dark"),
    ShotSet((160, 48), "light", MAIN, "160x48-light"),
    ShotSet((48, 43), "dark", MAIN, "48x43-dark"),
    ShotSet((80, 24), "dark", MAIN + EXTRA, "ru", language="ru"),
)
#: Wide enough for the card tracker's panel beside the table.
WIDE = (120, 40)


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
    for _step in range(abs(steps)):
        await pilot.press("right" if steps > 0 else "left")
    held = len(app.game.hand(0))
    await pilot.press("enter")
    await pilot.pause()
    # The second press plays the raised card; not when the first already played it (your
    # last card): it would land on the game-over dialog's New game.
    if confirm and _my_turn(app) and len(app.game.hand(0)) == held:
        await pilot.press("enter")


async def _until_my_turn_in_trick(
    pilot: Pilot[Any], app: HeartsApp, trick: int, *, choice: bool = False
) -> None:
    """Play the lowest cards (confirmed) until it is your turn in trick ``trick`` (1-based)
    of this hand or later; with ``choice``, a turn with more than one legal card (an only
    card plays at the first press, and a hint about it says little)."""

    def there() -> bool:
        return (
            _my_turn(app)
            and len(app.game.tricks) >= trick - 1
            and (not choice or len(app.game.legal_cards()) > 1)
        )

    while not there():
        await _until(pilot, lambda: _my_turn(app))
        if not there():
            await _play_lowest(pilot, app, confirm=True)


async def shoot(code: str, level: str, out: Path, shots: ShotSet) -> list[Path]:
    """Play ``code`` and save the SVGs of ``shots``; returns their paths."""
    use(shots.language)
    try:
        return await _shoot(code, level, out, shots)
    finally:
        use("en")


async def _shoot(code: str, level: str, out: Path, shots: ShotSet) -> list[Path]:
    settings = Settings(
        cpu_pace="instant", cpu_level=level, theme=shots.theme, language=shots.language
    )
    app = HeartsApp(Game.new(code), settings)
    key = shots.key
    hint = _("Hint: {card}{why}").split(":")[0]
    folder = out / shots.folder
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []

    def wanted(moment: str) -> bool:
        return moment in shots.moments

    def snap(moment: str) -> None:
        if wanted(moment):
            saved.append(Path(app.save_screenshot(f"{moment}.svg", str(folder))))

    async with app.run_test(size=shots.size) as pilot:
        await pilot.press("enter", "right", "right", "enter", "end", "enter")
        await pilot.pause()
        snap("pass")
        await pilot.press(key("p"))
        # Play two tricks; from the third, with a choice, ask for a hint (the hard CPU
        # thinks in a worker).
        await _until_my_turn_in_trick(pilot, app, 3, choice=True)
        if wanted("hint"):
            await pilot.press(key("i"))
            await _until(pilot, lambda: hint in str(app.table.query_one("#status").render()))
            snap("hint")
        # Then raise a card to show confirm move.
        await _play_lowest(pilot, app, confirm=False)  # one press: raised and explained
        await pilot.pause()
        snap("table")
        await pilot.press("enter")
        if wanted("tracker"):
            # The card tracker (a dialog at 80×24) on your turn in the fifth trick.
            await _until_my_turn_in_trick(pilot, app, 5)
            await pilot.press(key("k"))
            await pilot.pause()
            snap("tracker")
            await pilot.press("escape")
            await pilot.pause()
        while not isinstance(app.screen, HandSummaryScreen | GameOverScreen):
            await _until(
                pilot,
                lambda: _my_turn(app) or isinstance(app.screen, HandSummaryScreen | GameOverScreen),
            )
            if _my_turn(app):
                await _play_lowest(pilot, app, confirm=True)
        await pilot.pause()
        snap("hand_summary")
        if wanted("review"):
            # Review from the hand summary: wait for the analysis, then the third trick.
            await pilot.press(key("v"))
            await _until(
                pilot,
                lambda: (
                    isinstance(app.screen, ReviewScreen)
                    and not _text(app, "#review-progress").strip()
                ),
            )
            await pilot.press("right", "right", "right")
            await pilot.pause()
            snap("review")
            await pilot.press("escape")
            await pilot.pause()
        while not isinstance(app.screen, GameOverScreen):
            await _until(
                pilot,
                lambda: (
                    _my_turn(app)
                    or isinstance(app.screen, HandSummaryScreen | GameOverScreen)
                    or (app.game.phase == "passing" and not app.game.has_passed(0))
                ),
            )
            if isinstance(app.screen, HandSummaryScreen):
                await pilot.press("enter")
            elif app.game.phase == "passing" and not app.game.has_passed(0):
                await pilot.press("enter", "right", "enter", "right", "enter", key("p"))
            elif _my_turn(app):
                await _play_lowest(pilot, app, confirm=True)
        await pilot.pause()
        snap("game_over")
        if wanted("score_sheet"):
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press(key("g"))
            await pilot.pause()
            snap("score_sheet")
    return saved


async def shoot_wide(code: str, level: str, out: Path) -> list[Path]:
    """At 120×40: the card tracker as a panel beside the table, in the sixth trick."""
    settings = Settings(cpu_pace="instant", cpu_level=level, theme="dark")
    app = HeartsApp(Game.new(code), settings)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.press("enter", "right", "right", "enter", "end", "enter", "p")
        await _until_my_turn_in_trick(pilot, app, 6)
        await pilot.press("k")
        await pilot.pause()
        return [Path(app.save_screenshot("tracker_panel.svg", str(out)))]


def _lowest_until(game: Game, stop: Any) -> Game:
    """Play ``game`` on, every seat its lowest legal card (passing its first three), until
    ``stop(game)``: the positions of the tables' pictures, the same on every machine."""
    while not stop(game):
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, game.hand(seat)[:3])
        elif game.must_draw:
            game.draw()
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    return game


def _seven(code: str) -> Game:
    """Seven players (two cards out), after the pass: your turn, four cards on the trick."""
    return _lowest_until(
        Game.new(code, Rules(players=7)),
        lambda g: g.phase == "playing" and g.turn == 0 and len(g.trick) >= 4,
    )


def _domino(code: str) -> Game:
    """Domino Hearts at seven: your turn and no card of the suit led, so a draw is due."""
    return _lowest_until(
        Game.new(code, Rules.domino(players=7)), lambda g: g.must_draw and g.turn == 0
    )


def _cancellation(code: str) -> Game:
    """Cancellation Hearts at ten (two decks): a cancelled pair on the trick and a trick's
    cards waiting for the next winner."""
    return _lowest_until(
        Game.new(code), lambda g: g.turn == 0 and bool(g.cancelled) and bool(g.waiting)
    )


#: The tables' pictures: name, position; the Cancellation one needs its own code (a deal
#: where a whole trick cancels early).
TABLE_SHOTS: tuple[tuple[str, Any], ...] = (
    ("seven", _seven),
    ("domino", _domino),
    ("cancellation", _cancellation),
)
CANCELLATION_CODE = "K7QD-NDR7-7FB4-AH3"


async def shoot_tables(code: str, level: str, out: Path) -> list[Path]:
    """``screenshots/tables/<name>-<size>.svg`` for each table, and the House rules dialog."""
    folder = out / "tables"
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    for size in ((80, 24), (160, 48)):
        tag = f"{size[0]}x{size[1]}"
        for name, position in TABLE_SHOTS:
            game = position(CANCELLATION_CODE if name == "cancellation" else code)
            settings = Settings(cpu_pace="instant", cpu_level=level, theme="dark")
            app = HeartsApp(game, settings)
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                if name == "seven":  # a card raised and its effect explained
                    await pilot.press("enter")
                await pilot.pause()
                saved.append(Path(app.save_screenshot(f"{name}-{tag}.svg", str(folder))))
    settings = Settings(cpu_pace="instant", cpu_level=level, theme="dark")
    app = HeartsApp(Game.new(code), settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await _until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.form.focus_stop("house-rules")  # the drawer's House rules… button
        await pilot.press("enter")
        await _until(pilot, lambda: isinstance(app.screen, HouseRulesScreen))
        await pilot.pause()
        saved.append(Path(app.save_screenshot("house_rules-80x24.svg", str(folder))))
    return saved


def _text(app: HeartsApp, selector: str) -> str:
    """What the widget of ``selector`` on the top screen shows (empty if it is not there)."""
    from textual.css.query import NoMatches

    try:
        return str(app.screen.query_one(selector).render())
    except NoMatches:
        return ""


#: A text element of Rich's SVG export, with its position and length on the grid.
_TEXT = re.compile(
    r'<text (?P<head>[^>]*?)x="(?P<x>[\d.]+)"(?P<mid>[^>]*?)y="(?P<y>[\d.]+)"'
    r'(?P<mid2>[^>]*?)textLength="(?P<length>[\d.]+)"(?P<tail>[^>]*)>(?P<body>[^<]*)</text>'
)
#: The colour of each text class of the export.
_FILL = re.compile(r"\.(?P<name>[\w-]+) \{ fill: (?P<fill>#[0-9a-fA-F]{6})")
#: Block characters (thick borders, buttons, the charts' bars) as the part of a cell they
#: fill: (left, top, width, height) in fractions of the cell.
_BLOCKS = {
    "▀": (0.0, 0.0, 1.0, 0.5),
    "▔": (0.0, 0.0, 1.0, 0.125),
    "▌": (0.0, 0.0, 0.5, 1.0),
    "▐": (0.5, 0.0, 0.5, 1.0),
    **{bar: (0.0, 1 - eighths / 8, 1.0, eighths / 8) for eighths, bar in enumerate("▁▂▃▄▅▆▇█", 1)},
}
#: Rich's export: a cell is 0.61 of the font size wide, a line 1.22 of it high.
_ASPECT, _LINE = 0.61, 1.22


def for_rsvg(svg: str) -> str:
    """Rich's SVG with each character placed at its own cell, block characters as boxes.

    Rich writes a run of one style as one text element, spaces as non-breaking spaces,
    and trusts ``textLength`` to spread it over its cells.  rsvg-convert does not: it drops
    the spaces at the start of an element and draws the rest at its fallback font's width,
    so a name after a run of spaces (the trick's "North" over its card) drifted away from
    the frame drawn in another element, and a long border ended short of its corner.
    Characters placed at their own cells land where the terminal shows them, whatever the
    font; the block characters of thick borders are drawn as boxes filling their cells
    (the font's blocks are shorter than a line, and left gaps between rows).
    """
    fills = {match["name"]: match["fill"] for match in _FILL.finditer(svg)}

    def split(match: re.Match[str]) -> str:
        text = html.unescape(match["body"])
        cells = cell_len(text)
        if cells == 0:
            return match[0]
        width = float(match["length"]) / cells
        size = width / _ASPECT
        x0, baseline = float(match["x"]), float(match["y"])
        top, height = baseline - size + 1.5, size * _LINE + 0.25
        name = re.search(r'class="([^"]+)"', match["head"])
        fill = fills.get(name[1], "") if name else ""
        pieces = []
        column = 0
        for char in text:
            x = x0 + column * width
            column += cell_len(char)
            if char in " \xa0":
                continue
            block = _BLOCKS.get(char)
            if block is not None and fill:
                left, down, wide, high = block
                pieces.append(
                    f'<rect fill="{fill}" x="{x + left * width:g}" y="{top + down * height:g}" '
                    f'width="{wide * width:g}" height="{high * height:g}" '
                    'shape-rendering="crispEdges"/>'
                )
                continue
            pieces.append(
                f'<text {match["head"]}x="{x:g}"{match["mid"]}y="{baseline:g}"{match["mid2"]}'
                f'textLength="{cell_len(char) * width:g}"{match["tail"]}>{escape(char)}</text>'
            )
        return "".join(pieces)

    return _TEXT.sub(split, svg)


def to_png(svg: Path) -> Path:
    """Convert with rsvg-convert, each word at its column first (see :func:`for_rsvg`)."""
    fixed = svg.with_suffix(".tmp.svg")
    fixed.write_text(for_rsvg(svg.read_text(encoding="utf-8")), encoding="utf-8")
    png = svg.with_suffix(".png")
    try:
        subprocess.run(["rsvg-convert", str(fixed), "-o", str(png)], check=True)
    finally:
        fixed.unlink()
    return png


def _shown(path: Path) -> Path:
    """``path`` relative to the checkout when it is inside it (``--out`` may be elsewhere)."""
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--code", default="K7QD-MR9S", help="the game code to play")
    parser.add_argument("--level", default="normal", help="CPU strength")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument(
        "--only",
        action="append",
        metavar="FOLDER",
        help="only the sets of these folders (repeat it; '.' is the first set); all by default",
    )
    args = parser.parse_args()
    rsvg = shutil.which("rsvg-convert") is not None
    if not rsvg:
        print(
            "rsvg-convert is not installed: only the SVGs will be written, no PNGs "
            "(Debian/Ubuntu: apt-get install librsvg2-bin)",
            file=sys.stderr,
        )
    args.out.mkdir(parents=True, exist_ok=True)
    svgs: list[Path] = []
    for shots in SETS:
        if args.only is None or (shots.folder or ".") in args.only:
            svgs += asyncio.run(shoot(args.code, args.level, args.out, shots))
    if args.only is None:
        svgs += asyncio.run(shoot_wide(args.code, args.level, args.out))
        svgs += asyncio.run(shoot_tables(args.code, args.level, args.out))
    for svg in svgs:
        print(f"wrote {_shown(svg)}")
    if not rsvg:
        print("PNGs not made: rsvg-convert is missing (see above)", file=sys.stderr)
        return 1
    for svg in svgs:
        print(f"wrote {_shown(to_png(svg))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
