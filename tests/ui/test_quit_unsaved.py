"""Moves made while the game is NOT SAVED (a full disk) are not lost at the quit: quitting
saves again, the game saves itself again on a timer, and a game that still cannot be saved
asks before quitting."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui.app import save_retry
from hearts_tui.app.screens.quit_unsaved import QuitUnsaved
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings
from tests.ui.helpers import CODE, LowestPlayer, settle
from tests.ui.test_save_failures import Disk


def app_on(data: Path, config: Path) -> HeartsApp:
    return HeartsApp(
        Game.new(CODE),
        Settings(cpu_pace="instant"),
        persistence=DiskPersistence(data, config),
        cpu_factory=LowestPlayer,
    )


def on_disk(data: Path) -> Saved:
    saved = SaveSlot(data).peek()
    assert isinstance(saved, Saved)
    return saved


async def pass_three(app: HeartsApp, pilot: object) -> None:
    """Pick three cards and pass them (the CPUs pass too: the game is at trick 1)."""
    await pilot.press("enter", "right", "enter", "right", "enter", "p")  # type: ignore[attr-defined]
    await settle(pilot, lambda: app.game.phase == "playing")  # type: ignore[arg-type]


@pytest.mark.slow
async def test_quitting_after_the_space_came_back_saves_the_moves_made_while_not_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    data = tmp_path / "data"
    app = app_on(data, tmp_path / "config")
    async with app.run_test(size=(80, 24)) as pilot:
        disk.full = True
        await pass_three(app, pilot)
        assert not app.saving_ok
        disk.full = False  # space freed; no move after it
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code == 0 and app.exiting
    assert on_disk(data).game.phase == "playing"


@pytest.mark.slow
async def test_quitting_a_game_that_still_cannot_be_saved_asks_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    data = tmp_path / "data"
    app = app_on(data, tmp_path / "config")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # a card picked and unpicked: saved
        disk.full = True
        await pass_three(app, pilot)
        for key in ("q", "ctrl+q"):
            await pilot.press(key)
            assert isinstance(app.screen, QuitUnsaved) and not app.exiting
            assert not app._notifications  # no "Not saved" toast over the question
            await pilot.press("escape")  # Keep playing
            assert app.screen is app.table and not app.exiting
        await pilot.press("q", "y")  # Quit anyway
        await pilot.pause()
        assert app.exiting
        disk.full = False
    assert on_disk(data).game.phase == "passing"  # what was saved before the disk filled


async def test_a_second_ctrl_q_over_the_question_quits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    app = app_on(tmp_path / "data", tmp_path / "config")
    async with app.run_test(size=(80, 24)) as pilot:
        disk.full = True
        await pass_three(app, pilot)
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, QuitUnsaved)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.exiting
        disk.full = False


async def test_while_not_saved_the_game_saves_itself_again_without_a_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(save_retry, "RETRY_SECONDS", 0.05)
    disk = Disk(monkeypatch)
    data = tmp_path / "data"
    app = app_on(data, tmp_path / "config")
    async with app.run_test(size=(80, 24)) as pilot:
        disk.full = True
        await pass_three(app, pilot)
        assert not app.saving_ok
        await pilot.pause(0.2)
        assert not app.saving_ok  # still full: tried, failed, said once
        disk.full = False
        await settle(pilot, lambda: app.saving_ok)
        assert on_disk(data).game.phase == "playing"
        assert "works again" in str(list(app._notifications)[-1].message)
