"""The two play aids of issue 10 §6 in the settings file: saved, and absent from older files."""

from __future__ import annotations

import json

from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from tests.store.dirs import Dirs


def test_play_only_card_and_pause_after_trick_round_trip(dirs: Dirs) -> None:
    chosen = Settings(play_only_card=True, pause_after_trick=True)
    save_settings(dirs.config, chosen)
    assert load_settings(dirs.config) == (chosen, None)
    assert Settings.from_dict(chosen.to_dict()) == chosen


def test_a_settings_file_from_before_the_play_aids_has_them_off(dirs: Dirs) -> None:
    dirs.config.mkdir()
    older = {"format": "hearts-tui-settings", "version": 1, "confirm_move": False}
    (dirs.config / SETTINGS_FILE).write_text(json.dumps(older))
    settings, notice = load_settings(dirs.config)
    assert notice is None
    assert settings == Settings(confirm_move=False)
    assert not settings.play_only_card and not settings.pause_after_trick


def test_a_play_aid_that_is_not_true_or_false_is_refused(dirs: Dirs) -> None:
    dirs.config.mkdir()
    bad = {"format": "hearts-tui-settings", "version": 1, "pause_after_trick": "yes"}
    (dirs.config / SETTINGS_FILE).write_text(json.dumps(bad))
    settings, notice = load_settings(dirs.config)
    assert settings == Settings() and notice is not None
