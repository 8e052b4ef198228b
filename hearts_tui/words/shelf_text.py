"""Unfinished games in words: for ``hearts --list`` and the Unfinished games screen.

No Textual here, so the command line can print the shelf without loading the UI.

What a listing shows comes from files anyone could have written: the store believes a
file's header only when its code is its table's code and its time a time
(:func:`hearts_tui.store.saves.read_header`), and what is shown of it here is
:func:`visible` besides, so that no byte of a file reaches the terminal as a control
character (an escape sequence clears the screen or, OSC 52, sets the clipboard).
"""

from __future__ import annotations

import time
from collections.abc import Sequence, Set
from pathlib import Path

from ..engine import Game, Rules
from ..store.shelf import PutAside, Shelved
from .language import _, ngettext
from .rules_text import describe_option_changes, to_ascii
from .seats import initials, seat_names


def visible(text: str) -> str:
    r"""``text`` with every character a terminal would act on instead of showing (ESC,
    the C0 and C1 controls, DEL, bidirectional overrides) written as its escape.

    >>> visible("K7QD-MR9S"), visible("\x1b[2JPWNED\x07")
    ('K7QD-MR9S', '\\x1b[2JPWNED\\x07')
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode() for ch in text)


def table_name(rules: Rules) -> str:
    """``"Standard"`` or the table's differences: ``"Black Maria · Target 20"`` (a line
    of its own: its first letter a capital, the others as a list says them)."""
    text = " · ".join(describe_option_changes(rules)) or _("Standard")
    return text[:1].upper() + text[1:]


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
    clock = time.strftime("%H:%M", time.localtime(stamp))
    if day == time.strftime("%Y-%m-%d", time.localtime(now)):
        return _("today {time}").format(time=clock)
    if day == time.strftime("%Y-%m-%d", time.localtime(now - 86400)):
        return _("yesterday {time}").format(time=clock)
    return f"{day} {clock}"


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
    if entry.code not in shared:
        return visible(entry.code)
    return _("{code} [id {id}]").format(code=visible(entry.code), id=visible(entry.game_id))


def entry_line(entry: Shelved, *, now: float | None = None, shared: Set[str] = frozenset()) -> str:
    """One shelved game on one line: code, hand, scores, table, when last played."""
    header = entry.header
    return _("{code}  hand {number}  {scores}  {table}  {played}").format(
        code=entry_name(entry, shared),
        number=header.hand_number,
        scores=scores_text(header.scores),
        table=table_name(header.rules),
        played=played_text(entry.played_at, now),
    )


def shelf_heading(count: int) -> str:
    """The line over a listing of ``count`` unfinished games (``--list``, ``--plain
    --list``): how many, or that there are none."""
    if not count:
        return _("No unfinished games are put aside.")
    return ngettext(
        "{count} unfinished game:", "{count} unfinished games, most recently played first:", count
    ).format(count=count)


def listing(
    entries: list[Shelved], current: Game | None, *, ascii_suits: bool = False, plain: bool = False
) -> str:
    """What ``hearts --list`` prints (``plain``: ``hearts --plain --list``, whose resume
    line names the line mode, so that the command it gives goes on in it)."""
    lines: list[str] = []
    if current is not None:
        lines.append(
            _("Current game: {code}  hand {number}  {scores}  {table}").format(
                code=current.code,
                number=current.hand_number,
                scores=scores_text(current.scores),
                table=table_name(current.rules),
            )
        )
    lines.append(shelf_heading(len(entries)))
    if entries:
        shared = shared_codes(entries)
        lines += [f"  {entry_line(entry, shared=shared)}" for entry in entries]
        mode = "hearts --plain" if plain else "hearts"
        lines.append(_("Resume one with: {command} --resume CODE").format(command=mode))
        if shared:
            lines.append(
                _("A code listed twice: {command} --resume ID, with the id in brackets.").format(
                    command=mode
                )
            )
    text = "\n".join(visible(line) for line in lines) + "\n"
    return to_ascii(text) if ascii_suits else text


def unread_text(count: int, folder: Path) -> str:
    """What is said of the files on the shelf that hold no game hearts can read (damaged,
    another user's, too large): they are not listed, and not touched either."""
    return ngettext(
        "{count} unfinished game could not be read; its file is left in {folder}.",
        "{count} unfinished games could not be read; their files are left in {folder}.",
        count,
    ).format(count=count, folder=folder)


def aside_text(result: PutAside) -> str:
    """What is said when a game is put aside: ``"K7QD-MR9S (hand 3) put aside: u brings it
    back."``."""
    kept = result.kept
    return _("{code} (hand {number}) put aside: u brings it back.").format(
        code=kept.code, number=kept.header.hand_number
    )
