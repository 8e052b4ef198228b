"""The plain-language rules of a table (Help screen) and the one-line option summary."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hearts_tui.engine import FirstLead, MoonMode, Rules, Scoring, ShortDeck, TieRule
from hearts_tui.words.rules_text import (
    describe_option_changes,
    describe_rules,
    moon_label,
    point_values,
)

# The point values each preset's description must state (SPEC §3 scoring presets).
PRESET_POINTS = {
    Scoring.STANDARD: ["hearts 1 each", "Q♠ 13", "26 a hand"],
    Scoring.BLACK_MARIA: ["hearts 1 each", "Q♠ 13", "K♠ 10", "A♠ 7", "43 a hand"],
    Scoring.SPOT_HEARTS: ["face value", "J 11", "A 14", "Q♠ 13", "117 a hand"],
    Scoring.GREEK: ["face value", "Q♠ 50", "moon 150", "everyone else 150"],
    Scoring.BASIC: ["hearts 1 each", "the Q♠ scores nothing", "13 a hand"],
    Scoring.NO_BLACK_LADY: ["hearts 1 each", "the Q♠ scores nothing", "no passing"],
    Scoring.SUPER: ["hearts 1 each", "Q♠ 7", "20 a hand"],
}


@pytest.mark.parametrize("scoring", list(Scoring))
def test_each_preset_states_its_point_values(scoring: Scoring) -> None:
    text = describe_rules(Rules.preset(scoring))
    for words in PRESET_POINTS[scoring]:
        assert words in text, (scoring, words)


def test_standard_table_says_the_queen_does_not_break_hearts() -> None:
    text = describe_rules(Rules())
    assert "The Q♠ does not break hearts" in text
    assert "2♣ leads it" in text
    assert "no heart and no Q♠" in text  # no points on the first trick
    assert "reaches 50" in text and "share first place" in text
    assert "everyone else 26" in text  # the moon


def test_queen_breaking_hearts_and_points_on_the_first_trick_are_described() -> None:
    text = describe_rules(Rules(queen_breaks_hearts=True, points_on_first_trick=True))
    assert "Playing the Q♠ breaks them too" in text
    assert "does not break" not in text
    assert "points may be played to it" in text


def test_black_maria_forbids_its_spades_on_the_first_trick_and_counts_them_in_the_moon() -> None:
    text = describe_rules(Rules.preset("black_maria"))
    assert "no heart and no Q♠, K♠ or A♠" in text
    assert "all the hearts, the Q♠, K♠ and A♠" in text


def test_jack_of_diamonds_is_mentioned_only_when_it_counts() -> None:
    assert "J♦" not in describe_rules(Rules())
    text = describe_rules(Rules(jack_of_diamonds=-11))
    assert "Taking the J♦ takes 11 off your score" in text
    assert "The J♦ still counts" in text  # with a moon shot


def test_three_players_with_a_kitty_explain_the_kitty_and_the_lead() -> None:
    text = describe_rules(Rules(players=3, short_deck=ShortDeck.KITTY))
    assert "3 players, 17 cards each" in text
    assert "the last card lies face down as a kitty" in text
    assert "lowest club in play leads" in text
    assert "left, right, then a hand without passing" in text


def test_five_players_with_removed_cards_lead_the_three_of_clubs() -> None:
    text = describe_rules(Rules(players=5))
    assert "the 2♦ and the 2♣ are taken out, 50 cards, 10 each" in text
    assert "the holder of the 3♣ leads it" in text


def test_left_of_dealer_lead_ties_play_on_and_every_moon_mode() -> None:
    text = describe_rules(
        Rules(first_lead=FirstLead.LEFT_OF_DEALER, ties=TieRule.PLAY_ON, target=100)
    )
    assert "the player left of the dealer leads any card" in text
    assert "hands go on until one player alone is lowest" in text
    assert "reaches 100" in text
    assert "26 comes off your total" in describe_rules(Rules(moon=MoonMode.SHOOTER_MINUS))
    assert "you choose" in describe_rules(Rules(moon=MoonMode.SHOOTER_CHOOSES))
    assert "no moon shot" in describe_rules(Rules(moon=MoonMode.OFF))


def test_ascii_suits_replace_every_suit_glyph_with_a_letter() -> None:
    text = describe_rules(Rules.preset("black_maria", jack_of_diamonds=-10), ascii_suits=True)
    assert not set("♠♥♦♣−") & set(text)
    assert "QS 13" in text and "2C" in text and "JD" in text


def test_point_values_and_moon_labels_follow_the_preset() -> None:
    assert point_values(Rules()) == "hearts 1 each, Q♠ 13: 26 a hand"
    assert moon_label(Rules.preset("black_maria"), MoonMode.OTHERS_PLUS) == "others +43"
    assert moon_label(Rules.preset("greek"), MoonMode.SHOOTER_MINUS) == "shooter −150"


def test_option_changes_are_empty_for_the_standard_table() -> None:
    assert describe_option_changes(Rules()) == []


def test_option_changes_list_one_line_per_non_default_option() -> None:
    rules = Rules.preset(
        "black_maria",
        jack_of_diamonds=-10,
        players=3,
        short_deck="kitty",
        target=100,
        moon="shooter_chooses",
        pass_cycle="left",
    )
    assert describe_option_changes(rules) == [
        "Black Maria",
        "Target 100",
        "Pass: always left",
        "Moon: shooter chooses",
        "J♦ −10",
        "3 players, kitty",
    ]


def test_option_changes_do_not_repeat_what_a_preset_sets_itself() -> None:
    assert describe_option_changes(Rules.preset("greek")) == ["Greek Hearts"]
    assert describe_option_changes(Rules.preset("greek", pass_cycle="standard")) == [
        "Greek Hearts",
        "Pass: left, right, across, none",
    ]


def test_rules_text_imports_no_textual() -> None:
    code = (
        "import json, sys\n"
        "import hearts_tui.words.rules_text\n"
        "ui = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')]\n"
        "print(json.dumps(sorted(ui)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    assert json.loads(out) == []
