"""The dialogs by touch (issue 38.1-2, and the English "or" of House rules in Russian).

- A form drawn for a finger (``FormView(touch=True)``: Settings, House rules): every control
  of every row a frame three rows tall and seven columns wide at least, every cell of the
  frame reaching that control, none overlapping another, at a phone's widths upright and
  sideways; without touch the same rows draw one line each, as before (the snapshots).
- The unfinished games by touch: a tap chooses a game, a second resumes it; Delete deletes
  the game chosen, whichever it is.
- In Russian no English word on a row of House rules (the target's "or").
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.pilot import Pilot

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.unfinished import UnfinishedScreen
from hearts_tui.app.widgets.option_list import MeasuredOptionList
from hearts_tui.app.widgets.rows import FormView, Row
from hearts_tui.app.widgets.rows.base import FINGER_COLUMNS, FINGER_LINES
from hearts_tui.engine import Rules
from hearts_tui.store.settings import Settings
from hearts_tui.words.language import use

from .helpers import CODE, make_app, settle
from .screen_text import screen_text
from .storm import with_a_shelf
from .tap_targets import tap_targets

#: The widths of a form in a dialog on a phone: upright (48 columns less the frame and
#: padding) and sideways (House rules' 80 less its frame and padding).
WIDTHS = {"upright": 44, "sideways": 76}


class FormHost(App[None]):
    """A form alone, as tall as its rows (nothing scrolls)."""

    def __init__(self, rows: list[Row], *, touch: bool) -> None:
        super().__init__()
        self.form = FormView(rows, touch=touch)

    def compose(self) -> ComposeResult:
        yield self.form


def _forms() -> dict[str, list[Row]]:
    """The rows of the settings drawer and of House rules (a table with every kind of row:
    lists, choices, a typed target, boxes, a field and its button, rows of buttons)."""
    settings = SettingsScreen(Settings(), CODE)
    rules = HouseRulesScreen(Rules(target=75))
    return {"settings": settings.form.rows, "house rules": rules.form.rows}


@pytest.mark.parametrize("where", list(WIDTHS))
@pytest.mark.parametrize("form", ["settings", "house rules"])
async def test_drawn_for_a_finger_every_control_of_a_form_is_a_frame_three_rows_tall(
    form: str, where: str
) -> None:
    rows = _forms()[form]
    app = FormHost(rows, touch=True)
    async with app.run_test(size=(WIDTHS[where], 400)) as pilot:
        await pilot.pause()
        targets = tap_targets(app)
        controls = {(row.key, stop) for row in rows for stop in range(row.stops)}
        # Every focus stop's row has a control drawn (a row of buttons: each button).
        drawn = {what[2] for what in (t.what for t in targets)}
        assert {key for key, _ in controls} <= drawn, {key for key, _ in controls} - drawn
        text = app.form.text().split("\n")
        for target in targets:
            assert target.rows == FINGER_LINES, (target, text[target.top : target.bottom + 1])
            assert target.columns >= FINGER_COLUMNS, target
            assert target.right < WIDTHS[where], target
            assert target.whole, target  # every cell of its frame reaches it
            # Framed: its corners are drawn.
            assert text[target.top][target.left] in "╭+", (target, text[target.top])
            assert text[target.bottom][target.right] in "╯+", (target, text[target.bottom])
        for index, target in enumerate(targets):
            for other in targets[index + 1 :]:
                assert not target.overlaps(other), (target, other)


@pytest.mark.parametrize("form", ["settings", "house rules"])
async def test_without_touch_a_forms_rows_are_one_line_each_as_before(form: str) -> None:
    rows = _forms()[form]
    app = FormHost(rows, touch=False)
    async with app.run_test(size=(76, 200)) as pilot:
        await pilot.pause()
        assert all(target.rows == 1 for target in tap_targets(app))
        assert "╭" not in app.form.text()


async def test_a_tap_on_any_choice_of_a_list_drawn_for_a_finger_takes_it() -> None:
    """Drawn for a finger a list shows its choices in frames: a tap on one takes it (no list
    opens under the row)."""
    rows = _forms()["settings"]
    chosen: list[tuple[str, Any]] = []
    app = FormHost(rows, touch=True)
    app.form.changed = lambda key, value: chosen.append((key, value))
    async with app.run_test(size=(44, 200)) as pilot:
        await pilot.pause()
        offset = app.form.offset_of("pace", "slow")
        assert offset is not None
        x, y = offset
        await pilot.click(FormView, offset=(x + 3, y + 2))  # its frame's bottom line
        await pilot.pause()
        assert chosen == [("pace", "slow")]
        assert app.form.value("pace") == "slow" and app.form._open is None


async def _click_option(pilot: Pilot[Any], games: MeasuredOptionList, index: int) -> None:
    """Click the middle row of option ``index`` of ``games`` (scrolled into view), where a
    click finds it."""
    games.scroll_to_highlight()
    await pilot.pause()
    screen = pilot.app.screen
    region = games.content_region
    x = region.x + 2
    rows = [
        y
        for y in range(region.y, region.bottom)
        if screen.get_style_at(x, y).meta.get("option") == index
    ]
    assert rows, f"option {index} not in view"
    await pilot.click(offset=(x, rows[len(rows) // 2]))
    await pilot.pause()


async def _tap_key_line(pilot: Pilot[Any], words: str) -> None:
    rows = screen_text(pilot.app).split("\n")  # type: ignore[arg-type]
    row = max(r for r, line in enumerate(rows) if re.search(rf"│\s*{words}\s*│", line))
    await pilot.click(offset=(rows[row].index(words) + 1, row))
    await pilot.pause()


async def test_by_touch_any_unfinished_game_can_be_chosen_by_a_tap_and_deleted() -> None:
    store = with_a_shelf()
    codes = [entry.code for entry in store.shelf]
    app = make_app(store=store, touch=True)
    async with app.run_test(size=(48, 41)) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        games = app.screen.query_one("#games", MeasuredOptionList)
        # A tap on the third game chooses it (the first was highlighted): nothing resumed.
        await _click_option(pilot, games, 2)
        assert isinstance(app.screen, UnfinishedScreen) and games.highlighted == 2
        # Delete, by its button on the key line: the question names the third game.
        await _tap_key_line(pilot, "Delete")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert codes[2] in str(app.screen.query_one("#question").render())
        await _tap_key_line(pilot, "Delete")  # the question's own Delete (yes)
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        assert [entry.code for entry in store.shelf] == codes[:2] + codes[3:]


async def test_by_touch_a_second_tap_on_an_unfinished_game_resumes_it() -> None:
    store = with_a_shelf()
    codes = [entry.code for entry in store.shelf]
    app = make_app(store=store, touch=True)
    async with app.run_test(size=(48, 41)) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        games = app.screen.query_one("#games", MeasuredOptionList)
        await _click_option(pilot, games, 3)
        assert isinstance(app.screen, UnfinishedScreen)  # chosen only
        await _click_option(pilot, games, 3)
        await settle(pilot, lambda: app.game.code == codes[3])


async def test_with_keys_a_click_on_an_unfinished_game_still_resumes_it() -> None:
    store = with_a_shelf()
    codes = [entry.code for entry in store.shelf]
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await settle(pilot, lambda: isinstance(app.screen, UnfinishedScreen))
        games = app.screen.query_one("#games", MeasuredOptionList)
        await _click_option(pilot, games, 1)
        await settle(pilot, lambda: app.game.code == codes[1])


#: ASCII words a Russian dialog may show: a language by its own name, key names.
NAMES = {"English", "PgUp", "PgDn", "ASCII", "esc", "Esc", "Enter", "Tab"}


def english_words(text: str) -> set[str]:
    """The English words of ``text``: runs of two Latin letters or more, not a game code's
    (capitals) nor a name."""
    return {
        word
        for word in re.findall(r"[A-Za-z]{2,}", text)
        if not word.isupper() and word not in NAMES
    }


@pytest.mark.parametrize("touch", [False, True], ids=["keys", "touch"])
@pytest.mark.parametrize("form", ["settings", "house rules"])
async def test_in_russian_no_english_word_on_a_row_of_the_settings_or_house_rules(
    form: str, touch: bool
) -> None:
    use("ru")
    app = make_app(touch=touch)
    async with app.run_test(size=(112, 60)) as pilot:
        await pilot.press("s")
        await settle(pilot, lambda: isinstance(app.screen, SettingsScreen))
        if form == "house rules":
            screen = app.screen
            assert isinstance(screen, SettingsScreen)
            screen.form.focus_stop("house-rules")
            await pilot.press("enter")
            await settle(pilot, lambda: isinstance(app.screen, HouseRulesScreen))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, (SettingsScreen, HouseRulesScreen))
        rows = dialog.form.text()
        assert "Цель" in rows or "Темп" in rows, rows  # Russian indeed
        assert not english_words(rows), (english_words(rows), rows)
        assert not english_words(screen_text(app)), english_words(screen_text(app))
