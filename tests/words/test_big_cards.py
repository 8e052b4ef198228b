"""The hand summary says who took the Q♠ (and at Black Maria the K♠ and A♠)."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules, Scoring
from hearts_tui.words.big_cards import big_cards_text
from tests.engine.helpers import play_script
from tests.engine.test_cancellation_game import EIGHT, fill2
from tests.ui.positions import EAST_SHOOTS, HANDS


def played_out(game: Game) -> Game:
    """The hand played to its end, each seat its lowest legal card."""
    while game.phase == "playing":
        game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)), game.turn)
    return game


def test_nobody_has_taken_a_big_card_before_the_hand_is_played() -> None:
    assert big_cards_text(Game.from_hands(HANDS, hand_number=4)) == ""


def test_the_summary_names_who_took_the_queen() -> None:
    game = played_out(Game.from_hands(EAST_SHOOTS, hand_number=4))
    assert big_cards_text(game) == "The Q♠ went to East."


def test_black_maria_names_the_king_and_ace_of_spades_too() -> None:
    rules = Rules.preset(Scoring.BLACK_MARIA)
    game = played_out(Game.from_hands(EAST_SHOOTS, rules, hand_number=4))
    assert big_cards_text(game) == "The Q♠ went to East, the K♠ to East, the A♠ to East."


def test_a_table_where_the_queen_scores_nothing_says_nothing() -> None:
    rules = Rules.preset(Scoring.BASIC)
    game = played_out(Game.from_hands(EAST_SHOOTS, rules, hand_number=4))
    assert big_cards_text(game) == ""


def test_each_card_names_its_own_taker_and_you_are_you() -> None:
    """Lowest cards from positions.HANDS: you win the tricks 7♠ Q♠ 2♠ 4♠ and 5♠ 9♠ A♠ 3♠,
    East the trick K♠ 6♥ 7♦ 10♣."""
    rules = Rules.preset(Scoring.BLACK_MARIA)
    game = played_out(Game.from_hands(HANDS, rules, hand_number=4))
    assert big_cards_text(game) == "The Q♠ went to you, the K♠ to East, the A♠ to you."


def test_both_copies_of_the_queen_taken_by_one_seat_are_named_once() -> None:
    """Cancellation Hearts: your A♠ takes a trick holding both Q♠ (they cancel each other,
    and still go to the winner)."""
    game = Game.from_hands(fill2("AS", "QS", "QS", "2S", "3S", "4S", "5S", "6S"), EIGHT)
    play_script(game, "AS QS QS 2S 3S 4S 5S 6S")
    assert big_cards_text(game) == "Both Q♠ went to you."
