"""The score sheet derived from a game: points, running totals, moons, big cards, the chart."""

from __future__ import annotations

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.store.hand_facts import hand_records
from hearts_tui.words.score_sheet import (
    chart_lines,
    legend,
    place_text,
    points_cell,
    score_sheet,
)
from tests.store.dirs import finish_game, play_cards

from .helpers import CODE
from .positions import EAST_SHOOTS, east_shoots_the_moon

QS, KS, AS, JD = (Card.parse(code) for code in ("QS", "KS", "AS", "JD"))
RANKS = "23456789TJQKA"


def played_out(game: Game) -> Game:
    """``game`` with its current hand played to the end (first legal card each time)."""
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    return game


def test_a_whole_short_game_has_a_row_per_hand_with_running_totals() -> None:
    game = finish_game(Game.new(CODE, Rules(target=10)))
    sheet = score_sheet(game)
    assert len(sheet.hands) == len(game.history) >= 1
    assert sheet.current is None
    totals = [0] * 4
    for number, (row, points) in enumerate(zip(sheet.hands, game.history, strict=True), 1):
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        assert row.hand_number == number
        assert list(row.points) == points
        assert row.totals == tuple(totals)
        # The Standard table's one big card goes to exactly one seat each hand.
        assert [card for card, _ in row.takers] == [QS]
    assert sheet.totals == tuple(game.scores) == sheet.hands[-1].totals
    assert sheet.winners == tuple(game.winners)
    assert [sheet.running()[seat][-1] for seat in range(4)] == game.scores


def test_the_moon_shooter_and_the_queen_are_marked_and_the_start_scores_kept() -> None:
    game = played_out(east_shoots_the_moon([5, 0, 3, 1]))
    sheet = score_sheet(game)
    (row,) = sheet.hands
    assert row.hand_number == 4
    assert sheet.start == (5, 0, 3, 1)
    assert row.moon_shooter == 3
    assert row.points == (26, 26, 26, 0)
    assert row.totals == (31, 26, 29, 1)
    assert [points_cell(row, seat) for seat in range(4)] == ["26", "26", "26", "0 ☾Q♠"]
    assert points_cell(row, 3, ascii_moon=True) == "0 M Q♠"


def test_moon_marks_are_left_out_when_moon_shots_are_off() -> None:
    game = Game.from_hands(EAST_SHOOTS, Rules(moon="off"), hand_number=4, code=CODE)
    row = score_sheet(played_out(game)).hands[0]
    assert row.moon_shooter is None
    assert points_cell(row, 3) == "26 Q♠"


def test_the_hand_in_play_shows_points_so_far_and_hides_the_kitty() -> None:
    """3 players with a kitty: the Q♠ lies in the kitty, so nobody is marked for it until the
    hand is over, when it goes to the first trick's winner with its 13 points."""
    deck = [rank + suit for suit in "CDHS" for rank in RANKS]
    deck.remove("QS")
    hands = [deck[seat::3] for seat in range(3)]
    rules = Rules(players=3, short_deck="kitty", pass_cycle="off")
    game = Game.from_hands(hands, rules, code=CODE)
    play_cards(game, 3 * 4)
    sheet = score_sheet(game)
    assert sheet.hands == ()
    current = sheet.current
    assert current is not None and current.in_play and current.totals is None
    assert current.hand_number == 1
    assert list(current.points) == game.hand_points
    assert current.takers == ()
    first_winner = game.tricks[0].winner
    played_out(game)
    (row,) = score_sheet(game).hands
    assert row.cards_of(first_winner) == [QS]
    assert row.points[first_winner] >= 13


def test_black_maria_at_five_marks_the_three_spades_and_names_every_seat() -> None:
    game = Game.new(CODE, Rules.preset("black_maria", players=5, target=60))
    finish_game(game)
    sheet = score_sheet(game)
    assert sheet.names == ("You", "West", "Northwest", "Northeast", "East")
    assert sheet.big_cards == (QS, KS, AS)
    for row in sheet.hands:
        assert sorted(str(card) for card, _ in row.takers) == ["A♠", "K♠", "Q♠"]
        for card, seat in row.takers:
            assert str(card) in points_cell(row, seat)
    assert legend(sheet).startswith("☾ moon shot · Q♠ K♠ A♠ taken")


def test_the_jack_of_diamonds_is_marked_only_where_it_scores() -> None:
    with_jack = finish_game(Game.new(CODE, Rules(jack_of_diamonds=-10, target=30)))
    assert score_sheet(with_jack).big_cards == (QS, JD)
    marked = [card for row in score_sheet(with_jack).hands for card, _ in row.takers]
    assert marked.count(JD) == len(with_jack.history)
    standard = finish_game(Game.new(CODE, Rules(target=30)))
    assert all(JD not in row.cards_of(s) for row in score_sheet(standard).hands for s in range(4))


def test_the_hand_records_agree_with_the_sheet() -> None:
    """The sheet's marks come from the replayed log, the same records the statistics use."""
    game = finish_game(Game.new(CODE, Rules(target=30)))
    records = hand_records(game)
    sheet = score_sheet(game)
    assert [r.hand_number for r in records] == [row.hand_number for row in sheet.hands]
    assert [r.taker(QS) for r in records] == [row.takers[0][1] for row in sheet.hands]


def test_the_chart_draws_every_seat_on_the_targets_scale() -> None:
    game = finish_game(Game.new(CODE, Rules(target=10)))
    sheet = score_sheet(game)
    lines = chart_lines(sheet, width=20)
    high = max(sheet.target, *sheet.totals)
    assert lines[0].strip().startswith(f"0 … █ {high}")
    assert f"target {sheet.target}" in lines[0] or "(the target)" in lines[0]
    for name, total, line in zip(sheet.names, sheet.totals, lines[1:], strict=True):
        assert line.startswith(name) and line.endswith(f" {total}")
    assert chart_lines(score_sheet(Game.new(CODE))) == []


def test_places_read_as_ordinals() -> None:
    assert [place_text(n) for n in range(1, 6)] == ["1st", "2nd", "3rd", "4th", "5th"]
