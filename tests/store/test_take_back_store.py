"""Take-back (issue 10 §4) in the store: the setting, the "assisted" count of games, and
a save after a take-back (a shorter game) that must still count as the newest."""

from __future__ import annotations

import json
import os

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.store.saves import BACKUP_FILE, GAME_FILE, SaveSlot, encode
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from hearts_tui.store.stats import Stats, takebacks_used
from tests.store.dirs import CODE, Dirs, finish_game, pass_all, play_cards, short_game


def test_allow_take_back_round_trips_and_is_off_in_older_files(dirs: Dirs) -> None:
    assert not Settings().allow_take_back
    save_settings(dirs.config, Settings(allow_take_back=True))
    assert load_settings(dirs.config) == (Settings(allow_take_back=True), None)
    older = {"format": "hearts-tui-settings", "version": 1, "pause_after_trick": True}
    (dirs.config / SETTINGS_FILE).write_text(json.dumps(older))
    assert load_settings(dirs.config) == (Settings(pause_after_trick=True), None)


def test_an_allow_take_back_that_is_not_true_or_false_is_refused() -> None:
    with pytest.raises(ValueError, match="allow_take_back"):
        Settings.from_dict({"allow_take_back": 1})


def test_a_game_with_take_backs_is_counted_as_assisted() -> None:
    stats = Stats().add(short_game(), "id-1", takebacks=2)
    stats = stats.add(finish_game(Game.new("PSCD-R3BV", Rules(target=30))), "id-2")
    assert (stats.played, stats.assisted) == (2, 1)
    assert Stats.from_dict(stats.to_dict()) == stats


def test_a_stats_file_from_before_take_backs_reads_as_no_assisted_game() -> None:
    old = Stats().add(short_game(), "id-1").to_dict()
    del old["assisted"]
    assert Stats.from_dict(old).assisted == 0


@pytest.mark.parametrize("value", [2, -1, True, "1"])
def test_an_impossible_assisted_count_is_refused(value: object) -> None:
    good = Stats().add(short_game(), "id-1", takebacks=1).to_dict()
    with pytest.raises(ValueError, match="assisted"):
        Stats.from_dict({**good, "assisted": value})


@pytest.mark.parametrize(
    ("state", "count"),
    [({"takebacks": 3}, 3), ({}, 0), ({"takebacks": -2}, 0), ({"takebacks": True}, 0)],
)
def test_the_take_backs_of_a_saved_ui_state_are_read_with_care(
    state: dict[str, object], count: int
) -> None:
    assert takebacks_used(state) == count


def test_a_save_after_a_take_back_killed_between_the_renames_is_promoted(dirs: Dirs) -> None:
    """The save after a take-back has fewer actions than the one before it; killed between
    its temp file and the renames, it must still win: the take-back is the newest."""
    game = Game.new(CODE)
    pass_all(game)
    while game.turn != 0:
        play_cards(game, 1)
    play_cards(game, 4)
    slot = SaveSlot(dirs.data)
    slot.save(game, "g", {"takebacks": 0})
    game.take_back(0)
    (dirs.data / f"{GAME_FILE}.k1ll3d.tmp").write_text(encode(game, "g", {"takebacks": 1}))
    os.replace(dirs.data / GAME_FILE, dirs.data / BACKUP_FILE)
    slot.clear_temps()
    found = slot.load()
    assert found.saved is not None
    assert found.saved.game.to_json() == game.to_json()
    assert found.saved.ui_state["takebacks"] == 1


def test_the_statistics_screen_shows_the_assisted_games() -> None:
    from hearts_tui.app.screens.stats import stats_lines

    stats = Stats().add(short_game(), "id-1", takebacks=1)
    assert ("Assisted games", "1 (with a take-back)") in stats_lines(stats)
