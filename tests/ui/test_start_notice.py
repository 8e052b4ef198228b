"""The launch notice: plain news (a game put aside, resumed) lives in the status line only;
what needs attention (a damaged file kept aside, a game not saved) is also a toast.

At 80 columns a toast sits over the North and East seats, and over any dialog opened while it
shows (seen over the score sheet's title and the tracker), for ten seconds."""

from __future__ import annotations

from textual.widgets._toast import Toast

from .helpers import make_app, status

ASIDE = "Your game K7QD-MR9S (hand 3) was put aside: u brings it back."
DAMAGED = "Your saved game was damaged; it is kept as game.damaged-20261130.json."


async def test_news_of_a_game_put_aside_is_in_the_status_line_and_covers_nothing() -> None:
    """Before: the notice was also a 10 s toast over North/East and the score sheet's title."""
    app = make_app(notice=ASIDE)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        assert status(app) == ASIDE
        assert list(app.screen.query(Toast)) == []
        await pilot.press("g")  # the score sheet opens uncovered
        await pilot.pause()
        assert list(app.screen.query(Toast)) == []


async def test_a_damaged_file_is_also_a_toast() -> None:
    """What needs attention still calls for it: the alert is a toast, the whole notice stays
    in the status line."""
    app = make_app(notice=f"{ASIDE} {DAMAGED}", alert=DAMAGED)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        whole = f"{ASIDE} {DAMAGED}"
        # Too long for the row: cut between two words, never inside one (issue 39.8).
        shown = status(app)
        assert shown == whole or (shown.endswith("…") and whole.startswith(shown[:-1]))
        assert not whole[len(shown) - 1 : len(shown)].isalnum() or shown == whole
        assert [(n.severity, n.message) for n in app._notifications] == [("warning", DAMAGED)]
