"""The normal player's judgment, one Hearts tactic per scripted position (SPEC §6–§7)."""

from __future__ import annotations

from hearts_tui import ai
from hearts_tui.ai.policy import shooting
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, PlayerView, Rules

from .positions import OPEN, deal, play

C = Card.parse


def normal_play(view: PlayerView) -> Card:
    return ai.make_player("normal", 7).choose_play(view)


def pass_of(hand: str, rules: Rules | None = None) -> set[Card]:
    game = deal({0: hand}, rules or Rules())
    return set(ai.make_player("normal", 7).choose_pass(game.view(0)))


# -- passing ---------------------------------------------------------------------------


def test_passes_ace_and_king_of_spades_when_short_in_spades() -> None:
    passed = pass_of("AS KS 3S 2C 5C 9C 4D 6D 8D TD 3H 5H 7H")
    assert {C("AS"), C("KS")} <= passed


def test_passes_the_queen_of_spades_with_one_or_two_spades() -> None:
    assert C("QS") in pass_of("QS 3S 2C 5C 9C JC 4D 6D 8D TD 3H 5H 7H")


def test_keeps_the_queen_of_spades_behind_four_spades() -> None:
    passed = pass_of("QS 2S 3S 5S 2C 5C 9C JC 4D 6D 8D TH AH")
    assert C("QS") not in passed


def test_passes_a_short_suit_to_make_a_void() -> None:
    passed = pass_of("9D 4D 2C 3C 5C 7C 2S 3S 4S 2H 3H 4H 5H")
    assert {C("9D"), C("4D")} <= passed


def test_sheds_high_hearts_rather_than_low_cards() -> None:
    passed = pass_of("AH KH 2H 3H 2C 3C 4C 5C 2D 3D 4D 2S 3S")
    assert {C("AH"), C("KH")} <= passed


def test_keeps_the_jack_of_diamonds_when_it_is_worth_minus_ten() -> None:
    hand = "JD 2D 3C 5C 9C JC QC 2S 3S 4S 5S 3H 4H"
    assert C("JD") in pass_of(hand)  # worthless and in a short suit: it goes
    assert C("JD") not in pass_of(hand, Rules(jack_of_diamonds=-10))


def test_passes_king_of_spades_under_black_maria_when_short() -> None:
    passed = pass_of("KS 3S 2C 5C 9C JC 4D 6D 8D TD 3H 5H 7H", Rules.preset("black_maria"))
    assert C("KS") in passed


def test_passes_low_cards_with_a_hand_that_can_shoot_the_moon() -> None:
    passed = pass_of("AH KH QH JH TH 9H AS KS AD KD AC 2C 3D")
    assert not any(c.suit.letter == "H" for c in passed)
    assert {C("2C"), C("3D")} <= passed


# -- following -------------------------------------------------------------------------


def test_ducks_under_the_trick_winner_with_its_highest_losing_card() -> None:
    game = deal({0: "KD 2D", 1: "4D 8D JD AD 2C 3C 4C 5C 6C 7C 8C 9C TC"})
    play(game, "KD")
    assert normal_play(game.view(1)) == C("JD")


def test_takes_an_unavoidable_pointed_trick_with_its_most_dangerous_card() -> None:
    game = deal(
        {
            0: "2D",
            1: "4D",
            2: "2H 3H 4H 5H 6H 7H 8H 9H TH 2S 3S 4S 5S",
            3: "8D QD AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
        }
    )
    play(game, "2D 4D 9H")
    # Every diamond of seat 3 wins the heart: it takes it with the ace, keeping low ones.
    assert normal_play(game.view(3)) == C("AD")


def test_last_player_ducks_a_pointed_trick_it_can_lose() -> None:
    game = deal(
        {
            0: "5D",
            1: "9D",
            2: "2H 3H 4H 5H 6H 7H 8H 9H TH 2S 3S 4S 5S",
            3: "8D AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
        }
    )
    play(game, "5D 9D 2H")
    assert normal_play(game.view(3)) == C("8D")


def test_last_player_wins_a_pointless_trick_with_its_highest_card() -> None:
    game = deal({0: "5D", 1: "9D", 2: "6D", 3: "8D AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"})
    play(game, "5D 9D 6D")
    assert normal_play(game.view(3)) == C("AD")


def test_drops_the_queen_of_spades_under_a_higher_spade() -> None:
    game = deal({0: "KS 2D", 1: "QS 3S 7S 2C 3C 4C 5C 6C 7C 8C 9C TC JC"})
    play(game, "KS")
    assert normal_play(game.view(1)) == C("QS")


def test_sheds_a_high_card_on_the_first_trick_where_no_points_can_fall() -> None:
    game = deal({0: "2C", 1: "3C 4C AC KC 2D 3D 4D 5D 6D 7D 8D 9D TD"}, Rules(pass_cycle="off"))
    play(game, "2C")
    assert normal_play(game.view(1)) == C("AC")


# -- void: discarding ------------------------------------------------------------------


def test_dumps_the_queen_of_spades_when_void_in_the_led_suit() -> None:
    game = deal({0: "2D 3D", 1: "QS 2S KH 9C 8C 7C 6C 5C 4C 3C 2C JC QC"})
    play(game, "2D")
    assert normal_play(game.view(1)) == C("QS")


def test_dumps_ace_of_spades_when_void_while_the_queen_is_out() -> None:
    game = deal({0: "2D 3D", 1: "AS 2S 3H 9C 8C 7C 6C 5C 4C 3C 2C JC QC"})
    play(game, "2D")
    assert normal_play(game.view(1)) == C("AS")


def test_counts_the_queen_of_spades_before_shedding_the_ace_of_spades() -> None:
    # The same void seat once the Q♠ has been played: the A♠ no longer catches it, so it
    # sheds its high heart instead.  (Moon scoring off: no shooter to watch.)
    rules = OPEN.replace(moon="off")
    seats = {0: "4D 4S", 1: "AS 2S KH 9C 8C 7C 6C 5C 4C 3C TC JC QC", 2: "QS 2D", 3: "3D 5S"}
    fresh = deal(seats, rules)
    play(fresh, "4D")
    assert normal_play(fresh.view(1)) == C("AS")
    counted = deal(seats, rules)
    play(counted, "4S 2S QS 5S")  # seat 2 takes its own queen and leads
    play(counted, "2D 3D 4D")
    assert normal_play(counted.view(1)) == C("KH")


def test_dumps_the_king_of_spades_first_under_black_maria() -> None:
    rules = Rules.preset(
        "black_maria", pass_cycle="off", first_lead="left_of_dealer", points_on_first_trick=True
    )
    game = deal({0: "2D 3D", 1: "KS 5S AH 9C 8C 7C 6C 5C 4C 3C 2C JC QC"}, rules)
    play(game, "2D")
    assert normal_play(game.view(1)) == C("KS")


def test_does_not_throw_away_the_jack_of_diamonds_when_it_is_a_bonus() -> None:
    rules = OPEN.replace(jack_of_diamonds=-10)
    game = deal({0: "2C 3C", 1: "JD 4D 2S 3S 4S 5S 6S 7S 8S 9S TS 2H 3H"}, rules)
    play(game, "2C")
    assert normal_play(game.view(1)) != C("JD")


def test_collects_the_jack_of_diamonds_when_it_can_win_it() -> None:
    rules = OPEN.replace(jack_of_diamonds=-10)
    game = deal({0: "JD 2C", 1: "3D", 2: "4D", 3: "AD 5D 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"}, rules)
    play(game, "JD 3D 4D")
    assert normal_play(game.view(3)) == C("AD")


def test_plays_its_jack_of_diamonds_once_no_higher_diamond_is_out() -> None:
    rules = OPEN.replace(jack_of_diamonds=-10)
    game = deal({0: "2D", 1: "JD QD KD AD 3D 2S 3S 4S 5S 6S 7S 8S 9S"}, rules)
    play(game, "2D")
    assert normal_play(game.view(1)) == C("JD")


def test_wins_a_trick_holding_the_jack_of_diamonds_even_before_the_last_seat() -> None:
    rules = OPEN.replace(jack_of_diamonds=-10)
    game = deal({0: "JD", 1: "QD 3D 2S 3S 4S 5S 6S 7S 8S 9S TS JS 2C"}, rules)
    play(game, "JD")
    assert normal_play(game.view(1)) == C("QD")
    # Without the bonus the same seat ducks.
    plain = deal({0: "JD", 1: "QD 3D 2S 3S 4S 5S 6S 7S 8S 9S TS JS 2C"})
    play(plain, "JD")
    assert normal_play(plain.view(1)) == C("3D")


# -- leading ---------------------------------------------------------------------------


def test_leads_a_low_spade_to_smoke_out_the_queen() -> None:
    game = deal({0: "3S 9D 8C 7C", 1: "QS"})
    assert normal_play(game.view(0)) == C("3S")


def test_does_not_lead_spades_while_holding_the_queen_unprotected() -> None:
    game = deal({0: "QS 2S 5D 4C 9C JD TD QD 7C 8C 6C 5C 3C"})
    assert normal_play(game.view(0)).suit.letter != "S"


# -- the moon --------------------------------------------------------------------------

MOON_SEATS = {
    0: "QS 9D",
    1: "2S 2H 3H 4H 5H 6H 7H 8H 9H TH JH 2C 3C",
    2: "3S 3D",
    3: "4S TD 4D 4C 5C 6C 7C 8C 9C TC JC QC KC",
}


def test_stops_a_moon_shot_by_taking_a_pointed_trick_from_the_shooter() -> None:
    game = deal(MOON_SEATS)
    play(game, "QS 2S 3S 4S")  # seat 0 takes the queen: the only points in sight
    play(game, "9D 2H 3D")  # seat 1, void, gives it a heart too
    # Ducking with the 4♦ would hand the shooter the heart; the 10♦ takes it from him.
    assert normal_play(game.view(3)) == C("TD")


def test_ducks_the_same_trick_when_there_is_no_moon_to_stop() -> None:
    game = deal(MOON_SEATS, OPEN.replace(moon="off"))
    play(game, "QS 2S 3S 4S")
    play(game, "9D 2H 3D")
    # Without moon scoring, taking the heart would only cost a point: seat 3 ducks.
    assert normal_play(game.view(3)) == C("4D")


def test_shoots_the_moon_when_it_holds_every_point_and_every_top_card() -> None:
    game = deal({0: "QS AS KS AH KH QH JH AD KD QD AC KC QC"})
    play(game, "QS")
    for _ in range(3):
        game.play(game.legal_cards()[0])
    view = game.view(0)
    assert shooting(situation_of_view(view))
    card = normal_play(view)
    higher_out = [c for c in view.unseen() if c.suit == card.suit and c.rank > card.rank]
    assert higher_out == []  # it leads a card nobody can beat


def test_gives_up_the_moon_once_another_seat_has_points() -> None:
    seats = {
        0: "QS AS KS 2D AH KH QH JH AD KD QD AC KC",
        1: "2S 3D",
        2: "3S 2H 3H 4H 5H 6H 7H 8H 9H TH 2C 3C 4C",
        3: "4S 4D",
    }
    game = deal(seats)
    play(game, "QS 2S 3S 4S")
    assert shooting(situation_of_view(game.view(0)))
    play(game, "2D 3D 2H 4D")  # seat 3 takes a heart
    assert not shooting(situation_of_view(game.view(0)))
