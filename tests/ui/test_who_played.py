"""Who played what: the card a CPU just played and the seat taking the trick as it closes
stand out for a moment (TrickView's class -fresh, reversed); a finished trick stays long
enough to read at every pace; at more seats each CPU card comes quicker, so that a round
waits as long as at four players."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from rich.console import Console
from rich.style import Style
from rich.text import Text

from hearts_tui.app.screens.table import flow
from hearts_tui.app.screens.table.flow import CARD_DELAY, TRICK_HOLD, card_delay, round_wait
from hearts_tui.app.widgets import trick as trick_module
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.store.settings import PACES

from .helpers import CODE, make_app, my_turn, settle
from .positions import follow_clubs

C = Card.parse


def style_of(app: Any, label: str) -> Style:
    """The style the trick draws ``label`` (a card, a name) in."""
    view = app.table.query_one(TrickView)
    drawn: Text = view.render()
    at = drawn.plain.index(label)
    return drawn.get_style_at_offset(Console(), at)


@pytest.mark.parametrize("pace", PACES)
def test_a_round_waits_as_long_at_any_number_of_seats_as_at_four(pace: str) -> None:
    four = round_wait(pace, 4)
    for players in range(3, 11):
        assert round_wait(pace, players) <= four + 1e-9
        if players >= 4:
            assert round_wait(pace, players) == pytest.approx(four)
    assert card_delay(pace, 3) == CARD_DELAY[pace]  # fewer seats: no slower per card


def test_a_finished_trick_stays_long_enough_to_read_at_every_pace_but_instant() -> None:
    assert all(TRICK_HOLD[pace] >= 1.0 for pace in PACES if pace != "instant")
    assert TRICK_HOLD["instant"] == 0


async def test_ten_seats_wait_a_third_of_a_card_each_at_the_normal_pace(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The delays the table asks for: each CPU card at ten players a third of four's."""
    asked: list[float] = []
    monkeypatch.setattr(
        flow.Flow, "_run_cpu", lambda self, kind, seats, serial, delay: asked.append(delay)
    )
    game = Game.new(CODE, Rules.cancellation(players=10))
    app = make_app(game, cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if game.turn == 0:  # you lead: play, and the first CPU is asked next
            game.play(game.legal_cards()[0], 0)
            app.table.after_action()
            await pilot.pause()
        assert asked == [pytest.approx(CARD_DELAY["normal"] / 3)]


def watch_moments(monkeypatch: pytest.MonkeyPatch, seconds: float) -> list[tuple[Any, ...]]:
    """The moments standing out shall last ``seconds``; returns what each show of the trick
    made stand out: (the card's seat, the taker's seat, the class -fresh on)."""
    monkeypatch.setattr(trick_module, "FRESH_SECONDS", seconds)
    seen: list[tuple[Any, ...]] = []
    stand_out = TrickView._stand_out

    def watched(view: TrickView, fresh: int | None, taker: int | None) -> None:
        stand_out(view, fresh, taker)
        seen.append((view._fresh, view._taker, view.has_class("-fresh")))

    monkeypatch.setattr(TrickView, "_stand_out", watched)
    return seen


async def test_the_card_a_cpu_just_played_stands_out(monkeypatch: pytest.MonkeyPatch) -> None:
    watch_moments(monkeypatch, 60)
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        # West 2♣, North 6♣, then East J♣: the J♣ is East's, just played.
        assert app.table.query_one(TrickView).has_class("-fresh")
        assert style_of(app, "J♣").reverse and not style_of(app, "6♣").reverse


async def test_the_card_stands_out_for_a_moment_only(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = watch_moments(monkeypatch, 0.2)
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert (3, None, True) in seen  # East's J♣, when it was played
        await asyncio.sleep(0.4)
        await pilot.pause()
        assert not app.table.query_one(TrickView).has_class("-fresh")
        assert not style_of(app, "J♣").reverse


async def test_the_seat_taking_the_trick_stands_out_as_it_closes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = watch_moments(monkeypatch, 60)
    app = make_app(follow_clubs(), confirm_move=False, pause_after_trick=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("slash", "9", "c", "enter")  # East's J♣ takes it
        await settle(pilot, lambda: app.table.aids.resume is not None)
        assert seen[-1] == (None, 3, True)  # your 9♣ came last: East's name stands out
        assert style_of(app, "East").reverse and not style_of(app, "West").reverse
        app.table.query_one(TrickView)._faded()  # the moment's end, without waiting for it
        await pilot.pause()
        assert not style_of(app, "East").reverse
