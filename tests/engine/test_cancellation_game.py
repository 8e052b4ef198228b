"""Cancellation Hearts through the public ``Game``: the deal of a code, two identical cards
kept two in hands, views, tricks and saves, and the records and views of cancelled and
waiting cards.  The rules themselves are tested on the hand state (test_cancellation.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hearts_tui.engine import Card, Game, IllegalMove, Rules, format_code
from hearts_tui.engine.cancellation import pack_indexes
from hearts_tui.engine.cancellation_game import CancellationGame, cancelled_note
from hearts_tui.engine.cards import CARDS

from .helpers import cards, codes, play_script

EIGHT = Rules.cancellation(8)
SEVEN = Rules.cancellation(7)


def fill2(*fixed: str, rules: Rules = EIGHT) -> list[list[Card]]:
    """Seat ``i`` holds ``fixed[i]``; the other copies of both decks are dealt in card order
    (both copies of the ♣2 first) to the seats that still need cards, the last ones left
    over as the face-down rest."""
    size = 104 // rules.players
    hands = [cards(text) for text in fixed] + [[] for _ in range(rules.players - len(fixed))]
    left = Counter(dict.fromkeys(CARDS, 2))
    left.subtract(card for hand in hands for card in hand)
    rest = iter(card for card in CARDS for _ in range(left[card]))
    for hand in hands:
        while len(hand) < size:
            hand.append(next(rest))
    return hands


def every_card(game: Game) -> Counter[Card]:
    """Where every card is: hands, the trick, finished tricks and the face-down rest."""
    count: Counter[Card] = Counter()
    for seat in range(game.players):
        count.update(game.hand(seat))
    count.update(card for _, card in game.trick)
    count.update(card for record in game.tricks for _, card in record.cards)
    count.update(game.kitty)
    return count


def carried_opening() -> Game:
    """Trick 1 at 8 players: 9♣ 9♣ 10♣ 10♣ J♣ J♣ Q♣ Q♣, every card cancelled."""
    game = Game.from_hands(
        fill2("9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "QC 8D", "QC 9D"), EIGHT
    )
    play_script(game, "9C 9C TC TC JC JC QC QC")
    return game


@pytest.mark.parametrize("players", [7, 8, 9, 10])
def test_a_code_deals_both_decks_round_the_same_way_every_time(players: int) -> None:
    rules = Rules.cancellation(players)
    game = Game.new(format_code(41), rules)
    assert isinstance(game, CancellationGame) and game.phase == "playing"
    assert game.pass_direction == "none"
    size = 104 // players
    assert [len(game.hand(seat)) for seat in range(players)] == [size] * players
    assert len(game.kitty) == 104 - size * players == game.view(0).kitty_size
    assert every_card(game) == Counter(dict.fromkeys(CARDS, 2))
    again = Game.new(game.code)
    assert [again.hand(s) for s in range(players)] == [game.hand(s) for s in range(players)]
    assert again.kitty == game.kitty


def test_the_player_left_of_the_dealer_leads_and_the_deal_moves_left() -> None:
    game = Game.new(format_code(5), EIGHT.replace(target=500))
    assert game.dealer == 7 and game.turn == 0
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    game.next_hand()
    assert game.dealer == 0 and game.turn == 1


def test_a_card_held_twice_is_two_cards_in_the_hand_the_view_and_the_legal_cards() -> None:
    game = Game.from_hands(fill2("5C 5C 9H 9H QS QS"), EIGHT)
    held = codes(game.hand(0))
    assert held.count("5C") == 2 and held.count("QS") == 2 and len(held) == 13
    view = game.view(0)
    assert codes(view.hand) == held and view.hand_sizes == (13,) * 8
    assert codes(view.legal).count("5C") == 2 and codes(game.legal_cards()).count("QS") == 2
    assert "9H" not in codes(view.legal)  # the first lead is not a heart
    game.play("5C")
    assert codes(game.hand(0)).count("5C") == 1 and game.view(0).hand_sizes[0] == 12


def test_from_hands_refuses_a_third_copy() -> None:
    hands = fill2("5C 5C")
    hands[1][0] = Card.parse("5C")
    with pytest.raises(ValueError, match="5♣ is dealt more than twice"):
        Game.from_hands(hands, EIGHT)


def test_the_trick_and_its_record_name_the_cancelled_cards() -> None:
    game = Game.from_hands(fill2("5C", "AC", "3C", "AC", "4C"), EIGHT)
    play_script(game, "5C AC 3C AC")
    assert codes(game.view(5).cancelled) == ["AC"]
    assert cancelled_note(Card.parse("AC")) == "Cancelled: both A♣ cancel"
    for _ in range(4):
        record = game.play(game.legal_cards()[0])
    assert record is not None and record.winner == 0 and codes(record.cancelled) == ["AC"]
    assert not record.carried and game.view(0).cancelled == ()


def test_a_fully_cancelled_trick_waits_and_its_record_gets_the_next_winner() -> None:
    game = carried_opening()
    carried = game.last_trick
    assert carried is not None and carried.carried and carried.winner == -1
    assert codes(carried.cancelled) == ["9C", "TC", "JC", "QC"]
    view = game.view(3)
    assert codes(view.waiting) == ["9C", "9C", "TC", "TC", "JC", "JC", "QC", "QC"]
    assert game.turn == 0  # its leader leads again
    play_script(game, "2D 3D 4D 5D AD 7D 8D 9D")
    assert [record.winner for record in game.tricks] == [4, 4]
    assert game.tricks[0].carried and not game.tricks[1].carried
    assert game.view(3).waiting == () and game.turn == 4
    assert len(game.view(0).taken_by(4)) == 16


def test_the_face_down_rest_waits_with_a_cancelled_first_trick_and_stays_hidden() -> None:
    nine = Rules.cancellation(9)
    hands = fill2("9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "2S 8D", "3S 9D",
                  "7S TD", rules=nine)  # fmt: skip
    game = Game.from_hands(hands, nine)
    assert codes(game.kitty) == ["QS", "KS", "KS", "AS", "AS"]
    # The last seats have no club: the clubs of the trick, all in pairs, cancel.
    play_script(game, "9C 9C TC TC JC JC 2S 3S 7S")
    view = game.view(1)
    assert view.kitty_waiting and view.kitty_size == 5 and view.kitty == ()
    assert game.last_trick is not None and game.last_trick.carried
    assert sum(view.hand_points) == 0
    play_script(game, "2D 3D 4D 5D AD 7D 8D 9D TD")
    view = game.view(1)
    assert not view.kitty_waiting and game.tricks[0].winner == 4
    assert view.hand_points[4] == 0 and game.hand_points[4] == 0  # the Q♠ of the rest: hidden
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert game.view(1).kitty == tuple(cards("QS KS KS AS AS"))
    assert sum(game.hand_points) == 52 or game.moon_shooter is not None
    taken = Counter(c for r in game.tricks if r.winner == 4 for _, c in r.cards)
    assert game.hand_points[4] == 13 + sum(game.table.points[c.index] * k for c, k in taken.items())


def test_the_queen_of_spades_may_go_on_the_first_trick_and_hearts_may_not() -> None:
    game = Game.from_hands(fill2("2C", "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"), EIGHT)
    game.play("2C")
    assert codes(game.legal_cards()) == ["QS"]
    assert game.why_illegal("2H") == "No points on the first trick"
    game.play("QS")


def test_a_whole_hand_scores_52_points_unless_the_moon_is_shot() -> None:
    for seed in range(6):
        game = Game.new(format_code(seed), SEVEN)
        rng = random.Random(seed)
        while game.phase == "playing":
            game.play(rng.choice(game.legal_cards()))
        points = game.hand_points
        if game.moon_shooter is None:
            assert sum(points) == 52
        else:
            assert sorted(points) == [0] + [52] * 6


def test_a_save_replays_the_same_copies_mid_trick() -> None:
    game = Game.from_hands(fill2("5C 5C 9H 9H QS QS"), EIGHT)
    play_script(game, "5C")
    rng = random.Random(3)
    for _ in range(20):
        game.play(rng.choice(game.legal_cards()))
    copy = Game.from_json(game.to_json())
    assert isinstance(copy, CancellationGame)
    for seat in range(8):
        assert copy.view(seat) == game.view(seat)
    assert copy.to_json() == game.to_json()


def test_taking_back_a_copy_restores_both() -> None:
    game = Game.from_hands(fill2("5C 5C 9H 9H QS QS"), EIGHT)
    before = game.to_json()
    game.play("5C")
    assert codes(game.hand(0)).count("5C") == 1
    taken = game.take_back(0)
    assert codes(taken.cards) == ["5C"] and codes(game.hand(0)).count("5C") == 2
    assert game.to_json() == before


def test_a_card_not_held_and_a_carried_trick_are_told_apart() -> None:
    game = carried_opening()
    with pytest.raises(IllegalMove, match="You do not hold 9♣"):
        game.play("9C")
    assert game.why_illegal("3D") == "You do not hold 3♦"


def test_from_hands_refuses_a_stock_a_short_hand_and_a_third_copy_in_one_hand() -> None:
    with pytest.raises(ValueError, match="only Domino Hearts has a stock"):
        Game.from_hands(fill2(), EIGHT, stock=[])
    short = fill2()
    short[0].pop()
    with pytest.raises(ValueError, match="seat 0 has 12 cards; this table deals 13"):
        Game.from_hands(short, EIGHT)
    with pytest.raises(ValueError, match="7♣ is in play more than twice"):
        pack_indexes([5, 5, 5])


def test_a_cancellation_game_is_made_only_for_its_own_table() -> None:
    with pytest.raises(ValueError, match="plays Cancellation Hearts only"):
        CancellationGame("K7QD-MR9S", Rules(), 1)
    with pytest.raises(ValueError, match=r"made by Game\.new or from_hands"):
        Game("K7QD-MR9S", EIGHT, 1)


def test_no_card_is_legal_once_the_hand_is_over() -> None:
    game = Game.new(format_code(3), EIGHT)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert game.phase == "hand_over" and game.legal_cards() == []
