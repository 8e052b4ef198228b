"""Issue 40 #8: at Domino Hearts ``d`` drew one card a press (six presses to reach a club
while the move timer ran).  ``D`` draws until you can follow, as the line mode's ``draw``
does; ``d`` still draws one; the key bar, the status line and help name both."""

from __future__ import annotations

from textual.content import Content

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Game, Rules
from hearts_tui.words.help_text import keys_markdown

from .helpers import CODE, make_app, settle, status
from .storm import _advance, domino_you_must_draw


def _due(app: HeartsApp) -> bool:
    game = app.game
    return game.phase == "playing" and game.turn == 0 and game.must_draw


def _can_follow(game: Game) -> bool:
    led = game.trick[0][1].suit
    return any(card.suit is led for card in game.hand(0))


def _draws_needed(game: Game) -> int:
    """How many cards you draw before you can follow (on a copy of ``game``)."""
    probe, needed = Game.from_json(game.to_json()), 0
    while probe.must_draw:
        probe.draw(0)
        needed += 1
    return needed


def _six_draws_to_a_club() -> Game:
    """Domino Hearts at 4, hand 1, trick 3: you have no club and the stock's sixth card is
    the first club (the case of the issue)."""
    game = Game.new(CODE, Rules.domino(players=4))
    return _advance(game, lambda g: g.must_draw and g.turn == 0 and _draws_needed(g) >= 3)


async def test_shift_d_draws_until_you_can_follow_and_d_draws_one() -> None:
    game = _six_draws_to_a_club()
    needed = _draws_needed(game)
    assert needed == 6
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: _due(app))
        bar = Content.from_markup(str(app.table.query_one(KeyBar).content)).plain
        assert "d Draw" in bar and "D Draw to follow" in bar
        assert "D until you can follow" in status(app) or "press d" in status(app)
        await pilot.press("d")  # one card
        await pilot.pause()
        assert app.game.drawn[0] == 1 and _due(app)
        assert "(d)" in status(app)
        await pilot.press("D")  # the rest, in one press
        await pilot.pause()
        assert app.game.drawn[0] == needed
        assert not app.game.must_draw and _can_follow(app.game)
        assert status(app).startswith("You drew ") and "now follow" in status(app)
        assert len(app.table.drawn_cards) == needed  # each marked in the hand


async def test_shift_d_is_the_same_key_in_the_russian_layout_and_help_lists_it() -> None:
    app = make_app(domino_you_must_draw())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: _due(app))
        await pilot.press("В")  # Shift and the key of d, with the Russian layout on
        await pilot.pause()
        assert not app.game.must_draw and _can_follow(app.game)
    assert "| D | draw until you can follow suit" in keys_markdown(app.game.rules)
