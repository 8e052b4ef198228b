"""The hard player's worlds when what it inferred cannot hold: the voids (or, at Domino
Hearts, the suit caps and the Q♠'s whereabouts) are dropped and the deal still fits every
unseen card to a hand or the rest, the seat's own hand untouched.  In play this happens only
by chance, when random draws jam twenty times; here the inference is made to jam for sure.
And at Domino Hearts, a seat that drew several cards may have drawn the Q♠ it was known to
lack."""

from __future__ import annotations

from collections import Counter

from hearts_tui.ai.cancellation_search import CancellationWorlds
from hearts_tui.ai.domino_search import DominoWorlds
from hearts_tui.ai.queen import queen_lacks
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES

from .positions import cancellation_deal, domino_deal, draw_all, play

ALL_SUITS = 0b1111


def test_a_standard_deal_that_cannot_honour_the_voids_ignores_them() -> None:
    game = Game.new("K7QD-MR9S", Rules(pass_cycle="off"))  # type: ignore[arg-type]
    view = game.view(0)
    sit = situation_of_view(view)
    sit.voids = [0] + [ALL_SUITS] * 3  # every other seat "void" everywhere: no deal fits
    hands, kitty = DealSampler(view, sit).sample(Rng(1))
    assert hands[0] == mask_of(view.hand) and kitty == 0
    assert [mask.bit_count() for mask in hands] == [13] * 4
    assert sum(hands) == (1 << 52) - 1  # each card once


def test_cancellation_worlds_that_cannot_honour_the_voids_ignore_them() -> None:
    game = cancellation_deal({0: "5C 5C 9H"}, players=9, rest="QC KC KC AC AC")
    view = game.view(0)
    sit = situation_of_view(view)
    sit.voids = [0] + [ALL_SUITS] * 8
    state = CancellationWorlds(view, sit).sample(Rng(2))
    assert state.cards(0) == view.hand
    held: Counter[Card] = Counter(state.kitty_cards())
    for seat in range(1, 9):
        assert len(state.cards(seat)) == view.hand_sizes[seat]
        held.update(state.cards(seat))
    assert held == Counter(view.unseen())


def test_domino_worlds_that_cannot_honour_the_caps_ignore_them() -> None:
    game = domino_deal(["AD KD 7D 2S 3S 4S", "2C 3C 4C 8S 9S TS", "3D 5S 6S 7S JS QS"])
    view = game.view(0)
    worlds = DominoWorlds(view, situation_of_view(view))
    worlds.caps = [[0] * 4 for _ in worlds.caps]  # no slot may hold any suit
    state = worlds.sample(Rng(3))
    assert state.hands[0] == mask_of(view.hand)
    assert [mask.bit_count() for mask in state.hands] == list(view.hand_sizes)
    left = state.stock[state.drawn_count :]
    assert len(left) == view.stock_size
    assert sum(state.hands) | mask_of(Card.from_index(i) for i in left) == (1 << 52) - 1


def test_a_seat_that_drew_several_cards_may_have_drawn_the_queen() -> None:
    """Seats 1 and 2 follow the A♠ without the Q♠ ("Q♠ must go": they lack it); then seat 1
    has no club and draws three cards, the Q♠ among them for all anyone knows."""
    game = domino_deal(
        ["AS 2C 3C 4C 5C 6C", "3S 4S 5S 6S 7S 8S", "9S 2D 3D 4D 5D 6D"],
        top="2H QS 7C",
        queen_must_go=True,
    )
    play(game, "AS 3S 9S")
    assert queen_lacks(game.view(0)) == 1 << 1 | 1 << 2
    play(game, "2C")
    assert draw_all(game) == 3
    play(game, "7C")
    assert queen_lacks(game.view(0)) == 1 << 2
    assert Card.from_index(QUEEN_SPADES) in game.hand(1)
