"""Whether the terminal has hung up, and letting go of it: for both front ends.

A closed terminal window does not always send SIGHUP (a shell may ignore it, or the signal
may land on a thread that never hears it); every read and write then fails with EIO.  Both
the table's exit guard and the line mode ask the same questions here.
"""

from __future__ import annotations

import contextlib
import errno
import os
import termios


def terminal_fd_is_gone(fd: int) -> bool:
    """True when the terminal behind ``fd`` has hung up (its attributes cannot be read)."""
    try:
        termios.tcgetattr(fd)
    except termios.error as exc:
        return bool(exc.args and exc.args[0] == errno.EIO)
    return False


def terminal_is_gone() -> bool:
    """True when the controlling terminal has hung up (read through stdin, out or err)."""
    for fd in (0, 1, 2):
        try:
            termios.tcgetattr(fd)
        except termios.error as exc:
            if exc.args and exc.args[0] == errno.EIO:
                return True
            continue  # Not a terminal (redirected): says nothing about the terminal.
        return False
    return False


def detach_from_terminal() -> None:
    """Point stdin, stdout and stderr at /dev/null so nothing writes to a dead terminal."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        with contextlib.suppress(OSError):
            os.dup2(null, fd)
    os.close(null)
