"""Ctrl+C and Ctrl+\\ in the first moments of ``hearts``, before the table takes the
keyboard: the terminal turns them into SIGINT and SIGQUIT.  A quiet exit (128 + the
signal's number, no traceback, no core dump), the terminal given back, the save intact."""

from __future__ import annotations

import os
import signal

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import GAME_FILE
from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

KEYS = {signal.SIGINT: b"\x03", signal.SIGQUIT: b"\x1c"}


def unfinished_game(dirs: Dirs) -> bytes:
    game = Game.new(CODE)
    game.pass_cards(0, game.hand(0)[:3])
    DiskPersistence(dirs.data, dirs.config).save_game(game, {"selected": []})
    return (dirs.data / GAME_FILE).read_bytes()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGQUIT])
def test_the_interrupt_keys_at_start_up_exit_quietly_and_keep_the_save(
    dirs: Dirs, signum: int
) -> None:
    before = unfinished_game(dirs)
    term = Terminal()
    try:
        # As soon as hearts has taken over the signals (a few milliseconds after Python
        # starts), long before the table is drawn: the key is typed in a cooked terminal,
        # which sends the signal.
        caught = term.wait_until(lambda: term.caught(signal.SIGQUIT), deadline=30)
        assert "\x1b[?1049h" not in term.output, "the table has the keyboard already"
        assert caught, "hearts did not take over the interrupt signals"
        os.write(term.fd, KEYS[signum])
        status = term.wait_exit()
        assert status is not None, term.output
        assert os.WIFEXITED(status), f"killed by signal {os.WTERMSIG(status)}: {term.output!r}"
        assert os.WEXITSTATUS(status) == 128 + signum, term.output
        assert "Traceback" not in term.output and "KeyboardInterrupt" not in term.output
        # Either the table never took the screen, or it gave it back.
        assert term.output.count("\x1b[?1049h") == term.output.count("\x1b[?1049l")
        assert (dirs.data / GAME_FILE).read_bytes() == before
    finally:
        term.close()


def test_sigint_from_kill_during_the_game_exits_cleanly(dirs: Dirs) -> None:
    """Once the table runs, SIGINT (``kill -INT``) exits through the app, like SIGTERM."""
    unfinished_game(dirs)
    term = Terminal()
    try:
        assert term.wait_until(lambda: "Pass" in term.output), term.output[-2000:]
        os.kill(term.pid, signal.SIGINT)
        status = term.wait_exit()
        assert status is not None and os.WIFEXITED(status)
        assert os.WEXITSTATUS(status) == 128 + signal.SIGINT
        assert "\x1b[?1049l" in term.output and "Traceback" not in term.output
    finally:
        term.close()
