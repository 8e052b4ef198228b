"""Choosing a table (no Textual): moving between games keeps what the new game takes,
fixed options come from the engine's own checks, and each option's line fits the dialog."""

from __future__ import annotations

import pytest

from hearts_tui.engine import MoonMode, PassCycle, Rules, Scoring, TieRule, Variant
from hearts_tui.words.table_choice import (
    FIELD_VALUES,
    MEANINGLESS,
    explanations,
    fixed_options,
    offered_players,
    refusal,
    switch_variant,
)

#: Room for an option's line in the dialog at 80 columns (border, padding, indent, bar).
LINE = 72

TABLES = [
    Rules(),
    Rules(players=3),
    Rules(players=5, short_deck="kitty"),
    Rules(players=6),
    Rules(players=7),
    Rules.preset("greek"),
    Rules.domino(2),
    Rules.domino(7, move_timer=60, queen_must_go=True),
    Rules.cancellation(7),
    Rules.cancellation(10, move_timer=30),
]


def test_switching_game_takes_the_new_games_defaults_and_keeps_the_carried_options() -> None:
    mine = Rules.preset(
        "black_maria",
        players=5,
        target=120,
        move_timer=30,
        queen_must_go=True,
        ties=TieRule.PLAY_ON,
        moon=MoonMode.SHOOTER_MINUS,
    )
    domino = switch_variant(mine, Variant.DOMINO)
    # Domino's target, scoring, moon and passing; the players, timer and ties kept ("Q♠
    # must go" means nothing there: no Q♠ is scored).
    assert domino == Rules.domino(5, move_timer=30, ties=TieRule.PLAY_ON)
    cancellation = switch_variant(domino.replace(queen_must_go=True), Variant.CANCELLATION)
    # 5 players do not sit at Cancellation Hearts: its default 8 instead.
    assert cancellation == Rules.cancellation(
        8, move_timer=30, queen_must_go=True, ties=TieRule.PLAY_ON
    )
    back = switch_variant(cancellation, Variant.STANDARD)
    assert back == Rules(move_timer=30, queen_must_go=True, ties=TieRule.PLAY_ON)
    assert switch_variant(mine, Variant.STANDARD) is mine  # no change of game: no change


def test_players_offered_are_those_the_engine_seats_at_each_game() -> None:
    assert offered_players(Rules()) == [3, 4, 5, 6, 7]
    assert offered_players(Rules.domino()) == [2, 3, 4, 5, 6, 7]
    assert offered_players(Rules.cancellation()) == [7, 8, 9, 10]


def test_refusal_is_the_engines_reason_word_for_word() -> None:
    assert refusal(Rules(), players=4) is None
    try:
        Rules.domino(pass_cycle="left")
    except ValueError as error:
        assert refusal(Rules.domino(), pass_cycle=PassCycle.LEFT) == str(error)
    else:
        raise AssertionError("the engine took a pass at Domino Hearts")


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: str(r.to_dict()))
def test_a_fixed_option_is_one_the_engine_takes_no_other_value_of(rules: Rules) -> None:
    """Every option the dialog disables (but the short deck where nothing is removed and
    the scoring of the other games) has no other value the engine accepts, and every
    option left open has one."""
    fixed = fixed_options(rules)
    for field, values in FIELD_VALUES.items():
        others = [v for v in values if v != getattr(rules, field)]
        takes_another = any(refusal(rules, **{field: v}) is None for v in others)
        if field == "short_deck" and field in fixed and takes_another:
            assert rules.players == 4 or rules.variant is not Variant.STANDARD
            continue
        if field in MEANINGLESS.get(rules.variant, {}):
            assert field in fixed  # the engine takes it, but it means nothing there
            continue
        assert (field in fixed) is not takes_another, field
    assert ("scoring" in fixed) is (rules.variant is not Variant.STANDARD)


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: str(r.to_dict()))
def test_every_option_line_fits_one_line_of_the_dialog(rules: Rules) -> None:
    for field, text in explanations(rules).items():
        assert len(text) <= LINE, (field, text)


def test_lines_say_the_deal_of_each_game() -> None:
    assert explanations(Rules.domino(3))["players"] == (
        "You and 2 CPUs, 6 cards each, 34 in the stock."
    )
    assert explanations(Rules.cancellation(8))["players"] == (
        "You and 7 CPUs, 13 cards each from two decks."
    )
    assert explanations(Rules(players=7))["short_deck"] == (
        "Take out 2♦ 3♦ 3♣, or deal 3 face down to the first trick's winner."
    )
    assert "at zero the normal CPU's choice" in explanations(Rules(move_timer=30))["move_timer"]
    assert explanations(Rules.domino())["scoring"].startswith("Fixed at Domino Hearts")
    assert Rules.domino().scoring is Scoring.BASIC


def test_domino_hearts_does_not_offer_queen_must_go_which_means_nothing_there() -> None:
    """Issue 30 §10: Domino Hearts scores no Q♠; its option is shown fixed, saying why,
    and not carried over from another game."""
    assert fixed_options(Rules.domino())["queen_must_go"] == (
        "Domino Hearts scores no Q♠: nothing to shed."
    )
    assert not switch_variant(Rules(queen_must_go=True), Variant.DOMINO).queen_must_go
    assert "queen_must_go" not in fixed_options(Rules.cancellation())


def test_every_option_has_a_name_and_a_label_for_each_value_at_every_table() -> None:
    from hearts_tui.words.table_choice import OPTION_NAMES, choices

    for rules in TABLES:
        for field in OPTION_NAMES:
            labelled = choices(field, rules)
            labels = [label for label, _ in labelled]
            assert len(set(labels)) == len(labels), (field, labels)
            if field in FIELD_VALUES:
                assert {value for _, value in labelled} == set(FIELD_VALUES[field])
    assert choices("first_lead", Rules(players=5))[0][0] == "3♣ leads"


@pytest.mark.parametrize(
    ("typed", "target"),
    [("75", 75), (" 100 ", 100), ("10", 10), ("500", 500), ("9", None), ("501", None),
     ("-50", None), ("fifty", None), ("", None), ("²", None), ("1" * 5000, None)],
)  # fmt: skip
def test_a_typed_target_is_taken_only_as_a_whole_number_the_table_takes(
    typed: str, target: int | None
) -> None:
    from hearts_tui.words.table_choice import read_target

    assert read_target(typed, Rules()) == target
