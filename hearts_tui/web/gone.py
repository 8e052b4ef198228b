"""A page's game whose server has gone: it ends as on a closed terminal, quietly.

The game draws by writing to its stdout, a pipe the server reads.  Once the server is gone
(killed, crashed), every write there fails (``BrokenPipeError``): the table's last frame,
and the web driver's own "exit" message as the app ends, which made a crash log for every
game of a killed server.  So the first sign that the server is gone (a write that fails,
the end of stdin, a new parent) points stdout at ``/dev/null`` (nobody reads it any more)
and sends this process SIGHUP, which the exit guard hears as a closed terminal: the app
exits, saved, within seconds, and lets go of the lock.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading

_once = threading.Lock()
_gone = False


def server_gone() -> None:
    """End this game as on a closed terminal, writing nothing more to the server (once;
    from any thread)."""
    global _gone
    with _once:
        if _gone:
            return
        _gone = True
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    os.kill(os.getpid(), signal.SIGHUP)


def is_gone() -> bool:
    """Whether :func:`server_gone` was called in this process."""
    return _gone
