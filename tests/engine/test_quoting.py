"""Input quoted in a message stays short whatever it holds (engine/quoting.py)."""

from __future__ import annotations

from hearts_tui.engine.quoting import LIMIT, quoted


def test_a_list_that_holds_itself_is_named_not_quoted() -> None:
    looped: list[object] = []
    looped.append(looped)
    assert quoted(looped) == "a list"


def test_a_number_too_long_to_write_inside_a_set_is_named_not_quoted() -> None:
    assert quoted({10**5000}) == "a set"


def test_long_numbers_and_strings_inside_a_list_are_shortened() -> None:
    said = quoted([10**5000, "x" * 100])
    assert said.startswith("[a number of 5001 digits, 'x") and said.endswith("…")
    assert len(said) == LIMIT
    assert quoted({"key": "y" * 50}).startswith("{'key': 'yyy")
