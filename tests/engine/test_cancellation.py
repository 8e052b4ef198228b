"""Cancellation Hearts on its hand state (page 001; rules in ``engine/cancellation.py``):
one scripted test per rule, each named for it.

A state is built from each seat's cards as text (a card written twice is held twice); the
tests of the last trick start the state with the tricks before it already played.
"""

from __future__ import annotations

from collections import Counter

import pytest

from hearts_tui.engine import Card, Rules
from hearts_tui.engine.cancellation import (
    CARRIED,
    CancellationHand,
    cancellation_winner,
    deal_two_decks,
    pack_indexes,
)
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import table_for

from .helpers import cards, codes

EIGHT = Rules.cancellation(8)


def state_of(
    *hands: str, rules: Rules = EIGHT, rest: str = "", leader: int = 0, played: int = 0
) -> CancellationHand:
    """Seat ``i`` holds ``hands[i]`` (``"AC AC 2H"``: two A♣ and the 2♥); ``played`` tricks
    of the hand are taken as already over (the next is the first when 0)."""
    table = table_for(rules)
    assert len(hands) == table.players
    packed = [pack_indexes(card.index for card in cards(text)) for text in hands]
    state = CancellationHand(
        table, packed, leader=leader, rest=[card.index for card in cards(rest)]
    )
    if played:
        state.tricks_played = played
        state.first_trick = False
    return state


def play(state: CancellationHand, moves: str) -> list[int | None]:
    """Play ``moves`` in turn order; what each ``play`` returned."""
    return [state.play(card.index) for card in cards(moves)]


def legal(state: CancellationHand) -> list[str]:
    return codes(state.legal_cards())


# -- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "size", "rest"), [(7, 14, 6), (8, 13, 0), (9, 11, 5), (10, 10, 4)]
)
def test_both_decks_are_dealt_round_evenly_and_the_rest_lies_face_down(
    players: int, size: int, rest: int
) -> None:
    table = table_for(Rules.cancellation(players))
    hands, undealt = deal_two_decks(table, Rng(7))
    state = CancellationHand(table, hands, leader=0, rest=undealt)
    assert state.sizes() == (size,) * players and len(undealt) == rest
    every = Counter([c for seat in range(players) for c in state.cards(seat)])
    every.update(Card.from_index(i) for i in undealt)
    assert set(every.values()) == {2} and len(every) == 52  # each card twice, 104 in all
    # Round: the shuffled 104 cards go one at a time to seat 0, 1, ... n-1, 0, ...
    order = [i for i in range(52)] * 2
    Rng(7).shuffle(order)
    for seat in range(players):
        assert Counter(c.index for c in state.cards(seat)) == Counter(
            order[seat : size * players : players]
        )
    assert undealt == order[size * players :]


def test_a_card_dealt_twice_to_one_seat_is_held_twice() -> None:
    state = state_of("5C 5C 9H", *["2D"] * 7)
    assert codes(state.cards(0)) == ["5C", "5C", "9H"]
    assert state.sizes()[0] == 3
    assert legal(state) == ["5C", "5C"]  # both copies, hearts not yet
    state.play(Card.parse("5C").index)
    assert codes(state.cards(0)) == ["5C", "9H"]


# -- playing --------------------------------------------------------------------------------


def test_follow_suit_if_you_can() -> None:
    state = state_of("4C", "7C 7C KH", "2D", "3D", "4D", "5D", "6D", "7D")
    play(state, "4C")
    assert legal(state) == ["7C", "7C"]


def test_the_first_lead_is_any_card_but_a_heart_and_may_be_the_queen_of_spades() -> None:
    state = state_of("QS 2H 3C", *["2D"] * 7)
    assert legal(state) == ["3C", "QS"]
    only_hearts = state_of("2H 3H", *["2D"] * 7)
    assert legal(only_hearts) == ["2H", "3H"]


def test_the_queen_of_spades_may_go_on_the_first_trick_but_hearts_may_not() -> None:
    state = state_of("4C", "QS 2H 3D", "2D", "3D", "4D", "5D", "6D", "7D")
    play(state, "4C")
    assert legal(state) == ["3D", "QS"]
    hearts_and_queen = state_of("4C", "QS 2H", "2D", "3D", "4D", "5D", "6D", "7D")
    play(hearts_and_queen, "4C")
    assert legal(hearts_and_queen) == ["QS"]
    nothing_else = state_of("4C", "2H 3H", "2D", "3D", "4D", "5D", "6D", "7D")
    play(nothing_else, "4C")
    assert legal(nothing_else) == ["2H", "3H"]  # a hand of hearts alone may shed one


def test_two_identical_cards_in_one_trick_cancel_and_neither_can_win() -> None:
    state = state_of("5C", "AC", "3C", "AC", "4C", "2D", "3D", "4D")
    results = play(state, "5C AC 3C AC 4C 2D 3D 4D")
    assert results[-1] == 0  # the 5♣ is the highest card left of the suit led
    assert state.turn == 0 and state.leader == 0


def test_when_the_highest_cards_cancel_the_highest_uncancelled_card_of_the_suit_led_wins() -> None:
    state = state_of("5C", "AC", "KC", "AC", "KC", "QC", "2S", "9C")
    assert play(state, "5C AC KC AC KC QC 2S 9C")[-1] == 5  # A♣ A♣ and K♣ K♣ cancel: Q♣


def test_a_card_of_another_suit_never_wins_even_when_every_card_of_the_suit_led_cancels() -> None:
    """Page 001: the highest card of the suit led takes the trick.  With the two 7♣ the only
    clubs, no card can take it: it waits like a fully cancelled trick."""
    state = state_of("7C 2C", "7C 3C", "AS 4C", "AH 5C", "KD 6C", "2D 8C", "3D 9C", "4D TC")
    assert play(state, "7C 7C AS AH KD 2D 3D 4D")[-1] == CARRIED
    assert state.waiting_cards() == tuple(sorted(cards("7C 7C AS AH KD 2D 3D 4D")))
    assert state.turn == 0  # its leader leads again


def test_cancellation_winner_names_the_highest_uncancelled_card_of_the_suit_led() -> None:
    def trick(text: str) -> list[tuple[int, int]]:
        return [(seat, card.index) for seat, card in enumerate(cards(text))]

    assert cancellation_winner(trick("5C AC 3C AC")) == 0
    assert cancellation_winner(trick("5C AC 3C")) == 1
    assert cancellation_winner(trick("5C 5C AH AH")) == CARRIED
    assert cancellation_winner(trick("5C 9C 5C AD")) == 1


def test_a_fully_cancelled_trick_goes_to_the_winner_of_the_next_trick() -> None:
    state = state_of(
        "9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "QC 8D", "QC 9D", played=0
    )
    assert play(state, "9C 9C TC TC JC JC QC QC")[-1] == CARRIED
    assert not any(state.taken) and len(state.waiting_cards()) == 8
    assert play(state, "2D 3D 4D 5D AD 7D 8D 9D")[-1] == 4
    taken = state.taken_cards(4)
    assert len(taken) == 16 and taken.count(Card.parse("9C")) == 2
    assert state.waiting_cards() == ()


def test_after_a_fully_cancelled_trick_its_leader_leads_again() -> None:
    # Seat 2 leads the 2♥; seat 0 cancels it with the other; nobody else has a heart.
    state = state_of("2H 2D", "3D TD", "2H 4D", "5D JD", "6D QD", "7D KD", "8D AD", "9D 3C",
                     leader=2, played=1)  # fmt: skip
    state.hearts_broken = True
    assert play(state, "2H 5D 6D 7D 8D 9D 2H 3D")[-1] == CARRIED
    assert state.turn == 2 and state.leader == 2


def test_a_fully_cancelled_last_trick_goes_to_the_winner_of_the_trick_before_it() -> None:
    size = table_for(EIGHT).hand_size
    state = state_of("AD 2C", "3D 2C", "4D 3C", "5D 3C", "6D 4C", "7D 4C", "8D 5C", "9D 5C",
                     played=size - 2)  # fmt: skip
    assert play(state, "AD 3D 4D 5D 6D 7D 8D 9D")[-1] == 0
    assert play(state, "2C 2C 3C 3C 4C 4C 5C 5C")[-1] == 0
    assert state.over
    assert Counter(state.taken_cards(0)) == Counter(
        cards("AD 3D 4D 5D 6D 7D 8D 9D 2C 2C 3C 3C 4C 4C 5C 5C")
    )


def test_cancelled_tricks_in_a_row_at_the_end_go_to_the_last_trick_won() -> None:
    size = table_for(EIGHT).hand_size
    state = state_of("2D 9C 2S", "3D 9C 2S", "4D TC 3S", "5D TC 3S", "6D JC 4S", "7D JC 4S",
                     "8D QC 5S", "AD QC 5S", played=size - 3)  # fmt: skip
    state.leader = state.turn = 7
    assert play(state, "AD 2D 3D 4D 5D 6D 7D 8D")[-1] == 7
    assert play(state, "QC 9C 9C TC TC JC JC QC")[-1] == CARRIED
    assert state.turn == 7
    assert play(state, "5S 2S 2S 3S 3S 4S 4S 5S")[-1] == 7
    assert len(state.taken_cards(7)) == 24 and state.waiting_cards() == ()


def test_with_no_trick_won_in_the_hand_the_last_leader_takes_the_cancelled_tricks() -> None:
    size = table_for(EIGHT).hand_size
    state = state_of("9C", "9C", "TC", "TC", "JC", "JC", "QC", "QC", leader=3, played=size - 1)
    assert play(state, "TC JC JC QC QC 9C 9C TC")[-1] == 3


def test_the_face_down_rest_goes_with_the_first_trick_to_whoever_takes_it() -> None:
    seven = Rules.cancellation(7)
    state = state_of("2C", "3C", "4C", "5C", "6C", "7C", "AC", rules=seven, rest="QS QS 2H")
    assert play(state, "2C 3C 4C 5C 6C 7C AC")[-1] == 6
    assert Counter(c.code for c in state.taken_cards(6)).most_common(1) == [("QS", 2)]
    assert state.raw_points()[6] == 27 and state.visible_points(hide_kitty=True)[6] == 0


def test_the_rest_waits_with_a_fully_cancelled_first_trick() -> None:
    nine = Rules.cancellation(9)
    state = state_of("9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "AH 8D", "AH 9D",
                     "KS TD", rules=nine, rest="QH QH")  # fmt: skip
    assert play(state, "9C 9C TC TC JC JC AH AH KS")[-1] == CARRIED  # the only clubs cancel
    assert state.kitty_waiting and state.kitty_taker == -1
    assert play(state, "2D 3D 4D 5D AD 7D 8D 9D TD")[-1] == 4
    assert state.kitty_taker == 4 and state.raw_points()[4] == 4  # two A♥ and two Q♥


# -- scoring --------------------------------------------------------------------------------


def test_each_heart_scores_1_and_each_queen_of_spades_13_so_52_a_hand() -> None:
    table = table_for(EIGHT)
    assert table.penalty_total == 52
    state = state_of("QS", "QS", "2H", "2H", "3H", "4H", "AS", "KS", played=12)
    state.hearts_broken = True
    assert play(state, "QS QS 2H 2H 3H 4H AS KS")[-1] == 6  # the Q♠s cancel, not the A♠
    assert state.raw_points() == [0, 0, 0, 0, 0, 0, 13 + 13 + 1 + 1 + 1 + 1, 0]


def test_the_moon_is_all_52_points_and_the_others_score_52() -> None:
    table = table_for(EIGHT)
    state = state_of(*["2C"] * 8)
    hearts = sum(1 << i for i in range(26, 39))
    queen = 1 << Card.parse("QS").index
    state.taken[3] = state.taken2[3] = hearts | queen
    assert state.moon_shooter() == 3
    from hearts_tui.engine.rules import MoonMode

    assert state.moon_points(MoonMode.OTHERS_PLUS) == [52, 52, 52, 0, 52, 52, 52, 52]
    assert state.moon_points(MoonMode.SHOOTER_MINUS)[3] == -52
    state.taken2[3] = hearts  # one Q♠ short of the moon
    state.taken[5] |= queen
    assert state.moon_shooter() == -1
    assert table.moon_value == 52


def test_queen_must_go_sheds_it_when_it_would_not_win_the_trick_as_it_stands() -> None:
    rules = Rules.cancellation(8, queen_must_go=True)
    state = state_of("KS", "QS 2S", "3D", "4D", "5D", "6D", "7D", "8D", rules=rules, played=1)
    play(state, "KS")
    assert legal(state) == ["QS"]
    top = state_of("9S", "QS 2S", "3D", "4D", "5D", "6D", "7D", "8D", rules=rules, played=1)
    play(top, "9S")
    assert legal(top) == ["2S", "QS"]  # it would win: not forced
    cancels = state_of("QS", "QS 2S", "3D", "4D", "5D", "6D", "7D", "8D", rules=rules, played=1)
    play(cancels, "QS")
    assert legal(cancels) == ["QS"]  # played now, it cancels the other and wins nothing


def test_copy_keeps_both_copies_apart_from_the_original() -> None:
    state = state_of("5C 5C", "6C", "2D", "3D", "4D", "5D", "6D", "7D")
    other = state.copy()
    other.play(Card.parse("5C").index)
    assert codes(state.cards(0)) == ["5C", "5C"] and codes(other.cards(0)) == ["5C"]
