"""A table played by touch (issue 38.2-4): the served page tells its game it is on a touch
screen (``hearts --serve``, ``--touch``), and the game says *tap* and names its buttons,
reaches every action by a tap (the menu), and never quits on one tap.

In-process here, upright (48×43, the page's size for a phone) and sideways (a phone's
80-odd columns by 24 rows); tests/web/test_phone.py does it in Chromium with real touches.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Button

from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.screens.menu import MenuScreen
from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.app.screens.table import TableScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.footer import KeyLine
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.words.help_text import help_markdown
from hearts_tui.words.language import use
from hearts_tui.words.menu_text import ITEMS

from .helpers import make_app, my_turn, settle, status
from .positions import follow_clubs
from .screen_text import screen_text

UPRIGHT = (48, 43)
SIDEWAYS = (106, 24)
SIZES = {"upright": UPRIGHT, "sideways": SIDEWAYS}
#: Keyboard words a touch player must not be told.
KEYBOARD = re.compile(r"Press again|Enter|Esc|\(p\)|then p\b|Tab ↑↓|→ to step|click")


def _bar(app: HeartsApp) -> str:
    return str(app.table.query_one(KeyBar).render())


def said(app: HeartsApp) -> str:
    """The status line's words (a tall table's two rows read as one)."""
    return " ".join(status(app).split())


async def _click_words(pilot: Pilot[Any], words: str, *, last: bool = False) -> None:
    """Click the first (or ``last``) place on the screen that shows ``words``."""
    app = pilot.app
    rows = screen_text(app).split("\n")  # type: ignore[arg-type]
    found = [(row, line.index(words)) for row, line in enumerate(rows) if words in line]
    assert found, f"{words!r} not on the screen:\n" + "\n".join(rows)
    row, column = found[-1] if last else found[0]
    await pilot.click(offset=(column + 1, row))
    await pilot.pause()


@pytest.mark.parametrize("where", list(SIZES))
async def test_on_touch_the_table_says_tap_and_names_its_buttons(where: str) -> None:
    app = make_app(touch=True)
    async with app.run_test(size=SIZES[where]) as pilot:
        await pilot.pause()
        assert re.search(r"[Tt]ap 3 cards, then Pass", said(app)), said(app)
        assert not KEYBOARD.search(said(app)), said(app)
    app = make_app(follow_clubs(), touch=True)
    async with app.run_test(size=SIZES[where]) as pilot:
        await settle(pilot, lambda: my_turn(app))
        hand = app.table.query_one(HandView)
        card = app.game.legal_cards()[0]
        await pilot.click(HandView, offset=hand.offset_of(card))
        await pilot.pause()
        assert "Tap it again to play it" in said(app) or "Again plays" in said(app)
        assert "Press again" not in said(app)
        # Help: a paragraph on touch before the keys.
        await _click_words(pilot, "Help")
        assert isinstance(app.screen, HelpScreen)
        page = help_markdown(app.game.rules)
        assert "## By touch" in page and "Tap a card to choose it" in page
        assert page.index("## By touch") < page.index("## Keys")
        # The help's key line is a button named by its words, which closes it.
        line = app.screen.query_one(KeyLine)
        assert "Close" in str(line.render()) and "Esc" not in str(line.render())
        await _click_words(pilot, "Close", last=True)
        assert isinstance(app.screen, TableScreen)


async def test_on_touch_the_pass_prompt_says_when_the_three_are_chosen() -> None:
    """Issue 40.6 by touch: with 3 cards chosen the prompt says to tap Pass, not to pick 3."""
    app = make_app(touch=True)
    async with app.run_test(size=UPRIGHT) as pilot:
        await pilot.pause()
        hand = app.table.query_one(HandView)
        for card in app.game.hand(0)[:3]:
            await pilot.click(HandView, offset=hand.offset_of(card))
            await pilot.pause()
        assert "3 chosen, tap Pass to send them" in said(app), said(app)
        assert "Tap 3 cards" not in said(app) and "tap 3 cards" not in said(app)
        assert not KEYBOARD.search(said(app)), said(app)


async def test_without_touch_the_table_keeps_its_keyboard_words() -> None:
    """A terminal's table says what it always said (the snapshots hold the rest)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "then Pass (p)" in said(app) or "then p" in said(app)
        assert "q Quit" in _bar(app)


async def test_on_touch_the_words_are_russian_in_russian() -> None:
    use("ru")
    app = make_app(touch=True)
    async with app.run_test(size=UPRIGHT) as pilot:
        await pilot.pause()
        assert "Коснитесь 3 карт" in said(app) or "коснитесь 3 карт" in said(app)
        assert "Меню" in _bar(app) and "Выход" not in _bar(app)


@pytest.mark.slow
@pytest.mark.parametrize("where", list(SIZES))
async def test_on_touch_quit_is_not_a_key_but_sits_apart_at_the_menus_bottom(where: str) -> None:
    app = make_app(follow_clubs(), touch=True)
    async with app.run_test(size=SIZES[where]) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert "Quit" not in _bar(app) and "Menu" in _bar(app)
        await _click_words(pilot, "Menu")
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen
        leave = menu.query_one("#menu-quit", Button).region
        others = [b.region for b in menu.query(Button) if b.id not in ("menu-quit", "menu-close")]
        assert others
        # Below every action, with a row between; and away from Close, across the width.
        assert all(leave.y >= other.bottom + 1 for other in others), (leave, others)
        close = menu.query_one("#menu-close", Button).region
        assert leave.x - close.right >= 8, (close, leave)
        await pilot.click(offset=(leave.x + 2, leave.y + 1))
        await pilot.pause()
        assert app.exiting


@pytest.mark.slow
@pytest.mark.parametrize("where", list(SIZES))
async def test_every_action_of_the_table_is_in_the_menu_and_runs_from_it(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Take back, review and replay too: no action needs a keyboard."""
    ran: list[str] = []
    for action, _label in ITEMS:
        monkeypatch.setattr(TableScreen, f"action_{action}", lambda *a, n=action: ran.append(n))
    app = make_app(follow_clubs(), touch=True)
    async with app.run_test(size=SIZES[where]) as pilot:
        await settle(pilot, lambda: my_turn(app))
        app.game.play(app.game.legal_cards()[0], 0)  # a trick to look back at
        chosen = []
        for action, _label in ITEMS:
            await _click_words(pilot, "Menu")
            menu = app.screen
            assert isinstance(menu, MenuScreen)
            found = menu.query(f"#menu-{action}")
            if not found:
                assert action in ("finish_hand", "results")  # only when they apply
                await pilot.press("escape")
                await pilot.pause()
                continue
            button = found.first(Button)
            if button.disabled:
                assert action in ("hint", "last_trick")
                await pilot.press("escape")
                await pilot.pause()
                continue
            region = button.region
            await pilot.click(offset=(region.x + 1, region.y + 1))
            await pilot.pause()
            chosen.append(action)
        for name in ("take_back", "review", "replay", "new_game", "score_sheet", "settings"):
            assert name in chosen
        assert ran == chosen


@pytest.mark.slow
async def test_the_review_by_touch_steps_with_its_buttons() -> None:
    """Review: the key line's ``→ Trick`` button steps to the first trick."""
    from .positions import east_shoots_the_moon

    app = make_app(east_shoots_the_moon(), touch=True, confirm_move=False)
    async with app.run_test(size=UPRIGHT) as pilot:
        game = app.game
        while game.phase == "playing":
            game.play(game.legal_cards()[0])
        app.table.redraw()
        await pilot.pause()
        await _click_words(pilot, "Menu")
        await _click_words(pilot, "Review a hand")
        await settle(pilot, lambda: isinstance(app.screen, ReviewScreen))
        words = " ".join(re.sub(r"[█▀▄]", " ", screen_text(app)).split())
        assert "tap → Trick below to step through them" in words, words
        await _click_words(pilot, "→ Trick", last=True)  # the button, not the words
        await pilot.pause()
        assert "Trick 1" in screen_text(app)
