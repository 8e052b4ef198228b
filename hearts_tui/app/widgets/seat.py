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
    #: A short note under the numbers: "to play", "passed", "thinking…".
    note: str = ""
    on_turn: bool = False


class SeatPanel(Static):
    """One CPU player around the table."""

    _shown: SeatInfo | None = None

    def show(self, info: SeatInfo) -> None:
        if info == self._shown:
            return
        self._shown = info
        mark = ("> " if self.app.has_class("-ascii") else "▶ ") if info.on_turn else ""
        self.border_title = mark + info.name
        self.set_class(info.on_turn, "-turn")
        lines = [
            f"{info.cards} card" if info.cards == 1 else f"{info.cards} cards",
            f"hand  {info.hand_points:>3}",
            f"total {info.total:>3}",
        ]
        if info.note:
            lines.append(info.note)
        self.update("\n".join(lines))
