"""Unfinished games in words: for ``hearts --list`` and the Unfinished games screen.

No Textual here, so the command line can print the shelf without loading the UI.
"""

from __future__ import annotations

import time
from collections.abc import Sequence, Set

from ..engine import Game, Rules
from ..store.shelf import PutAside, Shelved
from .rules_text import describe_option_changes, to_ascii
from .seats import initials, seat_names


def table_name(rules: Rules) -> str:
    """``"Standard"`` or the table's differences: ``"Black Maria · Target 20"``."""
    return " · ".join(describe_option_changes(rules)) or "Standard"


def scores_text(scores: Sequence[int]) -> str:
    """``"You 12 W 30 N 8 E 2"``: the totals, short seat names."""
    return " ".join(seat_scores(scores))


def seat_scores(scores: Sequence[int]) -> list[str]:
    """``["You 12", "W 30", "N 8", "E 2"]``: each seat's total with its short name."""
    names = seat_names(len(scores))
    return [f"{initials(names[s])} {score}" for s, score in enumerate(scores)]


def fill_lines(first: str, parts: list[str], width: int, indent: str = "  ") -> list[str]:
    """``first`` followed by ``parts`` (two spaces, then one between parts), in lines of at
    most ``width``: a line breaks between two parts, never inside one (a seat's score
    stays whole); the lines after the first start with ``indent``.

    >>> fill_lines("K7QD hand 2", ["You 12", "A 30", "B 8"], 20)
    ['K7QD hand 2  You 12', '  A 30 B 8']
    """
    lines = [first]
    for index, part in enumerate(parts):
        gap = "  " if index == 0 else " "
        if len(lines[-1]) + len(gap) + len(part) <= width or lines[-1] == indent:
            lines[-1] += (gap if lines[-1] != indent else "") + part
        else:
            lines.append(indent + part)
    return lines


def played_text(stamp: float, now: float | None = None) -> str:
    """When a game was last played: ``"today 14:05"``, ``"yesterday 09:12"``, a date."""
    now = time.time() if now is None else now
    day = time.strftime("%Y-%m-%d", time.localtime(stamp))
    if day == time.strftime("%Y-%m-%d", time.localtime(now)):
        return time.strftime("today %H:%M", time.localtime(stamp))
    if day == time.strftime("%Y-%m-%d", time.localtime(now - 86400)):
        return time.strftime("yesterday %H:%M", time.localtime(stamp))
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))


def shared_codes(entries: Sequence[Shelved]) -> set[str]:
    """The codes more than one of ``entries`` has (a code played again after it was put
    aside): those entries are told apart by their ids."""
    seen: set[str] = set()
    shared: set[str] = set()
    for entry in entries:
        (shared if entry.code in seen else seen).add(entry.code)
    return shared


def entry_name(entry: Shelved, shared: Set[str]) -> str:
    """The code of ``entry``, with its id when another entry has the same code."""
    return f"{entry.code} [id {entry.game_id}]" if entry.code in shared else entry.code


def entry_line(entry: Shelved, *, now: float | None = None, shared: Set[str] = frozenset()) -> str:
    """One shelved game on one line: code, hand, scores, table, when last played."""
    header = entry.header
    return (
        f"{entry_name(entry, shared)}  hand {header.hand_number}  {scores_text(header.scores)}  "
        f"{table_name(header.rules)}  {played_text(entry.played_at, now)}"
    )


def listing(
    entries: list[Shelved], current: Game | None, *, ascii_suits: bool = False, plain: bool = False
) -> str:
    """What ``hearts --list`` prints (``plain``: ``hearts --plain --list``, whose resume
    line names the line mode, so that the command it gives goes on in it)."""
    lines: list[str] = []
    if current is not None:
        lines.append(
            f"Current game: {current.code}  hand {current.hand_number}  "
            f"{scores_text(current.scores)}  {table_name(current.rules)}"
        )
    if not entries:
        lines.append("No unfinished games are put aside.")
    else:
        shared = shared_codes(entries)
        count = len(entries)
        lines.append(
            f"Unfinished games ({count}), most recently played first:"
            if count > 1
            else "Unfinished games (1):"
        )
        lines += [f"  {entry_line(entry, shared=shared)}" for entry in entries]
        mode = "hearts --plain" if plain else "hearts"
        lines.append(f"Resume one with: {mode} --resume CODE")
        if shared:
            lines.append(f"A code listed twice: {mode} --resume ID, with the id in brackets.")
    text = "\n".join(lines) + "\n"
    return to_ascii(text) if ascii_suits else text


def aside_text(result: PutAside) -> str:
    """What is said when a game is put aside: ``"K7QD-MR9S (hand 3) put aside: u brings it
    back."``."""
    kept = result.kept
    return f"{kept.code} (hand {kept.header.hand_number}) put aside: u brings it back."
