"""Cards and texts in words for the ear (words/spoken.py, words/sentences.py)."""

from __future__ import annotations

import pytest

from hearts_tui.engine import CARDS, Card, Game
from hearts_tui.words.card_names import parse_card, parse_cards
from hearts_tui.words.sentences import hand_lines, listed, playable_text, trick_lines
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


def test_a_list_is_one_line_whatever_its_length() -> None:
    """No hard wrap: a long list is one line (the terminal wraps it for the eye; a screen
    reader and a script read one sentence)."""
    names = [f"Player {n} {n * 11}" for n in range(1, 11)]
    line = listed("Scores:", names)
    assert "\n" not in line and len(line) > 79 and line.endswith("Player 10 110.")


def test_your_hand_is_said_in_one_shape_and_the_playable_cards_after_it() -> None:
    """Every suit line the same ("Clubs: king, 2."), on your turn or not: the playable
    cards are said once, after the suits (before, three shapes: "Clubs, playable: …",
    "Spades: 3 playable; queen not now.", "Diamonds: 4." meaning none playable)."""
    cards = parse_cards("2c kc 4d qs 3s ah")
    legal = parse_cards("2c kc 3s")
    suits = ["Clubs: king, 2.", "Diamonds: 4.", "Hearts: ace.", "Spades: queen, 3."]
    assert hand_lines(cards) == ["Your hand, 6 cards:", *suits]
    assert hand_lines(cards, legal) == [
        "Your hand, 6 cards:",
        *suits,
        "Playable: your clubs or the 3 of spades.",
    ]
    assert hand_lines(cards, short=True)[1] == "Clubs: K 2."


@pytest.mark.parametrize(
    ("hand", "legal", "said"),
    [
        ("2c kc 4d", "2c kc 4d", "any card"),
        ("2c kc 4d ah 3h", "2c kc 4d", "any card but your hearts"),
        ("6s 9s qs 2d", "6s 9s qs", "your spades"),
        ("6s 9s qs 2d", "6s qs", "the queen or 6 of spades"),
        ("6s 9s qs 2d 3d ah", "6s 9s 2d", "the 2 of diamonds, or the 9 or 6 of spades"),
        ("6s 2d 3d 5c ah", "6s 2d 3d 5c", "any card but your hearts"),
        ("6s 2d ah", "6s", "the 6 of spades"),
    ],
)
def test_the_playable_cards_are_said_in_the_fewest_words(hand: str, legal: str, said: str) -> None:
    assert playable_text(parse_cards(hand), parse_cards(legal)) == said


def test_a_trick_with_no_card_yet_says_who_leads_mid_sentence() -> None:
    """'Trick 3: no card yet; you lead.' (it said 'You' after the semicolon), and
    'West leads.' for a CPU."""
    game = Game.new("K7QD-MR9S")
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])
    said: set[str] = set()
    while game.phase == "playing":
        if not game.trick:
            said.add(trick_lines(game, short=False)[0].split("; ")[1])
        game.play(game.legal_cards()[0], game.turn)
    assert "you lead." in said and "You lead." not in said
    assert said <= {"you lead.", "West leads.", "North leads.", "East leads."}
