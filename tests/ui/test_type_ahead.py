"""Keys typed ahead into a dialog: a player who knows the keys types "s ↓↓↓↓ ⏎" in one go.

Textual runs a screen's binding only once its key has gone round the focused widget and
back to the app, and the keys typed after it were by then at the table: "s ↓↓↓↓ ⏎" moved
the hand's cursor and picked a card, then opened the settings.  The keys after a key that
opens a dialog go to that dialog, in their order, once it has its focus."""

from __future__ import annotations

import pytest

from hearts_tui.app.dialog import Dialog
from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.stats import StatsScreen
from hearts_tui.app.screens.tracker import TrackerScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.engine import Game

from .helpers import CODE, make_app, settle
from .storm import send_burst


def _cursor(app: object) -> int:
    return app.table.query_one(HandView).cursor  # type: ignore[attr-defined, no-any-return]


async def _after(keys: list[str], *, at_once: bool) -> tuple[object, ...]:
    """What ``keys`` typed at the pass leave: the screen on top, the settings form's
    focused stop and its open list, the settings, the hand's cursor and the cards picked."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        if at_once:
            send_burst(app, keys)
        else:
            for key in keys:
                await pilot.press(key)
                await settle(pilot, lambda: not isinstance(app.screen, Dialog) or app.screen.ready)
        await settle(pilot, lambda: len(app.screen_stack) > 1)
        await settle(pilot, lambda: not app._held_keys and app.screen.is_mounted)
        for _ in range(5):
            await pilot.pause()
        drawer = next(s for s in app.screen_stack if isinstance(s, SettingsScreen))
        form = drawer.form
        return (
            type(app.screen).__name__,
            form.focused_key,
            form._open,
            app.settings,
            _cursor(app),
            app.table.selected,
        )


async def test_s_and_arrows_and_enter_typed_at_once_do_what_they_do_one_at_a_time() -> None:
    """ "s ↓↓↓↓ ⏎" in one write: the arrows move in the settings and Enter opens the list
    there (the arrows reached the settings' screen before its form had the focus, and
    moved the focus another way)."""
    keys = ["s", "down", "down", "down", "down", "enter"]
    slowly = await _after(keys, at_once=False)
    assert await _after(keys, at_once=True) == slowly


@pytest.mark.parametrize(
    ("key", "dialog"),
    [
        ("s", SettingsScreen),
        ("t", StatsScreen),
        ("g", ScoreSheetScreen),
        ("u", UnfinishedScreen),
        ("k", TrackerScreen),
        ("question_mark", HelpScreen),
    ],
)
async def test_keys_typed_right_after_the_key_of_a_dialog_go_to_that_dialog(
    key: str, dialog: type[Dialog[object]]
) -> None:
    """ "t → Esc" in one burst: the statistics open, show the next table and close (the →
    moved the hand's cursor before the statistics opened)."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        cursor = _cursor(app)
        opened: list[object] = []
        push = app.push_screen

        def pushed(screen: object, *args: object, **kwargs: object) -> object:
            opened.append(screen)
            return push(screen, *args, **kwargs)  # type: ignore[arg-type]

        app.push_screen = pushed  # type: ignore[method-assign, assignment]
        send_burst(app, [key, "right", "escape"])
        await settle(pilot, lambda: bool(opened))
        await settle(pilot, lambda: app.screen is app.table)
        await settle(pilot, lambda: not app._held_keys)
        await pilot.pause()
        assert [type(screen) for screen in opened] == [dialog]
        assert app.screen is app.table and _cursor(app) == cursor
        assert app.table.selected == []
