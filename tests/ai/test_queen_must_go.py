""" "Q♠ must go" (page 004's Black Lady option) for the CPU players: the normal player's
judgment under the rule, and what the hard player infers when a seat keeps its Q♠ hidden."""

from __future__ import annotations

from hearts_tui import ai
from hearts_tui.ai.queen import queen_lacks
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES

from .positions import OPEN, deal, domino_deal, draw_all, play

C = Card.parse
QUEEN = OPEN.replace(queen_must_go=True)

#: Seat 0 takes the A♣ trick (seat 2 shows it has no club) and leads with the K♣ or the
#: A♠ (hearts are not broken); seat 3 holds the Q♠ behind four spades.
HANDS = {
    0: "AC KC AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
    1: "2C 3C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    2: "KD AD QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S",
    3: "4C 5C 6C 7C 8C 9C TC JC QC QS TS JS KS",
}


def test_does_not_lead_the_ace_of_spades_while_the_queen_must_drop_on_it() -> None:
    """Under the rule the Q♠'s holder must play it on the A♠, spades or not: the lead
    takes the Q♠ for sure, worse than a K♣ a void player may throw points on."""
    game = deal(HANDS, QUEEN)
    play(game, "AC 2C KD 4C")
    assert ai.make_player("normal", 7).choose_play(game.view(0)) == C("KC")


def test_a_seat_that_passed_up_a_chance_to_shed_the_queen_does_not_hold_it() -> None:
    game = deal(HANDS, QUEEN)
    play(game, "AC 2C KD 4C")  # seat 2 was void in clubs and threw the K♦, not the Q♠
    assert queen_lacks(game.view(0)) == 1 << 2
    play(game, "AS 3D 2S")  # seat 3 still to play: it must drop the Q♠ on the A♠
    assert game.legal_cards() == [C("QS")]


def test_following_a_king_of_spades_without_the_queen_tells_it_too() -> None:
    game = deal(
        {0: "KS 2C", 1: "3S 4S 2D", 2: "QS 5S 3D", 3: "6S 7S 4D"},
        QUEEN,
    )
    play(game, "KS 3S")
    assert queen_lacks(game.view(2)) == 1 << 1
    assert game.legal_cards() == [C("QS")]


def test_the_hard_players_deals_give_the_queen_to_no_seat_known_not_to_hold_it() -> None:
    game = deal(HANDS, QUEEN)
    play(game, "AC 2C KD 4C")
    view = game.view(0)
    sampler = DealSampler(view, situation_of_view(view))
    rng = Rng(3)
    holders = set()
    for _ in range(60):
        hands, _ = sampler.sample(rng)
        holders |= {seat for seat, mask in enumerate(hands) if mask >> QUEEN_SPADES & 1}
    assert holders == {1, 3}


def test_without_the_rule_nothing_is_inferred() -> None:
    game = deal(HANDS)
    play(game, "AC 2C KD 4C")
    assert queen_lacks(game.view(0)) == 0


def test_at_domino_cards_drawn_since_a_chance_passed_up_may_bring_the_queen() -> None:
    """Seat 1 follows the A♠ with the 2♠ (so no Q♠), then draws three cards for diamonds,
    keeping two of them: the Q♠, still unseen, may be one."""
    game = domino_deal(
        ["AS AD KD 7D 4H 5H", "2S 2C 3C 4C 8S 9S", "3S 3D 4D 5D 6H 7H"],
        top="5C 6C 2D",
        queen_must_go=True,
    )
    play(game, "AS 2S 3S")
    assert queen_lacks(game.view(0)) == 0b110
    play(game, "AD")
    assert draw_all(game) == 3
    play(game, "2D")
    assert queen_lacks(game.view(0)) == 0b100
