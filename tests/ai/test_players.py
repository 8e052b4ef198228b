"""The CPU player API: levels, reproducible decisions (also across a save), moon choices."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.ai.hard import HardPlayer, Parts
from hearts_tui.ai.search import SearchPlayer
from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.store.settings import LEVELS as SETTINGS_LEVELS

from .positions import deal, play

CODE = "K7QD-MR9S"


def cheap_hard(seed: int) -> HardPlayer:
    """The hard player with a small budget, so tests stay fast."""
    return HardPlayer(seed, budget=300, min_samples=2, max_samples=4)


def test_make_player_builds_every_level_and_rejects_others() -> None:
    for level in ai.LEVELS:
        player = ai.make_player(level, 1)
        assert callable(player.choose_play)
    with pytest.raises(ValueError, match="level must be one of"):
        ai.make_player("expert", 1)


def test_the_arena_builds_the_reference_and_the_ablations_which_the_app_does_not_offer() -> None:
    assert isinstance(ai.make_player("hard", 1), HardPlayer)
    assert isinstance(ai.make_player("hard-v1", 1), SearchPlayer)
    for kind, parts in {**ai.ABLATIONS, **ai.TRIALS}.items():
        player = ai.make_player(kind, 1)
        assert isinstance(player, HardPlayer) and player.parts == parts != Parts()
    assert set(ai.ARENA_KINDS) > set(ai.KINDS)
    assert tuple(SETTINGS_LEVELS) == ai.LEVELS and "hard-v1" not in ai.LEVELS


def test_the_hard_player_with_every_part_off_is_hard_v1() -> None:
    """The ablations measure each part against the same search: with no part on, the new
    player makes exactly the old one's choices."""
    bare = Parts(
        inference=False,
        endgame=False,
        moon=False,
        pass_search=False,
        halving=False,
        prior=0.0,
        guard=False,
    )
    for number in range(3):
        game = Game.new(format_code(600 + number))
        players = [ai.make_player("normal", s) for s in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
        while game.phase == "playing":
            view = game.view(game.turn)
            seed = game.cpu_seed(game.turn)
            old = SearchPlayer(seed, budget=300, min_samples=2, max_samples=4)
            new = HardPlayer(seed, bare, budget=300, min_samples=2, max_samples=4)
            assert new.choose_play(view) == old.choose_play(view)
            game.play(players[game.turn].choose_play(view))


@pytest.mark.parametrize("level", ai.KINDS)
def test_pass_is_three_distinct_cards_of_the_hand(level: str) -> None:
    game = Game.new(CODE)
    for seat in range(4):
        view = game.view(seat)
        chosen = ai.make_player(level, game.cpu_seed(seat)).choose_pass(view)
        assert len(set(chosen)) == 3
        assert set(chosen) <= set(view.hand)


@pytest.mark.parametrize("level", ai.KINDS)
@pytest.mark.slow
def test_same_view_and_seed_give_the_same_choice(level: str) -> None:
    game = Game.new(CODE, Rules(pass_cycle="off"))
    for _ in range(9):  # into the third trick
        seat = game.turn
        view = game.view(seat)
        first = ai.make_player(level, 99).choose_play(view)
        again = ai.make_player(level, 99).choose_play(game.view(seat))
        assert first == again
        game.play(first)


@pytest.mark.parametrize("level", ["easy", "random"])
def test_random_levels_depend_on_the_seed(level: str) -> None:
    game = Game.new(CODE, Rules(pass_cycle="off"))
    while len(game.legal_cards()) < 3:
        game.play(game.legal_cards()[-1])
    view = game.view(game.turn)
    choices = {ai.make_player(level, seed).choose_play(view) for seed in range(40)}
    assert len(choices) > 1


def test_hard_player_repeats_its_choice_after_a_save_and_resume() -> None:
    game = Game.new(CODE, Rules(pass_cycle="off"))
    for _ in range(6):
        game.play(game.legal_cards()[0])
    seat = game.turn
    before = cheap_hard(game.cpu_seed(seat)).choose_play(game.view(seat))
    resumed = Game.from_json(game.to_json())
    after = cheap_hard(resumed.cpu_seed(seat)).choose_play(resumed.view(seat))
    assert before == after


def test_hard_player_search_finds_the_only_safe_card() -> None:
    # Seat 3 is last on a trick with the Q♠ in it: the 4♦ ducks, the A♦ eats 13 points.
    game = deal({0: "2D", 1: "3D", 2: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", 3: "4D AD"})
    play(game, "2D 3D QS")
    assert cheap_hard(5).choose_play(game.view(3)).code == "4D"


# -- the moon under "shooter chooses" --------------------------------------------------

SHOOTER = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"
MOON_RULES = Rules(moon="shooter_chooses", pass_cycle="off", first_lead="left_of_dealer")


def moon_game(scores: list[int], target: int = 50) -> Game:
    """Seat 0 holds every heart and leads them all; seat 1 must drop the Q♠ on one."""
    rules = MOON_RULES.replace(target=target)
    game = deal({0: SHOOTER, 1: "QS"}, rules, scores=scores)
    players = [ai.make_player("normal", seat) for seat in range(4)]
    while game.phase == "playing":
        game.play(players[game.turn].choose_play(game.view(game.turn)))
    assert game.moon_choice_pending == 0
    return game


@pytest.mark.parametrize("level", ai.KINDS)
@pytest.mark.parametrize(
    ("scores", "target", "expected"),
    [
        ([30, 31, 40, 35], 50, "others_plus"),  # the others pass 50 and seat 0 wins alone
        ([48, 20, 10, 30], 50, "shooter_minus"),  # others + 26 would end it, seat 0 behind
        ([20, 5, 8, 9], 100, "others_plus"),  # no end, and + 26 puts seat 0 in front
        ([40, 5, 8, 9], 100, "shooter_minus"),  # no end, seat 0 trails: keep away from 100
    ],
)
def test_choose_moon_picks_the_better_standing(
    level: str, scores: list[int], target: int, expected: str
) -> None:
    game = moon_game(scores, target)
    choice = ai.make_player(level, 3).choose_moon(game.view(0))
    assert choice == expected
    totals = game.moon_outcomes()[choice]
    if max(totals) >= target:
        assert totals[0] < min(totals[1:])


def test_moon_totals_match_the_engines_outcomes() -> None:
    from hearts_tui.ai.moon import moon_totals

    game = moon_game([12, 30, 7, 22])
    assert moon_totals(game.view(0)) == game.moon_outcomes()
