"""The table at the sizes the browser page gives it, driven by clicks alone (a tap is a
click): every key of the key bar, in the pass and in play, and the top line.

The page fits the wide table (80×24 at least) or, upright, the tall one to the screen: a
phone upright gets about 48×43 (the tall table: the keys are buttons), a tablet 85×55, a
phone sideways 112×24 (tests/web/test_phone.py measures them in Chromium).
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.content import Content

from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.footer import KeyLine
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.topbar import TopBar
from hearts_tui.engine import Game
from tests.ui.helpers import make_app
from tests.ui.positions import HANDS

SIZES = {"phone": (48, 43), "tablet": (85, 55), "phone sideways": (112, 24)}


def _bar(app: HeartsApp) -> tuple[KeyBar, str]:
    bar = app.table.query_one(KeyBar)
    return bar, Content.from_markup(str(bar.content)).plain


async def _tap_every_key(app: HeartsApp, pilot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Click each enabled key of the key bar; each must run its own action, in order."""
    bar, text = _bar(app)
    entries = [entry for entry in bar.drawn if entry.action and entry.enabled]
    assert len(entries) >= (4 if app.table.tall else 6), text
    ran: list[str] = []
    for entry in entries:
        assert entry.action is not None
        namespace, name = entry.action.split(".")
        owner = HeartsApp if namespace == "app" else TableScreen

        def record(*args: object, name: str = name) -> None:
            ran.append(name)

        monkeypatch.setattr(owner, f"action_{name}", record)
    lines = text.split("\n")  # a tall table's keys: framed buttons, their words mid-row
    for entry in entries:
        shown = f"{entry.key} {entry.label}"
        row = next((row for row, line in enumerate(lines) if shown in line), None)
        assert row is not None, (shown, text)
        await pilot.click(KeyBar, offset=(bar.gutter.left + lines[row].index(shown), row))
        await pilot.pause()
    assert ran == [str(entry.action).split(".")[1] for entry in entries]


@pytest.mark.slow
@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
async def test_every_key_of_the_key_bar_is_a_tap_in_the_pass(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.game.phase == "passing"
        await _tap_every_key(app, pilot, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
async def test_every_key_of_the_key_bar_is_a_tap_in_play(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.from_hands(HANDS, hand_number=4, code="K7QD-MR9S")
    app = make_app(game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.game.phase == "playing"
        await _tap_every_key(app, pilot, monkeypatch)


async def test_a_tap_on_the_top_line_opens_the_score_sheet() -> None:
    app = make_app()
    async with app.run_test(size=SIZES["phone"]) as pilot:
        await pilot.pause()
        await pilot.click(TopBar, offset=(30, 1))  # the totals (on the second row, tall)
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)


@pytest.mark.parametrize("where", ["key", "words"])
async def test_a_tap_on_a_dialogs_key_or_its_words_runs_it(where: str) -> None:
    """``Esc Close`` under a dialog: the key as well as its words (a finger is wide)."""
    app = make_app()
    async with app.run_test(size=SIZES["phone"]) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        line = app.screen.query_one(KeyLine)
        text = str(line.render())
        column = text.index("Close") if where == "words" else text.index("Close") - 3
        await pilot.click(KeyLine, offset=(1 + column, 0))
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)
