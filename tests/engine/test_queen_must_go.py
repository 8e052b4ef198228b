""" "Q♠ must go" (the Black Lady option of page 004): whoever holds the Q♠ must play it at the
first chance to shed it on another player's trick.  One scripted test per part of the rule."""

from __future__ import annotations

import random

from hypothesis import event, given, settings
from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, IllegalMove, Rules, format_code
from hearts_tui.engine.cards import cards_of_mask
from hearts_tui.engine.codes import SEED_SPACE
from hearts_tui.engine.table import table_for

from ..property_budget import examples
from .helpers import cards, codes, play_script, rules_strategy

#: Seat 1 holds the Q♠ and hearts, but no diamonds; seat 2 wins trick 1 and leads a diamond.
VOID_HANDS = [
    "2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D TD",
    "6C QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "7C 8C 9C TC JC QC KC AC JD QD KD AD KH",
    "AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
]
MUST_GO = Rules(pass_cycle="off", queen_must_go=True)  # type: ignore[arg-type]
NO_RULE = Rules(pass_cycle="off")  # type: ignore[arg-type]


def void_game(rules: Rules) -> Game:
    """Trick 1 (♣2 6♣ 7♣ 2♠) goes to seat 2, which leads the J♦; seat 3 and 0 follow."""
    game = Game.from_hands([cards(h) for h in VOID_HANDS], rules)
    play_script(game, "2C 6C 7C 2S  JD 3S 2D")
    assert game.turn == 1
    return game


def test_void_in_the_suit_led_the_queen_must_be_shed() -> None:
    game = void_game(MUST_GO)
    assert codes(game.legal_cards()) == ["QS"]
    assert game.why_illegal("2H", 1) == "You must shed the Q♠ now"
    try:
        game.play("QH")
    except IllegalMove as exc:
        assert exc.reason == "You must shed the Q♠ now"
    else:  # pragma: no cover
        raise AssertionError("a heart was accepted while the Q♠ must go")
    record = game.play("QS")
    assert record is not None and record.winner == 2


def test_without_the_option_a_void_player_may_keep_the_queen() -> None:
    game = void_game(NO_RULE)
    assert "QS" in codes(game.legal_cards()) and "2H" in codes(game.legal_cards())
    assert game.why_illegal("2H", 1) is None


def test_spades_led_under_a_higher_spade_the_queen_must_be_shed() -> None:
    """Seat 0 leads the K♠: seat 1's Q♠ cannot win, so it must go; its other spades wait."""
    hands = [
        "KS AS 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
        "QS 2S 3S 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
        "KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
        "KD AD QH KH AH 4S 5S 6S 7S 8S 9S TS JS",
    ]
    rules = MUST_GO.replace(first_lead="left_of_dealer")
    game = Game.from_hands([cards(h) for h in hands], rules)
    play_script(game, "KS")
    assert codes(game.legal_cards()) == ["QS"]
    assert game.why_illegal("2S", 1) == "You must shed the Q♠ now"
    assert game.why_illegal("2H", 1) == "Follow suit: you have ♠"


def test_spades_led_with_no_higher_spade_yet_the_queen_may_wait() -> None:
    """Under the 4♠ the Q♠ could still win the trick: that is no chance to shed it."""
    hands = [
        "4S AS 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
        "QS 2S 3S 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
        "KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
        "KD AD QH KH AH KS 5S 6S 7S 8S 9S TS JS",
    ]
    rules = MUST_GO.replace(first_lead="left_of_dealer")
    game = Game.from_hands([cards(h) for h in hands], rules)
    play_script(game, "4S")
    assert codes(game.legal_cards()) == ["2S", "3S", "QS"]
    play_script(game, "2S")
    assert game.turn == 2


def test_the_holder_on_lead_is_never_forced_to_lead_the_queen() -> None:
    hands = [
        "QS 2S 3S 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
        "KS AS QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D",
        "TD JD QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H",
        "TH JH QH KH AH 4S 5S 6S 7S 8S 9S TS JS",
    ]
    rules = MUST_GO.replace(first_lead="left_of_dealer", points_on_first_trick=True)
    game = Game.from_hands([cards(h) for h in hands], rules)
    assert game.turn == 0
    assert set(codes(game.legal_cards())) >= {"QS", "2S", "2C"}


def test_no_points_on_the_first_trick_comes_first_it_is_no_chance() -> None:
    """Void on trick 1 with a safe card: the Q♠ may not go there, so it is not forced."""
    hands = [
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "QS 2D 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
        "3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD KH",
        "AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
    ]
    game = Game.from_hands([cards(h) for h in hands], MUST_GO)
    play_script(game, "2C")
    assert codes(game.legal_cards()) == ["2D"]
    assert game.why_illegal("QS", 1) == "No points on the first trick"
    # With points allowed on trick 1, it is a chance, and the Q♠ must go.
    allowed = Game.from_hands(
        [cards(h) for h in hands], MUST_GO.replace(points_on_first_trick=True)
    )
    play_script(allowed, "2C")
    assert codes(allowed.legal_cards()) == ["QS"]
    assert allowed.why_illegal("2D", 1) == "You must shed the Q♠ now"


def test_the_views_legal_cards_and_the_fast_state_agree_on_the_rule() -> None:
    game = void_game(MUST_GO)
    assert codes(game.view(1).legal) == ["QS"]
    state = game._state.copy()
    assert state.legal_mask() == 1 << cards("QS")[0].index


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, SEED_SPACE - 1), rules=rules_strategy, choices=st.integers(0, 2**32))
def test_random_games_force_the_queen_exactly_at_each_chance(
    seed: int, rules: Rules, choices: int
) -> None:
    """At every turn the legal cards are those of the same table without the option, except
    that the Q♠ alone is legal when it is, on another player's trick, and it cannot win."""
    rules = rules.replace(queen_must_go=True)
    without = table_for(rules.replace(queen_must_go=False))
    game = Game.new(format_code(seed, rules))
    rng = random.Random(choices)
    queen = Card.parse("QS")
    forced = 0
    while game.phase in ("passing", "playing") and game.hand_number <= 2:
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, rng.sample(game.hand(seat), 3))
            continue
        state = game._state.copy()
        state.table = without
        base = set(cards_of_mask(state.legal_mask()))
        trick = game.trick
        chance = (
            queen in base
            and bool(trick)
            and (
                trick[0][1].suit.letter != "S"
                or any(card.suit.letter == "S" and card.rank > 12 for _, card in trick)
            )
        )
        forced += chance
        assert set(game.legal_cards()) == ({queen} if chance else base)
        game.play(rng.choice(game.legal_cards()))
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        if game.phase == "hand_over":
            game.next_hand()
    event(f"forced: {bool(forced)}")
