"""Issue 20 §2: Settings by keyboard.  ↑ / ↓ move between the settings as Tab does (they
scrolled the drawer or opened a list, so Space toggled another setting than the one meant);
a box that is off is empty; the focused setting stands out in the dark and light themes,
without colour and in ASCII."""

from __future__ import annotations

import pytest
from rich.segment import Segment

from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.table_app import HeartsApp

from .helpers import make_app


async def _open_settings(app: HeartsApp) -> SettingsScreen:
    await app.table.run_action("settings")
    screen = app.screen
    assert isinstance(screen, SettingsScreen)
    return screen


@pytest.mark.parametrize("key", ["down", "tab"])
async def test_down_and_tab_walk_the_settings_and_space_toggles_the_one_reached(key: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_settings(app)
        await pilot.pause()
        assert app.focused is screen.form and screen.form.focused_key == "pace"
        # pace, strength, colours, language, House rules…, confirm move, ASCII suits, only
        # card
        await pilot.press(*[key] * 7)
        assert screen.form.focused_key == "only-card"
        await pilot.press("space")
        await pilot.pause()
        assert app.settings.play_only_card and app.settings.confirm_move
        await pilot.press("up" if key == "down" else "shift+tab")
        assert screen.form.focused_key == "ascii"
        assert isinstance(app.screen, SettingsScreen)  # no list opened, nothing else changed
        assert not app.settings.ascii_suits


@pytest.mark.parametrize("ascii_suits", [False, True])
async def test_a_box_that_is_off_is_empty(ascii_suits: bool) -> None:
    app = make_app(ascii_suits=ascii_suits)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_settings(app)
        await pilot.pause()
        box_off = screen.form.row_text("only-card")[:3]
        box_on = screen.form.row_text("confirm")[:3]
        assert box_off == ("[ ]" if ascii_suits else "▐ ▌"), box_off
        assert box_on == ("[X]" if ascii_suits else "▐X▌"), box_on


def _label(screen: SettingsScreen, key: str) -> Segment:
    """The drawn segment holding the label of the box ``key``."""
    form = screen.form
    words = form.row(key).name
    line = next(line for line in form._layout()[1] if form.rows[line.row].key == key)
    strip = form._strip(line, form._width_of(line))
    return next(s for s in strip if words[:6] in s.text)


@pytest.mark.parametrize("look", ["dark", "light", "no colour", "ascii"])
async def test_the_focused_setting_is_reversed_in_every_look(
    look: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if look == "no colour":
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(theme="light" if look == "light" else "dark", ascii_suits=look == "ascii")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_settings(app)
        await pilot.pause()
        plain = _label(screen, "pause").style
        screen.form.focus_stop("pause")
        await pilot.pause()
        focused = _label(screen, "pause").style
        assert plain is not None and focused is not None
        # Reversed (and bold): shown without colour and in ASCII too.
        assert focused.reverse and not plain.reverse, (plain, focused)
        assert focused.bold
