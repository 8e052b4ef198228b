"""Issue 40 #7, the small ones at 80×24: Help opened with three empty rows above its title
and a scroll bar thumb in two pieces; the tracker's Close lost its frame; an Unfinished
entry wrapped (the list broke it anywhere).  The chart's 0: tests/store/test_stats_screen.py.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.widgets import Button, OptionList

from hearts_tui.app.screens.help import HelpView, page_lines
from hearts_tui.app.screens.tracker import TrackerScreen
from hearts_tui.app.screens.unfinished import ENTRY_WIDTH, UnfinishedScreen, entry_prompt
from hearts_tui.engine import Game, Rules, Scoring
from hearts_tui.store.saves import saved_of
from hearts_tui.store.shelf import Shelved
from hearts_tui.words.language import use

from .helpers import MemoryStore, make_app, my_turn, settle
from .positions import follow_clubs


async def test_help_opens_on_its_title_and_its_thumb_is_one_piece() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        view = app.screen.query_one(HelpView)
        await settle(pilot, lambda: bool(list(page_lines(view))))
        assert next(iter(page_lines(view))).strip() == "Rules of this table"
        bar = view.vertical_scrollbar
        assert bar.window_virtual_size > bar.window_size  # the page scrolls: a thumb shows
        segments: list[Segment] = list(
            app.console.render(
                bar.render(), app.console.options.update_dimensions(2, bar.size.height)
            )
        )
        # Whole cells only: no eighth block (▁…▇) drawn apart from the thumb's cells.
        assert {segment.text for segment in segments} <= {"  ", "\n"}


async def test_the_trackers_close_button_keeps_its_frame() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, TrackerScreen)
        close = app.screen.query_one("#close", Button)
        dialog = app.screen.query_one("#tracker-dialog").region
        assert not close.compact and close.region.height == 3
        assert dialog.contains_region(close.region)
        assert dialog.y >= 1 and dialog.bottom <= 23  # the top line and the key line clear


def _shelved(rules: Rules, number: int) -> Shelved:
    game = Game.new(None, rules)
    return Shelved.of(saved_of(game, f"id{number}", {}), played_at=1_000_000.0 + number)


PRESETS = [Rules.preset(scoring, players=6) for scoring in Scoring] + [
    Rules.preset(scoring, players=players) for scoring in Scoring for players in (3, 5, 7)
]


def test_every_line_of_an_unfinished_entry_fits_the_list() -> None:
    try:
        for language in ("en", "ru"):
            use(language)
            for number, rules in enumerate(PRESETS):
                for line in entry_prompt(_shelved(rules, number), False).split("\n"):
                    assert len(line) <= ENTRY_WIDTH, (language, line)
    finally:
        use("en")


async def test_an_unfinished_entry_is_drawn_in_its_own_lines_beside_the_scroll_bar() -> None:
    store = MemoryStore()
    store.shelf = [_shelved(rules, number) for number, rules in enumerate(PRESETS[:8])]
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, UnfinishedScreen)
        games = app.screen.query_one(OptionList)
        await pilot.pause()
        assert games.show_vertical_scrollbar
        prompts = [str(games.get_option_at_index(i).prompt) for i in range(games.option_count)]
        expected = [line for prompt in prompts for line in prompt.split("\n")]
        rows = games.scrollable_content_region.height
        drawn = [games.render_line(y).text.rstrip() for y in range(rows)]
        assert drawn == expected[:rows]  # each line of each entry as written, none broken
