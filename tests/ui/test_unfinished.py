"""No game is thrown away from the table: asking before replacing, the shelf, game over."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import OptionList, Static

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.widgets.footer import QuietFooter
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Game
from tests.house_rules.form_driver import click
from tests.store.dirs import pass_all, short_game
from tests.ui.helpers import CODE, MemoryStore, make_app, settle, status
from tests.ui.positions import follow_clubs
from tests.ui.screen_text import screen_text
from tests.ui.storm import with_a_shelf


def begun() -> Game:
    game = Game.new(CODE)
    pass_all(game)
    return game


def keybar_text(app: object) -> str:
    return str(app.table.query_one(KeyBar).content)  # type: ignore[attr-defined]


async def test_new_game_from_the_drawer_asks_and_keep_playing_keeps_the_game() -> None:
    store = MemoryStore()
    game = begun()
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        await click(pilot, app.screen.form, "new-game")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Put this game aside" in str(app.screen.query_one("#question").content)
        await pilot.press("enter")  # No has the focus: a stray Enter agrees to nothing
        await pilot.pause()
        assert app.game is game and store.shelf == []
        assert app.screen is app.table


async def test_new_game_key_puts_the_game_in_progress_aside_after_yes() -> None:
    store = MemoryStore()
    game = begun()
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot, lambda: app.game is not game)
        assert app.game.code != CODE
        [entry] = store.shelf
        assert entry.game.to_json() == game.to_json()


async def test_a_typed_code_asks_before_replacing_a_game_in_progress() -> None:
    store = MemoryStore()
    game = begun()
    other = Game.new().code
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        app.screen.form.focus_stop("code-input")
        await pilot.press(*other.lower(), "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.click("#yes")
        await settle(pilot, lambda: app.game.code == other)
        assert [entry.game.code for entry in store.shelf] == [CODE]


async def test_a_game_that_cannot_be_put_aside_is_not_replaced() -> None:
    store = MemoryStore(refuse_put_aside="Cannot put this game aside (disk full)")
    game = begun()
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n", "y")
        await pilot.pause()
        assert app.game is game
        assert any("disk full" in str(n.message) for n in app._notifications)


async def test_an_untouched_deal_is_replaced_without_a_question() -> None:
    store = MemoryStore()
    app = make_app(Game.new(CODE), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, lambda: app.game.code != CODE)
        assert store.shelf == [] and not isinstance(app.screen, ConfirmScreen)


async def test_u_lists_unfinished_games_and_enter_resumes_one_shelving_the_current() -> None:
    store = MemoryStore()
    first = begun()
    store.put_aside(first, {"selected": []})
    current = Game.new()
    pass_all(current)
    app = make_app(current, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.code == CODE)
        assert app.game.to_json() == first.to_json()
        assert [entry.game.code for entry in store.shelf] == [current.code]
        await pilot.pause()
        assert f"Resumed {CODE}" in status(app)  # not a toast (issue 20 §6)


async def test_a_resumed_game_in_the_pass_brings_back_its_selection() -> None:
    store = MemoryStore()
    shelved = Game.new(CODE)
    shelved.pass_cards(1, shelved.hand(1)[:3])  # a CPU passed: progress worth keeping
    picked = [card.code for card in shelved.hand(0)[:2]]
    store.put_aside(shelved, {"selected": picked})
    app = make_app(Game.new(), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u", "enter")
        await settle(pilot, lambda: app.game.code == CODE)
        assert [card.code for card in app.table.selected] == picked


async def test_d_deletes_a_shelved_game_after_asking() -> None:
    store = MemoryStore()
    store.put_aside(begun(), {})
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u", "d")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert len(store.shelf) == 1 and isinstance(app.screen, UnfinishedScreen)
        assert "Delete" in key_line(app)
        await pilot.press("d", "y")
        await pilot.pause()
        assert store.shelf == []
        assert isinstance(app.screen, UnfinishedScreen)
        assert "Delete" not in key_line(app)  # nothing left to delete: not offered
        await pilot.press("escape")
        assert app.screen is app.table


def key_line(app: object) -> str:
    screen = app.screen  # type: ignore[attr-defined]
    return str(screen.query_one(QuietFooter).content)


@pytest.mark.parametrize("touch", [False, True], ids=["keys", "touch"])
async def test_an_empty_list_offers_no_delete(touch: bool) -> None:
    """The empty list's key line said "d Delete" (Russian: «d Удалить»), a key that did
    nothing; on a touch screen, a Delete button."""
    app = make_app(touch=touch)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        await pilot.pause()
        shown = key_line(app)
        assert "Close" in shown and "Delete" not in shown, shown


async def test_the_list_says_what_it_keeps_when_empty() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        assert "None yet" in str(app.screen.query_one("#shelf-hint").content)


@pytest.mark.parametrize("listed", [0, 1], ids=["none listed", "one listed"])
async def test_the_list_says_how_many_games_on_the_shelf_could_not_be_read(listed: int) -> None:
    """A damaged or foreign file on the shelf was skipped without a word: the player looked
    for a game that was there and saw nothing (or "None yet")."""
    store = MemoryStore(unread=2)
    if listed:
        store.put_aside(begun(), {"selected": []})
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        hint = str(app.screen.query_one("#shelf-hint").content)
        assert "2 unfinished games could not be read; their files are left in /shelf." in hint
        assert ("d deletes" in hint) == bool(listed)  # and what the list says besides


async def test_after_game_over_and_escape_the_table_offers_new_game_and_replay() -> None:
    store = MemoryStore()
    finished = short_game()
    app = make_app(finished, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("escape")
        assert app.screen is app.table
        bar = keybar_text(app)
        assert "New game" in bar and "Replay" in bar
        assert "n new game" in status(app)
        await pilot.press("enter")  # the results come back
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")
        await pilot.press("r")  # a finished game is replayed without a question
        await settle(pilot, lambda: app.game is not finished)
        assert app.game.code == finished.code and app.game.phase == "passing"
        assert store.shelf == []


async def test_after_game_over_n_deals_a_new_game() -> None:
    finished = short_game()
    app = make_app(finished)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("escape", "n")
        await settle(pilot, lambda: app.game is not finished)
        assert app.game.code != finished.code


async def test_a_cpu_answer_for_the_replaced_game_never_reaches_the_new_one() -> None:
    """Found by a key storm (n, y in a burst while a CPU was thinking): the answer for the
    old game arrived before the new table was built and was played into the new game's
    pass (IllegalMove, then IndexError in the fallback)."""
    store = MemoryStore()
    game = Game.new(CODE)
    pass_all(game)  # West holds the 2♣ after the pass, or someone else: a CPU leads
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.table
        stale = table.flow.serial
        seat = game.turn if game.turn != 0 else 1
        card = (game.legal_cards() or [game.hand(seat)[0]])[0]
        app.new_game(None)
        # The old game's answer is dropped by its serial…
        table.flow.answered("play", [(seat, card)], stale, 0.0)
        assert table.flow.serial != stale
        # …and a timer that fires before the new table is built never plays out of place.
        table.flow.apply("play", [(seat, card)])
        await pilot.pause()
        await settle(pilot, lambda: app.game is not game)
        assert app.game.phase == "passing" and not app.game.tricks and not app.game.trick


async def test_new_games_in_a_burst_leave_the_table_drawn_for_the_last_one() -> None:
    """Found by a key storm at game over (r, n, r… in a burst: untouched deals are replaced
    without a question): a table rebuild cancelled half-way through its recompose left the
    table half taken down and the app stopped processing events."""
    from hearts_tui.app.widgets.hand import HandView

    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4):
            app.new_game(None)
            await pilot.pause(0.0)
        last = app.game
        await settle(pilot, lambda: not app.switch.rebuilding)
        await pilot.pause()
        assert app.game is last
        assert list(app.table.query_one(HandView).cards) == list(last.hand(0))
        await pilot.press("enter")  # the table still takes keys
        assert len(app.table.selected) == 1


async def test_a_stray_enter_at_game_over_does_not_deal_a_new_game() -> None:
    """Seen while making screenshots: the last card plays on its first press (it is your
    only one), and the habitual second Enter pressed the focused New game button."""
    from hearts_tui.app.screens.game_over import GameOverScreen

    finished = short_game()
    app = make_app(finished)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("enter")
        await pilot.pause()
        assert app.game is finished and isinstance(app.screen, GameOverScreen)
        await pilot.press("n")
        await settle(pilot, lambda: app.game is not finished)


@pytest.mark.parametrize(
    ("key", "choice"),
    [("u", "id0"), ("n", True)],
    ids=["unfinished-games-enter", "new-game-put-aside"],
)
async def test_a_choice_that_lands_after_the_exit_does_nothing(key: str, choice: object) -> None:
    """Found by a key storm (a row chosen in Unfinished games, then Ctrl+Q, as separate
    writes): the dialog's result reached its callback after the exit had emptied the screen
    stack, and resuming the game raised IndexError looking for the table.  Any dialog's
    result that lands once the app is exiting does nothing: no game put aside or taken."""
    store = MemoryStore()
    store.put_aside(begun(), {})
    current = Game.new("26BQ-524X")
    pass_all(current)
    app = make_app(current, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(key)
        dialog = app.screen
        assert isinstance(dialog, (UnfinishedScreen, ConfirmScreen))
        saves = len(store.saves)
        dialog.dismiss(choice)  # Enter on the row, or "Put aside"…
        app.exit()  # … and Ctrl+Q before the result reached its callback
        await pilot.pause()
    assert app.game is current and app.return_code == 0
    assert [entry.game_id for entry in store.shelf] == ["id0"]
    assert len(store.saves) == saves


async def test_the_help_under_a_long_list_is_read_whole_at_80x24() -> None:
    """With a long shelf (every game is kept) the list scrolls, and the help under it shows
    every word at 80×24 (it was cut to its first line), saying that every game is kept."""
    store = MemoryStore()
    for _ in range(40):
        store.put_aside(begun(), {})
    app = make_app(follow_clubs(), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        hint = str(app.screen.query_one("#shelf-hint", Static).content)
        box = app.screen.query_one("#dialog").region
        rows = screen_text(app).splitlines()[box.y : box.bottom]
        shown = " ".join(" ".join(row[box.x + 1 : box.right - 1].split()) for row in rows)
        assert "d deletes" in hint and "Esc closes" in hint
        assert "Every game is kept until you delete it." in hint
        assert hint in shown


async def test_q_right_after_the_enter_that_answers_a_dialog_quits() -> None:
    """Issue 27, point 8: a q sent right after the Enter answering a dialog was swallowed by
    the dialog, which was closing (0 of 4 quit; 4 of 4 with a 50 ms gap)."""
    store = MemoryStore()
    game = begun()
    app = make_app(game, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        app.post_message(events.Key("enter", "\r"))  # on "Keep playing", which has the focus
        app.post_message(events.Key("q", "q"))  # in the same breath, no pause between
        await settle(pilot, lambda: app.return_code is not None, limit=200)
        assert app.return_code == 0
    assert app.game is game and store.shelf == []  # kept playing, then quit


async def test_a_page_key_on_the_list_refilled_under_the_question_waits_for_its_rows() -> None:
    """The list refilled while a question covers it (a delete) has measured no row: a
    PageDown reaching it before the next frame moved to a row it had not measured (KeyError:
    a crash, found by a key storm); it moves once the rows are measured."""
    app = make_app(Game.new(CODE), store=with_a_shelf())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen) and app.screen.ready)
        dialog = app.screen
        games = dialog.query_one("#games", OptionList)
        await pilot.press("d")
        await settle(pilot, lambda: app.screen is not dialog)
        await pilot.pause()
        dialog._fill()  # as after a delete, the question still over the list
        games.action_page_down()
        await pilot.press("n")
        await settle(pilot, lambda: app.screen is dialog)
        await pilot.pause()
        await pilot.pause()
        assert app.crash_line is None
        assert games.highlighted == games.option_count - 1


async def test_two_games_of_one_code_show_their_ids_in_the_list() -> None:
    # The list's rows were read as Textual markup: "[id df642eb9a7a54095]" is a tag to it
    # and vanished (an id beginning with a letter, 6 in 16), so two games of one code
    # looked the same (found on the merged main of issues 36–40).
    store = MemoryStore()
    store.put_aside(begun(), {})
    store.put_aside(begun(), {})
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        await pilot.pause()
        text = screen_text(app)
        assert f"{CODE} [id id1]" in text and f"{CODE} [id id0]" in text, text
