"""The suite's own arrangements stay true to the tests they name."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import STARTED_FIRST

ROOT = Path(__file__).parent.parent


def test_every_test_started_first_still_exists() -> None:
    """A renamed or removed test in conftest's STARTED_FIRST would silently be started late
    again (and end a run alone): each entry names a file and a test function in it."""
    for entry in STARTED_FIRST:
        path, function = entry.split("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert f"def {function}(" in source, entry
