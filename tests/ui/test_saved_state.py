"""The table from a saved moment: a pass selection read back keeps only held cards, three at
most, each once; the last trick shown again closes with a click."""

from __future__ import annotations

from hearts_tui.app.screens.last_trick import LastTrickScreen
from hearts_tui.engine import CARDS, Game

from .helpers import CODE, make_app, my_turn, settle
from .positions import follow_clubs


async def test_a_saved_pass_selection_keeps_only_held_cards_three_at_most() -> None:
    hand = Game.new(CODE).hand(0)
    stranger = next(card for card in CARDS if card not in hand)
    selected = ["ZZ", stranger.code, hand[0].code, hand[0].code, 7, *(c.code for c in hand[1:4])]
    app = make_app(ui_state={"selected": selected})
    async with app.run_test(size=(80, 24)):
        assert app.table.selected == [hand[0], hand[1], hand[2]]


async def test_a_click_closes_the_last_trick() -> None:
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("enter")
        await settle(pilot, lambda: bool(app.game.tricks))
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LastTrickScreen)
        await pilot.click(offset=(40, 12))
        await pilot.pause()
        assert app.screen is app.table
