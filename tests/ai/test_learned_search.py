"""The fitted models in the hard player (issue 32): where they apply, the fitted chances the
search and the inference read, and the fitted pass."""

from __future__ import annotations

import json
import sys
from itertools import combinations
from pathlib import Path

import pytest

from hearts_tui import ai
from hearts_tui.ai import learned, pass_value
from hearts_tui.ai.hard import HardPlayer, Parts
from hearts_tui.ai.inference import PlayModel
from hearts_tui.ai.passing import pass_cards
from hearts_tui.ai.search import candidates, represents
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.table import table_for

#: Every fitted part on.
FITTED = Parts(learned_rollouts=True, learned_inference=True, prior=0.5, fitted_pass=True)
PASS_WEIGHTS = Path(pass_value.__file__).parent / "data" / "pass_value.json"


@pytest.mark.parametrize(
    ("rules", "fits"),
    [
        (Rules(), True),
        (Rules(target=100, pass_cycle="left", ties="play_on", move_timer=30), True),
        (Rules(players=3), False),
        (Rules(players=5), False),
        (Rules(queen_must_go=True), False),
        (Rules(jack_of_diamonds=-10), False),
        (Rules(points_on_first_trick=True), False),
        (Rules.domino(4), False),
        (Rules.cancellation(8), False),
    ],
)
def test_the_fitted_models_apply_only_where_they_were_fitted(rules: Rules, fits: bool) -> None:
    """Four players at the Standard table, its rules of play (the target, the pass, ties and
    the move timer change no card's play)."""
    assert learned.fits(table_for(rules)) is fits


@pytest.mark.parametrize("number", range(4))
def test_the_fitted_chances_of_a_position_share_one_among_its_groups_of_cards(
    number: int,
) -> None:
    """Each legal card gets its group's chance (cards that play alike are one choice), the
    groups' chances add up to one, and a card not legal there has none."""
    game = Game.new(format_code(700 + number))
    players = [ai.make_player("normal", seat) for seat in range(4)]
    for seat in range(4):
        game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
    checked = 0
    while game.phase == "playing":
        view = game.view(game.turn)
        sit = situation_of_view(view)
        groups = candidates(sit)
        chances = learned.group_chances(sit, groups)
        assert sum(chances) == pytest.approx(1.0)
        for card in view.legal:
            (group,) = [i for i, g in enumerate(groups) if represents(g, card.index, sit)]
            assert learned.likelihood(sit, card.index) == pytest.approx(chances[group])
        for index in range(52):
            if not sit.legal >> index & 1:
                assert learned.likelihood(sit, index) == 0.0
        checked += len(groups) > 1
        game.play(players[game.turn].choose_play(view))
    assert checked > 10


def test_the_inference_weighs_by_the_fitted_chances_only_where_they_apply() -> None:
    """At the Standard table the fitted model gives the true deal a weight of its own (not
    the heuristic's 1); at five players it is the heuristic's weight."""
    for rules, fitted in (
        (Rules(pass_cycle="off"), True),
        (Rules(players=5, pass_cycle="off"), False),
    ):
        game = Game.new(format_code(42, rules), rules)
        players = [ai.make_player("normal", seat) for seat in range(game.players)]
        for _ in range(4 * game.players + 1):
            game.play(players[game.turn].choose_play(game.view(game.turn)))
        view = game.view(game.turn)
        truth = [mask_of(game.hand(seat)) for seat in range(game.players)]
        plain = PlayModel(view).weight(truth)
        weighed = PlayModel(view, fitted=learned.load_model()).weight(truth)
        assert plain == 1.0  # every other seat played the heuristic's card
        assert (weighed != plain) is fitted
        assert 0.0 < weighed <= 1.0


def cheap(seed: int, parts: Parts | None = None) -> HardPlayer:
    """The hard player with a small budget, so tests stay fast."""
    return HardPlayer(seed, parts or Parts(), budget=300, min_samples=2, max_samples=4)


@pytest.mark.parametrize(
    "rules",
    [Rules(players=5), Rules(queen_must_go=True), Rules.domino(4)],
    ids=["five", "queen-must-go", "domino"],
)
def test_where_no_model_fits_the_fitted_parts_change_no_choice(rules: Rules) -> None:
    """The tables the fit never saw keep the hard player they had (and its figures): the
    pass and the first twenty cards."""
    game = Game.new(format_code(77, rules), rules)
    if game.phase == "passing":
        for seat in range(game.players):
            view = game.view(seat)
            chosen = cheap(seat, FITTED).choose_pass(view)
            assert chosen == cheap(seat).choose_pass(view)
            game.pass_cards(seat, chosen)
    for _ in range(20):
        if game.must_draw:
            game.draw()
            continue
        view = game.view(game.turn)
        seed = game.cpu_seed(game.turn)
        card = cheap(seed, FITTED).choose_play(view)
        assert card == cheap(seed).choose_play(view)
        game.play(card)


def test_the_fitted_pass_is_the_cheapest_set_of_three_cards_of_the_hand() -> None:
    table = table_for(Rules())
    model = pass_value.load_model()
    for number in range(3):
        game = Game.new(format_code(300 + number))
        for seat in range(4):
            hand = mask_of(game.hand(seat))
            way = game.pass_direction
            chosen = pass_value.choose_pass(table, hand, way)
            assert len(set(chosen)) == 3 and all(hand >> c & 1 for c in chosen)
            passed = sum(1 << c for c in chosen)
            best = model.value(hand & ~passed, passed, way)
            for cards in combinations([c for c in range(52) if hand >> c & 1], 3):
                other = sum(1 << c for c in cards)
                assert best <= model.value(hand & ~other, other, way) + 1e-9


def test_the_hard_player_passes_by_the_fitted_value_at_the_standard_table() -> None:
    game = Game.new(format_code(301))
    table = table_for(Rules())
    for seat in range(4):
        view = game.view(seat)
        chosen = cheap(seat, Parts(fitted_pass=True)).choose_pass(view)
        expected = pass_value.choose_pass(table, mask_of(view.hand), view.pass_direction)
        assert [card.index for card in chosen] == expected
    assert any(
        pass_value.choose_pass(table, mask_of(game.hand(seat)), game.pass_direction)
        != pass_cards(table, mask_of(game.hand(seat)))
        for seat in range(4)
    )


def test_the_shipped_pass_weights_load_and_weights_for_other_features_are_refused() -> None:
    model = pass_value.load_model()
    assert pass_value.load_model() is model
    assert len(model.weights) == len(pass_value.FEATURE_NAMES)
    data = json.loads(PASS_WEIGHTS.read_text())
    data["features"][0] = "left:a fact this code does not have:0"
    with pytest.raises(ValueError, match="rebuild"):
        pass_value.PassModel.from_json(json.dumps(data))
    with pytest.raises(ValueError, match="weights"):
        pass_value.PassModel([0.0])


@pytest.mark.slow
def test_the_pass_fit_writes_the_same_file_from_the_same_hands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scripts import fit_pass

    written = []
    for name in ("one.json", "two.json"):
        out = tmp_path / name
        argv = ["fit_pass", "--hands", "40", "--out", str(out)]
        monkeypatch.setattr(sys, "argv", argv)
        fit_pass.main()
        written.append(out.read_bytes())
    assert written[0] == written[1]
    model = pass_value.PassModel.from_json(written[0].decode())
    assert any(w != 0 for w in model.weights)
