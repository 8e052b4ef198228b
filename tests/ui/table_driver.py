"""Play a whole game at the table, by the keys or by mouse clicks, from the deal to the
game-over dialog, checking what the table shows at each of your moves.

Every move goes through the UI as a person makes it: Enter/arrows/p/d or clicks on the
cards, the Pass button, the stock and the dialogs' buttons.  The CPUs are the fixed test
players of ``helpers`` at the instant pace.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal

from rich.text import Text
from textual.pilot import Pilot

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Card
from hearts_tui.words.seats import seat_names, seat_position

from .helpers import click_card, my_turn, pass_with_keys, play_my_card, settle

By = Literal["keys", "mouse"]
#: Screens at which the driver stops to act.
STOPS = (HandSummaryScreen, GameOverScreen, MoonChoiceScreen)


def must_draw(app: HeartsApp) -> bool:
    """Domino Hearts: it is your turn and you must draw from the stock first."""
    game = app.game
    return game.phase == "playing" and game.turn == 0 and bool(getattr(game, "must_draw", False))


def _your_move(app: HeartsApp) -> bool:
    game = app.game
    return (
        isinstance(app.screen, STOPS)
        or my_turn(app)
        or (game.phase == "passing" and not game.has_passed(0))
    )


def trick_lines(app: HeartsApp) -> list[str]:
    """The trick in the middle of the table as plain lines."""
    rendered = app.table.query_one(TrickView).render()
    assert isinstance(rendered, Text)
    return rendered.plain.splitlines()


def _find(lines: list[str], text: str) -> list[tuple[int, int]]:
    """Every (line, column) where ``text`` starts, as a whole word."""
    found = []
    pattern = re.compile(rf"(?<!\S){re.escape(text)}(?!\S)")
    for row, line in enumerate(lines):
        found += [(row, match.start()) for match in pattern.finditer(line)]
    return found


def assert_cards_by_their_players(app: HeartsApp, cards: list[tuple[int, Card]]) -> None:
    """Each card of ``cards`` is drawn next to its player's name in the trick."""
    for seat, card in cards:
        assert_by_player(app, seat, card.label())


def assert_by_player(app: HeartsApp, seat: int, label: str) -> None:
    """``label`` (a card, or "out") is drawn next to ``seat``'s name in the trick: on the
    same line beside it (players on the sides), or on the line just below or above it
    (players along the top, and you), within a few columns of it."""
    lines = trick_lines(app)
    name = seat_names(app.game.players)[seat]
    places = _find(lines, label)
    assert places, f"{label} of {name} not in the trick:\n" + "\n".join(lines)
    near = False
    for row, col in _find(lines, name):
        for card_row, card_col in places:
            if seat_position(seat, app.game.players) in ("left", "right"):
                beside = card_row == row and (
                    0 < card_col - (col + len(name)) <= 12 or 0 < col - (card_col + len(label)) <= 2
                )
            else:
                beside = abs(card_row - row) == 1 and abs(card_col - col) <= len(name) + 1
            near = near or beside
    assert near, f"{label} is not by {name}:\n" + "\n".join(lines)


def dialog_laid_out(app: HeartsApp) -> bool:
    """The dialog on top has been composed and laid out: ``#dialog`` has its place.

    A dialog just pushed is the app's screen before it has composed its widgets (NoMatches)
    or been laid out (every region empty: a game-over sheet "wider" than its 0-cell dialog).
    On a loaded machine ``Pilot.pause`` can return in between: it takes a process that gets
    no CPU for idle.  Checked before any look at a dialog's contents or places.
    """
    found = app.screen.query("#dialog")
    return bool(found) and found.first().region.area > 0


async def click_button(pilot: Pilot[Any], selector: str) -> None:
    """Click a button of the screen on top with the mouse, once that screen has composed it
    and laid it out (a dialog just pushed may not have its buttons yet on a busy machine:
    NoMatches; nor their place: the click would go wherever they are not).  Waited for as
    long as :func:`settle` waits, not a hundred looks."""

    def placed() -> bool:
        found = pilot.app.screen.query(selector)
        return bool(found) and found.first().region.area > 0

    await settle(pilot, placed)
    await pilot.click(selector)
    await pilot.pause()


async def play_game(
    pilot: Pilot[Any],
    app: HeartsApp,
    by: By,
    *,
    on_my_turn: Callable[[HeartsApp], None] | None = None,
    on_hand_over: Callable[[HeartsApp], None] | None = None,
    draw: Callable[[Pilot[Any]], Any] | None = None,
    hands: int = 30,
) -> int:
    """Play until the game-over dialog shows; returns the number of hands played.

    ``on_my_turn`` checks the table at each of your moves (before it), ``on_hand_over``
    each hand summary and the game-over dialog; ``draw`` draws a card when you must (Domino),
    by the keys or the mouse as ``by`` says.
    """
    played = 0
    while played < hands:
        await settle(pilot, lambda: _your_move(app) or must_draw(app))
        screen = app.screen
        if isinstance(screen, (HandSummaryScreen, GameOverScreen)):
            await settle(pilot, lambda: dialog_laid_out(app))
            played += 1
            if on_hand_over is not None:
                on_hand_over(app)
            if isinstance(screen, GameOverScreen):
                return played
            if by == "keys":
                await pilot.press("enter")
            else:
                await click_button(pilot, "#next")
            await settle(pilot, lambda: app.screen is app.table)
        elif isinstance(screen, MoonChoiceScreen):
            await (pilot.press("1") if by == "keys" else click_button(pilot, "#others_plus"))
        elif app.game.phase == "passing":
            if by == "keys":
                await pass_with_keys(pilot)
            else:
                for card in app.game.hand(0)[:3]:
                    await click_card(pilot, card)
                await click_button(pilot, "#pass-button")
        elif must_draw(app):
            assert draw is not None, "a draw is due but the test gave no way to draw"
            await draw(pilot)
        elif my_turn(app):
            if on_my_turn is not None:
                on_my_turn(app)
            if by == "keys":
                await play_my_card(pilot)
            else:
                card = min(app.game.legal_cards(), key=lambda c: (c.rank, c.suit))
                await click_card(pilot, card)
                if app.table.raised == card:
                    await click_card(pilot, card)
    raise AssertionError(f"no game over after {hands} hands")


def hand_cards(app: HeartsApp) -> tuple[Card, ...]:
    """The cards the hand shows, left to right."""
    return app.table.query_one(HandView).cards
