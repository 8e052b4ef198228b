"""Esc and the next key typed within Textual's escape delay (~50 ms) reach the app as one
key, Alt+key ("Esc q" tapped quickly is Alt+q).  Over every dialog that binds Esc, it acts as
the Esc it began with: the dialog closes; the q is dropped, so it never quits by accident."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.dialog import Dialog
from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.last_trick import LastTrickScreen
from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.stats import StatsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.tracker import TrackerScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game

from ..house_rules.form_driver import click
from . import positions
from .helpers import make_app, settle
from .storm import at_game_over, at_hand_over

Opener = Callable[[Pilot[Any], HeartsApp], Awaitable[None]]


def after_a_trick() -> Game:
    """Mid-hand, one trick finished (``l`` shows it), your turn."""
    game = positions.follow_clubs()
    while not game.tricks or game.turn != 0:
        game.play(min(game.legal_cards(), key=lambda card: (card.rank, card.suit)))
    return game


def keys(*pressed: str) -> Opener:
    async def press(pilot: Pilot[Any], app: HeartsApp) -> None:
        await pilot.press(*pressed)

    return press


async def house_rules(pilot: Pilot[Any], app: HeartsApp) -> None:
    await pilot.press("s")
    await click(pilot, app.screen.form, "house-rules")


async def nothing(pilot: Pilot[Any], app: HeartsApp) -> None:
    """The dialog opens by itself (the end of a hand, the end of the game)."""


async def review(pilot: Pilot[Any], app: HeartsApp) -> None:
    await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
    await pilot.press("v")


CASES: list[tuple[str, Callable[[], Game], Opener, type[Dialog[Any]]]] = [
    ("settings", positions.follow_clubs, keys("s"), SettingsScreen),
    ("house-rules", positions.follow_clubs, house_rules, HouseRulesScreen),
    ("stats", positions.follow_clubs, keys("t"), StatsScreen),
    ("score-sheet", positions.follow_clubs, keys("g"), ScoreSheetScreen),
    ("tracker", positions.follow_clubs, keys("k"), TrackerScreen),
    ("help", positions.follow_clubs, keys("question_mark"), HelpScreen),
    ("unfinished", positions.follow_clubs, keys("u"), UnfinishedScreen),
    ("confirm-new-game", positions.follow_clubs, keys("n"), ConfirmScreen),
    ("last-trick", after_a_trick, keys("l"), LastTrickScreen),
    ("summary", at_hand_over, nothing, HandSummaryScreen),
    ("review", at_hand_over, review, ReviewScreen),
    ("game-over", at_game_over, nothing, GameOverScreen),
]


@pytest.mark.parametrize(
    ("start", "open_it", "kind"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
@pytest.mark.slow
async def test_esc_q_typed_quickly_closes_the_dialog_and_does_not_quit(
    start: Callable[[], Game], open_it: Opener, kind: type[Dialog[Any]]
) -> None:
    """Seen on the review: Esc q within ~50 ms arrived as Alt+q, and neither key acted."""
    app = make_app(start())
    async with app.run_test(size=(80, 24)) as pilot:
        await open_it(pilot, app)
        await settle(pilot, lambda: isinstance(app.screen, kind))
        dialog = app.screen
        assert isinstance(dialog, kind)
        await pilot.press("alt+q")
        await settle(pilot, lambda: dialog not in app.screen_stack)
        assert dialog.dismissed or not dialog.is_attached
        assert app.return_code is None and not app.exiting  # the q did not quit
        assert app.crash_line is None


async def test_alt_key_at_the_table_still_does_nothing() -> None:
    """At the table Esc closes nothing: Alt+q there neither quits nor opens anything."""
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("alt+q")
        await pilot.pause()
        assert app.screen is app.table and not app.exiting


def test_esc_then_q_within_the_escape_delay_is_one_alt_q_key() -> None:
    """Why: Textual's terminal parser reads the bytes of Esc and q arriving together (no
    pause for its escape delay) as the one key Alt+q, which these tests press."""
    from textual._xterm_parser import XTermParser

    parser = XTermParser()
    events = [*parser.feed("\x1bq"), *parser.feed("")]
    assert [getattr(event, "key", None) for event in events] == ["alt+q"]
