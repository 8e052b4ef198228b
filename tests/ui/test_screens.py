"""The rest of the table: terminal size, settings drawer, code entry, help, notices."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Static

from hearts_tui.app.screens.help import HelpScreen, HelpView
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.too_small import TooSmallScreen
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.engine import Game, InvalidCode, Rules, parse_code

from ..house_rules.form_driver import click, click_row
from .helpers import CODE, MemoryStore, make_app, status


async def test_a_small_terminal_says_enlarge_it_instead_of_drawing_the_table() -> None:
    """At 79×24 a notice replaces the table; at 80×24 the table comes back."""
    app = make_app()
    async with app.run_test(size=(79, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        text = str(app.screen.query_one("#too-small", Static).content)
        assert "Enlarge the terminal to at least 80×24" in text
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is app.table


async def test_a_short_terminal_also_gets_the_notice() -> None:
    """80×23 is too short."""
    app = make_app()
    async with app.run_test(size=(100, 23)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)


async def test_a_mistyped_code_is_refused_with_the_reason_and_the_game_is_untouched() -> None:
    """A code with a wrong check character: the drawer says why; the same game stays."""
    store = MemoryStore()
    app = make_app(store=store)
    typo = CODE[:-1] + ("A" if CODE[-1] != "A" else "B")
    try:
        parse_code(typo)
    except InvalidCode as exc:
        reason = str(exc)
    else:  # pragma: no cover - the check character catches any single typo
        raise AssertionError("the typo was accepted")
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.game
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        app.screen.form.focus_stop("code-input")
        await pilot.press(*typo, "enter")
        assert app.screen.code_error() == reason
        assert app.game is game
        assert isinstance(app.screen, SettingsScreen)


async def test_a_good_code_from_the_drawer_starts_that_game_and_saves_it() -> None:
    """Typing another valid code deals that game at once (and saves it)."""
    store = MemoryStore()
    app = make_app(store=store)
    other = Game.new().code
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        app.screen.form.focus_stop("code-input")
        await pilot.press(*other.lower(), "enter")
        await pilot.pause()
        assert app.game.code == other
        assert app.screen is app.table
        assert Game.from_json(store.saves[-1][0]).code == other


async def test_settings_changes_apply_at_once_and_are_saved() -> None:
    """ASCII suits redraws the hand with letters; the new settings go to the store."""
    store = MemoryStore()
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await click(pilot, app.screen.form, "ascii")
        await pilot.pause()
        assert app.settings.ascii_suits
        assert store.settings[-1].ascii_suits
        await pilot.press("escape")
        drawn = app.table.query_one(HandView).render().plain
        assert "♠" not in drawn and "♥" not in drawn
        assert all(card.label(ascii_suits=True) in drawn for card in app.game.hand(0))


async def test_the_target_setting_waits_for_the_next_game() -> None:
    """Target 100 chosen mid-game: this game keeps 50, New game uses 100."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.change_settings(rules=app.settings.rules.replace(target=100))
        assert app.game.rules.target == 50
        await pilot.press("s")
        await click(pilot, app.screen.form, "new-game")
        await pilot.pause()
        assert app.game.rules.target == 100


async def test_help_shows_the_rules_of_this_table_not_the_defaults() -> None:
    """A game to 100 with the Q♠ breaking hearts: help says 100 and that the Q♠ breaks them."""
    game = Game.new(CODE, Rules(target=100, queen_breaks_hearts=True))
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one(HelpView).source
        assert "100" in text
        assert "Tactics" in text and "Pass the A♠ and K♠" in text
        await pilot.press("escape")
        assert app.screen is app.table


async def test_the_start_notice_is_shown_in_the_status_line() -> None:
    """The launcher's one-line notice (a damaged save) is shown at start."""
    app = make_app(notice="Your save was damaged; kept as save.json.bad; dealt a new game")
    async with app.run_test(size=(80, 24)):
        assert status(app) == "Your save was damaged; kept as save.json.bad; dealt a new game"


async def test_a_storage_problem_is_shown_once() -> None:
    """When saving fails the app says so once, not on every move."""
    store = MemoryStore(news=[("error", "Cannot save: the data folder is read-only")])
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "right", "enter")
        messages = [n.message for n in app._notifications]
        assert messages.count("Cannot save: the data folder is read-only") == 1


async def test_c_copies_the_game_code() -> None:
    """c puts the code on the clipboard (OSC 52 in a real terminal)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        assert app.clipboard == CODE


@pytest.mark.slow
async def test_house_rules_from_the_drawer_apply_to_the_next_game() -> None:
    """The drawer opens the House rules dialog; its table goes to the settings, not this game."""
    from hearts_tui.app.screens.house_rules import HouseRulesScreen

    store = MemoryStore()
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await click(pilot, app.screen.form, "house-rules")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)
        app.screen.dismiss(Rules(target=75, queen_breaks_hearts=True))
        await pilot.pause()
        assert app.settings.rules == Rules(target=75, queen_breaks_hearts=True)
        assert store.settings[-1].rules.target == 75
        assert app.game.rules == Rules()


async def test_t_opens_the_statistics_screen() -> None:
    """t opens the statistics of the store (none here) with this game's chart."""
    from hearts_tui.app.screens.stats import StatsScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        assert isinstance(app.screen, StatsScreen)


async def test_three_and_five_player_tables_show_every_seat() -> None:
    """Seats come from game.players: 2 CPU panels at three players, 4 at five."""
    from hearts_tui.app.widgets.seat import SeatPanel

    for players in (3, 5):
        app = make_app(Game.new(CODE, Rules(players=players)))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            panels = app.table.query(SeatPanel)
            assert len(panels) == players - 1
            assert all(panel.region.area > 0 for panel in panels)


async def test_a_huge_paste_in_the_code_field_is_quoted_short_under_it() -> None:
    """450,000 characters pasted into the code field were echoed whole under it."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        form = app.screen.form
        form.focus_stop("code-input")
        form.post_message(events.Paste("x" * 450_000))
        await pilot.pause()
        assert len(form.value("code-input")) == 450_000
        await pilot.press("enter")
        error = app.screen.code_error()
        assert error == "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' is too long for a game code"


async def test_play_code_with_the_field_empty_asks_for_a_code() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.game
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        await click_row(pilot, app.screen.form, "code-input", "button")  # Play
        error = app.screen.code_error()
        assert error == "Type a game code first"
        assert app.game is game and isinstance(app.screen, SettingsScreen)
