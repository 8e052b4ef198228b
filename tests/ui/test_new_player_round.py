"""What a new player hit in the third round of the table (issue 30): each test failed on the
code before its fix."""

from __future__ import annotations

from textual.content import Content

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import KeyBar

from .helpers import make_app, my_turn, play_my_card, settle
from .test_play_aids import YOU_HOLD_THE_TOPS, _game


def _key_bar(app: HeartsApp) -> tuple[str, int]:
    bar = app.table.query_one(KeyBar)
    return Content.from_markup(str(bar.content)).plain, bar.content_size.width


# -- 6: the key bar keeps "q Quit" whole ------------------------------------------------------


async def test_the_key_bar_keeps_q_quit_whole_when_f_finish_appears_at_80_columns() -> None:
    app = make_app(_game(YOU_HOLD_THE_TOPS), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: my_turn(app))
        keys, room = _key_bar(app)
        assert "f Finish" in keys
        assert keys.endswith("q Quit") and len(keys) <= room, keys
