"""Less waiting, less clicking (issue 10 §6): an only card played for you, a pause after each
trick, the leader of the trick marked, "Finish the hand" on ``f``, the two new settings."""

from __future__ import annotations

from typing import Any

import pytest
from textual.content import Content
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Card, Game, Rules

from ..house_rules.form_driver import click
from .helpers import HeldPlayer, make_app, my_turn, play_my_card, settle, status
from .positions import EAST_SHOOTS, HANDS, follow_clubs

#: ``HANDS`` with your 5♣ and West's 5♦ swapped: in trick 1 your only club is the 9♣.
ONE_CLUB = [
    ["9C", "4D", "5D", "6D", "8D", "TD", "2H", "3H", "4H", "5H", "6H", "QS", "AS"],
    ["2C", "3C", "4C", "5C", "2D", "3D", "7D", "9D", "7H", "8H", "9H", "2S", "3S"],
    HANDS[2],
    HANDS[3],
]

#: You hold A K Q of every suit and the J♥ (the East of ``EAST_SHOOTS``); North leads the
#: 2♣ and you win trick 1 with a top club, then lead with every top card.
YOU_HOLD_THE_TOPS = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]


def _game(hands: list[list[str]]) -> Game:
    return Game.from_hands(hands, hand_number=4, code="K7QD-MR9S")


def _keys(app: HeartsApp) -> str:
    return Content.from_markup(str(app.table.query_one(KeyBar).content)).plain


async def _click_key(pilot: Pilot[Any], label: str) -> None:
    app = pilot.app
    assert isinstance(app, HeartsApp)
    await pilot.click(KeyBar, offset=(2 + _keys(app).index(label), 0))


def _trick_text(app: HeartsApp) -> str:
    return app.table.query_one(TrickView).render().plain


# -- an only card ----------------------------------------------------------------------------


async def test_an_only_legal_card_is_played_for_you_and_the_status_line_says_so() -> None:
    app = make_app(_game(ONE_CLUB), play_only_card=True, cpu_pace="fast")
    async with app.run_test(size=(80, 24)) as pilot:
        # Trick 1: your only club goes by itself, said while its trick is on the table.
        await settle(pilot, lambda: bool(app.game.tricks))
        assert app.game.tricks[0].card_of(0) == Card.parse("9C")
        assert "Your only legal card, 9♣, was played for you." in status(app)
        # Next you have a choice of spades: by then it is news of a trick gone by (issue
        # 30 §5), kept in the hand's log (l).
        await settle(pilot, lambda: my_turn(app))
        assert "was played for you" not in status(app)
        assert "Your only legal card, 9♣, was played for you." in app.table.hand_log.lines
        await play_my_card(pilot)
        assert "was played for you" not in status(app)


async def test_without_the_setting_an_only_card_waits_for_you() -> None:
    app = make_app(_game(ONE_CLUB))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.legal_cards() == [Card.parse("9C")] and not app.game.tricks


async def test_with_a_choice_of_cards_nothing_is_played_for_you() -> None:
    app = make_app(follow_clubs(), play_only_card=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert len(app.game.legal_cards()) == 2 and len(app.game.trick) == 3


# -- the leader marked, the finished trick shown --------------------------------------------


async def test_the_seat_that_led_the_trick_is_marked_in_words() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        text = _trick_text(app)
        assert "West (led)" in text and "East (led)" not in text


async def test_at_the_instant_pace_your_won_trick_stays_until_you_lead() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)  # your lowest club, the Q♣, wins trick 1
        await settle(pilot, lambda: my_turn(app))
        text = _trick_text(app)
        assert "You take the trick" in text
        assert all(card.label() in text for _, card in app.game.tricks[0].cards)
        assert "North (led)" in text


async def test_at_the_instant_pace_the_next_trick_still_names_who_took_the_last() -> None:
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)  # East takes trick 1 and leads trick 2 at once
        await settle(pilot, lambda: my_turn(app))
        assert len(app.game.trick) == 1
        assert "Trick 2 · last trick: East, no points" in _trick_text(app)


# -- wait for a key after each trick ----------------------------------------------------------


async def test_wait_for_a_key_holds_each_trick_until_enter() -> None:
    app = make_app(follow_clubs(), confirm_move=False, pause_after_trick=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)  # your 5♣ ends trick 1; East won and leads next
        await settle(pilot, lambda: len(app.game.tricks) == 1)  # however slow the machine
        for _ in range(20):  # time for East to lead, were the trick not held
            await app.workers.wait_for_complete()
            await pilot.pause()
        assert len(app.game.tricks) == 1 and not app.game.trick
        assert status(app) == "Press Enter for the next trick"
        assert "East takes the trick" in _trick_text(app)
        assert "⏎ Next trick" in _keys(app)
        await pilot.press("enter")
        await settle(pilot, lambda: my_turn(app))
        assert len(app.game.trick) == 1  # East led trick 2 once you pressed Enter


@pytest.mark.parametrize("go_on", ["key bar", "trick"])
async def test_the_mouse_goes_on_after_a_held_trick_from_the_key_bar_or_the_trick(
    go_on: str,
) -> None:
    app = make_app(follow_clubs(), confirm_move=False, pause_after_trick=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: status(app) == "Press Enter for the next trick")
        if go_on == "key bar":
            await _click_key(pilot, "⏎ Next trick")
        else:
            await pilot.click(TrickView)
        await settle(pilot, lambda: my_turn(app))
        assert len(app.game.tricks) == 1 and len(app.game.trick) == 1


@pytest.mark.slow
async def test_the_last_trick_is_held_too_before_the_hand_summary() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False, pause_after_trick=True)
    async with app.run_test(size=(80, 24)) as pilot:
        while len(app.game.tricks) < 13:
            await settle(
                pilot,
                lambda: my_turn(app) or status(app) == "Press Enter for the next trick",
            )
            if my_turn(app):
                await play_my_card(pilot)
        await settle(pilot, lambda: status(app) == "Press Enter for the next trick")
        assert app.screen is app.table and app.game.phase == "hand_over"
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))


# -- finish the hand ------------------------------------------------------------------------


@pytest.mark.slow
async def test_f_finishes_a_decided_hand_and_the_hand_summary_follows() -> None:
    """You lead with every top card: ``f`` asks, says how your cards are played, then plays
    the remaining 12 tricks at once; you took every trick (a moon shot)."""
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert "f Finish" not in _keys(app)  # trick 1: North led, the trick is open
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        assert "f Finish" in _keys(app)
        await pilot.press("f")
        assert isinstance(app.screen, ConfirmScreen)
        detail = str(app.screen.query_one("#detail", Static).content)
        assert "normal CPU" in detail
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        assert len(app.game.tricks) == 13
        assert all(record.winner == 0 for record in app.game.tricks)
        assert app.game.moon_shooter == 0


@pytest.mark.slow
async def test_the_mouse_finishes_the_hand_from_the_key_bar_and_the_yes_button() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await _click_key(pilot, "f Finish")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.click("#yes")
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        assert len(app.game.tricks) == 13


async def test_play_on_keeps_the_hand_in_your_hands() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("f")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.table and my_turn(app) and len(app.game.tricks) == 1


async def test_f_says_no_while_the_rest_can_still_change_a_score() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert "f Finish" not in _keys(app)
        await pilot.press("f")
        assert app.screen is app.table
        assert status(app) == "The rest of this hand can still change the scores: play on"


# -- the settings -----------------------------------------------------------------------------


async def test_the_drawer_switches_both_aids_and_still_fits_at_80x24() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.form
        assert form.region.bottom <= 24 and form.region.right <= 80
        assert form.in_view("buttons") and form.in_view("only-card") and form.in_view("pause")
        assert len(form.row_text("pause")) <= form.content_size.width
        await click(pilot, form, "only-card")  # the mouse
        form.focus_stop("pause")
        await pilot.press("space")  # the keys
        await pilot.pause()
        assert app.settings.play_only_card and app.settings.pause_after_trick
        assert form.row("only-card").name == "Play an only card for me: on"
        assert form.row("pause").name == "Wait for a key after a trick: on"
        await click(pilot, form, "close")
        await pilot.pause()
        assert app.screen is app.table


async def test_a_long_leader_mark_stays_on_its_line_beside_the_tracker_panel() -> None:
    """Five players, East leads the 2♣, the tracker panel narrows the trick: "East (led)"
    is kept whole next to the card instead of wrapping."""
    app = make_app(Game.new("K7QD-MR9S", Rules(players=5, short_deck="kitty", pass_cycle="off")))
    async with app.run_test(size=(111, 30)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.trick[0][0] == 4
        await pilot.press("k")
        await pilot.pause()
        lines = _trick_text(app).splitlines()
        assert any("2♣" in line and "East (led)" in line for line in lines)
        width = app.table.query_one(TrickView).size.width
        assert all(len(line) <= width for line in lines)


@pytest.mark.slow  # about half a second of CPU: the finish plays the hand out on release
async def test_while_the_hand_is_finished_for_you_your_keys_say_so() -> None:
    """The CPUs held mid-finish: a card, a draw, a take-back and a typed card are refused,
    each saying the hand is being finished; then the finish goes on."""
    game = _game(YOU_HOLD_THE_TOPS)
    while not game.tricks:  # trick 1 in the engine: you win it and lead
        game.play(game.legal_cards()[0])
    HeldPlayer.go.clear()
    app = make_app(game, cpu=HeldPlayer, confirm_move=False, allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            assert my_turn(app)
            await pilot.press("f", "y")
            await settle(pilot, lambda: app.game.turn == 1)  # your lead played; West held
            assert app.table.aids.finishing
            await pilot.press("enter")
            assert status(app) == "Finishing the hand…"
            await pilot.press("d")
            assert status(app) == "Finishing the hand…"
            await pilot.press("z")
            assert status(app) == "The hand is being finished: nothing can be taken back now"
            await pilot.press("slash", "a", "s", "enter")
            field = app.table.drawing.parts.card_field
            assert field.note == "Finishing the hand…"
            await pilot.press("escape")
        finally:
            HeldPlayer.go.set()
        await settle(pilot, lambda: len(app.game.tricks) >= 2)  # the finish goes on
