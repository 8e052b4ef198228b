"""A statistics or settings file changed by hand (or damaged) is refused with what is wrong,
never read into nonsense; a UI state's counts that are not counts count as none."""

from __future__ import annotations

from typing import Any

import pytest

from hearts_tui.store.settings import Settings
from hearts_tui.store.stats import RecentGame, Stats, hints_used, takebacks_used
from hearts_tui.store.stats_tables import newer_key, valid_key
from tests.store.dirs import short_game

GOOD = Stats().add(short_game(), "id-1").to_dict()
RECENT = GOOD["recent"][0]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"hands": 0}, "fewer hands than games played"),
        ({"recent": [RECENT, RECENT]}, "more recent games than games played"),
        ({"recorded": "id-1"}, "recorded must be a list of game ids"),
        ({"recorded": [""]}, "recorded must be a list of game ids"),
        ({"best": {"score": 3, "code": ""}}, "best must be a score and a code"),
        ({"worst": {"score": 3, "code": 7}}, "worst must be a score and a code"),
    ],
)
def test_a_damaged_statistics_file_is_refused(change: dict[str, Any], reason: str) -> None:
    assert Stats.from_dict(GOOD).played == 1  # the file as written reads
    with pytest.raises(ValueError, match=reason):
        Stats.from_dict({**GOOD, **change})


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"code": None}, "needs a code, a date, a score, a place and a table"),
        ({"code": 1234}, "code must be a game code"),
        ({"date": "2026-13-45 99:99"}, "date must be a date and time"),
        ({"table": "round table"}, "table is not a table"),
        ({"table": 4}, "table is not a table"),
    ],
)
def test_a_damaged_recent_game_is_refused(change: dict[str, Any], reason: str) -> None:
    entry = {key: value for key, value in {**RECENT, **change}.items() if value is not None}
    with pytest.raises(ValueError, match=reason):
        RecentGame.from_dict(entry)


def test_table_keys_are_text() -> None:
    assert valid_key("standard") and not valid_key(4) and not valid_key("")
    assert newer_key("whist 4 players") and not newer_key(None) and not newer_key("x" * 41)


@pytest.mark.parametrize("value", [True, -1, "2", 1.0])
def test_counts_in_a_ui_state_that_are_not_counts_count_as_none(value: object) -> None:
    assert hints_used({"hints": value}) == takebacks_used({"takebacks": value}) == 0
    assert hints_used({"hints": 3}) == takebacks_used({"takebacks": 3}) == 3


def test_settings_whose_rules_are_not_an_object_are_refused() -> None:
    with pytest.raises(ValueError, match="rules must be an object"):
        Settings.from_dict({"rules": ["target", 50]})
