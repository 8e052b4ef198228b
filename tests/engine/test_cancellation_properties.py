"""Property-based tests over random games of Cancellation Hearts (hypothesis).

Each example is one reproducible random game at a random Cancellation table (7 to 10
players and the options that apply there): every card accounted for twice, 52 points a
hand before the moon, only legal plays accepted, the same code dealing the same hands, the
save round trip, and views that do not change when hidden cards change places.
Random games are played out as in :mod:`.playthrough` (shared with the other tables); this
file holds what is Cancellation's own: two decks, cancelled and carried tricks.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import event, given, note
from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.finish import rest_is_decided
from hearts_tui.engine.rules import MoonMode

from .playthrough import (
    JACK,
    KITTY,
    PROPERTY,
    Action,
    cards_in_play,
    check_refusals,
    check_same_deals,
    check_save_round_trip,
    check_scores,
    check_views_alike,
    choice_seeds,
    hidden_swaps,
    seeds,
    taken_cards,
    with_swap,
)


def tables(players: st.SearchStrategy[int]) -> st.SearchStrategy[Rules]:
    """Cancellation tables of ``players``, every option they leave open drawn."""
    return st.builds(
        Rules.cancellation,
        players=players,
        target=st.sampled_from([100, 10, 50, 500]),
        queen_breaks_hearts=st.booleans(),
        points_on_first_trick=st.booleans(),
        moon=st.sampled_from(list(MoonMode)),
        jack_of_diamonds=st.sampled_from([0, -10]),
        ties=st.sampled_from(["share", "play_on"]),
        scoring=st.sampled_from(["standard", "standard", "black_maria", "basic", "super"]),
        queen_must_go=st.booleans(),
    )


#: A Cancellation table: its players and every option it leaves open.
cancellation_rules = tables(st.integers(7, 10))
BOTH_DECKS: Counter[Card] = Counter(dict.fromkeys(CARDS, 2))


def cancelling_choice(game: Game, rng: random.Random, bias: float = 0.8) -> Card:
    """A random legal card, but with chance ``bias`` one that cancels a card already on the
    trick when there is one (random play alone rarely leaves a trick to wait)."""
    legal = game.legal_cards()
    on_trick = {card for _, card in game.trick}
    matching = [card for card in legal if card in on_trick]
    return rng.choice(matching if matching and rng.random() < bias else legal)


def cancelling_steps(game: Game, rng: random.Random, bias: float = 0.8) -> Iterator[Game]:
    """Play the hand to its end with :func:`cancelling_choice`, yielding after each card."""
    while game.phase == "playing":
        game.play(cancelling_choice(game, rng, bias))
        yield game


def check_cards_accounted_for_twice(game: Game) -> None:
    """Hands + trick + finished tricks + the rest = both decks; sizes and views agree; the
    waiting cards are those of the carried tricks not yet taken."""
    assert Counter(cards_in_play(game)) + Counter(game.kitty) == BOTH_DECKS
    view = game.view(0)
    assert view.hand_sizes == tuple(len(game.hand(seat)) for seat in range(game.players))
    assert view.kitty_size == len(game.kitty)
    waiting = [c for record in game.tricks if record.winner < 0 for _, c in record.cards]
    assert Counter(view.waiting) == Counter(waiting)
    assert all(record.carried for record in game.tricks if record.winner < 0)
    first_waits = bool(game.tricks) and game.tricks[0].winner < 0
    assert view.kitty_waiting == (first_waits and bool(game.kitty))
    trick = Counter(card for _, card in game.trick)
    assert set(view.cancelled) == {card for card, k in trick.items() if k == 2}


def check_points_taken(game: Game) -> None:
    """Once the hand is over every carried trick has been taken, and no more than the
    table's points were taken in all."""
    assert all(record.winner >= 0 for record in game.tricks)
    table = game.table
    raw = [sum(table.points[c.index] * k for c, k in cards.items()) for cards in taken_cards(game)]
    assert sum(p for p in raw if p > 0) <= table.penalty_total


def check_legality(game: Game) -> None:
    """The legal cards are held (as many copies as held); why_illegal is None exactly for
    them; every other card is refused with that reason and changes nothing."""
    legal = Counter(game.legal_cards())
    held = Counter(game.hand(game.turn))
    assert legal and all(held[card] == k for card, k in legal.items())
    check_refusals(game, legal)


def check_rest_decided(game: Game, rng: random.Random) -> bool:
    """When the seat on turn's view says the rest of the hand cannot change a score, two
    different random endings score the hand alike.  True once it was checked."""
    if not rest_is_decided(game.view(game.turn)):
        return False
    endings = []
    for seed in (rng.random(), rng.random()):
        copy = Game.from_json(game.to_json())
        for _ in cancelling_steps(copy, random.Random(seed), 0.5):
            pass
        endings.append(copy.hand_points if copy.moon_choice_pending is None else None)
    assert endings[0] == endings[1]
    event(f"rest decided with {len(game.view(0).waiting)} cards waiting")
    return True


def play_and_check(
    game: Game, rng: random.Random, bias: float = 0.8, *, legality: bool = True
) -> int:
    """Play the hand with :func:`cancelling_choice`, checking after every card that both
    decks are accounted for and only legal plays are taken, then the hand's points from
    its tricks (52 at the Standard scoring unless the moon is shot), the totals and the
    game's end.  Returns how many tricks were carried."""
    decided_checked = False
    for _ in cancelling_steps(game, rng, bias):
        check_cards_accounted_for_twice(game)
        if legality and game.phase == "playing":
            check_legality(game)
        if not decided_checked and game.phase == "playing":
            decided_checked = check_rest_decided(game, rng)
    assert game.phase in ("hand_over", "game_over")
    check_points_taken(game)
    check_scores(game)
    if game.moon_choice_pending is None and game.moon_shooter is None:
        # every card taken: 52 at the Standard scoring
        table = game.table
        assert sum(game.hand_points) == table.penalty_total + 2 * table.points[JACK.index]
    return sum(record.carried for record in game.tricks)


@PROPERTY
@given(seed=seeds, rules=cancellation_rules, choices=choice_seeds)
@pytest.mark.slow
def test_random_cancellation_games_keep_every_invariant(
    seed: int, rules: Rules, choices: int
) -> None:
    game = Game.new(format_code(seed), rules)
    note(f"code {game.code}")
    carried = play_and_check(game, random.Random(choices))
    event(f"carried tricks: {min(carried, 2)}")


@PROPERTY
@given(
    seed=seeds,
    rules=tables(st.sampled_from([8, 10])),
    choices=choice_seeds,
    bias=st.sampled_from([1.0, 0.95, 0.8]),
)
def test_mirrored_deals_carry_tricks_and_keep_every_invariant(
    seed: int, rules: Rules, choices: int, bias: float
) -> None:
    """Neighbours 0 and 1, 2 and 3, ... hold the same cards and mostly play the card just
    played, so most tricks cancel whole: tricks wait in a row, the last trick is carried,
    whole hands have no winner (always at ``bias`` 1, but where the Q♠ must go: the last
    leader takes it all).
    (Only legal plays: the random games' property.)"""
    order = list(CARDS)
    random.Random(seed).shuffle(order)
    size = 104 // rules.players
    hands = [order[size * (seat // 2) : size * (seat // 2 + 1)] for seat in range(rules.players)]
    game = Game.from_hands(hands, rules)
    carried = play_and_check(game, random.Random(choices), bias, legality=False)
    last = game.tricks[-1].carried
    if bias == 1.0 and not rules.queen_must_go:  # (which may force the Q♠ under a K♠)
        assert carried == len(game.tricks) and len({r.winner for r in game.tricks}) == 1
    event(f"carried tricks: {min(carried, 13) // 4 * 4}+, the last: {last}")


@PROPERTY
@given(seed=seeds, rules=cancellation_rules, choices=choice_seeds)
def test_the_same_cancellation_code_deals_the_same_hands(
    seed: int, rules: Rules, choices: int
) -> None:
    """However the hands are played, a code deals the same hands and the same rest."""
    check_same_deals(format_code(seed, rules), rules, choices, hands=2)


@PROPERTY
@given(
    seed=seeds,
    rules=cancellation_rules,
    choices=choice_seeds,
    stop=st.integers(0, 120),
)
def test_a_cancellation_save_round_trips_at_any_point(
    seed: int, rules: Rules, choices: int, stop: int
) -> None:
    game = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    for played, _ in enumerate(cancelling_steps(game, rng), start=1):
        if played >= stop:
            break
    check_save_round_trip(game, choices, actions=12)


@PROPERTY
@given(
    seed=seeds,
    rules=cancellation_rules,
    choices=choice_seeds,
    observer=st.integers(0, 9),
)
def test_a_cancellation_view_does_not_change_when_hidden_cards_change_places(
    seed: int, rules: Rules, choices: int, observer: int
) -> None:
    """Swap one copy of a card hidden from the observer with another hidden card (of the
    same suit and points, two other holders: seats or the face-down rest): until one of
    them is played the observer's views of the two games are equal, while a seat that
    swapped tells them apart."""
    rules = rules.replace(queen_must_go=False)  # it forces the Q♠ by where it lies
    n = rules.players
    observer %= n
    dealt = Game.new(format_code(seed), rules)
    hands = [list(dealt.hand(seat)) for seat in range(n)]
    game = Game.from_hands(hands, rules)
    rng = random.Random(choices)
    actions: list[Action] = []
    while game.phase == "playing":
        card = cancelling_choice(game, rng)
        actions.append(("play", game.turn, (card,)))
        game.play(card)
    order = [chosen[0] for _, _, chosen in actions]
    holdings = {seat: hands[seat] for seat in range(n) if seat != observer}
    if game.kitty:
        holdings[KITTY] = list(game.kitty)
    swaps = hidden_swaps(holdings, game.table.points, excluded=[order[0]])
    if not swaps:
        return
    a, b, x, y = rng.choice(swaps)
    event(f"with the rest: {a == KITTY}")
    cutoff = min(order.index(c) for c in (x, y) if c in order) if {x, y} & set(order) else 0
    note(f"swap {x} (holder {a}) with {y} (holder {b}); compare {cutoff} actions")
    one = Game.from_hands(hands, rules)
    two = Game.from_hands(with_swap(hands, (a, b, x, y)), rules)
    check_views_alike(one, two, actions[:cutoff], observer, b, all_along=True)
