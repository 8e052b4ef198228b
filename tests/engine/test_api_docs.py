"""The engine API page's examples (docs/engine-api.md) are a contract: they run as written."""

from __future__ import annotations

import re
from pathlib import Path

from hearts_tui.engine import Game

PAGE = Path(__file__).resolve().parents[2] / "docs" / "engine-api.md"


def test_engine_api_page_first_example_plays_a_hand_and_deals_the_next() -> None:
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(r"## A game through the API.*?```python\n(.*?)```", text, re.S)
    assert match, "the page opens with a game played through the API"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(PAGE), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game)
    assert game.hand_number == 2  # it played a hand through and dealt the next
    assert len(game.history) == 1


def test_engine_api_page_domino_example_runs_a_hand_to_its_end() -> None:
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(r"Rules\.domino\(players=4.*?```python\n(.*?)```", text, re.S)
    assert match, "the page shows Domino Hearts played through the API"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(PAGE), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game)
    assert game.phase in ("hand_over", "game_over") and sorted(game.out) == [0, 1, 2]


def test_engine_api_page_cancellation_example_runs_a_hand_to_its_end() -> None:
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(r"Cancellation Hearts through the same API.*?```python\n(.*?)```", text, re.S)
    assert match, "the page shows Cancellation Hearts played through the API"
    namespace: dict[str, object] = {}
    exec(compile(match.group(1), str(PAGE), "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, Game) and game.rules.variant == "cancellation"
    assert game.phase == "hand_over" and len(game.tricks) == 13
    assert sum(game.hand_points) == 52 or game.moon_shooter is not None
