"""Typing a card (``/``): the card field in the status row raises, plays or picks the card
named, refuses what you do not hold or may not play in the table's words, completes with
Tab and closes with Esc; letters type only inside it.  At 80x24."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot

from hearts_tui.app.screens.tracker import TrackerScreen
from hearts_tui.app.widgets.card_field import HELP, CardField
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import CARDS, Card, Game, Rules
from hearts_tui.words.help_text import keys_markdown

from .helpers import CODE, HeldPlayer, make_app, my_turn, settle, status
from .positions import follow_clubs

C = Card.parse


def field(app: Any) -> CardField:
    return app.table.query_one(CardField)  # type: ignore[no-any-return]


async def type_keys(pilot: Pilot[Any], text: str) -> None:
    """Type ``text`` one key at a time (a space as ``space``)."""
    for character in text:
        await pilot.press("space" if character == " " else character)


async def burst(pilot: Pilot[Any], *keys: str) -> None:
    """Keys that arrive at once, as from a fast typist or a paste: all queued before the
    app reads the first."""
    characters = {"slash": "/", "space": " ", "enter": "\r", "escape": "\x1b", "tab": "\t"}
    for key in keys:
        pilot.app.post_message(events.Key(key, characters.get(key, key)))
    for _ in range(6):
        await pilot.pause()


async def at_my_turn(pilot: Pilot[Any]) -> None:
    await settle(pilot, lambda: my_turn(pilot.app))  # type: ignore[arg-type]


async def test_slash_opens_the_field_in_the_status_row_and_esc_closes_it() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert not field(app).is_open
        await pilot.press("slash")
        assert field(app).is_open and not app.table.query_one("#status").display
        assert field(app).region.y == 22  # the status row: the table's rows stay put
        assert field(app).note == HELP
        await pilot.press("escape")
        assert not field(app).is_open and app.table.query_one("#status").display


async def test_the_pass_takes_several_typed_cards_at_once() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.game.hand(0)
        chosen = [hand[0], hand[5], hand[-1]]
        await pilot.press("slash")
        await type_keys(pilot, " ".join(card.code.lower() for card in chosen))
        await pilot.press("enter")
        assert sorted(app.table.selected) == sorted(chosen)
        assert not field(app).is_open
        await pilot.press("p")
        assert app.game.has_passed(0)


async def test_a_card_typed_in_play_is_raised_and_enter_plays_it() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash", "9", "c", "enter")
        assert app.table.raised == C("9C")
        assert "Press again to play it" in status(app)
        await pilot.press("enter")
        assert C("9C") not in app.game.hand(0)


async def test_with_confirm_move_off_a_typed_card_is_played_at_once() -> None:
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash")
        await type_keys(pilot, "five of clubs")
        await pilot.press("enter")
        assert C("5C") not in app.game.hand(0)


async def test_a_card_you_may_not_play_or_do_not_hold_says_why_and_the_field_stays() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash", "q", "s", "enter")
        # The words beside a greyed card: Game.why_illegal.
        assert field(app).note == f"Q♠: {app.game.why_illegal(C('QS'), 0)}"
        assert field(app).note == "Q♠: Follow suit: you have ♣"
        await pilot.press("ctrl+u", "k", "d", "enter")
        assert field(app).note == "You do not hold K♦"
        await pilot.press("ctrl+u", "q", "x", "enter")
        assert field(app).note == "'qx' is not a card: try qs, 10h or 2c"
        assert field(app).is_open and len(app.game.hand(0)) == 13 and app.table.raised is None


async def test_letters_type_in_the_field_and_keep_their_keys_outside_it() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash", "q", "k")
        assert field(app).text == "qk" and app.is_running and app.screen is app.table
        await pilot.press("escape", "k")
        assert isinstance(app.screen, TrackerScreen)


async def test_tab_completes_to_a_held_card_and_again_to_the_next() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash", "q", "tab")
        assert field(app).text == "qs"
        await pilot.press("ctrl+u", "5", "tab")
        assert field(app).text == "5c" and field(app).note == "Tab: 5c 5h"
        await pilot.press("tab")
        assert field(app).text == "5h"
        await pilot.press("ctrl+u", "k", "tab")
        assert field(app).text == "k" and field(app).note == "No card you hold begins 'k'"


async def test_keys_typed_at_once_are_read_in_order() -> None:
    """ "/qs" in one burst types the q (no quit); "/9c⏎⏎" raises the 9♣ and plays it."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await burst(pilot, "slash", "q", "x", "enter", "escape")
        assert app.is_running and not field(app).is_open
        await burst(pilot, "slash", "9", "c", "enter", "enter")
        assert C("9C") not in app.game.hand(0)


async def test_the_key_bar_and_help_show_the_card_field() -> None:
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)):
        shown = app.table.query_one(KeyBar).drawn
        assert ("/", "Type") in [(key.key, key.label) for key in shown]
    assert "| / | type a card: `qs`, `10h`" in keys_markdown(Rules())
    assert "`/2c 3h kd`" in keys_markdown(Rules())


async def test_tab_offers_the_cards_you_may_play_first() -> None:
    """Following clubs: Tab on an empty field gives 5♣ then 9♣ before any other card."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await at_my_turn(pilot)
        await pilot.press("slash", "tab")
        assert field(app).text == "5c"
        await pilot.press("tab")
        assert field(app).text == "9c"
        await pilot.press("ctrl+u", "slash")  # "/" again on the empty field: still empty
        assert field(app).text == "" and field(app).is_open


async def test_tab_in_the_pass_offers_the_cards_not_named_yet() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("slash", "tab", "space", "tab", "space", "tab", "enter")
        assert sorted(app.table.selected) == sorted(app.game.hand(0))[:3]


async def paste(pilot: Pilot[Any], text: str) -> None:
    """Paste ``text`` (a terminal's bracketed paste: one event)."""
    pilot.app.screen.post_message(events.Paste(text))
    await pilot.pause()


async def test_in_the_pass_the_field_refuses_four_cards_one_not_held_and_a_late_pass() -> None:
    HeldPlayer.go.clear()
    app = make_app(cpu=HeldPlayer)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            hand = app.game.hand(0)
            missing = next(card for card in CARDS if card not in hand)
            await pilot.press("slash")
            await paste(pilot, " ".join(card.code.lower() for card in hand[:4]))
            await pilot.press("enter")
            assert field(app).note == "Three cards to pass: you typed 4"
            await pilot.press("ctrl+u")
            await paste(pilot, f"{hand[0].code}\n{missing.code}")  # one line in the field
            await pilot.press("enter")
            assert field(app).note == f"You do not hold {missing}"
            assert field(app).is_open and app.table.selected == []
            await pilot.press("ctrl+u")
            await paste(pilot, " ".join(card.code for card in hand[:3]))
            await pilot.press("enter", "p")  # passed; the CPUs' passes held
            assert app.game.has_passed(0) and app.game.phase == "passing"
            await pilot.press("p")
            assert status(app) == "Passed already: waiting for the others…"
            await pilot.press("slash")
            await paste(pilot, hand[5].code)
            await pilot.press("enter")
            assert field(app).note == "Passed already: waiting for the others…"
        finally:
            HeldPlayer.go.set()


async def test_in_play_the_field_refuses_a_card_out_of_turn_and_two_cards() -> None:
    HeldPlayer.go.clear()
    app = make_app(follow_clubs(), cpu=HeldPlayer)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            assert app.game.turn == 1  # West holds the 2♣, its CPU held
            await pilot.press("slash", "9", "c", "enter")
            assert field(app).note == "Not your turn"
            await pilot.press("escape")
        finally:
            HeldPlayer.go.set()
        await at_my_turn(pilot)
        await pilot.press("slash", "5", "c", "space", "9", "c", "enter")
        assert field(app).note == "One card to play: you typed 2"
        assert len(app.game.hand(0)) == 13


async def test_ctrl_w_erases_the_last_word_typed() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("slash")
        await paste(pilot, "qs 10h")
        await pilot.press("ctrl+w")
        assert field(app).text == "qs "
        await pilot.press("ctrl+w")
        assert field(app).text == ""


@pytest.mark.parametrize("text", [",", "and", ", ,"])
@pytest.mark.parametrize("moment", ["pass", "play"])
async def test_a_field_naming_no_card_says_so_and_the_game_goes_on(text: str, moment: str) -> None:
    """A storm in the Russian layout typed «,» (the key of ?) and Enter in the field: the
    words between cards alone name no card, and the table crashed (IndexError)."""
    app = make_app(Game.new(CODE) if moment == "pass" else follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        if moment == "play":
            await at_my_turn(pilot)
        await pilot.press("slash")
        await type_keys(pilot, text)
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and field(app).is_open
        assert "is not a card" in app.table.query_one(CardField).render().plain
