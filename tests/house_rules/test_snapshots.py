"""What a person sees: the House rules screen at 80×24 (pytest-textual-snapshot)."""

from __future__ import annotations

from typing import Any

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.engine import Rules

from .host import Host


def test_house_rules_screen_at_80x24(snap_compare: Any) -> None:
    rules = Rules.preset("black_maria", jack_of_diamonds=-10, players=3, short_deck="kitty")
    assert snap_compare(Host(HouseRulesScreen(rules)), terminal_size=(80, 24))


def test_moon_choice_dialog_at_80x24(snap_compare: Any) -> None:
    outcomes = {"others_plus": [12, 40, 38, 51], "shooter_minus": [-14, 14, 12, 25]}
    screen = MoonChoiceScreen("You", outcomes, ["You", "West", "North", "East"])
    assert snap_compare(Host(screen), terminal_size=(80, 24))
