"""Issue 11: a light theme as a setting, "auto" following the terminal where it says."""

from __future__ import annotations

import pytest
from textual.color import Color

from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.themes import terminal_is_light, theme_name
from hearts_tui.app.widgets.hand import HandView

from .helpers import MemoryStore, make_app, my_turn, settle
from .positions import follow_clubs
from .screen_text import screen_text


@pytest.mark.parametrize(
    ("colorfgbg", "light"),
    [
        ("15;0", False),
        ("0;15", True),
        ("0;7", True),
        ("7;8", False),
        ("12;default;0", False),
        ("0;default;15", True),
        ("15;default", None),
        ("", None),
        ("garbage", None),
        ("0;255", None),
    ],
)
def test_the_terminal_background_is_read_from_colorfgbg(colorfgbg: str, light: bool | None) -> None:
    assert terminal_is_light({"COLORFGBG": colorfgbg}) is light


def test_auto_is_dark_unless_the_terminal_says_light() -> None:
    assert theme_name("auto", {}) == "textual-dark"
    assert theme_name("auto", {"COLORFGBG": "15;0"}) == "textual-dark"
    assert theme_name("auto", {"COLORFGBG": "0;15"}) == "textual-light"
    # A choice of the player wins over the terminal.
    assert theme_name("dark", {"COLORFGBG": "0;15"}) == "textual-dark"
    assert theme_name("light", {"COLORFGBG": "15;0"}) == "textual-light"


@pytest.mark.parametrize(
    ("choice", "colorfgbg", "theme"),
    [
        ("auto", None, "textual-dark"),
        ("auto", "0;15", "textual-light"),
        ("light", None, "textual-light"),
        ("dark", "0;15", "textual-dark"),
    ],
)
async def test_the_table_starts_in_the_chosen_theme(
    monkeypatch: pytest.MonkeyPatch, choice: str, colorfgbg: str | None, theme: str
) -> None:
    if colorfgbg is None:
        monkeypatch.delenv("COLORFGBG", raising=False)
    else:
        monkeypatch.setenv("COLORFGBG", colorfgbg)
    app = make_app(theme=choice)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == theme
        assert app.current_theme.dark is (theme == "textual-dark")


async def test_colours_in_the_drawer_apply_at_once_and_are_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("COLORFGBG", raising=False)
    store = MemoryStore()
    app = make_app(follow_clubs(), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        hand = app.table.query_one(HandView)
        dark_face = hand.get_component_rich_style("hand--black")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.form
        assert form.value("theme") == "auto"
        form.focus_stop("theme")
        await pilot.press("right")  # auto → dark
        await pilot.press("right")  # dark → light
        await pilot.pause()
        assert form.value("theme") == "light"
        assert app.theme == "textual-light"
        assert app.settings.theme == "light"
        assert store.settings[-1].theme == "light"
        await pilot.press("escape")
        await pilot.pause()
        # The hand is drawn with the light theme's colours, not the dark ones it had.
        light_face = hand.get_component_rich_style("hand--black")
        assert light_face != dark_face
        assert light_face.bgcolor is not None and dark_face.bgcolor is not None
        assert light_face.bgcolor.triplet is not None and dark_face.bgcolor.triplet is not None
        assert sum(light_face.bgcolor.triplet) > sum(dark_face.bgcolor.triplet)


async def test_the_key_bar_keys_take_the_darker_accent_on_the_light_theme() -> None:
    from hearts_tui.app.widgets.keybar import KeyBar

    app = make_app(theme="dark")  # the pass: its bar shows ←→ Card and ⏎ Choose
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = app.table.query_one(KeyBar)

        def key_colours() -> set[str]:
            return {
                seg.style.color.name
                for seg in bar.render_line(0)
                if seg.style is not None and seg.style.color is not None and seg.text.strip() == "⏎"
            }

        dark = key_colours()
        app.change_settings(theme="light")
        await pilot.pause()
        light = key_colours()
        assert dark and light and dark != light
        accent = app.current_theme.to_color_system().generate()["text-accent"]
        assert {colour.lower() for colour in light} == {accent.lower()}


def _contrast(one: Color, two: Color) -> float:
    """WCAG contrast ratio of two opaque colours."""

    def luminance(colour: Color) -> float:
        def channel(value: int) -> float:
            v = value / 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)

    high, low = sorted([luminance(one), luminance(two)], reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["dark", "light"])
async def test_the_seat_names_are_readable_in_both_themes(theme: str) -> None:
    """The seat titles took the frame's colour: West, North and East at 1.9:1 on the dark
    background.  A name is text: at least 4.5:1 (WCAG AA)."""
    from hearts_tui.app.widgets.seat import SeatPanel

    app = make_app(follow_clubs(), theme=theme)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        lines = screen_text(app).splitlines()
        for panel in app.table.query(SeatPanel):
            name = str(panel.border_title)
            y = panel.region.y
            x = lines[y].index(name, panel.region.x)
            style = app.screen.get_style_at(x, y)
            assert style.color is not None and style.bgcolor is not None
            ratio = _contrast(
                Color.from_rich_color(style.color), Color.from_rich_color(style.bgcolor)
            )
            assert ratio >= 4.5, (theme, name, ratio)
