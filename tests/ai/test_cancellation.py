"""The CPU players at Cancellation Hearts: two copies of every card in what they know,
their judgment when identical cards cancel (one scripted position per tactic), and the
hard player's worlds."""

from __future__ import annotations

from collections import Counter

import pytest

from hearts_tui import ai
from hearts_tui.ai.analysis import evaluate
from hearts_tui.ai.cancellation import CancelSituation
from hearts_tui.ai.cancellation_search import CancellationWorlds
from hearts_tui.ai.search import SearchPlayer, candidates
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, Game, PlayerView, Rules
from hearts_tui.engine.cancellation import two_deck_cards
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import SUIT_MASKS, table_for

from .calls import count_calls
from .positions import cancellation_deal, play

C = Card.parse


def normal_play(view: PlayerView) -> Card:
    return ai.make_player("normal", 7).choose_play(view)


def queen_on_a_diamond_trick() -> Game:
    """Eight players, the first trick: 2♦ led, the 9♦, a Q♠ thrown by a seat with no
    diamond, low diamonds; seat 7, last, holds the other 9♦ and the J♦."""
    game = cancellation_deal(
        {
            0: "2D",
            1: "9D",
            2: "QS 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
            3: "3D",
            4: "4D",
            5: "5D",
            6: "6D",
            7: "9D JD",
        }
    )
    play(game, "2D 9D QS 3D 4D 5D 6D")
    return game


#: Nine players: seats 0 and 1 hold every club but five, which lie face down.
WAITING = {
    0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC 3D",
    1: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
    2: "QS 2D 4D 5D 6D 7D 2S 3S 4S 5S 6S",
    3: "4D 5D 6D 7D 8D 9D TD 7S 8S 9S TS",
    4: "JD JD QD QD KD KD JS QS KS AS 2S",
    5: "3D 8D 2H 2H 3H 3H 4H 4H 5H 5H 6H",
    6: "9D AD 6H 7H 7H 8H 8H 9H 9H TH TH",
    7: "TD JH JH QH QH KH KH AH AH 3S 4S",
    8: "2D AD 5S 6S 7S 8S 9S TS JS KS AS",
}


def test_a_situation_counts_both_copies() -> None:
    game = queen_on_a_diamond_trick()
    sit = situation_of_view(game.view(7))
    assert isinstance(sit, CancelSituation)
    assert two_deck_cards(sit.hand, sit.twice) == game.hand(7)
    # The 9♦: both copies seen (one held, one on the trick); the J♦: one copy still out.
    assert not sit.out >> C("9D").index & 1
    assert sit.out >> C("JD").index & 1 and not sit.out2 >> C("JD").index & 1
    assert sit.out2 >> C("AD").index & 1


def test_dodges_a_pointed_trick_by_cancelling_the_winning_card_with_its_twin() -> None:
    """The J♦ would take the Q♠; the 9♦ cancels the other 9♦, so neither wins and the
    trick goes to a lower diamond."""
    game = queen_on_a_diamond_trick()
    assert normal_play(game.view(7)) == C("9D")
    game.play("9D")
    assert game.last_trick is not None and game.last_trick.winner != 7


def test_points_waiting_from_a_cancelled_trick_make_a_clean_trick_worth_ducking() -> None:
    """Trick 1's clubs all cancel: its Q♠ (and the face-down rest) wait for the next
    trick's winner.  Trick 2 holds no point of its own, yet the last player ducks with the
    2♦ rather than take it with the A♦ (what it does on a truly clean trick)."""
    game = cancellation_deal(WAITING, players=9, rest="QC KC KC AC AC")
    play(game, "5C 5C QS 7S 2S 3D AD 3S 5S")
    assert game.tricks[0].carried and game.view(8).waiting
    play(game, "3D JC 2D 4D JD 8D 9D TD")
    assert normal_play(game.view(8)) == C("2D")


def test_takes_a_clean_trick_with_its_highest_card_when_nothing_waits() -> None:
    """The same tricks, but the 4♣ does not cancel the 5♣: trick 1 has a winner, nothing
    waits, and the last seat spends the A♦ on the clean diamond trick."""
    game = cancellation_deal(WAITING, players=9, rest="QC KC KC AC AC")
    play(game, "5C 4C QS 7S 2S 3D AD 3S 5S")
    assert game.tricks[0].winner == 0 and game.turn == 0
    play(game, "3D JC 2D 4D JD 8D 9D TD")
    assert not game.view(8).waiting
    assert normal_play(game.view(8)) == C("AD")


def test_a_card_whose_twin_is_out_is_a_search_candidate_of_its_own() -> None:
    """5♦ 6♦ 7♦ are neighbours, but another copy of some may still be played: cancelling
    it is a different play, so the hard player weighs each."""
    game = cancellation_deal({0: "4D", 1: "5D 6D 7D"})
    play(game, "4D")
    sit = situation_of_view(game.view(1))
    assert {C("5D").index, C("6D").index, C("7D").index} <= set(candidates(sit))


def test_the_hard_players_worlds_deal_every_unseen_copy_once_and_respect_voids() -> None:
    game = cancellation_deal(WAITING, players=9, rest="QC KC KC AC AC")
    play(game, "5C 5C QS 7S 2S 3D AD 3S 5S 3D JC 2D")
    view = game.view(game.turn)
    worlds = CancellationWorlds(view, situation_of_view(view))
    rng = Rng(4)
    for _ in range(20):
        state = worlds.sample(rng)
        assert state.cards(view.seat) == view.hand
        held: Counter[Card] = Counter()
        for seat in range(9):
            assert len(state.cards(seat)) == view.hand_sizes[seat]
            held.update(state.cards(seat))
        held.update(state.kitty_cards())
        assert len(state.kitty_cards()) == view.kitty_size
        mine = Counter(view.hand)
        assert held - mine == Counter(view.unseen())
        for seat in (2, 3, 4, 5, 6, 7, 8):  # they showed no club
            assert not state.hands[seat] & SUIT_MASKS[0]
        assert not state.hands[1] & SUIT_MASKS[1]  # nor seat 1 a diamond
        worlds.finish(state)
        assert state.over and sum(worlds.scores(state)) == 52


def test_the_hard_players_worlds_keep_the_voids_where_random_deals_always_jam(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ten seats; seat 2 has shown it lacks clubs, diamonds and hearts, so five of the nine
    unseen spades are its own, though four other seats and the rest may hold spades: a
    deal weighted by room alone (nearly) never gets there, and the worlds used to drop
    every void."""
    rules = Rules.cancellation(10)
    game = Game.from_hands(two_deck_deal(rules, 39), rules)
    bots = [ai.make_player("random", s) for s in range(10)]
    for _ in range(48):
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
    view = game.view(game.turn)
    sit = situation_of_view(view)
    assert sit.voids[2] == 0b0111
    worlds = CancellationWorlds(view, sit)
    rng = Rng(6)
    assert sum(worlds._try(rng) is not None for _ in range(100)) < 3
    fills = count_calls(monkeypatch, worlds, "_fill")
    for _ in range(8):
        state = worlds.sample(rng)
        held: Counter[Card] = Counter(state.kitty_cards())
        for seat in range(10):
            cards = state.cards(seat)
            assert len(cards) == view.hand_sizes[seat]
            held.update(cards)
            if seat != view.seat:
                for suit in range(4):
                    if sit.voids[seat] >> suit & 1:
                        assert not any(card.suit == suit for card in cards)
        assert len(state.kitty_cards()) == view.kitty_size
        assert held - Counter(view.hand) == Counter(view.unseen())
    assert fills.count >= 6  # the jams' way out was taken


def two_deck_deal(rules: Rules, seed: int) -> list[list[Card]]:
    """Each seat's cards from both decks shuffled by ``seed`` (the rest lies face down)."""
    deck = [card for card in CARDS for _ in range(2)]
    Rng(seed).shuffle(deck)
    size = table_for(rules).hand_size
    return [deck[s * size : (s + 1) * size] for s in range(rules.players)]


def test_the_hard_player_plays_a_legal_card_from_the_view_alone() -> None:
    game = queen_on_a_diamond_trick()
    view = game.view(7)
    card = SearchPlayer(3, budget=600, min_samples=2, max_samples=3).choose_play(view)
    assert card in view.legal


def test_the_hint_prices_every_legal_card_at_cancellation_with_the_hard_search() -> None:
    game = queen_on_a_diamond_trick()
    view = game.view(7)
    values = evaluate(view, seed=5, budget=600)
    assert {card for value in values for card in value.cards} == set(view.legal)
    assert values[0].best and values[0].card == SearchPlayer(5, budget=600).choose_play(view)
