"""What the CPU players' property tests of every table share: a quick player of each level,
a hand played out checking that each choice is legal, and the check that a seat's choice
depends on its view alone.  ``test_properties.py`` (the Standard table) and
``test_table_properties.py`` (Domino, Cancellation) hold the properties."""

from __future__ import annotations

from hearts_tui import ai
from hearts_tui.ai.hard import HardPlayer
from hearts_tui.ai.search import SearchPlayer
from hearts_tui.engine import Card, Game, PlayerView, Rules
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES, Table

#: The levels, the hard player before issue 13 (the arena's reference, "hard-v1") and the
#: policy fitted to its choices ("learned").
CHECKED_KINDS = (*ai.KINDS, "hard-v1", "learned")


def player(kind: str, seed: int, budget: int) -> ai.Player:
    """``make_player``, with a small search ``budget`` for "hard" and "hard-v1" so tests
    stay fast."""
    if kind == "hard":
        return HardPlayer(seed, budget=budget, min_samples=2, max_samples=3)
    if kind == "hard-v1":
        return SearchPlayer(seed, budget=budget, min_samples=2, max_samples=3)
    return ai.make_player(kind, seed)


def play_out_legally(game: Game, players: list[ai.Player]) -> None:
    """Play the hand to its end with ``players`` (a draw whenever one is due), each card
    chosen from the seat's view and among its legal cards; a moon to score is chosen by
    its shooter, from its own view."""
    while game.phase == "playing":
        if game.must_draw:
            game.draw()
            continue
        view = game.view(game.turn)
        card = players[game.turn].choose_play(view)
        assert card in view.legal
        game.play(card)
    shooter = game.moon_choice_pending
    if shooter is not None:
        choice = players[shooter].choose_moon(game.view(shooter))
        assert choice in ("others_plus", "shooter_minus")
        game.choose_moon(choice)
    assert game.phase in ("hand_over", "game_over")


def alike(table: Table, rules: Rules, x: Card, y: Card) -> bool:
    """Whether cards ``x`` and ``y`` play alike for a seat that sees neither: one suit,
    both penalty cards or neither, and not the Q♠ where it must go (a rule of its own:
    another spade does not play like it)."""
    special = {CARDS[QUEEN_SPADES]} if rules.queen_must_go else set()
    return (
        x.suit == y.suit
        and table.penalty_mask >> x.index & 1 == table.penalty_mask >> y.index & 1
        and not {x, y} & special
    )


def check_same_choices(view: PlayerView, twin: PlayerView, budget: int) -> None:
    """Two games that differ only in cards hidden from a seat: its views are equal, and
    every level (and "hard-v1") chooses the same card from either."""
    assert twin == view
    for kind in CHECKED_KINDS:
        one, two = player(kind, 11, budget), player(kind, 11, budget)
        assert one.choose_play(view) == two.choose_play(twin)


def domino_deal(rules: Rules, seed: int) -> tuple[list[list[Card]], list[Card]]:
    """Each seat's cards and the stock, top first, shuffled by ``seed``."""
    deck = list(CARDS)
    Rng(seed).shuffle(deck)
    n = rules.players
    return [deck[s * 6 : s * 6 + 6] for s in range(n)], deck[n * 6 :]


def random_domino_game(rules: Rules, seed: int, plays: int) -> Game:
    """A Domino hand dealt by ``seed`` (:func:`domino_deal`) and played ``plays`` cards on
    by random players, drawing when they must (a draw due at the end is made too)."""
    hands, stock = domino_deal(rules, seed)
    game = Game.from_hands(hands, rules, stock=stock)
    bots = [ai.make_player("random", s) for s in range(game.players)]
    while game.phase == "playing" and (plays > 0 or game.must_draw):
        if game.must_draw:
            game.draw()
            continue
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
        plays -= 1
    return game
