"""The statistics screen: the record, and a chart of this game's totals on one scale."""

from __future__ import annotations

import re
from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Static

from hearts_tui.app.screens.stats import StatsScreen, stats_lines, totals_chart
from hearts_tui.engine import Game
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings
from hearts_tui.store.stats import Stats
from hearts_tui.words.score_sheet import BLOCKS, sparkline
from tests.store.dirs import CODE, short_game


def test_sparkline_uses_the_common_scale() -> None:
    assert sparkline([0, 13, 26], low=0, high=26) == "  ▄▄██"
    assert sparkline([5], low=0, high=100) == BLOCKS[0] * 2


def test_a_total_of_0_has_no_bar_and_1_has_one() -> None:
    """Issue 40 #7: the chart drew 0 as 1 (``You ▁▁▁▁ 0``): the lowest block for both."""
    assert sparkline([0], low=0, high=50) == "  "
    assert sparkline([1], low=0, high=50) == BLOCKS[0] * 2
    assert sparkline([-26, 0], low=-26, high=26, most=1) == " " + BLOCKS[3]


def test_sparkline_keeps_the_last_values_when_too_many() -> None:
    line = sparkline(list(range(100)), low=0, high=99, width=40)
    assert len(line) == 40 and line.endswith("█")


def test_totals_chart_shows_running_totals_per_player() -> None:
    chart = totals_chart([[0, 26, 0, 0], [26, 0, 0, 0]], ["You", "West", "North", "East"])
    lines = chart.splitlines()
    assert [line.split()[0] for line in lines] == ["You", "West", "North", "East"]
    assert [int(line.split()[-1]) for line in lines] == [26, 26, 0, 0]
    assert lines[0][6:10] == "  ██" and lines[1][6:10] == "████"


def test_totals_chart_handles_negative_totals_and_no_hands() -> None:
    assert totals_chart([], ["You", "West"]) == "No hand finished yet."
    chart = totals_chart([[-26, 0]], ["You", "West"])
    assert chart.splitlines()[0][5:7] == "  "  # the bottom of the scale: no bar
    assert chart.splitlines()[1][5:7] == "██"


def test_stats_lines_name_every_figure() -> None:
    stats = Stats().add(short_game(), "id")
    labels = [label for label, _ in stats_lines(stats)]
    for label in ("Games played", "Won", "Average score", "Moons shot", "Q♠ taken", "Best game"):
        assert label in labels
    assert stats_lines(Stats())[0][0] == "Games played"


class Host(App[None]):
    def __init__(self, screen: StatsScreen) -> None:
        super().__init__()
        self._stats_screen = screen

    def compose(self) -> ComposeResult:
        yield Static("table")

    def on_mount(self) -> None:
        self.push_screen(self._stats_screen)


async def test_stats_screen_shows_the_record_and_closes_with_escape() -> None:
    game = short_game()
    screen = StatsScreen(Stats().add(game, "id"), game)
    app = Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        record = str(screen.query_one("#stats-record", Static).render())
        chart = str(screen.query_one("#stats-chart", Static).render())
        assert re.search(r"Games played\s+1\n", record)
        assert chart.splitlines()[0].startswith("You")
        await pilot.press("escape")
        assert app.screen is not screen


async def test_stats_screen_without_stats_says_there_are_none_yet() -> None:
    screen = StatsScreen(None, Game.new(CODE))
    async with Host(screen).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "finish a game" in str(screen.query_one("#stats-record", Static).render())
        assert "No hand finished yet" in str(screen.query_one("#stats-chart", Static).render())


async def test_the_tables_stats_key_shows_the_saved_statistics(tmp_path: Path) -> None:
    from hearts_tui.app import HeartsApp

    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    persistence.record_finished(short_game())
    app = HeartsApp(Game.new(CODE), Settings(), persistence=persistence)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        record = str(app.screen.query_one("#stats-record", Static).render())
        assert re.search(r"Games played\s+1\n", record)


async def test_page_down_scrolls_the_record_to_the_last_games_at_80x24() -> None:
    """At 80×24 the record, the last games and the chart do not fit: PageDown (with the
    focus on Close, as the dialog opens) pages down to them, PageUp back to the top."""
    from textual.containers import VerticalScroll

    first, second = short_game(), short_game("26BQ-524X")
    screen = StatsScreen(Stats().add(first, "a").add(second, "b"), first)
    async with Host(screen).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        body = screen.query_one("#stats-body", VerticalScroll)
        assert body.max_scroll_y > 0 and body.scroll_y == 0
        assert screen.focused is not None and screen.focused.id == "close"
        await pilot.press("pagedown")
        await pilot.pause()
        assert body.scroll_y > 0
        await pilot.press("pageup")
        await pilot.pause()
        assert body.scroll_y == 0
