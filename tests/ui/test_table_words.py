"""What the table says: every key answers, an only card plays at once, exact wording.

Items of issue 11 (#6 wording, #9 keys that did nothing, #11 the only legal card, #18 the
clipboard), each with the case that was seen.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from hearts_tui.app.widgets.hand import CardLook, HandView
from hearts_tui.app.widgets.seat import SeatInfo, SeatPanel
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Card, Game

from ..house_rules.form_driver import click
from .helpers import CODE, MemoryStore, make_app, my_turn, settle, status
from .positions import HANDS, follow_clubs

C = Card.parse

#: As ``HANDS``, but your 9♣ is North's J♦: after 2♣ 6♣ J♣ your 5♣ is your only club.
ONE_CLUB = [list(hand) for hand in HANDS]
ONE_CLUB[0][1], ONE_CLUB[2][4] = "JD", "9C"

#: You hold no club at all: on a club lead you discard.
NO_CLUB = [list(hand) for hand in HANDS]
NO_CLUB[0][0], NO_CLUB[0][1], NO_CLUB[2][4], NO_CLUB[2][5] = "JD", "QD", "5C", "9C"


async def test_your_only_legal_card_is_raised_first_like_any_card_with_confirm_move_on() -> None:
    """Issue 30 §4 (in place of issue 11 #11's "an only card plays on the first press"): the
    setting says what the first press does, and it does it for a forced card too."""
    game = Game.from_hands(ONE_CLUB, hand_number=4, code=CODE)
    app = make_app(game, confirm_move=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.legal_cards() == [C("5C")]
        hand_before = len(app.game.hand(0))
        await pilot.press("enter")  # the cursor starts on the playable card
        assert app.table.raised == C("5C") and len(app.game.hand(0)) == hand_before
        assert "Press again to play it" in status(app)
        await pilot.press("enter")
        assert len(app.game.hand(0)) == hand_before - 1
        assert app.table.raised is None
        assert "Not your turn" not in status(app)


async def test_with_two_legal_cards_confirm_move_still_raises_first() -> None:
    app = make_app(follow_clubs(), confirm_move=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("enter")
        assert app.table.raised is not None and len(app.game.hand(0)) == 13
        assert "Press again to play it" in status(app)


async def test_your_turn_says_follow_when_you_hold_the_suit() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert status(app) == "No passing this hand. Your turn: follow ♣"


async def test_your_turn_says_discard_when_you_have_none_of_the_suit() -> None:
    """Seen: "Your turn: follow ♦ if you can" said to a player with no ♦."""
    app = make_app(Game.from_hands(NO_CLUB, hand_number=4, code=CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert not any(card.suit.name == "CLUBS" for card in app.game.hand(0))
        assert status(app).endswith("Your turn: you have no ♣, so discard")


async def test_p_with_fewer_than_three_chosen_says_why() -> None:
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "p")
        assert status(app) == "Choose 3 cards to pass first (1 of 3 chosen)"
        assert not app.game.has_passed(0)


async def test_p_when_there_is_no_pass_says_so() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("p")
        assert status(app).startswith("There is no pass now")


async def test_l_before_any_trick_is_over_says_so() -> None:
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        assert status(app) == "No trick has been played yet this hand"
        assert app.screen is app.table


async def test_copy_says_what_was_done_and_shows_the_code() -> None:
    """Seen: "copied" said where the terminal ignores OSC 52: say it was sent, show the code."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        # Said in the status line (issue 20 §6: not a toast over the seats), in full in
        # the hand's log.
        assert f"Code {CODE} sent to the clipboard." in status(app)
        [note] = [line for line in app.table.hand_log.lines if CODE in line]
        assert CODE in note and "sent to the terminal's clipboard" in note
        assert "copied" not in note
        assert not list(app._notifications)


class _OneSeat(App[None]):
    def compose(self) -> ComposeResult:
        yield SeatPanel()


async def test_a_seat_with_one_card_says_1_card_not_1_cards() -> None:
    app = _OneSeat()
    async with app.run_test(size=(40, 10)):
        panel = app.query_one(SeatPanel)
        panel.show(SeatInfo(name="West", cards=1, hand_points=0, total=0, note="", on_turn=False))
        text = str(panel.content)
        assert text.startswith("1 card\n")
        panel.show(SeatInfo(name="West", cards=2, hand_points=0, total=0, note="", on_turn=False))
        assert str(panel.content).startswith("2 cards\n")


class _Hand(App[None]):
    CSS_PATH = "../../hearts_tui/app/table.tcss"

    def compose(self) -> ComposeResult:
        yield HandView()


@pytest.mark.parametrize("height", [5, 7, 13], ids=["framed", "big", "tall"])
@pytest.mark.parametrize("ascii_suits", [False, True], ids=["unicode", "ascii"])
async def test_a_received_card_that_is_illegal_looks_like_any_illegal_card(
    height: int, ascii_suits: bool
) -> None:
    """Issue 40 #1: on trick 1 (void in clubs) the received 9♥ J♥ kept their double frame
    while the other hearts were frameless (dashed when big): they looked playable.  An
    illegal card looks illegal whatever else marks it: the same frameless (or dashed) card
    as an illegal one not received, its mark a greyed line under it alone, in no colour of
    the received cards."""
    app = _Hand()
    async with app.run_test(size=(40, 14)) as pilot:
        hand = app.query_one(HandView)
        hand.styles.height = height
        await pilot.pause()

        def drawn(*looks: CardLook) -> list[str]:
            # A legal card after it: a tall hand draws two rows of cards from two cards.
            hand.show([*looks, CardLook(C("2C"))], ascii_suits=ascii_suits)
            return [line.plain for line in hand.render().split("\n")]

        received = drawn(CardLook(C("9H"), playable=False, received=True))
        plain = drawn(CardLook(C("9H"), playable=False))
        assert hand._shape == {5: "framed", 7: "big", 13: "rows"}[height]
        bottom = 3 if hand._shape == "framed" else 5
        assert received[:bottom] == plain[:bottom]  # no frame where an illegal card has none
        assert received[bottom + 1 :] == plain[bottom + 1 :]
        line = received[bottom].strip().split()[0]  # the 2♣ beside it on the framed row
        assert set(line[1:-1] if hand._shape != "framed" else line) == {"=" if ascii_suits else "═"}
        if hand._shape != "framed":  # the dashed frame closed by it
            assert line[0] + line[-1] == ("++" if ascii_suits else "╘╛")
        hand.show([CardLook(C("9H"), playable=False, received=True)] * 2, ascii_suits=ascii_suits)
        rows = hand.render().split("\n")
        marked = hand.get_component_rich_style("hand--received")
        for row in rows:
            for offset, char in enumerate(row.plain):
                if char.strip():
                    style = row.get_style_at_offset(app.console, offset)
                    assert style.color != marked.color, f"{char!r} in the received colour"
        playable = drawn(CardLook(C("9H"), received=True))
        assert ("+=" if ascii_suits else "╔═") in "".join(playable)  # still the double frame


async def test_notices_never_cover_the_hand() -> None:
    """Issue 11 #8: "This table: …" and "Game code … copied" covered 6–7 cards of the hand."""
    from textual.widgets._toast import Toast

    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.notify("A notice long enough to wrap over two or three lines of the toast " * 2)
        await pilot.press("c")
        await pilot.pause()
        await pilot.pause()
        toasts = list(app.screen.query(Toast))
        assert len(toasts) == 1  # c says it in the status line (issue 20 §6)
        hand = app.table.query_one(HandView).region
        top_bar = app.table.query_one("#topbar").region
        for toast in toasts:
            assert not toast.region.overlaps(hand)
            assert not toast.region.overlaps(top_bar)


async def test_a_long_status_keeps_one_row_and_says_its_short_form_whole() -> None:
    """Issue 11 #3: "A♥ sheds 1 point on West, West takes 1 point, breaks hearts. Press
    again to" — cut mid-sentence at 80 columns.  Issue 20 §1: wrapped to two rows, it
    pushed the table up a row.  One row: the short form, what to do first; the long form in
    the hand's log."""
    app = make_app(Game.new(CODE))
    text = (
        "A♥ sheds 1 point on West so far, West takes 1 point, breaks hearts. Press again to play it"
    )
    short = "Again plays A♥: sheds 1 point on West so far, West takes 1 point"
    async with app.run_test(size=(80, 24)) as pilot:
        hand_height = app.table.query_one(HandView).region.height
        app.table.set_status(text, short)
        await pilot.pause()
        line = app.table.query_one("#status")
        assert line.region.height == 1
        assert "".join(seg.text for seg in line.render_line(0)).strip() == short
        assert app.table.hand_log.lines[-1] == text
        # The hand keeps all its rows.
        assert app.table.query_one(HandView).region.height == hand_height


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 48)])
async def test_the_settings_drawer_fits_whole_at_every_size(size: tuple[int, int]) -> None:
    """Issue 11 #1: the drawer was cut off on the right ("next game: Standard ta…", no
    Close button) at 80, 120 and 160 columns."""
    from hearts_tui.app.screens.settings import SettingsScreen
    from hearts_tui.engine import Rules

    app = make_app(Game.new(CODE), rules=Rules.preset("black_maria", jack_of_diamonds=-10))
    async with app.run_test(size=size) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.form
        drawer = form.region
        assert drawer.right <= size[0] and drawer.bottom <= size[1]
        for key in ("next-table", "buttons", "code-input"):  # New game, Unfinished, Close; Play
            assert form.in_view(key), key
        assert "Close" in form.row_text("buttons") and "Play" in form.row_text("code-input")
        shown = " ".join(line.strip() for line in form.row_text("next-table").split("\n"))
        assert shown == "next game: Black Maria · J♦ −10 · to 50"


def top_line(app: object) -> str:
    from hearts_tui.app.widgets.topbar import TopBar

    bar = app.table.query_one(TopBar)  # type: ignore[attr-defined]
    return "".join(seg.text for seg in bar.render_line(0))


@pytest.mark.parametrize("kitty", [False, True])
async def test_five_players_at_80_columns_show_every_score_in_the_top_bar(kitty: bool) -> None:
    """Issue 11 #2: at 5 players the top bar lost East's score during the pass."""
    from hearts_tui.engine import Rules

    rules = Rules(players=5, short_deck="kitty" if kitty else "remove")
    game = Game.new(None, rules)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = top_line(app)
        assert len(line.rstrip()) <= 80
        assert line.rstrip().endswith("E 0"), line
        for name in ("You 0", "W 0", "NW 0", "NE 0"):
            assert name in line
        assert game.code in line


async def test_the_top_bar_names_the_table_for_the_whole_game() -> None:
    """Issue 11 #10: the table was named only in a notice that fades."""
    from hearts_tui.engine import Rules

    app = make_app(Game.new(None, Rules.preset("black_maria", target=20)))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        line = top_line(app)
        assert "Black Maria" in line and "game to 20" in line and "pass left" in line


def test_the_top_bar_drops_whole_parts_from_the_end_to_fit() -> None:
    from hearts_tui.words.top_info import fit_info, info_parts

    text = "Hand 1 · pass left · Black Maria · game to 20"

    def fit_parts(text: str, room: int) -> str:
        return fit_info(info_parts(text), room)

    assert fit_parts(text, 100) == text
    assert fit_parts(text, 33) == "Hand 1 · pass left · Black Maria"
    assert fit_parts(text, 24) == "Hand 1 · pass left"
    assert fit_parts(text, 3) == ""


async def test_the_kitty_is_shown_face_down_then_with_its_taker() -> None:
    """Issue 11 #15: the kitty was invisible during the hand."""
    from hearts_tui.engine import Rules

    game = Game.new(None, Rules(players=3, short_deck="kitty"))
    app = make_app(game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "kitty ▮" in top_line(app)
        for seat in range(3):
            app.game.pass_cards(seat, app.game.hand(seat)[:3])
        while not app.game.tricks:
            app.game.play(app.game.legal_cards()[0])
        app.table.redraw()
        await pilot.pause()
        taker = ("you", "West", "East")[app.game.tricks[0].winner]
        assert f"kitty: {taker}" in top_line(app)
        assert not any(str(card) in top_line(app) for card in app.game.kitty)


@pytest.mark.slow
async def test_the_target_is_set_in_one_place_the_house_rules() -> None:
    """Issue 11 #13: the drawer offered 50/100 while House rules took 10–500, and the two
    disagreed. The drawer now names the target and House rules is where it is set."""
    from hearts_tui.app.screens.house_rules import HouseRulesScreen
    from hearts_tui.app.screens.settings import SettingsScreen
    from hearts_tui.engine import Rules

    app = make_app(Game.new(CODE), rules=Rules(target=75))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        assert not app.screen.form.has_row("target")
        assert app.screen.next_table() == "next game: Target 75"
        await click(pilot, app.screen.form, "house-rules")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)


async def test_the_statistics_close_button_stays_on_screen_at_80x24_with_the_chart() -> None:
    """Issue 11 #4: at 80×24 the statistics dialog hid its Close button once the chart was
    shown (a record with best and worst games, and a 5-player game of several hands)."""
    from textual.widgets import Button

    from hearts_tui.app.screens.stats import StatsScreen
    from hearts_tui.engine import Rules
    from hearts_tui.store.stats import Stats
    from tests.store.dirs import finish_game, short_game

    stats = Stats().add(short_game(), "a").add(short_game("26BQ-524X"), "b")
    game = Game.new(CODE, Rules(players=5, target=100))
    finish_game(game)
    store = MemoryStore(stats=stats)
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.show_stats()
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        close = app.screen.query_one("#close", Button)
        dialog = app.screen.query_one("#stats").region
        assert dialog.contains_region(close.region) and dialog.bottom <= 24
        # Inside the frame and the padding, so that the whole button is drawn.
        assert close.region.bottom <= dialog.bottom - 2
        await pilot.click("#close")
        assert not isinstance(app.screen, StatsScreen)


@pytest.mark.slow
async def test_dialogs_stay_centred_boxes_after_house_rules_and_a_resize() -> None:
    """Issue 11 #5: after House rules and a resize to 160×48 and back, the last-trick,
    hand-summary and game-over dialogs covered the whole screen (House rules' CSS for its
    own #dialog applied to every dialog)."""
    from hearts_tui.app.screens.house_rules import HouseRulesScreen
    from hearts_tui.app.screens.last_trick import LastTrickScreen

    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("s")
        await click(pilot, app.screen.form, "house-rules")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)
        await pilot.resize_terminal(160, 48)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.press("escape", "escape")
        await pilot.press("enter", "enter")  # play a card: a trick is finished
        await settle(pilot, lambda: app.game.last_trick is not None and my_turn(app))
        await pilot.press("l")
        assert isinstance(app.screen, LastTrickScreen)
        box = app.screen.query_one("#dialog").region
        assert box.width < 80 and box.height < 23 and box.x > 0 and box.y > 0


async def test_an_open_drop_down_list_stands_out_from_the_drawer() -> None:
    """Issue 11 #12: drop-down lists shared the dialogs' background and ran into them."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("enter")  # opens the focused drop-down (CPU pace) under its row
        await pilot.pause()
        form = app.screen.form
        options = [line for line in form._layout()[1] if line.part < 0]
        assert len(options) == 4  # slow, normal, fast, instant
        ground = form.rich_style.bgcolor
        for line in options:
            strip = form._strip(line, form._width_of(line))
            option = next(s for s in strip if s.text.strip())
            assert option.style is not None
            # Its own ground, or reversed (the option highlighted): never the drawer's.
            assert option.style.reverse or option.style.bgcolor != ground
        await pilot.press("escape")  # closes the list, not the drawer
        assert not [line for line in form._layout()[1] if line.part < 0]
        assert app.screen is not app.table


@pytest.mark.parametrize("key", ["s", "t", "question_mark", "g", "u"])
async def test_q_closes_any_dialog_and_q_on_the_table_quits(key: str) -> None:
    """Issue 11 #14: q did not close help or settings (only Esc did)."""
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(key)
        await pilot.pause()
        assert app.screen is not app.table
        await pilot.press("q")
        await pilot.pause()
        assert app.screen is app.table and app.is_running
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running or app.exiting


class _NarrowTrick(App[None]):
    def compose(self) -> ComposeResult:
        yield TrickView()


async def test_the_trick_note_wraps_on_a_narrow_trick_instead_of_being_cut() -> None:
    """Issue 11 #3, seen again at 120×40 with the tracker's panel beside the table: the
    trick is 36 columns wide there, and "… last trick: West, 13 points" lost "points"."""
    note = "Trick 6 · last trick: West, 13 points"
    app = _NarrowTrick()
    async with app.run_test(size=(30, 20)) as pilot:
        trick = app.query_one(TrickView)
        trick.show(4, {}, winner=None, note=note, ascii_suits=False)
        await pilot.pause()
        drawn = trick.render().plain.split()
        assert " ".join(drawn).endswith(note)
