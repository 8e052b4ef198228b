"""The middle of the table: each card of the trick next to the player who played it."""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from typing import ClassVar, Final

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from ...engine import Card, Suit
from ..ascii_text import ascii_text
from ..seats import seat_names, seats_at

#: Follows the name of the seat that led the trick shown (a mark in words, not a colour).
LED_MARK = " (led)"
#: The widest the trick is drawn: the cards of a wide terminal stay near one another.
MAX_WIDTH: Final = 56


class TrickView(Widget):
    """Cards by seat position; the winning card underlined; the seat that led marked
    "(led)"; a note line (who took it)."""

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
        self._led_by: int | None = None

    def show(
        self,
        players: int,
        cards: Mapping[int, Card],
        *,
        winner: int | None,
        note: str,
        ascii_suits: bool,
        led_by: int | None = None,
    ) -> None:
        """Show ``cards`` (seat → card); underline ``winner``'s card; mark the name of
        ``led_by``, the seat that led; ``note`` below."""
        self._led_by = led_by
        self._players = players
        self._cards = dict(cards)
        self._winner = winner
        self._note = ascii_text(note) if ascii_suits else note
        self._ascii = ascii_suits
        self.refresh()

    def _card(self, seat: int) -> Text:
        card = self._cards.get(seat)
        if card is None:
            empty = ".." if self._ascii else "··"
            return Text(empty, style=self.get_component_rich_style("trick--note"))
        red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        style: Style = self.get_component_rich_style("trick--red" if red else "trick--black")
        if seat == self._winner:
            style += self.get_component_rich_style("trick--winner")
        return Text(card.label(ascii_suits=self._ascii), style=style)

    def _cell(self, seat: int, boxed: bool, name: str = "", side: str = "") -> list[Text]:
        """The card of ``seat`` as one line, or boxed in three; ``name`` beside it on
        ``side`` ("left"/"right") when given."""
        face = self._card(seat)
        if boxed:
            frame = self.get_component_rich_style("trick--note")
            pad = 3 - face.cell_len
            face = Text.assemble(" " * (pad // 2), face, " " * (pad - pad // 2))
            lid, wall = ("+---+", "|") if self._ascii else (None, "│")
            rows = [
                Text.assemble((lid or "╭───╮", frame)),
                Text.assemble((wall, frame), face, (wall, frame)),
                Text.assemble((lid or "╰───╯", frame)),
            ]
        else:
            rows = [face]
        if not name:
            return rows
        label = name + " " if side == "left" else " " + name
        blank = " " * len(label)
        middle = len(rows) // 2
        out = []
        for index, row in enumerate(rows):
            text = Text(label if index == middle else blank)
            out.append(Text.assemble(text, row) if side == "left" else Text.assemble(row, text))
        return out

    def _lines(self, width: int, items: list[tuple[float, list[Text]]]) -> list[Text]:
        """Lines of ``width`` cells with each block (of equal-width lines) centred at a
        fraction of the width."""
        height = max((len(block) for _, block in items), default=1)
        lines = []
        for row in range(height):
            line = Text()
            used = 0
            for fraction, block in items:
                text = block[row] if row < len(block) else Text(" " * block[0].cell_len)
                # Centred at the fraction, but kept inside the width (a long name, such as
                # "Northeast (led)", would otherwise wrap onto the next line).
                centred = int(width * fraction) - block[0].cell_len // 2
                start = max(used, min(centred, width - block[0].cell_len))
                line.append(" " * (start - used))
                line.append_text(text)
                used = start + text.cell_len
            line.truncate(width)
            lines.append(line)
        return lines

    def render(self) -> Text:
        full, height = self.size.width, self.size.height
        # On a wide terminal the trick stays together in the middle, each card by its name.
        width = min(full, MAX_WIDTH)
        indent = Text(" " * ((full - width) // 2))
        boxed = height >= 16
        names = tuple(
            name + LED_MARK if seat == self._led_by else name
            for seat, name in enumerate(seat_names(self._players))
        )
        note_style = self.get_component_rich_style("trick--note")
        top = seats_at("top", self._players)
        left = seats_at("left", self._players)
        right = seats_at("right", self._players)
        top_at = [(i + 1) / (len(top) + 1) for i in range(len(top))]
        lines: list[Text] = []
        if top:
            lines += self._lines(
                width, [(x, [Text(names[s])]) for x, s in zip(top_at, top, strict=True)]
            )
            lines += self._lines(
                width, [(x, self._cell(s, boxed)) for x, s in zip(top_at, top, strict=True)]
            )
        lines.append(Text())
        middle: list[tuple[float, list[Text]]] = []
        for seat in left:
            middle.append((0.15, self._cell(seat, boxed, names[seat], "left")))
        for seat in right:
            middle.append((0.85, self._cell(seat, boxed, names[seat], "right")))
        lines += self._lines(width, middle)
        lines.append(Text())
        lines += self._lines(width, [(0.5, self._cell(0, boxed))])
        lines += self._lines(width, [(0.5, [Text(names[0])])])
        lines.append(Text())
        # The note wraps on a narrow trick (the tracker's panel beside it): never cut.
        for part in textwrap.wrap(self._note, width) or [""]:
            lines += self._lines(width, [(0.5, [Text(part, style=note_style)])])
        pad = max(0, (height - len(lines)) // 2)
        return Text("\n").join([Text()] * pad + [Text.assemble(indent, line) for line in lines])
