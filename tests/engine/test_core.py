"""core.HandState, the fast path under Game and the CPU players' search, and perft counts."""

from __future__ import annotations

import random

import pytest

from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import cards_of_mask
from hearts_tui.engine.core import HandState, lowest_club, took_all, trick_winner
from hearts_tui.engine.table import table_for

from .helpers import cards, play_hand
from .test_rules_standard import SUITED


def suited_state(rules: Rules | None = None) -> HandState:
    hands = [sum(1 << c.index for c in cards(h)) for h in SUITED]
    return HandState(table_for(rules or Rules()), hands, leader=0, lead_card=0)


def perft(state: HandState, depth: int) -> int:
    """The number of different card sequences of ``depth`` plays from ``state``."""
    if depth == 0 or state.over:
        return 1
    total = 0
    legal = state.legal_mask()
    while legal:
        low = legal & -legal
        legal ^= low
        child = state.copy()
        child.play(low.bit_length() - 1)
        total += perft(child, depth - 1)
    return total


def test_perft_of_the_suited_deal_counts_what_the_rules_allow() -> None:
    """2♣ forced; 13 diamonds; 13 hearts (a hearts-only hand may shed them on trick 1);
    12 spades (not the Q♠); then the winner of trick 1 leads any of its 12 clubs."""
    assert perft(suited_state(), 4) == 1 * 13 * 13 * 12
    assert perft(suited_state(), 5) == 1 * 13 * 13 * 12 * 12
    assert perft(suited_state(Rules(points_on_first_trick=True)), 4) == 13 * 13 * 13


def test_perft_agrees_with_the_game_api() -> None:
    """Counting through Game.legal_cards/Game.play gives the same numbers as HandState."""
    game = Game.new("K7QD-MR9S")
    play_hand(game, tricks=0)

    def game_perft(g: Game, depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for card in g.legal_cards():
            child = Game.from_json(g.to_json())
            child.play(card)
            total += game_perft(child, depth - 1)
        return total

    state = HandState(
        game.table,
        [sum(1 << c.index for c in game.hand(s)) for s in range(4)],
        leader=game.turn,
        lead_card=0,
    )
    assert game_perft(game, 4) == perft(state, 4)
    # Pinned: the legality rules never change silently.
    assert [perft(state, depth) for depth in (6, 7, 8)] == [676, 1784, 4176]


def test_copy_is_independent() -> None:
    state = suited_state()
    copy = state.copy()
    copy.play(0)
    assert state.trick == [] and state.hands[0] >> 0 & 1
    assert copy.trick == [(0, 0)] and not copy.hands[0] & 1
    assert state.turn == 0 and copy.turn == 1


def test_play_returns_the_winner_at_the_end_of_a_trick_only() -> None:
    state = suited_state()
    assert state.play(0) is None  # 2♣
    assert state.play(13) is None  # 2♦
    assert state.play(26) is None  # 2♥
    assert state.play(39) == 0  # 2♠: the 2♣ wins its suit
    assert (state.leader, state.turn, state.tricks_played) == (0, 0, 1)
    assert not state.first_trick and state.hearts_broken
    assert state.raw_points() == [1, 0, 0, 0]


def test_a_random_hand_on_hand_state_ends_with_all_points_taken() -> None:
    rng = random.Random(5)
    for _ in range(20):
        state = suited_state()
        while not state.over:
            legal = list(cards_of_mask(state.legal_mask()))
            state.play(rng.choice(legal).index)
        assert state.tricks_played == 13
        assert sum(state.raw_points()) == 26
        assert state.moon_shooter() == 0  # seat 0 wins every club trick
        assert all(hand == 0 for hand in state.hands)


def test_helpers() -> None:
    assert lowest_club(sum(1 << i for i in (5, 3, 20))) == 3
    assert lowest_club(1 << 20) == -1
    assert trick_winner([(2, 5), (3, 12), (0, 51), (1, 7)]) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_game_and_hand_state_agree_on_a_whole_hand(seed: int) -> None:
    """Mirror a Game hand on a bare HandState: same legal cards, winners and points."""
    game = Game.new(format_code(seed), Rules(jack_of_diamonds=-10))
    play_hand(game, tricks=0)
    state = HandState(
        game.table,
        [sum(1 << c.index for c in game.hand(s)) for s in range(4)],
        leader=game.turn,
        lead_card=0,
    )
    while game.phase == "playing":
        assert list(cards_of_mask(state.legal_mask())) == game.legal_cards()
        card = game.legal_cards()[len(game.legal_cards()) // 2]
        record = game.play(card)
        winner = state.play(card.index)
        assert winner == (record.winner if record else None)
    assert game.moon_shooter is None
    assert state.raw_points() == game.hand_points


def test_nobody_shoots_the_moon_where_no_card_scores() -> None:
    """Without the guard, an empty penalty would be "taken" by any seat (seat 0 first)."""
    assert took_all(0, [0, 0, 0, 0]) == -1
    queen = Card.parse("QS").index
    assert took_all(1 << queen, [0, 0, 1 << queen, 0]) == 2


def test_lead_suit_is_the_suit_of_the_trick_in_progress_or_minus_one() -> None:
    """``HandState.lead_suit`` (for tools that play out hands on the hand state): -1 before
    the lead and after a trick ends, the first card's suit while the trick is open."""
    state = suited_state()
    assert state.lead_suit == -1
    state.play(state.legal_mask().bit_length() - 1)  # 2♣, the only legal lead
    assert state.lead_suit == 0  # clubs
    while state.trick:
        state.play((state.legal_mask() & -state.legal_mask()).bit_length() - 1)
    assert state.lead_suit == -1
