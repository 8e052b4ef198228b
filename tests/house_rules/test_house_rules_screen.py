"""The House rules screen, driven through its real keys and clicks at 80×24."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.house_rules import HouseRulesScreen, apply_preset
from hearts_tui.engine import MoonMode, PassCycle, Rules, Scoring, ShortDeck

from .form_driver import click_button, click_option, click_row
from .host import PENDING, Host

SIZE = (80, 24)
BLACK_MARIA_3_KITTY = Rules.preset(
    "black_maria", jack_of_diamonds=-10, players=3, short_deck="kitty"
)


def explanation(screen: HouseRulesScreen, field: str) -> str:
    return screen.explanation(field)


@pytest.mark.slow
async def test_keyboard_chooses_black_maria_jack_minus_ten_three_players_and_a_kitty() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.focused is screen.form and screen.form.focused_key == "variant"
        await pilot.press("down", "left")  # players: 4 → 3
        await pilot.press("down", "right")  # scoring: Standard → Black Maria
        # ↓ moves between options: target (one stop, its typed number in it), timer,
        # pass, Q♠ breaks, Q♠ must go, 1st trick, lead, moon, J♦.
        await pilot.press(*["down"] * 9)
        assert screen.form.focused_key == "jack_of_diamonds"
        await pilot.press("right")  # off → −10
        await pilot.press("down", "down", "right")  # ties, short deck: remove → kitty
        await pilot.press("down", "down", "down")  # Reset, Cancel, Apply
        assert screen.form.focused_key == "apply"
        await pilot.press("enter")
        await pilot.pause()
    assert app.result == BLACK_MARIA_3_KITTY


@pytest.mark.slow
async def test_mouse_chooses_black_maria_jack_minus_ten_three_players_and_a_kitty() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        await click_row(pilot, form, "players", 3)
        # The list opens below the control, one option a row: Standard, Black Maria, …
        await click_option(pilot, form, "scoring", Scoring.BLACK_MARIA)
        assert form.value("scoring") is Scoring.BLACK_MARIA
        await click_row(pilot, form, "jack_of_diamonds", -10)
        assert not form.row("short_deck").disabled  # 3 players: remove the 2♦ or a kitty
        await click_row(pilot, form, "short_deck", ShortDeck.KITTY)
        await click_button(pilot, form, "apply")
    assert app.result == BLACK_MARIA_3_KITTY


@pytest.mark.slow
async def test_cancel_and_escape_return_none() -> None:
    for how in ("click", "escape"):
        screen = HouseRulesScreen(Rules())
        app = Host(screen)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("right")  # a change that must be thrown away
            if how == "click":
                await click_button(pilot, screen.form, "cancel")
            else:
                await pilot.press("escape")
            await pilot.pause()
        assert app.result is None, how


@pytest.mark.slow
async def test_a_bad_target_is_refused_with_a_message_until_it_is_fixed() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        await click_row(pilot, form, "target", "typed")
        assert form.focused_key == "target"
        await pilot.press("7")
        await pilot.pause()
        assert "Type a whole number from 10 to 500" in explanation(screen, "target")
        await click_button(pilot, form, "apply")
        assert app.result is PENDING  # refused: the dialog stays
        assert app.screen is screen
        assert form.focused_key == "target"  # back on the number to fix
        await pilot.press("backspace", "7", "5")
        await pilot.pause()
        assert "Type a whole number" not in explanation(screen, "target")
        assert form.value("target") == 75  # neither 50 nor 100 pressed
        assert form.row("target").typed == "75"
        await click_button(pilot, form, "apply")
    assert app.result == Rules(target=75)


@pytest.mark.slow
async def test_target_choices_fill_the_field_and_typing_600_is_refused() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        await click_row(pilot, form, "target", 100)
        assert form.value("target") == 100 and screen.rules.target == 100
        await pilot.press("6", "0", "0")
        await pilot.pause()
        assert "from 10 to 500" in explanation(screen, "target")
        await pilot.press("escape")
    assert app.result is None


async def test_preset_sets_its_point_values_moon_label_and_passing() -> None:
    screen = HouseRulesScreen(Rules(target=100, jack_of_diamonds=-11))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "down")  # players, scoring
        await pilot.press("right", "right", "right")  # Greek Hearts
        await pilot.pause()
        form = screen.form
        assert "Q♠ 50" in explanation(screen, "scoring")
        assert form.value("moon") is MoonMode.OTHERS_PLUS
        assert "others +150" in form.row_text("moon")
        assert form.value("pass_cycle") is PassCycle.RIGHT
        await click_button(pilot, form, "apply")
    assert app.result == Rules.preset("greek", target=100, jack_of_diamonds=-11)


@pytest.mark.slow
async def test_reset_to_standard_returns_the_standard_table() -> None:
    screen = HouseRulesScreen(BLACK_MARIA_3_KITTY.replace(target=120, moon="off"))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        assert form.value("short_deck") is ShortDeck.KITTY
        assert form.row("target").typed == "120"
        await click_button(pilot, form, "reset")
        await pilot.press("y")  # the question before a reset
        await pilot.pause()
        assert form.value("target") == 50 and form.row("target").typed == ""
        assert form.value("players") == 4
        assert form.row("short_deck").disabled
        await click_button(pilot, form, "apply")
    assert app.result == Rules()


def test_apply_preset_keeps_the_players_options_and_passes_as_the_preset_says() -> None:
    mine = Rules(target=100, jack_of_diamonds=-10, players=5, moon=MoonMode.SHOOTER_MINUS)
    maria = apply_preset(mine, Scoring.BLACK_MARIA)
    assert maria == mine.replace(scoring="black_maria")
    greek = apply_preset(maria, Scoring.GREEK)
    assert greek.pass_cycle is PassCycle.RIGHT and greek.target == 100
    # Leaving Greek Hearts drops its passing; a pass cycle the player chose stays.
    assert apply_preset(greek, Scoring.SUPER).pass_cycle is PassCycle.STANDARD
    assert apply_preset(greek.replace(pass_cycle="left"), Scoring.SUPER).pass_cycle is (
        PassCycle.LEFT
    )
    assert (
        apply_preset(Rules(pass_cycle=PassCycle.OFF), Scoring.SPOT_HEARTS).pass_cycle
        is PassCycle.OFF
    )


async def test_ascii_suits_draw_no_suit_glyphs_anywhere_on_the_screen() -> None:
    rules = Rules.preset("black_maria", jack_of_diamonds=-10, players=5)
    screen = HouseRulesScreen(rules, ascii_suits=True)
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = screen.form.text()
        assert "QS breaks hearts" in shown and "3C leads" in shown and "remove 2D 2C" in shown
        assert "QS must go" in shown
        assert not set("♠♥♦♣") & set(shown)
