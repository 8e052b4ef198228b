"""The line being typed at a terminal, drawn again after the line mode spoke over it.

The move timer speaks while you type ("10 seconds left."): its words go on lines of their
own, and then the prompt and what you had typed are drawn again, the cursor where it was,
as readline does for its own messages.  Python's ``readline`` module gives the line typed so
far (``get_line_buffer``) but not the cursor's place in it: that is read from the readline
library's ``rl_point`` where it can be (GNU readline, libedit), else the cursor is taken to
be at the end of the line.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Protocol, TextIO


class LineEditor(Protocol):
    """What the line mode needs of readline: the line typed so far, the cursor's place."""

    def typed_so_far(self) -> tuple[str, int]:
        """The line typed so far, and the cursor's place in it (in characters)."""
        ...

    def redisplay(self) -> None:
        """Let the editor bring the terminal up to date (it believes the line is shown)."""
        ...

    def clear(self) -> None:
        """Drop the line typed so far (Ctrl+C, or the move it was meant for was made for
        you); the next :meth:`redisplay` may draw the prompt and the empty line afresh."""
        ...

    @property
    def redraws_prompt(self) -> bool:
        """Whether the next :meth:`redisplay` draws the prompt itself (after a clear)."""
        ...


class Readline:
    """:class:`LineEditor` over Python's ``readline`` module."""

    def __init__(self, readline: ModuleType) -> None:
        import ctypes  # only at a terminal with readline

        self._readline = readline
        self._point: ctypes.c_int | None = None  # readline's own rl_point
        self._replace_line: Callable[[bytes, int], object] | None = None
        self._on_new_line: Callable[[], object] | None = None
        self._cleared = False
        try:
            library = ctypes.CDLL(readline.__file__)
            self._point = ctypes.c_int.in_dll(library, "rl_point")
            self._replace_line = library.rl_replace_line
            self._on_new_line = library.rl_on_new_line
        except (AttributeError, OSError, TypeError, ValueError):
            pass  # no readline library to read: the cursor is taken to be at the end

    def typed_so_far(self) -> tuple[str, int]:
        line = str(self._readline.get_line_buffer())
        if self._point is None:
            return line, len(line)
        # rl_point counts bytes of the line as readline holds it (UTF-8 here).
        before = line.encode()[: max(0, self._point.value)].decode(errors="ignore")
        return line, min(len(before), len(line))

    def redisplay(self) -> None:
        if self._cleared and self._on_new_line is not None:
            # readline still believes the dropped line is shown: it is told the cursor is
            # on a fresh line, and draws the prompt there itself (no escape code needed).
            self._on_new_line()
        self._cleared = False
        self._readline.redisplay()

    @property
    def redraws_prompt(self) -> bool:
        """Whether the next :meth:`redisplay` draws the prompt itself (after a clear)."""
        return self._cleared and self._on_new_line is not None

    def clear(self) -> None:
        if self._replace_line is not None:
            self._replace_line(b"", 0)  # GNU readline and libedit: the line, emptied
            self._cleared = True


def redraw(out: TextIO, prompt: str, editor: LineEditor | None) -> None:
    """Draw ``prompt`` and the line typed so far on the current (new) line, the cursor
    moved back (backspaces, no escape code) to where it was in the line.

    Without an editor the typed text is the terminal's and cannot be read back: the prompt
    alone is drawn."""
    if editor is None:
        out.write(prompt)
        out.flush()
        return
    if editor.redraws_prompt:
        out.flush()
        editor.redisplay()
        return
    line, point = editor.typed_so_far()
    out.write(prompt + line + "\b" * (len(line) - point))
    out.flush()
    editor.redisplay()
