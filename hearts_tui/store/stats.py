"""The player's statistics over finished games, saved in the user data directory.

A finished game is counted from its facts (:mod:`.hand_facts`: moons shot, who took the
Q♠, found by replaying its log) under its table's key (:mod:`.stats_tables`).  Seat 0 is
the human.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from ..engine import Game
from ..engine.codes import parse_code, written_as_code
from .files import load_document, save_document
from .hand_facts import HUMAN, HandFacts, hand_facts
from .stats_tables import newer_key, players_at, table_key, valid_key

FORMAT: Final = "hearts-tui-stats"
VERSION: Final = 1
STATS_FILE: Final = "stats.json"
#: How many recent game ids are remembered so that no game is counted twice.
RECENT_IDS: Final = 50
#: Sane bounds for a file to be believed: counts, one game's score, a total, an id, a code.
MAX_COUNT: Final = 10**9
MAX_SCORE: Final = 100_000
MAX_TEXT: Final = 200
#: How many finished games the "Last games" list keeps (newest last).
RECENT_GAMES: Final = 20
#: At most this many tables are believed: 7 presets × 9 player counts and decks at the
#: Standard table, 6 Domino and 4 Cancellation tables are 73.
MAX_TABLES: Final = 128
#: The figures a record counts, each a whole number.
COUNTS: Final = (
    "played",
    "won",
    "shared",
    "hands",
    "moons",
    "queens",
    "hints",
    "hinted_games",
    "assisted",
)


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game's final score for the human, with its code (to replay it)."""

    score: int
    code: str


@dataclass(frozen=True, slots=True)
class Record:
    """The human's figures over a set of finished games (all of them, or one table's)."""

    played: int = 0
    #: Games won outright (alone in first place).
    won: int = 0
    #: Games in which the human shared first place.
    shared: int = 0
    #: Sum of the human's final scores (for the average).
    total_score: int = 0
    hands: int = 0
    moons: int = 0
    queens: int = 0
    #: Hints asked for (key ``i``), and the games in which at least one was.
    hints: int = 0
    hinted_games: int = 0
    #: Games in which a card or a pass was taken back (key ``z``): "assisted".
    assisted: int = 0
    #: Lowest and highest final score.
    best: GameResult | None = None
    worst: GameResult | None = None

    @property
    def average(self) -> float | None:
        """The average final score, or None before the first game."""
        return self.total_score / self.played if self.played else None

    def counted(self, game: Game, facts: list[HandFacts], hints: int, takebacks: int = 0) -> Record:
        """This record with the finished ``game`` (its hands' ``facts``) added."""
        score = game.scores[HUMAN]
        winners = game.winners
        result = GameResult(score, game.code)
        return Record(
            played=self.played + 1,
            won=self.won + (winners == [HUMAN]),
            shared=self.shared + (HUMAN in winners and len(winners) > 1),
            total_score=self.total_score + score,
            hands=self.hands + len(facts),
            moons=self.moons + sum(f.shot_moon for f in facts),
            queens=self.queens + sum(f.took_queen for f in facts),
            hints=min(MAX_COUNT, self.hints + max(0, hints)),
            hinted_games=self.hinted_games + (hints > 0),
            assisted=self.assisted + (takebacks > 0),
            best=result if self.best is None or score < self.best.score else self.best,
            worst=result if self.worst is None or score > self.worst.score else self.worst,
        )

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(Record)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "") -> Record:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` on anything unexpected.

        Figures must be possible: whole numbers in range, no more wins than games, no more
        moons or Q♠ than hands, no more games with hints than games or hints, no more
        assisted games than games.  Figures added later (``hints``, ``hinted_games``,
        ``assisted``) default to 0 when an older file lacks them.
        ``where`` names the record in the error ("black_maria: ").
        """
        counts: dict[str, int] = {}
        for name in COUNTS:
            counts[name] = _whole(data.get(name, 0), where + name, 0, MAX_COUNT)
        played = counts["played"]
        total = _whole(
            data.get("total_score", 0),
            where + "total_score",
            -MAX_SCORE * played,
            MAX_SCORE * played,
        )
        if counts["won"] + counts["shared"] > played:
            raise ValueError(f"{where}more games won than played")
        if counts["hands"] < played:
            raise ValueError(f"{where}fewer hands than games played")
        if max(counts["moons"], counts["queens"]) > counts["hands"]:
            raise ValueError(f"{where}more moons or Q♠ than hands")
        if counts["hinted_games"] > min(played, counts["hints"]):
            raise ValueError(f"{where}more games with hints than games or hints")
        if counts["assisted"] > played:
            raise ValueError(f"{where}more assisted games than games played")
        best = _result(data.get("best"), where + "best")
        worst = _result(data.get("worst"), where + "worst")
        if (best is None or worst is None) != (played == 0):
            raise ValueError(f"{where}best and worst games must be given once games were played")
        if best is not None and worst is not None and best.score > worst.score:
            raise ValueError(f"{where}the best game scores more than the worst")
        return cls(**counts, total_score=total, best=best, worst=worst)


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One of the last finished games, for the "Last games" list (Replay from its code)."""

    code: str
    #: When it finished, local time to the minute: ``2026-11-30 07:42``.
    date: str
    score: int
    #: The human's place: 1 is first (shared or not), up to the number of players.
    place: int
    #: Its :func:`table_key`.
    table: str
    hints: int = 0
    #: Cards (or passes) taken back in the game: more than 0 makes it "assisted".
    takebacks: int = 0

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, value: object) -> RecentGame:
        """One entry of the list; raises ``ValueError`` unless it is sane."""
        if not isinstance(value, dict) or not {"code", "date", "score", "place", "table"} <= set(
            value
        ):
            raise ValueError("a recent game needs a code, a date, a score, a place and a table")
        code, date, table = value["code"], value["date"], value["table"]
        if not written_as_code(code):
            raise ValueError("a recent game's code must be a game code")
        try:
            parse_code(code)
        except ValueError as exc:
            raise ValueError("a recent game's code must be a game code") from exc
        if not isinstance(date, str) or len(date) != 16:
            raise ValueError("a recent game's date must be a date and time")
        try:
            datetime.strptime(date, "%Y-%m-%d %H:%M")
        except ValueError as exc:
            raise ValueError("a recent game's date must be a date and time") from exc
        if not valid_key(table):
            raise ValueError("a recent game's table is not a table")
        seats = players_at(table)
        return cls(
            code=code,
            date=date,
            score=_whole(value["score"], "recent score", -MAX_SCORE, MAX_SCORE),
            place=_whole(value["place"], "recent place", 1, seats),
            table=table,
            hints=_whole(value.get("hints", 0), "recent hints", 0, MAX_COUNT),
            takebacks=_whole(value.get("takebacks", 0), "recent take-backs", 0, MAX_COUNT),
        )


def place_of(game: Game, seat: int = HUMAN) -> int:
    """``seat``'s place at the end of ``game``: 1 + the seats with a lower score."""
    mine = game.scores[seat]
    return 1 + sum(score < mine for score in game.scores)


@dataclass(frozen=True, slots=True)
class Stats(Record):
    """Totals over the human's finished games (the :class:`Record` fields), each table's
    record and the last games.

    The totals are kept flat (as in files before tables were counted): a file from then
    has totals older than any table's record, so the tables may add up to fewer games.
    """

    #: Ids of the last games counted, so that a game is never counted twice.
    recorded: tuple[str, ...] = ()
    #: Each table's record, by :func:`table_key`, in the order first played.
    tables: tuple[tuple[str, Record], ...] = ()
    #: The last :data:`RECENT_GAMES` finished games, oldest first.
    recent: tuple[RecentGame, ...] = ()
    #: The records of tables of a newer hearts (games this version does not deal), by key:
    #: not shown, but counted in the totals and written back as they were.
    newer_tables: tuple[tuple[str, Record], ...] = ()

    @property
    def record(self) -> Record:
        """The totals over all games as a :class:`Record`."""
        return Record(**{f.name: getattr(self, f.name) for f in dataclasses.fields(Record)})

    def table(self, key: str) -> Record:
        """The record of the table ``key`` (empty if never played)."""
        return dict(self.tables).get(key, Record())

    def add(
        self,
        game: Game,
        game_id: str,
        hints: int = 0,
        takebacks: int = 0,
        when: datetime | None = None,
    ) -> Stats:
        """These statistics with a finished ``game`` counted (unchanged if already counted);
        ``hints`` is how many hints the player asked for in it, ``takebacks`` how many
        take-backs (any makes the game "assisted"), ``when`` when it finished (now if not
        given)."""
        if game.phase != "game_over" or game_id in self.recorded:
            return self
        facts = list(hand_facts(game))
        key = table_key(game.rules)
        totals = self.record.counted(game, facts, hints, takebacks)
        tables = dict(self.tables)
        tables[key] = tables.get(key, Record()).counted(game, facts, hints, takebacks)
        finished = RecentGame(
            code=game.code,
            date=(when or datetime.now()).strftime("%Y-%m-%d %H:%M"),
            score=game.scores[HUMAN],
            place=place_of(game),
            table=key,
            hints=min(MAX_COUNT, max(0, hints)),
            takebacks=min(MAX_COUNT, max(0, takebacks)),
        )
        return dataclasses.replace(
            self,
            **{f.name: getattr(totals, f.name) for f in dataclasses.fields(Record)},
            recorded=(*self.recorded, game_id)[-RECENT_IDS:],
            tables=tuple(tables.items()),
            recent=(*self.recent, finished)[-RECENT_GAMES:],
        )

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        out = self.record.to_dict()
        out["recorded"] = list(self.recorded)
        out["tables"] = {
            key: record.to_dict() for key, record in (*self.tables, *self.newer_tables)
        }
        out["recent"] = [game.to_dict() for game in self.recent]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "") -> Stats:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` on anything unexpected.

        The totals are checked as :meth:`Record.from_dict` checks them; so is each table's
        record, and the tables may not count more games than the totals.  The recent list
        holds at most :data:`RECENT_GAMES` sane entries.  A table of a newer hearts (see
        :func:`newer_key`) is kept apart in ``newer_tables``, and its recent games (whose
        codes this version may not read) are left out of the list.  ``tables`` and ``recent`` (added
        later) are empty when an older file lacks them.
        """
        totals = Record.from_dict(data, where)
        tables_data = data.get("tables", {})
        if not isinstance(tables_data, dict) or len(tables_data) > MAX_TABLES:
            raise ValueError("tables must be a few tables' records")
        tables: list[tuple[str, Record]] = []
        newer: list[tuple[str, Record]] = []
        for key, value in tables_data.items():
            if not (valid_key(key) or newer_key(key)) or not isinstance(value, dict):
                raise ValueError("tables must be a few tables' records")
            (tables if valid_key(key) else newer).append((key, Record.from_dict(value, f"{key}: ")))
        if sum(record.played for _, record in (*tables, *newer)) > totals.played:
            raise ValueError("the tables count more games than were played")
        recent_data = data.get("recent", [])
        if not isinstance(recent_data, list) or len(recent_data) > RECENT_GAMES:
            raise ValueError(f"recent must be a list of at most {RECENT_GAMES} games")
        recent = tuple(
            RecentGame.from_dict(value)
            for value in recent_data
            if not (isinstance(value, dict) and newer_key(value.get("table")))
        )
        if len(recent) > totals.played:
            raise ValueError("more recent games than games played")
        recorded = data.get("recorded", [])
        if (
            not isinstance(recorded, list)
            or len(recorded) > MAX_TEXT
            or not all(isinstance(i, str) and 0 < len(i) <= MAX_TEXT for i in recorded)
        ):
            raise ValueError("recorded must be a list of game ids")
        return cls(
            **{f.name: getattr(totals, f.name) for f in dataclasses.fields(Record)},
            recorded=tuple(recorded),
            tables=tuple(tables),
            recent=recent,
            newer_tables=tuple(newer),
        )


def hints_used(ui_state: Mapping[str, Any]) -> int:
    """The hints counted in a game's saved UI state (``ui_state["hints"]``), 0 if none."""
    value = ui_state.get("hints", 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return 0
    return min(value, MAX_COUNT)


def takebacks_used(ui_state: Mapping[str, Any]) -> int:
    """The take-backs counted in a game's saved UI state (``ui_state["takebacks"]``), 0 if
    none."""
    value = ui_state.get("takebacks", 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return 0
    return min(value, MAX_COUNT)


def _whole(value: object, name: str, low: int, high: int) -> int:
    """``value`` if it is a whole number in ``low..high`` (never a bool), else ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number")
    if not low <= value <= high:
        raise ValueError(f"{name} is out of range")
    return value


def _plain(value: object) -> object:
    """A figure as JSON: a :class:`GameResult` as a dict, anything else as it is."""
    return dataclasses.asdict(value) if isinstance(value, GameResult) else value


def _result(value: object, name: str) -> GameResult | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"score", "code"}:
        raise ValueError(f"{name} must be a score and a code")
    score, code = value["score"], value["code"]
    if not written_as_code(code):  # said by `stats`: a code, never a file's escape codes
        raise ValueError(f"{name} must be a score and a code")
    return GameResult(_whole(score, f"{name} score", -MAX_SCORE, MAX_SCORE), code)


def load_stats(directory: Path) -> tuple[Stats, str | None]:
    """The saved statistics and a one-line notice; empty ones when there are none.

    A damaged file gives empty statistics and a notice, and is renamed aside for the user.
    """
    value, notice = load_document(
        directory / STATS_FILE,
        format_name=FORMAT,
        version=VERSION,
        parse=Stats.from_dict,
        noun="statistics",
        label="stats",
    )
    return (value if value is not None else Stats()), notice


def save_stats(directory: Path, stats: Stats) -> None:
    """Write the statistics crash-safe; raises ``OSError`` when the disk refuses."""
    save_document(
        directory / STATS_FILE, format_name=FORMAT, version=VERSION, fields=stats.to_dict()
    )
