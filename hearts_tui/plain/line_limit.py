"""Lines of input with a bound on their length, for the line mode reading a pipe or a file.

``hearts --plain < /dev/zero`` (a line that never ends) grew to gigabytes in seconds:
:class:`BoundedLines` reads at most :data:`LINE_LIMIT` characters of a line; past that the
line is refused at once (:attr:`BoundedLines.on_too_long` says so, with its start), the
rest of it is read and dropped in pieces of that size, and reading goes on with the next
line.  Memory stays flat whatever comes in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TextIO

#: The most characters of one line of input that are read (64 KB); no command is longer
#: than a few dozen.
LINE_LIMIT: Final = 64 * 1024


class BoundedLines:
    """What :class:`cmd.Cmd` reads from ``stream`` (its ``readline``), a line at a time."""

    def __init__(self, stream: TextIO, limit: int = LINE_LIMIT) -> None:
        self._stream = stream
        self._limit = limit
        #: Called with the start of a line that is too long, before the rest is dropped.
        self.on_too_long: Callable[[str], None] | None = None

    def readline(self) -> str:
        """The next line whole (with its newline), or "" at the end of input."""
        while True:
            line = self._stream.readline(self._limit + 1)
            if len(line) <= self._limit or line.endswith("\n"):
                return line
            if self.on_too_long is not None:
                self.on_too_long(line)
            while line and not line.endswith("\n"):
                line = self._stream.readline(self._limit)
            if not line:
                return ""
