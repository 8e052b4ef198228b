"""The player's statistics in words: for the Statistics screen and the line mode's ``stats``.

No Textual here.  The screen shows the record as rows (:func:`stats_lines`); the line mode
says it in sentences (:func:`stats_sentences`), each table's record and the last games too.
"""

from __future__ import annotations

from typing import Final

from ..engine import Scoring, Variant
from ..store.stats import RecentGame, Record, Stats
from .describe import counted, hands_text
from .language import N_, _, decimal, ngettext
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
    players, kitty = int(words[0]), words[2:] == ["kitty"]
    if short:
        # Translators: a table in a narrow list: "Black Maria 3p" (p: players).
        label = _("{table} {count}p").format(table=name, count=players)
        return _("{table} kitty").format(table=label) if kitty else label
    text = ngettext("{table} · {count} player", "{table} · {count} players", players)
    label = text.format(table=name, count=players)
    return _("{table}, kitty").format(table=label) if kitty else label


#: A place's ordinal, by place (the others: :data:`_NTH`).
_ORDINALS: Final = {1: N_("{place}st"), 2: N_("{place}nd"), 3: N_("{place}rd")}
_NTH: Final = N_("{place}th")


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` (Russian ``1-е``)."""
    return _(_ORDINALS.get(place, _NTH)).format(place=place)


def stats_lines(stats: Record) -> list[tuple[str, str]]:
    """The record as (label, value) rows."""
    if not stats.played:
        return [(_("Games played"), _("0 — finish a game to start your record"))]
    average = stats.average
    hands = hands_text(stats.hands)
    rows = [
        (_("Games played"), str(stats.played)),
        (
            _("Won"),
            _("{won} alone, {shared} shared first place").format(
                won=stats.won, shared=stats.shared
            ),
        ),
        (_("Average score"), decimal(average) if average is not None else "—"),
        (_("Moons shot"), _("{count} (in {hands})").format(count=stats.moons, hands=hands)),
        (_("Q♠ taken"), str(stats.queens)),
        (
            _("Hints used"),
            ngettext(
                "{count} (in {games} of the games)",
                "{count} (in {games} of the games)",
                stats.hinted_games,
            ).format(count=stats.hints, games=stats.hinted_games),
        ),
        (_("Assisted games"), _("{count} (with a take-back)").format(count=stats.assisted)),
    ]
    if stats.best is not None:
        rows.append((_("Best game"), _game_points(stats.best.score, stats.best.code)))
    if stats.worst is not None:
        rows.append((_("Worst game"), _game_points(stats.worst.score, stats.worst.code)))
    return rows


def _game_points(score: int, code: str) -> str:
    text = ngettext("{count} point ({code})", "{count} points ({code})", abs(score))
    return text.format(count=score, code=code)


def _points(score: int) -> str:
    return counted(ngettext("{count} point", "{count} points", abs(score)).format(count=score))


def record_sentence(record: Record) -> str:
    """A record in one sentence: "12 games, 3 won alone and 1 shared first place, average
    score 41.5."."""
    if not record.played:
        return _("No game finished yet.")
    text = ngettext(
        "{count} game, {won} won alone and {shared} shared first place, average score {average}.",
        "{count} games, {won} won alone and {shared} shared first place, average score {average}.",
        record.played,
    )
    average = record.average or 0.0
    return text.format(
        count=record.played, won=record.won, shared=record.shared, average=decimal(average)
    )


def recent_sentence(game: RecentGame) -> str:
    """One of the last games: "2026-11-30 07:42, game K7QD-MR9S, Black Maria: 34 points,
    2nd place, 3 hints."."""
    table = table_label(game.table).replace(" · ", ", ")
    line = _("{date}, game {code}, {table}: {points}, {place} place.").format(
        date=game.date,
        code=game.code,
        table=table,
        points=_points(game.score),
        place=ordinal(game.place),
    )
    if game.hints:
        hints = ngettext("{count} hint.", "{count} hints.", game.hints).format(count=game.hints)
        line = f"{line} {hints}"
    return line


def stats_sentences(stats: Stats, *, recent: int = 5) -> list[str]:
    """The statistics in sentences: the record over all games, its details, each table's
    record, and the last ``recent`` games (newest first) with their codes."""
    if not stats.played:
        return [_("No game finished yet: your record starts with your first finished game.")]
    lines = [_("All games: {record}").format(record=record_sentence(stats))]
    hands = hands_text(stats.hands)
    games = counted(
        ngettext("{count} game", "{count} games", stats.hinted_games).format(
            count=stats.hinted_games
        )
    )
    lines.append(
        _(
            "Moons shot: {moons} in {hands}. Queen of spades taken: {queens}. Hints used:"
            " {hints}, in {games}. Assisted games, with a take-back: {assisted}."
        ).format(
            moons=stats.moons,
            hands=hands,
            queens=stats.queens,
            hints=stats.hints,
            games=games,
            assisted=stats.assisted,
        )
    )
    if stats.best is not None and stats.worst is not None:
        lines.append(
            _("Best game: {best}, {best_code}. Worst game: {worst}, {worst_code}.").format(
                best=_points(stats.best.score),
                best_code=stats.best.code,
                worst=_points(stats.worst.score),
                worst_code=stats.worst.code,
            )
        )
    for key, record in stats.tables:
        table = table_label(key).replace(" · ", ", ")
        lines.append(_("{table}: {record}").format(table=table, record=record_sentence(record)))
    last = list(reversed(stats.recent))[:recent]
    if last:
        if len(last) == 1:
            lines.append(_("Your last game:"))
        else:
            lines.append(_("Your last {count} games:").format(count=len(last)))
        lines += [recent_sentence(game) for game in last]
        lines.append(_("hearts --plain --seed CODE plays one of them again."))
    return lines
