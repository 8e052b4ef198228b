"""The unfinished games in sentences, for ``hearts --plain --list``: the line mode's own
words ("Scores: You 12, West 30, North 8, East 2."), never the table's abbreviations ("You 12
W 30", "Q♠ must go · J♦ −10") that a screen reader spells out letter by letter."""

from __future__ import annotations

from ..engine import Game
from ..store.shelf import Shelved
from .choosing import table_summary
from .language import _
from .seats import seat_names
from .sentences import scores_line
from .shelf_text import entry_name, played_text, shared_codes, shelf_heading

__all__ = ["plain_listing"]


def plain_listing(entries: list[Shelved], current: Game | None, now: float | None = None) -> str:
    """What ``hearts --plain --list`` prints: a game a sentence, its scores the next line,
    then how to resume one."""
    lines: list[str] = []
    if current is not None:
        lines.append(
            _("Current game: {code}, hand {number}, {table}.").format(
                code=current.code, number=current.hand_number, table=table_summary(current.rules)
            )
        )
        lines += scores_line(seat_names(current.players), current.scores, _("Scores:"))
    lines.append(shelf_heading(len(entries)))
    if entries:
        shared = shared_codes(entries)
        for entry in entries:
            header = entry.header
            lines.append(
                _("Game {code}: hand {number}, {table}, last played {played}.").format(
                    code=entry_name(entry, shared),
                    number=header.hand_number,
                    table=table_summary(header.rules),
                    played=played_text(entry.played_at, now),
                )
            )
            names = seat_names(len(header.scores))
            lines += scores_line(names, header.scores, _("Scores:"))
        lines.append(_("Resume one with: {command} --resume CODE").format(command="hearts --plain"))
        if shared:
            lines.append(
                _("A code listed twice: {command} --resume ID, with the id in brackets.").format(
                    command="hearts --plain"
                )
            )
    return "\n".join(lines) + "\n"
