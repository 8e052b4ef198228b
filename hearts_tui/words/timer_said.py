"""The move timer said aloud (the line mode): its seconds as words, when the time left is
said, and its rule as a listener meets it.

The table shows the timer as ``30 s`` counting down at the right of its status line; the
line mode has neither a status line nor room for a unit a speech engine reads as a letter
("thirty s"): it says "30 seconds", the time left at 30, 10 and 5 seconds
(:data:`SAID_AT`, those below the timer's length), and at zero makes the normal CPU's move.
"""

from __future__ import annotations

from typing import Final

from .language import _, join_and, ngettext, pgettext

#: Seconds left at which the line mode says the time.
SAID_AT: Final = (30, 10, 5)


def seconds_said(seconds: int) -> str:
    """The timer's length in words: "30 seconds", or "off" (Russian «30 секунд»)."""
    if not seconds:
        return pgettext("a rule", "off")
    return ngettext("{count} second", "{count} seconds", seconds).format(count=seconds)


def marks_said(seconds: int) -> str:
    """When the time left is said with a timer of ``seconds``: "10 and 5"."""
    return join_and([str(mark) for mark in SAID_AT if mark < seconds])


def timer_rule(seconds: int) -> str:
    """The move timer's rule for the line mode's ``rules`` (the table's speaks of its status
    line, its dialogs and its focus)."""
    return _(
        "{seconds} seconds for each of your moves, a card or a pass; the time left is said at"
        " {marks} seconds. At zero the move the normal CPU would choose is made for you, and"
        " you are told so. A game resumed starts the time full again."
    ).format(seconds=seconds, marks=marks_said(seconds))


def timer_explained(seconds: int) -> str:
    """What the timer does, said when ``set timer`` chooses it."""
    if not seconds:
        return _("No clock: take your time over each move.")
    return _("{seconds} a move; at zero the normal CPU's choice is played for you.").format(
        seconds=seconds_said(seconds)
    )
