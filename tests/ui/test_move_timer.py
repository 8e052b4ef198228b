"""The move timer at the table (SPEC §3b), on a fake clock: a countdown for your card or
your pass at the right of the status line; at zero the normal CPU's choice is made for you
and the status line says so; the time stands still while a dialog is open or the app is
not in focus; a new move, a new game and a restart start it full; it never fires twice,
never at a CPU's turn, never into another game."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui import ai
from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Card, Game, Rules

from .helpers import (
    CODE,
    FakeClock,
    HeldPlayer,
    MemoryStore,
    make_app,
    my_turn,
    pass_with_keys,
    settle,
    status,
)
from .positions import follow_clubs
from .storm import send_burst

TIMED = Rules(move_timer=30)


def countdown(app: HeartsApp) -> str:
    """The countdown as shown ("" while hidden)."""
    widget = app.table.query_one("#move-timer", Static)
    return str(widget.content) if widget.display else ""


async def tick(pilot: Pilot[Any]) -> None:
    """Let the app settle, then have the table look at the clock, as its interval does
    every ``TICK`` (called here so that a busy machine cannot skip it)."""
    app = pilot.app
    assert isinstance(app, HeartsApp)
    await pilot.pause()
    app.table.move_timer.tick()
    await pilot.pause()


async def test_the_table_looks_at_the_clock_by_itself() -> None:
    """The interval: with the time up, the card is played without anyone calling tick."""
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        # However late a busy machine runs the interval: no sleep bets on when it comes.
        await settle(pilot, lambda: countdown(app) == "Time 30 s")
        fake.advance(31.0)
        await settle(pilot, lambda: bool(app.game.tricks))
        assert len(app.game.hand(0)) == 12 and "played for you" in status(app)


def normal_choice(game: Game) -> Card:
    return ai.make_player("normal", game.cpu_seed(0)).choose_play(game.view(0))


async def test_the_countdown_runs_at_your_pass_and_the_normal_cpus_pass_is_made_at_zero() -> None:
    fake = FakeClock()
    app = make_app(Game.new(CODE, TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await tick(pilot)
        assert countdown(app) == "Time 30 s"
        fake.advance(12.5)
        await tick(pilot)
        assert countdown(app) == "Time 18 s"
        game = app.game
        expected = ai.make_player("normal", game.cpu_seed(0)).choose_pass(game.view(0))
        await pilot.press("enter")  # one card picked: the timer passes the CPU's three
        fake.advance(18.0)
        await tick(pilot)
        assert sorted(game.passed_cards(0)) == sorted(expected)
        assert app.table.selected == []
        names = " ".join(str(c) for c in sorted(expected))
        await settle(pilot, lambda: game.phase == "playing")
        # Said short in the one row beside the received cards; in full in the hand's log.
        assert f"Time: {names} passed." in status(app)
        assert f"Time: {names} passed for you." in app.table.hand_log.lines


async def test_at_zero_the_normal_cpus_card_is_played_for_you_and_said() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        game = app.game
        expected = normal_choice(game)
        await tick(pilot)
        assert countdown(app) == "Time 30 s"
        fake.advance(30.0)
        await tick(pilot)
        assert game.tricks[0].card_of(0) == expected
        assert f"Time: {expected} played for you." in status(app)
        # The note stays until your next card, the countdown shows only at your move.
        await settle(pilot, lambda: my_turn(app))
        assert f"Time: {expected} played for you." in status(app)
        await tick(pilot)
        assert countdown(app) == "Time 30 s"  # the next move: full time, fired once only


@pytest.mark.slow
async def test_nothing_is_timed_at_a_cpus_turn() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await tick(pilot)
        assert app.game.turn != 0 and countdown(app) == ""
        fake.advance(100.0)
        await tick(pilot)
        assert len(app.game.hand(0)) == 13  # nothing played for you
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        assert countdown(app) == "Time 30 s"  # the CPUs' time is not yours


async def test_a_dialog_stops_the_time_and_closing_it_runs_on_from_there() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(10.0)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await tick(pilot)
        fake.advance(600.0)  # ten minutes reading the help
        await tick(pilot)
        assert len(app.game.hand(0)) == 13  # not played behind the dialog
        await pilot.press("escape")
        await tick(pilot)
        assert countdown(app) == "Time 20 s"
        fake.advance(20.0)
        await tick(pilot)
        assert len(app.game.hand(0)) == 12


async def test_losing_the_terminals_focus_stops_the_time() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(5.0)
        app.post_message(events.AppBlur())
        await pilot.pause()
        assert countdown(app) == "Time 25 s, paused"
        fake.advance(300.0)
        await tick(pilot)
        assert len(app.game.hand(0)) == 13
        app.post_message(events.AppFocus())
        await pilot.pause()
        await tick(pilot)
        assert countdown(app) == "Time 25 s"


async def test_without_the_timer_there_is_no_countdown_and_nothing_is_played() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        fake.advance(1000.0)
        await tick(pilot)
        assert countdown(app) == "" and len(app.game.hand(0)) == 13


@pytest.mark.slow
async def test_a_key_in_the_same_tick_as_the_timeout_makes_one_move() -> None:
    """Enters queued when the time runs out: the timer's card is played, and the keys find
    the game moved on (it is not your turn): one card, not two.  (The slow pace keeps the
    CPUs from bringing your next turn before the keys are read.)"""
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake, confirm_move=False, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(30.0)
        send_burst(app, ["enter", "enter"])  # queued, not yet handled
        app.table.move_timer.tick()  # the time is up first
        await pilot.pause()
        game = app.game
        assert len(game.tricks) == 1 and len(game.tricks[0].cards) == 4
        assert len(game.hand(0)) == 12
        assert status(app) == "Not your turn"


@pytest.mark.slow
async def test_a_card_played_just_before_the_timeout_is_the_only_move() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake, confirm_move=False, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        hand = app.table.drawing.parts.hand
        chosen = hand.cards[hand.cursor]
        await pilot.press("enter")  # your card, then the time runs out in the same breath
        fake.advance(30.0)
        app.table.move_timer.tick()
        await pilot.pause()
        assert app.game.tricks[0].card_of(0) == chosen
        assert len(app.game.hand(0)) == 12
        assert "played for you" not in status(app)


async def test_a_new_game_starts_full_and_the_old_moves_time_never_reaches_it() -> None:
    fake = FakeClock()
    store = MemoryStore()
    app = make_app(follow_clubs(TIMED), clock=fake, store=store, rules=TIMED)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(29.0)
        old = app.game
        await pilot.press("n")  # "Put this game aside?": the time stands still meanwhile
        await pilot.pause()
        fake.advance(60.0)
        await tick(pilot)
        assert len(old.hand(0)) == 13
        await pilot.click("#yes")  # Put aside
        await settle(pilot, lambda: app.game is not old and not app.switch.rebuilding)
        await tick(pilot)
        assert app.game.phase == "passing" and not app.game.has_passed(0)
        assert countdown(app) == "Time 30 s"
        assert len(old.hand(0)) == 13  # the game put aside was never touched


async def test_a_restart_starts_the_timer_full() -> None:
    fake = FakeClock()
    store = MemoryStore()
    app = make_app(follow_clubs(TIMED), clock=fake, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(25.0)
        await tick(pilot)
        assert countdown(app) == "Time 5 s"
        await pilot.press("q")
    saved, ui_state = store.saves[-1]
    again = make_app(Game.from_json(saved), clock=fake, ui_state=ui_state)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(again))
        await tick(pilot)
        assert countdown(again) == "Time 30 s"


async def test_the_countdown_fits_beside_the_status_line_at_80x24() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(22.0)
        await tick(pilot)
        timer = app.table.query_one("#move-timer", Static)
        line = app.table.query_one("#status", Static)
        assert timer.region.right == 80 and timer.region.y == line.region.y
        assert timer.has_class("-low")  # 8 s left: it stands out
        assert countdown(app) == "Time 8 s"


def domino_void_in_clubs() -> Game:
    """Domino Hearts, hand 2 (West leads): West leads the 2♣, North and East follow; you hold
    no club, and the stock's top cards are the 3♦, then the 3♣."""
    hands = [
        ["4D", "5D", "6D", "7D", "8D", "9D"],
        ["2C", "TD", "JD", "QD", "KD", "AD"],
        ["5C", "6H", "7H", "8H", "9H", "TH"],
        ["6C", "JH", "QH", "KH", "AH", "2S"],
    ]
    dealt = {c for hand in hands for c in hand}
    deck = [f"{r}{s}" for s in "CDHS" for r in "23456789TJQKA"]
    rest = [code for code in deck if code not in dealt and code not in ("3D", "3C")]
    rules = Rules.domino(4, move_timer=30)
    return Game.from_hands(hands, rules, hand_number=2, code=CODE, stock=["3D", "3C", *rest])


@pytest.mark.slow
async def test_at_domino_hearts_the_timer_draws_what_you_owe_then_plays() -> None:
    fake = FakeClock()
    app = make_app(domino_void_in_clubs(), clock=fake, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        game = app.game
        assert game.must_draw
        await tick(pilot)
        assert countdown(app) == "Time 30 s"
        fake.advance(30.0)
        await tick(pilot)
        assert game.drawn[0] == 2
        assert game.tricks[0].card_of(0) == Card.parse("3C")
        assert "Time: 2 drawn and 3♣ played for you." in status(app)


async def test_a_new_game_with_more_seats_shows_the_countdown_on_its_new_table() -> None:
    """Five players rebuild the table (new widgets): the countdown is drawn on the new one."""
    fake = FakeClock()
    five = Rules(players=5, move_timer=30)
    app = make_app(Game.new(CODE, TIMED), clock=fake, rules=five)
    async with app.run_test(size=(80, 24)) as pilot:
        await tick(pilot)
        assert countdown(app) == "Time 30 s"
        await pilot.press("n")  # an untouched deal: replaced without asking
        await settle(pilot, lambda: app.game.players == 5 and not app.switch.rebuilding)
        await tick(pilot)
        assert countdown(app) == "Time 30 s"


async def test_at_cancellation_hearts_the_timer_leads_the_normal_cpus_card() -> None:
    """Two decks, seven players, your lead: at zero the normal CPU's card goes down."""
    fake = FakeClock()
    game = Game.new(CODE, Rules.cancellation(7, move_timer=30))
    app = make_app(game, clock=fake, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        expected = normal_choice(game)
        await tick(pilot)
        assert countdown(app) == "Time 30 s"
        fake.advance(30.0)
        await tick(pilot)
        assert game.trick[0] == (0, expected)
        assert len(game.hand(0)) == 13
        assert f"Time: {expected} played for you." in status(app)


@pytest.mark.slow
async def test_a_card_you_draw_is_part_of_your_move_and_its_time_runs_on() -> None:
    """Domino Hearts: drawing (d) does not start the countdown again; at zero the timer
    draws what you still owe and plays."""
    fake = FakeClock()
    app = make_app(domino_void_in_clubs(), clock=fake, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        game = app.game
        await tick(pilot)
        fake.advance(10.0)
        await pilot.press("d")  # the 3♦: still no club
        await tick(pilot)
        assert game.drawn[0] == 1 and game.must_draw
        assert countdown(app) == "Time 20 s"
        fake.advance(20.0)
        await tick(pilot)
        assert game.drawn[0] == 2
        assert game.tricks[0].card_of(0) == Card.parse("3C")
        assert "Time: 1 drawn and 3♣ played for you." in status(app)


async def test_the_note_of_a_card_played_for_you_goes_with_your_next_card() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await tick(pilot)
        fake.advance(30.0)
        await tick(pilot)
        await settle(pilot, lambda: my_turn(app) and len(app.game.hand(0)) == 12)
        assert "played for you" in status(app)
        await pilot.press("enter")
        await settle(pilot, lambda: len(app.game.hand(0)) == 11)
        assert "played for you" not in status(app)


async def test_nothing_is_timed_once_you_have_passed_while_the_cpus_pass() -> None:
    fake = FakeClock()
    HeldPlayer.go.clear()
    app = make_app(Game.new(CODE, TIMED), clock=fake, cpu=HeldPlayer)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            await tick(pilot)
            assert countdown(app) == "Time 30 s"
            await pass_with_keys(pilot)
            game = app.game
            assert game.phase == "passing" and game.has_passed(0)
            fake.advance(100.0)
            await tick(pilot)
            assert countdown(app) == "" and "passed for you" not in status(app)
        finally:
            HeldPlayer.go.set()
        await settle(pilot, lambda: game.phase == "playing")
