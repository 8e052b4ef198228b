"""A game code typed in Russian (issue 39, point 6): with the Russian layout on
(«Л7ЙВ-ЬК9Ы», the keys of K7QD-MR9S) or with a Russian letter that looks Latin («К7QD»),
it is read as the code meant; a letter that is a code character in neither reading says
that codes are written in Latin letters.  The code is the Latin one, its canonical form
and its game unchanged: codes are a contract (the same code, the same game anywhere)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_tui.engine import Game, InvalidCode, Rules, format_code, parse_code
from hearts_tui.engine.codes import SEED_SPACE
from hearts_tui.engine.keyboards import KEY_OF, LOOK_ALIKES, RUSSIAN_KEYS

from ..property_budget import examples
from .helpers import rules_strategy

CODE = "K7QD-MR9S"
#: Latin letters and the Russian capitals that look like them.
LOOKS = {latin: russian for russian, latin in LOOK_ALIKES.items()}


def by_keys(code: str) -> str:
    """``code`` as typed with the Russian layout on: each letter's key types its letter."""
    return "".join(RUSSIAN_KEYS.get(ch.lower(), ch) for ch in code)


@pytest.mark.parametrize(
    "typed",
    ["Л7ЙВ-ЬК9Ы", "л7йв-ьк9ы", "Л7ЙВЬК9Ы", " л7 йв ьк 9ы ", "К7QD-MR9S", "к7QD-MR9S", "K7QD-ЬК9Ы"],
)
def test_a_code_typed_in_russian_is_the_latin_code(typed: str) -> None:
    assert parse_code(typed) == parse_code(CODE)
    assert parse_code(typed).text == CODE
    assert Game.new(typed).to_json() == Game.new(CODE).to_json()


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, SEED_SPACE - 1), rules=rules_strategy)
def test_any_code_typed_with_the_russian_layout_is_read_as_typed_in_latin(
    seed: int, rules: Rules
) -> None:
    code = format_code(seed, rules)
    try:
        assert parse_code(by_keys(code)).text == code
    except InvalidCode as refused:  # both readings are codes: said, never a wrong game
        assert "reads as two codes" in str(refused) and code in str(refused)


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, SEED_SPACE - 1), rules=rules_strategy, data=st.data())
def test_russian_look_alikes_in_a_latin_code_are_read_as_the_letters_they_look_like(
    seed: int, rules: Rules, data: st.DataObject
) -> None:
    code = format_code(seed, rules)
    places = [i for i, ch in enumerate(code) if ch in LOOKS]
    chosen = data.draw(st.sets(st.sampled_from(places)) if places else st.just(set()))
    typed = "".join(LOOKS[ch] if i in chosen else ch for i, ch in enumerate(code))
    if any(ch.isascii() and ch.isalpha() for ch in typed):
        assert parse_code(typed).text == code
    else:  # nothing Latin left to say which reading was meant
        try:
            assert parse_code(typed).text == code
        except InvalidCode as refused:
            assert "reads as two codes" in str(refused) and code in str(refused)


@settings(max_examples=examples(300), deadline=None)
@given(text=st.text(alphabet="".join(KEY_OF) + "".join(LOOK_ALIKES) + "23456789-", max_size=12))
def test_russian_letters_read_as_a_code_only_ever_as_one_of_their_readings(text: str) -> None:
    """Whatever is typed, the code read is one that its keys or its look-alikes spell
    (a wrong game is never dealt from letters that spell no such code)."""
    try:
        code = parse_code(text).text.replace("-", "")
    except InvalidCode:
        return
    letters = [ch for ch in text if ch not in " -"]
    assert len(code) == len(letters)
    for typed, read in zip(letters, code, strict=True):
        options = {typed.upper(), KEY_OF.get(typed.lower(), "").upper()}
        options.add(LOOK_ALIKES.get(typed.upper(), ""))
        assert read in options


@pytest.mark.parametrize("typed", ["Ж7QD-MR9S", "Л7ЙВ-ЬК9Э", "ШШШШ-ШШШШ", "ї7QD-MR9S", "Ё7QD"])
def test_a_russian_letter_that_is_no_code_character_says_to_switch_the_layout(
    typed: str,
) -> None:
    with pytest.raises(InvalidCode) as refused:
        parse_code(typed)
    message = str(refused.value)
    assert "codes are written in Latin letters (switch the keyboard layout)" in message
    assert message.startswith(repr(typed))


def test_a_code_typed_in_russian_with_a_typo_is_a_typo_named_as_typed() -> None:
    with pytest.raises(InvalidCode, match="'Л7ЙВ-ЬК9Ц' is not a valid code: check"):
        parse_code("Л7ЙВ-ЬК9Ц")


def test_the_table_keys_and_the_codes_read_the_same_layout() -> None:
    from hearts_tui.words.layouts import LAYOUTS, latin_letter

    assert {key: LAYOUTS["ru"][key] for key in RUSSIAN_KEYS} == RUSSIAN_KEYS
    assert all(latin_letter(russian) == latin for russian, latin in KEY_OF.items())


def test_codes_of_every_table_in_latin_are_read_as_before() -> None:
    """The Latin forms are untouched: one reading, as ever."""
    for rules in (Rules(), Rules.preset("black_maria"), Rules.domino(), Rules.cancellation()):
        code = format_code(12345, rules)
        assert parse_code(code).text == code == parse_code(code.lower()).text
