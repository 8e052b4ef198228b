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
