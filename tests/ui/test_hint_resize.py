"""A hint in the status line is worded for the status line's width: when the terminal is
resized it is worded again, so it stays on one row (it wrapped to two until the next move)."""

from __future__ import annotations

from . import positions
from .helpers import make_app, my_turn, settle, status
from .test_hint_review import ask_hint


def priced(text: str) -> list[str]:
    """The priced cards after "expected points…:" in a hint."""
    return text.rsplit(": ", 1)[1].split(", ")


async def test_a_wide_hint_is_worded_again_when_the_terminal_narrows_and_widens() -> None:
    """Seen: a hint asked for at 120 columns (four priced cards) wrapped to two rows of the
    status line after a shrink to 80 columns."""
    app = make_app(positions.discard_on_clubs())
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        wide = await ask_hint(pilot, app)
        assert len(priced(wide)) == 4, wide
        await pilot.resize_terminal(80, 24)
        await settle(pilot, lambda: status(app) != wide)
        narrow = status(app)
        choice = wide.split(" · ")[0]
        assert narrow.startswith(choice) and len(narrow) <= 78, narrow
        assert app.table.query_one("#status").size.height == 1, narrow
        await pilot.resize_terminal(120, 30)
        await settle(pilot, lambda: status(app) == wide)
        assert app.table.query_one("#status").size.height == 1


async def test_a_resize_leaves_a_message_that_replaced_the_hint_alone() -> None:
    """Only a hint still shown is worded again: a later message stays as it is."""
    app = make_app(positions.discard_on_clubs())
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await ask_hint(pilot, app)
        app.table.set_status("Something else to say")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert status(app) == "Something else to say"
