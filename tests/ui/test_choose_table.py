"""Each table of the rule pages chosen in the app (s → House rules… → Apply → New game) and
a game started at it, by keyboard and by mouse; and the reason a card is greyed under
"Q♠ must go" on the status line."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Card, Game, Rules, Variant

from ..house_rules.form_driver import click, click_row
from .helpers import MemoryStore, choose, looks, make_app, my_turn, settle, status

C = Card.parse

#: You: Q♠ 2♠ and eleven diamonds, no club.  West leads the 2♣; North follows with the 9♣
#: and East, void, throws the 4♠ (the test CPUs play their lowest card).
QUEEN_VOID_IN_CLUBS = [
    ["QS", "2S", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD"],
    ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "3S", "2H", "3H", "4H", "5H", "6H"],
    ["9C", "TC", "JC", "QC", "KC", "AC", "KS", "7H", "8H", "9H", "TH", "JH", "QH"],
    ["KD", "AD", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "AS", "KH", "AH"],
]


async def open_house_rules(pilot: Pilot[Any], app: HeartsApp) -> HouseRulesScreen:
    await pilot.press("s")
    assert isinstance(app.screen, SettingsScreen)
    await click(pilot, app.screen.form, "house-rules")
    await pilot.pause()
    assert isinstance(app.screen, HouseRulesScreen)
    return app.screen


async def new_game_from_the_drawer(pilot: Pilot[Any], app: HeartsApp) -> Game:
    """Apply was pressed: the drawer shows again; its New game deals the next game."""
    assert isinstance(app.screen, SettingsScreen)
    first = app.game
    await click(pilot, app.screen.form, "new-game")
    await settle(pilot, lambda: app.game is not first and app.screen is app.table)
    await settle(pilot, lambda: not app.switch.rebuilding)
    return app.game


@pytest.mark.slow
async def test_keyboard_chooses_six_players_and_a_game_is_dealt_for_six() -> None:
    app = make_app(store=MemoryStore())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await open_house_rules(pilot, app)
        await pilot.press("down", "right", "right")  # players: 4 → 5 → 6
        assert dialog.rules == Rules(players=6)
        await click(pilot, dialog.form, "apply")
        await pilot.pause()
        game = await new_game_from_the_drawer(pilot, app)
        assert game.rules == Rules(players=6)
        assert len(game.hand(0)) == 8 and game.table.deck.bit_count() == 48
        assert len(app.table.drawing.parts.seats) == 5


@pytest.mark.slow
async def test_mouse_chooses_queen_must_go_and_the_timer_and_the_game_keeps_them() -> None:
    app = make_app(store=MemoryStore())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await open_house_rules(pilot, app)
        await click_row(pilot, dialog.form, "queen_must_go", True)
        await click_row(pilot, dialog.form, "move_timer", 30)
        assert dialog.rules == Rules(queen_must_go=True, move_timer=30)
        await click(pilot, dialog.form, "apply")
        await pilot.pause()
        game = await new_game_from_the_drawer(pilot, app)
        assert game.rules == Rules(queen_must_go=True, move_timer=30)
        assert Game.new(game.code).rules == game.rules  # the code carries both


async def test_a_greyed_card_under_queen_must_go_says_why_and_the_queen_plays_at_once() -> None:
    rules = Rules(queen_must_go=True, points_on_first_trick=True)
    game = Game.from_hands(QUEEN_VOID_IN_CLUBS, rules, hand_number=4, code="K7QD-MR9S")
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.legal_cards() == [C("QS")]
        assert not looks(app)[C("2D")].playable and looks(app)[C("QS")].playable
        await choose(pilot, C("2D"))
        assert status(app) == "2♦: you must shed the Q♠ now"
        assert app.table.raised is None
        await choose(pilot, C("QS"))  # raised first, like any card (confirm move)
        assert app.table.raised == C("QS")
        await choose(pilot, C("QS"))
        assert app.game.tricks[0].card_of(0) == C("QS")


@pytest.mark.slow
async def test_keyboard_chooses_domino_hearts_for_three_and_a_domino_game_is_dealt() -> None:
    app = make_app(store=MemoryStore())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await open_house_rules(pilot, app)
        await pilot.press("right")  # Standard → Domino
        await pilot.press("down", "left")  # players: 4 → 3
        assert dialog.rules == Rules.domino(3)
        await click(pilot, dialog.form, "apply")
        await pilot.pause()
        game = await new_game_from_the_drawer(pilot, app)
        assert game.rules == Rules.domino(3)
        assert [len(game.hand(s)) for s in range(3)] == [6, 6, 6]
        assert game.stock_size == 34 and game.phase == "playing" and game.turn == 0
        top = app.table.drawing.parts.top.render().plain
        # The table's name, the stock and the players (the target gives way at 80).
        assert "Hand 1 · Domino Hearts · stock 34 · 3 players" in top


async def test_a_table_the_engine_cannot_deal_keeps_the_game_and_says_why(
    monkeypatch: Any,
) -> None:
    """New game with rules the engine refuses to deal (as it refused Cancellation Hearts
    before its hand state landed): the game on the table stays, and a notice says why."""
    from hearts_tui.app import game_switch

    def refuse(code: str | None = None, rules: Rules | None = None) -> Game:
        raise ValueError("cancellation hearts cannot be dealt yet")

    app = make_app(store=MemoryStore(), rules=Rules.cancellation())
    async with app.run_test(size=(80, 24)) as pilot:
        first = app.game
        monkeypatch.setattr(game_switch.Game, "new", refuse)
        await pilot.press("n")
        await pilot.pause()
        assert app.game is first and app.screen is app.table
        notes = [n.message for n in app._notifications]
        assert "No new game: cancellation hearts cannot be dealt yet" in notes


@pytest.mark.slow
async def test_mouse_chooses_cancellation_hearts_for_nine_and_a_two_deck_game_is_dealt() -> None:
    app = make_app(store=MemoryStore())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await open_house_rules(pilot, app)
        await click_row(pilot, dialog.form, "variant", Variant.CANCELLATION)
        await click_row(pilot, dialog.form, "players", 9)
        assert dialog.rules == Rules.cancellation(9)
        await click(pilot, dialog.form, "apply")
        await pilot.pause()
        game = await new_game_from_the_drawer(pilot, app)
        assert game.rules == Rules.cancellation(9)
        assert [len(game.hand(s)) for s in range(9)] == [11] * 9  # 104 cards, 5 face down
        assert game.phase == "playing" and game.turn == 0
        assert len(app.table.drawing.parts.seats) == 8
