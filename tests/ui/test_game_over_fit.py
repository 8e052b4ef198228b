"""Issue 20 §5: the game over at 80×24 shows the whole result, or says at once that it
scrolls."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.score_sheet import SheetView
from hearts_tui.engine import Game, Rules

from .helpers import CODE, make_app


def _played_to_the_end(target: int) -> Game:
    """A game played by the engine (first legal cards) to its end."""
    game = Game.new(CODE, Rules(target=target))
    while game.phase != "game_over":
        if game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, game.hand(seat)[:3])
        while game.phase == "playing":
            game.play(game.legal_cards()[0])
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        if game.phase == "hand_over":
            game.next_hand()
    return game


@pytest.mark.parametrize("target", [50, 70, 100])
async def test_game_over_fits_whole_or_says_it_scrolls_from_its_first_paint(target: int) -> None:
    """Issue 20 §5: the last chart row (the winner's) was hidden, and "PgUp/PgDn scroll"
    came only after a key.  Six hands to 70 now fit whole; eleven hands to 100 scroll, and
    the line under the sheet says so as the dialog opens."""
    game = _played_to_the_end(target)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = GameOverScreen(game)
        await app.push_screen(screen)
        said = str(screen.query_one("#game-over-hint", Static).content)  # before any layout
        await pilot.pause()
        await pilot.pause()
        view = screen.query_one(SheetView)
        scrolls = view.max_scroll_y > 0
        assert scrolls is (target == 100), (target, view.max_scroll_y)
        assert ("PgUp/PgDn scroll" in said) is scrolls, said


async def test_game_over_opens_with_nothing_focused_and_tab_goes_round_its_two_buttons() -> None:
    """Issue 40 (the answer to #30): the sheet was the first focus stop, so each Tab restyled
    and redrew the sheet and its scroll bar besides a button (five times a bare key's time).
    Now nothing has the focus as it opens (a second Enter still deals nothing), Tab goes
    New game → Replay → New game, and the sheet's keys scroll it all the same."""
    game = _played_to_the_end(100)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        results: list[str | None] = []
        screen = GameOverScreen(game)
        await app.push_screen(screen, results.append)
        await pilot.pause()
        assert screen.focused is None
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and results == []
        stops: list[str | None] = []
        for key in ("tab", "tab", "tab", "shift+tab", "shift+tab"):
            await pilot.press(key)
            await pilot.pause()
            assert screen.focused is not None
            stops.append(screen.focused.id)
        assert stops == ["new", "replay", "new", "replay", "new"]
        view = screen.query_one(SheetView)
        await pilot.press("down", "pagedown")
        await pilot.pause()
        assert view.scroll_offset.y > 1
        assert screen.focused is not None and screen.focused.id == "new"


@pytest.mark.parametrize("dialog", ["game over", "score sheet"])
async def test_the_sheets_dialogs_are_sized_as_they_are_made(dialog: str) -> None:
    """Issue 40 (the answer to #30): sized once mounted, the dialog was laid out a second
    time before its first frame.  Its width (and the sheet's rows) are set as it is
    composed."""
    from textual.compose import compose

    from hearts_tui.app.screens.score_sheet import ScoreSheetScreen

    game = _played_to_the_end(100)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = GameOverScreen(game) if dialog == "game over" else ScoreSheetScreen(game)
        box = compose(screen)[0]
        assert box.styles.inline.has_rule("width")
        width = box.styles.inline.width
        # The very size the dialog has on the screen.
        shown = GameOverScreen(game) if dialog == "game over" else ScoreSheetScreen(game)
        await app.push_screen(shown)
        await pilot.pause()
        assert width is not None
        assert shown.query_one(".dialog").outer_size.width == width.cells


@pytest.mark.parametrize("size", [(48, 41), (80, 24)], ids=["upright", "sideways"])
async def test_on_a_touch_screen_game_over_says_how_to_scroll_by_finger(
    size: tuple[int, int],
) -> None:
    """Issue 38 §2: on a phone the line under a scrolling sheet said "PgUp/PgDn scroll",
    keys a phone has not got; it names the finger's way, whole on the screen."""
    game = _played_to_the_end(100)
    app = make_app(game, touch=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = GameOverScreen(game)
        await app.push_screen(screen)
        await pilot.pause()
        await pilot.pause()
        hint = screen.query_one("#game-over-hint", Static)
        said = str(hint.content)
        if screen.query_one(SheetView).max_scroll_y > 0:
            assert "draw a finger up or down to scroll" in said, said
        assert "PgUp" not in said
        shown = "".join(strip.text for strip in hint.render_lines(hint.region.reset_offset))
        assert "".join(said.split()) == "".join(shown.split()), (said, shown)
