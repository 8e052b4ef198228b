"""Issue 11: the snapshot matrix — the table and the pass at 80×24, 120×40 and 160×48 in
dark, light and no colour; each dialog at 80×24 in dark and light.

The cells that ``test_snapshots.py`` already holds (the table and the pass at 80×24 in
dark, the table at 80×24 without colour, the hand summary and game over in dark) are not
repeated here.  The two larger sizes are marked ``slow``.  Update with
``pytest tests/ui/test_snapshot_matrix.py --snapshot-update`` and look at the diff.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.stats import Stats
from tests.store.dirs import pass_all, short_game

from .helpers import CODE, MemoryStore, make_app, my_turn, settle
from .positions import east_shoots_the_moon, follow_clubs
from .test_snapshots import _play_until

SIZES = [(80, 24), (120, 40), (160, 48)]
MODES = ["dark", "light", "no-colour"]


def _covered(scene: str, mode: str, size: tuple[int, int]) -> bool:
    """Cells held by ``test_snapshots.py``."""
    return size == (80, 24) and (mode == "dark" or (scene, mode) == ("table", "no-colour"))


#: The table and the pass in every mode and size; the larger sizes are slow.
SCENES = [
    pytest.param(
        scene,
        mode,
        size,
        id=f"{scene}-{mode}-{size[0]}x{size[1]}",
        marks=[pytest.mark.slow] if size != (80, 24) else [],
    )
    for scene in ("table", "pass")
    for size in SIZES
    for mode in MODES
    if not _covered(scene, mode, size)
]


def _app(monkeypatch: pytest.MonkeyPatch, mode: str, game: Game | None, **kw: Any) -> HeartsApp:
    monkeypatch.delenv("COLORFGBG", raising=False)
    if mode == "no-colour":
        monkeypatch.setenv("NO_COLOR", "1")
    return make_app(game, theme="light" if mode == "light" else "dark", **kw)


@pytest.mark.parametrize(("scene", "mode", "size"), SCENES)
def test_table_and_pass(
    snap_compare: Any,
    monkeypatch: pytest.MonkeyPatch,
    scene: str,
    mode: str,
    size: tuple[int, int],
) -> None:
    """The table mid-trick (9♣ raised, the other suits greyed) or the pass (three chosen)."""
    if scene == "table":
        app = _app(monkeypatch, mode, follow_clubs())

        async def run_before(pilot: Pilot[Any]) -> None:
            await settle(pilot, lambda: my_turn(app))
            await pilot.press("right", "enter")

    else:
        app = _app(monkeypatch, mode, None)

        async def run_before(pilot: Pilot[Any]) -> None:
            await pilot.press("enter", "right", "right", "enter", "end", "enter")
            await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run_before)


def _keys(*keys: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run_before(pilot: Pilot[Any]) -> None:
        app: Any = pilot.app
        await settle(pilot, lambda: my_turn(app))
        await pilot.press(*keys)
        await pilot.pause()

    return run_before


def _summary(pilot: Pilot[Any]) -> Awaitable[None]:
    return _play_until(pilot, HandSummaryScreen)


def _game_over(pilot: Pilot[Any]) -> Awaitable[None]:
    return _play_until(pilot, GameOverScreen)


def _dialog(name: str) -> tuple[dict[str, Any], Callable[[Pilot[Any]], Awaitable[None]]]:
    """The app's arguments and the steps that open dialog ``name``."""
    if name == "summary":
        return {"game": east_shoots_the_moon(), "confirm_move": False}, _summary
    if name == "game-over":
        return {"game": east_shoots_the_moon([30, 30, 40, 90]), "confirm_move": False}, _game_over
    if name == "statistics":
        stats = Stats().add(short_game(), "a").add(short_game("26BQ-524X"), "b")
        return {"game": follow_clubs(), "store": MemoryStore(stats=stats)}, _keys("t")
    if name == "score-sheet":
        game = Game.new(CODE)
        for _ in range(2):
            game = _next_hand(game)
        return {"game": game}, _keys("g")
    if name == "unfinished":
        store = MemoryStore()
        other = Game.new("26BQ-524X")
        pass_all(other)
        store.put_aside(other, {"selected": []})
        return {"game": follow_clubs(), "store": store}, _keys("u")
    if name == "confirm":
        return {"game": follow_clubs()}, _keys("n")
    keys = {"settings": "s", "help": "question_mark"}[name]
    return {"game": follow_clubs()}, _keys(keys)


def _next_hand(game: Game) -> Game:
    """``game`` one hand further on, played with the first legal cards."""
    if game.phase == "passing":
        pass_all(game)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    game.next_hand()
    if game.phase == "passing":
        pass_all(game)
    return game


DIALOGS = [
    "summary",
    "game-over",
    "settings",
    "help",
    "statistics",
    "score-sheet",
    "unfinished",
    "confirm",
]


@pytest.fixture
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is UTC: the unfinished games show when each was played."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    ("name", "mode"),
    [
        (name, mode)
        for name in DIALOGS
        for mode in ("dark", "light")
        # test_snapshots.py holds these two in dark.
        if not (mode == "dark" and name in ("summary", "game-over"))
    ],
)
@pytest.mark.usefixtures("utc")
@pytest.mark.slow
def test_dialog(snap_compare: Any, monkeypatch: pytest.MonkeyPatch, name: str, mode: str) -> None:
    """Each dialog at 80×24 over the table: a clear edge, readable text, in both themes."""
    kwargs, run_before = _dialog(name)
    app = _app(monkeypatch, mode, kwargs.pop("game"), **kwargs)
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
