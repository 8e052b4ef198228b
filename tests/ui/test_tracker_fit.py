"""The card tracker with ten players and two decks (issue 12): its lines never wrap, at
80×24 (the dialog) or 120×40 (the panel), and the panel beside a 120-column table leaves no
seat over another."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.tracker import TrackerPanel, TrackerScreen
from hearts_tui.app.widgets.seat import SeatPanel
from hearts_tui.engine import Game, Rules
from hearts_tui.words.tracker import COUNTS_WIDTH, tracker_columns, tracker_facts

from .helpers import CODE, make_app, my_turn, settle


def ten_players_mid_hand(tricks: int = 6) -> Game:
    """A 10-player Cancellation game after ``tricks`` tricks (first legal cards), your turn."""
    game = Game.new(CODE, Rules.cancellation(10))
    while len(game.tricks) < tricks or game.turn != 0:
        game.play(game.legal_cards()[0])
    return game


def test_at_two_decks_every_line_of_the_tracker_counts_fits_its_column() -> None:
    """Two decks put up to 26 ranks in a suit's "played" list: a grid of copies played per
    rank keeps each suit on one line of the 34 columns (so do the voids)."""
    game = ten_players_mid_hand()
    counts, _ = tracker_columns(tracker_facts(game.view(0)))
    assert max(len(line) for line in counts) <= COUNTS_WIDTH, counts
    suits = [line for line in counts if line[:1] in "♣♦♥♠" and line[1:3] == "  "]
    assert [line[0] for line in suits] == ["♣", "♦", "♥", "♠"]
    played = {card for record in game.tricks for _, card in record.cards}
    clubs = sum(1 for r in game.tricks for _, c in r.cards if c.suit.symbol == "♣")
    assert clubs == sum(int(cell) for cell in suits[0][8:].split() if cell.isdigit())
    assert played  # the grid counts cards that were played


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_ten_player_tracker_draws_each_suit_on_one_row(size: tuple[int, int]) -> None:
    """At 80×24 (the dialog) and 120×40 (the panel) the four suits' rows follow each other:
    none wraps onto a second row."""
    app = make_app(ten_players_mid_hand())
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        await pilot.pause()
        if size[0] >= 111:
            body = app.table.query_one(TrackerPanel).query_one(Static)
        else:
            assert isinstance(app.screen, TrackerScreen)
            body = app.screen.query_one("#tracker-counts", Static)
        rows = [str(line.text) for line in body.render_lines(body.region.reset_offset)]
        first = next(n for n, row in enumerate(rows) if row.lstrip().startswith("♣"))
        assert [rows[first + k].lstrip()[0] for k in range(4)] == ["♣", "♦", "♥", "♠"], rows


@pytest.mark.parametrize("players", [5, 7, 10])
async def test_the_tracker_panel_at_120_columns_leaves_every_seat_apart(players: int) -> None:
    """With the tracker beside the table at 120×40 the table has 83 columns: it is drawn
    as at 80 (the large seats overlapped there), and large again once the panel hides."""
    rules = Rules.cancellation(players) if players >= 7 else Rules(players=players)
    app = make_app(Game.new(CODE, rules.replace(pass_cycle="off")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.table.has_class("-large")
        await pilot.press("k")
        await pilot.pause()
        assert app.table.query_one(TrackerPanel).display
        panels = [panel.region for panel in app.table.query(SeatPanel)]
        assert len(panels) == players - 1
        for n, region in enumerate(panels):
            assert region.right <= 120 - 37
            assert not any(region.overlaps(other) for other in panels[n + 1 :]), panels
        await pilot.press("k")
        await pilot.pause()
        assert app.table.has_class("-large")


def test_at_two_decks_the_points_left_break_between_cards_not_inside_one() -> None:
    """Twenty-odd hearts and two Q♠ out: the list breaks into lines of the column's width
    between cards, so "Q♠ 13" never stands on two lines."""
    game = ten_players_mid_hand(2)
    _, points = tracker_columns(tracker_facts(game.view(0)))
    start = next(n for n, line in enumerate(points) if line.startswith("  out: "))
    out = [points[start]]
    out += [line for line in points[start + 1 :] if line.startswith("       ")]
    assert len(out) > 1 and all(len(line) <= COUNTS_WIDTH for line in out), out
    joined = " ".join(line.strip() for line in out)
    assert joined.count("Q♠ 13") == 2, out
    assert not any(line.rstrip().endswith("Q♠") for line in out), out


def test_at_domino_the_tracker_says_out_counts_the_stock() -> None:
    """Domino's face-down stock is "out" with the other hands: the tracker says so, as it
    says it of a kitty, and stops once the stock is empty."""
    game = Game.new(CODE, Rules.domino(4))
    counts, _ = tracker_columns(tracker_facts(game.view(0)))
    assert "(out: in other hands or the stock)" in counts
    out = sum(int(line[3:6]) for line in counts if line[:1] in "♣♦♥♠" and line[1:3] == "  ")
    assert out == 52 - 6 == 3 * 6 + game.stock_size


def test_at_the_end_of_a_domino_hand_the_last_players_cards_are_not_out() -> None:
    """The last player left takes their own cards as tricks: once the hand is over the
    tracker counts them played, not still out."""
    game = Game.new(CODE, Rules.domino(4))
    while game.phase == "playing":
        if game.must_draw:
            game.draw()
        else:
            game.play(game.legal_cards()[0])
    view = game.view(0)
    assert view.last_cards  # somebody was left holding cards in this deal
    facts = tracker_facts(view)
    played = {card for count in facts.suits for card in count.played}
    assert set(view.last_cards) <= played
    assert not set(view.last_cards) & set(facts.points_out)


@pytest.mark.parametrize("touch", [True, False], ids=["phone upright", "tall terminal"])
async def test_on_a_narrow_tall_screen_the_tracker_shows_both_columns_one_under_the_other(
    touch: bool,
) -> None:
    """Issue 38: upright (48×41 cells) the tracker dialog was 78 columns wide: the right
    column (points taken, the pass) was off the screen.  Now it is as wide as the screen,
    the columns one under the other, every line of both on the screen whole."""
    app = make_app(ten_players_mid_hand(), touch=touch)
    async with app.run_test(size=(48, 41)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("k")
        await settle(pilot, lambda: isinstance(app.screen, TrackerScreen))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TrackerScreen)
        dialog = screen.query_one("#tracker-dialog")
        assert dialog.region.right <= 48, dialog.region
        for name in ("#tracker-counts", "#tracker-points"):
            column = screen.query_one(name, Static)
            assert column.region.right <= dialog.region.right, (name, column.region)
            # Every word of the column on the screen, in order (a long line wraps).
            drawn = " ".join(
                str(line.text) for line in column.render_lines(column.region.reset_offset)
            ).split()
            assert drawn == str(column.content).split(), name
        points = screen.query_one("#tracker-points", Static).region
        counts = screen.query_one("#tracker-counts", Static).region
        assert points.y > counts.y  # one under the other
