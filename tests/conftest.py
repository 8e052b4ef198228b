"""Every test runs without Textual's animations.

Textual reads ``TEXTUAL_ANIMATIONS`` once, when it is first imported, and the snapshot
plugin imports it before any conftest runs: setting the variable in a fixture (as the UI
fixtures did) came too late, and the apps of the tests ran with animated scrolling.  A
click aimed at a list still scrolling into view then landed on the line below it, now and
then.  The app takes its level from ``textual.constants`` when it is made, so that is what
is set here; the variable too, for the subprocesses.
"""

from __future__ import annotations

import pytest
import textual.constants


@pytest.fixture(autouse=True)
def no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(textual.constants, "TEXTUAL_ANIMATIONS", "none")
    monkeypatch.setenv("TEXTUAL_ANIMATIONS", "none")
