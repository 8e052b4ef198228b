"""The move timer's clock: the time left for the move being timed (no Textual).

``MoveClock`` follows the table: each call of :meth:`MoveClock.follow` says which move is
on hand (any hashable that changes with every new move, ``None`` while it is nobody's
move to time) and whether the time runs (no dialog open, the terminal in focus).  A new
move starts with the full time; a pause keeps what was left.  :meth:`MoveClock.due` is
true once per move, when its time is up while running, so the move is made for the
player exactly once.  The clock is any ``() -> seconds`` function (``time.monotonic``
by default; tests pass a fake one).

>>> now = [0.0]
>>> clock = MoveClock(30, lambda: now[0])
>>> clock.follow("move 1", running=True)
>>> now[0] = 12.0
>>> clock.left(), clock.shown()
(18.0, 18)
>>> clock.follow("move 1", running=False)    # a dialog opens: the time stops
>>> now[0] = 500.0
>>> clock.follow("move 1", running=True)     # ... and runs on from 18 s
>>> now[0] = 518.0
>>> clock.due(), clock.due()                 # up: due once, not twice
(True, False)
>>> clock.follow("move 2", running=True)     # the next move starts full
>>> clock.left()
30.0
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable

__all__ = ["Clock", "MoveClock"]

#: A source of seconds that only go forward.
Clock = Callable[[], float]


class MoveClock:
    """Counts down ``seconds`` for each move it is told about (0 seconds: never due)."""

    def __init__(self, seconds: int, clock: Clock = time.monotonic) -> None:
        self.seconds = seconds
        self.clock = clock
        self._moment: Hashable | None = None
        #: Seconds used by this move before the last pause.
        self._used = 0.0
        #: When the time last started running, or None while it stands still.
        self._since: float | None = None
        self._done = False

    @property
    def moment(self) -> Hashable | None:
        """The move being timed (None: none)."""
        return self._moment

    @property
    def running(self) -> bool:
        """Whether the time is running now (a move is timed and nothing pauses it)."""
        return self._since is not None

    def reset(self, seconds: int) -> None:
        """Time ``seconds`` a move from now on; forget the move being timed."""
        self.seconds = seconds
        self._moment = None
        self._used = 0.0
        self._since = None
        self._done = False

    def follow(self, moment: Hashable | None, *, running: bool) -> None:
        """The move on hand is ``moment``; its time runs or stands still (``running``)."""
        now = self.clock()
        if moment != self._moment:
            self._moment = moment
            self._used = 0.0
            self._since = None
            self._done = False
        if moment is None or not self.seconds:
            return
        if running and self._since is None:
            self._since = now
        elif not running and self._since is not None:
            self._used += now - self._since
            self._since = None

    def left(self) -> float:
        """Seconds left for the move being timed (the full time when none is)."""
        used = self._used
        if self._since is not None:
            used += self.clock() - self._since
        return max(0.0, self.seconds - used)

    def shown(self) -> int:
        """The seconds left as a countdown shows them: whole seconds, rounded up."""
        return math.ceil(self.left())

    def due(self) -> bool:
        """True once per move: when its time is up while running."""
        if self._done or self._moment is None or self._since is None or self.left() > 0:
            return False
        self._done = True
        return True
