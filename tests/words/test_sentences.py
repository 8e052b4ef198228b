"""The game in sentences for the ear (words/sentences.py): tricks, scores, the score sheet
and the tracker, each reached through the engine (or given as the tracker's values)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from hearts_tui.engine import Card, Game, Suit, TrickRecord
from hearts_tui.words.card_names import parse_cards
from hearts_tui.words.language import use
from hearts_tui.words.score_sheet import score_sheet
from hearts_tui.words.sentences import (
    last_trick_lines,
    listed,
    score_lines,
    sheet_lines,
    tracker_sentences,
    trick_lines,
    trick_won_sentence,
)
from hearts_tui.words.tracker import SuitCount, TrackerFacts, Void
from tests.engine.helpers import play_script
from tests.engine.test_cancellation_game import carried_opening
from tests.ui.positions import east_shoots_the_moon, follow_clubs

CODE = "K7QD-MR9S"


def test_an_empty_list_still_ends_its_sentence() -> None:
    assert listed("Voids:", []) == "Voids:."


def test_the_trick_on_the_table_is_said_from_the_pass_to_the_end_of_the_hand() -> None:
    assert trick_lines(Game.new(CODE), short=False) == ["No trick yet: the pass comes first."]
    game = follow_clubs()
    assert trick_lines(game, short=False) == [
        "Trick 1: no card yet; West leads.",
        "Cards held: You 13, West 13, North 13, East 13.",
    ]
    play_script(game, "2C 6C")
    assert trick_lines(game, short=False) == [
        "Trick 1: West led the 2 of clubs, North played the 6 of clubs.",
        "North is winning, with the 6 of clubs.",
        "Cards held: You 13, West 12, North 12, East 13.",
        "East to play.",
    ]
    assert trick_lines(game, short=True, turn=False) == [
        "Trick 1: West led 2C, North played 6C.",
        "North is winning, with 6C.",
    ]
    play_script(game, "JC")
    assert trick_lines(game, short=True)[-1] == "Your turn."
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert trick_lines(game, short=False) == ["Hand 4 is over."]


def test_the_last_trick_is_said_with_its_taker_or_none_yet() -> None:
    game = follow_clubs()
    assert last_trick_lines(game, short=False) == ["No trick has been played yet in this hand."]
    play_script(game, "2C 6C JC 9C")
    assert last_trick_lines(game, short=True) == [
        "Trick 1: West 2C, North 6C, East JC, You 9C.",
        "East took it, no points.",
    ]


def test_a_cancelled_trick_is_said_to_wait_for_the_next_winner() -> None:
    game = carried_opening()
    record = game.last_trick
    assert record is not None
    lines = last_trick_lines(game, short=True)
    assert lines[0].startswith("Trick 1: You 9C, Ada 9C,")
    assert lines[-1] == "Nobody won it: every card of the suit led cancelled."
    assert trick_won_sentence(game, record, 0) == (
        "Nobody wins the trick: every club cancelled; it waits for the next winner."
    )
    assert trick_won_sentence(game, record, 0, last=True) == (
        "Nobody wins the last trick: every club cancelled;"
        " it goes to the winner of the trick before."
    )
    play_script(game, "2D 3D 4D 5D AD 7D 8D 9D")
    taken = game.last_trick
    assert taken is not None
    assert trick_won_sentence(game, taken, 0, carried=1) == (
        "Dev wins the trick and the one waiting, no points."
    )


def test_a_won_trick_names_what_came_with_it() -> None:
    cards = parse_cards("2C 3C AC QS")
    record = TrickRecord(0, tuple(enumerate(cards)), 2)
    said = trick_won_sentence(Game.new(CODE), record, 13, carried=3, kitty=True)
    assert said == "North wins the trick and the 3 waiting before it and the kitty, 13 points."


def test_the_scores_say_the_hand_so_far_and_who_is_lowest() -> None:
    game = follow_clubs()
    assert score_lines(game) == [
        "Scores: You 0, West 0, North 0, East 0.",
        "Hand 4 so far: You 0, West 0, North 0, East 0.",
        "The game ends at 50.",
    ]
    moon = east_shoots_the_moon()
    while moon.phase == "playing":
        moon.play(moon.legal_cards()[0])
    assert score_lines(moon) == [
        "Scores: You 26, West 26, North 26, East 0.",
        "Lowest: East. The game ends at 50.",
    ]


def test_the_score_sheet_says_the_moon_and_who_took_the_queen() -> None:
    assert sheet_lines(score_sheet(Game.new(CODE)), short=False) == [
        f"Score sheet of game {CODE}, target 50.",
        "No hand finished yet.",
    ]
    game = east_shoots_the_moon()
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert sheet_lines(score_sheet(game), short=False) == [
        f"Score sheet of game {CODE}, target 50.",
        "Hand 4: You 26, West 26, North 26, East 0.",
        "East shot the moon; East took the queen of spades.",
        "Totals: You 26, West 26, North 26, East 0.",
    ]
    playing = follow_clubs()
    play_script(playing, "2C")
    assert sheet_lines(score_sheet(playing), short=True)[1] == (
        "Hand 4 so far: You 0, West 0, North 0, East 0."
    )


#: A tracker at trick 5 of a 4-player hand, before anything optional is shown.
FACTS = TrackerFacts(
    players=4,
    trick_number=5,
    suits=tuple(SuitCount(suit, 3, 2, ()) for suit in Suit),
    voids=(),
    points_yours=(),
    points_out=(),
    points_left=0,
    points=(0,) * 52,
    hearts_broken=True,
    passed=(),
    pass_to=None,
    received=(),
    pass_from=None,
    passed_still_held=(),
    kitty_size=0,
    kitty_taker=None,
)


def test_the_tracker_says_only_what_there_is() -> None:
    assert tracker_sentences(FACTS, short=False) == [
        "Trick 5, hearts broken.",
        "Not seen yet: 3 cards in clubs, 3 in diamonds, 3 in hearts and 3 in spades.",
        "Voids: none shown yet.",
        "Points not yet played: 0.",
    ]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("count", [0, 1, 2, 5, 8, 9, 10, 13])
def test_the_trackers_counts_cannot_be_heard_as_cards(language: str, count: int) -> None:
    """«Ещё не вышли: 8 треф, 9 бубён» was heard as the 8♣ and the 9♦: no number is said
    right before a suit, in either language, at any count."""
    use(language)
    suits = tuple(replace(item, out=count) for item in FACTS.suits)
    said = tracker_sentences(replace(FACTS, suits=suits), short=False)[1]
    assert not re.search(r"\d+ (?:clubs?|diamonds?|hearts?|spades?|треф|бубён|червей|пик)", said)
    assert str(count) in said or "none" in said or "ни одной" in said


def test_the_trackers_counts_in_russian() -> None:
    use("ru")
    suits = tuple(
        replace(item, out=out) for item, out in zip(FACTS.suits, (8, 9, 1, 0), strict=True)
    )
    assert tracker_sentences(replace(FACTS, suits=suits), short=False)[1] == (
        "Ещё не вышли: треф — 8 карт, бубён — 9, червей — 1 и пик — ни одной."
    )


def test_the_tracker_says_your_pass_the_kitty_and_the_stock() -> None:
    passed = tuple(parse_cards("QS AH KH"))
    facts = replace(
        FACTS,
        voids=(Void(1, Suit.CLUBS, 2),),
        points_yours=tuple(parse_cards("2H")),
        passed=passed,
        pass_to=1,
        passed_still_held=passed,
        kitty_size=4,
        stock_size=6,
    )
    assert tracker_sentences(facts, short=True)[2:] == [
        "Voids: West has no clubs.",
        "Points not yet played: 0.",
        "Yours: 2H.",
        "You passed to West: QS AH KH.",
        "West still holds all 3.",
        "Kitty of 4 cards, taken by nobody yet.",
        "Stock: 6 cards face down.",
    ]
    partly = replace(
        facts,
        passed_still_held=passed[:1],
        received=tuple(parse_cards("2C 3C 4C")),
        pass_from=3,
        kitty_taker=2,
        stock_size=0,
    )
    assert tracker_sentences(partly, short=False)[-4:] == [
        "You passed to West: the queen of spades, the ace of hearts and the king of hearts.",
        "West still holds the queen of spades.",
        "East passed you the 2 of clubs, the 3 of clubs and the 4 of clubs.",
        "Kitty of 4 cards, taken by North.",
    ]


def test_played_cards_are_said_per_suit_high_first() -> None:
    suits = (SuitCount(Suit.CLUBS, 0, 0, (Card.parse("2C"), Card.parse("AC"))),)
    facts = replace(FACTS, suits=suits, passed=tuple(parse_cards("2D")), pass_to=None)
    lines = tracker_sentences(facts, short=False)
    assert "Clubs played: the ace and 2 of clubs." in lines
    assert not any(line.startswith("You passed") for line in lines)
