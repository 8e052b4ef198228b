"""Switching the language in the middle of a game changes the words and nothing else: the
game, its code, the pass chosen, the settings' other values and the statistics stay as they
were, at the table and in the line mode."""

from __future__ import annotations

import io

from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.engine import Game
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings
from hearts_tui.words.language import current

from .helpers import CODE, MemoryStore, make_app, my_turn, settle
from .screen_text import screen_text


def mid_game() -> Game:
    """Hand 1 of the standard game, passed and two cards into the first trick."""
    game = Game.new(CODE)
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])
    return game


async def test_the_drawer_switches_to_russian_mid_game_and_back() -> None:
    store = MemoryStore()
    app = make_app(mid_game(), store=store, cpu_level="hard", theme="dark")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        before = app.game.to_json()
        assert "Your turn" in screen_text(app) or "Your lead" in screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.form
        assert form.value("language") == "system"
        form.focus_stop("language")
        for _step in range(3):
            if form.value("language") == "ru":
                break
            await pilot.press("right")
            await pilot.pause()
        # The drawer itself is redrawn in Russian at once, the focus on its row, its key
        # line too (it said "esc Close" until the drawer closed).
        assert "Настройки" in screen_text(app)
        assert current() == "ru"
        assert screen_text(app).splitlines()[-1].strip() == "Esc Закрыть"
        await pilot.press("escape")
        await pilot.pause()
        text = screen_text(app)
        assert "Ваш" in text and "Your" not in text, text
        # Nothing but the words changed.
        assert app.game.to_json() == before
        assert app.settings.language == "ru"
        saved = store.settings[-1]
        assert (saved.language, saved.cpu_level, saved.theme) == ("ru", "hard", "dark")
        # And back: the same drawer row, in Russian now, chooses English.
        await pilot.press("ы")  # s in the Russian layout
        await pilot.pause()
        form = app.screen.form
        form.focus_stop("language")
        for _step in range(3):  # ru → en is to the left
            if form.value("language") == "en":
                break
            await pilot.press("left")
            await pilot.pause()
        assert screen_text(app).splitlines()[-1].strip() == "Esc Close"
        await pilot.press("escape")
        await pilot.pause()
        assert current() == "en"
        assert "Your" in screen_text(app)
        assert app.game.to_json() == before


def test_the_line_mode_switches_language_mid_game_and_back() -> None:
    game = mid_game()
    session = Session(game, Settings())
    out = io.StringIO()
    saved: list[Settings] = []
    commands = Commands(session, out, save_settings=lambda: saved.append(session.settings))
    before = session.game.to_json()

    def said(line: str) -> str:
        out.seek(0)
        out.truncate()
        commands.onecmd(commands.precmd(line))
        return out.getvalue()

    assert "Your hand" in said("hand")
    assert "русский" in said("set language russian").lower()
    assert current() == "ru"
    assert "Трефы:" in said("рука")
    assert session.game.to_json() == before
    assert saved[-1].language == "ru"
    said("задать язык английский")
    assert current() == "en"
    assert "Your hand" in said("hand")
    assert session.game.to_json() == before
