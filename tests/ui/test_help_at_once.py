"""Help answers its key at once: the dialog's first frame comes before its page is drawn
(the page, then some forty Markdown widgets, kept the key waiting a third of a second)."""

from __future__ import annotations

from typing import Any

from hearts_tui.app.screens.help import HelpScreen, HelpView, page_lines

from .helpers import make_app


async def test_the_help_dialog_is_drawn_before_its_page_and_the_page_follows() -> None:
    app = make_app()
    blocks_at_frames: list[int] = []
    display = app._display

    def watched(screen: Any, renderable: Any) -> None:
        if renderable is not None and isinstance(screen, HelpScreen):
            view = screen.query(HelpView)
            blocks_at_frames.append(len(list(page_lines(view.first()))) if view else -1)
        display(screen, renderable)

    app._display = watched  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert blocks_at_frames, "no frame of the help dialog"
        assert blocks_at_frames[0] == 0  # the dialog first, at once
        view = app.screen.query_one(HelpView)
        assert len(list(page_lines(view))) > 5 and "Tactics" in view.source


async def test_the_help_scroll_keys_move_the_page_at_once() -> None:
    """↓, PgDn, End, Home move the page before the next frame (through Textual's animator,
    even with animations off, the new offset waited for its tick and then the screen's:
    ↓ took up to two frame periods, benchmarks/responsiveness.py)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        view = app.screen.query_one(HelpView)
        view.action_scroll_down()
        assert view.scroll_y == 1
        view.action_page_down()
        assert view.scroll_y == 1 + view.scrollable_content_region.height
        view.action_scroll_end()
        assert view.scroll_y == view.max_scroll_y > 0
        view.action_scroll_home()
        assert view.scroll_y == 0
