"""The theme setting (issue 11): saved, absent from older files (auto), validated."""

from __future__ import annotations

import json

import pytest

from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from tests.store.dirs import Dirs


@pytest.mark.parametrize("theme", ["auto", "dark", "light"])
def test_the_theme_round_trips(dirs: Dirs, theme: str) -> None:
    chosen = Settings(theme=theme)
    save_settings(dirs.config, chosen)
    assert load_settings(dirs.config) == (chosen, None)


def test_a_settings_file_from_before_the_theme_follows_the_terminal(dirs: Dirs) -> None:
    dirs.config.mkdir()
    older = {"format": "hearts-tui-settings", "version": 1, "cpu_level": "hard"}
    (dirs.config / SETTINGS_FILE).write_text(json.dumps(older))
    settings, notice = load_settings(dirs.config)
    assert notice is None
    assert settings == Settings(cpu_level="hard") and settings.theme == "auto"


@pytest.mark.parametrize("bad", ["blue", "", 1, None, "Dark"])
def test_a_theme_that_is_not_auto_dark_or_light_is_refused(dirs: Dirs, bad: object) -> None:
    dirs.config.mkdir()
    text = {"format": "hearts-tui-settings", "version": 1, "theme": bad}
    (dirs.config / SETTINGS_FILE).write_text(json.dumps(text))
    settings, notice = load_settings(dirs.config)
    assert settings == Settings() and notice is not None
    with pytest.raises(ValueError, match="theme must be one of auto, dark, light"):
        Settings(theme=bad)  # type: ignore[arg-type]
