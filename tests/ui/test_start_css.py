"""The dialogs' style sheets, and the ASCII frames' and the light theme's when the table
does not start in them, are read once the table is drawn, not before its first frame, and
no rule of theirs draws the table (issue 40: the start-up rework)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from textual._path import CSSPathType

from hearts_tui.app import table_app
from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.table_app import LATE_CSS, SHAPES_CSS, HeartsApp
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


@pytest.mark.parametrize(
    ("settings", "at_start"),
    [
        ({}, set()),
        ({"ascii_suits": True}, {"ascii.tcss"}),
        ({"theme": "light"}, {"light.tcss"}),
    ],
)
async def test_the_later_sheets_are_read_once_the_table_is_drawn(
    settings: dict[str, object], at_start: set[str]
) -> None:
    """Before: dialogs.tcss, hand_end.tcss, ascii.tcss and light.tcss were parsed (and every
    widget of the table matched against their rules) before the table's first frame; the
    ASCII frames' and the light theme's are read at the start only for a table in them."""
    base = make_app(**settings)
    app = Noted(
        base.game, base.settings, persistence=base.persistence, cpu_factory=base._cpu_factory
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.at_mount is not None and set(LATE_CSS) <= sheets(app))
        assert app.at_mount is not None
        assert "table.tcss" in app.at_mount
        assert app.at_mount & set(LATE_CSS) == at_start
        assert SHAPES_CSS not in sheets(app)  # 80x24, four players: no other shape's rules


async def test_a_dialog_opened_before_then_reads_them_first() -> None:
    """A terminal too small for the table: its notice is pushed as the app mounts, before the
    table's first frame, and is styled by dialogs.tcss (centred, bold)."""
    app = make_app()
    async with app.run_test(size=(30, 10)) as pilot:
        await pilot.pause()
        notice = app.screen.query_one("#too-small")
        assert set(LATE_CSS) <= sheets(app)
        assert notice.styles.text_align == "center"
        assert notice.styles.text_style.bold


@pytest.mark.parametrize(
    ("size", "players", "ascii_suits"),
    [((80, 24), 4, False), ((48, 43), 4, False), ((160, 48), 7, True), ((80, 24), 4, None)],
)
async def test_no_rule_of_the_later_sheets_draws_the_table(
    size: tuple[int, int], players: int, ascii_suits: bool | None
) -> None:
    """The table's widgets are styled before the later sheets are read and not again: the
    whole app restyled with them draws the very same screen (the wide, the tall and the
    crowded table; ASCII; None: the light theme)."""
    game = Game.new("K7QD-MR9S", Rules(players=players))
    looks: dict[str, object] = {"theme": "light"} if ascii_suits is None else {}
    app = make_app(game, ascii_suits=bool(ascii_suits), **looks)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: set(LATE_CSS) <= sheets(app))
        assert len(app.table.drawing.parts.seats) == players - 1
        await pilot.pause()
        before = app.export_screenshot()
        app.stylesheet.update(app)
        app.screen.refresh(layout=True)
        await pilot.pause()
        after = app.export_screenshot()
        assert after == before


@pytest.mark.parametrize("change", [{"ascii_suits": True}, {"theme": "light"}])
async def test_a_look_turned_on_later_draws_as_a_table_started_in_it(
    change: dict[str, object],
) -> None:
    """ASCII frames or the light theme chosen in the settings (their sheets read once the
    table was drawn) draw the very screen of a table that started in them."""
    started = make_app(**change)
    async with started.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: set(LATE_CSS) <= sheets(started))
        await pilot.pause()
        expected = started.export_screenshot()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: set(LATE_CSS) <= sheets(app))
        app.change_settings(**change)
        await pilot.pause()
        await pilot.pause()
        assert app.export_screenshot() == expected


@pytest.mark.parametrize("size", [(160, 48), (48, 43)])
async def test_a_table_that_grows_big_or_tall_draws_as_one_started_so(
    size: tuple[int, int],
) -> None:
    """The big and the tall table's rules (shapes.tcss) are read as the table first takes
    that shape: a table started at 80x24 and made big or tall draws the very screen of a
    table started at that size."""
    started = make_app()
    async with started.run_test(size=size) as pilot:
        await settle(pilot, lambda: set(LATE_CSS) <= sheets(started))
        assert SHAPES_CSS in sheets(started)
        await pilot.pause()
        expected = started.export_screenshot()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: set(LATE_CSS) <= sheets(app))
        assert SHAPES_CSS not in sheets(app)
        await pilot.resize_terminal(*size)
        await pilot.pause()
        await pilot.pause()
        assert app.export_screenshot() == expected
