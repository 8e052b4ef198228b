"""A table's rules in words: its option changes in short lines (words/rules_text.py) and its
deal among its bullets (words/rules_bullets.py)."""

from __future__ import annotations

from hearts_tui.engine import Rules
from hearts_tui.words.rules_bullets import rules_bullets
from hearts_tui.words.rules_text import describe_option_changes


def test_the_first_trick_the_first_lead_and_ties_are_listed_when_changed() -> None:
    rules = Rules(points_on_first_trick=True, first_lead="left_of_dealer", ties="play_on")
    assert describe_option_changes(rules) == [
        "Points allowed on the first trick",
        "Left of the dealer leads any card",
        "Ties: play on",
    ]


def test_three_players_are_told_the_one_card_taken_out() -> None:
    deal = dict(rules_bullets(Rules(players=3)))["Deal"]
    assert deal.startswith("3 players: the 2♦ is taken out, 51 cards, 17 each.")
