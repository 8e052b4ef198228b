"""Statistics of the tables of issue 12: Domino Hearts, Cancellation Hearts and 6–10 players
are each kept apart and survive the file; files of the release before them load unchanged."""

from __future__ import annotations

import json

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.store.hand_facts import hand_facts
from hearts_tui.store.stats import (
    STATS_FILE,
    GameResult,
    RecentGame,
    Record,
    Stats,
    load_stats,
    save_stats,
)
from hearts_tui.store.stats_tables import table_key
from tests.store.dirs import CODE, Dirs, pass_all


def finish_any(game: Game) -> Game:
    """Play ``game`` to the end at any table: the first three cards passed, a draw whenever
    Domino Hearts asks for one, else the first legal card."""
    while game.phase != "game_over":
        if game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "passing":
            pass_all(game)
        elif game.must_draw:
            game.draw()
        else:
            game.play(game.legal_cards()[0])
    return game


def test_domino_and_cancellation_are_tables_of_their_own_by_player_count() -> None:
    """A Domino game is not a Basic Hearts (or Standard) game, nor a Cancellation game an
    "8 players" Standard one: each game and player count is its own table."""
    assert table_key(Rules.domino(4)) == "domino 4 players"
    assert table_key(Rules.domino(2)) == "domino 2 players"
    assert table_key(Rules.cancellation(8)) == "cancellation 8 players"
    assert table_key(Rules.cancellation(10, target=10)) == "cancellation 10 players"
    keys = {
        table_key(rules)
        for rules in (
            Rules(),
            Rules.preset("basic"),
            Rules(players=7),
            Rules.domino(4),
            Rules.domino(7),
            Rules.cancellation(7),
        )
    }
    assert len(keys) == 6


def test_six_and_seven_players_keep_their_standard_keys_with_a_kitty_apart() -> None:
    assert table_key(Rules(players=6)) == "6 players"
    assert table_key(Rules(players=7, short_deck="kitty")) == "7 players kitty"
    assert table_key(Rules.preset("black_maria", players=6)) == "black_maria 6 players"


def test_games_of_every_new_table_are_counted_apart_and_the_file_keeps_them(
    dirs: Dirs,
) -> None:
    """A Domino, a 10-player Cancellation and a 6-player game: three tables, each with one
    game, the human's place up to 10th kept, and the file read back as it was written."""
    domino = finish_any(Game.new(CODE, Rules.domino(4)))
    cancellation = finish_any(Game.new(CODE, Rules.cancellation(10, target=10)))
    six = finish_any(Game.new(CODE, Rules(players=6, target=10)))
    stats = Stats().add(domino, "d").add(cancellation, "c").add(six, "6")
    assert [key for key, _ in stats.tables] == [
        "domino 4 players",
        "cancellation 10 players",
        "6 players",
    ]
    assert all(record.played == 1 for _, record in stats.tables)
    assert stats.table("domino 4 players").best == GameResult(domino.scores[0], domino.code)
    assert stats.table("basic") == stats.table("standard") == Record()
    place = 1 + sum(score < cancellation.scores[0] for score in cancellation.scores)
    assert place > 5  # this game's human finishes below 5th: a place only 10 seats allow
    assert stats.recent[1].place == place
    save_stats(dirs.data, stats)
    loaded, notice = load_stats(dirs.data)
    assert notice is None
    assert loaded == stats


def test_a_recent_game_is_placed_within_its_tables_seats() -> None:
    """Tenth of ten is a place; eleventh of ten, or seventh of six, is a damaged file."""
    six = RecentGame(CODE, "2026-11-30 07:42", 20, 6, "6 players kitty").to_dict()
    assert RecentGame.from_dict(six).place == 6
    with pytest.raises(ValueError, match="recent place"):
        RecentGame.from_dict({**six, "place": 7})
    entry = RecentGame(CODE, "2026-11-30 07:42", 20, 10, "cancellation 10 players").to_dict()
    assert RecentGame.from_dict(entry).place == 10
    with pytest.raises(ValueError, match="recent place"):
        RecentGame.from_dict({**entry, "place": 11})


def test_table_keys_the_games_cannot_give_are_refused(dirs: Dirs) -> None:
    """A Domino table of 9 players or a Standard one of 2 is not a table: the file is set
    aside as damaged rather than believed."""
    stats = Stats().add(finish_any(Game.new(CODE, Rules.domino(3))), "d")
    good = stats.to_dict()
    record = good["tables"]["domino 3 players"]
    for bad in ("domino 9 players", "2 players", "cancellation 6 players", "domino", "4 players"):
        text = json.dumps(
            {"format": "hearts-tui-stats", "version": 1, **good, "tables": {bad: record}}
        )
        dirs.data.mkdir(exist_ok=True)
        (dirs.data / STATS_FILE).write_text(text)
        loaded, notice = load_stats(dirs.data)
        assert loaded == Stats() and notice is not None, bad


#: A stats file written by the release before Domino and Cancellation Hearts (three
#: Standard-game tables: the Standard table, Black Maria at 3 with a kitty, 5 players).
OLD_FILE = (
    '{"format": "hearts-tui-stats", "version": 1, "played": 3, "won": 1, "shared": 1, '
    '"total_score": 3, "hands": 3, "moons": 1, "queens": 1, "hints": 1, "hinted_games": 1, '
    '"assisted": 1, "best": {"score": 0, "code": "PSCD-R3B6-4MDV-W"}, '
    '"worst": {"score": 3, "code": "K7QD-MR9G-KV"}, "recorded": ["id-a", "id-b", "id-c"], '
    '"tables": {"standard": {"played": 1, "won": 0, "shared": 0, "total_score": 3, '
    '"hands": 1, "moons": 0, "queens": 0, "hints": 1, "hinted_games": 1, "assisted": 0, '
    '"best": {"score": 3, "code": "K7QD-MR9G-KV"}, "worst": {"score": 3, '
    '"code": "K7QD-MR9G-KV"}}, "black_maria 3 players kitty": {"played": 1, "won": 1, '
    '"shared": 0, "total_score": 0, "hands": 1, "moons": 1, "queens": 1, "hints": 0, '
    '"hinted_games": 0, "assisted": 0, "best": {"score": 0, "code": "PSCD-R3B6-4MDV-W"}, '
    '"worst": {"score": 0, "code": "PSCD-R3B6-4MDV-W"}}, "5 players": {"played": 1, '
    '"won": 0, "shared": 1, "total_score": 0, "hands": 1, "moons": 0, "queens": 0, '
    '"hints": 0, "hinted_games": 0, "assisted": 1, "best": {"score": 0, '
    '"code": "TQGW-55YU-C9U7"}, "worst": {"score": 0, "code": "TQGW-55YU-C9U7"}}}, '
    '"recent": [{"code": "K7QD-MR9G-KV", "date": "2026-11-02 09:05", "score": 3, '
    '"place": 3, "table": "standard", "hints": 1, "takebacks": 0}, '
    '{"code": "PSCD-R3B6-4MDV-W", "date": "2026-11-03 21:40", "score": 0, "place": 1, '
    '"table": "black_maria 3 players kitty", "hints": 0, "takebacks": 0}, '
    '{"code": "TQGW-55YU-C9U7", "date": "2026-11-04 08:00", "score": 0, "place": 1, '
    '"table": "5 players", "hints": 0, "takebacks": 2}]}'
)


def test_a_stats_file_of_the_previous_release_loads_unchanged(dirs: Dirs) -> None:
    """Old files have no variant in their keys (every game was a Standard-table game): they
    load as they were, write back byte for byte the same figures, and a new Standard game
    joins its old table while a Domino game starts one of its own."""
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(OLD_FILE)
    stats, notice = load_stats(dirs.data)
    assert notice is None
    assert [key for key, _ in stats.tables] == [
        "standard",
        "black_maria 3 players kitty",
        "5 players",
    ]
    assert (stats.played, stats.won, stats.shared, stats.total_score) == (3, 1, 1, 3)
    assert stats.table("black_maria 3 players kitty").moons == 1
    assert stats.table("5 players").assisted == 1
    assert [game.table for game in stats.recent] == [key for key, _ in stats.tables]
    old = json.loads(OLD_FILE)
    del old["format"], old["version"]
    assert stats.to_dict() == old
    standard = finish_any(Game.new(CODE, Rules(target=10)))
    domino = finish_any(Game.new(CODE, Rules.domino(4)))
    stats = stats.add(standard, "new-s").add(domino, "new-d")
    assert stats.table("standard").played == 2
    assert stats.table("domino 4 players").played == 1
    assert len(stats.tables) == 4


def test_either_q_spade_of_two_decks_counts_as_taken_by_its_taker() -> None:
    """At Cancellation Hearts two seats may each take a Q♠ in one hand: both took it."""
    game = finish_any(Game.new(CODE, Rules.cancellation(8, target=10)))
    took = [hand_facts(game, seat)[0].took_queen for seat in range(8)]
    # In this deal seats 1 and 3 each take one of the two Q♠ in hand 1.
    assert [seat for seat in range(8) if took[seat]] == [1, 3]
