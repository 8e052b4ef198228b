"""Property-based tests over random games of Domino Hearts (hypothesis): every card
accounted for, the points of a hand, only legal actions, same code → same deals, the save
round trip, and views that do not change when cards hidden from a seat are swapped.

Random games are played out as in :mod:`.playthrough` (shared with the other tables); this
file holds what is Domino's own: its tables, the stock, draws and players leaving."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import event, given, note, settings
from hypothesis import strategies as st

from hearts_tui.engine import CARDS, Card, Game, IllegalMove, Rules, format_code
from hearts_tui.engine.rules import MoonMode

from ..property_budget import examples
from .playthrough import (
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
    seeds,
    state_of,
    step,
    steps,
    stock_cards,
)

PROPERTY = settings(max_examples=examples(80), deadline=None)

#: Any Domino table: the options a Domino table leaves open, each drawn from its values.
domino_rules = st.builds(
    Rules.domino,
    players=st.integers(2, 7),
    target=st.sampled_from([31, 10, 50, 100]),
    moon=st.sampled_from(list(MoonMode)),
    scoring=st.sampled_from(["basic", "standard", "black_maria", "spot_hearts", "super"]),
    jack_of_diamonds=st.sampled_from([0, -10, -11]),
    ties=st.sampled_from(["share", "play_on"]),
    queen_breaks_hearts=st.booleans(),
    points_on_first_trick=st.booleans(),
    queen_must_go=st.booleans(),
    move_timer=st.sampled_from([0, 30, 60]),
)


def check_cards_accounted_for(game: Game) -> None:
    """Hands + trick + tricks + the last player's cards + the stock = the 52 cards, once."""
    places = cards_in_play(game)
    if game.last_cards is not None:
        places.extend(game.last_cards[1])
    places.extend(stock_cards(game))
    assert sorted(places) == list(CARDS)
    assert len(stock_cards(game)) == game.stock_size


def check_hand_sizes(game: Game) -> None:
    """6 dealt + drawn - played; out exactly when empty; a trick has one card per player in."""
    played = [0] * game.players
    for record in game.tricks:
        for seat, _ in record.cards:
            played[seat] += 1
    for seat, _ in game.trick:
        played[seat] += 1
    for seat in range(game.players):
        size = len(game.hand(seat))
        if game.phase == "playing":
            assert size == 6 + game.drawn[seat] - played[seat]
            assert (seat in game.out) == (size == 0)
    for record in game.tricks:
        assert len(record.cards) == len({seat for seat, _ in record.cards})


def check_legality(game: Game) -> None:
    """Only legal actions are accepted: a draw exactly when due, and then no card; else
    why_illegal is None exactly for the legal cards, and refusals change nothing."""
    before = state_of(game)
    assert (game.why_no_draw() is None) == game.must_draw
    legal = set(game.legal_cards())
    if game.must_draw:
        assert not legal
        lead = game.trick[0][1].suit
        assert not any(card.suit == lead for card in game.hand(game.turn))
        for card in game.hand(game.turn):
            assert game.why_illegal(card) == f"Draw: you have no {lead.symbol} — press d"
    else:
        assert legal and legal <= set(game.hand(game.turn))
        try:
            game.draw()
        except IllegalMove as exc:
            assert exc.reason == game.why_no_draw()
        else:  # pragma: no cover - a failure
            raise AssertionError("a draw was accepted when none was due")
    check_refusals(game, legal)
    assert state_of(game) == before  # the refused draw changed nothing either


@PROPERTY
@given(seed=seeds, rules=domino_rules, choices=choice_seeds)
@pytest.mark.slow
def test_random_domino_games_keep_every_invariant(seed: int, rules: Rules, choices: int) -> None:
    start = Game.new(format_code(seed, rules))
    rng = random.Random(choices)
    note(f"code {start.code}")
    for game in steps(start, rng, hands=2):
        check_cards_accounted_for(game)
        check_hand_sizes(game)
        if game.phase == "playing":
            check_legality(game)
        check_scores(game)
        if game.phase in ("hand_over", "game_over"):  # every player has left the hand
            assert sorted(game.out) == list(range(game.players))
            assert all(not game.hand(seat) for seat in range(game.players))


@PROPERTY
@given(seed=seeds, rules=domino_rules, choices=choice_seeds)
def test_same_domino_code_same_deals_and_stock(seed: int, rules: Rules, choices: int) -> None:
    """However the hands are played, a code deals the same hands and the same stock."""
    check_same_deals(format_code(seed, rules), rules, choices, hands=3)


@PROPERTY
@given(seed=seeds, rules=domino_rules, choices=choice_seeds, stop=st.integers(0, 160))
def test_domino_json_round_trip_at_any_point(
    seed: int, rules: Rules, choices: int, stop: int
) -> None:
    game = Game.new(format_code(seed, rules))
    rng = random.Random(choices)
    for _ in range(stop):
        if not step(game, rng):
            break
    check_save_round_trip(game, choices, actions=12)


@PROPERTY
@given(seed=seeds, rules=domino_rules, choices=choice_seeds)
def test_domino_views_hold_plain_values_and_public_draw_counts(
    seed: int, rules: Rules, choices: int
) -> None:
    start = Game.new(format_code(seed, rules))
    for game in steps(start, random.Random(choices), hands=1):
        check_views(game)
        for seat in range(game.players):
            view = game.view(seat)
            assert (view.stock_size, view.drawn, view.out) == (
                game.stock_size,
                tuple(game.drawn),
                tuple(game.out),
            )
            assert view.must_draw == game.must_draw
            assert not set(stock_cards(game)) & set(view.hand)


#: The stock, as a holder of hidden cards next to the seats.
STOCK = -1


@PROPERTY
@given(seed=seeds, rules=domino_rules, choices=choice_seeds, observer=st.integers(0, 6))
def test_domino_views_do_not_change_when_hidden_cards_are_swapped(
    seed: int, rules: Rules, choices: int, observer: int
) -> None:
    """Swap two cards hidden from the observer (of one suit and the same points) between two
    other hands, or a hand and the stock.  The observer's view stays the same until one of
    them is played, or the observer draws one, or the hand ends with one in the last
    player's hand; a seat that swapped sees the difference at once."""
    n = rules.players
    observer %= n
    dealt = Game.new(format_code(seed, rules))
    hands = [list(dealt.hand(seat)) for seat in range(n)]
    stock = stock_cards(dealt)
    game = Game.from_hands(hands, rules, stock=stock)
    rng = random.Random(choices)
    actions: list[Action] = []
    while game.phase == "playing":
        seat = game.turn
        if game.must_draw:
            actions.append(("draw", seat, (game.draw(),)))
        else:
            card = rng.choice(game.legal_cards())
            actions.append(("play", seat, (card,)))
            game.play(card)
    holdings: dict[int, list[Card]] = {s: hands[s] for s in range(n) if s != observer}
    holdings[STOCK] = stock
    # With "Q♠ must go" the Q♠ has a rule of its own: no other spade plays alike, even at a
    # table where it scores as little as the 2♠ (seed 2566: the swap made a replay illegal).
    excluded = [Card.parse("QS")] if rules.queen_must_go else []
    swaps = hidden_swaps(holdings, game.table.points, excluded)
    if not swaps:
        return
    a, b, x, y = rng.choice(swaps)
    event(f"with the stock: {a == STOCK}")
    cutoff = next(
        (
            i
            for i, (kind, seat, (card,)) in enumerate(actions)
            if card in (x, y) and (kind == "play" or seat == observer)
        ),
        len(actions),
    )
    kept = game.last_cards[1] if game.last_cards else ()
    if cutoff == len(actions) and {x, y} & set(kept):
        cutoff -= 1  # the last player's own cards are shown when the hand ends
    note(f"swap {x} (holder {a}) with {y} (holder {b}); compare {cutoff} actions")

    def swapped(cards: list[Card]) -> list[Card]:
        return [y if c == x else x if c == y else c for c in cards]

    one = Game.from_hands(hands, rules, stock=stock)
    two = Game.from_hands([swapped(h) for h in hands], rules, stock=swapped(stock))
    # Not all along: a seat that swapped with the stock may draw the other card too.
    check_views_alike(one, two, actions[:cutoff], observer, b, all_along=False)


@PROPERTY
@given(seed=seeds, rules=domino_rules, stop=st.integers(1, 80))
def test_domino_take_back_and_the_same_actions_again_give_the_same_game(
    seed: int, rules: Rules, stop: int
) -> None:
    """Take back seat 0's last card at a random moment, then play it and the undone cards
    again, drawing whenever a draw is due: the game and its save are as before (the draws
    before the card taken back stay, the ones after come back the same)."""
    rng = random.Random(seed)
    game = Game.new(format_code(seed, rules))
    for _ in range(stop):
        if game.phase != "playing":
            break
        step(game, rng)
    if game.why_no_take_back(0) is not None:
        with pytest.raises(IllegalMove):
            game.take_back(0)
        return
    whole = game.to_json()
    plays = json.loads(whole)["hands"][-1]["plays"]
    trailing = len(plays) - len(list(itertools.dropwhile(lambda a: a == "draw", plays[::-1])))
    taken = game.take_back(0)
    assert taken.kind == "play"
    event(
        f"draws undone: {'draw' in plays[len(json.loads(game.to_json())['hands'][-1]['plays']) :]}"
    )
    shorter = game.to_json()
    assert Game.from_json(shorter).to_json() == shorter
    for seat, card in ((0, taken.cards[0]), *taken.after):
        while game.must_draw:
            game.draw()
        game.play(card, seat)
    for _ in range(trailing):
        game.draw()
    assert game.to_json() == whole
