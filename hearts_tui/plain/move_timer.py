"""The move timer in the line mode (SPEC §3b): said at 30, 10 and 5 seconds left, your move
made for you at zero.

With ``rules.move_timer`` seconds (30 or 60), each move of yours (your card, your pass) is
timed from the moment the game waits for it.  The time left is said once at each of 30, 10
and 5 seconds (those below the timer's length), and at zero the normal CPU's choice from
your seat is made for you, as at the table.  Drawing at Domino Hearts keeps the move's time
running.  No I/O here: :meth:`MoveTimer.check` is given the time and returns what to say
and the events of a move made; the line mode calls it from an alarm signal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..words.language import ngettext
from ..words.timer_said import SAID_AT
from .events import Event
from .session import Session

__all__ = ["SAID_AT", "MoveTimer"]


@dataclass
class MoveTimer:
    """The timer of the moves of ``session``'s game."""

    session: Session
    #: The move being timed (see :meth:`moment`), its deadline, and the times said.
    timed: tuple[object, ...] | None = None
    deadline: float = 0.0
    said: set[int] = field(default_factory=set)
    #: The seconds left that the last :meth:`check` said (0: the move was made for you).
    said_left: int = 0

    @property
    def seconds(self) -> int:
        return self.session.game.rules.move_timer

    def moment(self) -> tuple[object, ...] | None:
        """Which move of yours the game waits for, or None (nothing to time)."""
        session = self.session
        waiting = session.waiting_for_you()
        if not self.seconds or waiting not in ("play", "pass", "draw"):
            return None
        game = session.game
        played = sum(len(record.cards) for record in game.tricks) + len(game.trick)
        # A draw is not in the moment: the move's time runs on while you draw.
        return (id(game), game.hand_number, game.phase, played)

    def check(self, now: float) -> tuple[list[str], list[Event]]:
        """What the time says at ``now``: the time left, once at each mark; and at zero
        the events of your move made for you (with its line)."""
        moment = self.moment()
        if moment is None:
            self.timed = None
            return [], []
        if moment != self.timed:
            self.timed, self.deadline, self.said = moment, now + self.seconds, set()
        left = self.deadline - now
        if left <= 0:
            self.timed, self.said_left = None, 0
            return self.session.time_out()
        due = [mark for mark in SAID_AT if mark < self.seconds and left <= mark]
        if not due or min(due) in self.said:
            return [], []
        self.said.update(due)
        left_said = self.said_left = min(due)
        return [
            ngettext("{count} second left.", "{count} seconds left.", left_said).format(
                count=left_said
            )
        ], []

    def next_check(self, now: float) -> float | None:
        """Seconds from ``now`` to the next mark or to zero; None when nothing is timed."""
        moment = self.moment()
        if moment is None:
            return None
        if moment != self.timed:
            return 0.0  # a new move: check now, which starts its time
        left = self.deadline - now
        marks = [left - mark for mark in SAID_AT if mark < self.seconds and mark not in self.said]
        return max(0.0, min([left, *[m for m in marks if m > 0]]))
