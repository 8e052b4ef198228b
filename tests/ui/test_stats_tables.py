"""The statistics screen by table: the selector (←/→ or a click) and Replay from the last
games (issue 10 §7)."""

from __future__ import annotations

import re

from textual.widgets import OptionList, Static

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.stats import StatsScreen, recent_line, table_label
from hearts_tui.app.widgets.tabs import TabLine
from hearts_tui.engine import Game, Rules
from hearts_tui.store.stats import RecentGame, Stats
from tests.store.dirs import finish_game, pass_all, short_game
from tests.ui.helpers import CODE, MemoryStore, make_app, settle

MARIA_CODE = "PSCD-R3BV"


def two_tables() -> tuple[Stats, Game, Game]:
    standard = short_game()
    maria = finish_game(Game.new(MARIA_CODE, Rules.preset("black_maria", target=10)))
    return Stats().add(standard, "s").add(maria, "m"), standard, maria


def record_text(screen: StatsScreen) -> str:
    return str(screen.query_one("#stats-record", Static).render())


def listed(screen: StatsScreen) -> list[str]:
    games = screen.query_one("#stats-games", OptionList)
    return [str(games.get_option_at_index(i).prompt) for i in range(games.option_count)]


def test_table_labels_name_the_preset_players_and_kitty() -> None:
    assert table_label("standard") == "Standard"
    assert table_label("3 players") == "Standard · 3 players"
    assert table_label("black_maria 5 players kitty") == "Black Maria · 5 players, kitty"
    assert table_label("black_maria 5 players kitty", short=True) == "Black Maria 5p kitty"


def test_a_last_game_line_shows_date_code_table_score_place_and_hints() -> None:
    line = recent_line(RecentGame("K7QD-MR9S", "2026-11-30 07:42", 34, 2, "black_maria", 3))
    assert line.split() == [
        "30",
        "Nov",
        "07:42",
        "K7QD-MR9S",
        "Black",
        "Maria",
        "34",
        "2nd",
        "3",
        "hints",
    ]


async def test_left_and_right_switch_between_all_games_and_each_table() -> None:
    stats, standard, maria = two_tables()
    app = make_app(store=MemoryStore(stats=stats))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await pilot.pause()
        assert screen.table is None and re.search(r"Games played\s+2\n", record_text(screen))
        assert len(listed(screen)) == 2
        assert maria.code in listed(screen)[0]  # newest first
        await pilot.press("right")
        await pilot.pause()
        assert screen.table == "standard"
        assert re.search(r"Games played\s+1\n", record_text(screen)) and "Standard" in record_text(
            screen
        )
        assert [standard.code in line for line in listed(screen)] == [True]
        await pilot.press("right")
        await pilot.pause()
        assert screen.table == "black_maria" and "Black Maria" in record_text(screen)
        assert [maria.code in line for line in listed(screen)] == [True]
        await pilot.press("left", "left")
        await pilot.pause()
        assert screen.table is None


async def test_a_click_on_a_table_shows_its_record() -> None:
    stats, _, maria = two_tables()
    app = make_app(store=MemoryStore(stats=stats))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await pilot.pause()
        tabs = screen.query_one("#stats-tables", TabLine)
        start, _end = tabs.spans()[2]
        await pilot.click("#stats-tables", offset=(start + 1, 0))  # on the third table
        await pilot.pause()
        assert tabs.active == 2 and screen.table == "black_maria"
        assert f"{maria.scores[0]} points ({maria.code})" in record_text(screen)


async def test_a_table_never_played_is_not_offered_and_no_games_says_so() -> None:
    app = make_app(store=MemoryStore(stats=Stats()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await pilot.pause()
        assert screen.query_one("#stats-tables", TabLine).tab_count == 1
        assert listed(screen) == ["No game finished here yet."]
        await pilot.press("right")
        assert screen.table is None


async def test_enter_on_a_last_game_asks_before_putting_a_game_in_progress_aside() -> None:
    stats, _, maria = two_tables()
    store = MemoryStore(stats=stats)
    game = Game.new(CODE)
    pass_all(game)
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        assert isinstance(app.screen, StatsScreen)
        app.screen.query_one("#stats-games", OptionList).focus()
        await pilot.pause()
        await pilot.press("enter")  # the newest game: Black Maria
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert maria.code in str(app.screen.query_one("#question").content)
        await pilot.press("y")
        await settle(pilot, lambda: app.game is not game)
        assert app.game.code == maria.code
        assert app.game.rules.scoring == maria.rules.scoring
        assert [entry.game.code for entry in store.shelf] == [CODE]


async def test_a_click_on_a_last_game_replays_it_when_no_game_is_in_progress() -> None:
    stats, standard, _ = two_tables()
    finished = short_game("26BQ-524X")
    app = make_app(finished, store=MemoryStore(stats=stats))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("escape")
        # Closed before the statistics open: a slow machine can still have the key on its
        # way, and it would close the statistics instead.
        await settle(pilot, lambda: app.screen is app.table)
        app.show_stats()
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.is_mounted)
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        games = screen.query_one("#stats-games", OptionList)
        games.focus()  # scrolls the list into view
        body = screen.query_one("#stats-body")
        await settle(
            pilot, lambda: body.region.contains_region(games.region) and games.region.height >= 2
        )
        # The click is aimed where the list rests, not where a scroll is passing by.
        await pilot.wait_for_scheduled_animations()
        await pilot.click("#stats-games", offset=(2, 1))  # the second (older) game
        await settle(pilot, lambda: app.game is not finished)
        assert app.game.code == standard.code and app.game.phase == "passing"


def test_table_labels_name_domino_and_cancellation_hearts_and_their_players() -> None:
    assert table_label("domino 4 players") == "Domino Hearts · 4 players"
    assert table_label("cancellation 10 players") == "Cancellation Hearts · 10 players"
    assert table_label("domino 2 players", short=True) == "Domino 2p"
    assert table_label("cancellation 10 players", short=True) == "Cancellation 10p"
    assert table_label("6 players", short=True) == "Standard 6p"


async def test_the_selector_and_record_show_a_domino_and_a_cancellation_table_apart() -> None:
    """A Domino game and a 10-player Cancellation game: two tabs named for their games, each
    record titled with its full name, and each game listed only under its own table."""
    from tests.store.test_stats_variants import finish_any

    domino = finish_any(Game.new(CODE, Rules.domino(4)))
    cancellation = finish_any(Game.new(MARIA_CODE, Rules.cancellation(10, target=10)))
    stats = Stats().add(domino, "d").add(cancellation, "c")
    app = make_app(store=MemoryStore(stats=stats))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await pilot.pause()
        tabs = screen.query_one("#stats-tables", TabLine)
        assert tabs.labels == [
            "All games",
            "Domino 4p",
            "Cancellation 10p",
        ]
        await pilot.press("right")
        await pilot.pause()
        assert "Table           Domino Hearts · 4 players" in record_text(screen)
        assert [domino.code in line and "Domino 4p" in line for line in listed(screen)] == [True]
        await pilot.press("right")
        await pilot.pause()
        assert "Cancellation Hearts · 10 players" in record_text(screen)
        assert [cancellation.code in line for line in listed(screen)] == [True]


async def test_a_table_chosen_just_before_the_statistics_close_is_no_crash() -> None:
    """The chosen table's record is filled in after the next frame; when the dialog was
    closed and taken down by then, that does nothing (it looked its widgets up on a screen
    without them: NoMatches, a crash, seen in a key storm with resizes)."""
    stats, _standard, _maria = two_tables()
    app = make_app(store=MemoryStore(stats=stats))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await settle(pilot, lambda: screen.ready)
        screen.dismiss(None)
        await settle(pilot, lambda: app.screen is app.table and not screen.children)
        screen._show_chosen("standard")
        await pilot.pause()
        assert app.crash_line is None
