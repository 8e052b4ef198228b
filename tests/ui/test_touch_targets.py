"""Every control of every dialog a fingertip's target on a touch screen (issue 38.1), in
process: upright (48×41, the page's terminal on a phone of 390×844 CSS px) and sideways
(105×24, 844×390).

Each dialog is opened on a touch table and walked through (Tab, ↓, a scroll), and at each
step every control on the screen is found cell by cell as a click finds it
(:mod:`tests.ui.tap_targets`): each must be, once in view whole, a box three rows tall and
:data:`FINGER_COLUMNS` wide (at the page's cells, 44×44 CSS px and more), every cell of it
reaching it, no two boxes overlapping.  tests/web/test_touch_dialogs.py measures the same in
Chromium in CSS px.  Without touch the dialogs are as they were (the snapshots).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.help import HelpScreen
from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.menu import MenuScreen
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.app.screens.score_sheet import ScoreSheetScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.stats import StatsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.tracker import TrackerScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.rows import FormView
from hearts_tui.app.widgets.rows.base import FINGER_COLUMNS, FINGER_LINES
from hearts_tui.engine import Game, Rules
from hearts_tui.words.language import _, use
from hearts_tui.words.seats import seat_names
from tests.store.dirs import finish_game

from .helpers import CODE, MemoryStore, make_app, settle
from .screen_text import screen_text
from .storm import with_a_shelf
from .tap_targets import Target, tap_targets
from .test_score_sheet_screen import play_hands
from .test_stats_tables import two_tables
from .test_touch_dialogs import english_words

pytestmark = pytest.mark.slow

UPRIGHT = (48, 41)
SIDEWAYS = (105, 24)
SIZES = {"upright": UPRIGHT, "sideways": SIDEWAYS}

Opener = Callable[[Pilot[Any], HeartsApp], Awaitable[None]]


def _pushed(make: Callable[[HeartsApp], Any]) -> Opener:
    async def opener(pilot: Pilot[Any], app: HeartsApp) -> None:
        app.push_screen(make(app))
        await pilot.pause()

    return opener


def _keys(*keys: str) -> Opener:
    async def opener(pilot: Pilot[Any], app: HeartsApp) -> None:
        await pilot.press(*keys)

    return opener


async def _house_rules(pilot: Pilot[Any], app: HeartsApp) -> None:
    await pilot.press("s")
    await settle(pilot, lambda: isinstance(app.screen, SettingsScreen))
    screen = app.screen
    assert isinstance(screen, SettingsScreen)
    screen.form.focus_stop("house-rules")
    await pilot.press("enter")


def _moon(app: HeartsApp) -> MoonChoiceScreen:
    outcomes = {"others_plus": [0, 26, 26, 26], "shooter_minus": [-26, 0, 0, 0]}
    names = list(seat_names(4))
    return MoonChoiceScreen(names[0], outcomes, names)


def _over(app: HeartsApp) -> GameOverScreen:
    return GameOverScreen(finish_game(Game.new(CODE, app.game.rules.replace(target=50))))


def _question(app: HeartsApp) -> ConfirmScreen:
    """The question before an unfinished game is deleted, as the dialog asks it."""
    return ConfirmScreen(
        _("Delete the unfinished game {code}?").format(code="T2WN-3RXQ"),
        _("It cannot be resumed afterwards (its code still deals the same cards)."),
        yes=_("Delete"),
        no=_("Keep it"),
    )


#: Each dialog: how it is opened, its screen, and the players at the table.
DIALOGS: dict[str, tuple[Opener, type, int]] = {
    "settings": (_keys("s"), SettingsScreen, 4),
    "house rules": (_house_rules, HouseRulesScreen, 4),
    "unfinished": (_keys("u"), UnfinishedScreen, 4),
    "statistics": (_keys("t"), StatsScreen, 4),
    "score sheet": (_keys("g"), ScoreSheetScreen, 4),
    "review": (_pushed(lambda app: ReviewScreen(app.game)), ReviewScreen, 4),
    "game over": (_pushed(_over), GameOverScreen, 4),
    "game over, 7 players": (_pushed(_over), GameOverScreen, 7),
    "moon choice": (_pushed(_moon), MoonChoiceScreen, 4),
    "hand summary": (_pushed(lambda app: HandSummaryScreen(app.game)), HandSummaryScreen, 4),
    "hand summary, 7 players": (
        _pushed(lambda app: HandSummaryScreen(app.game)),
        HandSummaryScreen,
        7,
    ),
    "question": (_pushed(_question), ConfirmScreen, 4),
    "menu": (_keys("m"), MenuScreen, 4),
    "help": (_keys("question_mark"), HelpScreen, 4),
    "card tracker": (_keys("k"), TrackerScreen, 4),
}


def _small(target: Target) -> str | None:
    """What makes ``target`` no fingertip's target, if anything."""
    if target.rows < FINGER_LINES or target.columns < FINGER_COLUMNS:
        return f"{target.columns}x{target.rows} cells"
    if not target.whole:
        return "another control inside its box"
    return None


def _touches_a_scrolled_edge(app: HeartsApp, target: Target) -> bool:
    """Whether ``target`` meets the edge of a view that scrolls (a form's body, a list, a
    scrolling body) or of the screen: partly out of view, it is measured once scrolled in."""
    if target.top == 0 or target.bottom == app.size.height - 1:
        return True
    widget, _region = app.screen.get_widget_at(target.left, target.top)
    for node in [widget, *widget.ancestors]:
        if isinstance(node, FormView):
            top, body, bottom = node._layout()
            room = node.content_size.height - len(top) - len(bottom)
            if len(body) <= room:
                continue
            first = node.content_region.y + len(top)
            if target.top <= first or target.bottom >= first + room - 1:
                return True
        elif isinstance(node, Widget) and node.max_scroll_y > 0:
            view = node.content_region
            if target.top <= view.y or target.bottom >= view.bottom - 1:
                return True
    return False


async def _walk(pilot: Pilot[Any], app: HeartsApp, screen: type) -> dict[tuple[Any, ...], str]:
    """Every control seen while walking the dialog, and what was wrong with it at its best
    ("" nothing); no two boxes may overlap at any step."""
    seen: dict[tuple[Any, ...], str] = {}

    def look() -> None:
        targets = tap_targets(app)
        for index, target in enumerate(targets):
            for other in targets[index + 1 :]:
                assert not target.overlaps(other), (target, other)
            problem = _small(target)
            if problem and _touches_a_scrolled_edge(app, target):
                problem = seen.get(target.what, f"never whole in view ({problem})")
            if target.what not in seen or not problem:
                seen[target.what] = problem or ""

    await pilot.pause()
    look()
    steps = 0
    been: set[object] = set()
    for _step in range(40):
        if not isinstance(app.screen, screen):
            break
        focused = app.focused
        where = (
            focused,
            getattr(focused, "focused_key", None),
            getattr(focused, "highlighted", None),
        )
        if where in been:
            break  # round the dialog once
        been.add(where)
        highlighted = getattr(focused, "highlighted", None)
        if (
            isinstance(focused, OptionList)
            and highlighted is not None
            and highlighted + 1 < focused.option_count
            and steps < 25
        ):
            await pilot.press("down")  # each option in view in turn
            steps += 1
            await pilot.pause()
            look()
            continue
        for body in app.screen.query(VerticalScroll):
            if body.scroll_y < body.max_scroll_y:
                body.scroll_to(y=body.scroll_y + 3, animate=False)
                await pilot.pause()
                look()
        await pilot.press("tab")
        await pilot.pause()
        look()
    return seen


def _app(players: int, *, touch: bool = True) -> HeartsApp:
    store: MemoryStore = with_a_shelf()
    store.stats = two_tables()[0]
    game = play_hands(Game.new(CODE, Rules(players=players)), 2)
    return make_app(game, store=store, touch=touch)


@pytest.mark.parametrize("where", list(SIZES))
@pytest.mark.parametrize("dialog", list(DIALOGS))
async def test_every_control_of_every_dialog_is_a_fingertips_target_on_touch(
    dialog: str, where: str
) -> None:
    opener, screen, players = DIALOGS[dialog]
    app = _app(players)
    async with app.run_test(size=SIZES[where]) as pilot:
        await settle(pilot, lambda: app.screen is app.table)
        await opener(pilot, app)
        await settle(pilot, lambda: isinstance(app.screen, screen))
        seen = await _walk(pilot, app, screen)
        assert seen, "no control found"
        wrong = {what: problem for what, problem in seen.items() if problem}
        assert not wrong, wrong


@pytest.mark.parametrize("touch", [False, True], ids=["keys", "touch"])
@pytest.mark.parametrize("dialog", list(DIALOGS))
async def test_in_russian_no_english_word_on_any_row_of_a_dialog(dialog: str, touch: bool) -> None:
    """Every row of every dialog, walked through as above, in Russian: no English word
    (House rules' "or" before the typed target was one)."""
    use("ru")
    opener, screen, players = DIALOGS[dialog]
    app = _app(players, touch=touch)
    async with app.run_test(size=SIDEWAYS) as pilot:
        await settle(pilot, lambda: app.screen is app.table)
        await opener(pilot, app)
        await settle(pilot, lambda: isinstance(app.screen, screen))
        await pilot.pause()
        english: set[str] = set()
        for _step in range(25):
            if not isinstance(app.screen, screen):
                break
            english |= english_words(screen_text(app))
            form = getattr(app.screen, "form", None)
            if form is not None:
                english |= english_words(form.text())  # the rows out of view too
            await pilot.press("tab")
            await pilot.pause()
        assert not english, english
