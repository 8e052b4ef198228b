"""Issue 36 §3: a click on a dialog's frame does nothing (the last trick, which any click
closes, closes).

A click on the top edge of the Settings drawer crashed the game ("an internal error
stopped the game"): the form took the click's row less its top border, −1, and read the
line at −1.  A click outside a form's lines does nothing.  Every dialog is opened at
80×24 and clicked on every cell of its frame: nothing happens (the same dialog, the same
words on the screen) and nothing breaks.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.events import Click, MouseDown, MouseUp
from textual.geometry import Offset, Region
from textual.pilot import Pilot, _get_mouse_message_arguments
from textual.widget import Widget

from hearts_tui.app.dialog import Dialog
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game, MoonMode, Rules
from hearts_tui.store.stats import Stats
from tests.store.dirs import pass_all, short_game

from .helpers import MemoryStore, make_app, settle
from .positions import (
    EAST_SHOOTS,
    east_shoots_the_moon,
    follow_clubs,
    you_lead_with_every_top_card,
)
from .screen_text import screen_text

Opener = Callable[[Pilot[Any], HeartsApp], Awaitable[None]]


def keys(*pressed: str) -> Opener:
    async def open_it(pilot: Pilot[Any], app: HeartsApp) -> None:
        await settle(pilot, lambda: app.screen is app.table or isinstance(app.screen, Dialog))
        await pilot.press(*pressed)
        await pilot.pause()

    return open_it


async def house_rules(pilot: Pilot[Any], app: HeartsApp) -> None:
    await keys("s")(pilot, app)
    app.screen.form.focus_stop("house-rules")  # type: ignore[attr-defined]
    await pilot.press("enter")
    await pilot.pause()


async def waits(pilot: Pilot[Any], app: HeartsApp) -> None:
    """The dialog the game opens by itself (the hand summary, game over, the moon)."""
    await settle(pilot, lambda: isinstance(app.screen, Dialog))
    await pilot.pause()


def played_out(game: Game) -> Game:
    """``game`` with its hand played to the end by the engine (first legal cards)."""
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    return game


def later_hands() -> Game:
    """Two hands played: a score sheet, a review and a last trick to show."""
    game = Game.new("K7QD-MR9S")
    for _hand in range(2):
        pass_all(game)
        played_out(game)
        game.next_hand()
    pass_all(game)
    while not (game.tricks and game.turn == 0):
        game.play(game.legal_cards()[0])
    return game


def shelf() -> MemoryStore:
    store = MemoryStore()
    other = Game.new("26BQ-524X")
    pass_all(other)
    store.put_aside(other, {"selected": []})
    return store


def begun() -> Game:
    game = Game.new("K7QD-MR9S")
    pass_all(game)
    return game


def you_shoot() -> Game:
    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    rules = Rules(moon=MoonMode.SHOOTER_CHOOSES)
    return played_out(Game.from_hands(hands, rules, hand_number=4, code="K7QD-MR9S"))


#: Each dialog: the app's game and settings, and how it opens.
DIALOGS: dict[str, Callable[[], tuple[HeartsApp, Opener]]] = {
    "settings": lambda: (make_app(follow_clubs()), keys("s")),
    "house-rules": lambda: (make_app(follow_clubs()), house_rules),
    "help": lambda: (make_app(follow_clubs()), keys("question_mark")),
    "statistics": lambda: (
        make_app(follow_clubs(), store=MemoryStore(stats=Stats().add(short_game(), "a"))),
        keys("t"),
    ),
    "score-sheet": lambda: (make_app(later_hands()), keys("g")),
    "review": lambda: (make_app(later_hands()), keys("v")),
    "last-trick": lambda: (make_app(later_hands()), keys("l")),
    "tracker": lambda: (make_app(follow_clubs()), keys("k")),
    "unfinished": lambda: (make_app(follow_clubs(), store=shelf()), keys("u")),
    "delete-unfinished": lambda: (make_app(follow_clubs(), store=shelf()), keys("u", "d")),
    "put-aside": lambda: (make_app(begun()), keys("n")),
    "finish-the-hand": lambda: (
        make_app(you_lead_with_every_top_card(), confirm_move=False),
        keys("f"),
    ),
    "quit-unsaved": lambda: (make_app(store=MemoryStore(saving_ok=False)), keys("q")),
    "hand-summary": lambda: (make_app(played_out(east_shoots_the_moon())), waits),
    "game-over": lambda: (make_app(played_out(east_shoots_the_moon([30, 30, 40, 90]))), waits),
    "moon-choice": lambda: (make_app(you_shoot()), waits),
}


#: The last trick is a glance: a click anywhere closes it (a tap on a phone), by design.
CLOSED_BY_A_CLICK = {"last-trick"}


def frame_of(dialog: Dialog[Any]) -> Widget:
    """The dialog's outermost widget drawn with a border: its frame."""
    for widget in dialog.walk_children(Widget):
        if widget.display and any(edge[0] not in ("", "none") for edge in widget.styles.border):
            return widget
    raise AssertionError(f"{dialog!r} has no frame")


def click_at(app: HeartsApp, x: int, y: int) -> None:
    """The mouse's down, up and click at ``(x, y)`` on the screen, as the pilot sends them
    (without its wait after each: a frame has a hundred cells and more)."""
    screen = app.screen
    arguments = _get_mouse_message_arguments(screen, (x, y))
    app.mouse_position = Offset(x, y)
    for event in (MouseDown, MouseUp, Click):
        screen._forward_event(event(**({**arguments, "chain": 1} if event is Click else arguments)))


def perimeter(region: Region) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = region.x, region.y, region.right - 1, region.bottom - 1
    top = [(x, y0) for x in range(x0, x1 + 1)]
    bottom = [(x, y1) for x in range(x0, x1 + 1)]
    sides = [(x, y) for y in range(y0 + 1, y1) for x in (x0, x1)]
    return top + bottom + sides


async def click_the_frame(name: str, cells: Callable[[Region], list[tuple[int, int]]]) -> None:
    app, open_it = DIALOGS[name]()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_it(pilot, app)
        dialog = app.screen
        assert isinstance(dialog, Dialog), name
        await app.workers.wait_for_complete()  # the review's analysis shows its progress
        await pilot.pause()
        before = screen_text(app)
        region = frame_of(dialog).region
        if name in CLOSED_BY_A_CLICK:  # opened again for each click: corners and sides
            x0, y0, x1, y1 = region.x, region.y, region.right - 1, region.bottom - 1
            xm, ym = (x0 + x1) // 2, (y0 + y1) // 2
            for x, y in [(x0, y0), (xm, y0), (x1, y0), (x1, ym), (x1, y1), (xm, y1), (x0, ym)]:
                await open_it(pilot, app) if app.screen is app.table else None
                click_at(app, x, y)
                await pilot.pause()
                assert app.screen is app.table, (name, x, y)
            assert app.crash_line is None
            return
        for at, (x, y) in enumerate(cells(region)):
            click_at(app, x, y)
            if at % 8 == 7:
                await pilot.pause()
                assert app.screen is dialog, (name, x, y)
        await pilot.pause()
        assert app.screen is dialog, name
        assert screen_text(app) == before, name
        assert app.crash_line is None


@pytest.mark.slow
@pytest.mark.parametrize("name", list(DIALOGS))
async def test_a_click_on_any_cell_of_a_dialogs_frame_does_nothing(name: str) -> None:
    await click_the_frame(name, perimeter)


@pytest.mark.parametrize("name", ["settings", "house-rules"])
async def test_a_click_on_the_forms_top_and_left_edges_does_nothing(name: str) -> None:
    """The two dialogs drawn as one form, at the cells that crashed (its top edge: the
    row −1 of the form) and at its left edge (the column −1)."""

    def edges(region: Region) -> list[tuple[int, int]]:
        middle = region.x + region.width // 2
        return [(middle, region.y), (region.x, region.y + 3), (region.x + 1, region.y)]

    await click_the_frame(name, edges)
