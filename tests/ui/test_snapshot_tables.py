"""The new tables as a person sees them, at 80×24 and 160×48 (dark), compared with the
accepted SVG snapshots: 7 players at the Standard table mid-trick, Domino Hearts with a draw
due, Cancellation Hearts at 10 players with a cancelled pair and waiting cards.

Each position is played out in the engine first (every seat its lowest legal card, as the
test CPUs do) and the app opens on your turn, so nothing moves while the picture is taken.
Update with ``pytest tests/ui/test_snapshot_tables.py --snapshot-update`` and look at the
diff.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from hearts_tui.engine import Game, Rules

from .helpers import CODE, make_app
from .storm import domino_you_must_draw

#: 10 players, trick 5: a cancelled pair on the trick and trick 4's cards waiting.
TEN_CANCELLED_AND_WAITING = "K7QD-NDR7-7FB4-AH3"


def _lowest(game: Game, stop: Callable[[Game], bool]) -> Game:
    while not stop(game):
        if game.phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, game.hand(seat)[:3])
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    return game


def seven_mid_trick() -> Game:
    """7 players, hand 1 after the pass: your turn with four cards on the trick."""
    game = Game.new(CODE, Rules(players=7))
    return _lowest(game, lambda g: g.phase == "playing" and g.turn == 0 and len(g.trick) >= 4)


def cancellation_ten() -> Game:
    game = Game.new(TEN_CANCELLED_AND_WAITING)
    return _lowest(game, lambda g: g.turn == 0 and bool(g.cancelled) and bool(g.waiting))


TABLES: dict[str, Callable[[], Game]] = {
    "seven": seven_mid_trick,
    "domino": domino_you_must_draw,
    "cancellation-ten": cancellation_ten,
}


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
@pytest.mark.parametrize("table", list(TABLES))
def test_new_tables(snap_compare: Any, table: str, size: tuple[int, int]) -> None:
    """Seven: the trick's cards by their players, the 7 seats stacked two a side and two
    on top.  Domino: the stock's draw control and the status "Draw: you have no …".
    Cancellation: ten seats, both copies of the cancelled card struck, the waiting cards."""
    game = TABLES[table]()
    app = make_app(game, theme="dark")

    async def run_before(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        if table == "seven":  # a card raised and explained (confirm move)
            await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run_before)
