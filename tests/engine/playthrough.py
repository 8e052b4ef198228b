"""What the property tests of every table share: random games played out, and the checks
that hold at any table.

A hypothesis-chosen seed picks the game code and, through a separate ``random.Random``,
every choice (passes, plays, moon choices; a draw is never a choice), so each example is
one reproducible random game.  Each table's file (``test_properties.py``,
``test_domino_properties.py``, ``test_cancellation_properties.py``) holds the properties
and the checks that are its own.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Collection, Iterator
from enum import Enum
from itertools import combinations

from hypothesis import event, settings
from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, IllegalMove, PlayerView, Rules, TrickRecord
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.codes import SEED_SPACE
from hearts_tui.engine.domino import DominoHand
from hearts_tui.engine.rules import MoonMode

from ..property_budget import examples

seeds = st.integers(0, SEED_SPACE - 1)
#: The seed of a game's choices (its own ``random.Random``).
choice_seeds = st.integers(0, 2**32)
PROPERTY = settings(max_examples=examples(100), deadline=None)
JACK = Card.parse("JD")


# -- playing a random game out ----------------------------------------------------------------


def step(game: Game, rng: random.Random) -> bool:
    """Take one random action (a draw when one is due); False once the game is over."""
    phase = game.phase
    if phase == "passing":
        seat = rng.choice([s for s in range(game.players) if not game.has_passed(s)])
        game.pass_cards(seat, rng.sample(game.hand(seat), 3))
    elif phase == "playing":
        if game.must_draw:
            game.draw()
        else:
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


def stock_cards(game: Game) -> list[Card]:
    """Domino Hearts: the cards still in the stock, top first (the engine's secret: tests
    only); none at the other tables."""
    state = game._state
    if not isinstance(state, DominoHand):
        return []
    return [CARDS[i] for i in state.stock[state.drawn_count :]]


def deals(game: Game, rng: random.Random, hands: int) -> list[tuple[object, ...]]:
    """The cards dealt at the start of each of the first ``hands`` hands: each seat's, and
    the ones dealt face down (the kitty or the rest; Domino's stock, in order)."""
    seen: list[tuple[object, ...]] = []
    number = 0
    while len(seen) < hands and game.phase != "game_over":
        if game.hand_number != number:
            number = game.hand_number
            held = tuple(game.hand(seat) for seat in range(game.players))
            seen.append((held, game.kitty, tuple(stock_cards(game))))
        step(game, rng)
    return seen


#: A recorded action: ``("pass", seat, 3 cards)``, ``("play", seat, (card,))`` or
#: ``("draw", seat, (card drawn,))``.
Action = tuple[str, int, tuple[Card, ...]]


def replay(game: Game, actions: list[Action]) -> Iterator[Game]:
    """Apply recorded actions one by one, yielding the game after each."""
    for kind, seat, chosen in actions:
        if kind == "pass":
            game.pass_cards(seat, chosen)
        elif kind == "draw":
            game.draw(seat)
        else:
            game.play(chosen[0], seat)
        yield game


#: The kitty (or the face-down rest), as a holder of hidden cards next to the seats.
KITTY = -1


Swap = tuple[int, int, Card, Card]


def hidden_swaps(
    holdings: dict[int, list[Card]], points: tuple[int, ...], excluded: Collection[Card] = ()
) -> list[Swap]:
    """Every exchange ``(a, b, x, y)`` of a card x of holder a with a card y of holder b that
    a seat holding neither cannot tell from the deal: two different cards of one suit and
    the same points, neither ``excluded``; in a fixed order (holders, then cards)."""
    swaps = [
        (a, b, x, y)
        for a, b in combinations(sorted(holdings), 2)
        for x in sorted(set(holdings[a]))
        for y in sorted(set(holdings[b]))
        if x != y
        and x.suit == y.suit
        and points[x.index] == points[y.index]
        and not {x, y} & set(excluded)
    ]
    event(f"swap found: {bool(swaps)}")
    return swaps


def with_swap(hands: list[list[Card]], swap: Swap) -> list[list[Card]]:
    """``hands`` with card x of holder a and card y of holder b exchanged (a holder may be
    the kitty, which is whatever the hands leave over)."""
    a, b, x, y = swap
    out = [list(hand) for hand in hands]
    for holder, old, new in ((a, x, y), (b, y, x)):
        if holder != KITTY:
            out[holder][out[holder].index(old)] = new
    return out


# -- checks that hold at every table ------------------------------------------------------------


def check_same_deals(code: str, rules: Rules, choices: int, hands: int) -> None:
    """However the hands are played, the code (in either case) deals the same cards to each
    seat and face down, hand after hand, and carries its table's rules."""
    one = deals(Game.new(code), random.Random(choices), hands)
    two = deals(Game.new(code.lower()), random.Random(choices + 1), hands)
    n = min(len(one), len(two))
    assert n >= 1 and one[:n] == two[:n]
    assert Game.new(code).rules == rules


def check_save_round_trip(game: Game, choices: int, actions: int) -> Game:
    """The game restored from its save is the same game: the same class, save, views and
    secret stock; and it goes on exactly like the original for ``actions`` more random
    actions.  Returns the copy."""
    copy = Game.from_json(game.to_json())
    assert type(copy) is type(game) and copy.to_json() == game.to_json()
    assert stock_cards(copy) == stock_cards(game)
    for seat in range(game.players):
        assert copy.view(seat) == game.view(seat)
    same, twin = random.Random(choices + 7), random.Random(choices + 7)
    for _ in range(actions):
        if not step(game, same):
            break
        step(copy, twin)
    assert copy.to_json() == game.to_json()
    assert copy.tricks == game.tricks
    return copy


def check_views(game: Game) -> None:
    """Every seat's view holds plain values only (no way back to the game), its own hand,
    and the legal cards exactly when on turn."""
    for seat in range(game.players):
        view = game.view(seat)
        check_plain_view(view)
        assert not hasattr(view, "__dict__")  # slots: no room for a hidden game
        assert view.hand == game.hand(seat)
        assert set(view.legal) == (set(game.legal_cards()) if game.turn == seat else set())


def check_views_alike(
    one: Game, two: Game, actions: list[Action], observer: int, knows: int, *, all_along: bool
) -> None:
    """Two games dealt alike but for a swap: the ``observer``'s views are equal from the
    start and after each of ``actions`` (played in both), while the seat ``knows``, which
    swapped, tells them apart from the start (and, ``all_along``, after each action)."""
    assert one.view(knows) != two.view(knows)
    games = [(one, two)]
    games += zip(replay(one, actions), replay(two, actions), strict=True)
    for g1, g2 in games:
        assert g1.view(observer) == g2.view(observer)
        assert not all_along or g1.view(knows) != g2.view(knows)


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


def cards_in_play(game: Game) -> list[Card]:
    """The cards in the hands, on the trick and in the finished tricks (each copy)."""
    places: list[Card] = []
    for seat in range(game.players):
        places.extend(game.hand(seat))
    places.extend(card for _, card in game.trick)
    places.extend(card for record in game.tricks for _, card in record.cards)
    return places


def check_refusals(game: Game, legal: Collection[Card]) -> None:
    """why_illegal is None exactly for the ``legal`` cards; every other card is refused by
    play() with that reason, and the refusals leave the game unchanged."""
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


def taken_cards(game: Game) -> list[Counter[Card]]:
    """The cards each seat took this hand (each copy): its tricks, the kitty (or the rest)
    with the first trick, and at Domino the last player's own cards."""
    taken: list[Counter[Card]] = [Counter() for _ in range(game.players)]
    for record in game.tricks:
        taken[record.winner].update(card for _, card in record.cards)
    if game.tricks:
        taken[game.tricks[0].winner].update(game.kitty)
    if game.last_cards is not None:
        taken[game.last_cards[0]].update(game.last_cards[1])
    return taken


def possible_hand_scores(game: Game) -> list[list[int]]:
    """A finished hand's score per seat, computed from the cards taken: the card points, or
    the moon outcome(s) the rules allow (the moon: every copy of every penalty card)."""
    table = game.table
    taken = taken_cards(game)
    raw = [sum(table.points[c.index] * k for c, k in cards.items()) for cards in taken]
    jack = [table.points[JACK.index] * cards[JACK] for cards in taken]
    penalty = [c for c in CARDS if table.penalty_mask >> c.index & 1]
    shooters = [
        seat
        for seat, cards in enumerate(taken)
        if penalty and all(cards[c] == table.decks for c in penalty)
    ]
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


def check_scores(game: Game) -> None:
    """Once a hand is scored: its points are those its cards allow, the totals add up the
    hands, and the game is over exactly as the target and the ties rule say, won by the
    lowest totals."""
    if game.phase not in ("hand_over", "game_over") or game.moon_choice_pending is not None:
        return
    rules = game.rules
    assert game.hand_points in possible_hand_scores(game)
    assert game.history[-1] == game.hand_points
    assert game.scores == [sum(h[s] for h in game.history) for s in range(game.players)]
    if game.phase == "game_over":
        low = min(game.scores)
        assert max(game.scores) >= rules.target
        assert game.winners == [s for s, v in enumerate(game.scores) if v == low]
        assert len(game.winners) == 1 or rules.ties == "share"
    else:
        tied = game.scores.count(min(game.scores)) > 1
        assert max(game.scores) < rules.target or (tied and rules.ties == "play_on")


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
