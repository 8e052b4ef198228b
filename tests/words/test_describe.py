"""What the table says of cancelled and waiting cards, of a hint's or a pass's reason, and of
a moon shot where shots are off (words/describe.py), from positions reached in the engine."""

from __future__ import annotations

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words.describe import (
    cancelled_text,
    hint_reason,
    moon_text,
    pass_reason,
    waiting_text,
)
from tests.engine.helpers import cards, fill, play_script
from tests.engine.test_cancellation_game import carried_opening, fill2
from tests.ui.positions import EAST_SHOOTS


def test_cancelled_cards_are_named_in_pairs_and_nothing_is_said_of_none() -> None:
    game = carried_opening()
    record = game.last_trick
    assert record is not None
    assert cancelled_text(record.cancelled) == "Cancelled in pairs: 9♣ 10♣ J♣ Q♣"
    assert cancelled_text(cards("QS")) == "Cancelled: both Q♠ cancel"
    assert cancelled_text([]) == ""


def test_a_long_wait_counts_its_cards_and_names_the_face_down_rest() -> None:
    """Nine players: the clubs of trick 1 all cancel, and the kitty waits with them."""
    assert waiting_text(carried_opening()) == "Waiting for the winner: 8 cards (no points)"
    nine = Rules.cancellation(9)
    hands = fill2("9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "2S 8D", "3S 9D",
                  "7S TD", rules=nine)  # fmt: skip
    game = Game.from_hands(hands, nine)
    play_script(game, "9C 9C TC TC JC JC 2S 3S 7S")
    assert waiting_text(game) == "Waiting for the winner: 9 cards + 5 face down (no points)"
    assert waiting_text(Game.from_hands(hands, nine)) == ""


def test_the_hint_for_a_low_spade_says_the_queen_stays_covered() -> None:
    game = Game.from_hands(fill("2C QS 2S 3S 4S 5S"))
    assert hint_reason(game, Card.parse("2S")).endswith("keeps the Q♠ protected by 3 spades")
    assert "protected" not in hint_reason(game, Card.parse("2C"))


def test_passing_the_high_spades_without_the_queen_says_they_would_catch_it() -> None:
    game = Game.from_hands(fill("AS KS"), hand_number=1)
    assert game.phase == "passing"
    assert pass_reason(game, cards("AS KS 2C")) == (
        "passes the A♠ and K♠ that would catch the Q♠, voids ♠"
    )


def test_all_the_points_taken_with_moon_shots_off_stay_with_the_taker() -> None:
    game = Game.from_hands(EAST_SHOOTS, Rules(moon="off"), hand_number=4)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert game.hand_points == [0, 0, 0, 26]
    assert moon_text(game) == "East took every point card (moon shots are off: the points stay)"


def test_a_pass_that_keeps_a_short_queen_and_voids_nothing_sheds_high_cards() -> None:
    game = Game.from_hands(fill("QS 2S"), hand_number=1)
    assert pass_reason(game, cards("QC JC TC")) == "sheds high cards"
