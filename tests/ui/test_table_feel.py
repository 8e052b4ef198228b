"""Issue 20, "The table at 80×24": the key bar offers a draw only while one is due, help
names what the settings hold, an only card is played as soon as the setting is turned on."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Static
from textual.widgets._toast import Toast

from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.table import moves
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words.help_text import keys_markdown

from ..house_rules.form_driver import click
from .helpers import CODE, FakeClock, MemoryStore, make_app, my_turn, settle, status
from .positions import discard_on_clubs, follow_clubs
from .test_play_aids import ONE_CLUB


def _keys(app: HeartsApp) -> str:
    return Content.from_markup(str(app.table.query_one(KeyBar).content)).plain


def _domino_until_you_must_draw() -> Game:
    """A Domino game played on (lowest cards, draws as due) until you must draw."""
    game = Game.new(CODE, Rules.domino(players=7))
    while not (game.turn == 0 and game.must_draw):
        assert game.phase == "playing"
        if game.must_draw:
            game.draw(game.turn)
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)), game.turn)
    return game


async def test_domino_offers_d_draw_on_your_lead_no_more() -> None:
    """Issue 20 §8: `d Draw` stood in the key bar on your own lead as well."""
    app = make_app(Game.new(CODE, Rules.domino(players=7)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert not app.game.trick and not app.game.must_draw  # your lead
        assert "d Draw" not in _keys(app)


async def test_domino_offers_d_draw_while_your_draw_is_due() -> None:
    app = make_app(_domino_until_you_must_draw())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert "d Draw" in _keys(app)


def test_help_names_what_the_settings_hold() -> None:
    """Issue 20 §9: help listed "target" (in House rules) and left out the colours, the
    house rules, take-back and the aids."""
    line = next(row for row in keys_markdown(Rules()).splitlines() if row.startswith("| s |"))
    for words in ("colours", "house rules", "take-back", "only card", "wait for a key"):
        assert words in line, words
    assert not line.startswith("| s | settings: target")
    last = next(row for row in keys_markdown(Rules()).splitlines() if row.startswith("| l |"))
    assert "messages in full" in last  # where the status line's long forms are read


async def test_turning_on_play_an_only_card_on_your_turn_plays_it_at_once() -> None:
    """Issue 20 §11: the setting turned on with one legal card waited for the next move."""
    app = make_app(Game.from_hands(ONE_CLUB, hand_number=4, code=CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.legal_cards() == [Card.parse("9C")]
        await pilot.press("s")
        await pilot.pause()
        await click(pilot, app.screen.form, "only-card")
        await settle(pilot, lambda: bool(app.game.tricks))
        assert app.game.tricks[0].card_of(0) == Card.parse("9C")


# -- §1 the status line is one row, the table never moves -------------------------------------

#: Your only club is the A♣ and it wins trick 1: "Your only legal card, A♣, was played for
#: you. You took the last trick. Your lead: choose a card" (95 columns) with the timer on.
ONLY_ACE = [
    ["AC", "4D", "5D", "6D", "8D", "TD", "2H", "3H", "4H", "5H", "6H", "QS", "AS"],
    ["2C", "3C", "4C", "5C", "2D", "3D", "7D", "9D", "7H", "8H", "9H", "2S", "3S"],
    ["6C", "7C", "8C", "TC", "JD", "QD", "KD", "AD", "TH", "JH", "4S", "5S", "6S"],
    ["JC", "QC", "KC", "9C", "QH", "KH", "AH", "7S", "8S", "9S", "TS", "JS", "KS"],
]
TIMED = Rules(move_timer=30)


def _frame(app: HeartsApp) -> dict[str, Region]:
    """Where the table's parts stand: North's seat (its top: in the pass it has a line
    more), the middle (trick or pass panel), the hand; the status line's row (its width
    gives way to the move timer's countdown)."""
    table = app.table
    frame = {name: table.query_one(name).region for name in ("#middle", "#hand")}
    north = table.query_one("#seat-2").region
    frame["#seat-2"] = Region(north.x, north.y, north.width, 0)
    status_line = table.query_one("#status").region
    frame["#status"] = Region(0, status_line.y, 0, status_line.height)
    return frame


def _shown_status(app: HeartsApp) -> str:
    line = app.table.query_one("#status", Static)
    return "".join(segment.text for segment in line.render_line(0)).strip()


async def _assert_steady(pilot: Pilot[Any], app: HeartsApp, frame: dict[str, Region]) -> str:
    """The table stands where it stood, the status is one row, its words whole in it."""
    await pilot.pause()
    await pilot.pause()
    assert _frame(app) == frame
    line = app.table.query_one("#status", Static)
    assert line.region.height == 1
    words = _shown_status(app)
    assert not words.endswith("…"), words
    countdown = app.table.query_one("#move-timer", Static)
    beside = len(str(countdown.content)) + 2 if countdown.display else 0
    assert len(words) <= 80 - 2 - beside, words  # whole: nothing cut
    return words


async def _start(pilot: Pilot[Any], app: HeartsApp) -> dict[str, Region]:
    await pilot.pause()
    await pilot.pause()
    return _frame(app)


async def test_an_only_card_that_takes_the_trick_keeps_the_table_still() -> None:
    app = make_app(Game.from_hands(ONLY_ACE, TIMED, hand_number=4, code=CODE), play_only_card=True)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await _start(pilot, app)
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        words = await _assert_steady(pilot, app, frame)
        assert "A♣" in words and "Your lead" in words, words
        full = "Your only legal card, A♣, was played for you."
        assert full in app.table.hand_log.lines


async def test_the_pass_with_the_move_timer_keeps_the_table_still() -> None:
    app = make_app(Game.new(CODE, TIMED), clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await _start(pilot, app)
        app.table.move_timer.tick()
        words = await _assert_steady(pilot, app, frame)
        assert "Time 30 s" in str(app.table.query_one("#move-timer", Static).content)
        assert words == "Pick 3 cards to pass, then p", words


async def test_a_hint_with_the_move_timer_keeps_the_table_still() -> None:
    app = make_app(discard_on_clubs_timed(), clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        frame = await _start(pilot, app)
        await pilot.press("i")
        await settle(pilot, lambda: status(app).startswith("Hint:"))
        words = await _assert_steady(pilot, app, frame)
        assert " · expected points" in words, words


async def test_a_pass_made_at_zero_then_the_cards_received_keep_the_table_still() -> None:
    """ "Time: 4♣ 8♣ K♥ passed for you. From East: Q♣ Q♥ K♠ (marked). Your turn: …" """
    fake = FakeClock()
    app = make_app(Game.new(CODE, TIMED), clock=fake)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await _start(pilot, app)
        app.table.move_timer.tick()
        fake.advance(31.0)
        app.table.move_timer.tick()
        await settle(pilot, lambda: app.game.phase == "playing" and my_turn(app))
        words = await _assert_steady(pilot, app, frame)
        assert words.startswith("Time: ") and "Your turn" in words, words


async def test_what_take_back_says_keeps_the_table_still() -> None:
    """ "Nothing to take back in this hand (a finished hand cannot be taken back)" beside
    the countdown; then a card taken back."""
    app = make_app(follow_clubs(TIMED), clock=FakeClock(), allow_take_back=True, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        frame = await _start(pilot, app)
        app.table.move_timer.tick()
        await pilot.press("z")
        words = await _assert_steady(pilot, app, frame)
        assert words.startswith("Nothing to take back"), words
        await pilot.press("enter")
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        await pilot.press("z")
        words = await _assert_steady(pilot, app, frame)
        assert words.startswith("Taken back"), words


async def test_cancellations_raise_text_keeps_the_table_still() -> None:
    app = make_app(Game.new(CODE, Rules.cancellation(players=8)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        frame = {name: region for name, region in (await _start(pilot, app)).items()}
        for card in app.game.legal_cards():
            app.table.raised = None
            moves.choose_card(app.table, card)
            await pilot.pause()
            words = await _assert_steady(pilot, app, frame)
            assert str(card) in words and ("again" in words.lower()), words


def discard_on_clubs_timed() -> Game:
    """``positions.discard_on_clubs`` with the move timer on."""
    game = discard_on_clubs()
    return Game.from_hands([game.hand(seat) for seat in range(4)], TIMED, hand_number=4, code=CODE)


# -- §6 nothing covers what the player must read -----------------------------------------------


async def test_news_goes_to_the_status_line_not_a_toast_over_the_seats() -> None:
    """ "K7QD-MR9S (hand 4) put aside: u brings it back." and "This table: …" were two
    stacked toasts over three seats at the new table's first deal (and over the Unfinished
    games dialog's border)."""
    store = MemoryStore()
    app = make_app(follow_clubs(), store=store, rules=Rules(target=60))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("y")  # put it aside
        await settle(pilot, lambda: app.game.code != CODE and not app.switch.rebuilding)
        await pilot.pause()
        assert list(app.screen.query(Toast)) == []
        words = status(app)
        assert "put aside" in words and "This table: Target 60" in words, words
        await pilot.press("u")
        await pilot.pause()
        assert list(app.screen.query(Toast)) == []


async def test_the_move_timer_stands_still_while_a_toast_covers_the_table() -> None:
    fake = FakeClock()
    app = make_app(follow_clubs(TIMED), clock=fake)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot, lambda: my_turn(app))
        app.table.move_timer.tick()
        app.notify("Cannot save: the data folder is read-only", severity="error", timeout=30)
        await pilot.pause()
        await pilot.pause()
        assert app.table.query(Toast)
        app.table.move_timer.tick()
        fake.advance(40.0)
        app.table.move_timer.tick()
        await pilot.pause()
        assert not app.game.tricks or app.game.tricks[0].card_of(0) is None
        assert len(app.game.hand(0)) == 13
        assert "paused" in str(app.table.query_one("#move-timer", Static).content)
        app.clear_notifications()
        await pilot.pause()
        await pilot.pause()
        app.table.move_timer.tick()
        fake.advance(31.0)
        app.table.move_timer.tick()
        await settle(pilot, lambda: len(app.game.hand(0)) == 12)


# -- §10 a dialog opened from a dialog ---------------------------------------------------------


def _at_the_end_of_hand_one() -> Game:
    game = Game.new(CODE)
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    return game


async def test_the_score_sheet_from_the_hand_summary_is_not_a_frame_in_a_frame() -> None:
    """Issue 20 §10: the score sheet opened from the hand summary was drawn inside the
    summary's frame.  The summary hides meanwhile and comes back as it was."""
    app = make_app(_at_the_end_of_hand_one())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        summary = app.screen
        frame = summary.query_one("#dialog")
        assert frame.visible
        await pilot.press("g")  # a dialog opened from a dialog
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert not frame.visible  # the summary's frame and words are hidden meanwhile
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert app.screen is summary and frame.visible


async def test_the_long_forms_are_read_under_the_last_trick() -> None:
    """Issue 20 §1: what the one-row status line shortened is kept in full: the last
    trick (l) shows the hand's last messages under the trick."""
    app = make_app(Game.from_hands(ONLY_ACE, TIMED, hand_number=4, code=CODE), play_only_card=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        assert "Your only legal card" not in status(app)  # said short in the row
        await pilot.press("l")
        await pilot.pause()
        said = str(app.screen.query_one("#said", Static).content)
        assert "Your only legal card, A♣, was played for you." in said
        assert app.screen.query_one("#said").region.bottom <= 24


async def test_a_narrower_terminal_words_the_status_line_again() -> None:
    """Worded for 120 columns, the prompt is worded again at 80: whole, in one row."""
    app = make_app(Game.from_hands(ONLY_ACE, TIMED, hand_number=4, code=CODE), play_only_card=True)
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, lambda: my_turn(app) and bool(app.game.tricks))
        app.table.move_timer.tick()
        await pilot.pause()
        assert "Your only legal card, A♣, was played for you." in status(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        words = _shown_status(app)
        assert not words.endswith("…") and "Your lead" in words, words
