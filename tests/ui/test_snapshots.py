"""What a person sees at 80×24, compared with the accepted SVG snapshots.

Positions are fixed (``Game.from_hands`` or a fixed code) and the CPU players are the test
player of ``helpers`` (never the real, changing ones), so the pictures are deterministic.
Update with ``pytest tests/ui/test_snapshots.py --snapshot-update`` and look at the diff.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.summary import HandSummaryScreen

from .helpers import make_app, my_turn, play_my_card, settle
from .positions import east_shoots_the_moon, follow_clubs


async def _play_until(pilot: Pilot[Any], screen: type) -> None:
    app: Any = pilot.app
    while not isinstance(app.screen, screen):
        await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, screen))
        if my_turn(app):
            await play_my_card(pilot)
    await pilot.pause()


def test_table_with_a_raised_card_and_greyed_cards(snap_compare: Any) -> None:
    """Trick 1 with three cards down; your 9♣ raised and explained; non-clubs greyed."""
    app = make_app(follow_clubs())

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "enter")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_pass_screen_with_three_cards_chosen(snap_compare: Any) -> None:
    """Hand 1: three cards raised, Pass enabled, the receiver West with ←."""
    app = make_app()

    async def run_before(pilot: Pilot[Any]) -> None:
        await pilot.press("enter", "right", "right", "enter", "end", "enter")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


@pytest.mark.slow
def test_hand_summary_with_a_moon_shot(snap_compare: Any) -> None:
    """East takes every trick: the summary announces and explains the moon shot."""
    app = make_app(east_shoots_the_moon(), confirm_move=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        await _play_until(pilot, HandSummaryScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


@pytest.mark.slow
def test_game_over_with_a_shared_first_place(snap_compare: Any) -> None:
    """You and West tie on the lowest total: shared first place, the final table, buttons."""
    app = make_app(east_shoots_the_moon([30, 30, 40, 90]), confirm_move=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        await _play_until(pilot, GameOverScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_score_sheet_after_a_moon_shot(snap_compare: Any) -> None:
    """Hand 6 in play: hands 4 (East's moon, ☾Q♠) and 5, hand 6 so far, totals, the chart."""
    game = east_shoots_the_moon()
    for _ in range(2):
        while game.phase == "playing":
            game.play(game.legal_cards()[0])
        game.next_hand()
        for seat in range(4):
            if game.phase == "passing":
                game.pass_cards(seat, game.hand(seat)[:3])
    app = make_app(game)

    async def run_before(pilot: Pilot[Any]) -> None:
        await pilot.press("g")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_table_without_colour_keeps_every_look_apart(
    snap_compare: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NO_COLOR: unplayable cards dim and struck, the raised card framed heavy and raised."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(follow_clubs())
    assert app.no_color

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "enter")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_table_on_a_large_terminal_draws_the_trick_as_cards(snap_compare: Any) -> None:
    """At 120×36 the trick is drawn with framed cards and the table spreads out."""
    app = make_app(follow_clubs())

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: my_turn(app))

    assert snap_compare(app, terminal_size=(120, 36), run_before=run_before)


def test_table_with_the_move_timer_counting_down(snap_compare: Any) -> None:
    """The 30 s move timer at your turn: 8 s left at the right of the status line, standing
    out (bold, reversed) in the last 10 seconds."""
    from hearts_tui.engine import Rules

    from .helpers import FakeClock

    fake = FakeClock()
    app = make_app(follow_clubs(Rules(move_timer=30)), clock=fake)

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: my_turn(app))
        app.table.move_timer.tick()
        fake.advance(22.0)
        app.table.move_timer.tick()  # (not waiting for its interval: the same every run)
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
