"""A disk that fails, recovers and fails again: every failure episode is said, so is the
recovery, and the top bar says "not saved" for as long as saving fails."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest
from textual.content import Content

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.topbar import TopBar
from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import SaveSlot
from hearts_tui.store.settings import Settings
from tests.ui.helpers import CODE, LowestPlayer


class Disk:
    """``os.write`` to regular files fails with ENOSPC while ``full`` (the terminal is not
    a regular file; root ignores chmod, so a full disk is simulated this way)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real_write = os.write

        def write(fd: int, data: bytes) -> int:
            if self.full and stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)

        monkeypatch.setattr(os, "write", write)


def _top_line(app: HeartsApp) -> str:
    return app.table.query_one(TopBar).render().plain


def _news(app: HeartsApp) -> list[tuple[str, str]]:
    return [(n.severity, n.message) for n in app._notifications]


async def test_every_failure_episode_is_said_with_the_recovery_and_the_bar_marks_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    data = tmp_path / "data"
    persistence = DiskPersistence(data, tmp_path / "config")
    app = HeartsApp(
        Game.new(CODE),
        Settings(cpu_pace="instant"),
        persistence=persistence,
        cpu_factory=LowestPlayer,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Pick a card to pass: saved.
        assert _news(app) == [] and "NOT SAVED" not in _top_line(app)

        disk.full = True
        await pilot.press("right", "enter")
        await pilot.press("right", "enter")  # Same episode: said once.
        errors = [m for s, m in _news(app) if s == "error"]
        assert len(errors) == 1 and "No space left" in errors[0]
        assert "NOT SAVED" in _top_line(app)

        disk.full = False
        await pilot.press("enter")  # Unpick: saved again.
        assert [s for s, _ in _news(app)] == ["error", "information"]
        assert "works again" in _news(app)[-1][1]
        assert "NOT SAVED" not in _top_line(app)

        disk.full = True  # The second episode, ~20 actions that would be lost silently.
        await pilot.press("enter")
        assert [s for s, _ in _news(app)] == ["error", "information", "error"]
        assert "NOT SAVED" in _top_line(app)
        disk.full = False
    saved = SaveSlot(data).load().saved
    # The last good save: two picked (the third was unpicked when the disk came back).
    assert saved is not None and len(saved.ui_state["selected"]) == 2


async def test_the_mark_stays_on_a_new_table_while_saving_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new game rebuilds the table: its new top bar still says "not saved"."""
    disk = Disk(monkeypatch)
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    app = HeartsApp(
        Game.new(CODE),
        Settings(cpu_pace="instant"),
        persistence=persistence,
        cpu_factory=LowestPlayer,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        disk.full = True
        app.new_game(None)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert app.game.code != CODE
        assert "NOT SAVED" in _top_line(app)
        disk.full = False


async def test_a_run_that_may_not_save_shows_the_mark_from_the_start(tmp_path: Path) -> None:
    """A damaged save that could not be set aside (read-only): nothing is saved this run."""
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    persistence.can_save_game = False
    app = HeartsApp(Game.new(CODE), Settings(cpu_pace="instant"), persistence=persistence)
    async with app.run_test(size=(80, 24)):
        assert "NOT SAVED" in _top_line(app)
        assert _top_line(app).startswith(f" {CODE}  NOT SAVED")


async def test_a_folder_with_brackets_in_its_name_is_named_whole_in_the_notice(
    tmp_path: Path,
) -> None:
    # Notices were read as Textual markup: "Cannot save the game in /home/u/[games]/d …"
    # showed "/home/u//d" (found on the merged main of issues 36–40).
    data = tmp_path / "[games]" / "data"
    data.parent.mkdir()
    data.write_text("")  # a file where the folder should be: nothing can be saved
    app = HeartsApp(
        Game.new(CODE),
        Settings(cpu_pace="instant"),
        persistence=DiskPersistence(data, tmp_path / "config"),
        cpu_factory=LowestPlayer,
    )
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        [notice] = list(app._notifications)
        assert "[games]" in notice.message
        # What the toast draws: Textual's Toast reads the message as markup when asked to.
        shown = Content.from_markup(notice.message) if notice.markup else Content(notice.message)
        assert "[games]" in shown.plain
