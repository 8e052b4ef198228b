"""The app's drop-downs survive PageUp / PageDown sent with the Enter that opens them
(app/widgets/select.py): before the list is laid out they go to the first / last option."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from hearts_tui.app.widgets.select import SafeSelect, SafeSelectOverlay

OPTIONS = [(f"Option {n}", n) for n in range(40)]


class Pick(App[None]):
    def compose(self) -> ComposeResult:
        yield SafeSelect(OPTIONS, value=20, allow_blank=False)


@pytest.mark.parametrize(("key", "highlighted"), [("pageup", 0), ("pagedown", 39)])
async def test_a_page_key_before_the_list_is_laid_out_goes_to_its_end(
    key: str, highlighted: int
) -> None:
    """The key reaches the list in the same breath as the Enter that opened it (as in a
    burst of keys): Textual's own page move would look up a line map not filled yet."""
    app = Pick()
    async with app.run_test(size=(80, 24)) as pilot:
        select = app.query_one(SafeSelect)
        overlay = app.query_one(SafeSelectOverlay)
        select.action_show_overlay()
        getattr(overlay, f"action_page_{key[4:]}")()  # before any layout of the open list
        await pilot.pause()
        assert select.expanded and overlay.highlighted == highlighted
        back = "pageup" if key == "pagedown" else "pagedown"
        await pilot.press(back)  # laid out now: a page at a time, as Textual does
        assert overlay.highlighted is not None and 0 < overlay.highlighted < 39
