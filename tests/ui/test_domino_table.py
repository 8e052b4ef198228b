"""Domino Hearts through the real UI: the face-down stock with its count, drawing with ``d``
or a click on the stock when you cannot follow, the CPUs' draws counted on their seats,
players who left the hand shown as out, and the hand summary's words for the last player's
cards and the stock left; played from the deal to the game over by keys and by mouse.
"""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.screens.table.flow import Flow, card_delay
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.keybar import KeyBar
from hearts_tui.app.widgets.seat import SeatPanel
from hearts_tui.app.widgets.trick import TrickView
from hearts_tui.engine import Card, Game, Rules

from .helpers import CODE, MemoryStore, choose, looks, make_app, settle, status
from .table_driver import (
    By,
    assert_by_player,
    assert_cards_by_their_players,
    play_game,
    trick_lines,
)
from .variant_helpers import assert_every_seat_laid_out, top_bar


def seat_text(app: HeartsApp, seat: int) -> tuple[str, str]:
    """A seat panel's lines and its bottom-border note."""
    panel = app.table.query_one(f"#seat-{seat}", SeatPanel)
    return str(panel.content), str(panel.border_subtitle or "")


def _check_seats(app: HeartsApp) -> None:
    """Each CPU seat shows its cards held, its draws this hand ("drew 2") and "out" once it
    has left; the stock's count is under the trick."""
    view = app.game.view(0)
    compact = app.game.players >= 6
    for seat in range(1, app.game.players):
        text, subtitle = seat_text(app, seat)
        note = subtitle if compact else text.splitlines()[-1]
        cards = view.hand_sizes[seat]
        assert text.startswith(f"{cards} card"), text
        panel = app.table.query_one(f"#seat-{seat}", SeatPanel)
        if seat in view.out:
            assert note == "out" and panel.has_class("-out")
            assert cards == 0
        elif view.drawn[seat]:
            assert note == f"drew {view.drawn[seat]}", (note, view.drawn)
        else:
            assert not panel.has_class("-out")
    lines = "\n".join(trick_lines(app))
    if view.stock_size:
        assert f"Stock: {view.stock_size} card" in lines or f"Stock {view.stock_size} card" in lines
    else:
        assert "Stock empty" in lines
    # The trick shown: the one in play, or between tricks the last one.
    shown = dict(view.trick) if view.trick else dict(view.tricks[-1].cards) if view.tricks else {}
    for seat in view.out:
        if seat not in shown:
            assert_by_player(app, seat, "out")  # a player who left: "out" in place of a card


class DrawChecks:
    """Draws a card as a person does (``d`` or a click on the stock), checking before each
    draw that the table says why and greys every card, and after it that the card came."""

    def __init__(self, by: By) -> None:
        self.by = by
        self.draws = 0

    async def __call__(self, pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, HeartsApp)
        game = app.game
        suit = game.trick[0][1].suit.symbol
        words = status(app)
        first = (f"Draw: you have no {suit} — press d", "— d draws a card, D until you can follow")
        again = (f"Still no {suit}: draw again (d)", "draw again (d), or until you can (D)")
        assert words.endswith(first) or words.endswith(again), words
        assert not any(look.playable for look in looks(app).values())
        bar = str(app.table.query_one(KeyBar).content)
        assert "[@click=screen.draw]" in bar  # the d key shown, enabled and clickable
        lines = trick_lines(app)
        row = next(i for i, line in enumerate(lines) if "draw a card (d)" in line)
        assert f"No {suit}: draw a card (d)" in lines[row]
        held = len(game.hand(0))
        if self.draws % 3 == 0 and self.by == "keys":
            # Choosing a greyed card says why: the draw is due.
            card = app.table.query_one(HandView).cards[0]
            await choose(pilot, card)
            assert status(app) == f"{card}: Draw: you have no {suit} — press d"
        if self.by == "keys":
            await pilot.press("d")
        else:
            trick = app.table.query_one(TrickView)
            pad = (trick.size.height - len(lines)) // 2
            await pilot.click(TrickView, offset=(trick.size.width // 2, pad + row))
        await pilot.pause()
        self.draws += 1
        assert len(game.hand(0)) == held + 1
        drawn = app.table.drawn_cards[-1]
        assert drawn in game.hand(0) and looks(app)[drawn].received  # marked in the hand
        assert status(app).startswith(f"You drew {drawn}")
        title = str(app.table.query_one(HandView).border_title)
        assert title.endswith(f"drew {game.drawn[0]}"), title


def _check_summary(app: HeartsApp) -> None:
    """The hand's 13 hearts are all scored (no Q♠, no moon), every player has a row, and the
    summary names the last player's cards and the stock nobody drew."""
    screen = app.screen
    game = app.game
    if not isinstance(screen, HandSummaryScreen):
        assert isinstance(screen, GameOverScreen)
        return
    # Hearts 1 each, the Q♠ nothing; hearts still in the stock score for nobody.
    assert sum(game.hand_points) <= 13
    if not game.stock_size:
        assert sum(game.hand_points) == 13
    words = " ".join(str(s.content) for s in screen.query(Static) if s.id and "domino" in s.id)
    last = game.last_cards
    if last is not None and last[1]:
        assert " ".join(str(c) for c in last[1]) in words
    if game.stock_size:
        assert f"{game.stock_size} card" in words and "score for nobody" in words


@pytest.mark.slow  # a whole game at the table: the full suite runs it, the fast loop not
@pytest.mark.parametrize(("players", "by"), [(7, "keys"), (7, "mouse"), (2, "keys"), (4, "mouse")])
async def test_domino_plays_to_the_game_over(players: int, by: By) -> None:
    """Domino Hearts at 2, 4 and 7 players from the deal to the game-over dialog at 80×24:
    you draw when you cannot follow (``d`` or a click on the stock), the CPUs draw by
    themselves at their pace, and the table keeps every seat, its draws and the stock's count
    up to date at each of your moves."""
    store = MemoryStore()
    game = Game.new(CODE, Rules.domino(players=players, target=10))
    assert len(game.hand(0)) == 6 and game.stock_size == 52 - 6 * players
    app = make_app(game, store=store)
    draws = DrawChecks(by)

    def on_my_turn(app: HeartsApp) -> None:
        assert_every_seat_laid_out(app)
        assert_cards_by_their_players(app, list(app.game.trick))
        _check_seats(app)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Domino Hearts" in top_bar(app)
        assert app.game.phase == "playing"  # no pass at Domino
        await play_game(
            pilot, app, by, on_my_turn=on_my_turn, on_hand_over=_check_summary, draw=draws
        )
        assert isinstance(app.screen, GameOverScreen)
        assert store.finished == [app.game.code]
        assert max(app.game.scores) >= 10
    assert draws.draws > 0  # you drew at least once on the way


@pytest.mark.slow
async def test_a_cpu_that_cannot_follow_draws_one_card_at_a_time_at_its_pace(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At the fast pace a CPU's draws come one by one (its count goes 1, 2, 3 … while the
    status line says it draws), never all at once.  You lead the 10♦ and Finn, without a
    diamond, draws until one comes: six cards.

    Each draw is watched as it is made (what the table showed until then, and when), not
    sampled: a busy machine may let two draws pass between two looks."""
    game = Game.new(CODE, Rules.domino(players=7))
    game.play(Card.parse("TD"))
    app = make_app(game, cpu_pace="fast")
    seen: dict[int, list[tuple[int, str, float]]] = {}
    draw = Flow.cpu_draws

    def watched(flow: Flow, seat: int) -> None:
        now = app.game
        if now.phase == "playing" and now.turn == seat and now.must_draw:
            seen.setdefault(seat, []).append((now.drawn[seat], status(app), time.monotonic()))
        draw(flow, seat)

    monkeypatch.setattr(Flow, "cpu_draws", watched)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase != "playing" or app.game.turn == 0)
    assert seen, "no CPU drew before your turn"
    drew = app.game.drawn[6]
    # Finn was seen on turn before each of its draws: 0 drawn, then 1, 2 … up to the last.
    assert drew == 6
    assert [count for count, _, _ in seen[6]] == list(range(drew))
    for _, words, _ in seen[6]:
        assert words.endswith("draws from the stock…"), words
    # A card's time between two draws (a slower machine only makes it longer).
    times = [when for _, _, when in seen[6]]
    delay = card_delay("fast", app.game.players)
    assert min(b - a for a, b in itertools.pairwise(times)) >= delay - 0.01


def test_the_review_of_a_domino_hand_weighs_your_cards_not_your_draws() -> None:
    """A Domino hand where you drew: the review keeps one moment per card you played (your
    view then, the card legal in it) and none for the draws, which are no choice."""
    from hearts_tui.words.hand_review import record_hand

    game = Game.new(CODE, Rules.domino(players=7))
    while game.phase == "playing":
        if game.must_draw:
            game.draw()
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    assert game.drawn[0] > 0  # you drew on the way
    record = record_hand(game, 1)
    mine = [card for trick in game.tricks for seat, card in trick.cards if seat == 0]
    assert [card for _, card in record.moments] == mine
    for view, card in record.moments:
        assert not view.must_draw and card in view.legal
