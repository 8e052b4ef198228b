"""House rules tests: the data and config directories in temp folders (no animations: see
``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point XDG_* and HEARTS_* at temp dirs: tests never touch the real user's files."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR"):
        path = tmp_path / name.lower()
        path.mkdir()
        monkeypatch.setenv(name, str(path))
