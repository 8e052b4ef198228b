"""Every launch test runs with the data and config directories in a temp folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.dirs import Dirs, isolate


@pytest.fixture(autouse=True)
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Dirs]:
    """Point HEARTS_* and XDG_* at temp dirs: tests never touch the real user's files."""
    yield isolate(tmp_path, monkeypatch)
