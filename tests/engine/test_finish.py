"""``rest_is_decided``: the "Finish the hand" offer appears only when nothing left to play
can change a score, and is judged from the human's view alone."""

from __future__ import annotations

import random

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.engine.finish import rest_is_decided

TABLES = [
    Rules(),
    Rules.preset("black_maria"),
    Rules.preset("spot_hearts"),
    Rules(jack_of_diamonds=-10),
    Rules(players=3, short_deck="kitty"),
    Rules(players=5, short_deck="kitty", scoring="black_maria"),
    Rules(players=5),
]


def _finish_randomly(game: Game, rng: random.Random) -> tuple[list[int], int | None]:
    while game.phase == "playing":
        game.play(rng.choice(game.legal_cards()))
    return game.hand_points, game.moon_shooter


def _outcomes_from_here(game: Game, tries: int) -> set[tuple[tuple[int, ...], int | None]]:
    found = set()
    for attempt in range(tries):
        copy = Game.from_json(game.to_json())
        points, shooter = _finish_randomly(copy, random.Random(attempt))
        found.add((tuple(points), shooter))
    return found


@pytest.mark.parametrize(
    "rules", TABLES, ids=lambda r: "-".join(map(str, r.differences().values())) or "standard"
)
def test_whenever_the_rest_is_called_decided_every_way_of_playing_it_scores_the_same(
    rules: Rules,
) -> None:
    """Soundness on random hands of every kind of table: from each position where the offer
    would appear, differently played endings all give the same points and the same moon."""
    offers = 0
    for deal in range(12):
        rng = random.Random(deal)
        game = Game.new(None, rules) if deal else Game.new("K7QD-MR9S", rules)
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, game.hand(seat)[:3])
        while game.phase == "playing":
            if rest_is_decided(game.view(0)):
                offers += 1
                assert len(_outcomes_from_here(game, 6)) == 1, game.to_json()
            game.play(rng.choice(game.legal_cards()))
    assert offers > 0


def test_no_points_left_to_play_decides_the_rest_for_every_seat() -> None:
    """Once every scoring card is played (and the trick on the table carries none), the
    remaining tricks carry nothing: the rest is decided, and every seat can tell."""
    game = Game.new("K7QD-MR9S", Rules(pass_cycle="off"))
    points = game.table.points

    def scoring_left() -> bool:
        held = any(points[c.index] for seat in range(4) for c in game.hand(seat))
        return held or any(points[c.index] for _, c in game.trick)

    while scoring_left():
        assert not rest_is_decided(game.view(0)) or max(len(game.hand(s)) for s in range(4)) <= 1
        legal = game.legal_cards()
        # Shed points as early as possible, so that clean tricks are left at the end.
        game.play(max(legal, key=lambda c: (points[c.index], c.rank)))
    assert game.phase == "playing" and len(game.tricks) < 12
    assert all(rest_is_decided(game.view(seat)) for seat in range(4))


def _you_lead(hands: list[list[str]]) -> Game:
    """A no-pass hand where the player left of the dealer leads, and that is you."""
    rules = Rules(first_lead="left_of_dealer", pass_cycle="off")
    for number in range(1, 5):
        game = Game.from_hands(hands, rules, hand_number=number)
        if game.turn == 0:
            return game
    raise AssertionError("no hand number lets you lead")


def test_leading_with_every_top_card_decides_the_rest() -> None:
    """You lead and hold cards above every card you have not seen: you take every trick."""
    hands = [
        ["AC", "KC", "QC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH", "JH"],
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "5H", "6H", "7H"],
        ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "2H", "3H", "4H"],
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "8H", "9H", "TH"],
    ]
    game = _you_lead(hands)
    assert rest_is_decided(game.view(0))
    # The same cards seen from West: West cannot know where the top cards are.
    assert not rest_is_decided(game.view(1))


def test_a_top_card_the_others_may_beat_is_not_decided() -> None:
    """One card of yours is not the highest of its suit still out: the rest is open."""
    hands = [
        ["AC", "KC", "QC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH", "2H"],
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "5H", "6H", "7H"],
        ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "JH", "3H", "4H"],
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "8H", "9H", "TH"],
    ]
    game = _you_lead(hands)
    assert not rest_is_decided(game.view(0))


def test_the_last_trick_is_always_decided_and_a_finished_hand_offers_nothing() -> None:
    game = Game.new("K7QD-MR9S")
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3])
    while len(game.tricks) < 12:
        game.play(game.legal_cards()[0])
    assert rest_is_decided(game.view(0))
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert not rest_is_decided(game.view(0))
