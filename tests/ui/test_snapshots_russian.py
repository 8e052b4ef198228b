"""The table and its help in Russian at 80×24, compared with the accepted SVG snapshots.

The same fixed positions and CPU players as ``test_snapshots``; the language is Russian for
the whole run (``use("ru")`` before the app is made: every word it draws is looked up then).
Update with ``pytest tests/ui/test_snapshots_russian.py --snapshot-update`` and look.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from hearts_tui.words.language import use

from .helpers import make_app, my_turn, settle
from .positions import follow_clubs


def test_russian_table_with_a_raised_card_and_greyed_cards(snap_compare: Any) -> None:
    """Trick 1 in Russian: your 9♣ raised and explained, В Д К Т on the cards."""
    use("ru")
    app = make_app(follow_clubs(), language="ru")

    async def run_before(pilot: Pilot[Any]) -> None:
        use("ru")
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "enter")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_russian_pass_screen(snap_compare: Any) -> None:
    """Hand 1 in Russian: three cards chosen, the receiver named in the dative."""
    use("ru")
    app = make_app(language="ru")

    async def run_before(pilot: Pilot[Any]) -> None:
        use("ru")
        await pilot.press("enter", "right", "right", "enter", "end", "enter")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_russian_help(snap_compare: Any) -> None:
    """The help in Russian, opened with «,» (the ? key of the Russian layout)."""
    use("ru")
    app = make_app(language="ru")

    async def run_before(pilot: Pilot[Any]) -> None:
        use("ru")
        await pilot.press("comma")
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
