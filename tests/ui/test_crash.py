"""The last resort: an exception no handler caught ends the app with a crash log and one line,
never a traceback over the table, and the save on disk stays as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hearts_tui.app.crash import PREFIX
from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import GAME_FILE

from .helpers import CODE, LowestPlayer


class Forced(RuntimeError):
    """The error the test makes a key handler raise."""


def explode(screen: TableScreen) -> None:
    raise Forced("forced by the test")


@pytest.mark.slow
async def test_an_exception_in_a_key_handler_is_logged_and_the_save_kept(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = Path(os.environ["HEARTS_DATA_DIR"])
    launch = prepare(seed=CODE)
    saved = (data / GAME_FILE).read_bytes()
    app = HeartsApp(
        launch.game,
        launch.settings,
        persistence=launch.persistence,
        ui_state=launch.ui_state,
        cpu_factory=LowestPlayer,
    )
    monkeypatch.setattr(TableScreen, "action_copy_code", explode)
    with pytest.raises(Forced):  # run_test hands the app's exception to the test
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            await pilot.pause()
    assert app.return_code == 1
    line = app.crash_line
    assert line is not None and line.startswith(PREFIX) and "\n" not in line
    logs = sorted(data.glob("crash-*.log"))
    assert len(logs) == 1 and line.endswith(str(logs[0]))
    text = logs[0].read_text()
    assert "Traceback" in text and "Forced: forced by the test" in text
    assert "in explode" in text  # the frame that raised
    # Textual's own traceback is not printed; the save is the one before the crash.
    assert "Traceback" not in capsys.readouterr().err
    assert (data / GAME_FILE).read_bytes() == saved
    # A CPU move or timer still pending after the crash does not save over it either.
    app.game.pass_cards(0, app.game.hand(0)[:3])
    app.save_game({"selected": []})
    assert (data / GAME_FILE).read_bytes() == saved


@pytest.mark.slow
async def test_a_crash_log_that_cannot_be_written_still_gives_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("a file where the data directory should be")
    monkeypatch.setenv("HEARTS_DATA_DIR", str(blocked))
    from .helpers import make_app

    app = make_app()
    monkeypatch.setattr(TableScreen, "action_copy_code", explode)
    with pytest.raises(Forced):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            await pilot.pause()
    line = app.crash_line
    assert line is not None and line.startswith(PREFIX) and "\n" not in line
    assert "Forced: forced by the test" in line and "no log" in line


async def test_quitting_writes_no_crash_log() -> None:
    """A clean quit (with the CPUs thinking) is not a crash."""
    from .helpers import make_app

    app = make_app(cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "right", "enter", "right", "enter", "p", "q")
    assert app.return_code == 0 and app.crash_line is None
    assert not list(Path(os.environ["HEARTS_DATA_DIR"]).glob("crash-*.log"))
