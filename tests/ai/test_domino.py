"""The CPU players at Domino Hearts: what the draws tell them, their habits at this table
(one scripted position per tactic), and the hard player's worlds (never the stock itself)."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.ai.analysis import evaluate
from hearts_tui.ai.domino import UNLIMITED, facts_of_view, suit_caps
from hearts_tui.ai.domino_search import DominoWorlds
from hearts_tui.ai.search import SearchPlayer
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, Game, PlayerView, Rules
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import SUIT_MASKS

from .calls import count_calls
from .playthrough import random_domino_game
from .positions import domino_deal, draw_all, play

C = Card.parse
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def normal_play(view: PlayerView) -> Card:
    return ai.make_player("normal", 7).choose_play(view)


def drew_for_diamonds() -> Game:
    """Seat 0 leads the A♦; seat 1 holds no diamond and draws 5♣ 6♣ 2♦ (the 2♦ it must
    play); seats 2 and 3 follow.  Seat 0 takes the trick and leads again."""
    game = domino_deal(
        [
            "AD KD 7D 2S 3S 4S",
            "2C 3C 4C 8S 9S TS",
            "3D 5S 6S 7S JS QS",
            "4D 8D 9D TD 2H 3H",
        ],
        top="5C 6C 2D",
    )
    play(game, "AD")
    assert draw_all(game) == 3
    play(game, "2D 3D 4D")
    return game


# -- what the draws say ----------------------------------------------------------------


def test_a_seat_that_drew_for_a_suit_holds_none_of_it_after_playing_the_card_drawn() -> None:
    caps = suit_caps(drew_for_diamonds().view(0))
    assert caps[1][DIAMONDS] == 0
    assert caps[1][CLUBS] == caps[1][SPADES] == UNLIMITED
    assert all(cap == UNLIMITED for seat in (2, 3) for cap in caps[seat])
    assert facts_of_view(drew_for_diamonds().view(2)).lacks[1] == 1 << DIAMONDS


def test_cards_drawn_later_may_bring_the_suit_back_but_no_more_of_it_than_they_number() -> None:
    """Seat 1 draws two cards for diamonds (none left after it plays the 2♦), then three
    for spades: the two before the J♠ could be diamonds, so it may hold two again."""
    game = domino_deal(
        ["AD 2S 3S 4S 5S 6S", "2C 3C 4C 5C 6C 7C", "KD QD 7S 8S 9S TS"], top="8C 2D 9C TC JS"
    )
    play(game, "AD")
    assert draw_all(game) == 2
    play(game, "2D QD 2S")
    assert suit_caps(game.view(2))[1] == [UNLIMITED, 0, UNLIMITED, UNLIMITED]
    assert draw_all(game) == 3
    play(game, "JS 7S")
    assert suit_caps(game.view(2))[1] == [UNLIMITED, 2, UNLIMITED, 0]


def test_a_seat_whose_draws_empty_the_stock_before_it_can_follow_keeps_them_all() -> None:
    """Seat 1 draws nine cards for diamonds (the 2♦ last, played), then the last card of
    the stock, the 3♦, for spades, and discards: it kept the 3♦, so it may hold one diamond
    again (it was capped at none: the hard player's worlds never gave it its real hand,
    and where the caps left too little room they found no world at all)."""
    game = domino_deal(
        [
            "AD 2S 3S 4S 5S 6S",
            "2H 3H 4H 5H 6H 7H",
            "4D 5D 7S 8S 8H 9H",
            "6D 7D 9S TS TH JH",
            "8D 9D JS QS QH KH",
            "TD JD KS AS AH 2C",
            "QD KD 3C 4C KC AC",
        ],
        top="5C 6C 7C 8C 9C TC JC QC 2D 3D",
    )
    play(game, "AD")
    assert draw_all(game) == 9
    play(game, "2D 4D 6D 8D TD QD 2S")
    assert draw_all(game) == 1
    play(game, "5C")
    view = game.view(2)
    assert view.stock_size == 0
    assert suit_caps(view)[1] == [UNLIMITED, 1, UNLIMITED, 0]
    worlds = DominoWorlds(view, situation_of_view(view))
    rng = Rng(1)
    diamonds = {(worlds.sample(rng).hands[1] & SUIT_MASKS[DIAMONDS]).bit_count() for _ in range(40)}
    assert diamonds == {0, 1}


def test_the_hard_players_worlds_fill_the_stock_and_respect_the_draws() -> None:
    game = drew_for_diamonds()
    view = game.view(0)
    sit = situation_of_view(view)
    worlds = DominoWorlds(view, sit)
    rng = Rng(5)
    stocks = set()
    for _ in range(40):
        state = worlds.sample(rng)
        assert state.hands[0] == mask_of(view.hand)
        assert [mask.bit_count() for mask in state.hands] == list(view.hand_sizes)
        assert len(state.stock) - state.drawn_count == view.stock_size
        assert not state.hands[1] & SUIT_MASKS[DIAMONDS]  # it drew for them: none left
        held = 0
        for mask in state.hands:
            assert not held & mask
            held |= mask
        for card in state.stock[state.drawn_count :]:
            assert not held >> card & 1
            held |= 1 << card
        assert held == mask_of(view.hand) | mask_of(view.unseen())
        stocks.add(state.stock)
    assert len(stocks) > 30  # the stock's order is a guess, shuffled each world


def test_the_hard_player_plays_out_its_worlds_drawing_from_the_sampled_stock() -> None:
    game = drew_for_diamonds()
    view = game.view(0)
    worlds = DominoWorlds(view, situation_of_view(view))
    state = worlds.sample(Rng(9))
    worlds.finish(state)
    assert state.over
    assert sum(worlds.scores(state)) + _hearts_in(state.stock[state.drawn_count :]) == 13


def _hearts_in(indexes: tuple[int, ...]) -> int:
    return sum(1 for index in indexes if index // 13 == HEARTS)


# -- the normal player's habits --------------------------------------------------------


def test_sheds_its_highest_card_on_a_trick_the_stock_keeps_clean() -> None:
    """While the stock has plenty of the suit, a player who cannot follow draws: nobody
    can throw a heart on this club trick, so the K♣ goes now rather than later."""
    game = domino_deal(
        ["5C 2S 3S 4S 5S 6S", "KC 3C 2D 3D 4D 5D", "6C 7S 8S 9S TS JS", "7C QS KS AS 6D 7D"]
    )
    play(game, "5C")
    assert normal_play(game.view(1)) == C("KC")


def test_ducks_as_usual_once_the_stock_is_empty() -> None:
    """Seven players: seat 1 has no spade and draws the whole stock on trick 1.  Now a void
    player would throw points, so on a club trick the K♣ stays and the 3♣ ducks."""
    game = domino_deal(
        [
            "2S KC 3C 2D 3D 4D",
            "4C 6C 7C 8C 9C TC",
            "3S 8S 9S TS JS QS",
            "4S KS 8H 9H TH JH",
            "5S QH KH JC QC AC",
            "6S 5D 6D 7D 8D 9D",
            "AS 5C TD JD QD KD",
        ],
        top="2C AD 2H 3H 4H 5H 6H 7H AH 7S",
    )
    play(game, "2S")
    assert draw_all(game) == 10 and game.stock_size == 0
    play(game, "7S 3S 4S 5S 6S AS 5C")
    assert normal_play(game.view(0)) == C("3C")


def test_leads_the_suit_a_player_just_drew_for_so_that_it_draws_again() -> None:
    game = drew_for_diamonds()
    assert game.turn == 0
    assert normal_play(game.view(0)) == C("KD")


def seven_seats(top: str) -> Game:
    """Seven players; seat 0 leads the 2♠ and seat 1, with no spade, draws from the stock
    (``top``, the Q♠ its only spade) until it meets the Q♠; seat 6 takes the trick with the
    A♠ and is on lead.  Seat 1 is then known to lack spades, and nobody to lack clubs."""
    game = domino_deal(
        [
            "2S 3S 3C 4C 8C 3D",
            "AC 2H 5D 6D 7D 8D",
            "4S 5S 6C 9D TD JD",
            "6S 7S 7C QD 3H 4H",
            "8S 9S 2D 8H 9H TH",
            "TS JS 9C QC 5H 6H",
            "AS KS 5C TC KC QH",
        ],
        top=top,
    )
    play(game, "2S")
    draw_all(game)
    play(game, "QS 4S 6S 8S TS AS")
    return game


def test_a_low_stock_still_keeps_a_trick_clean_when_nobody_is_known_to_lack_the_suit() -> None:
    """Three cards left in the stock and nobody known to lack clubs: a void player would
    most likely draw a club rather than throw a heart, so the 8♣ goes now (a high card kept
    for the tricks after the stock is what costs)."""
    game = seven_seats("2C JC 4D KD AD 7H QS JH KH AH")
    assert game.stock_size == 3
    play(game, "5C")
    assert normal_play(game.view(0)) == C("8C")


def test_with_the_stock_empty_the_last_player_ducks_a_pointless_trick() -> None:
    """The stock is empty and nothing scores on this club trick: as its last player, the
    9♣ loses it under the J♣ and the Q♣ stays; winning would only hand us the lead."""
    game = seven_seats("2C JC 4D KD AD 7H JH KH AH QS")
    assert game.stock_size == 0
    play(game, "5C 4C JC 6C 7C 2D")
    assert normal_play(game.view(5)) == C("9C")


def test_the_player_bound_to_be_left_last_leads_its_lowest_heart() -> None:
    """Seat 1 drew the whole stock: 14 cards against 4 each, so it will be the last one
    left and take its own cards, hearts included.  Its 2♥, led, goes to whoever plays a
    higher heart."""
    game = seven_seats("2C JC 4D KD AD 7H JH KH AH QS")
    play(game, "5C 4C AC 6C 7C TH 9C")
    view = game.view(1)
    assert game.turn == 1 and len(view.hand) == 14 and view.hearts_broken
    assert normal_play(view) == C("2H")


def test_the_hard_player_plays_a_legal_card_from_the_view_alone() -> None:
    game = drew_for_diamonds()
    view = game.view(0)
    card = SearchPlayer(3, budget=600, min_samples=3, max_samples=4).choose_play(view)
    assert card in view.legal


def test_the_hint_prices_every_legal_card_at_domino_with_the_hard_search() -> None:
    game = drew_for_diamonds()
    view = game.view(0)
    values = evaluate(view, seed=5, budget=600)
    assert {card for value in values for card in value.cards} == set(view.legal)
    best = values[0]
    assert best.best and best.card == SearchPlayer(5, budget=600).choose_play(view)


def test_the_hard_players_worlds_keep_the_caps_where_random_deals_nearly_always_jam(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Six seats, the stock empty, seat 2 holding 14 cards but no diamond, seat 0 no heart
    nor spade: a deal weighted by room alone jams on 96% of tries, and after twenty jams
    the worlds used to drop the caps (a property test's falsifying example)."""
    rules = Rules.domino(players=6, queen_breaks_hearts=True, jack_of_diamonds=0)
    game = random_domino_game(rules, seed=667666, plays=23)
    view = game.view(game.turn)
    caps = suit_caps(view)
    worlds = DominoWorlds(view, situation_of_view(view))
    rng = Rng(2)
    assert sum(worlds._try(rng) is not None for _ in range(100)) < 10
    fills = count_calls(monkeypatch, worlds, "_fill")
    for _ in range(30):
        state = worlds.sample(rng)
        assert [mask.bit_count() for mask in state.hands] == list(view.hand_sizes)
        for seat, mask in enumerate(state.hands):
            for suit in range(4):
                assert (mask & SUIT_MASKS[suit]).bit_count() <= caps[seat][suit]
        held = 0
        for mask in state.hands:
            held |= mask
        assert held == mask_of(view.hand) | mask_of(view.unseen())
    assert fills.count >= 5  # the jams' way out was taken
