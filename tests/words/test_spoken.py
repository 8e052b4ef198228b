"""Cards and texts in words for the ear (words/spoken.py, words/sentences.py)."""

from __future__ import annotations

import pytest

from hearts_tui.engine import CARDS, Card
from hearts_tui.words.card_names import parse_card, parse_cards
from hearts_tui.words.sentences import LINE, fit, hand_lines, wrap
from hearts_tui.words.spoken import card_words, cards_list, spoken


@pytest.mark.parametrize("short", [False, True])
def test_every_cards_spoken_name_reads_back_as_that_card(short: bool) -> None:
    """The formatter and the parser agree: "queen of spades" and "QS" both parse (the
    line mode drops a typed "the" before parsing)."""
    for card in CARDS:
        assert parse_card(card_words(card, short=short)) == card
    said = cards_list(CARDS[:5], short=short).replace("the ", "")
    assert parse_cards(said) == list(CARDS[:5])


def test_cards_are_said_in_words_or_short_codes() -> None:
    queen, ten = Card.parse("QS"), Card.parse("10H")
    assert (card_words(queen), card_words(ten)) == ("queen of spades", "10 of hearts")
    assert (card_words(queen, short=True), card_words(ten, short=True)) == ("QS", "10H")
    assert cards_list([queen, ten]) == "the queen of spades and the 10 of hearts"


@pytest.mark.parametrize(
    ("text", "heard"),
    [
        ("Follow suit: you have ♣", "Follow suit: you have clubs"),
        ("You do not hold Q♠", "You do not hold the queen of spades"),
        (
            "discards under East's J♣, breaks hearts",
            "discards under East's jack of clubs, breaks hearts",
        ),
        ("Draw: you have no ♦ — press d", "Draw: you have no diamonds: type draw"),
        (
            "Hint: 9♣ (ducks) · expected: 9♣ +0.4",
            "Hint: the 9 of clubs (ducks); expected: 9 of clubs +0.4",
        ),
        ("trick 4 K♠ (−3.1)", "trick 4 king of spades (-3.1)"),
    ],
)
def test_the_tables_texts_are_said_without_glyphs(text: str, heard: str) -> None:
    assert spoken(text) == heard
    assert spoken(text).isascii()


def test_no_line_runs_past_the_limit() -> None:
    names = [f"Player {n} {n * 11}" for n in range(1, 11)]
    for line in wrap("Scores:", names):
        assert len(line) <= LINE
    long = "word " * 60
    assert all(len(line) <= LINE for line in fit(long.strip()))
    assert " ".join(fit(long.strip())) == long.strip()


def test_your_hand_by_suit_marks_what_is_playable() -> None:
    cards = parse_cards("2c kc 4d qs 3s ah")
    legal = parse_cards("2c kc 3s")
    assert hand_lines(cards, legal) == [
        "Your hand, 6 cards:",
        "Clubs, playable: king, 2.",
        "Diamonds: 4.",
        "Hearts: ace.",
        "Spades: 3 playable; queen not now.",
    ]
    assert hand_lines(cards, short=True)[1] == "Clubs: K 2."


def test_a_long_line_breaks_where_a_listener_pauses() -> None:
    """After a comma or before "and", never inside "the queen of hearts"."""
    line = "You got from West: the king of diamonds, the 10 of hearts and the queen of hearts."
    assert fit(line) == [
        "You got from West: the king of diamonds, the 10 of hearts",
        "and the queen of hearts.",
    ]
