"""Where files go: overrides first, then the XDG directories through platformdirs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui.store.paths import config_dir, data_dir
from tests.store.dirs import Dirs


def test_hearts_data_and_config_dir_overrides_win(dirs: Dirs) -> None:
    assert data_dir() == dirs.data
    assert config_dir() == dirs.config


def test_xdg_directories_are_honoured_without_overrides(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("HEARTS_DATA_DIR")
    monkeypatch.delenv("HEARTS_CONFIG_DIR")
    assert data_dir() == dirs.xdg_data / "hearts"
    assert config_dir() == dirs.xdg_config / "hearts"


def test_override_with_tilde_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("HEARTS_DATA_DIR", "~/games")
    assert data_dir() == tmp_path / "games"


def test_store_imports_neither_textual_nor_platformdirs_with_overrides(dirs: Dirs) -> None:
    """The store is a data layer: no UI, and platformdirs only when it is needed."""
    code = (
        "import json, sys\n"
        "import hearts_tui.store.launch, hearts_tui.store.lock\n"
        "hearts_tui.store.paths.data_dir(); hearts_tui.store.paths.config_dir()\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=os.environ
    ).stdout
    loaded = json.loads(out)
    assert not [m for m in loaded if m.split(".")[0] in ("textual", "rich", "platformdirs")]
