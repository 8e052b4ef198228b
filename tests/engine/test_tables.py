"""3 and 5 players (cards removed or a kitty) and the scoring presets of SPEC §3."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.table import table_for

from .helpers import cards, codes, fill, play_hand
from .test_rules_standard import NO_PASS, SUITED

THREE_REMOVE = Rules(players=3)
FIVE_REMOVE = Rules(players=5)
THREE_KITTY = Rules(players=3, short_deck="kitty")  # type: ignore[arg-type]
FIVE_KITTY = Rules(players=5, short_deck="kitty")  # type: ignore[arg-type]


def deck_without(*missing: str) -> list[Card]:
    gone = set(cards(" ".join(missing)))
    return [c for c in CARDS if c not in gone]


def split(deck: list[Card], players: int, size: int) -> list[list[Card]]:
    return [deck[seat * size : (seat + 1) * size] for seat in range(players)]


# -- short decks -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "removed", "size", "kitty"),
    [
        (THREE_REMOVE, ["2D"], 17, 0),
        (FIVE_REMOVE, ["2C", "2D"], 10, 0),
        (THREE_KITTY, [], 17, 1),
        (FIVE_KITTY, [], 10, 2),
        (Rules(), [], 13, 0),
    ],
)
def test_deal_sizes_removed_cards_and_kitty(
    rules: Rules, removed: list[str], size: int, kitty: int
) -> None:
    game = Game.new(format_code(21), rules)
    assert game.players == rules.players
    dealt = [c for seat in range(game.players) for c in game.hand(seat)]
    assert all(len(game.hand(seat)) == size for seat in range(game.players))
    assert len(game.kitty) == kitty
    assert sorted(dealt + list(game.kitty)) == deck_without(*removed)
    assert game.view(0).kitty == ()  # face down
    assert game.view(0).kitty_size == kitty


def test_three_players_two_of_clubs_leads_and_hand_scores_26() -> None:
    game = Game.new(format_code(22), THREE_REMOVE.replace(pass_cycle="off"))
    holder = next(s for s in range(3) if Card.parse("2C") in game.hand(s))
    assert game.turn == holder
    assert codes(game.legal_cards()) == ["2C"]
    play_hand(game)
    assert len(game.tricks) == 17
    assert sum(game.hand_points) == 26 or game.moon_shooter is not None


def test_five_players_without_the_two_the_three_of_clubs_leads() -> None:
    game = Game.from_hands(fill(rules=FIVE_REMOVE), FIVE_REMOVE, hand_number=3)
    assert game.pass_direction == "none"
    assert Card.parse("3C") in game.hand(0)
    assert game.turn == 0
    assert codes(game.legal_cards()) == ["3C"]
    assert game.why_illegal(game.hand(0)[1]) == "The 3♣ leads the first trick"
    play_hand(game)
    assert len(game.tricks) == 10
    assert sum(game.hand_points) == 26 or game.moon_shooter is not None


@pytest.mark.parametrize(("rules", "size"), [(THREE_KITTY, 17), (FIVE_KITTY, 10)])
def test_lowest_club_in_play_leads_when_the_two_of_clubs_is_in_the_kitty(
    rules: Rules, size: int
) -> None:
    deck = deck_without("2C") if rules.players == 3 else deck_without("2C", "AS")
    hands = split(deck, rules.players, size)
    game = Game.from_hands(hands, rules, hand_number=3)
    assert Card.parse("2C") in game.kitty
    assert game.turn == 0 and Card.parse("3C") in game.hand(0)
    assert codes(game.legal_cards()) == ["3C"]
    assert game.why_illegal(game.hand(0)[1]) == "The 3♣ leads the first trick"


def test_lowest_club_in_play_leads_when_two_and_three_of_clubs_are_in_the_kitty() -> None:
    hands = split(deck_without("2C", "3C"), 5, 10)
    game = Game.from_hands(hands, FIVE_KITTY, hand_number=3)
    assert codes(game.kitty) == ["2C", "3C"]
    assert codes(game.legal_cards()) == ["4C"]
    assert game.why_illegal(game.hand(0)[1]) == "The 4♣ leads the first trick"


def test_the_first_tricks_winner_takes_the_kitty_and_its_points() -> None:
    # Seat 2 holds every spade, so the card left over for the kitty is the A♥.
    spades = " ".join(r + "S" for r in "23456789TJQKA")
    deal = fill("", "", f"{spades} 2D 3D 4D 5D", rules=THREE_KITTY)
    game = Game.from_hands(deal, THREE_KITTY, hand_number=3)
    assert codes(game.kitty) == ["AH"]
    play_hand(game, tricks=1)
    first = game.tricks[0].winner
    assert all(c.suit.letter != "H" for _, c in game.tricks[0].cards)
    # The kitty stays face down during the hand: views show no points for it yet.
    assert game.view(first).hand_points[first] == 0
    assert game.hand_points[first] == 0
    assert game.view(first).kitty == ()
    play_hand(game)
    played = {c for r in game.tricks for _, c in r.cards}
    assert Card.parse("AH") not in played
    points = [0, 0, 0]
    for record in game.tricks:
        points[record.winner] += sum(
            13 if c.code == "QS" else int(c.suit.letter == "H") for _, c in record.cards
        )
    points[first] += 1
    if game.moon_shooter is None:
        assert game.hand_points == points
    else:
        assert sorted(game.hand_points) == [0, 26, 26]
        assert points[game.moon_shooter] == 26
    assert game.view(1).kitty == game.kitty  # shown once the hand is over


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("short_deck", ["remove", "kitty"])
def test_three_and_five_players_pass_left_right_none(players: int, short_deck: str) -> None:
    rules = Rules(players=players, short_deck=short_deck, target=500)  # type: ignore[arg-type]
    game = Game.new(format_code(23), rules)
    seen = []
    for _ in range(4):
        seen.append(game.pass_direction)
        if game.phase == "passing":
            given = {seat: game.hand(seat)[:3] for seat in range(players)}
            for seat in range(players):
                game.pass_cards(seat, given[seat])
            offset = 1 if game.pass_direction == "left" else players - 1
            for seat in range(players):
                assert game.received_cards((seat + offset) % players) == given[seat]
        play_hand(game)
        game.next_hand()
    assert seen == ["left", "right", "none", "left"]


# -- scoring presets ---------------------------------------------------------------------------


def preset_value(scoring: str, card: Card) -> int:
    """The point tables of SPEC §3, written out independently of the engine."""
    heart = card.suit.letter == "H"
    if scoring in ("spot_hearts", "greek") and heart:
        return card.rank
    if heart:
        return 1
    queen = {"standard": 13, "black_maria": 13, "spot_hearts": 13, "greek": 50, "super": 7}
    if card.code == "QS":
        return queen.get(scoring, 0)
    if scoring == "black_maria":
        return {"KS": 10, "AS": 7}.get(card.code, 0)
    return 0


PRESETS = {
    # scoring: (points a hand, moon value for each other seat)
    "standard": (26, 26),
    "black_maria": (43, 43),
    "spot_hearts": (117, 117),
    "greek": (154, 150),
    "basic": (13, 13),
    "no_black_lady": (13, 13),
    "super": (20, 20),
}


@pytest.mark.parametrize("scoring", PRESETS)
def test_preset_point_table(scoring: str) -> None:
    table = table_for(Rules.preset(scoring))
    assert [table.points[c.index] for c in CARDS] == [preset_value(scoring, c) for c in CARDS]
    assert table.penalty_total == PRESETS[scoring][0]
    assert table.moon_value == PRESETS[scoring][1]


@pytest.mark.parametrize("scoring", PRESETS)
@pytest.mark.parametrize("seed", [31, 32])
def test_preset_points_per_hand(scoring: str, seed: int) -> None:
    game = Game.new(format_code(seed), Rules.preset(scoring))
    play_hand(game)
    assert game.moon_shooter is None
    expected = [0, 0, 0, 0]
    for record in game.tricks:
        expected[record.winner] += sum(preset_value(scoring, c) for _, c in record.cards)
    assert game.hand_points == expected
    assert sum(game.hand_points) == PRESETS[scoring][0]


@pytest.mark.parametrize("scoring", PRESETS)
def test_preset_moon_value(scoring: str) -> None:
    game = Game.from_hands([cards(h) for h in SUITED], Rules.preset(scoring), hand_number=NO_PASS)
    play_hand(game)
    moon = PRESETS[scoring][1]
    assert game.moon_shooter == 0
    assert game.hand_points == [0, moon, moon, moon]


def test_greek_hearts_passes_right_every_hand() -> None:
    rules = Rules.preset("greek")
    assert [table_for(rules).pass_direction(h) for h in range(1, 6)] == ["right"] * 5
    game = Game.new(format_code(33), rules)
    assert game.pass_direction == "right" and game.pass_target(0) == 3


def test_no_black_lady_does_not_pass_and_the_queen_scores_nothing() -> None:
    rules = Rules.preset("no_black_lady")
    game = Game.new(format_code(34), rules.replace(target=500))
    for _ in range(4):
        assert game.pass_direction == "none" and game.phase == "playing"
        play_hand(game)
        game.next_hand()


def test_black_maria_king_and_ace_of_spades_are_points_on_the_first_trick() -> None:
    """Decision: "no points on the first trick" keeps every scoring card off it."""
    game = Game.from_hands(
        [cards(h) for h in SUITED], Rules.preset("black_maria"), hand_number=NO_PASS
    )
    game.play("2C")
    game.play("2D")
    game.play("2H")
    for code in ("QS", "KS", "AS"):
        assert game.why_illegal(code) == "No points on the first trick"
    assert game.why_illegal("JS") is None


@pytest.mark.parametrize("scoring", ["basic", "no_black_lady"])
def test_queen_of_spades_worth_nothing_may_go_on_the_first_trick(scoring: str) -> None:
    game = Game.from_hands([cards(h) for h in SUITED], Rules.preset(scoring), hand_number=NO_PASS)
    game.play("2C")
    game.play("2D")
    game.play("2H")
    assert game.why_illegal("QS") is None


def test_preset_keeps_other_options_given() -> None:
    rules = Rules.preset("greek", target=100, pass_cycle="left")
    assert rules.scoring == "greek" and rules.target == 100 and rules.pass_cycle == "left"
    with pytest.raises(ValueError, match="scoring"):
        Rules.preset("hearts_of_gold")
