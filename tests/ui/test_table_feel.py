"""Issue 20, "The table at 80×24": the key bar offers a draw only while one is due, help
names what the settings hold, an only card is played as soon as the setting is turned on."""

from __future__ import annotations

from textual.content import Content

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words.help_text import keys_markdown

from .helpers import CODE, make_app, my_turn, settle
from .test_play_aids import ONE_CLUB


def _keys(app: HeartsApp) -> str:
    return Content.from_markup(str(app.table.query_one(KeyBar).content)).plain


def _domino_until_you_must_draw() -> Game:
    """A Domino game played on (lowest cards, draws as due) until you must draw."""
    game = Game.new(CODE, Rules.domino(players=7))
    while not (game.turn == 0 and game.must_draw):
        assert game.phase == "playing"
        if game.must_draw:
            game.draw(game.turn)
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)), game.turn)
    return game


async def test_domino_offers_d_draw_on_your_lead_no_more() -> None:
    """Issue 20 §8: `d Draw` stood in the key bar on your own lead as well."""
    app = make_app(Game.new(CODE, Rules.domino(players=7)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert not app.game.trick and not app.game.must_draw  # your lead
        assert "d Draw" not in _keys(app)


async def test_domino_offers_d_draw_while_your_draw_is_due() -> None:
    app = make_app(_domino_until_you_must_draw())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert "d Draw" in _keys(app)


def test_help_names_what_the_settings_hold() -> None:
    """Issue 20 §9: help listed "target" (in House rules) and left out the colours, the
    house rules, take-back and the aids."""
    line = next(row for row in keys_markdown(Rules()).splitlines() if row.startswith("| s |"))
    for words in ("colours", "house rules", "take-back", "only card", "wait for a key"):
        assert words in line, words
    assert not line.startswith("| s | settings: target")


async def test_turning_on_play_an_only_card_on_your_turn_plays_it_at_once() -> None:
    """Issue 20 §11: the setting turned on with one legal card waited for the next move."""
    app = make_app(Game.from_hands(ONE_CLUB, hand_number=4, code=CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.legal_cards() == [Card.parse("9C")]
        await pilot.press("s")
        await pilot.pause()
        await pilot.click("#only-card")
        await settle(pilot, lambda: bool(app.game.tricks))
        assert app.game.tricks[0].card_of(0) == Card.parse("9C")
