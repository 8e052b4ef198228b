"""What a new player hit in the third round of the table (issue 30): each test failed on the
code before its fix."""

from __future__ import annotations

import asyncio

import pytest
from textual.content import Content
from textual.widgets import OptionList

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.last_trick import LastTrickScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.table.flow import card_delay
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Game, Rules
from hearts_tui.store.saves import saved_of
from hearts_tui.store.shelf import Shelved
from hearts_tui.words.status_line import clipped

from ..store.dirs import pass_all
from ..words.test_big_cards import played_out
from .helpers import (
    CODE,
    FakeClock,
    MemoryStore,
    make_app,
    my_turn,
    play_my_card,
    settle,
    status,
)
from .positions import follow_clubs
from .screen_text import screen_text
from .table_driver import trick_lines
from .test_play_aids import ONE_CLUB, YOU_HOLD_THE_TOPS, _game


def _key_bar(app: HeartsApp) -> tuple[str, int]:
    bar = app.table.query_one(KeyBar)
    return Content.from_markup(str(bar.content)).plain, bar.content_size.width


# -- 6: the key bar keeps "q Quit" whole ------------------------------------------------------


async def test_the_key_bar_keeps_q_quit_whole_when_f_finish_appears_at_80_columns() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        keys, room = _key_bar(app)
        assert "f Finish" in keys
        assert keys.endswith("q Quit") and len(keys) <= room, keys


# -- 8: the unfinished games list breaks a 10-player entry between two seats ----------------


async def test_a_ten_player_entry_of_the_unfinished_list_breaks_between_seats() -> None:
    dealt = Game.new(CODE, Rules.cancellation(10))
    hands = [[card.code for card in dealt.hand(seat)] for seat in range(10)]
    ten = Game.from_hands(hands, dealt.rules, hand_number=3, scores=[10 + s for s in range(10)])
    store = MemoryStore()
    store.shelf.append(Shelved.of(saved_of(ten, "ten", {}), played_at=1_000_000.0))
    app = make_app(Game.new(CODE), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        games = app.screen.query_one("#games", OptionList)
        drawn = games.render_lines(games.region.reset_offset)
        shown = [strip.text.strip(" ▊▎▏▔▁") for strip in drawn]
        entry = [line for line in shown if line]
        assert entry[0].startswith(ten.code)
        for line in entry:
            # A line never starts with a score torn from its seat, nor ends with a seat
            # whose score went on to the next line.
            assert not line.split()[0].isdigit(), entry
            assert line.split()[-1] not in {"You", *"ABCDEFGHI"}, entry
        assert "H 18 I 19" in " ".join(entry)


# -- 7: the move timer stands still while the last trick is open, and the dialog says so ---


async def test_the_last_trick_says_the_move_timer_stands_still_and_it_does() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(Rules(move_timer=30)), clock=fake, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        app.table.move_timer.tick()
        fake.advance(10.0)
        app.table.move_timer.tick()
        await pilot.press("l")
        await settle(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        app.table.move_timer.tick()
        fake.advance(600.0)  # ten minutes over the last trick
        app.table.move_timer.tick()
        assert "Move timer paused while this is open: 20 s left." in screen_text(app)
        assert len(app.game.hand(0)) == 12  # nothing played behind the dialog
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is app.table)
        app.table.move_timer.tick()
        assert app.table.move_timer.text() == "Time 20 s"


# -- 9: at 160x48 a card you may not play still looks like a card, greyed ------------------


async def test_big_cards_you_may_not_play_are_drawn_as_cards_greyed_at_160x48() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        hand = app.table.query_one(HandView)
        rows = hand.render().plain.split("\n")
        greyed = [look.card for look in hand.looks if not look.playable]
        assert greyed
        for card in greyed:
            label = card.label()
            top = next(y for y, row in enumerate(rows) if f"╎{label}" in row)
            # The frame around the label, the label again at the bottom right: one card.
            at = rows[top].index(f"╎{label}")
            assert rows[top - 1][at] == "┌" and rows[top + 3][at] == "└", card
            assert f"{label}╎" in rows[top + 2], card
        assert "╭" in "".join(rows)  # the playable cards keep their rounded frame


# -- 1: the hand summary's buttons always show at 80x24 --------------------------------------


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(players=6), Rules.cancellation(10)], ids=["4", "6", "10"]
)
async def test_the_hand_summary_shows_its_buttons_whole_with_hints_and_take_backs(
    rules: Rules,
) -> None:
    game = Game.new(CODE if rules.players < 10 else None, rules)
    if game.phase == "passing":
        pass_all(game)
    played_out(game)
    app = make_app(game, ui_state={"hints": 1, "takebacks": 1})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        await pilot.pause()
        screen = app.screen
        dialog = screen.query_one("#dialog")
        assert screen.query_one("#takebacks").region.bottom <= dialog.region.bottom
        for button in ("#next", "#review"):
            region = screen.query_one(button).region
            # Inside the frame (its border row below them), above the key line.
            assert region.height >= 1 and region.bottom <= dialog.region.bottom - 1, button
            assert dialog.region.bottom <= 23
        assert screen.focused is screen.query_one("#next")
        await pilot.press("enter")  # the next hand
        await settle(pilot, lambda: app.screen is app.table)


# -- 2: a closed terminal resumes the trick as it stood ----------------------------------------


@pytest.mark.slow  # waits out the pace
async def test_once_the_app_begins_to_exit_no_cpu_card_is_played_or_saved() -> None:
    """A closed terminal's exit can take seconds; the CPUs' cards waiting for their pace
    must not be played (and saved) meanwhile, or the game resumes a trick later."""
    store = MemoryStore()
    app = make_app(follow_clubs(), store=store, confirm_move=False, cpu_pace="fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await app.workers.wait_for_complete()  # the CPU has answered; its card waits
        await pilot.pause()
        seen = app.game.to_json()
        assert store.saves[-1][0] == seen  # saved as the player sees it: East to play
        app.exiting = True  # what HeartsApp.exit sets first (a hang-up, a signal, q)
        await asyncio.sleep(1.5)  # past the fast pace's hold of the finished trick
        await pilot.pause()
        assert app.game.to_json() == seen and store.saves[-1][0] == seen


@pytest.mark.slow  # waits out the pace
async def test_a_game_resumed_mid_trick_stands_as_it_was_left_then_finishes_in_view() -> None:
    """Resumed with West's and North's cards on the trick and East to play, the table shows
    the trick as it stood for a finished trick's hold (counted from its first frame), not a
    card's pace from its mount: on a loaded machine the trick had moved on before the player
    could see it, and the game looked resumed a trick later (issue 30 §2)."""
    game = follow_clubs()
    while game.turn != 3:  # West leads the 2♣, North follows
        game.play(min(game.legal_cards(), key=lambda c: c.rank))
    left = list(game.trick)
    app = make_app(game, cpu_pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = " ".join(trick_lines(app))
        assert all(str(card) in shown for _, card in left), shown
        await asyncio.sleep(card_delay("normal", 4) + 0.3)  # past a card's pace
        await pilot.pause()
        assert app.game.trick == left, "East played before the trick could be seen"
        await settle(pilot, lambda: len(app.game.trick) == 3)  # then East plays, in view
        assert app.game.trick[:2] == left and app.game.trick[2][0] == 3


# -- 5: the status line: short forms that fit, only what is current, "..." in ASCII --------


def test_a_raised_cards_short_form_drops_whole_clauses_to_fit() -> None:
    described = "cancels the other 6♥, sheds 1 point on Cleo, Cleo takes 3 points"
    assert clipped("Again plays 6♥", described, 60) == (
        "Again plays 6♥: cancels the other 6♥, sheds 1 point on Cleo"
    )
    assert clipped("Again plays 6♥", described, 30) == "Again plays 6♥"


async def test_an_only_card_played_for_you_is_not_news_once_the_next_trick_is_under_way() -> None:
    app = make_app(Game.from_hands(ONE_CLUB, hand_number=4, code=CODE), play_only_card=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        assert app.game.trick  # the next trick was led by another seat
        assert "only legal card" not in status(app), status(app)
        assert "Your only legal card, 9♣, was played for you." in app.table.hand_log.lines


@pytest.mark.slow
async def test_finishing_the_hand_is_not_said_under_the_hand_summary() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("f")
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        await pilot.pause()
        assert "Finishing" not in status(app), status(app)


async def test_in_ascii_a_status_too_long_for_the_row_is_cut_with_three_dots() -> None:
    app = make_app(follow_clubs(), ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        app.table.set_status("Q♠ " + "and so on " * 20)
        await pilot.pause()
        shown = status(app)
        assert shown.isascii() and shown.endswith("...") and len(shown) <= 78, shown


# -- 3: House rules: every focus stop visible and named; Esc goes back to its button --------


async def test_house_rules_has_one_named_visible_stop_an_option_and_esc_returns_to_its_button() -> (
    None
):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        drawer = app.screen
        assert isinstance(drawer, SettingsScreen)
        drawer.form.focus_stop("house-rules")
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, HouseRulesScreen))
        dialog = app.screen
        assert isinstance(dialog, HouseRulesScreen)
        form = dialog.form
        seen = []
        for _ in range(len(form.stop_keys())):
            row = form.focused_row
            assert row is not None and form.in_view(row), row
            name = form.row(row).name
            assert name or form.row(row).kind == "buttons", row  # every stop is named
            seen.append(form.focused_key)
            await pilot.press("down")
        # The 4th ↓ from the game lands on the move timer, not in a hidden "or 50" box.
        assert seen[:5] == ["variant", "players", "scoring", "target", "move_timer"]
        assert len(seen) == len(set(seen))
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is drawer)
        assert app.focused is drawer.form and drawer.form.focused_key == "house-rules"
        assert drawer.form._top == 0 and drawer.form.in_view("title")  # not scrolled away
