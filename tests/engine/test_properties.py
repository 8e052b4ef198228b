"""Property-based tests over random games at random tables (hypothesis).

A hypothesis-chosen seed picks the game code and, through a separate ``random.Random``, every
choice (passes, plays, moon choices), so each example is one reproducible random game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from enum import Enum
from itertools import combinations

from hypothesis import event, given, note, settings
from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, IllegalMove, PlayerView, Rules, TrickRecord, format_code
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.codes import SEED_SPACE
from hearts_tui.engine.rules import MoonMode

from .helpers import cards, rules_strategy
from .test_rules_standard import SUITED

seeds = st.integers(0, SEED_SPACE - 1)
PROPERTY = settings(max_examples=100, deadline=None)


def step(game: Game, rng: random.Random) -> bool:
    """Take one random action; False once the game is over."""
    phase = game.phase
    if phase == "passing":
        seat = rng.choice([s for s in range(game.players) if not game.has_passed(s)])
        game.pass_cards(seat, rng.sample(game.hand(seat), 3))
    elif phase == "playing":
        game.play(rng.choice(game.legal_cards()))
    elif phase == "hand_over":
        if game.moon_choice_pending is not None:
            game.choose_moon(rng.choice(["others_plus", "shooter_minus"]))
        else:
            game.next_hand()
    else:
        return False
    return True


def steps(game: Game, rng: random.Random, hands: int) -> Iterator[Game]:
    """Yield the game after each action until ``hands`` hands have ended (or the game)."""
    first = game.hand_number
    while game.hand_number < first + hands and step(game, rng):
        yield game


def state_of(game: Game) -> tuple[object, ...]:
    """Everything observable about a game, to check that a refused action changed nothing."""
    return (
        tuple(game.hand(seat) for seat in range(game.players)),
        tuple(game.trick),
        tuple(game.tricks),
        game.turn,
        game.phase,
        game.hearts_broken,
        tuple(game.hand_points),
        tuple(game.scores),
        game.to_json(),
    )


def check_cards_accounted_for(game: Game) -> None:
    """Hands + trick + finished tricks + kitty + removed cards = the 52 cards, once each."""
    table = game.table
    places: list[Card] = []
    for seat in range(game.players):
        places.extend(game.hand(seat))
    places.extend(card for _, card in game.trick)
    places.extend(card for record in game.tricks for _, card in record.cards)
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


def taken_cards(game: Game) -> list[set[Card]]:
    """The cards each seat took this hand: its tricks, and the kitty with the first trick."""
    taken: list[set[Card]] = [set() for _ in range(game.players)]
    for record in game.tricks:
        taken[record.winner].update(card for _, card in record.cards)
    if game.tricks:
        taken[game.tricks[0].winner].update(game.kitty)
    return taken


def possible_hand_scores(game: Game) -> list[list[int]]:
    """A finished hand's score per seat, computed from the tricks: the card points, or
    the moon outcome(s) the rules allow."""
    table = game.table
    taken = taken_cards(game)
    raw = [sum(table.points[c.index] for c in cards) for cards in taken]
    jack = [sum(table.points[c.index] for c in cards if c.code == "JD") for cards in taken]
    penalty = {c for c in CARDS if table.penalty_mask >> c.index & 1}
    shooters = [seat for seat, cards in enumerate(taken) if penalty <= cards]
    mode = game.rules.moon
    if not shooters or mode is MoonMode.OFF:
        return [raw]
    shooter = shooters[0]
    moon = table.moon_value
    others = [j + (0 if s == shooter else moon) for s, j in enumerate(jack)]
    minus = [j - (moon if s == shooter else 0) for s, j in enumerate(jack)]
    return {
        MoonMode.OTHERS_PLUS: [others],
        MoonMode.SHOOTER_MINUS: [minus],
        MoonMode.SHOOTER_CHOOSES: [others, minus],
    }[mode]


def check_legality(game: Game) -> None:
    """why_illegal is None exactly for the legal cards; every other card is refused by
    play() with that reason and leaves the game unchanged."""
    legal = set(game.legal_cards())
    assert legal and legal <= set(game.hand(game.turn))
    before = state_of(game)
    for card in CARDS:
        reason = game.why_illegal(card)
        assert (reason is None) == (card in legal)
        if reason is not None:
            try:
                game.play(card)
            except IllegalMove as exc:
                assert exc.reason == reason
            else:  # pragma: no cover - a failure
                raise AssertionError(f"{card} was accepted")
    assert state_of(game) == before


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=st.integers(0, 2**32))
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
        finished = game.phase in ("hand_over", "game_over")
        if finished and game.moon_choice_pending is None:
            assert game.hand_points in possible_hand_scores(game)
            assert game.history[-1] == game.hand_points
            assert game.scores == [sum(h[s] for h in game.history) for s in range(game.players)]
        if game.phase == "game_over":
            low = min(game.scores)
            assert max(game.scores) >= rules.target
            assert game.winners == [s for s, v in enumerate(game.scores) if v == low]
            assert len(game.winners) == 1 or rules.ties == "share"
        elif game.phase == "hand_over" and game.moon_choice_pending is None:
            tied = game.scores.count(min(game.scores)) > 1
            assert max(game.scores) < rules.target or (tied and rules.ties == "play_on")


def deals(game: Game, rng: random.Random, hands: int) -> list[tuple[tuple[Card, ...], ...]]:
    """The cards dealt at the start of each of the first ``hands`` hands."""
    seen = []
    number = 0
    while len(seen) < hands and game.phase != "game_over":
        if game.hand_number != number:
            number = game.hand_number
            seen.append(tuple(game.hand(seat) for seat in range(game.players)))
        step(game, rng)
    return seen


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=st.integers(0, 2**32))
def test_same_code_same_deals_however_the_hands_are_played(
    seed: int, rules: Rules, choices: int
) -> None:
    code = format_code(seed, rules)
    one = deals(Game.new(code), random.Random(choices), hands=3)
    two = deals(Game.new(code.lower()), random.Random(choices + 1), hands=3)
    n = min(len(one), len(two))
    assert n >= 1
    assert one[:n] == two[:n]
    assert Game.new(code).rules == rules


@PROPERTY
@given(
    seed=seeds,
    rules=rules_strategy,
    choices=st.integers(0, 2**32),
    stop=st.integers(0, 140),
)
def test_json_round_trip_at_any_point(seed: int, rules: Rules, choices: int, stop: int) -> None:
    game = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    for _ in range(stop):
        if not step(game, rng):
            break
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    for seat in range(game.players):
        assert copy.view(seat) == game.view(seat)
    # The copy goes on exactly like the original.
    same = random.Random(choices + 7)
    twin = random.Random(choices + 7)
    for _ in range(10):
        if not step(game, same):
            break
        step(copy, twin)
    assert copy.to_json() == game.to_json()


# -- what a seat may know ----------------------------------------------------------------------

#: The only types a view may hold: plain values, cards, suits, rules and trick records.
VIEW_LEAVES = (int, str, bool, type(None), Card, Enum, Rules)


def check_plain_view(value: object, path: str = "view") -> None:
    """Walk a view's fields: immutable values only, nothing that leads back to a game."""
    if isinstance(value, (PlayerView, TrickRecord)):
        for field in dataclasses.fields(value):
            check_plain_view(getattr(value, field.name), f"{path}.{field.name}")
    elif isinstance(value, (tuple, frozenset)):
        for i, item in enumerate(value):
            check_plain_view(item, f"{path}[{i}]")
    elif isinstance(value, Rules):
        for field in dataclasses.fields(value):
            assert isinstance(getattr(value, field.name), (int, str, bool)), path
    else:
        assert isinstance(value, VIEW_LEAVES), f"{path} is a {type(value).__name__}"
        assert not isinstance(value, Game)


@PROPERTY
@given(seed=seeds, rules=rules_strategy, choices=st.integers(0, 2**32))
def test_views_hold_plain_values_and_no_reference_to_the_game(
    seed: int, rules: Rules, choices: int
) -> None:
    start = Game.new(format_code(seed), rules)
    rng = random.Random(choices)
    for game in steps(start, rng, hands=1):
        for seat in range(game.players):
            view = game.view(seat)
            check_plain_view(view)
            assert not hasattr(view, "__dict__")  # slots: no room for a hidden game
            assert view.hand == game.hand(seat)
            assert set(view.legal) == (set(game.legal_cards()) if game.turn == seat else set())


def replay(game: Game, actions: list[tuple[str, int, tuple[Card, ...]]]) -> Iterator[Game]:
    """Apply recorded actions one by one, yielding the game after each."""
    for kind, seat, chosen in actions:
        if kind == "pass":
            game.pass_cards(seat, chosen)
        else:
            game.play(chosen[0])
        yield game


#: The kitty, as a holder of hidden cards next to the seats.
KITTY = -1


def with_swap(hands: list[list[Card]], swap: tuple[int, int, Card, Card]) -> list[list[Card]]:
    """``hands`` with card x of holder a and card y of holder b exchanged (a holder may be
    the kitty, which is whatever the hands leave over)."""
    a, b, x, y = swap
    out = [list(hand) for hand in hands]
    for holder, old, new in ((a, x, y), (b, y, x)):
        if holder != KITTY:
            out[holder][out[holder].index(old)] = new
    return out


@PROPERTY
@given(
    seed=seeds,
    rules=rules_strategy,
    choices=st.integers(0, 2**32),
    observer=st.integers(0, 4),
    hand_number=st.integers(1, 4),
)
def test_games_differing_only_in_hidden_cards_give_equal_views(
    seed: int, rules: Rules, choices: int, observer: int, hand_number: int
) -> None:
    """Swap two cards hidden from the observer between two other holders (seats, or a seat
    and the kitty): cards of one suit and the same points, never passed, and not the card
    that opens the hand (nor the Q♠ when it must go).  The observer cannot tell the games
    apart until one of them is played, while a seat that swapped can."""
    n = rules.players
    observer %= n
    dealt = Game.new(format_code(seed), rules)
    hands = [list(dealt.hand(seat)) for seat in range(n)]
    game = Game.from_hands(hands, rules, hand_number=hand_number)
    rng = random.Random(choices)
    actions: list[tuple[str, int, tuple[Card, ...]]] = []
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
    if rules.queen_must_go:  # the Q♠ then has a rule of its own: no other spade plays alike
        excluded.add(Card.parse("QS"))
    holdings = {seat: hands[seat] for seat in range(n) if seat != observer}
    if game.kitty:
        holdings[KITTY] = list(game.kitty)
    points = game.table.points
    swaps = [
        (a, b, x, y)
        for a, b in combinations(sorted(holdings), 2)
        for x in holdings[a]
        for y in holdings[b]
        if x.suit == y.suit and points[x.index] == points[y.index] and not {x, y} & excluded
    ]
    event(f"swap found: {bool(swaps)}")
    if not swaps:
        return
    swap = rng.choice(swaps)
    a, b, x, y = swap
    event(f"with the kitty: {a == KITTY}")
    cutoff = len(actions) - len(order) + min(order.index(c) for c in (x, y) if c in order)
    note(f"swap {x} (holder {a}) with {y} (holder {b}); compare {cutoff} actions")
    one = Game.from_hands(hands, rules, hand_number=hand_number)
    two = Game.from_hands(with_swap(hands, swap), rules, hand_number=hand_number)
    games = [(one, two)]
    games += zip(replay(one, actions[:cutoff]), replay(two, actions[:cutoff]), strict=True)
    for g1, g2 in games:
        assert g1.view(observer) == g2.view(observer)
        assert g1.view(b) != g2.view(b)  # b is a seat: the kitty sorts first


@PROPERTY
@given(rules=rules_strategy, choices=st.integers(0, 2**32), scores=st.integers(0, 60))
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
