"""``--ascii`` (or a C locale) draws *everything* in ASCII: borders, frames, arrows, marks
(issue 11 §17).  Each screen is read as drawn and every character must be below 128."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game, Rules

from ..house_rules.form_driver import click
from .helpers import (
    CODE,
    MemoryStore,
    make_app,
    my_turn,
    pass_with_keys,
    play_my_card,
    settle,
)
from .positions import EAST_SHOOTS, follow_clubs
from .screen_text import screen_text
from .test_score_sheet_screen import play_hands


def _not_ascii(app: HeartsApp) -> list[tuple[int, str, str]]:
    """Each line of the screen that holds a character outside ASCII, with those characters."""
    drawn = screen_text(app)
    return [
        (number, "".join(sorted({ch for ch in line if ord(ch) >= 128})), line)
        for number, line in enumerate(drawn.splitlines())
        if not line.isascii()
    ]


def assert_ascii(app: HeartsApp, where: str) -> None:
    found = _not_ascii(app)
    assert not found, f"{where}: not ASCII: " + "; ".join(
        f"line {n} {chars!r}: {line.rstrip()}" for n, chars, line in found[:6]
    )


async def _dialog(pilot: Pilot[Any], key: str, where: str) -> None:
    app = pilot.app
    assert isinstance(app, HeartsApp)
    depth = len(app.screen_stack)
    await pilot.press(key)
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert len(app.screen_stack) > depth, f"{key} opened nothing"
    assert_ascii(app, where)
    await pilot.press("escape")
    await pilot.pause()


def _shelved_store() -> MemoryStore:
    store = MemoryStore()
    store.put_aside(Game.new(None), {})
    return store


@pytest.mark.slow
async def test_the_pass_and_its_dialogs_are_all_ascii_at_80x24() -> None:
    app = make_app(store=_shelved_store(), ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.press("enter", "right")  # one card raised for the pass
        await pilot.pause()
        assert_ascii(app, "the pass")
        for key, where in [
            ("g", "score sheet"),
            ("k", "tracker"),
            ("t", "statistics"),
            ("question_mark", "help"),
            ("u", "unfinished games"),
        ]:
            await _dialog(pilot, key, where)


async def test_the_table_in_play_and_its_dialogs_are_all_ascii_at_80x24() -> None:
    app = make_app(follow_clubs(), ascii_suits=True, confirm_move=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("enter")  # a card raised, waiting for the confirming press
        await pilot.pause()
        assert_ascii(app, "the table in play")
        await pilot.press("enter")
        await settle(pilot, lambda: my_turn(app) or app.game.phase != "playing")
        assert_ascii(app, "the table after a trick")
        for key, where in [
            ("l", "last trick"),
            ("g", "score sheet with a trick"),
            ("n", "new game: put this game aside?"),
        ]:
            await _dialog(pilot, key, where)


async def test_the_hint_is_ascii() -> None:
    app = make_app(follow_clubs(), ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("i")
        await settle(pilot, lambda: "Hint" in screen_text(app))
        assert_ascii(app, "the hint")


@pytest.mark.slow
async def test_the_settings_drawer_its_lists_and_house_rules_are_ascii() -> None:
    app = make_app(ascii_suits=True)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.press("s")
        await pilot.pause()
        assert_ascii(app, "settings drawer")
        await pilot.press("enter")  # the focused first list opens
        await pilot.pause()
        assert_ascii(app, "an open list in the drawer")
        await pilot.press("escape")
        await pilot.pause()
        await click(pilot, app.screen.form, "house-rules")
        await pilot.pause()
        assert_ascii(app, "house rules")


async def test_a_wide_table_with_the_tracker_panel_is_ascii() -> None:
    app = make_app(follow_clubs(), ascii_suits=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        await pilot.pause()
        assert_ascii(app, "160x48 with the tracker panel")


@pytest.mark.slow
async def test_the_score_sheet_chart_statistics_and_a_moon_are_ascii() -> None:
    """You shoot the moon (shooter chooses): the moon dialog, the hand summary, then after
    more hands the sheet's ☾, its Σ columns, both charts, the review and a confirmation."""
    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    game = Game.from_hands(hands, Rules(moon="shooter_chooses"), hand_number=4, code=CODE)
    app = make_app(game, ascii_suits=True)
    async with app.run_test(size=(100, 40)) as pilot:
        while app.game.phase == "playing":
            await settle(pilot, lambda: my_turn(app) or app.game.phase != "playing")
            if my_turn(app):
                await play_my_card(pilot)
        await settle(pilot, lambda: len(app.screen_stack) > 1)
        shown: list[str] = []
        for _ in range(6):  # the moon choice, the hand summary: Enter goes on
            if app.game.phase == "passing" and len(app.screen_stack) == 1:
                break
            shown.append(type(app.screen).__name__)
            assert_ascii(app, f"after the moon shot ({type(app.screen).__name__})")
            await pilot.press("enter")
            await settle(pilot, lambda: True)
            await pilot.pause()
        assert shown[:2] == ["MoonChoiceScreen", "HandSummaryScreen"]
        play_hands(app.game, 2)
        app.table.redraw()
        await pilot.pause()
        assert app.game.history
        for key, where in [
            ("g", "score sheet with a chart"),
            ("t", "statistics chart"),
            ("v", "review of the last hand"),
        ]:
            await _dialog(pilot, key, where)


async def test_without_ascii_the_table_has_its_glyphs() -> None:
    """The check itself sees the glyphs: a table drawn in Unicode fails it."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pass_with_keys(pilot)
        assert _not_ascii(app)


@pytest.mark.slow
async def test_ascii_turned_on_in_the_drawer_redraws_the_table_and_drawer_at_once() -> None:
    """Turning ASCII on in the settings drawer drew the seat titles (▶), the top bar (·),
    the key bar (⏎) and the drawer's own arrows and boxes in Unicode until their next
    change.  Everything follows at once, and back again when it is turned off."""
    app = make_app(follow_clubs(), pause_after_trick=True, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)  # the last card of the trick: East takes it and leads
        await settle(pilot, lambda: app.table.aids.resume is not None)
        await pilot.pause()
        assert "▶ East" in screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        await click(pilot, app.screen.form, "ascii")
        await pilot.pause()
        assert app.settings.ascii_suits
        assert_ascii(app, "the drawer after turning ASCII on")
        assert app.screen.form.focused_key == "ascii"
        await pilot.press("escape")
        await pilot.pause()
        assert "> East" in screen_text(app)
        assert_ascii(app, "the table after turning ASCII on")
        await pilot.press("s")
        await pilot.pause()
        await click(pilot, app.screen.form, "ascii")
        await pilot.press("escape")
        await pilot.pause()
        assert not app.settings.ascii_suits
        drawn = screen_text(app)
        assert "▶ East" in drawn and "⏎ Next trick" in drawn and "Hand 4 · game" in drawn
