"""6 and 7 players at the Standard table (page 002): the short deck, the ♣2 lead, the pass
cycle, the kitty and a whole hand, one scripted test per rule."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Card, Game, Rules, format_code

from .helpers import codes, fill, play_hand
from .test_tables import deck_without

SIX = Rules(players=6)
SEVEN = Rules(players=7)
SIX_KITTY = Rules(players=6, short_deck="kitty")  # type: ignore[arg-type]
SEVEN_KITTY = Rules(players=7, short_deck="kitty")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules", "removed", "size", "kitty"),
    [
        (SIX, ["2D", "3D", "3C", "4C"], 8, 0),
        (SEVEN, ["2D", "3D", "3C"], 7, 0),
        (SIX_KITTY, [], 8, 4),
        (SEVEN_KITTY, [], 7, 3),
    ],
)
def test_six_and_seven_players_deal_the_short_deck_of_page_002(
    rules: Rules, removed: list[str], size: int, kitty: int
) -> None:
    for seed in (1, 2, 3):
        game = Game.new(format_code(seed), rules)
        dealt = [c for seat in range(game.players) for c in game.hand(seat)]
        assert all(len(game.hand(seat)) == size for seat in range(game.players))
        assert len(game.kitty) == kitty and game.view(3).kitty_size == kitty
        assert sorted(dealt + list(game.kitty)) == deck_without(*removed)


@pytest.mark.parametrize("rules", [SIX, SEVEN])
def test_with_six_or_seven_players_the_two_of_clubs_leads(rules: Rules) -> None:
    game = Game.from_hands(fill(rules=rules), rules, hand_number=3)
    assert game.pass_direction == "none"
    assert Card.parse("2C") in game.hand(0) and game.turn == 0
    assert codes(game.legal_cards()) == ["2C"]
    assert game.why_illegal(game.hand(0)[1]) == "The 2♣ leads the first trick"


@pytest.mark.parametrize("rules", [SIX, SEVEN, SIX_KITTY, SEVEN_KITTY])
def test_six_and_seven_players_pass_left_right_none(rules: Rules) -> None:
    n = rules.players
    game = Game.new(format_code(23), rules.replace(target=500))
    seen = []
    for _ in range(4):
        seen.append(game.pass_direction)
        if game.phase == "passing":
            offset = 1 if game.pass_direction == "left" else n - 1
            assert [game.pass_target(seat) for seat in range(n)] == [
                (seat + offset) % n for seat in range(n)
            ]
        play_hand(game)
        game.next_hand()
    assert seen == ["left", "right", "none", "left"]


@pytest.mark.parametrize("rules", [SIX, SEVEN, SIX_KITTY, SEVEN_KITTY])
def test_a_six_or_seven_player_hand_plays_out_to_26_points(rules: Rules) -> None:
    for seed in range(4):
        game = Game.new(format_code(40 + seed), rules)
        play_hand(game)
        assert len(game.tricks) == 52 // rules.players
        assert all(len(record.cards) == rules.players for record in game.tricks)
        if game.moon_shooter is None:
            assert sum(game.hand_points) == 26
        else:
            assert sorted(game.hand_points) == [0] + [26] * (rules.players - 1)


def test_with_seven_players_and_a_kitty_the_first_tricks_winner_takes_it() -> None:
    game = Game.new(format_code(9), SEVEN_KITTY)
    kitty = set(game.kitty)
    play_hand(game, tricks=1)
    first = game.tricks[0].winner
    play_hand(game)
    won = game._state.taken[first]
    assert all(won >> card.index & 1 for card in kitty)
