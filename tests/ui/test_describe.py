"""What the status line says a card will do, the pass, the moon and the winners (no UI)."""

from __future__ import annotations

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words.describe import (
    describe_play,
    moon_text,
    pass_text,
    points_text,
    suits_text,
    winners_text,
)
from hearts_tui.words.seats import seat_names, seat_position, seats_at

from .positions import EAST_SHOOTS, HANDS

C = Card.parse

#: You are void in clubs: ♦4 6 8 10 Q, ♥2–6, Q♠ K♠ A♠.  West leads the 2♣.
VOID_IN_CLUBS = [
    ["4D", "6D", "8D", "TD", "QD", "2H", "3H", "4H", "5H", "6H", "QS", "KS", "AS"],
    ["2C", "3C", "4C", "5C", "9C", "2D", "3D", "5D", "7D", "9D", "7H", "8H", "9H"],
    ["6C", "7C", "8C", "TC", "JD", "KD", "AD", "TH", "JH", "2S", "3S", "4S", "5S"],
    ["JC", "QC", "KC", "AC", "QH", "KH", "AH", "6S", "7S", "8S", "9S", "TS", "JS"],
]


def game_of(hands: list[list[str]], *plays: str) -> Game:
    game = Game.from_hands(hands, hand_number=4, code="K7QD-MR9S")
    for card in plays:
        game.play(C(card))
    return game


def test_a_card_that_beats_the_trick_last_wins_it_and_says_the_points() -> None:
    hands = [list(h) for h in HANDS]
    hands[0][1], hands[3][3] = "AC", "9C"  # you hold the A♣, East the 9♣
    game = game_of(hands, "2C", "6C", "9C")
    assert describe_play(game, C("AC")) == "wins the trick: you take no points"


def test_a_lower_card_ducks_under_the_winner() -> None:
    game = game_of(HANDS, "2C", "6C", "JC")
    assert describe_play(game, C("9C")) == "ducks under East's J♣"


def test_a_void_discard_on_the_first_trick_says_whose_trick_it_lands_on() -> None:
    game = game_of(VOID_IN_CLUBS, "2C", "6C", "AC")
    assert describe_play(game, C("4D")) == "discards under East's A♣"


def test_the_queen_of_spades_is_shed_on_the_player_winning_the_trick_so_far() -> None:
    """Issue 11 #6: "sheds 13 points on East" was said while West and North had yet to
    play (either may still win the trick): it says "so far" until it is certain."""
    game = game_of(VOID_IN_CLUBS, "2C", "6C", "AC", "4D", "JC")
    assert game.turn == 0 and len(game.trick) == 1
    assert describe_play(game, C("QS")) == "sheds 13 points on East so far"


def test_shed_last_on_a_trick_names_its_taker_for_sure() -> None:
    game = Game.from_hands(
        VOID_IN_CLUBS, Rules(points_on_first_trick=True), hand_number=4, code="K7QD-MR9S"
    )
    for card in ("2C", "6C", "AC"):
        game.play(C(card))
    assert game.turn == 0 and len(game.trick) == 3
    assert describe_play(game, C("QS")) == "sheds 13 points on East, East takes 13 points"


def test_a_heart_on_an_unbroken_table_breaks_hearts() -> None:
    game = game_of(VOID_IN_CLUBS, "2C", "6C", "AC", "4D", "JC")
    assert describe_play(game, C("2H")) == "sheds 1 point on East so far, breaks hearts"


def test_points_read_naturally() -> None:
    assert [points_text(n) for n in (0, 1, 3, -10)] == [
        "no points",
        "1 point",
        "3 points",
        "-10 points",
    ]


def test_the_pass_names_the_receiver_with_an_arrow_for_each_direction() -> None:
    deals = [Game.from_hands(HANDS, hand_number=n) for n in (1, 2, 3, 4)]
    assert [pass_text(g) for g in deals] == [
        "Pass 3 cards left to West ←",
        "Pass 3 cards right to East →",
        "Pass 3 cards across to North ↑",
        "No passing this hand: keep your cards",
    ]


def test_ascii_suits_turn_glyphs_into_letters() -> None:
    assert suits_text("Follow suit: you have ♣; Q♠ ♥ ♦", True) == "Follow suit: you have C; QS H D"
    assert suits_text("Q♠", False) == "Q♠"


def test_seats_are_placed_around_the_table_for_three_four_and_five_players() -> None:
    assert [seat_position(s, 4) for s in range(4)] == ["bottom", "left", "top", "right"]
    assert seats_at("top", 3) == [] and seats_at("right", 3) == [2]
    assert seats_at("top", 5) == [2, 3]
    assert len(seat_names(5)) == 5 and seat_names(4)[0] == "You"


def _play_out(game: Game, order: list[str]) -> None:
    """Play the hand to its end, each seat playing from ``order`` the first legal card."""
    while game.phase == "playing":
        legal = set(game.legal_cards())
        game.play(next(C(code) for code in order if C(code) in legal))


HIGH_FIRST = [c.code for c in sorted((Card.from_index(i) for i in range(52)), reverse=True)]


def test_a_moon_shot_is_announced_and_explained() -> None:
    game = Game.from_hands(EAST_SHOOTS, hand_number=4)
    _play_out(game, HIGH_FIRST)
    assert game.moon_shooter == 3
    assert moon_text(game) == "East shot the moon: everyone else +26"


def test_shooter_minus_is_explained_too() -> None:
    game = Game.from_hands(EAST_SHOOTS, Rules(moon="shooter_minus"), hand_number=4)
    _play_out(game, HIGH_FIRST)
    assert moon_text(game) == "East shot the moon: East −26"


def test_shared_first_place_is_named_as_such() -> None:
    """You and West both end on 56, the lowest: they share first place."""
    game = Game.from_hands(EAST_SHOOTS, hand_number=4, scores=[30, 30, 40, 90])
    _play_out(game, HIGH_FIRST)
    assert game.winners == [0, 1]
    assert winners_text(game) == "Shared first place: You and West"


def test_a_single_winner_is_named() -> None:
    game = Game.from_hands(EAST_SHOOTS, hand_number=4, scores=[30, 20, 40, 90])
    _play_out(game, HIGH_FIRST)
    assert winners_text(game) == "West wins"


def test_a_point_card_following_under_a_higher_one_is_shed_on_its_player() -> None:
    """The Q♠ played under the K♠ is not a mere duck: it gives North 13 points ("sheds the
    Q♠ on West" in SPEC §4), as the raised card says before the second press."""
    hands = [
        ["QS", "2S", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD"],
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "3S", "2H", "3H", "4H", "5H", "6H"],
        ["9C", "TC", "JC", "QC", "KC", "AC", "KS", "7H", "8H", "9H", "TH", "JH", "QH"],
        ["KD", "AD", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "AS", "KH", "AH"],
    ]
    # Trick 1 clubs (North wins with the A♣, you discard a diamond); North leads the K♠,
    # East follows low, and West is still to play.
    game = game_of(hands, "2C", "AC", "4S", "2D", "KS", "5S")
    assert game.turn == 0 and game.trick[0][1] == C("KS")
    assert describe_play(game, C("QS")) == "sheds 13 points on North so far"
    assert describe_play(game, C("2S")) == "ducks under North's K♠"


def test_the_move_timer_alone_is_not_called_house_rules_in_the_top_bar() -> None:
    """The countdown shows the timer; "house rules" is for rules that change the play."""
    from hearts_tui.words.describe import table_label

    assert table_label(Game.new("K7QD-MR9S", Rules(move_timer=30))) == []
    timed_queen = Rules(move_timer=30, queen_must_go=True)
    assert table_label(Game.new("K7QD-MR9S", timed_queen)) == ["house rules"]
