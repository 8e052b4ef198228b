"""Key -> screen updated at 80x24: each of the table's keys and each dialog's controls, beside
a bare Textual app's key -> update measured in the same run.

    python benchmarks/responsiveness.py [--presses 15] [--only house] [--root DIR]
                                        [--clock wall|cpu]

``--root DIR`` measures the table of another checkout (a worktree of an older commit:
``git worktree add --detach /tmp/before REV``) with this script, so that a before and an
after are measured by the same benchmark; run the two in turn and compare the ratios.
``--clock cpu`` times the work alone (the CPU time of the app's thread), which a loaded
machine stretches far less than the wall time; the goals are on the wall time.

The app runs under Textual's Pilot (headless, 80x24).  Each key is posted to the app as a
terminal's driver posts it, and timed to the first frame the app composes after it (the
moment ``App._display`` is handed the screen's update: in a terminal, the write follows).
Between presses the app is let go idle, so each press is timed alone.  The bare app is a
``Static`` whose text changes on a key: the least any Textual app does for a key.

Prints, for each control, the median and 95th percentile in milliseconds and each as a
ratio to the bare app's, and the presses that drew no frame at all (a key that did nothing
visible).

Two references, because a key that changes a line and a key that opens a screen are not the
same work for Textual:

- keys inside a screen (the hand's arrows, Tab, House rules' arrows) are compared with the
  bare app's ``Static.update`` (columns ×med, ×p95);
- a key that opens a dialog is compared also with a bare Textual app opening a bare
  ``ModalScreen`` of a dialog's size (a bordered 64x20 frame of 18 one-line ``Static`` widgets
  and a ``Footer``), column ×dlg (its p95 over that one's p95): mounting, styling and laying
  out a screen's widgets is what any Textual dialog pays.  A one-line bare dialog is listed
  as well: the least a screen costs to open;
- a key that closes a dialog (its Esc) is compared with that bare 64x20 dialog's own Esc
  over the bare app (column ×esc): taking a screen down and drawing what was under it
  again is what any Textual dialog pays to close.

Goals (issues 30 and 40), on medians: every key inside a dialog at most 3x the bare app's
key (×med), opening any dialog at most 1.5x the bare 64x20 dialog's opening (×dlg, median
over median), and closing one (Esc) at most 1.5x the bare 64x20 dialog's Esc (×esc).  The
figures are noisy on a shared machine: compare runs made back to back, alternated, and take
the median of several.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textual import events  # noqa: E402
from textual.app import App, ComposeResult  # noqa: E402
from textual.binding import Binding, BindingType  # noqa: E402
from textual.containers import Vertical  # noqa: E402
from textual.pilot import Pilot  # noqa: E402
from textual.screen import ModalScreen  # noqa: E402
from textual.widgets import Footer, Static  # noqa: E402

SIZE = (80, 24)
#: The reference for opening a dialog: a bare Textual app's dialog of a dialog's size.
BIG = "bare 64x20 dialog"
CODE = "K7QD-MR9S"
#: Seconds a key may take to draw anything before it counts as drawing nothing.
NO_FRAME = 1.0
#: Characters of the keys posted (the rest have none, as from a terminal).
CHARACTERS = {
    "space": " ",
    "question_mark": "?",
    "slash": "/",
    "enter": "\r",
    "escape": "\x1b",
    "tab": "\t",
    "backspace": "\x7f",
}


#: The clock the presses are timed by: wall time (what a person waits), or the CPU time of
#: the app's thread (``--clock cpu``: the work alone, what a loaded machine does not stretch;
#: worker threads and the waits for Textual's timers are left out).
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}
now = time.perf_counter


class FrameClock:
    """Notes when the app composes a frame (``App._display`` with an update)."""

    def __init__(self, app: App[Any]) -> None:
        self._armed = False
        self._seen = asyncio.Event()
        self.at = 0.0
        original = app._display

        def display(screen: Any, renderable: Any) -> None:
            if renderable is not None and self._armed:
                self._armed = False
                self.at = now()
                self._seen.set()
            original(screen, renderable)

        app._display = display  # type: ignore[method-assign]

    def arm(self) -> None:
        self._seen.clear()
        self._armed = True

    async def wait(self) -> bool:
        try:
            await asyncio.wait_for(self._seen.wait(), NO_FRAME)
        except TimeoutError:
            self._armed = False
            return False
        return True


@dataclass
class Timings:
    """The times of one control's presses, in seconds, and the presses that drew nothing."""

    times: list[float] = field(default_factory=list)
    blank: int = 0


async def settle(pilot: Pilot[Any]) -> None:
    """Let the app finish what the last key started (workers too), then a quiet moment."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await asyncio.sleep(0.03)
    await pilot.pause()


async def press(pilot: Pilot[Any], clock: FrameClock, key: str, into: Timings) -> None:
    """Post ``key`` as the terminal would and time it to the next frame."""
    await settle(pilot)
    clock.arm()
    start = now()
    pilot.app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
    if await clock.wait():
        into.times.append(clock.at - start)
    else:
        into.blank += 1


async def cycle(
    pilot: Pilot[Any],
    clock: FrameClock,
    results: dict[str, Timings],
    steps: Sequence[tuple[str, str]],
    presses: int,
) -> None:
    """Press ``steps`` (label, key) round and round, ``presses`` times each."""
    for _ in range(presses):
        for label, key in steps:
            await press(pilot, clock, key, results.setdefault(label, Timings()))


# -- the bare app ---------------------------------------------------------------------------


class Bare(App[None]):
    """A Static that changes on a key: Textual's least work for a key."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)"),
        Binding("right", "step(1)"),
        Binding("d", "dialog"),
        Binding("D", "big_dialog"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def compose(self) -> ComposeResult:
        yield Static("BARE APP READY 0", id="text")

    def action_dialog(self) -> None:
        self.push_screen(BareDialog())

    def action_big_dialog(self) -> None:
        self.push_screen(BareBigDialog())

    def action_step(self, step: int) -> None:
        self.count += step
        self.query_one("#text", Static).update(f"BARE APP READY {self.count}")


class BareBigDialog(ModalScreen[None]):
    """A dialog of a dialog's size (a 64x20 frame, 18 lines and a key line), closed with Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Close")]
    DEFAULT_CSS = """
    BareBigDialog { align: center middle; }
    BareBigDialog > Vertical { width: 64; height: 20; border: thick $accent; padding: 0 1; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            for line in range(18):
                yield Static(f"BARE DIALOG LINE {line}")
        yield Footer()


class BareDialog(ModalScreen[None]):
    """A dialog with one line, closed with Esc: the least a dialog costs to open."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss")]

    def compose(self) -> ComposeResult:
        yield Static("BARE DIALOG")


async def bare(presses: int) -> dict[str, Timings]:
    app = Bare()
    results: dict[str, Timings] = {}
    async with app.run_test(size=SIZE) as pilot:
        clock = FrameClock(app)
        await cycle(pilot, clock, results, [("bare", "right"), ("bare", "left")], presses)
        steps = [("bare dialog: opens", "d"), ("bare dialog: Esc", "escape")]
        await cycle(pilot, clock, results, steps, presses)
        steps = [(f"{BIG}: opens", "D"), (f"{BIG}: Esc", "escape")]
        await cycle(pilot, clock, results, steps, presses)
    return results


# -- the table --------------------------------------------------------------------------------


def played(game: Any, until: Callable[[Any], bool]) -> Any:
    """``game`` played on with each seat's lowest legal card (the first three passed)."""
    while not until(game):
        if game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, game.hand(seat)[:3])
        elif game.phase == "playing":
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
        else:
            game.choose_moon("others_plus")
    return game


def long_game() -> Any:
    """A game to 200: its score sheet is longer than 80x24 shows after some hands."""
    from hearts_tui.engine import Game, Rules
    from hearts_tui.engine.codes import format_code

    rules = Rules(target=200)
    return Game.new(format_code(3000, rules), rules)


def store(tmp: str) -> Any:
    """A store in ``tmp`` with the statistics of finished games at four tables (the
    statistics' selector has tabs to go through) and three unfinished games on the shelf."""
    from hearts_tui.engine import Game, Rules
    from hearts_tui.engine.codes import format_code
    from hearts_tui.store.persistence import DiskPersistence
    from hearts_tui.store.stats import Stats

    stats = Stats()
    for n, rules in enumerate(
        [Rules(target=20), Rules(players=3, target=20), Rules(players=5, target=20), Rules()]
    ):
        for m in range(3):
            code = format_code(1000 + 10 * n + m, rules)
            game = played(Game.new(code, rules), lambda g: g.phase == "game_over")
            stats = stats.add(game, f"g{n}{m}")
    persistence = DiskPersistence(Path(tmp, "data"), Path(tmp, "config"), stats=stats)
    for m in range(3):
        game = played(Game.new(format_code(2000 + m)), lambda g, m=m: len(g.tricks) >= 3 + m)
        persistence.put_aside(game, {})
    return persistence


def hearts_app(game: Any = None, persistence: Any = None) -> Any:
    from hearts_tui.app import HeartsApp
    from hearts_tui.engine import Game
    from hearts_tui.store.settings import Settings

    return HeartsApp(
        game if game is not None else Game.new(CODE),
        Settings(cpu_pace="instant"),
        persistence=persistence,
    )


async def until(pilot: Pilot[Any], done: Callable[[], bool]) -> None:
    for _ in range(2000):
        if done():
            return
        await settle(pilot)
    raise RuntimeError(f"the table did not get there: {pilot.app.screen}, {pilot.app.game}")


Scene = Callable[[Pilot[Any], FrameClock, dict[str, Timings], int], Awaitable[None]]


async def table_pass(pilot: Pilot[Any], clock: FrameClock, out: dict[str, Timings], n: int) -> None:
    """The pass: the hand's keys, the card field, and each key that opens a dialog."""
    await cycle(pilot, clock, out, [("table ← →", "left"), ("table ← →", "right")], n)
    await cycle(pilot, clock, out, [("table Enter (pick)", "enter")], n)
    steps = [("/ opens the card field", "slash"), ("card field: typing", "q")]
    steps += [("card field: Backspace", "backspace"), ("card field: Esc", "escape")]
    await cycle(pilot, clock, out, steps, n)
    for key, name in [
        ("question_mark", "Help"),
        ("s", "Settings"),
        ("t", "Stats"),
        ("g", "Score sheet"),
        ("u", "Unfinished"),
    ]:
        await cycle(pilot, clock, out, [(f"{name}: opens", key), (f"{name}: Esc", "escape")], n)
    # Inside the statistics: the tables' selector, the list of last games, the pages.
    await press(pilot, clock, "t", Timings())
    await cycle(
        pilot, clock, out, [("Stats: → ← (table)", "right"), ("Stats: → ← (table)", "left")], n
    )
    await cycle(
        pilot, clock, out, [("Stats: ↓ ↑ (focus)", "down"), ("Stats: ↓ ↑ (focus)", "up")], n
    )
    steps = [("Stats: PgDn PgUp", "pagedown"), ("Stats: PgDn PgUp", "pageup")]
    await cycle(pilot, clock, out, steps, n)
    await press(pilot, clock, "escape", Timings())
    # The unfinished games: the list, and d (asks first: the confirm dialog).
    await press(pilot, clock, "u", Timings())
    await cycle(pilot, clock, out, [("Unfinished: ↓ ↑", "down"), ("Unfinished: ↓ ↑", "up")], n)
    steps = [("Confirm (d in Unfinished): opens", "d"), ("Confirm: Tab", "tab")]
    steps += [("Confirm: Tab", "shift+tab"), ("Confirm: Esc", "escape")]
    await cycle(pilot, clock, out, steps, n)
    await press(pilot, clock, "escape", Timings())


async def dialogs(pilot: Pilot[Any], clock: FrameClock, out: dict[str, Timings], n: int) -> None:
    """Inside the dialogs: Help's scrolling, Settings' moves, House rules' arrows."""
    app = pilot.app
    await press(pilot, clock, "question_mark", Timings())
    steps = [("Help: ↓ ↑", "down"), ("Help: ↓ ↑", "up")]
    await cycle(pilot, clock, out, steps, n)
    await press(pilot, clock, "escape", Timings())
    await press(pilot, clock, "s", Timings())
    steps = [("Settings: Tab / Shift+Tab", "tab"), ("Settings: Tab / Shift+Tab", "shift+tab")]
    await cycle(pilot, clock, out, steps, n)
    steps = [("Settings: ↓ ↑", "down"), ("Settings: ↓ ↑", "up")]
    await cycle(pilot, clock, out, steps, n)
    from hearts_tui.app.screens.house_rules import HouseRulesScreen

    app.screen.form.focus_stop("house-rules")  # the drawer's House rules… button
    await press(pilot, clock, "enter", Timings())
    await until(pilot, lambda: isinstance(app.screen, HouseRulesScreen))
    # The first row (the game: Standard, Domino, Cancellation) relays out the whole dialog.
    steps = [("House rules: → ← (game)", "right"), ("House rules: → ← (game)", "left")]
    await cycle(pilot, clock, out, steps, n)
    await press(pilot, clock, "down", Timings())
    steps = [("House rules: → ← (players)", "right"), ("House rules: → ← (players)", "left")]
    await cycle(pilot, clock, out, steps, n)
    steps = [("House rules: ↓ ↑", "down"), ("House rules: ↓ ↑", "up")]
    await cycle(pilot, clock, out, steps, n)
    for _ in range(5):  # House rules (it may ask whether to drop the changes), Settings
        if app.screen is app.table:
            break
        await press(pilot, clock, "escape", Timings())


async def table_play(pilot: Pilot[Any], clock: FrameClock, out: dict[str, Timings], n: int) -> None:
    """In play, your turn after a trick: the hand, the card field, Last, Tracker, Hint."""
    app = pilot.app
    table = app.table
    while len(table.selected) < 3:  # the pick of table_pass may have left any number
        table.selected.append(next(c for c in app.game.hand(0) if c not in table.selected))
    table.selected = table.selected[:3]
    await pilot.press("p")
    await until(pilot, lambda: app.game.phase == "playing" and app.game.turn == 0)
    while not app.game.tricks or app.game.turn != 0:  # a trick played: Last has one to show
        table.play(app.game.legal_cards()[0])
        await until(pilot, lambda: app.game.turn == 0 or app.game.phase != "playing")
    await cycle(pilot, clock, out, [("table ← →", "left"), ("table ← →", "right")], n)
    for key, name in [("l", "Last trick"), ("k", "Tracker")]:
        await cycle(pilot, clock, out, [(f"{name}: opens", key), (f"{name}: Esc", "escape")], n)
    await cycle(pilot, clock, out, [("i (hint: Thinking…)", "i")], min(n, 5))


async def opening(
    pilot: Pilot[Any],
    clock: FrameClock,
    out: dict[str, Timings],
    name: str,
    n: int,
    make: Callable[[], Any],
    keys: Sequence[tuple[str, str]] = (),
) -> None:
    """Open the dialog ``make()`` gives (as the table's flow opens it), ``n`` times: its
    opening is timed from the push to the first frame; then its ``keys`` (label, key) once
    each, and it is taken off again (untimed)."""
    app = pilot.app
    for _ in range(n):
        await settle(pilot)
        clock.arm()
        start = now()
        app.push_screen(make())
        into = out.setdefault(f"{name}: opens", Timings())
        if await clock.wait():
            into.times.append(clock.at - start)
        else:
            into.blank += 1
        for label, key in keys:
            await press(pilot, clock, key, out.setdefault(label, Timings()))
        await settle(pilot)
        if app.screen is not app.table:
            app.pop_screen()


async def later_hands(
    pilot: Pilot[Any], clock: FrameClock, out: dict[str, Timings], n: int
) -> None:
    """A game nine hands in, at a hand's end: the hand summary's keys, the score sheet
    from it (it scrolls at 80x24) and the review of the hand."""
    from hearts_tui.app.screens.review import ReviewScreen
    from hearts_tui.app.screens.summary import HandSummaryScreen

    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
    steps = [("Hand summary: ↓ ↑ (buttons)", "down"), ("Hand summary: ↓ ↑ (buttons)", "up")]
    await cycle(pilot, clock, out, steps, n)
    # (Labelled apart from the pass's score sheet: the scenes' results are merged by label,
    # and this Esc goes back to the summary, not to the table.)
    steps = [("Score sheet (g in summary): opens", "g"), ("Score sheet: ↓ ↑", "down")]
    steps += [("Score sheet: ↓ ↑", "up"), ("Score sheet: PgDn PgUp", "pagedown")]
    steps += [("Score sheet: PgDn PgUp", "pageup"), ("Score sheet: Esc to summary", "escape")]
    await cycle(pilot, clock, out, steps, n)
    for _ in range(n):
        await press(pilot, clock, "v", out.setdefault("Review (v in summary): opens", Timings()))
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        await press(pilot, clock, "escape", out.setdefault("Review: Esc to summary", Timings()))
    await press(pilot, clock, "v", Timings())
    await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
    await cycle(pilot, clock, out, [("Review: ← →", "right"), ("Review: ← →", "left")], n)
    steps = [("Review: PgUp PgDn", "pageup"), ("Review: PgUp PgDn", "pagedown")]
    await cycle(pilot, clock, out, steps, n)
    await press(pilot, clock, "escape", Timings())


async def over_the_table(
    pilot: Pilot[Any], clock: FrameClock, out: dict[str, Timings], n: int
) -> None:
    """The dialogs the table's flow opens, each opened over the table as the flow does: the
    hand summary, game over, the moon choice, a question; and the score sheet of a long
    game (nine hands)."""
    from hearts_tui.app.screens.confirm import ConfirmScreen
    from hearts_tui.app.screens.game_over import GameOverScreen
    from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
    from hearts_tui.app.screens.review import ReviewScreen
    from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
    from hearts_tui.app.screens.summary import HandSummaryScreen

    ended = played(long_game(), lambda g: g.phase == "hand_over" and g.hand_number >= 9)
    await opening(pilot, clock, out, "Hand summary", n, lambda: HandSummaryScreen(ended))
    await opening(pilot, clock, out, "Score sheet (9 hands)", n, lambda: ScoreSheetScreen(ended))
    await opening(pilot, clock, out, "Review", n, lambda: ReviewScreen(ended))
    over = played(long_game(), lambda g: g.phase == "game_over")
    keys = [("Game over: Tab", "tab"), ("Game over: Tab", "shift+tab")]
    keys += [("Game over: ↓ ↑ (sheet)", "down"), ("Game over: ↓ ↑ (sheet)", "up")]
    await opening(pilot, clock, out, "Game over", n, lambda: GameOverScreen(over), keys)
    names = ["You", "West", "North", "East"]
    outcomes = {"others_plus": [0, 26, 26, 26], "shooter_minus": [-26, 0, 0, 0]}
    keys = [("Moon choice: ← →", "right"), ("Moon choice: ← →", "left")]
    moon = lambda: MoonChoiceScreen("You", outcomes, names)  # noqa: E731
    await opening(pilot, clock, out, "Moon choice", n, moon, keys)
    keys = [("Confirm: Tab", "tab"), ("Confirm: Tab", "shift+tab")]
    await opening(pilot, clock, out, "Confirm", n, lambda: ConfirmScreen("Start a new game?"), keys)


async def later_scene(n: int, tmp: str) -> dict[str, Timings]:
    """The scene of :func:`later_hands`, on its own app."""

    game = played(long_game(), lambda g: g.phase == "hand_over" and g.hand_number >= 9)
    results: dict[str, Timings] = {}
    app = hearts_app(game, store(tmp))
    async with app.run_test(size=SIZE) as pilot:
        clock = FrameClock(app)
        await later_hands(pilot, clock, results, n)
    return results


SCENES: dict[str, Scene] = {
    "pass": table_pass,
    "house": dialogs,
    "play": table_play,
    "flow": over_the_table,
}


async def hearts(presses: int, only: str | None, tmp: str) -> dict[str, Timings]:
    results: dict[str, Timings] = {}
    app = hearts_app(persistence=store(tmp))
    async with app.run_test(size=SIZE) as pilot:
        clock = FrameClock(app)
        await until(pilot, lambda: app.game.phase == "passing")
        for name, scene in SCENES.items():
            if only in (None, name):
                await scene(pilot, clock, results, presses)
    if only in (None, "later"):
        results.update(await later_scene(presses, tmp + "/later"))
    return results


def p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


#: Keys closing something that is not a dialog (compared with the bare key, not its Esc).
NOT_A_DIALOG = ("card field: Esc",)


def closes(label: str) -> bool:
    """Whether the control of ``label`` closes a dialog (its Esc)."""
    return ": Esc" in label and label not in NOT_A_DIALOG


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--presses", type=int, default=15, help="presses of each key")
    parser.add_argument("--only", choices=[*sorted(SCENES), "later"], help="one scene only")
    parser.add_argument("--root", type=Path, help="the table of this checkout (default: this)")
    parser.add_argument(
        "--clock", choices=sorted(CLOCKS), default="wall", help="wall time, or the app's CPU time"
    )
    args = parser.parse_args()
    global now
    now = CLOCKS[args.clock]
    if args.root is not None:
        sys.path.insert(0, str(args.root.resolve()))  # before this checkout's
    with tempfile.TemporaryDirectory() as tmp:
        # Data and config in the temp dir: the benchmark never touches the user's files.
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR"):
            os.environ[name] = tmp
        os.environ["TEXTUAL_ANIMATIONS"] = "none"
        # The bare app before and after the table's keys: the same machine, the same run.
        base = asyncio.run(bare(args.presses))
        results = asyncio.run(hearts(args.presses, args.only, tmp))
        after = asyncio.run(bare(args.presses))
    import hearts_tui

    print(f"the table of {Path(hearts_tui.__file__).parent.parent}")
    for label, timing in after.items():
        base[label].times += timing.times
    reference = base.pop("bare").times
    bare_median, bare_p95 = statistics.median(reference), p95(reference)
    print(
        f"80x24, {args.presses} presses a key (Pilot, key -> first frame composed),"
        f" {args.clock} time"
    )
    dialog_median = statistics.median(base[f"{BIG}: opens"].times)
    close_median = statistics.median(base[f"{BIG}: Esc"].times)
    print(
        f"{'control':<34} {'median':>7} {'p95':>7} {'×med':>6} {'×p95':>6} {'×dlg':>6}"
        f" {'×esc':>6}  no frame"
    )
    bare_name = "bare Textual app (Static.update)"
    print(f"{bare_name:<34} {bare_median * 1000:6.1f}  {bare_p95 * 1000:6.1f}")
    results = {**base, **results}  # the bare dialogs first: what a dialog costs any app
    worst = 0.0
    for label, timing in results.items():
        if not timing.times:
            print(f"{label:<34} {'-':>7} {'-':>7}  no frame in {timing.blank} presses")
            continue
        median, high = statistics.median(timing.times), p95(timing.times)
        opens, closing = label.endswith(": opens"), closes(label)
        # A dialog's opening is held to the bare app's dialog, its Esc to that dialog's Esc,
        # every other key to the bare app's update (medians: the goals of issues 30, 40).
        if opens:
            ratio, goal = median / dialog_median, 1.5
        elif closing:
            ratio, goal = median / close_median, 1.5
        else:
            ratio, goal = median / bare_median, 3.0
        if not label.startswith("bare"):
            worst = max(worst, ratio / goal)
        dlg = f"{median / dialog_median:5.2f}x" if opens else " " * 6
        esc = f"{median / close_median:5.2f}x" if closing else " " * 6
        flag = f"  over {goal}x" if ratio > goal and not label.startswith("bare") else ""
        print(
            f"{label:<34} {median * 1000:6.1f}  {high * 1000:6.1f} {median / bare_median:5.2f}x"
            f" {high / bare_p95:5.2f}x {dlg} {esc}  {timing.blank or ''}{flag}"
        )
    print(
        "worst ratio to its goal (×med ≤ 3 for a key, ×dlg ≤ 1.5 for an opening,"
        f" ×esc ≤ 1.5 for an Esc): {worst:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
