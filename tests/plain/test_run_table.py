"""A table chosen for one run (issue 39 §21): `--players 3` was refused, and `set players
3` changed the settings the person's own table uses, so a bot run with their config folder
changed their next game.  `--game`, `--players`, `--target` and `--rule` choose the table
of the games dealt in this run, for the table and both line modes alike; the saved settings
keep their own."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hearts_tui.engine import Rules
from hearts_tui.store.launch import prepare
from hearts_tui.store.settings import Settings, load_settings, save_settings
from hearts_tui.words.run_table import run_table

from .script import run_piped, write_settings

SAVED = Rules(jack_of_diamonds=-10, target=100)


def test_the_options_read_as_set_reads_them_from_the_standard_table() -> None:
    assert run_table() is None
    assert run_table("domino", "3") == Rules.domino(3)
    rules = run_table(players="5", target="75", rules=["short deck kitty", "moon=minus"])
    assert rules == Rules(players=5, target=75, short_deck="kitty", moon="shooter_minus")


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({"players": "99"}, "'99' is not a number of players: 3 to 7 at the Standard table"),
        ({"game": "chess"}, "'chess' is not a value of game"),
        ({"rules": ["colour blue"]}, "'colour blue' names no house rule"),
        ({"game": "cancellation", "players": "4"}, "'4' is not a number of players: 7 to 10"),
    ],
)
def test_a_table_the_rules_refuse_says_why(options: dict[str, object], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        run_table(**options)  # type: ignore[arg-type]


def test_the_launch_deals_the_runs_table_and_saves_the_settings_own(tmp_path: Path) -> None:
    """What the table and the line modes share: the first deal at the run's table, and a
    setting changed in the run saved with the saved table, not the run's."""
    save_settings(tmp_path / "config", Settings(rules=SAVED))
    launch = prepare(
        new=True, data=tmp_path / "data", config=tmp_path / "config", rules=Rules(players=3)
    )
    assert launch.game.rules == Rules(players=3) == launch.settings.rules
    launch.persistence.save_settings(replace(launch.settings, plain_brief=True))
    saved, _ = load_settings(tmp_path / "config")
    assert saved.rules == SAVED and saved.plain_brief


def test_a_bot_run_at_three_players_leaves_the_saved_table_alone(tmp_path: Path) -> None:
    write_settings(tmp_path, Settings(rules=SAVED))
    done = run_piped(
        tmp_path, "--new", "--players", "3", "--rule", "moon minus", stdin="brief on\nnew\n"
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Standard, 3 players, game to 50. Code ")
    assert sum(line.startswith("Standard, 3 players, game to 50.") for line in lines) == 2
    saved, _ = load_settings(tmp_path / "config")
    assert saved.rules == SAVED and saved.plain_brief


def test_a_refused_table_exits_2_with_the_reason(tmp_path: Path) -> None:
    done = run_piped(tmp_path, "--players", "99", stdin="")
    assert done.returncode == 2
    assert done.stderr == "hearts: '99' is not a number of players: 3 to 7 at the Standard table\n"
