"""A dialog opened just as the app shuts down is no crash.

Textual takes the screens down when the app ends (a test's ``run_test`` leaving, the window
closed): a dialog pushed a moment before is pruned while it composes, its children are never
mounted, and its ``on_mount`` finds no control to focus.  That raised ``NoMatches`` (seen
under load in test_play_aids.py: the test ended as the hand summary opened).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.screen import Screen

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.engine import Game

from .helpers import make_app

DIALOGS: dict[str, Callable[[Game], Screen[Any]]] = {
    "hand summary": lambda game: HandSummaryScreen(game),
    "confirm": lambda game: ConfirmScreen("Finish the hand?", "The CPUs play it out."),
}


@pytest.mark.parametrize("dialog", DIALOGS)
async def test_a_dialog_pushed_as_the_app_shuts_down_is_no_crash(dialog: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(DIALOGS[dialog](app.game))
    # run_test re-raises an exception of the app: none came.
    assert app.return_code in (0, None)
