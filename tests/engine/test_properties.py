"""Property-based tests over random games at random Standard-variant tables (hypothesis).

Each example is one reproducible random game (see :mod:`.playthrough`, shared with the
Domino and Cancellation properties): every card accounted for, the hand sizes, only legal
plays, the points of each hand and the game's end, same code → same deals, the save round
trip at any point, and views that hold only what a seat may know.
"""

from __future__ import annotations

import random

from hypothesis import event, example, given, note
from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import CARDS

from .helpers import cards, rules_strategy
from .playthrough import (
    KITTY,
    PROPERTY,
    Action,
    cards_in_play,
    check_refusals,
    check_same_deals,
    check_save_round_trip,
    check_scores,
    check_views,
    check_views_alike,
    choice_seeds,
    hidden_swaps,
    possible_hand_scores,
    seeds,
    step,
    steps,
    with_swap,
)
from .test_rules_standard import SUITED


def check_cards_accounted_for(game: Game) -> None:
    """Hands + trick + finished tricks + kitty + removed cards = the 52 cards, once each."""
    table = game.table
    places = cards_in_play(game)
    places.extend(game.kitty)
    places.extend(c for c in CARDS if not table.deck >> c.index & 1)
    assert sorted(places) == list(CARDS)


def check_hand_sizes(game: Game) -> None:
    size = game.table.hand_size
    if game.phase == "passing":
        assert all(len(game.hand(s)) == size for s in range(game.players))
    elif game.phase == "playing":
        in_trick = {seat for seat, _ in game.trick}
        for seat in range(game.players):
            expected = size - len(game.tricks) - (seat in in_trick)
            assert len(game.hand(seat)) == expected
    else:
        assert all(not game.hand(s) for s in range(game.players))


def check_legality(game: Game) -> None:
    """The legal cards are some of the hand; why_illegal is None exactly for them, and
    every other card is refused with that reason and changes nothing."""
    legal = set(game.legal_cards())
    assert legal and legal <= set(game.hand(game.turn))
    check_refusals(game, legal)


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=choice_seeds)
def test_random_games_keep_every_invariant(seed: int, rules: Rules, choices: int) -> None:
    """Cards accounted for, hand sizes, only legal plays, points per hand, game end."""
    start = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    note(f"code {start.code}")
    for game in steps(start, rng, hands=2):
        check_cards_accounted_for(game)
        check_hand_sizes(game)
        if game.phase == "playing":
            check_legality(game)
        check_scores(game)


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=choice_seeds)
def test_same_code_same_deals_however_the_hands_are_played(
    seed: int, rules: Rules, choices: int
) -> None:
    check_same_deals(format_code(seed, rules), rules, choices, hands=3)


@PROPERTY
@given(
    seed=seeds,
    rules=rules_strategy,
    choices=choice_seeds,
    stop=st.integers(0, 140),
)
def test_json_round_trip_at_any_point(seed: int, rules: Rules, choices: int, stop: int) -> None:
    game = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    for _ in range(stop):
        if not step(game, rng):
            break
    check_save_round_trip(game, choices, actions=10)


# -- what a seat may know ----------------------------------------------------------------------


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=choice_seeds)
def test_views_hold_plain_values_and_no_reference_to_the_game(
    seed: int, rules: Rules, choices: int
) -> None:
    start = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    for game in steps(start, rng, hands=1):
        check_views(game)


@PROPERTY
@given(
    seed=seeds,
    rules=rules_strategy,
    choices=choice_seeds,
    observer=st.integers(0, 4),
    hand_number=st.integers(1, 4),
)
# 7 players, the 2♣ in the kitty: a swap moving it into a hand changed who opens the hand.
@example(
    seed=149,
    rules=Rules(players=7, short_deck="kitty", pass_cycle="off"),
    choices=149 * 7,
    observer=0,
    hand_number=1,
)
def test_games_differing_only_in_hidden_cards_give_equal_views(
    seed: int, rules: Rules, choices: int, observer: int, hand_number: int
) -> None:
    """Swap two cards hidden from the observer between two other holders (seats, or a seat
    and the kitty): cards of one suit and the same points, never passed, and not the card
    that opens the hand nor a lower one of its suit in the kitty (nor the Q♠ when it must
    go).  The observer cannot tell the games
    apart until one of them is played, while a seat that swapped can."""
    n = rules.players
    observer %= n
    dealt = Game.new(format_code(seed), rules)
    hands = [list(dealt.hand(seat)) for seat in range(n)]
    game = Game.from_hands(hands, rules, hand_number=hand_number)
    rng = random.Random(choices)
    actions: list[Action] = []
    while game.phase in ("passing", "playing"):
        if game.phase == "passing":
            seat = rng.choice([s for s in range(n) if not game.has_passed(s)])
            chosen = tuple(rng.sample(game.hand(seat), 3))
            actions.append(("pass", seat, chosen))
            game.pass_cards(seat, chosen)
        else:
            card = rng.choice(game.legal_cards())
            actions.append(("play", game.turn, (card,)))
            game.play(card)
    order = [chosen[0] for kind, _, chosen in actions if kind == "play"]
    excluded = {c for kind, _, chosen in actions if kind == "pass" for c in chosen}
    excluded.add(order[0])
    # A kitty card below the opening card, of its suit, would open the hand from a seat
    # (7 players: the 2♣ in the kitty swapped with the Q♣ made that seat lead the 2♣).
    opening = order[0]
    excluded.update(c for c in game.kitty if c.suit == opening.suit and c.rank < opening.rank)
    if rules.queen_must_go:  # the Q♠ then has a rule of its own: no other spade plays alike
        excluded.add(Card.parse("QS"))
    holdings = {seat: hands[seat] for seat in range(n) if seat != observer}
    if game.kitty:
        holdings[KITTY] = list(game.kitty)
    swaps = hidden_swaps(holdings, game.table.points, excluded)
    if not swaps:
        return
    swap = rng.choice(swaps)
    a, b, x, y = swap
    event(f"with the kitty: {a == KITTY}")
    cutoff = len(actions) - len(order) + min(order.index(c) for c in (x, y) if c in order)
    note(f"swap {x} (holder {a}) with {y} (holder {b}); compare {cutoff} actions")
    one = Game.from_hands(hands, rules, hand_number=hand_number)
    two = Game.from_hands(with_swap(hands, swap), rules, hand_number=hand_number)
    check_views_alike(one, two, actions[:cutoff], observer, b, all_along=True)  # b: a seat


@PROPERTY
@given(rules=rules_strategy, choices=choice_seeds, scores=st.integers(0, 60))
def test_a_moon_shot_scores_as_the_table_says(rules: Rules, choices: int, scores: int) -> None:
    """Seat 0 holds every club and wins every trick of the suited deal: a moon shot under
    any 4-player table (moon mode, J♦, preset, target, ties), whatever the others play."""
    rules = rules.replace(players=4, pass_cycle="off", first_lead="two_of_clubs")
    game = Game.from_hands([cards(h) for h in SUITED], rules, scores=[scores, 0, scores // 2, 0])
    rng = random.Random(choices)
    while game.phase == "playing":
        game.play(rng.choice(game.legal_cards()))
    assert game.moon_shooter == 0
    if rules.moon == "shooter_chooses":
        assert game.moon_choice_pending == 0
        outcomes = game.moon_outcomes()
        choice = rng.choice(sorted(outcomes))
        game.choose_moon(choice)
        assert game.scores == outcomes[choice]
    assert game.hand_points in possible_hand_scores(game)
