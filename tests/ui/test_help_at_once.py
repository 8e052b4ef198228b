"""Help answers its key at once: the dialog's first frame comes before its page is laid out
(the page, some forty Markdown widgets, kept the key waiting a third of a second)."""

from __future__ import annotations

from typing import Any

from textual.widgets import MarkdownViewer

from hearts_tui.app.screens.help import HelpScreen

from .helpers import make_app


async def test_the_help_dialog_is_drawn_before_its_page_and_the_page_follows() -> None:
    app = make_app()
    blocks_at_frames: list[int] = []
    display = app._display

    def watched(screen: Any, renderable: Any) -> None:
        if renderable is not None and isinstance(screen, HelpScreen):
            viewer = screen.query(MarkdownViewer)
            blocks_at_frames.append(len(viewer.first().document.children) if viewer else -1)
        display(screen, renderable)

    app._display = watched  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert blocks_at_frames, "no frame of the help dialog"
        assert blocks_at_frames[0] == 0  # the dialog first, at once
        document = app.screen.query_one(MarkdownViewer).document
        assert len(document.children) > 5 and "Tactics" in document.source
