"""The player's statistics in words: for the Statistics screen and the line mode's ``stats``.

No Textual here.  The screen shows the record as rows (:func:`stats_lines`); the line mode
says it in sentences (:func:`stats_sentences`), each table's record and the last games too.
"""

from __future__ import annotations

from ..engine import Scoring, Variant
from ..store.stats import RecentGame, Record, Stats
from .rules_text import PRESET_NAMES, VARIANT_NAMES, VARIANT_SHORT_NAMES

__all__ = ["ordinal", "stats_lines", "stats_sentences", "table_label"]


def table_label(key: str, *, short: bool = False) -> str:
    """A table key in words: ``"black_maria 3 players kitty"`` → ``"Black Maria · 3 players,
    kitty"`` (``short``: ``"Black Maria 3p kitty"``, for the selector and the list);
    ``"domino 4 players"`` → ``"Domino Hearts · 4 players"`` (``short``: ``"Domino 4p"``)."""
    words = key.split(" ")
    name = PRESET_NAMES[Scoring.STANDARD]
    variants = {variant.value: variant for variant in Variant}
    if words[0] in variants and variants[words[0]] is not Variant.STANDARD:
        variant = variants[words[0]]
        name = VARIANT_SHORT_NAMES[variant] if short else VARIANT_NAMES[variant]
        words = words[1:]
    elif words[0] in {scoring.value for scoring in Scoring}:
        name = PRESET_NAMES[Scoring(words[0])]
        words = words[1:]
    if not words:
        return name
    players, kitty = words[0], words[2:] == ["kitty"]
    if short:
        return f"{name} {players}p" + " kitty" * kitty
    return f"{name} · {players} players" + ", kitty" * kitty


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``."""
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"


def stats_lines(stats: Record) -> list[tuple[str, str]]:
    """The record as (label, value) rows."""
    if not stats.played:
        return [("Games played", "0 — finish a game to start your record")]
    average = stats.average
    rows = [
        ("Games played", str(stats.played)),
        ("Won", f"{stats.won} alone, {stats.shared} shared first place"),
        ("Average score", f"{average:.1f}" if average is not None else "—"),
        ("Moons shot", f"{stats.moons} (in {stats.hands} hand{'s' * (stats.hands != 1)})"),
        ("Q♠ taken", str(stats.queens)),
        ("Hints used", f"{stats.hints} (in {stats.hinted_games} of the games)"),
        ("Assisted games", f"{stats.assisted} (with a take-back)"),
    ]
    if stats.best is not None:
        rows.append(("Best game", f"{stats.best.score} points ({stats.best.code})"))
    if stats.worst is not None:
        rows.append(("Worst game", f"{stats.worst.score} points ({stats.worst.code})"))
    return rows


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def record_sentence(record: Record) -> str:
    """A record in one sentence: "12 games, 3 won alone and 1 shared first place, average
    score 41.5."."""
    if not record.played:
        return "No game finished yet."
    games = _plural(record.played, "game", "games")
    won = f"{record.won} won alone and {record.shared} shared first place"
    average = record.average or 0.0
    return f"{games}, {won}, average score {average:.1f}."


def recent_sentence(game: RecentGame) -> str:
    """One of the last games: "2026-11-30 07:42, game K7QD-MR9S, Black Maria, 34 points,
    2nd place, 3 hints."."""
    hints = f", {_plural(game.hints, 'hint', 'hints')}" if game.hints else ""
    table = table_label(game.table).replace(" · ", ", ")
    return (
        f"{game.date}, game {game.code}, {table}: {_plural(game.score, 'point', 'points')},"
        f" {ordinal(game.place)} place{hints}."
    )


def stats_sentences(stats: Stats, *, recent: int = 5) -> list[str]:
    """The statistics in sentences: the record over all games, its details, each table's
    record, and the last ``recent`` games (newest first) with their codes."""
    if not stats.played:
        return ["No game finished yet: your record starts with your first finished game."]
    lines = [f"All games: {record_sentence(stats)}"]
    hands = _plural(stats.hands, "hand", "hands")
    lines.append(
        f"Moons shot: {stats.moons} in {hands}. Queen of spades taken: {stats.queens}."
        f" Hints used: {stats.hints}, in {_plural(stats.hinted_games, 'game', 'games')}."
        f" Assisted games, with a take-back: {stats.assisted}."
    )
    if stats.best is not None and stats.worst is not None:
        lines.append(
            f"Best game: {_plural(stats.best.score, 'point', 'points')}, {stats.best.code}."
            f" Worst game: {_plural(stats.worst.score, 'point', 'points')},"
            f" {stats.worst.code}."
        )
    for key, record in stats.tables:
        table = table_label(key).replace(" · ", ", ")
        lines.append(f"{table}: {record_sentence(record)}")
    last = list(reversed(stats.recent))[:recent]
    if last:
        lines.append("Your last game:" if len(last) == 1 else f"Your last {len(last)} games:")
        lines += [recent_sentence(game) for game in last]
        lines.append("hearts --plain --seed CODE plays one of them again.")
    return lines
