"""UI tests run with every data/config directory in a temp folder (and no animations: see
``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point HEARTS_* and XDG_* at temp dirs: UI tests never touch the real user's files."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR"):
        folder = tmp_path / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    # "auto" colours follow COLORFGBG: a light terminal must not turn the snapshots light.
    monkeypatch.delenv("COLORFGBG", raising=False)
