"""Domino Hearts after a restart: the cards you drew this turn are still marked.

Killed between your draws and your card (the terminal closed: SIGHUP), the game resumes
at the very same position; the cards you had just drawn must look as they did — marked as
drawn — not like cards you held all along.
"""

from __future__ import annotations

from hearts_tui.engine import Card, Game

from .helpers import MemoryStore, looks, make_app
from .storm import domino_you_must_draw


async def _draw_and_keep_the_save() -> tuple[Card, Game, dict[str, object]]:
    store = MemoryStore()
    app = make_app(domino_you_must_draw(), store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("d")
        drawn = app.table.drawn_cards[0]
        assert looks(app)[drawn].received
        await pilot.press("ctrl+q")
    text, ui_state = store.saves[-1]
    return drawn, Game.from_json(text), ui_state


async def test_a_card_you_drew_is_still_marked_after_a_restart() -> None:
    """Resumed from the save made after your draw, the drawn card is marked again and the
    other cards of your hand are not."""
    drawn, game, ui_state = await _draw_and_keep_the_save()
    app = make_app(game, store=MemoryStore(), ui_state=ui_state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        marked = {card for card, look in looks(app).items() if look.received}
        assert marked == {drawn}
        await pilot.press("ctrl+q")


async def test_junk_drawn_marks_in_a_save_are_ignored() -> None:
    """A saved mark that is not a card, or names a card you do not hold, is dropped: only
    the card you drew is marked, and the table opens."""
    drawn, game, ui_state = await _draw_and_keep_the_save()
    held = set(game.hand(0))
    absent = next(code for code in ("AS", "KS", "QS", "2C", "3C") if Card.parse(code) not in held)
    bogus = {**ui_state, "drawn": ["not a card", 7, absent, drawn.code, drawn.code]}
    app = make_app(game, store=MemoryStore(), ui_state=bogus)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        marked = {card for card, look in looks(app).items() if look.received}
        assert marked == {drawn}
        await pilot.press("ctrl+q")
