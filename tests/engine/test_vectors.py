"""Old codes and saves keep working: fixed vectors written by the release before issue 12.

``vectors/codes.json`` and ``vectors/saves.json`` were generated once (see
``vectors/generate.py``) from the code of main at 4b79b94, before new tables were added.
Every code there must still parse to the same rules and deal the same first hand, and every
save must still load to the same game.  A failure here means a player's code or save from
that release would now mean something else.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hearts_tui.engine import Game, Rules, format_code, parse_code

from .vectors.generate import deal_record, state_record

HERE = Path(__file__).parent / "vectors"
CODES: list[dict[str, Any]] = json.loads((HERE / "codes.json").read_text(encoding="utf-8"))
SAVES: list[dict[str, Any]] = json.loads((HERE / "saves.json").read_text(encoding="utf-8"))

#: Fields the release of the vectors had; later fields must hold their defaults there.
OLD_FIELDS = set(CODES[0]["rules"])


def _same_rules(old: dict[str, Any], rules: Rules) -> None:
    """``rules`` says what the old dict said, and every field added since is at its default."""
    new = rules.to_dict()
    assert {k: new[k] for k in old} == old
    default = Rules().to_dict()
    assert {k: v for k, v in new.items() if k not in old} == {
        k: v for k, v in default.items() if k not in old
    }


@pytest.mark.parametrize("vector", CODES, ids=[v["code"] for v in CODES])
def test_an_old_code_means_the_same_table_and_deals_the_same_cards(
    vector: dict[str, Any],
) -> None:
    parsed = parse_code(vector["code"])
    assert parsed.seed == vector["seed"]
    _same_rules(vector["rules"], parsed.rules)
    # The same table still writes the same code (no second spelling of an old game).
    assert format_code(parsed.seed, Rules.from_dict(vector["rules"])) == vector["code"]
    game = Game.new(vector["code"])
    assert deal_record(game) == vector["first_deal"]
    assert [game.cpu_seed(seat) for seat in range(game.players)] == vector["cpu_seeds"]


@pytest.mark.parametrize("vector", SAVES, ids=[v["name"] for v in SAVES])
def test_an_old_save_loads_to_the_same_game(vector: dict[str, Any]) -> None:
    game = Game.from_json(vector["save"])
    state = state_record(game)
    expected = dict(vector["state"])
    _same_rules(expected.pop("rules"), game.rules)
    state.pop("rules")
    assert state == expected


@pytest.mark.parametrize("vector", SAVES, ids=[v["name"] for v in SAVES])
def test_an_old_save_saved_again_loads_to_the_same_game(vector: dict[str, Any]) -> None:
    """Loading an old save and saving it (today's format) keeps the game exactly."""
    game = Game.from_json(vector["save"])
    again = Game.from_json(game.to_json())
    assert state_record(again) == state_record(game)
    assert again.to_json() == game.to_json()


def test_the_vectors_cover_every_option_value() -> None:
    """The code vectors hold each value each option had in that release."""
    seen: dict[str, set[object]] = {}
    for vector in CODES:
        for name, value in vector["rules"].items():
            seen.setdefault(name, set()).add(json.dumps(value))
    for name in OLD_FIELDS:
        assert len(seen[name]) >= 2, name
    assert {json.loads(v) for v in seen["scoring"]} >= {
        "standard", "black_maria", "spot_hearts", "greek", "basic", "no_black_lady", "super",
    }  # fmt: skip
    assert {json.loads(v) for v in seen["players"]} == {3, 4, 5}
