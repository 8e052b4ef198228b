"""The score sheet on screen: g opens it at any time, it reads right, fits and scrolls at 80×24."""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import pytest
from textual.events import MouseScrollDown
from textual.pilot import Pilot
from textual.widgets import Button, Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.score_sheet import ScoreSheetScreen, SheetView
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game, Rules
from hearts_tui.words.help_text import keys_markdown
from hearts_tui.words.language import use
from tests.store.dirs import finish_game, pass_all

from .helpers import CODE, make_app, my_turn, play_my_card, settle
from .positions import east_shoots_the_moon
from .variant_helpers import plain


def play_hands(game: Game, hands: int) -> Game:
    """``game`` with ``hands`` more hands played by the engine (first legal card, passing the
    first three), stopped at the start of the next hand."""
    for _ in range(hands):
        if game.phase == "passing":
            pass_all(game)
        while game.phase == "playing":
            game.play(game.legal_cards()[0])
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        if game.phase == "hand_over":
            game.next_hand()
    return game


def sheet_text(app: HeartsApp) -> str:
    """The sheet's table on the current screen, as plain text (wide: no wrapping)."""
    return plain(app.screen.query_one(SheetView).table, width=160)


def hand_line(text: str, number: int) -> str:
    """The line of hand ``number`` in the sheet's text."""
    return next(line for line in text.splitlines() if re.match(rf"\s*{number}\s", line))


async def open_sheet(pilot: Pilot[Any]) -> ScoreSheetScreen:
    await pilot.press("g")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ScoreSheetScreen)
    return screen


def test_help_lists_the_score_sheet_key() -> None:
    assert "| g | the score sheet" in keys_markdown(Rules())


async def test_g_opens_the_sheet_during_the_pass_and_escape_g_and_q_close_it() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.game.phase == "passing"
        for closing_key in ("escape", "g", "q"):
            await open_sheet(pilot)
            await pilot.press(closing_key)
            await pilot.pause()
            assert app.screen is app.table, closing_key
        assert app.is_running  # q closed the sheet, it did not quit the game


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_target_is_said_once_and_an_empty_sheet_explains_no_marks(lang: str) -> None:
    """The sheet said "game to 50" twice (the title and the legend; «игра до 50» in
    Russian), and before the first hand its legend explained marks it did not draw."""
    use(lang)
    app = make_app(language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_sheet(pilot)
        title = str(screen.query_one("#sheet-title", Static).content)
        legend = str(screen.query_one("#sheet-legend", Static).content)
        assert "50" in title and legend == ""
    game = play_hands(Game.new(CODE), 1)
    app = make_app(game, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_sheet(pilot)
        legend = str(screen.query_one("#sheet-legend", Static).content)
        assert "Σ" in legend
        assert "50" not in legend, legend


async def test_a_click_on_close_closes_the_sheet() -> None:
    app = make_app(play_hands(Game.new(CODE), 1))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_sheet(pilot)
        await pilot.click("#close")
        await pilot.pause()
        assert app.screen is app.table


async def test_the_sheet_shows_each_hands_points_and_the_running_totals() -> None:
    game = play_hands(Game.new(CODE), 3)
    history = game.history
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_sheet(pilot)
        text = sheet_text(app)
        totals = [0] * 4
        for number, points in enumerate(history, 1):
            totals = [a + b for a, b in zip(totals, points, strict=True)]
            cells = r"\s+".join(rf"{p}(?: \S+)?\s+{t}" for p, t in zip(points, totals, strict=True))
            assert re.match(rf"\s*{number}\s+{cells}\s*$", hand_line(text, number)), text
        assert re.search(r"Total\s+" + r"\s+".join(map(str, game.scores)) + r"\s*$", text)
        assert sum("Q♠" in hand_line(text, n) for n in (1, 2, 3)) == 3


@pytest.mark.slow
async def test_the_moon_shot_and_the_queen_are_marked_beside_the_shooter() -> None:
    app = make_app(east_shoots_the_moon(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HandSummaryScreen):
            await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HandSummaryScreen))
            if my_turn(app):
                await play_my_card(pilot)
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.hand_number == 5 and app.screen is app.table)
        await open_sheet(pilot)
        line = hand_line(sheet_text(app), 4)
        assert re.match(r"\s*4\s+26\s+26\s+26\s+26\s+26\s+26\s+0 ☾Q♠\s+0\s*$", line), line


async def test_a_game_set_up_with_scores_shows_where_its_totals_started() -> None:
    app = make_app(play_hands(east_shoots_the_moon([30, 30, 40, 90]), 1))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        text = sheet_text(app)
        assert re.search(r"start\s+30\s+30\s+40\s+90\s*$", text, re.MULTILINE), text
        assert re.match(r"\s*4\s+26\s+56\s+26\s+56\s+26\s+66\s+0 ☾Q♠\s+90", hand_line(text, 4))


@pytest.mark.slow
async def test_g_on_the_hand_summary_shows_the_sheet_and_escape_returns_to_it() -> None:
    app = make_app(east_shoots_the_moon(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HandSummaryScreen):
            await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HandSummaryScreen))
            if my_turn(app):
                await play_my_card(pilot)
        await open_sheet(pilot)
        assert "0 ☾Q♠" in hand_line(sheet_text(app), 4)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandSummaryScreen)
        assert app.game.phase == "hand_over"  # looking did not deal the next hand


async def test_five_players_at_black_maria_with_the_jack_show_every_seat_and_card() -> None:
    rules = Rules.preset("black_maria", players=5, jack_of_diamonds=-10, target=500)
    game = play_hands(Game.new(CODE, rules), 3)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_sheet(pilot)
        text = sheet_text(app)
        header = text.splitlines()[0].split()
        assert header == ["Hand", "You", "Σ", "W", "Σ", "NW", "Σ", "NE", "Σ", "E", "Σ"]
        for card in ("Q♠", "K♠", "A♠", "J♦"):
            assert all(card in hand_line(text, n) for n in (1, 2, 3)), card
        # Every column fits the dialog at 80 columns: no row of the table wraps.
        view = screen.query_one(SheetView)
        assert view.table_height == len(plain(view.table, width=160).splitlines())
        assert view.natural_width <= view.scrollable_content_region.width
        assert screen.query_one("#sheet").region.right <= 80
        # The longest legend (four big cards) stays on one line and Close stays in view.
        assert screen.query_one("#sheet-legend", Static).size.height == 1
        assert screen.query_one("#close", Button).region.bottom <= 24


async def test_ascii_suits_mark_the_cards_with_letters() -> None:
    app = make_app(play_hands(Game.new(CODE), 2), ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_sheet(pilot)
        text = sheet_text(app)
        assert "QS" in text and "♠" not in text


async def test_a_long_game_scrolls_at_80x24_and_the_close_button_stays_in_view() -> None:
    game = play_hands(Game.new(CODE, Rules(target=500)), 14)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_sheet(pilot)
        close = screen.query_one("#close", Button)
        assert close.region.bottom <= 24 and close.region.height > 0
        view = screen.query_one(SheetView)
        assert view.max_scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert view.scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert view.scroll_y == view.max_scroll_y
        await pilot.press("home")
        await pilot.pause()
        assert view.scroll_y == 0
        # The mouse wheel scrolls it too (the Pilot has no wheel of its own).
        await pilot._post_mouse_events([MouseScrollDown], SheetView, offset=(4, 4))
        await pilot.pause()
        assert view.scroll_y > 0


async def test_game_over_shows_every_hand_and_keeps_its_buttons_at_80x24() -> None:
    game = finish_game(Game.new(CODE, Rules(target=60)))
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        text = sheet_text(app)
        for number in range(1, len(game.history) + 1):
            hand_line(text, number)
        assert re.search(r"Total\s+\d(st|nd|rd|th)\s+", text)
        for button in ("#new", "#replay"):
            assert app.screen.query_one(button, Button).region.bottom <= 24
        assert str(app.screen.query_one("#winners", Static).content).startswith("Game over")


def over(app: HeartsApp) -> bool:
    """Whether the game-over dialog is up."""
    return isinstance(app.screen, GameOverScreen)


@pytest.mark.slow
async def test_game_over_names_the_scroll_keys_only_when_the_sheet_scrolls() -> None:
    """A short game's sheet fits at 80×24: the line under it does not offer PgUp/PgDn,
    which would do nothing; a long one scrolls, and the line says so."""
    short = finish_game(Game.new(CODE, Rules(target=20)))
    long = finish_game(Game.new(CODE, Rules(target=200)))
    for game, scrolls in ((short, False), (long, True)):
        app = make_app(game)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, partial(over, app))
            await pilot.pause()
            await pilot.pause()
            view = app.screen.query_one(SheetView)
            line = str(app.screen.query_one("#dialog .hint", Static).content)
            assert (view.max_scroll_y > 0) is scrolls, len(game.history)
            assert line.startswith(f"Game {game.code} · ")
            assert ("PgUp/PgDn scroll" in line) is scrolls, line


async def test_opening_the_sheet_replays_the_log_once_and_draws_the_table_unmeasured(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What opening a long game's score sheet costs: the game's log replayed once (its own
    log needs no check, which replayed it a second time) and the Rich table drawn once at its
    natural width (measured first, it was laid out twice): benchmarks/responsiveness.py."""
    from rich.table import Table

    from hearts_tui.engine import save
    from hearts_tui.store import hand_facts

    game = finish_game(Game.new(CODE, Rules(target=100)))
    replays: list[object] = []
    measures: list[object] = []
    replay, measure = save._replay, Table.__rich_measure__
    monkeypatch.setattr(save, "_replay", lambda *a, **k: replays.append(a) or replay(*a, **k))
    monkeypatch.setattr(Table, "__rich_measure__", lambda *a: measures.append(a) or measure(*a))
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        replays.clear()
        # (The game-over dialog, open over the finished table, replayed the log already: a
        # log not seen before is what this counts.)
        monkeypatch.setattr(hand_facts, "_last", None)
        app.push_screen(ScoreSheetScreen(game))
        await settle(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.pause()
        assert len(app.screen.query_one(SheetView).sheet.rows) == len(game.history) > 1
        assert (len(replays), len(measures)) == (1, 0)


async def test_the_sheets_scroll_keys_move_it_at_once() -> None:
    """↓ and PgDn scroll a long sheet before the next frame, not at the animator's next tick
    (which made ↓ in the score sheet ten times a bare key's time)."""
    game = finish_game(Game.new(CODE, Rules(target=200)))
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ScoreSheetScreen(game))
        await settle(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.pause()
        view = app.screen.query_one(SheetView)
        assert view.max_scroll_y > 1
        app.screen.action_scroll_sheet("scroll_down")
        assert view.scroll_y == 1
        app.screen.action_scroll_sheet("scroll_end")
        assert view.scroll_y == view.max_scroll_y


def restyles_counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """From now on, each node Textual restyles, named by its screen's class (what a key
    costs: every node restyled is ~0.5-1 ms, issue 30)."""
    from textual.css.stylesheet import Stylesheet

    restyled: list[str] = []
    apply = Stylesheet.apply

    def counted(self: Stylesheet, node: Any, *args: Any, **kwargs: Any) -> None:
        restyled.append(type(node.screen).__name__ if node.is_attached else "")
        apply(self, node, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "apply", counted)
    return restyled


async def test_the_sheet_over_the_summary_hides_it_and_restyles_none_of_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """g on the hand summary: the summary's frame and words are hidden under the sheet (no
    frame in a frame) and shown again after Esc, which restyles none of the summary's
    widgets (a class on the summary restyled every one of them before that frame)."""
    from .screen_text import screen_text

    game = play_hands(Game.new(CODE), 2)
    while game.phase in ("passing", "playing"):
        if game.phase == "passing":
            pass_all(game)
        else:
            game.play(game.legal_cards()[0])
    restyled = restyles_counted(monkeypatch)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen) and app.screen.ready)
        for _ in range(3):
            await pilot.pause()
        summary = app.screen
        words = "Next hand"
        assert words in screen_text(app)
        await pilot.press("g")
        await settle(pilot, lambda: isinstance(app.screen, ScoreSheetScreen) and app.screen.ready)
        await pilot.pause()
        assert words not in screen_text(app)
        restyled.clear()
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is summary)
        await pilot.pause()
        assert words in screen_text(app)
        assert restyled.count("HandSummaryScreen") <= 2, restyled


@pytest.mark.parametrize("dialog", ["summary", "sheet", "game over"])
async def test_a_hand_end_dialog_opened_the_first_time_restyles_none_of_the_table(
    dialog: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hand summary, the score sheet and game over read their rules with the app's at
    start: a screen's own CSS was read when it first opened, every rule parsed again and
    every node of the table restyled before its first frame (85 ms instead of 35 for the
    summary's first opening, benchmarks/responsiveness.py's conditions)."""
    game = play_hands(Game.new(CODE), 2)
    over = finish_game(Game.new(CODE, Rules(target=50)))
    opened = {
        "summary": lambda: HandSummaryScreen(over),
        "sheet": lambda: ScoreSheetScreen(over),
        "game over": lambda: GameOverScreen(over),
    }[dialog]
    restyled = restyles_counted(monkeypatch)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.screen is app.table and app.game.phase == "passing")
        for _ in range(3):
            await pilot.pause()
        restyled.clear()
        app.push_screen(opened())
        await settle(pilot, lambda: app.screen is not app.table)
        await pilot.pause()
        assert restyled.count("TableScreen") == 0, restyled.count("TableScreen")


async def test_ten_players_after_many_hands_show_every_seat_at_80_columns() -> None:
    # Cancellation at ten, 14 hands: cells like "41 Q♠Q♠" made the table 83 columns wide
    # without the running totals, and the sheet cannot scroll sideways: the last two seats
    # were cut off (the winner's column among them), their figures half shown without a
    # name (found on the merged main of issues 36–40). The marks go where they do not fit.
    rules = Rules.cancellation(players=10, target=500)
    game = play_hands(Game.new("3W3D-CYQ7-7FB4-QET", rules), 14)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_sheet(pilot)
        view = screen.query_one(SheetView)
        header = sheet_text(app).splitlines()[0].split()
        assert len(header) == 1 + 10, header
        assert view.natural_width <= view.scrollable_content_region.width
        legend = str(screen.query_one("#sheet-legend", Static).content)
        assert "Q♠" not in sheet_text(app) and "Q♠" not in legend
