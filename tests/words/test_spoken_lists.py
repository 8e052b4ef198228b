"""Several cards said at once (words/spoken.py): a run of cards as one list, none as "no
cards"."""

from __future__ import annotations

from hearts_tui.words.spoken import cards_list, spoken


def test_cards_side_by_side_are_said_as_one_list() -> None:
    assert spoken("Hint: pass 2♣ 5♦ K♠ (voids ♦)") == (
        "Hint: pass the 2 of clubs, the 5 of diamonds and the king of spades (voids diamonds)"
    )
    # A suit alone is its word with short names too: "voids D" was heard as a letter.
    assert spoken("Hint: pass 2♣ 5♦ K♠ (voids ♦)", short=True) == (
        "Hint: pass 2C 5D KS (voids diamonds)"
    )
    assert spoken("Follow suit: you have ♣", short=True) == "Follow suit: you have clubs"


def test_an_empty_list_of_cards_is_said_as_no_cards() -> None:
    assert cards_list([]) == cards_list([], short=True) == "no cards"
