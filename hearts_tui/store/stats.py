"""The player's statistics over finished games, saved in the user data directory.

Facts about single hands (moons shot, who took the Q♠) are found by replaying the finished
game's action log through the engine, so nothing has to be counted while playing and a
crash mid-game cannot skew the numbers.  Seat 0 is the human.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from ..engine import Card, Game
from ..engine.cards import CARDS
from ..engine.save import replay_log
from ..engine.table import BIG_CARDS, QUEEN_SPADES
from .files import load_document, save_document

FORMAT: Final = "hearts-tui-stats"
VERSION: Final = 1
STATS_FILE: Final = "stats.json"
HUMAN: Final = 0
#: How many recent game ids are remembered so that no game is counted twice.
RECENT_IDS: Final = 50
#: Sane bounds for a file to be believed: counts, one game's score, a total, an id, a code.
MAX_COUNT: Final = 10**9
MAX_SCORE: Final = 100_000
MAX_TEXT: Final = 200
QUEEN_OF_SPADES: Final = CARDS[QUEEN_SPADES]


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What happened to one seat in one finished hand."""

    shot_moon: bool
    took_queen: bool


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game's final score for the human, with its code (to replay it)."""

    score: int
    code: str


@dataclass(frozen=True, slots=True)
class Stats:
    """Totals over the human's finished games."""

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
    #: Ids of the last games counted, so that a game is never counted twice.
    recorded: tuple[str, ...] = ()

    @property
    def average(self) -> float | None:
        """The average final score, or None before the first game."""
        return self.total_score / self.played if self.played else None

    def add(self, game: Game, game_id: str, hints: int = 0, takebacks: int = 0) -> Stats:
        """These statistics with a finished ``game`` counted (unchanged if already counted);
        ``hints`` is how many hints the player asked for in it, ``takebacks`` how many
        take-backs (any makes the game "assisted")."""
        if game.phase != "game_over" or game_id in self.recorded:
            return self
        score = game.scores[HUMAN]
        winners = game.winners
        facts = list(hand_facts(game))
        result = GameResult(score, game.code)
        return dataclasses.replace(
            self,
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
            recorded=(*self.recorded, game_id)[-RECENT_IDS:],
        )

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        out = dataclasses.asdict(self)
        out["recorded"] = list(self.recorded)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Stats:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` on anything unexpected.

        Figures must be possible: whole numbers in range, no more wins than games, no more
        moons or Q♠ than hands, no more games with hints than games or hints, no more
        assisted games than games.  Figures added later (``hints``, ``hinted_games``,
        ``assisted``) default to 0 when an older file lacks them.
        """
        counts: dict[str, int] = {}
        for name in (
            "played",
            "won",
            "shared",
            "hands",
            "moons",
            "queens",
            "hints",
            "hinted_games",
            "assisted",
        ):
            counts[name] = _whole(data.get(name, 0), name, 0, MAX_COUNT)
        played = counts["played"]
        total = _whole(
            data.get("total_score", 0), "total_score", -MAX_SCORE * played, MAX_SCORE * played
        )
        if counts["won"] + counts["shared"] > played:
            raise ValueError("more games won than played")
        if counts["hands"] < played:
            raise ValueError("fewer hands than games played")
        if max(counts["moons"], counts["queens"]) > counts["hands"]:
            raise ValueError("more moons or Q♠ than hands")
        if counts["hinted_games"] > min(played, counts["hints"]):
            raise ValueError("more games with hints than games or hints")
        if counts["assisted"] > played:
            raise ValueError("more assisted games than games played")
        recorded = data.get("recorded", [])
        if (
            not isinstance(recorded, list)
            or len(recorded) > MAX_TEXT
            or not all(isinstance(i, str) and 0 < len(i) <= MAX_TEXT for i in recorded)
        ):
            raise ValueError("recorded must be a list of game ids")
        best, worst = _result(data.get("best"), "best"), _result(data.get("worst"), "worst")
        if (best is None or worst is None) != (played == 0):
            raise ValueError("best and worst games must be given once games were played")
        if best is not None and worst is not None and best.score > worst.score:
            raise ValueError("the best game scores more than the worst")
        return cls(**counts, total_score=total, best=best, worst=worst, recorded=tuple(recorded))


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


def _result(value: object, name: str) -> GameResult | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"score", "code"}:
        raise ValueError(f"{name} must be a score and a code")
    score, code = value["score"], value["code"]
    if not isinstance(code, str) or not 0 < len(code) <= MAX_TEXT:
        raise ValueError(f"{name} must be a score and a code")
    return GameResult(_whole(score, f"{name} score", -MAX_SCORE, MAX_SCORE), code)


def hand_facts(game: Game, seat: int = HUMAN) -> list[HandFacts]:
    """``seat``'s facts for each finished hand of ``game``, by replaying its log."""
    return [
        HandFacts(record.moon_shooter == seat, record.taker(QUEEN_OF_SPADES) == seat)
        for record in hand_records(game)
    ]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """Who did what in one hand: the moon shooter and who took each big card."""

    hand_number: int
    moon_shooter: int | None
    #: ``(card, seat)`` for each of :data:`~hearts_tui.engine.table.BIG_CARDS` taken, in
    #: that order (whether or not it scores at this table).
    takers: tuple[tuple[Card, int], ...]

    def taker(self, card: Card) -> int | None:
        """The seat that took ``card`` this hand, if anyone did."""
        return next((seat for taken, seat in self.takers if taken == card), None)


def hand_records(game: Game) -> list[HandRecord]:
    """A :class:`HandRecord` for each hand of ``game`` that was played out, by replaying its
    log (a hand waiting for a "shooter chooses" moon choice included)."""
    records: list[HandRecord] = []

    def note(hand: Game) -> None:
        records.append(HandRecord(hand.hand_number, hand.moon_shooter, big_card_takers(hand)))

    replay_log(game.to_json(), note)
    return records


def big_card_takers(game: Game) -> tuple[tuple[Card, int], ...]:
    """Who took each big card (Q♠ K♠ A♠ J♦) in the hand on the table so far.

    The face-down kitty goes to the first trick's winner, but counts (like its points) only
    once the hand is over: until then nobody is known to hold its cards.
    """
    owner: dict[Card, int] = {}
    for trick in game.tricks:
        for _, card in trick.cards:
            owner[card] = trick.winner
    if game.phase in ("hand_over", "game_over") and game.tricks:
        for card in game.kitty:
            owner[card] = game.tricks[0].winner
    big = (CARDS[index] for index in BIG_CARDS)
    return tuple((card, owner[card]) for card in big if card in owner)


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
