"""Python's garbage collector while the table starts, and after.

Starting the table allocates some hundred thousand objects (Textual's, Rich's, the game's,
the styles of every widget), few of them ever garbage.  Python's cyclic collector runs on
allocation counts, so it ran through all of them while the table was being made: a
collection of the oldest generation landed in the first frame and took about a quarter of
the time the table's first paint costs beyond a bare Textual app's (benchmarks/startup.py;
the table's first frame 27 ms instead of 1 ms in one trace).  And every full collection
later on, between two keys, walked all of them again.

So the collector waits from the app's start (Textual's ``Load``, before the first screen
is made) until the table is on the screen and the app has nothing left to do.  Then one
collection clears the start-up's garbage (some three thousand objects; about 20 ms, while
the player looks at the table), what is left is set aside for good (``gc.freeze``: later
collections look only at the objects made since, not at the fifty thousand of the
start-up), and the collector runs again.  As CPython's documentation of ``gc.freeze``
suggests for a server's parent process; done once a process.
"""

from __future__ import annotations

import gc

__all__ = ["StartPause"]

#: Whether this process has set its start-up objects aside already (a test process starts
#: many apps: the first one's objects are set aside, never the later ones' garbage).
_frozen = False


class StartPause:
    """The collector held while an app starts: :meth:`pause`, then :meth:`resume` once (a
    resume without a pause, or a second one, does nothing; a collector switched off by
    someone else stays off)."""

    def __init__(self) -> None:
        self._paused = False

    @property
    def paused(self) -> bool:
        """True between :meth:`pause` and :meth:`resume`."""
        return self._paused

    def pause(self) -> None:
        """Hold the collector (if it runs)."""
        if gc.isenabled():
            gc.disable()
            self._paused = True

    def resume(self, *, set_aside: bool = True) -> None:
        """Collect the start-up's garbage and set what is left aside (the first time in this
        process; not without ``set_aside``: an app that exits before its table is drawn
        leaves at once), and let the collector run again."""
        global _frozen
        if not self._paused:
            return
        self._paused = False
        if set_aside and not _frozen:
            _frozen = True
            gc.collect()
            gc.freeze()
        gc.enable()
