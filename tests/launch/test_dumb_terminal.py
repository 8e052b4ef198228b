"""TERM=dumb (Emacs M-x shell, some IDE and CI consoles): the table cannot be shown there
(Rich takes any dumb terminal for 80x25 and the table redrew for ever, at 50-100% CPU,
deaf to every key).  One line that points to the line mode, exit 2, before the screen is
taken or any file touched."""

from __future__ import annotations

import os

import pytest

from hearts_tui.cli import dumb_terminal_refusal
from tests.launch.terminal import Terminal
from tests.store.dirs import Dirs
from tests.test_cli_not_a_terminal import snapshot, unfinished_game


@pytest.mark.parametrize("term", ["dumb", "unknown"])
def test_a_dumb_terminal_is_refused_with_exit_2_and_no_file_touched(dirs: Dirs, term: str) -> None:
    unfinished_game(dirs)
    before = snapshot(dirs.data, dirs.config)
    # Not 80x25, where the endless redraw did not happen.
    terminal = Terminal(columns=100, rows=30, env={"TERM": term})
    try:
        status = terminal.wait_exit(deadline=30)
        assert status is not None, f"still running: {terminal.output[-500:]!r}"
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 2
        assert terminal.wait_until(lambda: "hearts --plain" in terminal.output, 5)
        assert "cannot show the table" in terminal.output
        assert "\x1b" not in terminal.output, "the screen was taken over"
        assert snapshot(dirs.data, dirs.config) == before
    finally:
        terminal.close()


@pytest.mark.parametrize("term", ["xterm-256color", "screen", "linux", "vt100", None])
def test_terminals_that_move_the_cursor_are_not_refused(term: str | None) -> None:
    assert dumb_terminal_refusal(term) is None
