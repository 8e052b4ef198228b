"""The middle of the table: each card of the trick next to the player who played it.

At Domino Hearts the face-down stock is a line under the trick: its count, and when you
cannot follow suit the draw control (``d``, or a click on that line), drawn reversed so it
shows without colour too.  Players who have left the hand show "out" in place of a card.

Who played what stands out for a moment (:data:`FRESH_SECONDS`, or until the next card):
the card a CPU just played is drawn reversed, and so is the name of the seat taking the
trick as it closes; the widget has the class ``-fresh`` meanwhile.

On a tall table (``cross``: a phone upright) the seats' panels sit right around the trick,
so the cards are drawn without names, in a cross as large as the room allows (big cards,
boxed, or labels alone), with the seat that led named under it.
"""

from __future__ import annotations

import itertools
import textwrap
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.timer import Timer
from textual.widget import Widget

from ...engine import Card, Suit
from ...words.ascii_text import ascii_text
from ...words.describe import card_count
from ...words.language import N_, _, pgettext
from ...words.nouns import card_label
from ...words.seats import fitting_name, seat_names, seats_at

#: Follows the name of the seat that led the trick shown (a mark in words, not a colour).
LED_MARK = N_(" (led)")
#: The widest the trick is drawn: the cards of a wide terminal stay near one another.
MAX_WIDTH: Final = 56
#: The back of a card, for the stock (``##`` in ASCII).
BACK: Final = "▒▒"
ASCII_BACK: Final = "##"
#: How long the card just played and the trick's taker stand out (a new card ends it).
FRESH_SECONDS: Final = 2.5
#: The cross's card shapes, largest first: (columns, rows) of a card.
CROSS_CARDS: Final = ((7, 5), (5, 3), (3, 1))
#: The widest the cross is drawn (its side cards stay near the others).
CROSS_WIDTH: Final = 35


@dataclass(frozen=True, slots=True)
class Stock:
    """Domino Hearts' stock as the trick shows it: the cards ``left`` face down, and (when
    not empty) ``draw_note``, the draw control's words while you must draw."""

    left: int
    draw_note: str = ""


class TrickView(Widget):
    """Cards by seat position; the winning card underlined; the seat that led marked
    "(led)"; a note line (who took it)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "trick--red",
        "trick--black",
        "trick--winner",
        "trick--note",
        "trick--cancelled",
        "trick--back",
        "trick--draw",
        "trick--fresh",
        "trick--taker",
    }

    class DrawRequested(Message):
        """The stock's line was clicked: draw a card (the table says why not, if no draw
        is due)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._players = 4
        self._cards: dict[int, Card] = {}
        self._winner: int | None = None
        self._note = ""
        self._ascii = False
        self._led_by: int | None = None
        self._cancelled: frozenset[int] = frozenset()
        self._extra: tuple[str, ...] = ()
        self._out: frozenset[int] = frozenset()
        self._stock: Stock | None = None
        #: The row of the stock's line on the last drawing (-1: none).
        self._stock_row = -1
        #: The seat whose card was just played and the seat taking the closed trick, while
        #: they stand out; and what was last shown as fresh (a new card starts the moment).
        self._fresh: int | None = None
        self._taker: int | None = None
        self._fresh_key: tuple[object, ...] = ()
        self._fade: Timer | None = None
        #: A tall table's trick: the cards in a cross, without names (the seats are around).
        self.cross = False

    def show(
        self,
        players: int,
        cards: Mapping[int, Card],
        *,
        winner: int | None,
        note: str,
        ascii_suits: bool,
        led_by: int | None = None,
        cancelled: Collection[int] = (),
        extra: Sequence[str] = (),
        out: Collection[int] = (),
        stock: Stock | None = None,
        fresh: int | None = None,
        taker: int | None = None,
    ) -> None:
        """Show ``cards`` (seat → card); underline ``winner``'s card; mark the name of
        ``led_by``, the seat that led; strike the cards of the ``cancelled`` seats
        (Cancellation Hearts); ``note`` below, then the ``extra`` lines; "out" for the seats
        ``out`` of the hand and the ``stock`` under it all (Domino Hearts).

        ``fresh``: the seat whose card was just played, and ``taker``: the seat taking the
        trick as it closes; both stand out for a moment from the first time shown."""
        self._out = frozenset(out)
        self._stock = stock
        self._led_by = led_by
        self._cancelled = frozenset(cancelled)
        self._extra = tuple(ascii_text(line) if ascii_suits else line for line in extra)
        self._players = players
        self._cards = dict(cards)
        self._winner = winner
        self._note = ascii_text(note) if ascii_suits else note
        self._ascii = ascii_suits
        self._stand_out(fresh, taker)
        self.refresh()

    def _stand_out(self, fresh: int | None, taker: int | None) -> None:
        """Start the moment ``fresh``'s card (and ``taker``'s name) stand out, if it is a new
        one; the same card shown again (a redraw) keeps the moment running."""
        card = self._cards.get(fresh) if fresh is not None else None
        key = (fresh, card, taker, len(self._cards)) if card is not None or taker else ()
        if key == self._fresh_key:
            return
        self._fresh_key = key
        if self._fade is not None:
            self._fade.stop()
            self._fade = None
        self._fresh = fresh if card is not None else None
        self._taker = taker
        standing_out = bool(key)
        self.set_class(standing_out, "-fresh")
        if standing_out and self.is_mounted:
            self._fade = self.set_timer(FRESH_SECONDS, self._faded)

    def _faded(self) -> None:
        """The moment is over: the card and the taker look as the others."""
        self._fade = None
        self._fresh = self._taker = None
        self.remove_class("-fresh")
        self.refresh()

    def _card(self, seat: int) -> Text:
        card = self._cards.get(seat)
        if card is None:
            empty = (
                pgettext("a seat out of the hand", "out")
                if seat in self._out
                else ".."
                if self._ascii
                else "··"
            )
            return Text(empty, style=self.get_component_rich_style("trick--note"))
        red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        style: Style = self.get_component_rich_style("trick--red" if red else "trick--black")
        if seat == self._winner:
            style += self.get_component_rich_style("trick--winner")
        if seat in self._cancelled:
            style += self.get_component_rich_style("trick--cancelled")
        if seat == self._fresh:
            style += self.get_component_rich_style("trick--fresh")
        return Text(card_label(card, ascii_suits=self._ascii), style=style)

    def _seat_name(self, seat: int, name: str) -> Text:
        """A seat's name by its card; the seat taking the trick stands out for a moment
        (its name, not the spaces that line it up)."""
        if seat != self._taker:
            return Text(name)
        core = name.strip()
        start = name.index(core)
        return Text.assemble(name[:start], (core, self._style("taker")), name[start + len(core) :])

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
            text = self._seat_name(seat, label) if index == middle else Text(blank)
            out.append(Text.assemble(text, row) if side == "left" else Text.assemble(row, text))
        return out

    def _fit_top(self, names: list[str], top: list[int], centres: list[int]) -> None:
        """The top's names side by side without running into each other («Северо-Запад
        (заход)Север»): the longer of two that would touch is shortened, whole word by
        whole word (:func:`fitting_name`), its "(led)" mark kept."""
        mark = _(LED_MARK)
        whole = seat_names(self._players)
        for _round in range(2 * len(top)):
            for (a, x), (b, y) in itertools.pairwise(zip(top, centres, strict=True)):
                if y - x >= (len(names[a]) + len(names[b])) // 2 + 2:
                    continue
                seat = a if len(names[a]) >= len(names[b]) else b
                led = names[seat].endswith(mark) and seat == self._led_by
                name = names[seat].removesuffix(mark) if led else names[seat]
                shorter = fitting_name(whole[seat], len(name) - 1)
                if shorter == name:
                    break
                names[seat] = shorter + (mark if led else "")
                break
            else:
                return

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
        if self.cross:
            return self._render_cross()
        full, height = self.size.width, self.size.height
        # On a wide terminal the trick stays together in the middle, each card by its name.
        width = min(full, MAX_WIDTH)
        indent = Text(" " * ((full - width) // 2))
        players = self._players
        left = seats_at("left", players)
        right = seats_at("right", players)
        top = seats_at("top", players)
        stacked = max(len(left), len(right))
        # Boxed cards (3 rows each) when the stacks and the rest fit in the height.
        boxed = height >= 16 + 3 * max(0, stacked - 1) + (1 if self._extra else 0)
        names = [
            name + _(LED_MARK) if seat == self._led_by else name
            for seat, name in enumerate(seat_names(players))
        ]
        top_at = [(i + 1) / (len(top) + 1) for i in range(len(top))]
        self._fit_top(names, top, [int(width * x) for x in top_at])
        # A stack's cards in one column: its names padded to the longest (towards the card).
        for stack, towards_card_on_right in ((left, True), (right, False)):
            longest = max((len(names[seat]) for seat in stack), default=0)
            for seat in stack if len(stack) > 1 else ():
                name = names[seat]
                names[seat] = name.rjust(longest) if towards_card_on_right else name.ljust(longest)
        note_style = self.get_component_rich_style("trick--note")
        # Blocks of lines, with the blank lines between them given up first when short.
        blocks: list[list[Text]] = []
        if not top:
            blocks.append([])  # the blank line above the sides, as at four players
        else:
            row = self._lines(
                width,
                [(x, [self._seat_name(s, names[s])]) for x, s in zip(top_at, top, strict=True)],
            )
            row += self._lines(
                width, [(x, self._cell(s, boxed)) for x, s in zip(top_at, top, strict=True)]
            )
            blocks.append(row)
        side: list[Text] = []
        for index in range(stacked):
            middle: list[tuple[float, list[Text]]] = []
            if index < len(left):
                seat = left[index]
                middle.append((0.15, self._cell(seat, boxed, names[seat], "left")))
            if index < len(right):
                seat = right[index]
                middle.append((0.85, self._cell(seat, boxed, names[seat], "right")))
            side += self._lines(width, middle)
        if side:
            blocks.append(side)
        blocks.append(
            self._lines(width, [(0.5, self._cell(0, boxed))])
            + self._lines(width, [(0.5, [self._seat_name(0, names[0])])])
        )
        # The notes wrap on a narrow trick (the tracker's panel beside it): never cut.
        notes = [
            Text(part, style=note_style)
            for note in (self._note, *self._extra)
            for part in textwrap.wrap(note, width) or [""]
        ]
        blocks.append([line for note in notes for line in self._lines(width, [(0.5, [note])])])
        stock = self._stock_line(width)
        if stock is not None:
            blocks.append([stock])
        lines = _join(blocks, height)
        pad = max(0, (height - len(lines)) // 2)
        self._stock_row = pad + len(lines) - 1 if stock is not None else -1
        return Text("\n").join([Text()] * pad + [Text.assemble(indent, line) for line in lines])

    def _cross_card(self, seat: int, columns: int, rows: int) -> list[Text]:
        """``seat``'s card in the cross: a big card (the label twice), a boxed label, or
        the label alone; an empty place is a dim dashed frame (the cross keeps its shape)."""
        face = self._card(seat)
        if rows == 1:
            pad = columns - face.cell_len
            return [Text.assemble(" " * (pad // 2), face, " " * (pad - pad // 2))]
        frame = self._style("note")
        inner = columns - 2
        empty = seat not in self._cards
        if self._ascii:
            lid, wall = "+" + ("." if empty else "-") * inner + "+", "." if empty else "|"
            top = bottom = lid
        else:
            line = ("╌" if empty else "─") * inner
            top, bottom = (
                ("┌" + line + "┐", "└" + line + "┘")
                if empty
                else (
                    "╭" + line + "╮",
                    "╰" + line + "╯",
                )
            )
            wall = "╎" if empty else "│"
        if empty and seat not in self._out:
            face = Text("")
        label_rows = [face, Text(""), face] if rows == 5 else [face]  # big: twice
        out = [Text(top, style=frame)]
        for index, label in enumerate(label_rows):
            pad = inner - label.cell_len
            # A big card's label at its top left and bottom right; a boxed one centred.
            left = (1 if index == 0 else max(0, pad - 1)) if rows == 5 else pad // 2
            body = Text.assemble(" " * left, label, " " * max(0, pad - left))
            out.append(Text.assemble((wall, frame), body, (wall, frame)))
        out.append(Text(bottom, style=frame))
        return out

    def _render_cross(self) -> Text:
        """The trick as a cross: the top seats' cards in a row, each side's stacked at its
        edge, yours at the bottom; under it who led, the note and the extra lines, and the
        stock (Domino Hearts)."""
        full, height = self.size.width, self.size.height
        width = min(full, CROSS_WIDTH)
        indent = Text(" " * ((full - width) // 2))
        players = self._players
        left, top, right = (seats_at(where, players) for where in ("left", "top", "right"))
        stacked = max(len(left), len(right), 1)
        names = seat_names(players)
        under: list[Text] = []
        if self._led_by is not None and self._cards:
            under.append(Text(names[self._led_by] + _(LED_MARK), style=self._style("note")))
        under += [
            Text(part, style=self._style("note"))
            for note in (self._note, *self._extra)
            for part in textwrap.wrap(note, width) or [""]
        ]
        stock = self._cross_stock(width)
        under += stock
        for columns, rows in CROSS_CARDS:
            step = rows - rows // 2  # the sides start this far down; you twice that
            below = max(2 * step, step + stacked * rows - (rows - step))
            tall_enough = below + rows + len(under) <= height or rows == 1
            across = len(top) * columns + max(0, len(top) - 1)
            middle = max(across, columns)
            sides = 2 * columns if left or right else 0
            if sides and sides + middle + 2 <= width:
                sides += 2  # a column between each side and the middle, where it fits
            if tall_enough and sides + middle <= width:
                break
        canvas: list[Text] = [Text(" " * width) for _ in range(below + rows)]

        def put(row: int, column: int, block: list[Text]) -> None:
            for offset, piece in enumerate(block):
                line = canvas[row + offset]
                start = max(0, min(column, width - piece.cell_len))
                canvas[row + offset] = Text.assemble(
                    line[:start], piece, line[start + piece.cell_len :]
                )

        if top:
            start = (width - across) // 2
            for index, seat in enumerate(top):
                put(0, start + index * (columns + 1), self._cross_card(seat, columns, rows))
        for index, seat in enumerate(left):
            put(step + index * rows, 0, self._cross_card(seat, columns, rows))
        for index, seat in enumerate(right):
            put(step + index * rows, width - columns, self._cross_card(seat, columns, rows))
        put(below, (width - columns) // 2, self._cross_card(0, columns, rows))
        notes = [
            self._lines(width, [(0.5, [line])])[0] for line in under[: len(under) - len(stock)]
        ]
        lines = canvas + notes + stock
        lines = lines[:height] if height else lines
        pad = max(0, (height - len(lines)) // 2)
        self._stock_row = pad + len(lines) - 1 if stock else -1
        return Text("\n").join([Text()] * pad + [Text.assemble(indent, line) for line in lines])

    def _cross_stock(self, width: int) -> list[Text]:
        """The stock under a narrow cross: its count, then the draw control on a line of its
        own (the last: a click on it draws), or the empty stock's words wrapped."""
        stock = self._stock
        if stock is None:
            return []
        note = self._style("note")
        if stock.left == 0:
            words = _("Stock empty: who cannot follow discards")
            return [Text(part, style=note) for part in textwrap.wrap(words, width)]
        back = Text(ASCII_BACK if self._ascii else BACK, style=self._style("back"))
        count = _("Stock {count}").format(count=card_count(stock.left))
        lines = [Text.assemble(back, " " + count)]
        if stock.draw_note:
            draw = ascii_text(stock.draw_note) if self._ascii else stock.draw_note
            lines.append(Text(f" {draw} ", style=self._style("draw")))
        return [self._lines(width, [(0.5, [line])])[0] for line in lines]

    def _stock_line(self, width: int) -> Text | None:
        """The stock, centred: ``▒▒ Stock: 22 cards face down``, or the draw control."""
        stock = self._stock
        if stock is None:
            return None
        back = Text(ASCII_BACK if self._ascii else BACK, style=self._style("back"))
        count = card_count(stock.left)
        if stock.draw_note:
            note = ascii_text(stock.draw_note) if self._ascii else stock.draw_note
            head = " " + _("Stock {count}").format(count=count) + "  "
            line = Text.assemble(back, head, (f" {note} ", self._style("draw")))
        elif stock.left == 0:
            line = Text(_("Stock empty: who cannot follow discards"), style=self._style("note"))
        else:
            line = Text.assemble(back, " " + _("Stock: {count} face down").format(count=count))
            why = " · " + _("draw if you cannot follow")
            if line.cell_len + len(why) <= width:
                line.append(why)
        return self._lines(width, [(0.5, [line])])[0]

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"trick--{name}")

    def on_click(self, event: events.Click) -> None:
        if self._stock is not None and event.y == self._stock_row:
            event.stop()
            self.post_message(self.DrawRequested())


def _join(blocks: list[list[Text]], height: int) -> list[Text]:
    """The blocks one after another with a blank line between each, unless that would not
    fit ``height``: then as many blank lines as fit, the first ones first."""
    content = sum(len(block) for block in blocks)
    blanks = max(0, min(len(blocks) - 1, height - content))
    lines: list[Text] = []
    for index, block in enumerate(blocks):
        if index and index <= blanks:
            lines.append(Text())
        lines += block
    return lines
