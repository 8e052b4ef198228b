"""The hard player's deals of the unseen cards (ai/sampling.py) where random deals jam:
every constraint still holds (the voids shown, the Q♠ kept from seats known not to hold it)."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.ai.queen import queen_lacks
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Game, Rules
from hearts_tui.engine.cards import CARDS, mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES, SUIT_MASKS, table_for

from .calls import count_calls


def random_game(rules: Rules, seed: int, plays: int) -> Game:
    """A hand dealt by ``seed`` and played ``plays`` cards on by random players."""
    table = table_for(rules)
    deck = [card for card in CARDS if table.deck >> card.index & 1]
    Rng(seed).shuffle(deck)
    size = table.hand_size
    game = Game.from_hands([deck[s * size : (s + 1) * size] for s in range(table.players)], rules)
    bots = [ai.make_player("random", s) for s in range(table.players)]
    for _ in range(plays):
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
    return game


def test_deals_keep_the_voids_where_random_deals_nearly_always_jam(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Six seats, two or three cards each, five of them void in one to three suits: a deal
    weighted by room alone jams on nine tries in ten, and after twenty jams the deals used
    to drop the voids."""
    rules = Rules(players=6, pass_cycle="off", queen_must_go=True)
    game = random_game(rules, seed=103, plays=33)
    view = game.view(game.turn)
    sit = situation_of_view(view)
    sampler = DealSampler(view, sit)
    rng = Rng(1)
    assert sum(sampler._try(rng) is not None for _ in range(100)) < 15
    fills = count_calls(monkeypatch, sampler, "_fill")
    queenless = queen_lacks(view)
    for _ in range(40):
        hands, kitty = sampler.sample(rng)
        assert [mask.bit_count() for mask in hands] == list(view.hand_sizes)
        assert hands[view.seat] == mask_of(view.hand)
        union = kitty
        for seat, mask in enumerate(hands):
            assert not union & mask
            union |= mask
            if seat != view.seat:
                for suit in range(4):
                    if sit.voids[seat] >> suit & 1:
                        assert not mask & SUIT_MASKS[suit]
                assert not (queenless >> seat & 1 and mask >> QUEEN_SPADES & 1)
        assert union == mask_of(view.hand) | mask_of(view.unseen())
    assert fills.count >= 5  # the jams' way out was taken
