"""The House rules screen offers every table of the rule pages (SPEC §3b): Standard with 3
to 7 players, Domino Hearts (2–7), Cancellation Hearts (7–10), "Q♠ must go" and the move
timer; options a table fixes are disabled with the reason.  Driven at 80×24."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.engine import Rules, Variant

from .form_driver import click_button, click_row, shown_choices
from .host import Host

SIZE = (80, 24)


def explanation(screen: HouseRulesScreen, field: str) -> str:
    return screen.explanation(field)


def shown_players(screen: HouseRulesScreen) -> list[str]:
    """The numbers of players offered."""
    return shown_choices(screen.form, "players")


async def test_keyboard_chooses_domino_hearts_for_three_with_a_30_second_timer() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert screen.form.focused_key == "variant"
        await pilot.press("right")  # Standard → Domino
        assert "draw when you cannot follow" in explanation(screen, "variant")
        await pilot.press("down", "left")  # players: 4 → 3
        # The scoring is Domino's own: ↓ goes past it to the target, then the timer.
        await pilot.press("down")
        assert screen.form.focused_key == "target"
        await pilot.press("down", "right")  # the timer: off → 30 s
        await pilot.press("tab", "shift+tab")
        assert screen.form.focused_key == "move_timer"
        await click_button(pilot, screen.form, "apply")
    assert app.result == Rules.domino(3, move_timer=30)


@pytest.mark.slow
async def test_mouse_chooses_cancellation_hearts_for_nine_with_queen_must_go() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_row(pilot, screen.form, "variant", Variant.CANCELLATION)
        assert screen.rules.variant is Variant.CANCELLATION
        assert shown_players(screen) == ["7", "8", "9", "10"]
        await click_row(pilot, screen.form, "players", 9)
        assert "11 cards each from two decks, 5 face down" in explanation(screen, "players")
        await click_row(pilot, screen.form, "queen_must_go", True)
        await click_button(pilot, screen.form, "apply")
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
        short_deck = screen.form.row("short_deck")
        assert not short_deck.disabled
        assert shown_choices(screen.form, "short_deck")[0] == f"remove {removed}"
        await pilot.press("escape")
    assert app.result is None


async def test_domino_fixes_its_pass_lead_deal_and_points_and_says_why() -> None:
    screen = HouseRulesScreen(Rules.domino())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert shown_players(screen) == ["2", "3", "4", "5", "6", "7"]
        for field in ("pass_cycle", "first_lead", "short_deck", "scoring", "queen_must_go"):
            assert screen.form.row(field).disabled, field
            assert field not in screen.form.stop_keys(), field
        assert "Domino Hearts has no pass" in explanation(screen, "pass_cycle")
        assert "scores no Q♠" in explanation(screen, "queen_must_go")
        assert "left of the dealer leads" in explanation(screen, "first_lead")
        assert "the rest is the stock" in explanation(screen, "short_deck")
        assert "Q♠ scores nothing" in explanation(screen, "scoring")
        # The options that apply stay open.
        for field in ("move_timer", "moon", "target", "ties"):
            assert not screen.form.row(field).disabled, field


@pytest.mark.slow
async def test_back_to_standard_opens_the_options_again() -> None:
    screen = HouseRulesScreen(Rules.domino(2, move_timer=60))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("left")  # Domino → Standard
        assert not screen.form.row("pass_cycle").disabled
        assert not screen.form.row("scoring").disabled
        await click_button(pilot, screen.form, "apply")
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
        screen.form.changed("players", 3)  # type: ignore[misc]  # 3: not offered here
        await pilot.pause()
        assert "7 to 10 players at Cancellation Hearts" in explanation(screen, "players")
        assert screen.form.row("explain-players").look == "error"
        assert screen.form.value("players") == 8
        await click_button(pilot, screen.form, "apply")
    assert app.result == Rules.cancellation()


@pytest.mark.slow
async def test_every_option_is_reachable_at_80x24_and_apply_stays_in_view() -> None:
    screen = HouseRulesScreen(Rules(players=5))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        seen: list[str] = []
        for _ in range(20):
            focused = form.focused_key
            assert focused is not None
            row = form.focused_row
            assert row is not None and form.in_view(row), focused  # scrolled into view
            seen.append(focused)
            if focused == "apply":
                break
            await pilot.press("down")
        # One stop an option: the target's typed number is part of its row (issue 30 §3).
        assert seen[:5] == ["variant", "players", "scoring", "target", "move_timer"]
        assert {"queen_must_go", "short_deck"} <= set(seen)
        assert form.region.bottom <= SIZE[1]
