"""Game codes (SPEC §5) and the rules they carry (issue 6 item 2)."""

from __future__ import annotations

import dataclasses
import itertools
from math import prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_tui.engine import Game, InvalidCode, Rules, codes, format_code, parse_code, random_code
from hearts_tui.engine.codes import (
    _DIGITS,
    _PLAYERS_MORE,
    _TARGET_RADIX,
    ALPHABET,
    SEED_SPACE,
)

from ..property_budget import examples
from .helpers import OPTIONS, rules_strategy

#: Literal codes and what they mean, so the meaning of a code can never change silently.
VECTORS: list[tuple[str, int, Rules]] = [
    ("K7QD-MR9S", 15250447961, Rules()),
    ("2222-2222", 0, Rules()),
    ("ZZZZ-ZZZN", SEED_SPACE - 1, Rules()),
    ("2222-2224-FYCT-8", 0, Rules.preset("black_maria")),
    ("26BQ-524G-KZ", 123456789, Rules(target=10)),
    ("26BQ-524G-J5", 123456789, Rules(target=500)),
    ("26BQ-524E-PE6F", 123456789, Rules(players=3)),
    (
        "26BQ-524B-T9M3-V",
        123456789,
        Rules(
            target=100,
            pass_cycle="right",  # type: ignore[arg-type]
            queen_breaks_hearts=True,
            points_on_first_trick=True,
            first_lead="left_of_dealer",  # type: ignore[arg-type]
            moon="shooter_chooses",  # type: ignore[arg-type]
            jack_of_diamonds=-11,
            ties="play_on",  # type: ignore[arg-type]
            players=5,
            short_deck="kitty",  # type: ignore[arg-type]
            scoring="greek",  # type: ignore[arg-type]
        ),
    ),
]


def check_char(body: str) -> str:
    """The character that makes ``body + char`` valid, found by trying each one."""
    for ch in ALPHABET:
        raw = body + ch
        if sum((i + 1) * ALPHABET.index(c) for i, c in enumerate(raw)) % 31 == 0:
            return ch
    raise AssertionError("no check character")  # pragma: no cover


@pytest.mark.parametrize(("code", "seed", "rules"), VECTORS)
def test_fixed_code_vectors(code: str, seed: int, rules: Rules) -> None:
    parsed = parse_code(code)
    assert (parsed.seed, parsed.rules) == (seed, rules)
    assert format_code(seed, rules) == code
    assert parsed.text == code


@pytest.mark.parametrize(
    ("field", "value"), [(f, v) for f, values in OPTIONS.items() for v in values]
)
def test_every_option_round_trips_through_the_code(field: str, value: object) -> None:
    rules = Rules(**{field: value})  # type: ignore[arg-type]
    for seed in (0, 1, SEED_SPACE - 1):
        code = format_code(seed, rules)
        parsed = parse_code(code)
        assert parsed.seed == seed and parsed.rules == rules
        assert (len(code.replace("-", "")) == 8) is rules.is_default


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, SEED_SPACE - 1), rules=rules_strategy)
def test_any_table_round_trips_through_the_code(seed: int, rules: Rules) -> None:
    code = format_code(seed, rules)
    parsed = parse_code(code)
    assert (parsed.seed, parsed.rules) == (seed, rules)
    assert parse_code(code.lower().replace("-", " ")) == parsed


@settings(max_examples=examples(50), deadline=None)
@given(seed=st.integers(0, SEED_SPACE - 1))
def test_a_standard_table_code_is_eight_characters(seed: int) -> None:
    code = format_code(seed)
    assert len(code) == 9 and code[4] == "-"
    assert Game.new(code).code == code


def test_a_long_code_deals_a_game_at_its_table() -> None:
    code, seed, rules = VECTORS[-1]
    game = Game.new(code.lower())
    assert game.rules == rules and game.code == code and game.players == 5
    assert Game.new(format_code(seed), rules).code == code
    with pytest.raises(ValueError, match="another table"):
        Game.new(code, Rules(players=3))
    # The same seed at another table deals from the same seed, at that table.
    assert Game.new(code, rules).code == code


def test_random_codes_are_valid_and_carry_their_rules() -> None:
    rules = Rules(moon="off")  # type: ignore[arg-type]
    for _ in range(20):
        assert parse_code(random_code()).rules == Rules()
        assert parse_code(random_code(rules)).rules == rules
    assert Game.new().rules == Rules()
    assert Game.new(rules=rules).rules == rules


@pytest.mark.parametrize(
    "text", ["K7QD-MR9S", "k7qd-mr9s", "K7QDMR9S", "k7qd mr9s", " K7-QD-MR-9S ", "k7QdmR9s"]
)
def test_codes_are_case_insensitive_with_optional_dashes_and_spaces(text: str) -> None:
    assert parse_code(text) == parse_code("K7QD-MR9S")
    assert Game.new(text).code == "K7QD-MR9S"


CODES_FOR_TYPOS = [VECTORS[0][0], VECTORS[2][0], VECTORS[3][0], VECTORS[-1][0]]


@pytest.mark.parametrize("code", CODES_FOR_TYPOS)
def test_every_single_character_typo_is_rejected(code: str) -> None:
    raw = code.replace("-", "")
    for i, original in enumerate(raw):
        for ch in ALPHABET:
            if ch != original:
                with pytest.raises(InvalidCode):
                    parse_code(raw[:i] + ch + raw[i + 1 :])


@pytest.mark.parametrize("code", CODES_FOR_TYPOS)
def test_every_swap_of_neighbours_is_rejected(code: str) -> None:
    raw = code.replace("-", "")
    swaps = 0
    for i in range(len(raw) - 1):
        if raw[i] != raw[i + 1]:
            swapped = raw[:i] + raw[i + 1] + raw[i] + raw[i + 2 :]
            with pytest.raises(InvalidCode, match="typo"):
                parse_code(swapped)
            swaps += 1
    assert swaps > 0


@pytest.mark.parametrize(
    ("char", "name"),
    [("0", "0 (zero)"), ("O", "O (letter O)"), ("1", "1 (one)"), ("I", "I (letter I)"),
     ("L", "L (letter L)"), ("o", "O (letter O)"), ("l", "L (letter L)")],
)  # fmt: skip
def test_confusable_characters_are_named(char: str, name: str) -> None:
    with pytest.raises(InvalidCode) as info:
        parse_code("K7QD-M" + char + "9S")
    assert name in str(info.value)
    assert "never use" in str(info.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("  - ", "empty"),
        ("K7QD", "too short"),
        ("K7QDMR9", "too short"),
        ("K7QD-MR9S-" + "2" * 30, "too long"),
        ("K7QD-MR9S!", "'!'"),
        ("K7QD-MR9T", "typo"),
    ],
)
def test_bad_codes_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidCode, match=message):
        parse_code(text)


def test_invalid_code_is_a_value_error_and_game_new_raises_it() -> None:
    assert issubclass(InvalidCode, ValueError)
    with pytest.raises(ValueError, match="typo"):
        Game.new("K7QD-MR9T")
    with pytest.raises(InvalidCode, match="text"):
        parse_code(12345)  # type: ignore[arg-type]


def test_a_code_for_an_unknown_table_is_rejected() -> None:
    body = "2222222" + "ZZZZZZ"
    with pytest.raises(InvalidCode, match="does not know"):
        parse_code(body + check_char(body))


def test_rules_json_dict_round_trip_for_every_option() -> None:
    for field, values in OPTIONS.items():
        for value in values:
            rules = Rules(**{field: value})  # type: ignore[arg-type]
            assert Rules.from_dict(rules.to_dict()) == rules
            assert rules.differences() == ({} if rules.is_default else {field: value})
    with pytest.raises(ValueError, match="unknown rule"):
        Rules.from_dict({"trumps": "spades"})
    assert [f.name for f in dataclasses.fields(Rules)] == list(OPTIONS)


def _code_of_rules_number(number: int) -> str:
    """A code for seed 0 whose rules part is ``number`` (what a later version might write)."""
    digits = []
    while number:
        number, digit = divmod(number, 31)
        digits.append(ALPHABET[digit])
    body = "2222222" + "".join(reversed(digits))
    return body + check_char(body)


#: The rules number of a code counts the target first, then each option digit in turn.
_ALL_DIGITS = _TARGET_RADIX * prod(len(values) for _, values in _DIGITS)
_BELOW_VARIANT = _TARGET_RADIX * prod(
    len(values) for _, values in itertools.takewhile(lambda d: d[0] != "variant", _DIGITS)
)


@pytest.mark.parametrize(
    "number",
    [
        7 * _BELOW_VARIANT,  # a variant this version does not have
        7 * _ALL_DIGITS,  # a number of players it cannot seat
        len(_PLAYERS_MORE) * _ALL_DIGITS,  # an option digit past the last it knows
    ],
)
def test_a_code_from_a_later_version_is_refused_as_an_unknown_table(number: int) -> None:
    with pytest.raises(InvalidCode, match="for a table this version does not know"):
        parse_code(_code_of_rules_number(number))


def test_a_seed_outside_the_code_space_has_no_code() -> None:
    for seed in (-1, SEED_SPACE):
        with pytest.raises(ValueError, match=r"seed must be 0\.\."):
            format_code(seed)


def test_random_codes_draw_again_past_the_last_whole_multiple_of_the_seeds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every seed is equally likely: a draw in the incomplete last stretch of 2**64 is
    thrown away, not folded onto the low seeds."""
    draws = iter([(2**64 - 1).to_bytes(8, "little"), (5).to_bytes(8, "little")])
    monkeypatch.setattr(codes.os, "urandom", lambda size: next(draws))
    assert random_code() == format_code(5)


def test_a_character_that_is_no_code_character_is_named_as_it_was_typed() -> None:
    # Issue 27, point 8: --seed éééé reported 'É', a character nobody typed.
    with pytest.raises(InvalidCode, match="'éééé' has 'é', which is not a code character"):
        parse_code("éééé")
    with pytest.raises(InvalidCode, match="has 'ß', which is not a code character"):
        parse_code("K7QD-MRßS")  # "ß".upper() is "SS": still named as typed
