"""The moon-choice dialog: the shooter sees every total after each choice and picks one."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Static

from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.engine import Game, MoonMode, Rules, parse_cards

from .host import Host

NAMES = ["You", "West", "North", "East"]
OUTCOMES = {"others_plus": [12, 40, 38, 51], "shooter_minus": [-14, 14, 12, 25]}


def dialog() -> MoonChoiceScreen:
    return MoonChoiceScreen("You", OUTCOMES, NAMES)


@pytest.mark.parametrize(
    ("key", "choice"),
    [("1", "others_plus"), ("o", "others_plus"), ("2", "shooter_minus"), ("m", "shooter_minus")],
)
async def test_each_choice_by_key(key: str, choice: str) -> None:
    app = Host(dialog())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
    assert app.result == choice


@pytest.mark.parametrize("choice", ["others_plus", "shooter_minus"])
async def test_each_choice_by_click(choice: str) -> None:
    app = Host(dialog())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click(f"#{choice}")
        await pilot.pause()
    assert app.result == choice


async def test_arrows_and_enter_choose_the_second_button() -> None:
    app = Host(dialog())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("right", "enter")
        await pilot.pause()
    assert app.result == "shooter_minus"


async def test_escape_does_not_dismiss_without_a_choice_and_says_what_does() -> None:
    screen = dialog()
    app = Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        subtitle = str(screen.query_one("#moon-dialog").border_subtitle)
        assert subtitle == "choose 1 or 2 first · q quits, the choice waits"


async def test_shows_every_players_total_after_each_choice_and_the_moon_value() -> None:
    screen = dialog()
    app = Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        totals = screen.query_one("#moon-totals", Static)
        text = "\n".join(line.text for line in totals.render_lines(totals.region.reset_offset))
        for name in NAMES:
            assert name in text
        for total in OUTCOMES["others_plus"] + OUTCOMES["shooter_minus"]:
            assert str(total) in text
        assert str(screen.query_one("#others_plus", Button).label) == "1  Everyone else +26"
        assert str(screen.query_one("#shooter_minus", Button).label) == "2  You −26"


def test_shows_the_totals_of_a_real_pending_moon_shot() -> None:
    # Seat 0 wins the first trick with the A♣, then leads twelve spades: it takes every card.
    hands = [
        parse_cards("AC AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"),
        parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S"),
        parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
        parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"),
    ]
    game = Game.from_hands(hands, rules=Rules(moon=MoonMode.SHOOTER_CHOOSES), hand_number=4)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert game.moon_choice_pending == 0
    screen = MoonChoiceScreen("You", game.moon_outcomes(), NAMES)
    assert screen.moon == 26
    assert screen.outcomes == {"others_plus": [0, 26, 26, 26], "shooter_minus": [-26, 0, 0, 0]}
