"""Take-back on the table (issue 10 §4): z with the setting off says how; on, it takes back
your card and the CPUs' cards after it, or your pass; the count is saved with the game,
restored, shown on the score sheet and the game-over dialog, and counted in statistics."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.table.take_back import NOT_ALLOWED
from hearts_tui.engine import Game

from ..house_rules.form_driver import click
from . import positions
from .helpers import MemoryStore, make_app, my_turn, pass_with_keys, play_my_card, settle, status


async def test_z_with_take_back_off_says_how_to_allow_it() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        before = app.game.to_json()
        await pilot.press("z")
        assert status(app) == NOT_ALLOWED
        assert "settings (s)" in status(app)
        assert app.game.to_json() == before and app.table.take_backs.count == 0


async def test_z_takes_back_your_card_and_the_cpu_cards_after_it() -> None:
    store = MemoryStore()
    app = make_app(positions.follow_clubs(), store=store, allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)  # 5♣ to West's trick; then North and East lead and follow
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        before = [(seat, card.code) for seat, card in app.game.trick]
        moment = store.saves[-1][0]
        mine = min(app.game.legal_cards(), key=lambda c: (c.rank, c.suit))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        after_mine = len(app.game.trick) if app.game.trick else len(app.game.tricks[-1].cards)
        assert after_mine > 1
        await pilot.press("z")
        await pilot.pause()
        text = status(app)
        assert text.startswith(f"Taken back: your {mine} and the ")
        assert text.endswith("cards after it") or text.endswith("card after it")
        assert [(seat, card.code) for seat, card in app.game.trick] == before
        assert my_turn(app) and mine in app.game.hand(0)
        # Exactly the game as it was before your card, saved as such, counted once.
        assert app.game.to_json() == moment
        assert store.saves[-1] == (moment, {"selected": [], "hints": 0, "takebacks": 1})
        # Play resumes from there: the same card brings the same CPU answers.
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        assert app.table.take_backs.count == 1


async def test_z_takes_back_the_pass_and_the_cards_after_it() -> None:
    app = make_app(allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        dealt = app.game.to_json()
        hand = app.game.hand(0)
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app))
        assert app.game.phase == "playing"
        await pilot.press("z")
        await pilot.pause()
        assert app.game.phase == "passing" and not app.game.has_passed(0)
        assert app.game.hand(0) == hand and app.game.to_json() == dealt
        assert status(app).startswith(f"Taken back: your pass ({' '.join(map(str, hand[:3]))})")
        # The pass panel is back, ready for a new choice.
        assert app.table.query_one("#pass-panel").display
        assert app.table.selected == []
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app))
        assert app.game.phase == "playing"


async def test_nothing_to_take_back_says_so_and_names_the_hand_boundary() -> None:
    app = make_app(positions.follow_clubs(), allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("z")
        # Hand 4 of a game: the earlier hands are over and stay as they are.
        assert status(app) == (
            "Nothing to take back in this hand (a finished hand cannot be taken back)"
        )
        assert app.table.take_backs.count == 0


@pytest.mark.slow
async def test_cpu_answers_on_their_way_are_dropped_by_a_take_back() -> None:
    app = make_app(positions.follow_clubs(), allow_take_back=True, cpu_pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app), limit=20000)
        moment = app.game.to_json()
        await play_my_card(pilot)
        assert app.game.turn != 0  # North is thinking, its card on its way
        await pilot.press("z")
        await app.workers.wait_for_complete()
        await pilot.pause(1.5)  # past the slow pace's delay for North's card…
        await pilot.pause()  # …and its timer run, had it been kept: nothing may change
        assert app.game.to_json() == moment and my_turn(app)


async def test_the_count_is_saved_restored_and_shown_on_the_score_sheet() -> None:
    store = MemoryStore()
    app = make_app(positions.follow_clubs(), store=store, allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(2):
            await settle(pilot, lambda: my_turn(app))
            await play_my_card(pilot)
            await settle(pilot, lambda: my_turn(app))
            await pilot.press("z")
        await pilot.press("g")
        await pilot.pause()
        title = str(app.screen.query_one("#sheet-title", Static).content)
        assert title.endswith(" · assisted (2 take-backs)")
        assert app.screen.query_one("#sheet-title").region.right <= 80
    saved, ui = store.saves[-1]
    assert ui["takebacks"] == 2
    # Resume in the middle of the take-back: the same position and count.
    again = make_app(Game.from_json(saved), ui_state=ui, allow_take_back=True)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(again))
        assert again.game.to_json() == saved
        assert again.table.take_backs.count == 2
        assert again.table.ui_state()["takebacks"] == 2
        await pilot.press("z")  # nothing left to take back in this hand
        assert again.table.take_backs.count == 2
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(again))
        await pilot.press("z")
        assert again.table.take_backs.count == 3
        assert again.game.to_json() == saved


@pytest.mark.slow
async def test_an_assisted_game_says_so_at_the_end_and_in_the_statistics() -> None:
    store = MemoryStore()
    # Hand 4 of a game to 50 that East's 49 points end: the game is over after this hand.
    game = Game.from_hands(positions.HANDS, hand_number=4, scores=[0, 10, 20, 49], code="K7QD-MR9S")
    app = make_app(game, store=store, allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("z")
        while app.game.phase != "game_over":
            if my_turn(app):
                await play_my_card(pilot)
            await settle(pilot, lambda: app.game.phase == "game_over" or my_turn(app))
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        title = str(app.screen.query_one("#winners", Static).content)
        assert title.endswith(" · assisted (1 take-back)")
        assert store.finished_takebacks == [1]


async def test_the_drawer_switches_take_back_on_and_still_fits_at_80x24() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.form
        assert form.in_view("take-back") and form.in_view("buttons")  # Close
        assert form.row("take-back").name == "Allow take-back (z): off"
        await click(pilot, form, "take-back")
        await pilot.pause()
        assert app.settings.allow_take_back
        assert form.row("take-back").name == "Allow take-back (z): on"


@pytest.mark.slow
async def test_the_hand_summary_counts_the_take_backs() -> None:
    from hearts_tui.app.screens.summary import HandSummaryScreen

    app = make_app(positions.follow_clubs(), allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("z")
        while app.game.phase == "playing":
            if my_turn(app):
                await play_my_card(pilot)
            await settle(pilot, lambda: app.game.phase != "playing" or my_turn(app))
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        line = app.screen.query_one("#takebacks", Static)
        assert str(line.content) == "Take-backs in this game: 1 (assisted)"
        assert line.region.bottom <= 24
