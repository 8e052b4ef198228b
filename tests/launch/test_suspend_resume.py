"""Ctrl+Z then ``fg`` (SIGTSTP, SIGCONT): the table comes back at once, without a key
(the screen stayed blank until one was pressed)."""

from __future__ import annotations

import os
import signal

from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs


def state(pid: int) -> str:
    """The process state letter from /proc (T: stopped)."""
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0]


def test_the_table_is_drawn_again_on_resume_without_a_key(dirs: Dirs) -> None:
    term = Terminal("--seed", CODE, columns=80, rows=24)
    try:
        assert term.wait_until(lambda: "Pass 3 cards" in term.output), term.output[-1500:]
        os.kill(term.pid, signal.SIGTSTP)
        assert term.wait_until(lambda: state(term.pid) == "T", 20), "hearts did not stop"
        # Stopped: it gave the terminal back (the alternate screen was left).
        assert term.wait_until(lambda: "\x1b[?1049l" in term.output, 20)
        seen = len(term.output)
        os.kill(term.pid, signal.SIGCONT)
        assert term.wait_until(lambda: "Pass 3 cards" in term.output[seen:], 20), (
            f"no table after SIGCONT: {term.output[seen:][-1500:]!r}"
        )
        assert "K7QD-MR9S" in term.output[seen:]
    finally:
        term.close()
