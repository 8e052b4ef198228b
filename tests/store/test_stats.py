"""Statistics: counting finished games once, facts from replayed hands, damaged files."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.store.hand_facts import HandFacts, hand_facts
from hearts_tui.store.stats import (
    RECENT_GAMES,
    STATS_FILE,
    GameResult,
    RecentGame,
    Record,
    Stats,
    load_stats,
    save_stats,
)
from hearts_tui.store.stats_tables import table_key
from tests.store.dirs import CODE, Dirs, finish_game, play_cards, short_game

RANKS = "23456789TJQKA"


def suit(letter: str) -> list[str]:
    return [rank + letter for rank in RANKS]


def one_hand(seat_with_clubs: int) -> Game:
    """A hand where one seat holds every club: it wins every trick and shoots the moon."""
    rest = suit("D") + suit("H") + suit("S")
    others = [rest[i * 13 : (i + 1) * 13] for i in range(3)]
    hands = [*others[:seat_with_clubs], suit("C"), *others[seat_with_clubs:]]
    game = Game.from_hands(hands, Rules(pass_cycle="off", target=10), code=CODE)
    play_cards(game, 52)
    return game


def test_a_seat_that_wins_every_trick_shot_the_moon_and_took_the_queen() -> None:
    assert list(hand_facts(one_hand(0))) == [HandFacts(shot_moon=True, took_queen=True)]
    assert list(hand_facts(one_hand(2))) == [HandFacts(shot_moon=False, took_queen=False)]


@pytest.mark.parametrize("code", [CODE, "PSCD-R3BV", "TQGW-55YQ"])
def test_exactly_one_seat_takes_the_queen_each_hand(code: str) -> None:
    """Across all seats, each replayed hand has one Q♠ taker; a moon shooter is it."""
    game = finish_game(Game.new(code, Rules(target=60)))
    per_seat = [list(hand_facts(game, seat)) for seat in range(4)]
    assert len(per_seat[0]) == len(game.history) >= 2
    for hand in range(len(game.history)):
        facts = [per_seat[seat][hand] for seat in range(4)]
        assert sum(f.took_queen for f in facts) == 1
        assert all(f.took_queen for f in facts if f.shot_moon)
        moon_scored = sorted(game.history[hand]) == [0, 26, 26, 26]
        assert any(f.shot_moon for f in facts) == moon_scored


def test_a_finished_game_is_counted_once() -> None:
    game = short_game()
    stats = Stats().add(game, "id-1")
    score = game.scores[0]
    assert (stats.played, stats.total_score, stats.average) == (1, score, score)
    assert stats.won + stats.shared == (0 in game.winners)
    assert stats.best == stats.worst == GameResult(score, game.code)
    assert stats.hands == len(game.history)
    assert stats.add(game, "id-1") is stats


def test_an_unfinished_game_is_not_counted() -> None:
    assert Stats().add(Game.new(CODE), "id-1") == Stats()


def test_best_and_worst_keep_the_lowest_and_highest_score() -> None:
    games = [short_game(code) for code in (CODE, "PSCD-R3BV", "TQGW-55YQ")]
    stats = Stats()
    for number, game in enumerate(games):
        stats = stats.add(game, f"id-{number}")
    scores = [g.scores[0] for g in games]
    assert stats.played == 3 and stats.total_score == sum(scores)
    assert stats.best is not None and stats.best.score == min(scores)
    assert stats.worst is not None and stats.worst.score == max(scores)


def test_stats_round_trip_through_the_data_dir(dirs: Dirs) -> None:
    stats = Stats().add(short_game(), "id-1")
    save_stats(dirs.data, stats)
    assert load_stats(dirs.data) == (stats, None)


@pytest.mark.parametrize(
    "text",
    [
        "nonsense",
        json.dumps({"format": "hearts-tui-stats", "version": 1, "played": "many"}),
        json.dumps({"format": "hearts-tui-stats", "version": 1, "best": {"score": 3}}),
        json.dumps({"format": "hearts-tui-stats", "version": 2}),
    ],
)
def test_damaged_stats_start_empty_and_are_kept(dirs: Dirs, text: str) -> None:
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(text)
    stats, notice = load_stats(dirs.data)
    assert stats == Stats()
    kept = list(dirs.data.glob("stats.damaged-*.json"))
    assert [p.read_text() for p in kept] == [text]
    assert notice is not None and kept[0].name in notice


def test_the_remembered_ids_are_bounded() -> None:
    game = short_game()
    stats = Stats()
    for number in range(80):
        stats = stats.add(game, f"id-{number}")
    assert stats.played == 80 and len(stats.recorded) == 50 and stats.recorded[-1] == "id-79"


def test_hints_are_counted_with_the_game_and_the_games_that_used_them() -> None:
    stats = Stats().add(short_game(), "id-1", hints=3)
    stats = stats.add(finish_game(Game.new("PSCD-R3BV", Rules(target=30))), "id-2")
    assert (stats.hints, stats.hinted_games) == (3, 1)
    assert Stats.from_dict(stats.to_dict()) == stats


def test_a_stats_file_from_before_hints_reads_as_no_hints() -> None:
    old = Stats().add(short_game(), "id-1").to_dict()
    del old["hints"], old["hinted_games"]
    stats = Stats.from_dict(old)
    assert (stats.played, stats.hints, stats.hinted_games) == (1, 0, 0)


def test_more_games_with_hints_than_hints_or_games_is_refused() -> None:
    good = Stats().add(short_game(), "id-1", hints=1).to_dict()
    with pytest.raises(ValueError, match="hints"):
        Stats.from_dict({**good, "hinted_games": 2, "hints": 5})
    with pytest.raises(ValueError, match="hints"):
        Stats.from_dict({**good, "hints": 0})


def black_maria_game() -> Game:
    return finish_game(Game.new("PSCD-R3BV", Rules.preset("black_maria", target=10)))


def test_table_keys_split_by_preset_player_count_and_kitty_only() -> None:
    assert table_key(Rules()) == "standard"
    assert table_key(Rules(target=10, moon="shooter_minus")) == "standard"
    assert table_key(Rules.preset("black_maria")) == "black_maria"
    assert table_key(Rules(players=3)) == "3 players"
    assert table_key(Rules(players=5, short_deck="kitty")) == "5 players kitty"
    assert table_key(Rules(players=4, short_deck="kitty")) == "standard"


def test_a_black_maria_and_a_standard_game_land_in_their_tables_and_both_in_all() -> None:
    standard, maria = short_game(), black_maria_game()
    stats = Stats().add(standard, "id-1", hints=2).add(maria, "id-2")
    assert [key for key, _ in stats.tables] == ["standard", "black_maria"]
    assert stats.table("standard").played == stats.table("black_maria").played == 1
    assert stats.table("standard").total_score == standard.scores[0]
    assert stats.table("black_maria").best == GameResult(maria.scores[0], maria.code)
    assert (stats.table("standard").hints, stats.table("black_maria").hints) == (2, 0)
    assert stats.played == 2 and stats.total_score == standard.scores[0] + maria.scores[0]
    assert stats.hints == 2 and stats.table("spot_hearts") == Record()
    assert Stats.from_dict(stats.to_dict()) == stats


def test_recent_games_keep_code_date_score_place_table_and_hints() -> None:
    game = short_game()
    when = datetime(2026, 11, 30, 7, 42)
    stats = Stats().add(game, "id-1", hints=1, when=when)
    place = 1 + sum(score < game.scores[0] for score in game.scores)
    assert stats.recent == (
        RecentGame(game.code, "2026-11-30 07:42", game.scores[0], place, "standard", 1),
    )


def test_only_the_last_twenty_games_are_listed() -> None:
    stats = Stats()
    for number in range(25):
        stats = stats.add(short_game(), f"id-{number}", hints=number)
    assert len(stats.recent) == RECENT_GAMES == 20
    assert [g.hints for g in stats.recent] == list(range(5, 25))
    assert stats.table("standard").played == 25


def test_a_stats_file_from_before_tables_loads_with_no_tables_and_no_recent(
    dirs: Dirs,
) -> None:
    old = Stats().add(short_game(), "id-1").to_dict()
    del old["tables"], old["recent"]
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(
        json.dumps({"format": "hearts-tui-stats", "version": 1, **old})
    )
    stats, notice = load_stats(dirs.data)
    assert notice is None and stats.played == 1
    assert (stats.tables, stats.recent) == ((), ())
    # Games after the upgrade are split; the totals keep the older game too.
    stats = stats.add(black_maria_game(), "id-2")
    assert stats.played == 2 and [key for key, _ in stats.tables] == ["black_maria"]
    assert Stats.from_dict(stats.to_dict()) == stats


def _saved(stats: Stats, **changes: object) -> str:
    return json.dumps({"format": "hearts-tui-stats", "version": 1, **stats.to_dict(), **changes})


def _many_games() -> Stats:
    stats = Stats()
    for number in range(3):
        stats = stats.add(short_game(), f"id-{number}")
    return stats


@pytest.mark.parametrize(
    "damage",
    [
        "a recent list of 500",
        "a negative per-table count",
        "more games in a table than in all",
        "an unknown table",
        "a recent game with a bad code",
        "a recent game with a bad date",
        "a recent game in sixth place",
        "tables that are not a mapping",
    ],
)
def test_damaged_tables_or_recent_games_set_the_file_aside(dirs: Dirs, damage: str) -> None:
    stats = _many_games()
    good = stats.to_dict()
    table = good["tables"]["standard"]
    entry = good["recent"][0]
    changes: dict[str, object] = {
        "a recent list of 500": {"recent": [entry] * 500},
        "a negative per-table count": {"tables": {"standard": {**table, "moons": -1}}},
        "more games in a table than in all": {"tables": {"standard": table, "black_maria": table}},
        "an unknown table": {"tables": {"poker": table}},
        "a recent game with a bad code": {"recent": [{**entry, "code": "../../etc"}]},
        "a recent game with a bad date": {"recent": [{**entry, "date": "yesterday"}]},
        "a recent game in sixth place": {"recent": [{**entry, "place": 6}]},
        "tables that are not a mapping": {"tables": [table]},
    }[damage]
    dirs.data.mkdir()
    text = _saved(stats, **changes)
    (dirs.data / STATS_FILE).write_text(text)
    loaded, notice = load_stats(dirs.data)
    assert loaded == Stats()
    kept = list(dirs.data.glob("stats.damaged-*.json"))
    assert [p.read_text() for p in kept] == [text]
    assert notice is not None and kept[0].name in notice
