"""A CPU seat: its name, how many cards it holds, its points this hand and its total."""

from __future__ import annotations

from dataclasses import dataclass

from textual.widgets import Static


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """What a seat panel shows."""

    name: str
    cards: int
    hand_points: int
    total: int
    #: A short note under the numbers: "to play", "passed", "thinking…", "drew 2".
    note: str = ""
    on_turn: bool = False
    #: Domino Hearts: the seat has left this hand (its hand is empty).
    out: bool = False


class SeatPanel(Static):
    """One CPU player around the table.

    A ``compact`` panel (a crowded table: 6 players and more) keeps to three lines inside its
    frame, so three stack on a side at 80×24: its note goes in the bottom border instead of
    a fourth line.
    """

    _shown: SeatInfo | None = None

    def __init__(self, *, id: str | None = None, classes: str | None = None, compact: bool = False):
        super().__init__(id=id, classes=classes)
        self.compact = compact

    def show(self, info: SeatInfo) -> None:
        if info == self._shown:
            return
        self._shown = info
        mark = ("> " if self.app.has_class("-ascii") else "▶ ") if info.on_turn else ""
        self.border_title = mark + info.name
        self.set_class(info.on_turn, "-turn")
        self.set_class(info.out, "-out")
        lines = [
            f"{info.cards} card" if info.cards == 1 else f"{info.cards} cards",
            f"hand  {info.hand_points:>3}",
            f"total {info.total:>3}",
        ]
        if self.compact:
            self.border_subtitle = info.note
        elif info.note:
            lines.append(info.note)
        self.update("\n".join(lines))
