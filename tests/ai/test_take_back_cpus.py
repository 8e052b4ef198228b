"""After a take-back (issue 10 §4) the CPUs play the same way: each decision draws from the
seat's seed (fixed by the code) and public facts of the view, never from what happened
before the take-back."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.engine import Card, Game

CODE = "K7QD-MR9S"


def cpus_until_your_turn(game: Game, players: dict[int, ai.Player]) -> list[tuple[int, Card]]:
    """Let the CPUs play until seat 0 is on turn (or the hand ends); their cards."""
    played = []
    while game.phase == "playing" and game.turn != 0:
        seat = game.turn
        card = players[seat].choose_play(game.view(seat))
        game.play(card, seat)
        played.append((seat, card))
    return played


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.slow
def test_the_cpus_answer_a_card_played_again_with_the_same_cards(level: str) -> None:
    game = Game.new(CODE)
    players = {seat: ai.make_player(level, game.cpu_seed(seat)) for seat in (1, 2, 3)}
    game.pass_cards(0, game.hand(0)[:3])
    for seat, player in players.items():
        game.pass_cards(seat, player.choose_pass(game.view(seat)))
    cpus_until_your_turn(game, players)
    for _ in range(3):  # a few tricks in, so that the CPUs have choices to make
        game.play(game.legal_cards()[-1], 0)
        cpus_until_your_turn(game, players)
    card = game.legal_cards()[0]
    game.play(card, 0)
    first = cpus_until_your_turn(game, players)
    whole = game.to_json()
    assert first, "the CPUs played after your card"
    game.take_back(0)
    # The same players (who have already made these choices) and fresh ones alike.
    fresh = {seat: ai.make_player(level, game.cpu_seed(seat)) for seat in (1, 2, 3)}
    for again in (players, fresh):
        game.play(card, 0)
        assert cpus_until_your_turn(game, again) == first
        assert game.to_json() == whole
        game.take_back(0)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_cpus_pass_the_same_cards_after_your_pass_is_taken_back(level: str) -> None:
    game = Game.new(CODE)
    players = {seat: ai.make_player(level, game.cpu_seed(seat)) for seat in (1, 2, 3)}
    game.pass_cards(0, game.hand(0)[:3])
    passes = {seat: p.choose_pass(game.view(seat)) for seat, p in players.items()}
    for seat, cards in passes.items():
        game.pass_cards(seat, cards)
    game.take_back(0)
    game.pass_cards(0, game.hand(0)[:3])
    assert {seat: p.choose_pass(game.view(seat)) for seat, p in players.items()} == passes
