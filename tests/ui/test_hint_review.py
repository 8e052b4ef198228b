"""The hint (key ``i``) and the hand review, driven through the real app."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.table.keys import hint_ready
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Card, Game
from hearts_tui.words.hints import hint_text, think

from . import positions
from .helpers import CODE, MemoryStore, make_app, my_turn, play_my_card, settle, status


async def ask_hint(pilot: Pilot[Any], app: HeartsApp) -> str:
    await pilot.press("i")
    await settle(pilot, lambda: status(app).startswith("Hint:"))
    return status(app)


async def play_out_hand(pilot: Pilot[Any], app: HeartsApp) -> None:
    """Play your lowest cards until the hand summary opens."""
    while not isinstance(app.screen, HandSummaryScreen):
        await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HandSummaryScreen))
        if my_turn(app):
            await play_my_card(pilot)


async def review_after_the_hand(pilot: Pilot[Any], app: HeartsApp) -> ReviewScreen:
    """Play the hand out, open its review (v) and wait for the analysis of every decision."""
    await play_out_hand(pilot, app)
    await pilot.press("v")
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    await settle(pilot, lambda: screen.analysis is not None)
    return screen


def review_text(app: HeartsApp) -> str:
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    return "\n".join(str(widget.content) for widget in screen.query(Static))


async def test_i_on_your_turn_names_a_legal_card_and_says_why() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        text = await ask_hint(pilot, app)
        card = Card.parse(text.removeprefix("Hint: ").split(" ")[0])
        assert card in app.game.legal_cards()
        assert f"Hint: {card} (ducks under East's J♣)" in text
        # The priced candidates follow, named for what their numbers are (a new player read
        # "9♣ +0.4" as nothing): both clubs you may play.
        assert "· expected points" in text and "5♣ +" in text and "9♣ +" in text
        assert app.table.selected == [] and app.table.raised is None


@pytest.mark.parametrize("width", [80, 120])
async def test_the_hint_is_one_status_row_at_80_columns_and_whole_when_wider(width: int) -> None:
    """A discard with seven cards to choose from: at 80 columns the hint drops the priced
    cards that would wrap it to a second row, keeping the chosen card, its reason and its
    price; at 120 columns it prices four cards."""
    app = make_app(positions.discard_on_clubs())
    async with app.run_test(size=(width, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        text = await ask_hint(pilot, app)
        await pilot.pause()
        card = Card.parse(text.removeprefix("Hint: ").split(" ")[0])
        assert card in app.game.legal_cards()
        assert text.startswith(f"Hint: {card} (discards under East's J♣) · expected points")
        assert app.table.query_one("#status").size.height == 1, text
        priced = text.rsplit(": ", 1)[1].split(", ")
        assert priced[0].startswith(f"{card} +")
        if width == 80:
            assert len(text) <= 78 and 2 <= len(priced) < 4, text
        else:
            assert len(priced) == 4, text


def test_a_narrow_hint_keeps_its_shape_the_choice_its_price_and_as_many_more_as_fit() -> None:
    """Fitted to any width, the hint keeps one shape (issue 20 §7: one priced card on a
    half-empty row, or none at all): the choice and its own price always, then as many
    other prices as fit, two at least where shortening the reason makes room, and always
    the reason's first part (issue 37: every hint gives its reason).  In the pass the
    "points this hand" words go first, then the reason down to its first part; the price
    stays."""
    game = positions.discard_on_clubs()
    for code in ("2C", "6C", "JC"):
        game.play(Card.parse(code), game.turn)
    hint = think(game.view(0), game.cpu_seed(0))
    full = hint_text(game, hint)
    card = full.removeprefix("Hint: ").split(" ")[0]
    assert full.count(",") >= 3
    two_priced = min(
        len(hint_text(game, hint, width=width))
        for width in range(10, len(full) + 1)
        if hint_text(game, hint, width=width).count(", ") >= 1
    )
    for width in range(10, len(full) + 5):
        text = hint_text(game, hint, width=width)
        assert text.startswith(f"Hint: {card}"), text
        priced = text.rsplit(": ", 1)[1].split(", ")
        assert priced[0].startswith(f"{card} "), text
        assert " (" in text, text  # every hint keeps its reason
        if width >= two_priced:
            assert len(text) <= width and len(priced) >= 2, (width, text)
    assert hint_text(game, hint, width=len(full)) == full
    passing = Game.new(CODE)
    review = think(passing.view(0), passing.cpu_seed(0))
    whole = hint_text(passing, review)
    assert whole.endswith(" points this hand")
    shorter = whole.removesuffix(" points this hand")
    assert hint_text(passing, review, width=len(whole) - 1) == shorter
    named = whole.split(", ")[0].split(")")[0]
    narrowest = hint_text(passing, review, width=10)
    assert narrowest.startswith(named), narrowest  # the first part of the reason stays
    assert narrowest.endswith(shorter[shorter.index(" · about") :])


async def test_i_in_the_pass_names_three_cards_without_picking_them() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await ask_hint(pilot, app)
        named = text.removeprefix("Hint: pass ").split(" (")[0].split(" ")
        cards = [Card.parse(code) for code in named]
        assert len(set(cards)) == 3 and set(cards) <= set(app.game.hand(0))
        assert "points this hand" in text
        assert app.table.selected == []


async def test_a_hint_that_arrives_after_you_played_is_dropped() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        table = app.table
        late = think(app.game.view(0), app.game.cpu_seed(0))
        serial = table.flow.serial
        await play_my_card(pilot)
        await pilot.pause()
        before = status(app)
        hint_ready(table, late, serial)
        assert status(app) == before and not before.startswith("Hint")
        assert table.hints == 0


@pytest.mark.slow
async def test_hints_are_counted_once_a_moment_saved_and_recorded_with_the_game() -> None:
    store = MemoryStore()
    # Hand 4 of a game to 50 that East's 49 points end: the game is over after this hand.
    game = Game.from_hands(positions.HANDS, hand_number=4, scores=[0, 10, 20, 49], code=CODE)
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await ask_hint(pilot, app)
        await ask_hint(pilot, app)  # the same moment again: not counted twice
        assert app.table.hints == 1
        assert store.saves[-1][1]["hints"] == 1
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        await ask_hint(pilot, app)
        assert app.table.ui_state()["hints"] == 2
        await settle(pilot, lambda: app.game.phase == "game_over" or my_turn(app))
        while app.game.phase != "game_over":
            if my_turn(app):
                await play_my_card(pilot)
            await settle(pilot, lambda: app.game.phase == "game_over" or my_turn(app))
        await settle(pilot, lambda: bool(store.finished))
        assert store.finished_hints == [2]


async def test_a_resumed_game_keeps_its_count_of_hints() -> None:
    app = make_app(ui_state={"selected": [], "hints": 3})
    async with app.run_test(size=(80, 24)):
        assert app.table.hints == 3
        assert app.table.ui_state()["hints"] == 3


@pytest.mark.slow
async def test_review_from_the_summary_steps_through_13_tricks_and_ends_with_a_verdict() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await review_after_the_hand(pilot, app)
        assert "As dealt" in review_text(app)
        for number in range(1, 14):
            await pilot.press("right")
            assert screen.step == number
            assert f"Trick {number}:" in review_text(app)
            assert "[" in review_text(app)  # the card played to the trick, marked [x]
            assert "You played" in review_text(app)
        await pilot.press("right")
        assert screen.step == 13
        assert "Verdict: " in review_text(app)
        for _ in range(13):
            await pilot.press("left")
        assert screen.step == 0
        await pilot.press("escape")
        assert isinstance(app.screen, HandSummaryScreen)


@pytest.mark.slow
async def test_a_click_on_review_opens_it_and_it_fits_80_by_24() -> None:
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await play_out_hand(pilot, app)
        await pilot.click("#review")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await settle(pilot, lambda: screen.analysis is not None)
        for _ in range(5):
            await pilot.press("right")
        page = screen.query_one("#review-page", Static)
        width, height = page.size
        # Everything shows (long lines may wrap), and the hands never wrap.
        assert page.get_content_height(page.size, app.size, width) <= height
        hands = [line for line in str(page.content).split("\n") if line.startswith("West")]
        assert hands and all(len(line) <= width for line in hands)
        assert page.region.bottom <= 23  # the footer keeps the last row


@pytest.mark.slow
async def test_v_on_the_table_reviews_the_last_finished_hand_and_pageup_an_earlier_one() -> None:
    store = MemoryStore()
    app = make_app(Game.new(CODE), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        assert "No hand is finished yet" in status(app)
        # Two hands played by the test CPUs for you as well.
        game = app.game
        for _ in range(2):
            if game.phase == "passing":
                for seat in range(game.players):
                    game.pass_cards(seat, game.hand(seat)[:3])
            while game.phase == "playing":
                game.play(game.legal_cards()[0])
            if game.hand_number == 1:
                game.next_hand()
        app.table.redraw()
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        assert "Review of hand 2" in review_text(app)
        await pilot.press("pageup")
        assert "Review of hand 1" in review_text(app)
        await settle(pilot, lambda: screen.analysis is not None)
        assert "Verdict: " in review_text(app)
        await pilot.press("q")
        assert app.screen is app.table


def ready(app: HeartsApp) -> bool:
    return my_turn(app) or app.game.phase == "passing"


async def test_the_key_bar_shows_hint_and_still_fits_80_columns_in_the_pass_and_in_play() -> None:
    for game in (Game.new(CODE), positions.follow_clubs()):
        app = make_app(game)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, partial(ready, app))
            bar = app.table.query_one("#keys", Static)
            text = str(bar.render())
            assert "i Hint" in text and text.rstrip().endswith("q Quit")
            assert len(text) <= bar.content_size.width


async def test_a_hint_that_arrives_after_you_quit_is_dropped() -> None:
    """``i`` then ``q`` while the hard CPU thinks: the app waits for the search as it exits
    and its answer comes back with no table left to show it.  It is dropped: not counted,
    nothing saved (it used to save and then fail on the emptied screen stack)."""
    store = MemoryStore()
    app = make_app(positions.follow_clubs(), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        table = app.table
        late = think(app.game.view(0), app.game.cpu_seed(0))
        serial = table.flow.serial
        saves = len(store.saves)
        app.exit()
        hint_ready(table, late, serial)
        assert table.hints == 0
        assert len(store.saves) == saves


@pytest.mark.slow
async def test_the_analysis_reporting_while_the_review_is_taken_down_touches_nothing() -> None:
    """The review's worker reports from its thread after each decision; a report can land
    while the review closes or the app exits, once Textual has taken the review's widgets
    down but before the screen itself is gone.  Progress and the finished analysis are then
    dropped: no NoMatches from the worker, which would end the app as a crash on ``q``."""
    app = make_app(positions.follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await review_after_the_hand(pilot, app)
        hand, result = screen.record.hand_number, screen.analysis
        assert result is not None
        screen._analyses.clear()
        # What Textual's prune does first when a screen closes: its widgets go.
        await screen.query_one("#review").remove()
        assert screen.is_attached
        screen._progress(hand, 3, 13)
        screen._analysed(hand, result)
        await pilot.press("escape")
        assert isinstance(app.screen, HandSummaryScreen)
