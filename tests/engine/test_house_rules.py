"""Every house-rule option of SPEC §3 biting in a scripted hand (4 players)."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Card, Game, IllegalMove, Rules, format_code

from .helpers import cards, codes, fill, play_hand, preferring
from .test_rules_standard import NO_PASS, QUEEN_DISCARD, SUITED, queen_discard_game

#: Seat 0 takes every heart and the Q♠ but loses trick 2, where seat 3 takes the J♦:
#: trick 1 A♣ (seat 0), trick 2 2♦ led, J♦ wins (seat 3), trick 3 Q♠ led, A♠ wins
#: (seat 0), then seat 0 (hearts only) leads hearts to the end.
JACK_ELSEWHERE = [
    "AC 2D AS AH KH QH JH TH 9H 8H 7H 6H 5H",
    "2C 3C 4C 5C 6C 3D 4D 5D 6D 4H 2S 3S 4S",
    "7C 8C 9C TC JC 7D 8D 9D TD 3H 2H 5S 6S",
    "QC KC JD QD KD AD QS 7S 8S 9S TS JS KS",
]


def scripted(deal: list[str], rules: Rules | None = None, **kwargs: object) -> Game:
    return Game.from_hands(
        [cards(h) for h in deal],
        rules,
        hand_number=kwargs.pop("hand_number", NO_PASS),  # type: ignore[arg-type]
        **kwargs,  # type: ignore[arg-type]
    )


# -- target ----------------------------------------------------------------------------------


@pytest.mark.parametrize("target", [10, 11, 50, 100, 499, 500])
def test_target_accepts_whole_numbers_10_to_500(target: int) -> None:
    assert Rules(target=target).target == target


@pytest.mark.parametrize("target", [9, 0, -50, 501, 1000, 50.0, "50", True, None])
def test_target_outside_10_to_500_or_not_whole_is_refused(target: object) -> None:
    with pytest.raises(ValueError, match="target"):
        Rules(target=target)  # type: ignore[arg-type]


def test_target_decides_when_the_game_ends() -> None:
    for target, over in ((50, True), (100, False), (56, True), (57, False)):
        game = scripted(SUITED, Rules(target=target), scores=[0, 30, 0, 0])
        play_hand(game)
        assert game.scores == [0, 56, 26, 26]
        assert (game.phase == "game_over") is over, target


# -- pass cycle ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cycle", "directions"),
    [
        ("standard", ["left", "right", "across", "none", "left", "right"]),
        ("off", ["none"] * 6),
        ("left", ["left"] * 6),
        ("right", ["right"] * 6),
    ],
)
def test_pass_cycle_option(cycle: str, directions: list[str]) -> None:
    rules = Rules(pass_cycle=cycle, target=500)  # type: ignore[arg-type]
    game = Game.new(format_code(7), rules)
    seen = []
    for _ in range(6):
        seen.append(game.pass_direction)
        assert (game.phase == "passing") is (game.pass_direction != "none")
        play_hand(game)
        game.next_hand()
    assert seen == directions


def test_always_right_passes_to_the_previous_seat_every_hand() -> None:
    rules = Rules(pass_cycle="right")  # type: ignore[arg-type]
    for hand_number in (1, 2, 3, 4):
        game = Game.from_hands(fill(), rules, hand_number=hand_number)
        given = game.hand(0)[:3]
        for seat in range(4):
            game.pass_cards(seat, game.hand(seat)[:3] if seat else given)
        assert game.received_cards(3) == given


# -- Q♠ breaks hearts, points on the first trick -------------------------------------------


def test_queen_breaks_hearts_option() -> None:
    standard = queen_discard_game()
    assert standard.why_illegal("2H") == "Hearts are not broken yet"
    game = queen_discard_game(Rules(queen_breaks_hearts=True))
    assert game.hearts_broken
    assert game.why_illegal("2H") is None
    assert [c for c in game.legal_cards() if c.suit.letter == "H"]


def test_points_on_the_first_trick_allowed_option() -> None:
    standard = scripted(SUITED)
    game = scripted(SUITED, Rules(points_on_first_trick=True))
    for g in (standard, game):
        g.play("2C")
        g.play("2D")
        g.play("AH")
    assert standard.why_illegal("QS") == "No points on the first trick"
    assert game.why_illegal("QS") is None
    game.play("QS")
    assert game.last_trick is not None and game.hand_points[0] == 14


def test_points_on_the_first_trick_allowed_lets_a_void_seat_discard_hearts() -> None:
    deal = fill("2C", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD")
    standard = Game.from_hands(deal, hand_number=NO_PASS)
    game = Game.from_hands(deal, Rules(points_on_first_trick=True), hand_number=NO_PASS)
    standard.play("2C")
    game.play("2C")
    assert codes(standard.legal_cards()) == ["AD"]
    assert set(game.legal_cards()) == set(game.hand(1))


# -- first lead ------------------------------------------------------------------------------

LEFT_OF_DEALER = Rules(first_lead="left_of_dealer")  # type: ignore[arg-type]


def test_left_of_dealer_leads_any_card_not_the_two_of_clubs() -> None:
    game = Game.from_hands(fill("2C"), LEFT_OF_DEALER, hand_number=NO_PASS)
    # Hand 4: the dealer is seat 2, so seat 3 leads.
    assert game.dealer == 2
    assert game.turn == 3
    assert Card.parse("2C") in game.hand(0)  # and yet seat 3 leads
    non_scoring = [c for c in game.hand(3) if c.suit.letter != "H" and c.code != "QS"]
    assert game.legal_cards() == non_scoring
    game.play(non_scoring[-1])
    assert game.turn == 0


def test_left_of_dealer_first_lead_still_keeps_points_off_the_first_trick() -> None:
    """Decision: leading the Q♠ or a heart to trick 1 puts points on it, so it is refused
    ("No points on the first trick") unless the table allows points there."""
    deal = fill("", "", "", "2H QS")
    game = Game.from_hands(deal, LEFT_OF_DEALER, hand_number=NO_PASS)
    assert game.why_illegal("QS") == "No points on the first trick"
    assert game.why_illegal("2H") == "No points on the first trick"
    loose = Game.from_hands(
        deal, LEFT_OF_DEALER.replace(points_on_first_trick=True), hand_number=NO_PASS
    )
    assert loose.why_illegal("QS") is None
    assert loose.why_illegal("2H") == "Hearts are not broken yet"


def test_left_of_dealer_the_dealer_moves_each_hand() -> None:
    game = Game.new(format_code(11), LEFT_OF_DEALER.replace(target=500))
    leaders = []
    dealers = []
    for _ in range(5):
        dealers.append(game.dealer)
        play_hand(game, tricks=0)  # pass if the hand passes
        leaders.append(game.turn)
        play_hand(game)
        game.next_hand()
    assert dealers == [3, 0, 1, 2, 3]
    assert leaders == [0, 1, 2, 3, 0]


# -- moon modes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moon", "points"),
    [
        ("others_plus", [0, 26, 26, 26]),
        ("shooter_minus", [-26, 0, 0, 0]),
        ("off", [26, 0, 0, 0]),
    ],
)
def test_moon_modes(moon: str, points: list[int]) -> None:
    game = scripted(SUITED, Rules(moon=moon))  # type: ignore[arg-type]
    play_hand(game)
    assert game.moon_shooter == 0
    assert game.hand_points == points
    assert game.scores == points
    assert game.moon_choice_pending is None


def test_shooter_chooses_asks_and_shows_both_outcomes() -> None:
    rules = Rules(moon="shooter_chooses")  # type: ignore[arg-type]
    game = scripted(SUITED, rules, scores=[0, 10, 20, 30])
    play_hand(game)
    assert game.phase == "hand_over"
    assert game.moon_choice_pending == 0
    assert game.view(2).moon_choice == 0
    assert game.moon_outcomes() == {
        "others_plus": [0, 36, 46, 56],
        "shooter_minus": [-26, 10, 20, 30],
    }
    assert game.scores == [0, 10, 20, 30]  # nothing scored until the choice
    with pytest.raises(IllegalMove):
        game.next_hand()
    with pytest.raises(ValueError):
        game.choose_moon("off")
    game.choose_moon("shooter_minus")
    assert game.moon_choice_pending is None and game.moon_outcomes() == {}
    assert game.hand_points == [-26, 0, 0, 0]
    assert game.scores == [-26, 10, 20, 30]
    assert game.phase == "hand_over"
    with pytest.raises(IllegalMove):
        game.choose_moon("others_plus")
    game.next_hand()


def test_shooter_chooses_others_plus_can_end_the_game() -> None:
    rules = Rules(moon="shooter_chooses")  # type: ignore[arg-type]
    game = scripted(SUITED, rules, scores=[0, 10, 20, 30])
    play_hand(game)
    game.choose_moon("others_plus")
    assert game.scores == [0, 36, 46, 56]
    assert game.phase == "game_over" and game.winners == [0]


def test_without_a_moon_shot_shooter_chooses_asks_nothing() -> None:
    game = Game.new(format_code(5), Rules(moon="shooter_chooses"))  # type: ignore[arg-type]
    play_hand(game)
    assert game.moon_shooter is None
    assert game.moon_choice_pending is None and game.moon_outcomes() == {}
    assert sum(game.hand_points) == 26


# -- the jack of diamonds ----------------------------------------------------------------------


@pytest.mark.parametrize("jack", [-5, 10, -10.0, True, "-10"])
def test_jack_of_diamonds_other_than_0_minus_10_or_minus_11_is_refused(jack: object) -> None:
    with pytest.raises(ValueError, match="jack_of_diamonds must be 0, -10 or -11"):
        Rules(jack_of_diamonds=jack)  # type: ignore[arg-type]


@pytest.mark.parametrize("jack", [-10, -11])
def test_jack_of_diamonds_counts_for_its_taker(jack: int) -> None:
    game = Game.new(format_code(5), Rules(jack_of_diamonds=jack))
    play_hand(game)
    taker = next(r.winner for r in game.tricks if Card.parse("JD") in [c for _, c in r.cards])
    off = Game.new(format_code(5))
    play_hand(off)
    assert off.moon_shooter is None
    expected = off.hand_points
    expected[taker] += jack
    assert game.hand_points == expected
    assert sum(game.hand_points) == 26 + jack


@pytest.mark.parametrize("jack", [-10, -11])
def test_moon_shooter_who_took_the_jack_of_diamonds_gets_the_bonus(jack: int) -> None:
    game = scripted(SUITED, Rules(jack_of_diamonds=jack))
    play_hand(game)
    assert game.hand_points == [jack, 26, 26, 26]


@pytest.mark.parametrize(
    ("moon", "points"),
    [
        ("others_plus", [0, 26, 26, 16]),
        ("shooter_minus", [-26, 0, 0, -10]),
        ("off", [26, 0, 0, -10]),
    ],
)
def test_moon_with_the_jack_of_diamonds_taken_by_another_seat(moon: str, points: list[int]) -> None:
    """The seed's example: the other taker of the J♦ gets 26 - 10 = 16."""
    game = scripted(JACK_ELSEWHERE, Rules(jack_of_diamonds=-10, moon=moon))  # type: ignore[arg-type]
    play_hand(game, preferring("JD", "QS"))
    assert [r.winner for r in game.tricks[:3]] == [0, 3, 0]
    assert game.moon_shooter == 0
    assert game.hand_points == points


def test_jack_of_diamonds_is_not_a_penalty_card_on_the_first_trick() -> None:
    deal = fill("2C", "JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    game = Game.from_hands(deal, Rules(jack_of_diamonds=-10), hand_number=NO_PASS)
    game.play("2C")
    assert codes(game.legal_cards()) == ["JD"]


# -- ties ------------------------------------------------------------------------------------


def test_play_on_keeps_dealing_until_one_player_is_lowest_alone() -> None:
    rules = Rules(ties="play_on")  # type: ignore[arg-type]
    game = scripted(SUITED, rules, scores=[26, 0, 10, 30])
    play_hand(game)
    assert game.scores == [26, 26, 36, 56]
    assert game.phase == "hand_over"  # tied for lowest: no winner yet
    assert game.winners == []
    hands = 1
    while game.phase == "hand_over":
        low = min(game.scores)
        assert [s for s in game.scores if s == low] != [low] or max(game.scores) < 50
        game.next_hand()
        play_hand(game)
        hands += 1
    assert game.phase == "game_over"
    assert hands > 1
    low = min(game.scores)
    assert game.winners == [game.scores.index(low)]
    assert game.scores.count(low) == 1


def test_queen_discard_deal_is_legal_in_both_tables() -> None:
    """The scripted deals above are whole, legal deals (a guard for the scripts)."""
    for deal in (QUEEN_DISCARD, JACK_ELSEWHERE):
        assert sorted(c for h in deal for c in cards(h)) == sorted(
            Card.from_index(i) for i in range(52)
        )
