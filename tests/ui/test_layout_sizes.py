"""The table scales with the terminal (issue 11 §16): at 80×24, 120×40 and 160×48, for 3,
4 and 5 players, the hand's cards keep a space between them, the trick stays compact in the
middle, and everything is inside the screen."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from textual.geometry import Region

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.seat import SeatPanel
from hearts_tui.app.widgets.trick import MAX_WIDTH, TrickView
from hearts_tui.engine import Game, Rules

from .helpers import CODE, make_app, my_turn, pass_with_keys, play_my_card, settle
from .screen_text import screen_text

SIZES = [(80, 24), (120, 40), (160, 48)]
PLAYERS = [3, 4, 5]


def _game(players: int) -> Game:
    return Game.new(CODE, Rules(players=players))


def _assert_inside(app: HeartsApp) -> None:
    screen = Region(0, 0, *app.size)
    for widget in [*app.table.query(SeatPanel), app.table.query_one(HandView)]:
        assert screen.contains_region(widget.region), (widget, widget.region)
    panels = [panel.region for panel in app.table.query(SeatPanel)]
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert not a.overlaps(b)


def _assert_cards_apart(app: HeartsApp) -> None:
    hand = app.table.query_one(HandView)
    hand.render()
    spans = hand._spans
    assert len(spans) == len(app.game.hand(0))
    for (_, right), (left, _) in itertools.pairwise(spans):
        assert left > right, f"cards touch: {spans}"
    assert spans[0][0] >= 0 and spans[-1][1] <= hand.content_size.width
    drawn = hand.render().plain
    assert all(card.label() in drawn for card in app.game.hand(0)), drawn


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
async def test_the_full_hand_keeps_a_space_between_cards(
    size: tuple[int, int], players: int
) -> None:
    app = make_app(_game(players))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.pause()
        _assert_cards_apart(app)
        _assert_inside(app)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
async def test_the_trick_stays_compact_in_the_middle(size: tuple[int, int], players: int) -> None:
    app = make_app(_game(players))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        trick = app.table.query_one(TrickView)
        region = trick.region
        lines = screen_text(app).splitlines()[region.y : region.bottom]
        columns = [
            x
            for line in lines
            for x, ch in enumerate(line[region.x : region.right], region.x)
            if not ch.isspace()
        ]
        assert columns, "the trick is drawn"
        assert max(columns) - min(columns) < MAX_WIDTH
        middle = (min(columns) + max(columns)) / 2
        assert abs(middle - (region.x + region.right) / 2) <= 4
        _assert_cards_apart(app)
        _assert_inside(app)


async def test_a_big_terminal_draws_big_cards_with_the_label_twice() -> None:
    app = make_app(_game(4))
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.pause()
        hand = app.table.query_one(HandView)
        rows = hand.render().plain.splitlines()
        first = app.game.hand(0)[0].label()
        assert len(rows) == 6
        assert rows[2].count(first) == 1 and rows[4].count(first) == 1


def _seat_lines(app: HeartsApp) -> dict[int, list[str]]:
    return {
        int(str(panel.id).removeprefix("seat-")): str(panel.content).splitlines()
        for panel in app.table.query(SeatPanel)
    }


async def _play_until_a_cpu_took_points(pilot: Any, app: HeartsApp) -> None:
    """Pass, then play your lowest cards until a CPU seat has taken a point card."""
    await settle(pilot, lambda: app.game.phase == "passing")
    await pass_with_keys(pilot)

    def cpu_took_points() -> bool:
        view = app.game.view(0)
        return any(view.hand_points[seat] for seat in range(1, app.game.players))

    while not cpu_took_points():
        await settle(pilot, lambda: my_turn(app) or cpu_took_points())
        if not cpu_took_points():
            await play_my_card(pilot)
    await settle(pilot, lambda: my_turn(app) or app.game.phase != "playing")
    await pilot.pause()


@pytest.mark.parametrize("size", [(120, 40), (160, 48)])
async def test_big_terminals_give_the_seats_their_tricks_and_point_cards_taken(
    size: tuple[int, int],
) -> None:
    """Issue 11 (polish): on a big terminal the seat panels use their height for what a
    player wants to see at a glance: how many tricks each CPU won and which point cards it
    took this hand (a moon in the making shows); the panels keep one height through the
    hand, so the trick does not move."""
    app = make_app(_game(4), confirm_move=False)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.pause()
        heights = {panel.id: panel.region.height for panel in app.table.query(SeatPanel)}
        for lines in _seat_lines(app).values():
            assert "tricks  0" in lines and "took: none" in lines
        await _play_until_a_cpu_took_points(pilot, app)
        game = app.game
        for seat, lines in _seat_lines(app).items():
            won = [t for t in game.tricks if t.winner == seat]
            taken = [c for t in won for _, c in t.cards if game.table.points[c.index]]
            assert f"tricks{len(won):>3}" in lines
            text = " ".join(lines)
            assert all(card.label() in text for card in taken), (seat, taken, lines)
            if not taken:
                assert "took: none" in lines
        assert {p.id: p.region.height for p in app.table.query(SeatPanel)} == heights
        _assert_inside(app)


async def test_small_terminals_keep_the_seats_to_cards_hand_and_total() -> None:
    app = make_app(_game(4), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_until_a_cpu_took_points(pilot, app)
        for lines in _seat_lines(app).values():
            assert len(lines) == 3 and lines[0].endswith("cards")
            assert not any("took" in line or "tricks" in line for line in lines)


async def test_a_resize_to_a_big_terminal_adds_the_seat_details_at_once() -> None:
    app = make_app(_game(4))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        await pilot.resize_terminal(160, 48)
        await pilot.pause()
        assert all("took: none" in lines for lines in _seat_lines(app).values())
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not any("took: none" in lines for lines in _seat_lines(app).values())


async def test_at_the_hand_end_the_kitty_s_point_cards_show_with_their_taker() -> None:
    """3 players with a kitty holding the Q♠: once the hand is over the kitty's cards count
    for the first trick's winner (its hand points say 13 or more), so its "took:" line
    names the Q♠ too — a panel reading "hand 14 · took: Q♥" did not add up."""
    deck = [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"]
    deck.remove("QS")
    hands = [deck[seat::3] for seat in range(3)]
    game = Game.from_hands(hands, Rules(players=3, short_deck="kitty", pass_cycle="off"))
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    first_winner = game.tricks[0].winner
    assert first_winner != 0  # a CPU seat: its panel has the "took:" line
    app = make_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        took = next(line for line in _seat_lines(app)[first_winner] if "took" in line)
        assert "Q♠" in took, took
        for seat, lines in _seat_lines(app).items():
            if seat != first_winner:
                assert not any("Q♠" in line for line in lines), (seat, lines)
