"""The moon guard (issue 37.1): the normal player sees a run coming and stops it, and a
player who passes low and plays high no longer shoots the moon against it in a fifth of
the hands."""

from __future__ import annotations

from hearts_tui.ai import ARENA_KINDS, make_player
from hearts_tui.ai.hard import HardPlayer, Parts
from hearts_tui.ai.moon_guard import Tricks, runner, tricks_of
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.arena.duplicate import play_deal
from hearts_tui.engine import Card, Game, Rules

from .positions import deal, play

C = Card.parse


def runner_leads_the_ace_of_hearts() -> Game:
    """North (0) took the Q♠ and a heart on the first trick and leads A♥; East (1) holds
    K♥ and 10♥: the K♥ is the one card that can take a heart trick from North later."""
    game = deal(
        {
            0: "QS AS KS AH QH JH AC KC QC AD KD QD JD",
            1: "KH TH 2S 3S 4S 2C 3C 4C 2D 3D 4D 5D 6D",
            2: "5S 6S 7S 8S 9S TS JS 5C 6C 7C 8C 9C TC",
            3: "2H 3H 4H 5H 6H 7H 8H 9H JC 7D 8D 9D TD",
        }
    )
    play(game, "QS 2S 5S 9H AH")
    return game


def runner_on_a_streak() -> Game:
    """North (0) has won the first four tricks, a heart on each, and leads A♦; West (3),
    void in diamonds, holds the Q♠ and two clean spades."""
    game = deal(
        {
            0: "AC KC QC JC TC AD KD QD JD TD 2S 3S 4S",
            1: "2C 3C 4C 5C 2D 3D 4D 5D 6D 5S 6S 7S 8S",
            2: "6C 7C 8C 9C 7D 8D 9D 9S TS JS QH KH AH",
            3: "2H 3H 4H 5H 6H 7H 8H 9H TH JH KS AS QS",
        }
    )
    play(game, "AC 2C 6C 2H KC 3C 7C 3H QC 4C 8C 4H JC 5C 9C 5H AD 2D 7D")
    return game


def test_under_a_runners_lead_the_normal_player_keeps_its_stopper_back() -> None:
    """Before: East shed the K♥ under the A♥ (its highest card that loses), and North took
    every heart after it."""
    game = runner_leads_the_ace_of_hearts()
    view = game.view(1)
    assert runner(situation_of_view(view), tricks_of(view)) == 0
    assert make_player("normal", 1).choose_play(view) == C("TH")
    assert make_player("normal-no-guard", 1).choose_play(view) == C("KH")


def test_void_under_a_runner_on_a_streak_the_normal_player_feeds_it_no_point() -> None:
    """Before: West threw the Q♠ on North's fifth trick in a row, though North had every
    point so far."""
    game = runner_on_a_streak()
    view = game.view(3)
    tricks = tricks_of(view)
    assert (tricks.won, tricks.streak_seat, tricks.streak) == ([4, 0, 0, 0], 0, 4)
    card = make_player("normal", 1).choose_play(view)
    assert game.table.points[card.index] == 0
    assert make_player("normal-no-guard", 1).choose_play(view) == C("QS")


def test_the_hard_player_guards_as_the_normal_player_does() -> None:
    """Before: the hard search threw the Q♠ on the runner's fifth trick in a row too."""
    view = runner_on_a_streak().view(3)
    assert HardPlayer(1).choose_play(view) == make_player("normal", 1).choose_play(view)
    assert HardPlayer(1, Parts(guard=False)).choose_play(view) == C("QS")
    assert make_player("hard-no-guard", 1).choose_play(view) == C("QS")


def test_a_seat_with_points_is_no_runner_once_another_seat_has_some() -> None:
    game = runner_on_a_streak()
    view = game.view(3)
    sit = situation_of_view(view)
    sit.pen[2] = 1
    assert runner(sit, tricks_of(view)) == -1
    sit.pen[2] = 0
    assert runner(sit, Tricks([3, 1, 0, 0], 0, 3)) == -1  # 4 points, not every trick won


def test_a_naive_shooter_seldom_moons_against_the_normal_player() -> None:
    """Passing its three lowest cards and playing its highest legal card, the naive shooter
    took every point in 18 of these 80 hands against three normal players without the
    guard (seed 37, its seat in turn); with it in 3."""
    assert "naive-shooter" in ARENA_KINDS
    moons = {"normal": 0, "normal-no-guard": 0}
    for kind in moons:
        for index in range(20):
            result = play_deal(("naive-shooter", kind, kind, kind), Rules(), 37, index)
            moons[kind] += sum(s.shot_moon for play in result.plays for s in play)
    assert moons == {"normal": 3, "normal-no-guard": 18}
