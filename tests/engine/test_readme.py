"""The README's Engine API example is a contract: it must run as written."""

from __future__ import annotations

import re
from pathlib import Path

from hearts_tui.engine import Game

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_engine_api_example_runs() -> None:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"## Engine API.*?```python\n(.*?)```", text, re.S)
    assert match, "the README has an Engine API section with a Python example"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(README), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game)
    assert game.hand_number == 2  # it played a hand through and dealt the next
    assert len(game.history) == 1


def test_readme_domino_example_runs_a_hand_to_its_end() -> None:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"Rules\.domino\(players=4.*?```python\n(.*?)```", text, re.S)
    assert match, "the README shows Domino Hearts played through the API"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(README), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game)
    assert game.phase in ("hand_over", "game_over") and sorted(game.out) == [0, 1, 2]


def test_readme_cancellation_example_runs_a_hand_to_its_end() -> None:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"Cancellation Hearts through the same API.*?```python\n(.*?)```", text, re.S)
    assert match, "the README shows Cancellation Hearts played through the API"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(README), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game) and game.rules.variant == "cancellation"
    assert game.phase == "hand_over" and len(game.tricks) == 13
    assert sum(game.hand_points) == 52 or game.moon_shooter is not None
