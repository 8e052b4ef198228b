"""Helpers for the house-rule tables in the UI tests: play a hand with the keys, read what the
table shows (seat panels, top bar, rich tables as plain text), and points from the tricks."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.seat import SeatPanel
from hearts_tui.app.widgets.topbar import TopBar
from hearts_tui.engine import Game

from .helpers import my_turn, pass_with_keys, play_my_card, settle

#: Screens that end a hand.
HAND_END = (HandSummaryScreen, MoonChoiceScreen, GameOverScreen)


def plain(renderable: Any, width: int = 80) -> str:
    """A Rich renderable (a score table…) as the plain text it draws at ``width``."""
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def top_bar(app: HeartsApp) -> str:
    """The top line of the table as drawn."""
    return app.table.query_one(TopBar).render().plain


def static_text(app: HeartsApp, selector: str) -> str:
    """The text of a Static on the current screen."""
    return str(app.screen.query_one(selector, Static).content)


def shown_hand_points(app: HeartsApp) -> list[int]:
    """This hand's points per seat as the table draws them (your hand's title, seat panels)."""
    title = str(app.table.query_one(HandView).border_title)
    mine = re.search(r"hand (-?\d+)", title)
    assert mine is not None, title
    points = [int(mine.group(1))]
    for seat in range(1, app.game.players):
        text = str(app.table.query_one(f"#seat-{seat}", SeatPanel).content)
        found = re.search(r"hand\s+(-?\d+)", text)
        assert found is not None, text
        points.append(int(found.group(1)))
    return points


def trick_points(game: Game) -> list[int]:
    """Points of the finished tricks, per winner (the kitty not included)."""
    points = [0] * game.players
    for record in game.tricks:
        points[record.winner] += sum(game.table.points[card.index] for _, card in record.cards)
    return points


def assert_every_seat_laid_out(app: HeartsApp) -> None:
    """Each CPU seat has a panel with its name, inside 80×24, none overlapping another, and
    the hand shows every card you hold."""
    from hearts_tui.words.seats import initials, seat_names

    names = seat_names(app.game.players)
    width, height = app.size
    panels = list(app.table.query(SeatPanel))
    assert len(panels) == app.game.players - 1
    regions = []
    for seat in range(1, app.game.players):
        panel = app.table.query_one(f"#seat-{seat}", SeatPanel)
        region = panel.region
        assert region.area > 0, names[seat]
        assert region.x >= 0 and region.right <= width and region.bottom <= height, names[seat]
        assert names[seat] in str(panel.border_title)
        regions.append(region)
    for i, a in enumerate(regions):
        for b in regions[i + 1 :]:
            assert not a.overlaps(b)
    bar = top_bar(app)
    scores = app.game.scores
    # Each total beside its name or initial; tightest, the initial touches it ("Y0 A12").
    tight = ["Y", *(initials(name) for name in names[1:])]
    assert all(
        f"{name} " in bar or f"{initials(name)} " in bar or f" {tight[seat]}{scores[seat]}" in bar
        for seat, name in enumerate(names)
    ), bar
    hand = app.table.query_one(HandView)
    assert hand.region.bottom <= height
    drawn = hand.render().plain
    assert all(card.label() in drawn for card in app.game.hand(0)), drawn


async def play_hand_with_keys(
    pilot: Pilot[Any], app: HeartsApp, on_my_turn: Callable[[HeartsApp], None] | None = None
) -> None:
    """Pass (if this hand passes) and play your cards with the keys until the hand ends:
    returns on the hand summary, the moon choice or the game-over dialog.  ``on_my_turn``
    is called each time it is your turn, before you play."""
    await settle(
        pilot,
        lambda: (
            my_turn(app)
            or isinstance(app.screen, HAND_END)
            or (app.game.phase == "passing" and not app.game.has_passed(0))
        ),
    )
    if app.game.phase == "passing":
        await pass_with_keys(pilot)
    while not isinstance(app.screen, HAND_END):
        await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HAND_END))
        if my_turn(app):
            if on_my_turn is not None:
                on_my_turn(app)
            await play_my_card(pilot)
