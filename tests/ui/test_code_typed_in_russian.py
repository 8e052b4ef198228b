"""Settings → Play a game code, typed in Russian (issue 39, point 6): the code typed with
the Russian layout on, or with a Russian letter that looks Latin, plays that code's game;
a letter that is no code character in either says that codes are written in Latin
letters."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.engine import Game
from hearts_tui.words.language import use
from tests.ui.helpers import CODE, make_app, settle


@pytest.mark.parametrize("typed", ["Л7ЙВ-ЬК9Ы", "л7йвьк9ы", "К7QD-MR9S"])
async def test_a_code_typed_in_russian_plays_its_game(typed: str) -> None:
    app = make_app(Game.new("26BQ-524X"))  # an untouched deal: replaced without a question
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        app.screen.form.focus_stop("code-input")
        await pilot.press(*typed, "enter")
        await settle(pilot, lambda: app.game.code == CODE)
        assert app.game.to_json() == Game.new(CODE).to_json()


async def test_a_letter_no_layout_makes_a_code_character_says_to_switch_the_layout() -> None:
    use("ru")
    app = make_app(Game.new("26BQ-524X"), language="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.form.focus_stop("code-input")
        await pilot.press(*"Ж7ЙВ-ЬК9Ы", "enter")
        await pilot.pause()
        assert "код пишется латиницей — переключите раскладку" in screen.code_error()
        assert app.game.code == "26BQ-524X"
