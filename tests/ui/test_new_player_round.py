"""What a new player hit in the third round of the table (issue 30): each test failed on the
code before its fix."""

from __future__ import annotations

import pytest
from textual.content import Content
from textual.widgets import OptionList

from hearts_tui.app.screens.last_trick import LastTrickScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Game, Rules
from hearts_tui.store.saves import saved_of
from hearts_tui.store.shelf import Shelved

from ..store.dirs import pass_all
from ..words.test_big_cards import played_out
from .helpers import CODE, FakeClock, MemoryStore, make_app, my_turn, play_my_card, settle
from .positions import follow_clubs
from .screen_text import screen_text
from .test_play_aids import YOU_HOLD_THE_TOPS, _game


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
