"""Moon runs in the hard player's rollouts: who runs, when a plan of shooting is priced."""

from __future__ import annotations

from hearts_tui.ai.moon_plan import plan_rollout, running, worth_planning
from hearts_tui.ai.rollouts import hand_scores
from hearts_tui.ai.situation import Situation
from hearts_tui.engine import Rules
from hearts_tui.engine.cards import mask_of, parse_cards
from hearts_tui.engine.core import HandState
from hearts_tui.engine.table import table_for

TABLE = table_for(Rules())
#: Five tricks played (the 2..7 of clubs and diamonds, the 2♥..9♥, all taken by seat 0 but
#: the pointless ones): what is left in the hands.
HANDS = [
    "AS KS QS AH KH QH JH TH",
    "8C 9C TC JC QC KC AC 2S",
    "8D 9D TD JD QD KD AD 3S",
    "4S 5S 6S 7S 8S 9S TS JS",
]


def masks(texts: list[str]) -> list[int]:
    return [mask_of(parse_cards(text)) for text in texts]


def situation(seat: int, hands: list[int], pen: list[int]) -> Situation:
    held = 0
    for mask in hands:
        held |= mask
    out = held & ~hands[seat]
    return Situation(TABLE, seat, hands[seat], hands[seat], [], out, [0] * 4, pen, False)


def test_a_seat_with_every_point_a_quarter_of_them_and_every_top_card_runs() -> None:
    hands = masks(HANDS)
    assert running(situation(0, hands, [8, 0, 0, 0]))
    assert not running(situation(0, hands, [5, 0, 0, 0]))  # under a quarter of 26
    assert not running(situation(0, hands, [8, 1, 0, 0]))  # someone else has a point
    weaker = masks(["AS KS QS AH KH QH JH 8C", *HANDS[1:]])
    weaker[1] = weaker[1] & ~mask_of(parse_cards("8C")) | mask_of(parse_cards("TH"))
    assert not running(situation(0, weaker, [8, 0, 0, 0]))  # the 8♣ is not the top club


def test_a_shooting_plan_is_priced_only_with_enough_top_cards_and_no_points_elsewhere() -> None:
    hands = masks(HANDS)
    assert worth_planning(situation(0, hands, [0, 0, 0, 0]))  # eight top cards of eight
    assert not worth_planning(situation(0, hands, [0, 2, 0, 0]))
    assert not worth_planning(situation(1, hands, [0, 0, 0, 0]))  # one top card (the A♣)
    off = table_for(Rules(moon="off"))
    sit = situation(0, hands, [0, 0, 0, 0])
    sit.table = off
    assert not worth_planning(sit)


def test_the_runner_of_a_rollout_takes_every_trick_and_shoots() -> None:
    state = HandState(TABLE, masks(HANDS), leader=0)
    state.taken = [mask_of(parse_cards("2H 3H 4H 5H 6H 7H 8H 9H")), 0, 0, 0]
    state.taken[1] = mask_of(parse_cards("2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D"))
    state.first_trick = False
    state.hearts_broken = True
    state.tricks_played = 5
    plan_rollout(state, [0] * 4, [8, 0, 0, 0], -1)
    assert state.over
    assert hand_scores(state) == [0, 26, 26, 26]
