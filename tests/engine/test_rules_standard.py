"""The Standard table (SPEC §2), one scripted test per rule."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Card, Game, IllegalMove, Rules, format_code
from hearts_tui.engine.cards import CARDS

from .helpers import cards, codes, fill, play_hand, play_script, preferring

NO_PASS = 4  # the fourth hand of the cycle passes nothing: play starts at once

#: Each seat holds one whole suit: seat 0 clubs, 1 diamonds, 2 hearts, 3 spades.
SUITED = [
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
]


def suited_game(**kwargs: object) -> Game:
    """Seat 0 leads clubs thirteen times and takes every trick: a moon shot."""
    return Game.from_hands([cards(h) for h in SUITED], hand_number=NO_PASS, **kwargs)  # type: ignore[arg-type]


# -- passing -------------------------------------------------------------------------------


def test_pass_cycle_is_left_right_across_none_then_repeats() -> None:
    game = Game.new("K7QD-MR9S", Rules(target=500))
    seen = []
    for _ in range(6):
        seen.append(game.pass_direction)
        play_hand(game)
        game.next_hand()
    assert seen == ["left", "right", "across", "none", "left", "right"]


@pytest.mark.parametrize(
    ("hand_number", "direction", "offset"),
    [(1, "left", 1), (2, "right", 3), (3, "across", 2)],
)
def test_passed_cards_go_to_the_seat_of_the_direction(
    hand_number: int, direction: str, offset: int
) -> None:
    """Left is the next seat in play order; right the previous one; across two away."""
    game = Game.from_hands(fill(), hand_number=hand_number)
    assert game.pass_direction == direction
    passes = {seat: game.hand(seat)[:3] for seat in range(4)}
    for seat in range(4):
        game.pass_cards(seat, passes[seat])
    for seat in range(4):
        receiver = (seat + offset) % 4
        assert game.pass_target(seat) == receiver
        assert set(passes[seat]) <= set(game.hand(receiver))
        assert not set(passes[seat]) & set(game.hand(seat))
        assert game.received_cards(receiver) == passes[seat]
        assert game.view(receiver).received == passes[seat]
        assert game.view(seat).passed == passes[seat]


def test_no_pass_hand_starts_play_and_refuses_a_pass() -> None:
    game = Game.from_hands(fill(), hand_number=NO_PASS)
    assert game.pass_direction == "none"
    assert game.phase == "playing"
    assert not game.has_passed(0) and not game.view(0).has_passed
    with pytest.raises(IllegalMove) as info:
        game.pass_cards(0, game.hand(0)[:3])
    assert info.value.reason == "No pass this hand"


def test_simultaneous_pass_received_cards_appear_only_after_everyone_passed() -> None:
    game = Game.from_hands(fill(), hand_number=1)
    before = [game.hand(seat) for seat in range(4)]
    for seat in range(3):
        game.pass_cards(seat, before[seat][:3])
        assert game.phase == "passing"
        assert game.has_passed(seat)
        # Nobody has received anything yet: every hand is still as dealt.
        assert [game.hand(s) for s in range(4)] == before
        assert all(game.view(s).received == () for s in range(4))
    assert not game.has_passed(3)
    game.pass_cards(3, before[3][:3])
    assert game.phase == "playing"
    assert all(game.has_passed(s) and game.view(s).has_passed for s in range(4))
    assert [game.hand(s) for s in range(4)] != before
    assert all(len(game.view(s).received) == 3 for s in range(4))


def test_passing_twice_is_refused() -> None:
    game = Game.from_hands(fill(), hand_number=1)
    game.pass_cards(0, game.hand(0)[:3])
    with pytest.raises(IllegalMove) as info:
        game.pass_cards(0, game.hand(0)[3:6])
    assert info.value.reason == "Cards already passed"


def test_passing_a_card_not_held_is_refused() -> None:
    game = Game.from_hands(fill(), hand_number=1)
    foreign = game.hand(1)[0]
    with pytest.raises(IllegalMove) as info:
        game.pass_cards(0, [*game.hand(0)[:2], foreign])
    assert info.value.reason == f"You do not hold {foreign}"
    assert not game.has_passed(0)


@pytest.mark.parametrize("picks", [[0, 1], [0, 1, 2, 3], [0, 0, 1], []])
def test_a_pass_must_be_exactly_three_different_cards(picks: list[int]) -> None:
    game = Game.from_hands(fill(), hand_number=1)
    hand = game.hand(0)
    with pytest.raises(IllegalMove) as info:
        game.pass_cards(0, [hand[i] for i in picks])
    assert info.value.reason == "Pass exactly 3 different cards"
    assert not game.has_passed(0)


# -- the first trick -----------------------------------------------------------------------


def test_two_of_clubs_holder_leads_it() -> None:
    game = Game.from_hands(fill("", "", "2C"), hand_number=NO_PASS)
    assert game.turn == 2
    assert codes(game.legal_cards()) == ["2C"]
    for card in game.hand(2)[1:]:
        assert game.why_illegal(card) == "The 2♣ leads the first trick"


def test_two_of_clubs_leads_after_the_pass_moved_it() -> None:
    game = Game.from_hands(fill("2C"), hand_number=1)
    game.pass_cards(0, cards("2C 3C 4C"))
    for seat in (1, 2, 3):
        game.pass_cards(seat, game.hand(seat)[:3])
    assert game.turn == 1
    assert codes(game.legal_cards()) == ["2C"]


def test_no_points_on_the_first_trick_when_void_in_clubs() -> None:
    game = suited_game()
    play_script(game, "2C 2D 2H")
    assert game.turn == 3
    spades = game.hand(3)
    assert game.why_illegal("QS") == "No points on the first trick"
    assert set(game.legal_cards()) == set(spades) - {Card.parse("QS")}
    with pytest.raises(IllegalMove):
        game.play("QS")


def test_void_seat_with_other_cards_may_not_discard_a_heart_on_the_first_trick() -> None:
    game = Game.from_hands(
        fill("2C", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD"), hand_number=NO_PASS
    )
    game.play("2C")
    assert codes(game.legal_cards()) == ["AD"]
    assert game.why_illegal("2H") == "No points on the first trick"


def test_points_allowed_on_the_first_trick_when_hand_is_only_hearts_and_queen() -> None:
    game = Game.from_hands(
        fill("2C", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS"), hand_number=NO_PASS
    )
    game.play("2C")
    assert set(game.legal_cards()) == set(game.hand(1))
    game.play("QS")
    assert game.trick[-1] == (1, Card.parse("QS"))


def test_hand_of_only_hearts_may_play_hearts_on_the_first_trick() -> None:
    game = suited_game()
    play_script(game, "2C 2D")
    assert game.legal_cards() == list(game.hand(2))


# -- following suit ------------------------------------------------------------------------


def test_follow_suit_clubs_on_the_first_trick() -> None:
    game = Game.from_hands(fill("2C", "3C"), hand_number=NO_PASS)
    game.play("2C")
    assert codes(game.legal_cards()) == ["3C"]
    for card in game.hand(1)[1:]:
        assert game.why_illegal(card) == "Follow suit: you have ♣"


@pytest.mark.parametrize(("suit", "glyph"), [("D", "♦"), ("H", "♥"), ("S", "♠")])
def test_follow_suit_names_the_led_suit(suit: str, glyph: str) -> None:
    """Seat 3 wins trick 1 with A♣ and leads a suit it holds 12 of (hearts: its hand is
    then hearts only, so it may lead them); seat 0 holds the ace of that suit."""
    rest = " ".join(r + suit for r in "23456789TJQK")
    game = Game.from_hands(fill(f"2C A{suit}", "", "", f"AC {rest}"), hand_number=NO_PASS)
    play_hand(game, tricks=1)
    assert game.last_trick is not None and game.last_trick.winner == 3
    game.play("2" + suit)
    assert game.turn == 0
    assert codes(game.legal_cards()) == ["A" + suit]
    for card in game.hand(0):
        if card.code != "A" + suit:
            assert game.why_illegal(card) == f"Follow suit: you have {glyph}"


# -- hearts must be broken -----------------------------------------------------------------

#: Seat 0 wins trick 1 with A♣ and trick 2 with A♦, on which seat 1 (void in diamonds)
#: discards the Q♠; seat 0 then leads with hearts and other cards in hand.
QUEEN_DISCARD = [
    "AC AD KD 2H 3H 4H 5H 6H 7H 8H 9H TH 2S",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC QS",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JH QH KH AH",
    "JD QD 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
]


def queen_discard_game(rules: Rules | None = None) -> Game:
    game = Game.from_hands([cards(h) for h in QUEEN_DISCARD], rules, hand_number=NO_PASS)
    play_hand(game, preferring("AD", "QS"), tricks=2)
    assert game.last_trick is not None and game.last_trick.winner == 0
    assert Card.parse("QS") in [card for _, card in game.last_trick.cards]
    return game


def test_hearts_cannot_be_led_until_broken() -> None:
    game = Game.from_hands(fill("2C", "3C", "4C", "AC 2H 3H"), hand_number=NO_PASS)
    play_hand(game, tricks=1)
    assert game.turn == 3 and not game.hearts_broken
    hearts = cards("2H 3H")
    for card in hearts:
        assert game.why_illegal(card) == "Hearts are not broken yet"
        assert card not in game.legal_cards()
    assert game.legal_cards() == [c for c in game.hand(3) if c.suit.letter != "H"]


def test_the_queen_of_spades_does_not_break_hearts() -> None:
    game = queen_discard_game()
    assert not game.hearts_broken
    assert game.why_illegal("2H") == "Hearts are not broken yet"
    assert codes(game.legal_cards()) == ["KD", "2S"]


def test_the_queen_of_spades_may_be_led_any_time_after_the_first_trick() -> None:
    game = Game.from_hands(fill("2C", "3C", "4C", "AC QS"), hand_number=NO_PASS)
    play_hand(game, tricks=1)
    assert game.turn == 3 and not game.hearts_broken
    assert game.why_illegal("QS") is None
    game.play("QS")


def test_hearts_may_be_led_once_a_heart_was_discarded() -> None:
    # Seat 1 (void in diamonds) discards a heart on trick 2; seat 0 wins and leads hearts.
    deal = [h.replace("QS", "2H") if i == 1 else h for i, h in enumerate(QUEEN_DISCARD)]
    deal[0] = deal[0].replace("2H", "QS")
    game = Game.from_hands([cards(h) for h in deal], hand_number=NO_PASS)
    play_hand(game, preferring("AD", "2H"), tricks=2)
    assert game.hearts_broken
    assert game.turn == 0
    assert game.why_illegal("3H") is None


def test_hearts_may_be_led_when_the_hand_is_only_hearts() -> None:
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    game = Game.from_hands(fill("2C", "3C", "4C", f"AC {hearts}"), hand_number=NO_PASS)
    play_hand(game, tricks=1)
    assert game.turn == 3 and not game.hearts_broken
    assert game.legal_cards() == list(game.hand(3))
    game.play("7H")
    assert game.hearts_broken


# -- tricks --------------------------------------------------------------------------------


def test_highest_card_of_the_led_suit_wins_and_leads_next() -> None:
    """An off-suit ace does not win; the winner of the trick is on turn."""
    clubs = "3C 4C 6C 7C 8C 9C TC JC QC KC AC"
    game = Game.from_hands(fill(f"2C {clubs}", "AD", "5C", "3S"), hand_number=NO_PASS)
    game.play("2C")
    game.play("AD")
    game.play("5C")
    record = game.play("3S")
    assert record is not None
    assert record.winner == 2 and record.leader == 0
    assert [s for s, _ in record.cards] == [0, 1, 2, 3]
    assert game.turn == 2
    assert game.trick == []
    assert game.last_trick == record


def test_thirteen_tricks_a_hand() -> None:
    game = Game.new("K7QD-MR9S")
    play_hand(game)
    assert len(game.tricks) == 13
    assert all(len(game.hand(seat)) == 0 for seat in range(4))
    assert game.phase == "hand_over"


@pytest.mark.parametrize("seed", [0, 1, 2, 12345, 31**7 - 1])
def test_a_hand_scores_26_points(seed: int) -> None:
    game = Game.new(format_code(seed))
    play_hand(game)
    assert game.moon_shooter is None
    assert sum(game.hand_points) == 26
    assert game.scores == game.hand_points
    taken: dict[int, int] = {}
    for record in game.tricks:
        for _, card in record.cards:
            value = 13 if card.code == "QS" else int(card.suit.letter == "H")
            taken[record.winner] = taken.get(record.winner, 0) + value
    assert game.hand_points == [taken.get(seat, 0) for seat in range(4)]


# -- scoring, the moon and the end of the game -----------------------------------------------


def test_shooting_the_moon_gives_everyone_else_26() -> None:
    game = suited_game()
    play_hand(game)
    assert all(record.winner == 0 for record in game.tricks)
    assert game.moon_shooter == 0
    assert game.hand_points == [0, 26, 26, 26]
    assert game.scores == [0, 26, 26, 26]
    assert game.history == [[0, 26, 26, 26]]


def test_game_ends_after_the_hand_reaching_the_target_and_lowest_wins() -> None:
    game = suited_game(scores=[10, 20, 30, 0])
    play_hand(game, tricks=12)
    assert game.phase == "playing"  # the target counts only once the hand is over
    play_hand(game)
    assert game.scores == [10, 46, 56, 26]
    assert game.phase == "game_over"
    assert game.winners == [0]
    with pytest.raises(IllegalMove):
        game.next_hand()


def test_game_goes_on_while_nobody_reaches_the_target() -> None:
    game = suited_game(scores=[0, 23, 0, 0])
    play_hand(game)
    assert game.scores == [0, 49, 26, 26]
    assert game.phase == "hand_over"
    assert game.winners == []
    game.next_hand()
    assert game.hand_number == NO_PASS + 1 and game.phase == "passing"


def test_equal_lowest_totals_share_first_place() -> None:
    game = suited_game(scores=[26, 0, 10, 30])
    play_hand(game)
    assert game.scores == [26, 26, 36, 56]
    assert game.phase == "game_over"
    assert game.winners == [0, 1]


# -- refusals ------------------------------------------------------------------------------


def test_not_your_turn() -> None:
    game = Game.from_hands(fill("2C", "3C"), hand_number=NO_PASS)
    assert game.why_illegal("3C", seat=1) == "Not your turn"
    with pytest.raises(IllegalMove) as info:
        game.play("3C", seat=1)
    assert info.value.reason == "Not your turn"
    game.play("2C", seat=0)
    assert game.why_illegal("3C", seat=1) is None


def test_illegal_move_is_a_value_error_with_the_reason() -> None:
    game = Game.from_hands(fill("2C 3C"), hand_number=NO_PASS)
    with pytest.raises(ValueError, match="The 2♣ leads the first trick") as info:
        game.play("3C")
    assert isinstance(info.value, IllegalMove)
    assert info.value.reason == "The 2♣ leads the first trick"
    assert info.value.card == Card.parse("3C")


def test_playing_a_card_not_held_is_refused() -> None:
    game = Game.from_hands(fill("2C"), hand_number=NO_PASS)
    with pytest.raises(IllegalMove) as info:
        game.play("AS")
    assert info.value.reason == "You do not hold A♠"


def test_playing_during_the_pass_is_refused() -> None:
    game = Game.from_hands(fill("2C"), hand_number=1)
    assert game.turn == -1 and game.legal_cards() == []
    with pytest.raises(IllegalMove) as info:
        game.play("2C")
    assert info.value.reason == "Pass three cards first"


def test_next_hand_is_refused_while_the_hand_is_played() -> None:
    game = Game.from_hands(fill(), hand_number=NO_PASS)
    with pytest.raises(IllegalMove):
        game.next_hand()


@pytest.mark.parametrize("seed", [3, 4])
def test_why_illegal_is_none_exactly_for_the_legal_cards(seed: int) -> None:
    """At every turn of two whole hands, for all 52 cards, for the seat on turn and others."""
    game = Game.new(format_code(seed))
    for _ in range(2):
        if game.phase == "passing":
            for seat in range(4):
                game.pass_cards(seat, game.hand(seat)[-3:])
        while game.phase == "playing":
            legal = set(game.legal_cards())
            assert legal and legal <= set(game.hand(game.turn))
            for card in CARDS:
                assert (game.why_illegal(card) is None) == (card in legal), card
                other = (game.turn + 1) % 4
                assert game.why_illegal(card, seat=other) == "Not your turn"
            game.play(sorted(legal, key=lambda c: (c.rank, c.suit))[-1])
        game.next_hand()


# -- building positions ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "kwargs", "message"),
    [
        (fill()[:3], {}, "need 4 hands"),
        ([*fill()[:3], fill()[3][:12]], {}, "seat 3 has 12 cards"),
        ([fill()[0], fill()[0], fill()[2], fill()[3]], {}, "dealt twice"),
        (fill(), {"hand_number": 0}, "hand_number"),
        (fill(), {"hand_number": 1.5}, "hand_number"),
        (fill(), {"scores": [0, 0, 0]}, "need 4 scores"),
        (fill(), {"scores": [0, 0, 0, 2.5]}, "whole numbers"),
        (fill(), {"rules": Rules(players=3)}, "need 3 hands"),
    ],
)
def test_from_hands_refuses_impossible_positions(
    hands: list[list[Card]], kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Game.from_hands(hands, **kwargs)  # type: ignore[arg-type]


def test_from_hands_refuses_a_card_removed_at_this_table() -> None:
    rules = Rules(players=3)
    hands = [fill(rules=rules)[0][:-1] + cards("2D"), *fill(rules=rules)[1:]]
    with pytest.raises(ValueError, match="not in play"):
        Game.from_hands(hands, rules)


def test_from_hands_accepts_card_text() -> None:
    texts = [[c.code for c in hand] for hand in fill()]
    assert Game.from_hands(texts).hand(0) == tuple(fill()[0])
