"""DiskPersistence: saves never raise; a refusing disk is said once and the game goes on."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import GAME_FILE, SaveSlot
from hearts_tui.store.settings import Settings, load_settings
from hearts_tui.store.stats import load_stats
from tests.store.dirs import CODE, Dirs, pass_all, play_cards, short_game


def disk(dirs: Dirs, **kwargs: Any) -> DiskPersistence:
    return DiskPersistence(dirs.data, dirs.config, **kwargs)


def test_save_game_writes_the_game_and_ui_state(dirs: Dirs) -> None:
    persistence, game = disk(dirs), Game.new(CODE)
    persistence.save_game(game, {"selected": ["QS"]})
    found = SaveSlot(dirs.data).load().saved
    assert found is not None and found.ui_state == {"selected": ["QS"]}
    assert persistence.problem is None


def test_same_game_keeps_its_id_and_a_new_game_object_gets_a_new_one(dirs: Dirs) -> None:
    persistence, game = disk(dirs), Game.new(CODE)
    assert persistence.game_id(game) == persistence.game_id(game)
    assert persistence.game_id(Game.new(CODE)) != persistence.game_id(game)


def test_a_resumed_game_keeps_the_id_it_was_saved_with(dirs: Dirs) -> None:
    game = Game.new(CODE)
    assert disk(dirs, game=game, game_id="abc").game_id(game) == "abc"


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES])
def test_a_refusing_disk_sets_problem_once_and_keeps_the_last_save(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    persistence, game = disk(dirs), Game.new(CODE)
    persistence.save_game(game, {})

    def refuse(*args: object, **kwargs: object) -> int:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "write", refuse)
    pass_all(game)
    persistence.save_game(game, {})
    problem = persistence.problem
    assert problem is not None and os.strerror(code) in problem and "\n" not in problem
    play_cards(game, 1)
    persistence.save_game(game, {})
    assert persistence.problem == problem
    monkeypatch.undo()
    saved = SaveSlot(dirs.data).load().saved
    assert saved is not None and saved.game.phase == "passing"
    assert not list(dirs.data.glob("*.tmp"))


def test_a_data_dir_under_a_regular_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    persistence = DiskPersistence(tmp_path / "file" / "data", tmp_path / "file" / "config")
    game = short_game()
    persistence.save_game(game, {})
    persistence.save_settings(Settings())
    persistence.record_finished(game)
    assert persistence.problem is not None and "Cannot save the game" in persistence.problem
    assert persistence.stats.played == 1


def test_failing_settings_save_sets_problem(tmp_path: Path, dirs: Dirs) -> None:
    (tmp_path / "file").write_text("x")
    persistence = DiskPersistence(dirs.data, tmp_path / "file" / "config")
    persistence.save_settings(Settings(cpu_pace="fast"))
    assert persistence.problem is not None and "settings" in persistence.problem


def test_ui_state_that_is_not_json_is_a_problem_not_a_crash(dirs: Dirs) -> None:
    persistence = disk(dirs)
    persistence.save_game(Game.new(CODE), {"selected": object()})
    assert persistence.problem is not None


def test_record_finished_counts_a_game_once_and_saves_the_stats(dirs: Dirs) -> None:
    persistence, game = disk(dirs), short_game()
    persistence.record_finished(game)
    persistence.record_finished(game)
    assert persistence.stats.played == 1
    assert load_stats(dirs.data)[0] == persistence.stats


def test_record_finished_ignores_an_unfinished_game(dirs: Dirs) -> None:
    persistence = disk(dirs)
    persistence.record_finished(Game.new(CODE))
    assert persistence.stats.played == 0
    assert not (dirs.data / "stats.json").exists()


def test_ascii_override_for_this_run_is_not_saved(dirs: Dirs) -> None:
    persistence = disk(dirs, ascii_on_disk=False)
    persistence.save_settings(Settings(ascii_suits=True, cpu_pace="fast"))
    assert load_settings(dirs.config)[0] == Settings(ascii_suits=False, cpu_pace="fast")


def test_blocked_persistence_never_writes_the_game(dirs: Dirs) -> None:
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).write_text("the user's damaged file")
    persistence = disk(dirs)
    persistence.can_save_game = False
    persistence.save_game(Game.new(CODE), {})
    assert (dirs.data / GAME_FILE).read_text() == "the user's damaged file"


def test_after_close_nothing_more_is_written(dirs: Dirs) -> None:
    """The exit watchdog closes the store: a save racing the exit cannot start a write."""
    persistence, game = disk(dirs), Game.new(CODE)
    persistence.save_game(game, {})
    persistence.close()
    pass_all(game)
    persistence.save_game(game, {})
    persistence.save_settings(Settings(cpu_pace="fast"))
    saved = SaveSlot(dirs.data).load().saved
    assert saved is not None and saved.game.phase == "passing"
    assert not (dirs.config / "settings.json").exists()


# -- failure episodes -------------------------------------------------------------------------


def test_every_failure_episode_and_each_recovery_is_news_once(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second full disk in one run is reported like the first, and so is the recovery."""
    persistence, game = disk(dirs), Game.new(CODE)
    real_write = os.write

    def full(*args: object, **kwargs: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    persistence.save_game(game, {})
    assert persistence.take_news() == [] and persistence.saving_ok
    for episode in range(2):
        monkeypatch.setattr(os, "write", full)
        persistence.save_game(game, {"selected": ["2C"]})
        persistence.save_game(game, {"selected": ["3C"]})
        news = persistence.take_news()
        assert [severity for severity, _ in news] == ["error"], episode
        assert os.strerror(errno.ENOSPC) in news[0][1] and not persistence.saving_ok
        assert persistence.take_news() == []
        monkeypatch.setattr(os, "write", real_write)
        persistence.save_game(game, {})
        assert [severity for severity, _ in persistence.take_news()] == ["information"]
        assert persistence.saving_ok and persistence.problem is None


def test_settings_failing_while_the_game_saves_is_its_own_episode(
    tmp_path: Path, dirs: Dirs
) -> None:
    """Saving the game does not end the settings' failure (nor say "works again")."""
    (tmp_path / "file").write_text("x")
    persistence = DiskPersistence(dirs.data, tmp_path / "file" / "config")
    persistence.save_settings(Settings(cpu_pace="fast"))
    persistence.save_game(Game.new(CODE), {})
    news = persistence.take_news()
    assert len(news) == 1 and news[0][0] == "error" and "settings" in news[0][1]
    assert not persistence.saving_ok


def test_a_run_that_may_not_save_the_game_is_not_saving_ok(dirs: Dirs) -> None:
    persistence = disk(dirs)
    persistence.can_save_game = False
    persistence.save_game(Game.new(CODE), {})
    assert not persistence.saving_ok
