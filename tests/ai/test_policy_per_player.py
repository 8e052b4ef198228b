"""Stage 3 of the learned hard player (issue 37): ``benchmarks/hard_strength.py`` plays a
refitted policy on one side of a pairing (``hard@policy=PATH``) while the other side keeps
the shipped weights, so a new ``hard`` is measured against today's on the same deals."""

from __future__ import annotations

import json
from pathlib import Path

from hearts_tui.ai import learned
from hearts_tui.ai.hard import HardPlayer
from hearts_tui.engine import Card, Game, PlayerView, format_code


class _Spy:
    """A player that notes which weights the fitted policy reads while it decides."""

    def __init__(self) -> None:
        self.seen: list[learned.Model] = []

    def choose_pass(self, view: PlayerView) -> list[Card]:
        self.seen.append(learned.load_model())
        return list(view.hand[:3])

    def choose_play(self, view: PlayerView) -> Card:
        self.seen.append(learned.load_model())
        return view.legal[0]

    def choose_moon(self, view: PlayerView) -> str:
        return "add"


def test_a_player_given_other_weights_reads_them_and_the_other_seats_keep_the_shipped(
    tmp_path: Path,
) -> None:
    from benchmarks import hard_strength

    shipped = learned.load_model()
    data = json.loads(shipped.to_json("test"))
    data["weights"] = [0.0] * len(data["weights"])
    path = tmp_path / "zero.json"
    path.write_text(json.dumps(data))

    player = hard_strength.build(f"hard@policy={path},prior=0.25", 5)
    assert isinstance(player, hard_strength.WithPolicy)
    assert isinstance(player.player, HardPlayer) and player.player.parts.prior == 0.25
    assert not any(player.model.weights)

    spy = _Spy()
    wrapped = hard_strength.WithPolicy(spy, player.model)
    game = Game.new(format_code(7))
    for seat in range(4):
        game.pass_cards(seat, wrapped.choose_pass(game.view(seat)))
    wrapped.choose_play(game.view(game.turn))
    assert spy.seen == [player.model] * 5
    assert learned.load_model() is shipped  # the other seats read the shipped weights
    assert not isinstance(hard_strength.build("hard@prior=0.25", 5), hard_strength.WithPolicy)
