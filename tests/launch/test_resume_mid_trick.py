"""A terminal closed mid-trick, in a real pseudo-terminal: the save keeps the trick as it
stood (no CPU card played once the app begins to exit), and ``hearts`` opened again shows
that trick and lets it finish in view (issue 30 §2: YXD8-4TRF-AM3E-49 resumed a trick later,
East's card and the trick's result seen only through ``l``)."""

from __future__ import annotations

import os
import signal

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import SaveSlot
from tests.launch.terminal import Terminal
from tests.store.dirs import Dirs
from tests.ui.positions import follow_clubs

WITHIN = 60.0


def saved_game(dirs: Dirs) -> Game:
    saved = SaveSlot(dirs.data).peek()
    assert saved is not None and not isinstance(saved, str), saved
    return saved.game


@pytest.mark.slow  # two runs of hearts in a terminal
def test_a_terminal_closed_mid_trick_resumes_that_trick_and_finishes_it_in_view(
    dirs: Dirs,
) -> None:
    game = follow_clubs()
    while game.turn != 3:  # West leads the 2♣, North follows: East to play
        game.play(min(game.legal_cards(), key=lambda c: c.rank))
    left = list(game.trick)
    store = DiskPersistence(dirs.data, dirs.config)
    store.save_game(game, {})
    store.close()

    term = Terminal(columns=80, rows=24)
    try:
        assert term.wait_until(lambda: "East to play" in term.output), term.output[-1500:]
        term.hang_up()  # East's card is waiting for its pace
        status = term.wait_exit(WITHIN)
        assert status is not None and os.WEXITSTATUS(status) == 128 + signal.SIGHUP
    finally:
        term.close()
    assert saved_game(dirs).trick == left, "a card was played after the terminal closed"

    term = Terminal(columns=80, rows=24)
    try:
        assert term.wait_until(lambda: "East to play" in term.output), term.output[-1500:]
        # The trick goes on in view: East plays, then your turn to follow.
        assert term.wait_until(lambda: "Your turn" in term.output), term.output[-1500:]
        output = term.output
        assert output.index("East to play") < output.index("Your turn")
        game = saved_game(dirs)
        assert game.trick[:2] == left and game.trick[2][0] == 3 and game.turn == 0
    finally:
        term.close()
