"""The middle of the table: each card of the trick next to the player who played it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from ...engine import Card, Suit
from ..seats import seat_names, seats_at


class TrickView(Widget):
    """Cards by seat position; the winning card underlined; a note line (who took it)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "trick--red",
        "trick--black",
        "trick--winner",
        "trick--note",
    }

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._players = 4
        self._cards: dict[int, Card] = {}
        self._winner: int | None = None
        self._note = ""
        self._ascii = False

    def show(
        self,
        players: int,
        cards: Mapping[int, Card],
        *,
        winner: int | None,
        note: str,
        ascii_suits: bool,
    ) -> None:
        """Show ``cards`` (seat → card); underline ``winner``'s card; ``note`` below."""
        self._players = players
        self._cards = dict(cards)
        self._winner = winner
        self._note = note
        self._ascii = ascii_suits
        self.refresh()

    def _card(self, seat: int) -> Text:
        card = self._cards.get(seat)
        if card is None:
            return Text("··", style=self.get_component_rich_style("trick--note"))
        red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        style: Style = self.get_component_rich_style("trick--red" if red else "trick--black")
        if seat == self._winner:
            style += self.get_component_rich_style("trick--winner")
        return Text(card.label(ascii_suits=self._ascii), style=style)

    def _line(self, width: int, items: list[tuple[float, Text]]) -> Text:
        """A line of ``width`` cells with each text centred at a fraction of the width."""
        line = Text()
        used = 0
        for fraction, text in items:
            start = max(used, int(width * fraction) - text.cell_len // 2)
            line.append(" " * (start - used))
            line.append_text(text)
            used = start + text.cell_len
        return line

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        names = seat_names(self._players)
        note_style = self.get_component_rich_style("trick--note")
        top = seats_at("top", self._players)
        left = seats_at("left", self._players)
        right = seats_at("right", self._players)
        top_at = [(i + 1) / (len(top) + 1) for i in range(len(top))]
        lines: list[Text] = []
        if top:
            lines.append(
                self._line(width, [(x, Text(names[s])) for x, s in zip(top_at, top, strict=True)])
            )
            lines.append(
                self._line(width, [(x, self._card(s)) for x, s in zip(top_at, top, strict=True)])
            )
        else:
            lines += [Text(), Text()]
        lines.append(Text())
        middle: list[tuple[float, Text]] = []
        for seat in left:
            middle.append((0.15, Text(names[seat] + " ") + self._card(seat)))
        for seat in right:
            middle.append((0.85, self._card(seat) + Text(" " + names[seat])))
        lines.append(self._line(width, middle))
        lines.append(Text())
        lines.append(self._line(width, [(0.5, self._card(0))]))
        lines.append(self._line(width, [(0.5, Text(names[0]))]))
        lines.append(Text())
        lines.append(self._line(width, [(0.5, Text(self._note, style=note_style))]))
        pad = max(0, (height - len(lines)) // 2)
        return Text("\n").join([Text()] * pad + lines)
