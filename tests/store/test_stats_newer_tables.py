"""Statistics written by a newer hearts that deals a game this version does not know.

Issue 12 added tables without a new stats format (its keys are new words in the same
file), so the next game a newer hearts adds will do the same: its file names a table such
as ``"spot 4 players"``.  Read here, that file must not be thrown out as damaged — the
player's totals and every table this version knows stay, the newer table's record is kept
and written back unchanged; only junk is still set aside.
"""

from __future__ import annotations

import json
from typing import Any

from hearts_tui.engine import Game, Rules
from hearts_tui.store.stats import STATS_FILE, Stats, load_stats, save_stats
from tests.store.dirs import CODE, Dirs
from tests.store.test_stats_variants import finish_any

NEWER = "spot 4 players"


def _played() -> Stats:
    stats = Stats().add(finish_any(Game.new(CODE, Rules.domino(3))), "d")
    return stats.add(finish_any(Game.new(CODE, Rules.cancellation(7, target=10))), "c")


def _with_newer_table(stats: Stats) -> dict[str, Any]:
    """``stats`` as a newer hearts would write them after one game at :data:`NEWER`."""
    data = stats.to_dict()
    record = dict(data["tables"]["domino 3 players"])
    data["tables"][NEWER] = record
    for name in ("played", "won", "shared", "hands", "moons", "queens", "total_score"):
        data[name] += record[name]
    recent = dict(data["recent"][0], table=NEWER, code="ZZZZ-ZZZZ-ZZZZ-ZZZZ-Z")
    data["recent"].append(recent)
    return {"format": "hearts-tui-stats", "version": 1, **data}


def test_a_newer_versions_table_does_not_reset_the_statistics(dirs: Dirs) -> None:
    """A stats file naming a table of a newer hearts loads with no notice: the totals count
    its games, the known tables keep their records, nothing is set aside."""
    stats = _played()
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(json.dumps(_with_newer_table(stats)))
    loaded, notice = load_stats(dirs.data)
    assert notice is None
    assert loaded.played == stats.played + stats.table("domino 3 players").played
    assert loaded.tables == stats.tables
    assert loaded.recent == stats.recent  # the newer game's entry is not shown here
    assert list(dirs.data.iterdir()) == [dirs.data / STATS_FILE]


def test_the_newer_tables_record_is_written_back_when_a_game_is_added(dirs: Dirs) -> None:
    """After a game here, the file still holds the newer table's record as it was, so the
    newer hearts finds it again."""
    written = _with_newer_table(_played())
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(json.dumps(written))
    loaded, _ = load_stats(dirs.data)
    more = loaded.add(finish_any(Game.new(CODE, Rules.domino(3))), "d2")
    save_stats(dirs.data, more)
    again = json.loads((dirs.data / STATS_FILE).read_text())
    assert again["tables"][NEWER] == written["tables"][NEWER]
    assert again["played"] == written["played"] + 1
    assert load_stats(dirs.data) == (more, None)


def test_an_impossible_record_at_a_newer_table_is_still_damage(dirs: Dirs) -> None:
    """A newer table's record is checked like any other: more wins than games is refused
    and the file set aside."""
    written = _with_newer_table(_played())
    written["tables"][NEWER]["won"] = written["tables"][NEWER]["played"] + 1
    dirs.data.mkdir()
    (dirs.data / STATS_FILE).write_text(json.dumps(written))
    loaded, notice = load_stats(dirs.data)
    assert loaded == Stats() and notice is not None
    assert list(dirs.data.glob("stats.damaged-*.json"))
