"""A table rebuild asked for as the app shuts down leaves no coroutine never awaited.

A key storm that quit while a new game was being set up warned
``RuntimeWarning: coroutine 'GameSwitch._rebuild_loop' was never awaited``: the rebuild's
coroutine was made and handed to a worker that Textual cancelled, with the app, before it
ran.  Now no rebuild starts once the app began to exit, and the worker makes the coroutine
only when it runs.
"""

from __future__ import annotations

import gc
import warnings
from collections.abc import Callable

import pytest

from hearts_tui.app.table_app import HeartsApp

from .helpers import make_app


def exit_then_rebuild(app: HeartsApp) -> None:
    """``q`` pressed, then a new game asked for before the exit took effect."""
    app.exit()
    app.switch.rebuild()


def rebuild_then_shut_down(app: HeartsApp) -> None:
    """A rebuild asked for, and the app's workers cancelled (as Textual does when its
    message loop ends) before the rebuild's worker ran."""
    app.switch.rebuild()
    app.workers.cancel_all()


ENDINGS: dict[str, Callable[[HeartsApp], None]] = {
    "exit then rebuild": exit_then_rebuild,
    "rebuild then shut down": rebuild_then_shut_down,
}


@pytest.mark.parametrize("ending", ENDINGS)
async def test_a_rebuild_as_the_app_shuts_down_leaves_no_coroutine_never_awaited(
    ending: str,
) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            ENDINGS[ending](app)
        del app, pilot
        gc.collect()  # a dropped coroutine warns when it is collected
    never_awaited = [str(w.message) for w in caught if "never awaited" in str(w.message)]
    assert never_awaited == []


async def test_no_rebuild_starts_once_the_app_began_to_exit() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.exit()
        app.switch.rebuild()
        assert not app.switch.rebuilding
