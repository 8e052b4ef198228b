"""Taking back (issue 10 §4): a seat's last card or its pass, and every card after it,
within the hand; the game (and its save) exactly as before that action."""

from __future__ import annotations

import random

import pytest
from hypothesis import event, given, note

from hearts_tui.engine import Game, IllegalMove, Rules, TakeBack, format_code
from hearts_tui.engine.game import HAND_IS_OVER, NOTHING_TO_TAKE_BACK

from .helpers import rules_strategy
from .playthrough import PROPERTY, seeds

CODE = "K7QD-MR9S"


def pass_all(game: Game) -> None:
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])


def play_until_turn(game: Game, seat: int) -> None:
    while game.phase == "playing" and game.turn != seat:
        game.play(game.legal_cards()[0])


def test_a_card_and_the_cards_after_it_are_taken_back() -> None:
    game = Game.new(CODE)
    pass_all(game)
    play_until_turn(game, 0)
    game.play(game.legal_cards()[0])
    play_until_turn(game, 0)
    before = game.to_json()
    mine = game.legal_cards()[-1]
    game.play(mine)
    after = []
    while game.turn != 0:
        seat, card = game.turn, game.legal_cards()[0]
        game.play(card)
        after.append((seat, card))
    assert after, "the CPUs played after your card"
    taken = game.take_back(0)
    assert taken == TakeBack(0, "play", (mine,), tuple(after))
    assert game.to_json() == before
    assert game.turn == 0 and mine in game.hand(0)


def test_the_pass_is_taken_back_with_the_exchange_when_no_card_was_played() -> None:
    game = Game.new(CODE)
    dealt = game.to_json()
    hand = game.hand(0)
    pass_all(game)
    play_until_turn(game, 0)  # the CPUs may have played before your first card
    played = len(game.trick)
    taken = game.take_back(0)
    assert taken == TakeBack(0, "pass", tuple(hand[:3]), taken.after)
    assert len(taken.after) == played
    assert game.phase == "passing" and not any(game.has_passed(s) for s in range(4))
    assert game.hand(0) == hand
    assert game.to_json() == dealt


def test_a_pass_before_the_exchange_is_taken_back_alone() -> None:
    game = Game.new(CODE)
    dealt = game.to_json()
    game.pass_cards(0, game.hand(0)[:3])
    assert game.take_back(0).after == ()
    assert not game.has_passed(0) and game.to_json() == dealt


def test_nothing_to_take_back_before_your_first_action() -> None:
    game = Game.new(CODE)
    assert game.why_no_take_back(0) == NOTHING_TO_TAKE_BACK
    with pytest.raises(IllegalMove, match="Nothing to take back"):
        game.take_back(0)
    no_pass = Game.new(CODE, Rules(pass_cycle="off"))
    play_until_turn(no_pass, 0)
    before = no_pass.to_json()
    if no_pass.trick:  # others' cards before yours are not yours to take back
        assert no_pass.why_no_take_back(0) == NOTHING_TO_TAKE_BACK
    assert no_pass.to_json() == before


def test_a_finished_hand_is_a_boundary() -> None:
    game = Game.new(CODE)
    pass_all(game)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert game.why_no_take_back(0) == HAND_IS_OVER
    with pytest.raises(IllegalMove, match="hand is over"):
        game.take_back(0)
    game.next_hand()
    assert game.why_no_take_back(0) == NOTHING_TO_TAKE_BACK
    assert len(game.history) == 1


def test_seats_are_checked() -> None:
    game = Game.new(CODE)
    with pytest.raises(TypeError):
        game.take_back(True)
    with pytest.raises(ValueError):
        game.why_no_take_back(4)


@PROPERTY
@given(seed=seeds, rules=rules_strategy)
def test_taking_back_and_playing_the_same_again_gives_the_same_game(
    seed: int, rules: Rules
) -> None:
    """Random game, random moment: take back seat 0's last action, replay what was undone
    (passes in seat order, then the cards): the game and its save are identical, and the
    save after the take-back loads to the same position."""
    rng = random.Random(seed)
    game = Game.new(format_code(seed, rules))
    stop = rng.randrange(1, 60)
    actions = 0
    while actions < stop and game.phase != "game_over":
        if game.phase == "passing":
            seat = next(s for s in range(game.players) if not game.has_passed(s))
            game.pass_cards(seat, rng.sample(game.hand(seat), 3))
        elif game.phase == "playing":
            game.play(rng.choice(game.legal_cards()))
        elif game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        else:
            game.next_hand()
        actions += 1
    note(f"{game!r}")
    if game.why_no_take_back(0) is not None:
        with pytest.raises(IllegalMove):
            game.take_back(0)
        return
    whole = game.to_json()
    passes = [game.passed_cards(s) or None for s in range(game.players)]
    pending = [game.view(s).passed or None for s in range(game.players)]
    taken = game.take_back(0)
    event(taken.kind)
    shorter = game.to_json()
    assert Game.from_json(shorter).to_json() == shorter
    if taken.kind == "pass":
        assert game.phase == "passing"
        for seat, cards in enumerate(passes if any(passes) else pending):
            if cards:
                game.pass_cards(seat, cards)
    else:
        game.play(taken.cards[0], 0)
    for seat, card in taken.after:
        game.play(card, seat)
    assert game.to_json() == whole
