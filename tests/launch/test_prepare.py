"""The launch decision: resume exactly, --new, --seed, finished games, damaged files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import GAME_FILE, SaveSlot
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from hearts_tui.store.stats import load_stats
from tests.store.dirs import CODE, Dirs, pass_all, play_cards, short_game


def test_first_start_deals_a_new_game_for_the_saved_rules_and_saves_it(dirs: Dirs) -> None:
    save_settings(dirs.config, Settings(rules=Rules(target=100), cpu_pace="slow"))
    launch = prepare()
    assert launch.game.rules.target == 100 and launch.game.phase == "passing"
    assert launch.settings.cpu_pace == "slow" and launch.notice is None
    saved = SaveSlot(dirs.data).load().saved
    assert saved is not None and saved.game.code == launch.game.code


def test_resume_restores_the_same_trick_scores_and_selection(dirs: Dirs) -> None:
    first = prepare(seed=CODE)
    game = first.game
    pass_all(game)
    play_cards(game, 14)
    first.persistence.save_game(game, {"selected": ["AH"]})
    again = prepare()
    resumed = again.game
    assert resumed.code == game.code and resumed.hand_number == game.hand_number
    assert resumed.trick == game.trick and resumed.trick != []
    assert resumed.tricks == game.tricks and resumed.scores == game.scores
    assert [resumed.hand(s) for s in range(4)] == [game.hand(s) for s in range(4)]
    assert again.ui_state == {"selected": ["AH"]} and again.notice is None


def test_resume_keeps_a_pending_pass_selection(dirs: Dirs) -> None:
    first = prepare(seed=CODE)
    selection = [c.code for c in first.game.hand(0)[:2]]
    first.persistence.save_game(first.game, {"selected": selection})
    again = prepare()
    assert again.game.phase == "passing" and again.ui_state == {"selected": selection}


def test_seed_plays_that_code_whatever_was_saved(dirs: Dirs) -> None:
    prepare(new=True)
    launch = prepare(seed="k7qd mr9s")
    assert launch.game.code == CODE
    assert launch.game.hand(0) == Game.new(CODE).hand(0)


def test_a_code_for_a_standard_table_is_played_as_such_whatever_the_settings(dirs: Dirs) -> None:
    save_settings(dirs.config, Settings(rules=Rules(target=100)))
    assert prepare(seed=CODE).game.rules == Rules()


def test_ascii_flag_overrides_the_setting_for_this_run_only(dirs: Dirs) -> None:
    launch = prepare(ascii_suits=True)
    assert launch.settings.ascii_suits
    launch.persistence.save_settings(launch.settings)
    assert load_settings(dirs.config)[0].ascii_suits is False


def test_a_finished_game_is_not_resumed_and_is_counted_once(dirs: Dirs) -> None:
    launch = prepare(seed=CODE)
    finished = short_game()
    launch.persistence.save_game(finished, {})  # the app died before record_finished
    second = prepare()
    assert second.game.phase == "passing" and second.game.hand_number == 1
    assert second.persistence.stats.played == 1
    third = prepare()
    assert third.persistence.stats.played == 1
    assert load_stats(dirs.data)[0].played == 1


def test_a_game_recorded_by_the_app_is_not_counted_again_at_launch(dirs: Dirs) -> None:
    launch = prepare(seed=CODE)
    finished = short_game()
    launch.persistence.save_game(finished, {})
    launch.persistence.record_finished(finished)
    assert prepare().persistence.stats.played == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: "garbage \x00\xff",
        lambda text: text[:100],
        lambda text: text.replace('"scores":[0,0,0,0]', '"scores":[0,0,0,9]', 1),
        lambda text: text.replace('"version":1', '"version":7', 1),
    ],
    ids=["garbage", "truncated", "checksum", "newer"],
)
def test_damaged_save_gives_a_notice_a_new_game_and_keeps_the_file(
    dirs: Dirs, damage: Callable[[str], str]
) -> None:
    prepare(seed=CODE)
    path = dirs.data / GAME_FILE
    (dirs.data / "game.json.bak").unlink(missing_ok=True)
    damaged = damage(path.read_text())
    path.write_text(damaged)
    launch = prepare()
    assert launch.notice is not None and "\n" not in launch.notice
    kept = list(dirs.data.glob("game.damaged-*.json"))
    assert [p.read_text() for p in kept] == [damaged]
    assert kept[0].name in launch.notice
    assert launch.alert is not None and kept[0].name in launch.alert  # also a toast
    assert launch.game.phase == "passing"
    # No crash loop: the next launch resumes the new game, quietly.
    again = prepare()
    assert again.notice is None and again.game.code == launch.game.code


def test_stale_temp_files_are_cleared_at_start(dirs: Dirs) -> None:
    prepare(seed=CODE)
    (dirs.data / "game.json.abc123.tmp").write_text('{"format":"hearts-tui-au')
    prepare()
    assert not list(dirs.data.glob("*.tmp"))


def test_damaged_settings_and_save_are_both_named_in_one_line(dirs: Dirs) -> None:
    dirs.config.mkdir(parents=True)
    (dirs.config / SETTINGS_FILE).write_text("{")
    dirs.data.mkdir(parents=True)
    (dirs.data / GAME_FILE).write_text(json.dumps({"format": "nope"}))
    launch = prepare()
    assert launch.notice is not None and "\n" not in launch.notice
    assert "settings" in launch.notice and "saved game" in launch.notice
    assert launch.settings == Settings()


def test_unwritable_data_dir_still_starts_a_game_and_reports_the_problem(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    launch = prepare(data=tmp_path / "file" / "data")
    assert launch.game.phase == "passing"
    assert launch.persistence.problem is not None
