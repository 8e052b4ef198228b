"""The Unfinished games dialog (``u``) over forged shelf files (issue 36, point 10): no
crash for a time that is no time, and no byte of a forged code on the screen."""

from __future__ import annotations

from pathlib import Path

from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings
from tests.store.dirs import CODE
from tests.store.test_forged_headers import CONTROLS, forged_shelf
from tests.ui.helpers import LowestPlayer, settle
from tests.ui.screen_text import screen_text


async def test_u_lists_the_good_game_beside_forged_files_and_shows_none_of_them(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    forged_shelf(data)
    app = HeartsApp(
        Game.new("26BQ-524X"),
        Settings(cpu_pace="instant"),
        persistence=DiskPersistence(data, tmp_path / "config"),
        cpu_factory=LowestPlayer,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        shown = screen_text(app)
        assert shown.count(CODE) == 1 and "PWNED" not in shown and "KKKKKKKK" not in shown
        assert not CONTROLS & set(shown)
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.code == CODE)
        assert app.is_running
