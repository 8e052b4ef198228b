"""Every line-mode test keeps its files in a temp folder (never the real user's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.dirs import Dirs, isolate


@pytest.fixture(autouse=True)
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Dirs]:
    """Point HEARTS_* and XDG_* at temp dirs."""
    yield isolate(tmp_path, monkeypatch)
