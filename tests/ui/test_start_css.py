"""The dialogs' style sheets are read once the table is drawn, not before its first frame,
and no rule of theirs draws the table (issue 40: the start-up rework)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from textual._path import CSSPathType

from hearts_tui.app import table_app
from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.table_app import DIALOG_CSS, HeartsApp
from hearts_tui.engine import Game, Rules

from .helpers import make_app, settle


def sheets(app: HeartsApp) -> set[str]:
    """The names of the style sheet files the app's stylesheet holds."""
    return {Path(path).name for path, _where in app.stylesheet.source if path.endswith(".tcss")}


class NotedTable(TableScreen):
    """The table screen, noting the style sheets read when it is mounted (its widgets made
    and styled, before its first frame)."""

    def on_mount(self) -> None:  # Textual calls TableScreen.on_mount as well
        app = self.app
        assert isinstance(app, Noted)
        app.at_mount = sheets(app)


class Noted(HeartsApp):
    """The table, noting the style sheets read when its table screen is mounted."""

    at_mount: set[str] | None = None
    #: The app's style sheets, found beside the app's module rather than this one.
    CSS_PATH: ClassVar[CSSPathType | None] = [
        Path(table_app.__file__).parent / str(name)
        for name in (HeartsApp.CSS_PATH if isinstance(HeartsApp.CSS_PATH, list) else [])
    ]

    def get_default_screen(self) -> TableScreen:
        return NotedTable()


async def test_the_dialogs_sheets_are_read_once_the_table_is_drawn() -> None:
    """Before: dialogs.tcss and hand_end.tcss were parsed (and every widget of the table
    matched against their rules) before the table's first frame."""
    base = make_app()
    app = Noted(
        base.game, base.settings, persistence=base.persistence, cpu_factory=base._cpu_factory
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.at_mount is not None and set(DIALOG_CSS) <= sheets(app))
        assert app.at_mount is not None
        assert "table.tcss" in app.at_mount
        assert not app.at_mount & set(DIALOG_CSS)


async def test_a_dialog_opened_before_then_reads_them_first() -> None:
    """A terminal too small for the table: its notice is pushed as the app mounts, before the
    table's first frame, and is styled by dialogs.tcss (centred, bold)."""
    app = make_app()
    async with app.run_test(size=(30, 10)) as pilot:
        await pilot.pause()
        notice = app.screen.query_one("#too-small")
        assert set(DIALOG_CSS) <= sheets(app)
        assert notice.styles.text_align == "center"
        assert notice.styles.text_style.bold


@pytest.mark.parametrize(
    ("size", "players", "ascii_suits"),
    [((80, 24), 4, False), ((48, 43), 4, False), ((160, 48), 7, True)],
)
async def test_no_rule_of_the_dialogs_sheets_draws_the_table(
    size: tuple[int, int], players: int, ascii_suits: bool
) -> None:
    """The table's widgets are styled before the dialogs' sheets are read and not again: the
    whole app restyled with them draws the very same screen (the wide, the tall and the
    crowded table; ASCII)."""
    game = Game.new("K7QD-MR9S", Rules(players=players))
    app = make_app(game, ascii_suits=ascii_suits)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: set(DIALOG_CSS) <= sheets(app))
        assert len(app.table.drawing.parts.seats) == players - 1
        await pilot.pause()
        before = app.export_screenshot()
        app.stylesheet.update(app)
        app.screen.refresh(layout=True)
        await pilot.pause()
        after = app.export_screenshot()
        assert after == before
