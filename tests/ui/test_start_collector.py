"""The garbage collector waits while the table starts, and runs again once it is on the
screen (issue 40, the answer to #30: a full collection landed in the first paint, about a
quarter of what the table's first paint cost beyond a bare Textual app's)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from textual._path import CSSPathType

from hearts_tui.app import collector, table_app
from hearts_tui.app.collector import StartPause
from hearts_tui.app.table_app import HeartsApp

from .helpers import make_app, settle


class Watched(HeartsApp):
    """The table, noting whether the collector ran while its screen was being made."""

    collector_while_starting: bool | None = None
    #: The app's style sheets, found beside the app's module rather than this one.
    CSS_PATH: ClassVar[CSSPathType | None] = [
        Path(table_app.__file__).parent / str(name)
        for name in (HeartsApp.CSS_PATH if isinstance(HeartsApp.CSS_PATH, list) else [])
    ]

    def on_mount(self) -> None:  # Textual calls HeartsApp.on_mount as well
        self.collector_while_starting = gc.isenabled()


async def test_the_collector_waits_while_the_table_starts_and_runs_once_it_is_drawn() -> None:
    """Before: the collector ran all through the start (and a full collection landed in the
    first frame)."""
    base = make_app()
    app = Watched(
        base.game,
        base.settings,
        persistence=base.persistence,
        cpu_factory=base._cpu_factory,
    )
    assert gc.isenabled()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        assert app.collector_while_starting is False
        await settle(pilot, gc.isenabled)
    assert gc.isenabled()


#: Objects made before a resume that must not set them aside: had it frozen anything, the
#: count of frozen objects would grow by these at least.
FRESH = 1000


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """The module's "set aside once a process" flag cleared for a test, then put back."""
    was = collector._frozen
    collector._frozen = False
    try:
        yield
    finally:
        collector._frozen = was
        gc.enable()


def test_the_start_up_objects_are_set_aside_once_a_process(unfrozen: None) -> None:
    """The first resume collects and freezes what is left; a later app's start does not
    freeze its garbage for good."""
    kept = [object()]
    first = StartPause()
    first.pause()
    assert not gc.isenabled()
    frozen = gc.get_freeze_count()
    first.resume()
    assert gc.isenabled()
    assert gc.get_freeze_count() > frozen
    second = StartPause()
    second.pause()
    fresh = [[] for _ in range(FRESH)]  # tracked objects a second freeze would set aside
    frozen = gc.get_freeze_count()
    second.resume()
    # Not "equal": an object set aside may die meanwhile (xdist's thread frees its own).
    assert gc.get_freeze_count() < frozen + len(fresh)
    assert kept


def test_a_collector_switched_off_before_stays_off(unfrozen: None) -> None:
    gc.disable()
    pause = StartPause()
    pause.pause()
    pause.resume()
    assert not gc.isenabled()


def test_a_second_resume_does_nothing(unfrozen: None) -> None:
    pause = StartPause()
    pause.pause()
    pause.resume()
    gc.disable()  # someone else's choice after the start
    pause.resume()
    assert not gc.isenabled()


def test_an_app_that_leaves_before_its_table_is_drawn_sets_nothing_aside(unfrozen: None) -> None:
    """Exiting (q at once, a crash) lets the collector run again at once, without the
    collection and the setting aside that wait for the first frame."""
    pause = StartPause()
    pause.pause()
    fresh = [[] for _ in range(FRESH)]
    frozen = gc.get_freeze_count()
    pause.resume(set_aside=False)
    assert gc.isenabled()
    assert gc.get_freeze_count() < frozen + len(fresh)
    assert not collector._frozen


async def test_an_app_that_ends_before_its_table_is_idle_lets_the_collector_run_again() -> None:
    """The collector is never left off by a table that ended at once (a test's, or the
    served page's headless first table, after which its process plays a whole game): before,
    it stayed off until the process ended."""
    assert gc.isenabled()
    app = make_app()
    async with app.run_test(size=(80, 24)):
        assert not gc.isenabled()  # held while the table starts
    assert gc.isenabled()
