"""House rules tests: no animations, and the data and config directories in temp folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Textual reads this once, at import: set it before any test module imports Textual.
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point XDG_* and HEARTS_* at temp dirs: tests never touch the real user's files."""
    monkeypatch.setenv("TEXTUAL_ANIMATIONS", "none")
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR"):
        path = tmp_path / name.lower()
        path.mkdir()
        monkeypatch.setenv(name, str(path))
