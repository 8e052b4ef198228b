"""The schema of issue 12: the variant, "Q♠ must go", the move timer, 2 to 10 players, their
validation, each table's own defaults and numbers, and their game codes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_tui.engine import Game, InvalidCode, Rules, Variant, format_code, parse_code
from hearts_tui.engine import codes as codes_module
from hearts_tui.engine.cards import cards_of_mask
from hearts_tui.engine.codes import ALPHABET, SEED_SPACE
from hearts_tui.engine.table import ALL_CARDS, table_for

from ..property_budget import examples
from .helpers import codes
from .test_codes import check_char

#: A table of each kind, each player count and the new options.
NEW_TABLES: list[Rules] = (
    [Rules(players=p) for p in (6, 7)]
    + [Rules(players=p, short_deck="kitty") for p in (6, 7)]  # type: ignore[arg-type]
    + [Rules(queen_must_go=True), Rules(move_timer=30), Rules(move_timer=60)]
    + [Rules.domino(p) for p in range(2, 8)]
    + [Rules.cancellation(p) for p in range(7, 11)]
    + [
        Rules.domino(7, moon="others_plus", target=500, move_timer=60, queen_must_go=True),
        Rules.cancellation(10, scoring="black_maria", ties="play_on", move_timer=30),
        Rules(players=7, queen_must_go=True, move_timer=60, scoring="greek", target=10),
    ]
)


def test_the_standard_table_keeps_its_defaults() -> None:
    rules = Rules()
    assert (rules.variant, rules.queen_must_go, rules.move_timer) == (Variant.STANDARD, False, 0)
    assert rules.is_default and rules.differences() == {}


def test_domino_hearts_defaults_are_the_rule_pages() -> None:
    """Pages 001/004: no pass, left of the dealer leads, hearts 1 each, no Q♠, game to 31."""
    rules = Rules.domino()
    assert rules.variant is Variant.DOMINO and rules.players == 4
    assert rules.differences() == {
        "target": 31,
        "pass_cycle": "off",
        "first_lead": "left_of_dealer",
        "moon": "off",
        "scoring": "basic",
        "variant": "domino",
    }
    assert Rules.domino(2).players == 2
    assert Rules.domino(5, target=40).target == 40


def test_cancellation_hearts_defaults_are_the_rule_page() -> None:
    """Page 001: two decks, 7-10 players, no pass, left of the dealer leads; 52 points."""
    rules = Rules.cancellation()
    assert rules.variant is Variant.CANCELLATION and rules.players == 8
    assert rules.differences() == {
        "target": 100,
        "pass_cycle": "off",
        "first_lead": "left_of_dealer",
        "players": 8,
        "variant": "cancellation",
    }
    table = table_for(rules)
    assert (table.decks, table.penalty_total, table.moon_value) == (2, 52, 52)


@pytest.mark.parametrize(
    ("make", "bad", "message"),
    [
        (Rules, 2, "3 to 7 players at the Standard table"),
        (Rules, 8, "3 to 7 players at the Standard table"),
        (Rules.domino, 1, r"2 to 7 players at Domino Hearts \(you and 1-6 CPUs\)"),
        (Rules.domino, 8, "2 to 7 players at Domino Hearts"),
        (Rules.cancellation, 6, "7 to 10 players at Cancellation Hearts"),
        (Rules.cancellation, 11, "7 to 10 players at Cancellation Hearts"),
    ],
)
def test_each_table_says_which_player_counts_it_allows(
    make: Callable[..., Rules], bad: int, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        make(players=bad)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"pass_cycle": "left"}, "Domino Hearts has no pass: pass_cycle must be off"),
        ({"first_lead": "two_of_clubs"}, "left of the dealer leads"),
        ({"short_deck": "kitty"}, "short_deck is for the Standard table"),
    ],
)
def test_the_other_tables_refuse_options_their_rules_fix(
    changes: dict[str, str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Rules.domino(**changes)
    with pytest.raises(ValueError, match=message.replace("Domino", "Cancellation")):
        Rules.cancellation(**changes)
    with pytest.raises(ValueError, match="has no pass"):
        Rules(variant="domino")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("move_timer", 45, r"move_timer must be 0 \(off\), 30 or 60 seconds; got 45"),
        ("move_timer", True, "move_timer must be"),
        ("move_timer", "30", "move_timer must be"),
        ("queen_must_go", 1, "queen_must_go must be true or false"),
        ("variant", "poker", "variant must be one of standard, domino, cancellation"),
    ],
)
def test_new_options_are_checked(field: str, value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**{field: value})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("players", "removed", "hand_size"),
    [(6, "2D 3D 3C 4C", 8), (7, "2D 3D 3C", 7), (3, "2D", 17), (5, "2D 2C", 10)],
)
def test_a_short_deck_removes_the_cards_of_page_002(
    players: int, removed: str, hand_size: int
) -> None:
    table = table_for(Rules(players=players))
    assert sorted(codes(cards_of_mask(ALL_CARDS & ~table.deck))) == sorted(removed.split())
    assert (table.hand_size, table.undealt) == (hand_size, 0)
    assert table.pass_cycle == ("left", "right", "none")


@pytest.mark.parametrize(("players", "kitty"), [(6, 4), (7, 3)])
def test_six_or_seven_players_with_a_kitty_keep_every_card(players: int, kitty: int) -> None:
    table = table_for(Rules(players=players, short_deck="kitty"))  # type: ignore[arg-type]
    assert table.deck == ALL_CARDS and table.undealt == kitty
    game = Game.new(format_code(77, Rules(players=players, short_deck="kitty")))  # type: ignore[arg-type]
    assert len(game.kitty) == kitty
    assert all(len(game.hand(seat)) == 52 // players for seat in range(players))


def test_domino_deals_six_each_and_leaves_the_rest_as_the_stock() -> None:
    for players in range(2, 8):
        table = table_for(Rules.domino(players))
        assert (table.hand_size, table.undealt, table.decks) == (6, 52 - 6 * players, 1)
        assert table.pass_cycle == ("none",)


def test_cancellation_deals_both_decks_round_evenly() -> None:
    for players, size, rest in ((7, 14, 6), (8, 13, 0), (9, 11, 5), (10, 10, 4)):
        table = table_for(Rules.cancellation(players))
        assert (table.hand_size, table.undealt) == (size, rest)


@pytest.mark.parametrize("rules", NEW_TABLES, ids=lambda r: repr(r.differences()))
def test_every_new_table_round_trips_through_its_code(rules: Rules) -> None:
    for seed in (0, 123456789, SEED_SPACE - 1):
        code = format_code(seed, rules)
        assert parse_code(code).rules == rules and parse_code(code).seed == seed
        assert len(code.replace("-", "")) <= 20
    assert Rules.from_dict(rules.to_dict()) == rules


@settings(max_examples=examples(100), deadline=None)
@given(
    seed=st.integers(0, SEED_SPACE - 1),
    rules=st.sampled_from(NEW_TABLES),
    target=st.integers(10, 500),
)
def test_new_tables_with_any_target_have_one_code(seed: int, rules: Rules, target: int) -> None:
    rules = rules.replace(target=target)
    code = format_code(seed, rules)
    assert parse_code(code).rules == rules
    assert format_code(seed, parse_code(code).rules) == code


def test_a_code_giving_the_players_twice_is_refused() -> None:
    """The extra players digit overrides the first release's one only when that is 0: a code
    with both would be a second spelling of a table, which no version writes."""
    # 6 players (the new digit) plus the old digit at "3 players".
    number = codes_module._rules_number(Rules(players=6)) + codes_module._rules_number(
        Rules(players=3)
    )
    body = "2222222" + "".join(ALPHABET[d] for d in codes_module._digits(number))
    with pytest.raises(InvalidCode, match="does not know"):
        parse_code(body + check_char(body))
