"""Opening and closing a dialog leaves nothing behind.  Textual 8.2's
``StylesCache.get_inner_outer`` kept the style caches of closed dialogs alive, with every
line they drew (help opened and closed 1,000 times: 42 -> 330 MB); the app installs
:mod:`hearts_tui.app.styles_cache_leak`.  benchmarks/dialog_memory.py measures the RSS of
every dialog over 500 cycles; this counts the drawing objects over a few."""

from __future__ import annotations

import gc

import pytest
from textual._styles_cache import StylesCache
from textual.cache import FIFOCache
from textual.strip import Strip

from .helpers import make_app, settle
from .test_escape_then_key import CASES

#: Cycles before counting (caches of fixed size fill up), then cycles counted.
WARM_UP = 5
CYCLES = 15
#: Objects that may appear over CYCLES cycles.  The leak kept about 12 style caches, 160
#: strips and 1,100 FIFO caches per cycle of help; 4 style caches and their strips per
#: cycle of settings.
LIMIT = 40
DRAWING = (StylesCache, Strip, FIFOCache)


def drawing_objects() -> int:
    """How many style caches, strips and FIFO caches are alive, those set aside for good
    (``gc.freeze``: the tests' modules, the first app's start-up) counted too.  Frozen
    objects are not in ``gc.get_objects()`` until the interpreter tracks one again, which
    happens to some of the table's caches a few seconds in: counting only the others, CI saw
    336 "new" objects after 15 cycles of help that had been alive all along."""
    frozen = gc.get_freeze_count() > 0
    gc.unfreeze()
    gc.collect()
    alive = sum(isinstance(thing, DRAWING) for thing in gc.get_objects())
    if frozen:
        gc.freeze()
    return alive


@pytest.mark.slow
@pytest.mark.parametrize("name", ["help", "score-sheet", "last-trick", "settings"])
async def test_a_dialog_opened_and_closed_again_and_again_keeps_no_memory(name: str) -> None:
    _, position, opener, dialog = next(case for case in CASES if case[0] == name)
    app = make_app(position())
    async with app.run_test(size=(80, 24)) as pilot:

        async def cycle() -> None:
            await opener(pilot, app)
            await settle(pilot, lambda: isinstance(app.screen, dialog))
            await pilot.press("escape")
            await settle(pilot, lambda: not isinstance(app.screen, dialog))

        for _ in range(WARM_UP):
            await cycle()
        before = drawing_objects()
        for _ in range(CYCLES):
            await cycle()
        grown = drawing_objects() - before
    assert grown < LIMIT, f"{grown} drawing objects kept over {CYCLES} cycles of {name}"
