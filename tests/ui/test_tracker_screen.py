"""The card tracker on the table (key ``k``): a dialog at 80×24, a panel beside the table on
wide terminals, by keyboard and mouse, on every kind of table — and it never peeks."""

from __future__ import annotations

from typing import Any

import pytest
from textual.content import Content
from textual.pilot import Pilot
from textual.widgets import Button

from hearts_tui.app.screens.tracker import TrackerPanel, TrackerScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Game, Rules

from .helpers import make_app, my_turn, play_my_card, settle
from .positions import HANDS, follow_clubs
from .screen_text import screen_text


def _on_screen(app: HeartsApp, widget: Any) -> bool:
    width, height = app.size
    region = widget.region
    return region.area > 0 and region.right <= width and region.bottom <= height


async def _click_key(pilot: Pilot[Any], label: str) -> None:
    """Click an entry of the key bar by its text (``"k Tracker"``)."""
    app = pilot.app
    assert isinstance(app, HeartsApp)
    bar = app.table.query_one(KeyBar)
    plain = Content.from_markup(str(bar.content)).plain
    at = plain.index(label)
    await pilot.click(KeyBar, offset=(1 + at + 1, 0))


async def test_k_opens_the_tracker_dialog_at_80x24_and_esc_k_q_close_it() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        for key in ("escape", "k", "q"):
            await pilot.press("k")
            assert isinstance(app.screen, TrackerScreen)
            text = app.screen.text()
            assert "Trick 1 · hearts not broken yet" in text
            assert "No pass this hand" in text
            close = app.screen.query_one("#close", Button)
            assert _on_screen(app, close)
            drawn = screen_text(app)  # what a person sees: the whole tracker, and Close
            assert "Card tracker" in drawn and "Close" in drawn
            assert "♣    8  2 6 J" in drawn and "none shown yet" in drawn
            await pilot.press(key)
            assert app.screen is app.table, key
        assert app.is_running  # q closed the tracker, it did not quit


async def test_the_mouse_opens_the_tracker_from_the_key_bar_and_closes_it_with_close() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await _click_key(pilot, "k Tracker")
        assert isinstance(app.screen, TrackerScreen)
        await pilot.click("#close")
        await pilot.pause()
        assert app.screen is app.table


async def test_the_open_dialog_follows_the_cards_as_they_are_played() -> None:
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        assert isinstance(app.screen, TrackerScreen)
        dialog = app.screen
        assert "Trick 1" in dialog.text()
        # You play while the dialog is open (from the table); the dialog follows.
        app.table.play(app.game.legal_cards()[0])
        await settle(pilot, lambda: len(app.game.tricks) >= 1 and "Trick 2" in dialog.text())
        assert app.screen is dialog


async def test_ascii_suits_show_letters_in_the_tracker() -> None:
    app = make_app(follow_clubs(), ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        assert isinstance(app.screen, TrackerScreen)
        text = app.screen.text()
        assert not any(glyph in text for glyph in "♠♥♦♣")
        assert "yours: H 2 3 4 5 6, QS 13" in text


async def _texts_at_my_turns(game: Game, turns: int) -> dict[tuple[str, ...], str]:
    """The tracker's text at each of your turns, keyed by the cards played so far."""
    app = make_app(game, confirm_move=False)
    found: dict[tuple[str, ...], str] = {}
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(turns):
            await settle(pilot, lambda: my_turn(app))
            await pilot.press("k")
            assert isinstance(app.screen, TrackerScreen)
            played = tuple(c.code for r in app.game.tricks for _, c in r.cards)
            found[played + tuple(c.code for _, c in app.game.trick)] = app.screen.text()
            await pilot.press("escape")
            await play_my_card(pilot)
    return found


@pytest.mark.slow
async def test_swapping_two_other_seats_hidden_cards_leaves_the_tracker_unchanged() -> None:
    """Never peek: North's K♦ and East's K♥ change places; wherever the cards played so far
    are the same, the tracker says exactly the same."""
    swapped = [list(hand) for hand in HANDS]
    swapped[2][swapped[2].index("KD")] = "KH"
    swapped[3][swapped[3].index("KH")] = "KD"
    one = await _texts_at_my_turns(follow_clubs(), 5)
    two = await _texts_at_my_turns(Game.from_hands(swapped, hand_number=4, code="K7QD-MR9S"), 5)
    common = set(one) & set(two)
    assert len(common) >= 3
    for played in common:
        assert one[played] == two[played]


async def test_on_a_wide_terminal_k_toggles_a_panel_beside_a_usable_table() -> None:
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        # Not made until it is first shown (start-up time).
        assert not app.table.query(TrackerPanel)
        await pilot.press("k")
        panel = app.table.query_one(TrackerPanel)
        assert app.screen is app.table and panel.display
        await pilot.pause()
        assert "Trick 1" in panel.text()
        # Beside the table: nothing overlaps, the trick keeps room, the hand is whole.
        trick = app.table.query_one(TrickView)
        hand = app.table.query_one(HandView)
        assert panel.region.x >= trick.region.right
        assert not panel.region.overlaps(hand.region)
        assert trick.region.width >= 30
        assert all(card.label() in hand.render().plain for card in app.game.hand(0))
        # The table still plays, and the panel follows every card.
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        assert f"Trick {app.game.trick_number}" in panel.text()
        assert app.game.trick_number > 1
        await pilot.press("k")
        assert not panel.display


async def test_the_panel_stays_beside_a_table_made_again_for_another_number_of_players() -> None:
    """The panel is made when first shown: a new game for five players (the table composed
    again) keeps it open beside the new seats, made anew with them."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        old = app.table.query_one(TrackerPanel)
        app.game = Game.new("K7QD-MR9S", Rules(players=5))
        await app.table.start_game()
        await pilot.pause()
        panel = app.table.query_one(TrackerPanel)
        assert panel is not old and panel.display
        assert panel.region.width == 37 and panel.region.right == 120
        assert "Card tracker" in panel.text()


async def test_the_panel_gives_way_to_the_dialog_when_the_terminal_narrows() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        panel = app.table.query_one(TrackerPanel)
        assert panel.display
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not panel.display
        await pilot.press("k")
        assert isinstance(app.screen, TrackerScreen)


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        (Rules(players=3, short_deck="kitty", pass_cycle="off"), "Kitty: 1 card face down"),
        (Rules(players=5, short_deck="kitty", pass_cycle="off"), "Kitty: 2 cards face down"),
        # A table that never passes says nothing of a pass (test_no_pass_words).
        (Rules(players=5, pass_cycle="off"), "Points not yet played: 26"),
        (Rules.preset("black_maria", pass_cycle="off"), "K♠ 10"),
        (Rules(jack_of_diamonds=-11, pass_cycle="off"), "J♦ −11"),
        (Rules.preset("spot_hearts", pass_cycle="off"), "Points not yet played: 117"),
    ],
    ids=["3-kitty", "5-kitty", "5-removed", "black-maria", "jack", "spot-hearts"],
)
async def test_every_house_table_has_a_tracker_that_fits_80x24(rules: Rules, expected: str) -> None:
    app = make_app(Game.new("K7QD-MR9S", rules))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        assert isinstance(app.screen, TrackerScreen)
        assert expected in app.screen.text()
        assert _on_screen(app, app.screen.query_one("#close", Button))
