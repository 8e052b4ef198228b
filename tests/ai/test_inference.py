"""Inference: sampled deals weighted by how likely the others' plays and pass were."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.ai.inference import PLAY_NOISE, Deal, PlayModel, tempered, weighted_deals
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.engine.cards import mask_of, parse_cards
from hearts_tui.engine.rng import Rng

from .positions import deal, play


def hands_of(game: Game) -> list[int]:
    return [mask_of(game.hand(seat)) for seat in range(game.players)]


def swapped(hands: list[int], a: tuple[int, str], b: tuple[int, str]) -> list[int]:
    """``hands`` with card ``a[1]`` of seat ``a[0]`` and card ``b[1]`` of seat ``b[0]`` swapped."""
    out = hands[:]
    (sa, ca), (sb, cb) = a, b
    x, y = mask_of(parse_cards(ca)), mask_of(parse_cards(cb))
    out[sa] = out[sa] & ~x | y
    out[sb] = out[sb] & ~y | x
    return out


def test_a_seat_that_shed_another_card_while_void_probably_has_no_queen() -> None:
    """Void in diamonds, the policy sheds the Q♠ first: a seat that shed another card is
    much less likely to hold the Q♠ than the seat that has not shown its hand."""
    game = deal({0: "2D 5D", 1: "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2H", 2: "3D QS", 3: "4D"})
    play(game, "2D")
    shed = ai.make_player("normal", 0).choose_play(game.view(1))
    assert shed.code != "QS"
    game.play(shed)
    play(game, "3D 4D")
    model = PlayModel(game.view(3))
    truth = hands_of(game)  # seat 2 holds the Q♠
    moved = swapped(truth, (2, "QS"), (1, "3C"))  # the Q♠ with seat 1 instead
    assert model.weight(moved) == pytest.approx(PLAY_NOISE * model.weight(truth))


@pytest.mark.parametrize(
    "rules", [Rules(pass_cycle="off"), Rules(players=3, short_deck="kitty", pass_cycle="off")]
)
def test_the_true_deal_weighs_one_when_every_other_seat_plays_the_policy(rules: Rules) -> None:
    """Rebuilding each past decision (the hand then, the cards then legal and unseen) must
    give back exactly the policy's own cards: no play of the true deal is a surprise.  (The
    policy is the normal player without its moon guard, which the inference leaves to its
    noise: a run is rare.)"""
    for number in range(6):
        game = Game.new(format_code(900 + number), rules)
        players = [ai.make_player("normal-no-guard", seat) for seat in range(game.players)]
        while game.phase == "playing":
            view = game.view(game.turn)
            model = PlayModel(view)
            assert model.weight(hands_of(game)) == 1.0, (number, len(view.tricks))
            game.play(players[game.turn].choose_play(view))


def test_the_pass_received_says_how_many_spades_the_passer_kept() -> None:
    """The policy keeps the Q♠ behind four spades: a passer that gave the Q♠ away is
    unlikely to hold four more spades."""
    rules = Rules(pass_cycle="left")
    hands = [
        "QS 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        "AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        "AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
    ]
    game = Game.from_hands([parse_cards(hand) for hand in hands], rules)
    game.pass_cards(0, parse_cards("QS KC QC"))  # the Q♠ goes left, to seat 1
    for seat in (1, 2, 3):
        game.pass_cards(seat, game.hand(seat)[:3])  # seat 0 gets A♥ 2♠ 3♠
    view = game.view(1)
    assert view.pass_from == 0 and "QS" in [c.code for c in view.received]
    model = PlayModel(view)
    truth = hands_of(game)
    # The same deal with four of seat 3's spades in seat 0's hand instead of its clubs.
    spades_with_passer = truth[:]
    clubs = [c for c in range(13) if truth[0] >> c & 1][:4]
    spades = [c for c in range(39, 52) if truth[3] >> c & 1][:4]
    for club, spade in zip(clubs, spades, strict=True):
        spades_with_passer[0] = spades_with_passer[0] & ~(1 << club) | 1 << spade
        spades_with_passer[3] = spades_with_passer[3] & ~(1 << spade) | 1 << club
    assert model.weight(spades_with_passer) < model.weight(truth)


def test_weighted_deals_draw_the_asked_count_of_consistent_deals_reproducibly() -> None:
    game = deal({0: "2D 5D", 1: "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2H", 2: "3D QS", 3: "4D"})
    play(game, "2D")
    game.play(ai.make_player("normal", 0).choose_play(game.view(1)))  # void: not the Q♠
    play(game, "3D 4D")
    view = game.view(3)
    sit = situation_of_view(view)
    sampler = DealSampler(view, sit)
    model = PlayModel(view)
    first = weighted_deals(sampler, model, Rng(5), 200, 400)
    again = weighted_deals(DealSampler(view, sit), PlayModel(view), Rng(5), 200, 400)
    assert sum(d.count for d in first) == 200
    assert [(d.hands, d.count) for d in first] == [(d.hands, d.count) for d in again]
    queen = mask_of(parse_cards("QS"))
    for d in first:
        assert d.hands[3] == mask_of(view.hand)
        assert not d.hands[1] & mask_of(parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"))
    # Seat 1 did not shed a Q♠: the weighted draws put it there less often (a third less).
    with_seat_1 = sum(d.count for d in first if d.hands[1] & queen)
    uniform = weighted_deals(sampler, None, Rng(5), 200, 200)
    assert 2 * sum(d.count for d in uniform if d.hands[1] & queen) > 3 * with_seat_1


def test_tempering_keeps_half_the_draws_effective_and_the_order_of_likelihoods() -> None:
    """One deal a million times likelier than the rest would take every draw: tempered,
    it stays the heaviest but the effective number of draws is half the pool or more."""
    pool = [Deal([0], 0, 1, 1.0)] + [Deal([i], 0, 1, 1e-6) for i in range(1, 40)]
    weights = tempered(pool)
    effective = sum(weights) ** 2 / sum(w * w for w in weights)
    assert 0.5 * 40 <= effective < 40
    assert weights[0] == max(weights) > weights[1]
    even = [Deal([i], 0, 2, 0.5) for i in range(10)]
    assert tempered(even) == [2.0] * 10  # nothing to temper: the draws' counts
