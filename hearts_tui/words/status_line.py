"""The status line's words: one row, always (issue 20 §1).

A message longer than the row wrapped to a second one and pushed the whole table up a row.
Each piece of the line is :class:`Said` in a long and a short form; :func:`fit` says the
pieces in the longest wording that fits the row: the news first shortened (an only card
played for you, a time run out, the cards received), then the prompt, and last the news
dropped (the oldest first) so that what to do now is always read.  The long forms are kept
in the hand's log (:class:`HandLog`), shown with the last trick (``l``).

>>> fit([Said("Your only legal card, A♥, was played for you. ", "Only card A♥ played. "),
...      Said("You took the last trick. ", "You took it. "),
...      Said("Your lead: choose a card", "Your lead")], 67)
'Only card A♥ played. You took it. Your lead: choose a card'
>>> fit([Said("Time: 2♣ played for you. "), Said("Your turn: follow ♣")], 30)
'Your turn: follow ♣'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

#: How many messages of the hand the log keeps (the newest).
LOG_SIZE: Final = 6


@dataclass(frozen=True, slots=True)
class Said:
    """One piece of the status line: ``long`` where it fits, else ``short`` ("" = same)."""

    long: str
    short: str = ""

    @property
    def brief(self) -> str:
        return self.short or self.long


def fit(parts: Sequence[Said], width: int) -> str:
    """``parts`` joined within ``width`` columns when any wording can be: long forms first,
    then the pieces shortened from the first on, then the first pieces dropped; else the
    last piece's short form (the status line cuts it with "…")."""
    count = len(parts)
    if not count:
        return ""
    for shortened in range(count + 1):
        text = "".join(p.brief if i < shortened else p.long for i, p in enumerate(parts))
        if len(text) <= width:
            return text
    for start in range(1, count):
        text = "".join(p.brief for p in parts[start:])
        if len(text) <= width:
            return text
    return parts[-1].brief


def clipped(head: str, detail: str, width: int) -> str:
    """``head: detail`` within ``width`` columns, ``detail``'s clauses (", ") dropped from
    the last until it fits; ``head`` alone when none does.

    >>> clipped("Again plays 6♥", "cancels the other 6♥, sheds 1 point on Cleo", 40)
    'Again plays 6♥: cancels the other 6♥'
    >>> clipped("Again plays 6♥", "cancels the other 6♥", 20)
    'Again plays 6♥'
    """
    clauses = detail.split(", ") if detail else []
    for count in range(len(clauses), 0, -1):
        text = f"{head}: {', '.join(clauses[:count])}"
        if len(text) <= width:
            return text
    return head


def cut(text: str, width: int, *, ascii_only: bool = False) -> str:
    """``text`` cut to ``width`` columns with an ellipsis when longer: "..." in ASCII (a
    terminal that cannot show "…"); between words where a word ends in the last half of
    the room, never in the middle of one ("…сбрасыв").

    >>> cut("Your turn: follow the suit", 12), cut("Your turn: follow", 12, ascii_only=True)
    ('Your turn:…', 'Your turn...')
    >>> cut("Нет бубён, колода пуста: сбрасывайте", 33)
    'Нет бубён, колода пуста:…'
    """
    if len(text) <= width:
        return text
    mark = "..." if ascii_only else "…"
    room = max(0, width - len(mark))
    kept = text[:room]
    inside_a_word = kept[-1:].isalnum() and text[room : room + 1].isalnum()
    if inside_a_word and " " in kept[room // 2 :]:
        kept = kept[: kept.rindex(" ")]
    return kept.rstrip() + mark


@dataclass
class HandLog:
    """The status line's messages of the hand in play, in their long forms, newest last."""

    hand: int = 0
    lines: list[str] = field(default_factory=list)

    def add(self, hand: int, text: str) -> None:
        """Keep ``text`` (said during hand ``hand``); a new hand starts a new log; the same
        words twice in a row are kept once."""
        text = text.strip()
        if hand != self.hand:
            self.hand, self.lines = hand, []
        if text and (not self.lines or self.lines[-1] != text):
            self.lines = [*self.lines, text][-LOG_SIZE:]

    def of_hand(self, hand: int) -> list[str]:
        """The messages kept for hand ``hand`` (none once another hand began)."""
        return list(self.lines) if hand == self.hand else []
