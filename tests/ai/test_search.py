"""The hard player's parts: which cards it weighs, and what a hand's outcome is worth."""

from __future__ import annotations

import dataclasses

import pytest

from hearts_tui import ai
from hearts_tui.ai.rollouts import hand_scores, rollout, worth
from hearts_tui.ai.search import candidates, world_state
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.core import HandState
from hearts_tui.engine.table import table_for

from .positions import deal, play

C = Card.parse


def test_candidates_keep_one_of_cards_that_are_neighbours_once_played_cards_go() -> None:
    # 4♦ 5♦ are neighbours; 7♦ and 9♦ have the 8♦ (out) between them; 6♦ was played.
    game = deal({0: "3D", 1: "4D 5D 7D 9D 2S 3S 4S 5S 6S 7S 8S 9S TS", 2: "6D", 3: "8D"})
    play(game, "3D")
    sit = situation_of_view(game.view(1))
    assert candidates(sit) == [C("4D").index, C("7D").index, C("9D").index]


def test_candidates_keep_cards_apart_when_the_trick_holds_a_card_between_them() -> None:
    game = deal({0: "6D", 1: "5D 7D 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"})
    play(game, "6D")
    sit = situation_of_view(game.view(1))
    assert candidates(sit) == [C("5D").index, C("7D").index]


def finished(rules: Rules, taken: list[int]) -> HandState:
    table = table_for(rules)
    state = HandState(table, [0] * table.players, leader=0)
    state.taken = taken
    state.tricks_played = table.hand_size
    return state


def test_hand_scores_apply_the_moon_as_the_table_scores_it() -> None:
    everything = table_for(Rules()).penalty_mask
    plus = hand_scores(finished(Rules(), [everything, 0, 0, 0]))
    assert plus == [0, 26, 26, 26]
    minus = hand_scores(finished(Rules(moon="shooter_minus"), [everything, 0, 0, 0]))
    assert minus == [-26, 0, 0, 0]
    off = hand_scores(finished(Rules(moon="off"), [everything, 0, 0, 0]))
    assert off == [26, 0, 0, 0]


def test_worth_counts_the_game_ending_behind_as_a_loss() -> None:
    game = deal({0: "2D"}, Rules(target=50), scores=[40, 30, 44, 45])
    view = game.view(0)
    calm = worth([3, 3, 3, 3], view)
    ending_behind = worth([3, 3, 3, 8], dataclasses.replace(view, scores=(46, 30, 44, 45)))
    assert ending_behind > calm + 10
    # Ending it in first place costs nothing extra.
    ahead = worth([3, 3, 3, 8], dataclasses.replace(view, scores=(20, 30, 44, 45)))
    assert ahead < calm + 1


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(players=3, short_deck="kitty"), Rules(jack_of_diamonds=-10)]
)
def test_a_rollout_on_the_true_deal_replays_the_real_hand_exactly(rules: Rules) -> None:
    """The search rebuilds the hand from a view: with the real hidden cards, and everyone
    playing the heuristic (the normal player without its moon guard), its rollout must
    score exactly what the game scores."""
    for number in range(30):
        game = Game.new(format_code(500 + number), rules)
        players = [ai.make_player("normal-no-guard", seat) for seat in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
        for _ in range(number % 36):
            game.play(players[game.turn].choose_play(game.view(game.turn)))
        view = game.view(game.turn)
        sit = situation_of_view(view)
        hands = [mask_of(game.hand(seat)) for seat in range(game.players)]
        state = world_state(view, game.table, hands, mask_of(game.kitty))
        rollout(state, sit.voids[:], sit.pen[:])
        while game.phase == "playing":
            game.play(players[game.turn].choose_play(game.view(game.turn)))
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        assert hand_scores(state) == game.hand_points, number
