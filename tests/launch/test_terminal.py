"""The real command in a real terminal: the lock, and closing the terminal mid-game."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator

import pytest

from hearts_tui.store.saves import GAME_FILE, Saved, decode
from hearts_tui.store.settings import Settings, save_settings
from tests.launch.terminal import ENTER, RIGHT, Terminal
from tests.store.dirs import CODE, Dirs


@pytest.fixture
def quick(dirs: Dirs) -> None:
    """Settings for scripting the table: instant CPUs, no confirm step."""
    save_settings(dirs.config, Settings(confirm_move=False, cpu_pace="instant"))


@pytest.fixture
def terminal(quick: None) -> Iterator[Terminal]:
    term = Terminal("--seed", CODE)
    yield term
    term.close()


def saved(dirs: Dirs) -> Saved | None:
    try:
        return decode((dirs.data / GAME_FILE).read_bytes())
    except (OSError, ValueError):
        return None


def plays(save: Saved) -> list[str]:
    """The cards played so far this hand, in order."""
    return list(json.loads(save.game.to_json())["hands"][-1]["plays"])


def kept_the_card(before: Saved, after: Saved | None) -> bool:
    """The later save still holds the human's card (CPUs may have played on since)."""
    return (
        after is not None
        and after.game.hand(0) == before.game.hand(0)
        and plays(after)[: len(plays(before))] == plays(before)
    )


def picked(dirs: Dirs) -> int:
    """How many cards the save shows chosen for the pass."""
    save = saved(dirs)
    return len(save.ui_state.get("selected", [])) if save is not None else 0


def my_turn(dirs: Dirs) -> bool:
    """The save shows the human to play (the cursor is then on a card they may play)."""
    save = saved(dirs)
    return save is not None and save.game.phase == "playing" and save.game.turn == 0


def pass_and_play_a_card(term: Terminal, dirs: Dirs) -> Saved:
    """Choose the first three cards and pass; on your turn, play the card under the cursor
    (the table puts it on one you may play).

    Each step waits until the save shows it done, however long a loaded machine takes.  (A
    key pressed on a guess — three seconds without the card in the save: try the next —
    could play a second card once the first went through.)
    """
    assert term.wait_until(lambda: "Pass" in term.output), term.output[-2000:]
    for count in (1, 2, 3):
        if count > 1:
            term.press(RIGHT)
        term.press(ENTER)
        assert term.wait_until(lambda n=count: picked(dirs) == n), term.output[-2000:]
    term.press("p")
    assert term.wait_until(lambda: my_turn(dirs)), term.output[-2000:]
    term.press(ENTER)

    def human_played() -> bool:
        save = saved(dirs)
        return save is not None and len(save.game.hand(0)) == 12

    assert term.wait_until(human_played), term.output[-2000:]
    save = saved(dirs)
    assert save is not None and len(save.game.hand(0)) == 12, term.output[-2000:]
    return save


def test_sighup_exits_cleanly_with_the_played_card_saved(terminal: Terminal, dirs: Dirs) -> None:
    before = pass_and_play_a_card(terminal, dirs)
    os.kill(terminal.pid, signal.SIGHUP)
    status = terminal.wait_exit()
    assert status is not None, "hearts did not exit on SIGHUP"
    # Exited through the app (status 128+1), not killed by the signal's default action.
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signal.SIGHUP
    assert kept_the_card(before, saved(dirs))
    assert "Traceback" not in terminal.output
    # The terminal was given back: the alternate screen is left.
    assert "\x1b[?1049l" in terminal.output


def test_closing_the_terminal_window_exits_and_keeps_the_save(
    terminal: Terminal, dirs: Dirs
) -> None:
    before = pass_and_play_a_card(terminal, dirs)
    terminal.hang_up()
    status = terminal.wait_exit()
    assert status is not None, "hearts did not exit when its terminal closed"
    assert os.WIFEXITED(status)
    assert kept_the_card(before, saved(dirs))


def test_sigterm_exits_cleanly(terminal: Terminal, dirs: Dirs) -> None:
    assert terminal.wait_until(lambda: "Pass" in terminal.output)
    os.kill(terminal.pid, signal.SIGTERM)
    status = terminal.wait_exit()
    assert status is not None and os.WIFEXITED(status)
    assert os.WEXITSTATUS(status) == 128 + signal.SIGTERM
    assert saved(dirs) is not None
    assert "\x1b[?1049l" in terminal.output and "Traceback" not in terminal.output


@pytest.mark.slow
def test_a_second_hearts_says_a_game_is_open_and_exits_non_zero(
    terminal: Terminal, dirs: Dirs
) -> None:
    assert terminal.wait_until(lambda: "Pass" in terminal.output)
    # In a terminal of its own: without one, hearts stops before it looks at the lock.
    second = Terminal()
    try:
        assert second.wait_until(lambda: "already open" in second.output), second.output
        status = second.wait_exit()
        assert status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1
        assert str(terminal.pid) in second.output.replace("\r\n", "")
    finally:
        second.close()


def test_after_kill_9_the_next_start_resumes_and_is_not_locked_out(
    terminal: Terminal, dirs: Dirs
) -> None:
    before = pass_and_play_a_card(terminal, dirs)
    os.kill(terminal.pid, signal.SIGKILL)
    assert terminal.wait_exit() is not None
    again = Terminal()
    try:
        assert again.wait_until(lambda: "Your turn" in again.output or "Trick" in again.output)
        assert "already open" not in again.output
        assert kept_the_card(before, saved(dirs))
    finally:
        again.close()
