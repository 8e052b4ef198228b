"""The words of hints and reviews (no Textual): reasons, the verdict, the review page."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.words.describe import hint_reason, pass_reason
from hearts_tui.words.hand_review import (
    HandAnalysis,
    PlayReview,
    analyse,
    finished_hands,
    record_hand,
    review_lines,
    verdict,
)
from tests.ai.positions import deal

from . import positions

C = Card.parse


def cards(text: str) -> list[Card]:
    return [C(code) for code in text.split()]


def test_a_pass_reason_names_a_passed_queen_or_a_protected_one_and_a_void() -> None:
    short = deal({0: "QS 2S 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 7D"}, Rules())
    reason = pass_reason(short, cards("QS 2C 3C"))
    assert reason.startswith("passes the Q♠ with only 1 other spade ")
    long = deal({0: "QS 2S 3S 4S 5S KC 2D 3D 4D 5D 6D 7D 8D"}, Rules())
    assert pass_reason(long, cards("KC 7D 8D")) == "keeps the Q♠ protected by 4 spades, voids ♣"


def test_a_hint_reason_says_a_last_card_of_a_suit_makes_a_void() -> None:
    game = positions.follow_clubs()
    game.play("2C")
    game.play("6C")
    game.play("JC")
    assert hint_reason(game, C("9C")) == "ducks under East's J♣"
    # Give West your 5♣ (for the 3♦): the 9♣ is then your last club, a void for later.
    hands = [list(hand) for hand in positions.HANDS]
    hands[0][hands[0].index("5C")], hands[1][hands[1].index("3D")] = "3D", "5C"
    lone = Game.from_hands(hands, hand_number=4)
    for code in ("2C", "6C", "JC"):
        lone.play(code)
    assert hint_reason(lone, C("9C")) == "ducks under East's J♣, voids ♣ for later discards"


def test_the_verdict_lists_each_costly_play_with_its_cost() -> None:
    plays = (
        PlayReview(4, C("KS"), C("2S"), 14.2, 1.1, forced=False),
        PlayReview(9, C("AH"), C("3H"), 3.0, 1.2, forced=False),
        PlayReview(10, C("5D"), C("6D"), 1.0, 0.5, forced=False),
    )
    assert verdict(HandAnalysis(None, plays)) == (
        "2 costly plays: trick 4 K♠ (+13.1), trick 9 A♥ (+1.8)"
    )
    assert verdict(HandAnalysis(None, plays[2:])).startswith("no costly plays")


def queen_taken_hand() -> Game:
    """Trick 2: West leads J♠, North must drop its bare Q♠, East follows; you take the trick
    with the K♠ (13 points) where the 2♠ ducks.  The CPUs finish the hand."""
    game = deal(
        {
            0: "2C KS 2S 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
            1: "AC JS",
            2: "3C QS",
            3: "4C 3S",
        }
    )
    for code in ("2C", "AC", "3C", "4C", "JS", "QS", "3S", "KS"):
        game.play(code)
    bots = [ai.make_player("normal", seat) for seat in range(game.players)]
    while game.phase == "playing":
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
    return game


@pytest.mark.slow
def test_the_review_marks_taking_the_queen_with_the_king_as_costly() -> None:
    game = queen_taken_hand()
    record = record_hand(game, game.hand_number)
    analysis = analyse(record, seed=7)
    second = analysis.plays[1]
    assert (second.trick, second.played, second.cpu) == (2, C("KS"), C("2S"))
    assert second.costly and second.cost > 10
    assert "trick 2 K♠ (+1" in verdict(analysis)
    page = "\n".join(review_lines(record, analysis, 2))
    assert "✗ costly" in page and "You played K♠" in page
    # Reproducible: the same game gives the same analysis.
    assert analyse(record_hand(game, game.hand_number), seed=7) == analysis


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=3, short_deck="kitty"),
        Rules(players=5, short_deck="kitty"),
        Rules(players=5, short_deck="remove"),
    ],
)
@pytest.mark.slow
def test_the_review_page_fits_80_by_24_at_three_and_five_players(rules: Rules) -> None:
    game = Game.new(format_code(41), rules)
    bots = [ai.make_player("normal", seat) for seat in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            game.pass_cards(seat, bots[seat].choose_pass(game.view(seat)))
    while game.phase == "playing":
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
    assert finished_hands(game) == [1]
    record = record_hand(game, 1)
    analysis = analyse(record, seed=1)
    for step in range(len(record.tricks) + 1):
        lines = review_lines(record, analysis, step, ascii_suits=True)
        # The review dialog leaves 76 columns and 19 rows for the page at 80×24.
        wrapped = sum(1 + max(0, len(line) - 1) // 76 for line in lines)
        assert wrapped <= 19, (step, lines)
        assert all(c not in "♣♦♥♠" for line in lines for c in line)
        if step:
            assert any(line.startswith(f"Trick {step}:") for line in lines)
    if rules.short_deck.value == "kitty":
        assert any(line.startswith("Kitty") for line in review_lines(record, analysis, 0))
