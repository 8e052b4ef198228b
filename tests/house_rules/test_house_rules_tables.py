"""The House rules screen offers every table of the rule pages (SPEC §3b): Standard with 3
to 7 players, Domino Hearts (2–7), Cancellation Hearts (7–10), "Q♠ must go" and the move
timer; options a table fixes are disabled with the reason.  Driven at 80×24."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.widgets.form import ChoiceSet, FormSelect
from hearts_tui.engine import Rules, Variant

from .host import Host

SIZE = (80, 24)


async def click(pilot: Pilot[None], widget: Widget) -> None:
    """Scroll ``widget`` into view and click it."""
    widget.scroll_visible(animate=False)
    await pilot.pause()
    await pilot.click(widget)
    await pilot.pause()


def explanation(screen: HouseRulesScreen, field: str) -> str:
    return str(screen.query_one(f"#explain-{field}", Static).render())


def shown_players(screen: HouseRulesScreen) -> list[str]:
    """The numbers of players offered: the buttons that are shown."""
    players = screen.query_one("#players", ChoiceSet)
    return [str(button.label) for button in players.buttons if button.display]


async def test_keyboard_chooses_domino_hearts_for_three_with_a_30_second_timer() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.focused is screen.query_one("#variant")
        await pilot.press("right")  # Standard → Domino
        assert "draw when you cannot follow" in explanation(screen, "variant")
        await pilot.press("down", "left")  # players: 4 → 3
        # The scoring is Domino's own: ↓ goes past it to the target, its field, the timer.
        await pilot.press("down")
        assert app.focused is screen.query_one("#target")
        await pilot.press("down", "down", "right")  # the timer: off → 30 s
        await pilot.press("tab", "shift+tab")
        assert app.focused is screen.query_one("#move_timer")
        await click(pilot, screen.query_one("#apply"))
    assert app.result == Rules.domino(3, move_timer=30)


@pytest.mark.slow
async def test_mouse_chooses_cancellation_hearts_for_nine_with_queen_must_go() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click(pilot, screen.query_one("#variant", ChoiceSet).buttons[2])
        assert screen.rules.variant is Variant.CANCELLATION
        assert shown_players(screen) == ["7", "8", "9", "10"]
        players = screen.query_one("#players", ChoiceSet)
        await click(pilot, players.buttons[players.values.index(9)])
        assert "11 cards each from two decks, 5 face down" in explanation(screen, "players")
        await click(pilot, screen.query_one("#queen_must_go", ChoiceSet).buttons[1])
        await click(pilot, screen.query_one("#apply"))
    assert app.result == Rules.cancellation(9, queen_must_go=True)


@pytest.mark.parametrize("players", [6, 7])
@pytest.mark.slow
async def test_standard_table_seats_six_or_seven_with_a_short_deck(players: int) -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert shown_players(screen) == ["3", "4", "5", "6", "7"]
        await pilot.press("down", *["right"] * (players - 4))
        removed = "2♦ 3♦ 3♣ 4♣" if players == 6 else "2♦ 3♦ 3♣"
        short_deck = screen.query_one("#short_deck", ChoiceSet)
        assert not short_deck.disabled
        assert str(short_deck.buttons[0].label) == f"remove {removed}"
        await pilot.press("escape")
    assert app.result is None


async def test_domino_fixes_its_pass_lead_deal_and_points_and_says_why() -> None:
    screen = HouseRulesScreen(Rules.domino())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert shown_players(screen) == ["2", "3", "4", "5", "6", "7"]
        for field in ("pass_cycle", "first_lead", "short_deck", "scoring", "queen_must_go"):
            assert screen.query_one(f"#{field}").disabled, field
            assert screen.query_one(f"#option-{field}").has_class("-fixed"), field
        assert "Domino Hearts has no pass" in explanation(screen, "pass_cycle")
        assert "scores no Q♠" in explanation(screen, "queen_must_go")
        assert "left of the dealer leads" in explanation(screen, "first_lead")
        assert "the rest is the stock" in explanation(screen, "short_deck")
        assert "Q♠ scores nothing" in explanation(screen, "scoring")
        # The options that apply stay open.
        for field in ("move_timer", "moon", "target", "ties"):
            assert not screen.query_one(f"#{field}").disabled, field


@pytest.mark.slow
async def test_back_to_standard_opens_the_options_again() -> None:
    screen = HouseRulesScreen(Rules.domino(2, move_timer=60))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("left")  # Domino → Standard
        assert not screen.query_one("#pass_cycle", FormSelect).disabled
        assert not screen.query_one("#scoring", FormSelect).disabled
        await click(pilot, screen.query_one("#apply"))
    # 2 players is Domino's alone: the Standard table's 4 instead; the timer is kept.
    assert app.result == Rules(move_timer=60)


@pytest.mark.slow
async def test_a_value_the_engine_refuses_shows_its_reason_and_is_not_taken() -> None:
    """The dialog offers only what the engine takes; should a refused value reach it
    anyway, the engine's words say what is allowed and the rules stay as they were."""
    screen = HouseRulesScreen(Rules.cancellation())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen.query_one("#players", ChoiceSet).buttons[1].value = True  # 3: hidden here
        await pilot.pause()
        assert "7 to 10 players at Cancellation Hearts" in explanation(screen, "players")
        assert screen.query_one("#explain-players").has_class("-error")
        assert screen.query_one("#players", ChoiceSet).value == 8
        await click(pilot, screen.query_one("#apply"))
    assert app.result == Rules.cancellation()


@pytest.mark.slow
async def test_every_option_is_reachable_at_80x24_and_apply_stays_in_view() -> None:
    screen = HouseRulesScreen(Rules(players=5))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        seen: list[str] = []
        for _ in range(20):
            focused = app.focused
            assert focused is not None and focused.region.height > 0  # scrolled into view
            seen.append(str(focused.id))
            if focused.id == "apply":
                break
            await pilot.press("down")
        assert seen[:6] == ["variant", "players", "scoring", "target", "target-input", "move_timer"]
        assert {"queen_must_go", "short_deck"} <= set(seen)
        assert screen.query_one("#apply").region.bottom <= SIZE[1]
