"""The standard streams as ``hearts`` finds them: closed, failing, or unable to show more
than ASCII.  For the line mode and the commands that print (``--list``).

A stream closed at the start (``hearts --plain >&-``) leaves its descriptor free, and the
next file opened would take its number: the lock file or a save would then receive what
was meant for stdout.  :func:`reopen_closed` puts ``/dev/null`` there first.  (What a
failing stream is called in words is the words layer's: ``words.command_line``.)
"""

from __future__ import annotations

import codecs
import contextlib
import os
import sys
from typing import Final, TextIO

#: The standard descriptors, by their names.
NAMES: Final = {0: "input", 1: "output", 2: "error output"}
#: What the words of ``hearts`` may hold beyond ASCII: a stream that cannot encode these
#: gets ASCII words.
SAMPLE: Final = "…—é♠"
#: The exit status when a standard stream is closed or its writes fail (sysexits'
#: EX_IOERR).
STREAM_FAILED: Final = 74


def reopen_closed() -> frozenset[int]:
    """Point each standard descriptor that is closed at ``/dev/null``; returns which were."""
    closed: set[int] = set()
    for fd in NAMES:
        try:
            os.fstat(fd)
        except OSError:
            closed.add(fd)
    for fd in sorted(closed):
        with contextlib.suppress(OSError):
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
    return frozenset(closed)


def say_to_stderr(line: str) -> None:
    """``line`` on stderr, if it can be written there at all."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        print(line, file=sys.stderr, flush=True)


def shows_unicode(stream: TextIO) -> bool:
    """Whether ``stream``'s encoding can write the words' few non-ASCII characters."""
    try:
        SAMPLE.encode(stream.encoding or "ascii")
    except (LookupError, UnicodeError, AttributeError):
        return False
    return True


def reads_keyboard_text(stream: TextIO) -> None:
    """Make ``stream`` (the input) read UTF-8 when its encoding is ASCII or cannot read
    ASCII as ASCII (UTF-16 or UTF-32, from ``PYTHONIOENCODING``): what a terminal or a
    script types is UTF-8 then, and typed Cyrillic under an ASCII output was called "not
    UTF-8 text", while ``PYTHONIOENCODING=utf-16`` ended in a traceback on the first line
    read.  A locale's own encoding (KOI8-R, Latin-1) is kept: its terminal types in it."""
    name = getattr(stream, "encoding", None) or "ascii"
    try:
        reads_ascii = codecs.lookup(name).name != "ascii" and "\n".encode(name) == b"\n"
    except (LookupError, UnicodeError):
        reads_ascii = False
    reconfigure = getattr(stream, "reconfigure", None)
    if not reads_ascii and reconfigure is not None:
        with contextlib.suppress(ValueError, OSError, LookupError):
            reconfigure(encoding="utf-8", errors="replace")


def tolerant(stream: TextIO) -> None:
    """Make ``stream`` write what its encoding cannot as ``?`` (a typed "héllo" echoed to an
    ASCII output), never raise for it."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        with contextlib.suppress(ValueError, OSError):
            reconfigure(errors="replace")
