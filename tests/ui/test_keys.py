"""Keys pressed faster than screens open and close: each case seen crashing the table.

``send_burst`` queues keys the way a terminal delivers a fast burst (``pilot.press`` waits for
the app after every key, which hides these races).
"""

from __future__ import annotations

from typing import Any

import pytest

from hearts_tui.app.dialog import Dialog
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.engine import Game

from .helpers import CODE, MemoryStore, make_app, settle
from .positions import follow_clubs
from .storm import at_game_over, at_hand_over, send_burst


async def test_enter_tab_pageup_in_one_burst_on_a_drop_down_does_not_crash() -> None:
    """Seen: `s`, then Enter Tab PageUp at once → KeyError: 0 in SelectOverlay._move_page
    (the list got PageUp before its first layout)."""
    app = make_app(cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        send_burst(app, ["enter", "tab", "pageup"])
        await pilot.pause()
        send_burst(app, ["enter", "pagedown", "pageup", "pagedown", "enter"])
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        assert app.return_code is None


async def test_enter_tab_enter_on_new_game_deals_once_and_keeps_the_table() -> None:
    """Seen: `s`, Tab to New game, Enter Tab Enter at once → ScreenStackError (the second
    Enter dismissed the drawer again, popping the table)."""
    store = MemoryStore()
    app = make_app(store=store, cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        drawer = app.screen
        assert isinstance(drawer, SettingsScreen)
        drawer.form.focus_stop("new-game")
        await pilot.pause()
        old, saves = app.game, len(store.saves)
        send_burst(app, ["enter", "tab", "enter"])
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen is app.table and len(app.screen_stack) == 1
        assert app.game is not old
        dealt = {Game.from_json(text).code for text, _ in store.saves[saves:]}
        assert dealt == {app.game.code}, "New game dealt more than one game"


@pytest.mark.parametrize("key", ["s", "t", "h", "f1", "question_mark", "l"])
async def test_q_with_a_dialog_key_in_one_burst_exits_cleanly(key: str) -> None:
    """Seen: `q` with `s`, `t`, `h` or F1 at once → NoMatches in the new screen's on_mount
    and exit status 1 instead of 0.  (Mid-hand, so that no dialog is already open: there
    q would close it, as it closes any dialog.)"""
    app = make_app(follow_clubs(), cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        send_burst(app, ["q", key])
        await pilot.pause()
    assert app.return_code == 0


async def test_q_quits_from_the_enlarge_the_terminal_notice_as_it_says() -> None:
    """The notice says "q quits"; as a modal screen it did not let the app's q through."""
    app = make_app()
    async with app.run_test(size=(79, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_a_dialog_dismissed_twice_answers_once_and_pops_only_itself() -> None:
    """The hand summary's Enter twice in a burst: one next hand, the table stays."""
    app = make_app(at_hand_over())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        summary = app.screen
        hand = app.game.hand_number
        summary.dismiss(None)  # Enter, and a second Enter queued behind it
        summary.dismiss(None)
        send_burst(app, ["enter", "space", "escape"])
        await pilot.pause()
        await settle(pilot, lambda: app.screen is app.table)
        assert app.game.hand_number == hand + 1
        assert len(app.screen_stack) == 1


async def test_dismiss_under_another_screen_does_nothing() -> None:
    """A dismiss for a dialog that is not on top neither answers nor pops the top screen."""
    answers: list[Any] = []
    app = make_app(cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        below: Dialog[str] = Dialog()
        above: Dialog[str] = Dialog()
        await app.push_screen(below, answers.append)
        await app.push_screen(above)
        below.dismiss("late")
        await pilot.pause()
        assert app.screen is above and answers == []
        above.dismiss()
        await pilot.pause()
        below.dismiss("now")
        below.dismiss("again")
        await pilot.pause()
        assert answers == ["now"] and app.screen is app.table


async def test_a_late_game_over_answer_does_not_act_on_a_game_that_replaced_it() -> None:
    """Game over for game A is open; the game is replaced by B; then "Replay" for A must not
    replay (or replace) B."""
    app = make_app(at_game_over())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        app.new_game(None)
        await app.workers.wait_for_complete()
        await pilot.pause()
        replacing = app.game
        await pilot.press("r")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.game is replacing


@pytest.mark.parametrize(("start", "quit_key"), [("table", "q"), ("summary", "ctrl+q")])
async def test_keys_still_queued_at_shutdown_are_dropped_not_looked_up_on_no_screen(
    start: str, quit_key: str
) -> None:
    """Seen in a storm: keys still queued behind a quit key reached Textual's binding lookup
    after the shutdown had emptied the screen stack → ScreenStackError, exit status 1."""
    app = make_app(at_hand_over() if start == "summary" else None, cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        if start == "summary":
            await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        send_burst(app, [quit_key, "enter", "tab", "escape", "s", "question_mark"])
        # No pause: the app shuts down with the keys still queued.
    assert app.return_code in (None, 0) and app.crash_line is None


async def test_three_cards_and_p_in_one_burst_pass_those_three() -> None:
    """Seen in tmux: "Enter Right Enter Right Enter p" sent at once chose three cards but
    did not pass them (p reached the table before the chosen cards did)."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        first_three = list(app.game.hand(0)[:3])
        send_burst(app, ["enter", "right", "enter", "right", "enter", "p"])
        await settle(pilot, lambda: app.game.has_passed(0))
        assert list(app.game.passed_cards(0)) == first_three


async def test_keys_typed_before_the_table_is_up_are_kept_and_replayed() -> None:
    """Seen in tmux: keys typed while hearts was starting were lost (no card had the focus
    yet), and an Enter typed before the terminal went raw arrived as ctrl+j."""
    from textual import events

    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        first = app.game.hand(0)[0]
        # As if typed during start-up: held until the table was ready, then replayed.
        app._early_keys = [events.Key("ctrl+j", "\n"), events.Key("right", None)]
        app.table_ready()
        await pilot.pause()
        await pilot.pause()
        assert app.table.selected == [first]
        assert app._early_keys is None


async def test_page_keys_on_a_game_over_dialog_being_taken_down_do_nothing() -> None:
    """Found by a key storm at game over: PageDown reached the dialog after its sheet was
    gone (NoMatches from the scroll action)."""
    from hearts_tui.app.screens.score_sheet import SheetView

    app = make_app(at_game_over(), cpu_pace="fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        screen = app.screen
        await screen.query_one(SheetView).remove()
        screen.action_scroll_sheet("page_down")  # type: ignore[attr-defined]
        screen.on_resize()  # type: ignore[attr-defined]
        await pilot.pause()
        assert app.is_running


async def test_the_table_redraws_under_a_tracker_dialog_not_yet_composed() -> None:
    """Found by a tmux storm (k then a card in one burst): the table's redraw updated the
    tracker dialog before it had composed its columns (NoMatches, exit 1)."""
    from hearts_tui.app.screens.tracker import TrackerScreen

    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = TrackerScreen(["counts"], ["points"])
        dialog.show(["new counts"], ["new points"])  # before it is even pushed
        app.open(dialog)
        app.table.redraw()  # right away: the dialog has not composed yet
        await pilot.pause()
        assert "new counts" not in dialog.text()  # the redraw brought the table's own lines
        assert isinstance(app.screen, TrackerScreen) and app.is_running
