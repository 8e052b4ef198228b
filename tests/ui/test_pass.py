"""The pass: exactly three, the Pass button, the receiver named, no-pass hands, marks."""

from __future__ import annotations

from textual.widgets import Button

from hearts_tui.engine import Card, Game

from .helpers import (
    CODE,
    MemoryStore,
    click_card,
    looks,
    make_app,
    my_turn,
    play_my_card,
    settle,
    status,
)
from .positions import follow_clubs


def pass_button(app: object) -> Button:
    return app.table.query_one("#pass-button", Button)  # type: ignore[attr-defined]


async def test_pass_is_enabled_only_with_exactly_three_cards() -> None:
    """0, 1, 2 chosen: Pass disabled and p does nothing; 3: enabled; a 4th is refused."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert pass_button(app).disabled
        for _ in range(2):
            await pilot.press("enter", "right")
            assert pass_button(app).disabled
        await pilot.press("p")
        assert not app.game.has_passed(0)
        await pilot.press("enter", "right")
        assert not pass_button(app).disabled
        await pilot.press("enter")
        assert status(app) == "Three chosen already: unpick one first"
        assert len(app.table.selected) == 3
        await pilot.press("left", "enter")  # unpick the third
        assert pass_button(app).disabled
        await pilot.press("enter")
        assert not pass_button(app).disabled


async def test_the_pass_names_the_receiver_with_an_arrow() -> None:
    """Hand 1 passes left, to West, with a left arrow; hand 2 right, to East, →."""
    app = make_app()
    async with app.run_test(size=(80, 24)):
        label = str(app.table.query_one("#pass-label").content)  # type: ignore[attr-defined]
        assert label == "Pass 3 cards left to West ←"
    app = make_app(Game.from_hands([Game.new(CODE).hand(s) for s in range(4)], hand_number=2))
    async with app.run_test(size=(80, 24)):
        label = str(app.table.query_one("#pass-label").content)  # type: ignore[attr-defined]
        assert label == "Pass 3 cards right to East →"


async def test_mouse_picks_cards_and_the_button_passes_then_received_cards_are_marked() -> None:
    """Click three cards and Pass: the three received cards are marked until trick 1 ends."""
    app = make_app(confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for card in app.game.hand(0)[:3]:
            await click_card(pilot, card)
        await pilot.click("#pass-button")
        await settle(pilot, lambda: app.game.phase == "playing")
        received = set(app.game.received_cards(0))
        assert len(received) == 3
        marked = {card for card, look in looks(app).items() if look.received}
        assert marked == received
        while not app.game.tricks:
            await settle(pilot, lambda: my_turn(app) or bool(app.game.tricks))
            if my_turn(app):
                await play_my_card(pilot)
        await settle(pilot, lambda: bool(app.game.tricks))
        assert not any(look.received for look in looks(app).values())


async def test_a_no_pass_hand_says_so_and_play_goes_on() -> None:
    """Hand 4 has no pass: no pass panel, the status says so, the 2♣ holder has led."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert not app.table.query_one("#pass-panel").display
        assert status(app).startswith("No passing this hand.")
        assert app.game.trick[0] == (1, Card.parse("2C"))


async def test_the_pass_selection_is_saved_and_restored() -> None:
    """Each pick is saved in ui_state; an app given that ui_state shows the same picks."""
    store = MemoryStore()
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "right", "enter")
    picked = store.saves[-1][1]["selected"]
    assert picked == [c.code for c in Game.new(CODE).hand(0)[:2]]
    again = make_app(ui_state={"selected": picked})
    async with again.run_test(size=(80, 24)):
        assert [c.code for c in again.table.selected] == picked
        shown = {card for card, look in looks(again).items() if look.selected}
        assert {c.code for c in shown} == set(picked)
