"""The House rules screen, driven through its real keys and clicks at 80×24."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, Input, RadioButton, Select, Static

from hearts_tui.app.screens.house_rules import HouseRulesScreen, apply_preset
from hearts_tui.app.widgets.form import ChoiceSet, FormSelect
from hearts_tui.engine import MoonMode, PassCycle, Rules, Scoring, ShortDeck

from .host import PENDING, Host

SIZE = (80, 24)
BLACK_MARIA_3_KITTY = Rules.preset(
    "black_maria", jack_of_diamonds=-10, players=3, short_deck="kitty"
)


async def click(pilot: Pilot[None], widget: Widget) -> None:
    """Scroll ``widget`` into view and click it.

    The scroll is made at once (a deferred one runs after a refresh that a slow machine may
    not have made before the click is aimed); the pause then lays the screen out anew.
    """
    widget.scroll_visible(animate=False, immediate=True)
    await pilot.pause()
    await pilot.click(widget)
    await pilot.pause()


def explanation(screen: HouseRulesScreen, field: str) -> str:
    return str(screen.query_one(f"#explain-{field}", Static).render())


@pytest.mark.slow
async def test_keyboard_chooses_black_maria_jack_minus_ten_three_players_and_a_kitty() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.focused is screen.query_one("#variant")
        await pilot.press("down", "left")  # players: 4 → 3
        await pilot.press("down", "right")  # scoring: Standard → Black Maria
        # ↓ moves between options: target, its field, timer, pass, Q♠ breaks, Q♠ must go,
        # 1st trick, lead, moon, J♦.
        await pilot.press(*["down"] * 10)
        assert app.focused is screen.query_one("#jack_of_diamonds")
        await pilot.press("right")  # off → −10
        await pilot.press("down", "down", "right")  # ties, short deck: remove → kitty
        await pilot.press("down", "down", "down")  # Reset, Cancel, Apply
        assert app.focused is screen.query_one("#apply")
        await pilot.press("enter")
        await pilot.pause()
    assert app.result == BLACK_MARIA_3_KITTY


@pytest.mark.slow
async def test_mouse_chooses_black_maria_jack_minus_ten_three_players_and_a_kitty() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click(pilot, screen.query_one("#players", ChoiceSet).buttons[1])  # 3
        preset = screen.query_one("#scoring", FormSelect)
        await click(pilot, preset)  # opens the list
        assert preset.expanded
        # The list opens below the control, one option a row: Standard, Black Maria, …
        await pilot.click(preset, offset=(2, 2))
        await pilot.pause()
        assert preset.value is Scoring.BLACK_MARIA
        await click(pilot, screen.query_one("#jack_of_diamonds", ChoiceSet).buttons[1])
        short_deck = screen.query_one("#short_deck", ChoiceSet)
        assert not short_deck.disabled  # 3 players: remove the 2♦ or a kitty
        await click(pilot, short_deck.buttons[1])
        await click(pilot, screen.query_one("#apply"))
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
                await click(pilot, screen.query_one("#cancel"))
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
        field = screen.query_one("#target-input", Input)
        await click(pilot, field)
        await pilot.press("end", "backspace", "backspace", "7")
        await pilot.pause()
        assert "Type a whole number from 10 to 500" in explanation(screen, "target")
        apply = screen.query_one("#apply", Button)
        await click(pilot, apply)
        assert app.result is PENDING  # refused: the dialog stays
        assert app.screen is screen
        assert app.focused is field
        await pilot.press("7", "5")  # the refused text was selected: typing replaces it
        await pilot.pause()
        assert "Type a whole number" not in explanation(screen, "target")
        assert screen.query_one("#target", ChoiceSet).value is None  # neither 50 nor 100
        # A Button ignores clicks for its press effect (0.2 s) after a press: a person
        # cannot type two digits that fast, a quick idle wait can.
        await pilot.pause(apply.active_effect_duration)
        await click(pilot, apply)
    assert app.result == Rules(target=75)


@pytest.mark.slow
async def test_target_choices_fill_the_field_and_typing_600_is_refused() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click(pilot, screen.query_one("#target", ChoiceSet).buttons[1])
        field = screen.query_one("#target-input", Input)
        assert field.value == "100"
        await click(pilot, field)
        await pilot.press("end", "backspace", "backspace", "backspace", "6", "0", "0")
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
        assert "Q♠ 50" in explanation(screen, "scoring")
        moon = screen.query_one("#moon", Select)
        assert moon.value is MoonMode.OTHERS_PLUS
        assert "others +150" in str(moon.query_one("SelectCurrent #label", Static).render())
        assert screen.query_one("#pass_cycle", Select).value is PassCycle.RIGHT
        await click(pilot, screen.query_one("#apply"))
    assert app.result == Rules.preset("greek", target=100, jack_of_diamonds=-11)


@pytest.mark.slow
async def test_reset_to_standard_returns_the_standard_table() -> None:
    screen = HouseRulesScreen(BLACK_MARIA_3_KITTY.replace(target=120, moon="off"))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert screen.query_one("#short_deck", ChoiceSet).value is ShortDeck.KITTY
        await click(pilot, screen.query_one("#reset"))
        assert screen.query_one("#target-input", Input).value == "50"
        assert screen.query_one("#players", ChoiceSet).value == 4
        assert screen.query_one("#short_deck", ChoiceSet).disabled
        await click(pilot, screen.query_one("#apply"))
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
        texts = [str(widget.render()) for widget in screen.query(Static)]
        texts += [str(button.label) for button in screen.query(RadioButton)]
        shown = "\n".join(texts)
        assert "QS breaks hearts" in shown and "3C leads" in shown and "remove 2D 2C" in shown
        assert "QS must go" in shown
        assert not set("♠♥♦♣") & set(shown)
