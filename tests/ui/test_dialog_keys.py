"""Issue 20 §2: Settings by keyboard.  ↑ / ↓ move between the settings as Tab does (they
scrolled the drawer or opened a list, so Space toggled another setting than the one meant);
a box that is off is empty; the focused setting stands out in the dark and light themes,
without colour and in ASCII."""

from __future__ import annotations

import pytest
from rich.segment import Segment
from textual.widgets import Checkbox

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
        assert app.focused is screen.query_one("#pace")
        # pace, strength, colours, House rules…, confirm move, ASCII suits, only card
        await pilot.press(*[key] * 6)
        assert app.focused is screen.query_one("#only-card")
        await pilot.press("space")
        await pilot.pause()
        assert app.settings.play_only_card and app.settings.confirm_move
        await pilot.press("up" if key == "down" else "shift+tab")
        assert app.focused is screen.query_one("#ascii")
        assert isinstance(app.screen, SettingsScreen)  # no list opened, nothing else changed
        assert not app.settings.ascii_suits


@pytest.mark.parametrize("ascii_suits", [False, True])
async def test_a_box_that_is_off_is_empty(ascii_suits: bool) -> None:
    app = make_app(ascii_suits=ascii_suits)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_settings(app)
        await pilot.pause()
        off = screen.query_one("#only-card", Checkbox)
        on = screen.query_one("#confirm", Checkbox)
        box_off, box_on = (str(box.render())[:3] for box in (off, on))
        assert box_off == ("[ ]" if ascii_suits else "▐ ▌"), box_off
        assert box_on == ("[X]" if ascii_suits else "▐X▌"), box_on


def _label(box: Checkbox) -> Segment:
    """The rendered segment holding the box's label."""
    words = str(box.label)
    return next(s for s in box.render_line(0) if words[:6] in s.text)


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
        box = screen.query_one("#pause", Checkbox)
        plain = _label(box).style
        box.focus()
        await pilot.pause()
        focused = _label(box).style
        assert plain is not None and focused is not None
        # The label's colours swap: its text colour becomes its ground.
        assert focused.bgcolor == plain.color, (plain, focused)
        assert focused.color != plain.color
