"""The review covers the whole screen: the table under it is not drawn and dimmed behind it
(issue 40, the answer to #30: a fifth of the review's opening went into tinting a table
nobody saw)."""

from __future__ import annotations

from textual.renderables.background_screen import BackgroundScreen

from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.engine import Game

from .helpers import CODE, make_app


def one_hand_played() -> Game:
    """The game of ``CODE`` with its first hand played by the engine (lowest cards)."""
    game = Game.new(CODE)
    for seat in range(game.players):
        game.pass_cards(seat, game.hand(seat)[:3])
    while game.phase == "playing":
        game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    return game


async def test_the_review_draws_no_dimmed_table_behind_itself() -> None:
    """Before: the review's screen had ``ModalScreen``'s translucent background, so every
    full frame of it drew the whole table and tinted it, all hidden under the review."""
    game = one_hand_played()
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = ReviewScreen(game)
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.styles.background.a == 1
        assert not isinstance(screen.render(), BackgroundScreen)
        frame = screen.query_one("#review").region
        keys = screen.query_one("KeyLine").region
        # Nothing of the screen's own background shows: the frame and the key line fill it.
        assert frame.area + keys.area == 80 * 24
