"""The human's hand along the bottom, drawn as a row of small cards, with a keyboard cursor.

The screen gives the hand its cards and how each one looks (``HandView.show``); the hand
posts ``HandView.CardChosen`` when a card is clicked or chosen with Enter/Space.

The whole row is one widget that draws its cards itself (a widget per card cost a visible
part of the start-up time).  Every look shows without colour too:

- playable: a rounded frame, bold;  not playable: no frame, dim (a big card: a dim dashed
  frame, so that it still reads as a card);
- raised (picked for the pass, or waiting for the confirming press): one row up, heavy frame;
- received in the pass (until the first trick ends): a double frame; one that may not be
  played looks like any card that may not (no frame, or the dashed one), its mark a dim
  double line under it alone: nothing that reads as a card to play;
- the keyboard cursor: reversed.

A tall table (a phone upright: the widget's rows fit two rows of big cards, its columns not
one) draws the hand in two rows of big cards, all of one width (``"rows"``): a finger's
width each, the whole hand in sight.

A hand too long for the row even without frames (Domino Hearts: a player who drew a lot)
shows the slots around the cursor, with ``‹4`` and ``7›`` for the cards either side; the
view follows the cursor, and a click on a mark moves it a row's worth.

In ASCII the frames are ``+-+ |`` (playable), ``#`` (raised), ``+=+ :`` (received),
``+.+ .`` (a big card not playable) and ``==`` under a received card not playable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from ...engine import Card, Suit
from ...words.language import N_
from ...words.nouns import card_label
from ..layouts import with_layouts

#: Frame characters: top-left, top, top-right, side, bottom-left, bottom-right.
ROUND: Final = "╭─╮│╰╯"
HEAVY: Final = "┏━┓┃┗┛"
DOUBLE: Final = "╔═╗║╚╝"
NONE: Final = "      "
#: A big card that may not be played: a light dashed frame, greyed (still a card).
DASHED: Final = "┌╌┐╎└┘"
#: The same looks in ASCII (``--ascii``): still told apart without colour.
ASCII_ROUND: Final = "+-+|++"
ASCII_HEAVY: Final = "######"
ASCII_DOUBLE: Final = "+=+:++"
ASCII_DASHED: Final = "+.+.++"
#: The bottom line of a received card that may not be played (left, line, right): a big
#: card's dashed frame closes with it; a smaller card has no frame, only the line.
UNDER: Final = "╘═╛"
ASCII_UNDER: Final = "+=+"


#: Cells of the marks either side of a long hand's window (``‹12 `` and `` 12›``).
MARK_WIDTH: Final = 4
#: Rows of a big card (frame, label, blank, label, frame) and its width beyond the label.
BIG_ROWS: Final = 5
BIG_EXTRA: Final = 4
#: A tall table's two rows of big cards: the cells inside each card's frame (the widest
#: first, for a label of three cells) and the gap between cards, as the width allows.
ROWS_FORMS: Final = ((4, 1), (3, 1), (4, 0), (3, 0))


#: The hand's component styles (a change of any, a new theme: every card is drawn anew).
_PARTS: Final = ("frame", "black", "red", "illegal", "raised", "received", "cursor")


@dataclass(frozen=True, slots=True)
class CardLook:
    """How one card of the hand is drawn.

    ``selected``: raised (picked for the pass, or waiting for the confirming press).
    ``received``: one of the three cards passed to the player, marked until the first trick.
    """

    card: Card
    playable: bool = True
    selected: bool = False
    received: bool = False


class HandView(Widget, can_focus=True):
    """The hand: arrows move the cursor, Enter/Space choose, a click chooses a card."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("left"), "cursor(-1)", N_("Card"), key_display="←→"),
        Binding(with_layouts("right"), "cursor(1)", N_("Card"), show=False),
        Binding(with_layouts("home"), "cursor_to(0)", N_("First card"), show=False),
        Binding(with_layouts("end"), "cursor_to(-1)", N_("Last card"), show=False),
        Binding(with_layouts("enter,space"), "choose", N_("Choose"), key_display="⏎"),
        # Pass goes through the hand too, so that it reaches the table after the cards
        # chosen just before it (a burst "Enter → Enter → Enter p" passes those three).
        Binding(with_layouts("p"), "request_pass", N_("Pass"), show=False),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "hand--frame",
        "hand--black",
        "hand--red",
        "hand--illegal",
        "hand--raised",
        "hand--received",
        "hand--cursor",
    }

    class CardChosen(Message):
        """The player chose ``card`` (by click, Enter or Space); ``copy`` tells which of two
        identical cards (Cancellation Hearts: 0 the left one, 1 the right one)."""

        def __init__(self, card: Card, copy: int = 0) -> None:
            super().__init__()
            self.card = card
            self.copy = copy

    class PassRequested(Message):
        """The player asked to pass the chosen cards (``p``), after any card chosen before."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._looks: tuple[CardLook, ...] = ()
        self._ascii = False
        self.cursor = 0
        #: The card shape of the last drawing: "big", "framed", "slim" or "rows"
        #: (``_layout``); in "rows", the cells inside each card and the gap between cards.
        self._shape = "framed"
        self._rows_form = ROWS_FORMS[0]
        #: Left and right cell of each card on the last drawing, for clicks: the slots from
        #: ``_drawn_from`` on (a long hand draws only a window of its cards).
        self._spans: list[tuple[int, int]] = []
        self._drawn_from = 0
        #: The first slot of each row of cards on the last drawing (one row but in "rows"),
        #: and the height of a row of cards.
        self._band_starts: list[int] = [0]
        self._band_height = 4
        #: A long hand's window: its first slot, and the cells of its marks (left, right).
        self._first = 0
        self._marks: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))
        #: The strips of each piece drawn (``_piece``), and the rows of the last drawing
        #: with what they were drawn from.
        self._pieces: dict[object, list[Strip]] = {}
        self._lines_key: object = None
        self._lines_drawn: list[Strip] = []
        self._styles_key: object = None
        self._visual_key: object = None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards shown, left to right."""
        return tuple(look.card for look in self._looks)

    @property
    def looks(self) -> tuple[CardLook, ...]:
        """How each card is drawn, left to right (a card held twice: two looks)."""
        return self._looks

    def look_of(self, card: Card) -> CardLook:
        """How ``card`` is drawn now."""
        return self._looks[self.cards.index(card)]

    def show(self, looks: Sequence[CardLook], *, ascii_suits: bool) -> None:
        """Draw these cards, keeping the cursor on the same card (or the nearest slot)."""
        old = self._looks[self.cursor].card if self.cursor < len(self._looks) else None
        # Which copy of a card held twice (Cancellation Hearts) the cursor is on.
        copy = sum(look.card == old for look in self._looks[: self.cursor])
        if tuple(looks) == self._looks and ascii_suits == self._ascii:
            return
        self._looks = tuple(looks)
        self._ascii = ascii_suits
        cards = self.cards
        if old in cards:
            slots = [slot for slot, card in enumerate(cards) if card == old]
            self.cursor = slots[min(copy, len(slots) - 1)]
        self.cursor = max(0, min(self.cursor, len(cards) - 1))
        self.refresh()

    # -- drawing --------------------------------------------------------------------------

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"hand--{name}")

    def _layout(self, labels: list[str]) -> tuple[str, int]:
        """The card shape that fits the row with a space between cards: ``"big"`` (5 rows,
        the label twice) when the widget is tall and wide enough, else two rows of big
        cards (``"rows"``) when it is tall enough for them (a tall table), else
        ``"framed"`` (3 rows), else ``"slim"`` (no side lines: a 17-card hand at 80
        columns); and the width of the (widest) row."""
        width, count = self.size.width, len(labels)
        gaps = max(0, count - 1)
        narrow = sum(len(label) for label in labels)
        big_fits = narrow + (BIG_EXTRA + 1) * count - 1 <= width
        if self.size.height >= 2 * (BIG_ROWS + 1) and count > 1:
            per_row = -(-count // 2)
            longest = max(len(label) for label in labels)
            for inner, gap in ROWS_FORMS:
                row = per_row * (inner + 2) + (per_row - 1) * gap
                if inner >= longest and row <= width:
                    self._rows_form = (inner, gap)
                    return "rows", row
        if self.size.height >= BIG_ROWS + 1 and big_fits:
            return "big", narrow + BIG_EXTRA * count + gaps
        if narrow + 3 * count - 1 <= width:
            return "framed", narrow + 2 * count + gaps
        return "slim", narrow + gaps

    def _window(self, labels: list[str], width: int) -> tuple[int, int]:
        """The slots ``first..last`` (exclusive) shown of a hand too long for ``width``,
        the cursor among them; kept where it was while the cursor stays inside."""
        room = width - 2 * MARK_WIDTH
        cursor = max(0, min(self.cursor, len(labels) - 1))
        first = max(0, min(self._first, cursor))

        def end_of(start: int) -> int:
            used, end = 0, start
            while end < len(labels) and used + len(labels[end]) + (end > start) <= room:
                used += len(labels[end]) + (end > start)
                end += 1
            return max(end, start + 1)

        while end_of(first) <= cursor:
            first += 1
        self._first = first
        return first, end_of(first)

    def render_line(self, y: int) -> Strip:
        """Row ``y`` of the hand, joined from strips drawn once per card and look.

        Drawing the whole row as one styled text made Textual convert thirteen cards into
        strips on every arrow key, ~3 ms a press (benchmarks/responsiveness.py); a card's
        strips are now kept per look, label, shape and cursor, and a row is a join of them.
        """
        lines = self._lines()
        return lines[y] if y < len(lines) else Strip.blank(0)

    def _lines(self) -> list[Strip]:
        styles = tuple(self._style(name) for name in _PARTS)
        cursor = self.cursor if self.has_focus else -1
        key = (self._looks, self._ascii, cursor, self.size, self._first, self.visual_style, styles)
        if key != self._lines_key:
            if styles != self._styles_key or self.visual_style != self._visual_key:
                self._pieces.clear()  # a new theme (or colours): every card anew
                self._styles_key, self._visual_key = styles, self.visual_style
            rows = self._draw()
            self._lines_key = key
            # One segment for a run of one style (the gaps and blank rows between cards),
            # each marked with its cells in the widget (Textual's text selection): the
            # strips a single text of the whole row gave.
            self._lines_drawn = [
                Strip.join(row).simplify().apply_offsets(0, y) for y, row in enumerate(rows)
            ]
        return self._lines_drawn

    def _piece(
        self, key: object, rows: int, width: int, draw: Callable[[list[Text]], object]
    ) -> list[Strip]:
        """The strips of one piece of the row (a card, a gap, a mark), drawn once per key."""
        key = (key, rows)
        strips = self._pieces.get(key)
        if strips is None:
            texts = [Text() for _ in range(rows)]
            draw(texts)
            visual = visualize(self, Text("\n").join(texts))
            strips = [
                Strip(
                    [
                        Segment(text, style.clear_meta_and_links() if style else None)
                        for text, style, _ in strip
                    ],
                    strip.cell_length,
                )
                for strip in Visual.to_strips(self, visual, width, rows, self.visual_style)
            ]
            if len(self._pieces) > 512:
                self._pieces.clear()
            self._pieces[key] = strips
        return strips

    def _draw(self) -> list[list[Strip]]:
        labels = [card_label(look.card, ascii_suits=self._ascii) for look in self._looks]
        self._shape, total = self._layout(labels)
        if self._shape == "rows":
            return self._draw_rows(labels)
        self._band_starts = [0]
        height = BIG_ROWS + 1 if self._shape == "big" else 4
        self._band_height = height
        rows: list[list[Strip]] = [[] for _ in range(height)]
        at = 0  # the next piece's column

        def add(key: object, width: int, draw: Callable[[list[Text]], object]) -> None:
            nonlocal at
            if width > 0:
                for row, strip in zip(rows, self._piece(key, height, width, draw), strict=True):
                    row.append(strip)
            at += width

        def blank(width: int) -> None:
            add(("blank", width), width, lambda texts: [t.append(" " * width) for t in texts])

        gap = 1
        width = self.size.width
        first, last = 0, len(labels)
        windowed = self._shape == "slim" and total > width
        if windowed:
            first, last = self._window(labels, width)
            total = sum(len(label) for label in labels[first:last]) + (last - first - 1)
            total += 2 * MARK_WIDTH
        blank(max(0, (width - total) // 2))
        self._spans = []
        self._drawn_from = first
        left_mark = right_mark = (0, 0)
        if windowed:
            mark = f"‹{first}" if first else ""
            left_mark = (at, at + MARK_WIDTH) if mark else (0, 0)
            add(("mark", mark, True), MARK_WIDTH, self._marker(mark, left=True))
        for slot in range(first, last):
            look, label = self._looks[slot], labels[slot]
            if slot > first and gap:
                blank(gap)
            width_of = len(label) + {"big": BIG_EXTRA, "framed": 2, "slim": 0}[self._shape]
            self._spans.append((at, at + width_of))
            on = slot == self.cursor and self.has_focus
            add((look, label, self._shape, on, self._ascii), width_of, self._card(look, label, on))
        if windowed:
            rest = len(labels) - last
            mark = f"{rest}›" if rest else ""
            right_mark = (at, at + MARK_WIDTH) if mark else (0, 0)
            add(("mark", mark, False), MARK_WIDTH, self._marker(mark, left=False))
        self._marks = (left_mark, right_mark)
        return rows

    def _draw_rows(self, labels: list[str]) -> list[list[Strip]]:
        """Two rows of big cards, all of one width, each row centred: the first half of
        the hand above (one card more when the count is odd), the rest below."""
        per_row = -(-len(labels) // 2)
        self._band_starts = [0, per_row]
        self._band_height = BIG_ROWS + 1
        self._spans = []
        self._drawn_from = 0
        self._marks = ((0, 0), (0, 0))
        rows: list[list[Strip]] = []
        for first in self._band_starts:
            rows += self._draw_band(labels, first, min(len(labels), first + per_row))
        return rows

    def _draw_band(self, labels: list[str], first: int, last: int) -> list[list[Strip]]:
        """One row of big cards (slots ``first`` to ``last``) of a tall table's hand."""
        inner, gap = self._rows_form
        height = self._band_height
        rows: list[list[Strip]] = [[] for _ in range(height)]
        at = 0

        def add(key: object, cells: int, draw: Callable[[list[Text]], object]) -> None:
            nonlocal at
            if cells > 0:
                for row, strip in zip(rows, self._piece(key, height, cells, draw), strict=True):
                    row.append(strip)
            at += cells

        def blank(cells: int) -> None:
            add(("blank", cells), cells, lambda texts: [t.append(" " * cells) for t in texts])

        drawn = (last - first) * (inner + 2) + max(0, last - first - 1) * gap
        blank(max(0, (self.size.width - drawn) // 2))
        for slot in range(first, last):
            if slot > first and gap:
                blank(gap)
            look, label = self._looks[slot], labels[slot]
            self._spans.append((at, at + inner + 2))
            on = slot == self.cursor and self.has_focus
            key = (look, label, "rows", inner, on, self._ascii)
            add(key, inner + 2, self._card(look, label, on))
        blank(max(0, self.size.width - at))
        return rows

    def render(self) -> Text:
        """The hand as drawn, as text (for tests and scripts: the screen draws ``_lines``)."""
        return Text("\n").join(
            Text.assemble(
                *(
                    (segment.text, segment.style.clear_meta_and_links() if segment.style else "")
                    for segment in strip
                )
            )
            for strip in self._lines()
        )

    def _card(self, look: CardLook, label: str, cursor: bool) -> Callable[[list[Text]], object]:
        return lambda texts: self._draw_card(texts, look, label, cursor=cursor)

    def _marker(self, mark: str, *, left: bool) -> Callable[[list[Text]], object]:
        """Draws a long hand's mark of the cards out of view on one side, on the label row."""
        text = (mark + " ").rjust(MARK_WIDTH) if left else (" " + mark).ljust(MARK_WIDTH)
        if self._ascii:
            text = text.replace("‹", "<").replace("›", ">")

        def draw(rows: list[Text]) -> None:
            for index, row in enumerate(rows):
                row.append(text if index == 2 else " " * MARK_WIDTH, self._style("frame"))

        return draw

    def _draw_card(self, rows: list[Text], look: CardLook, label: str, *, cursor: bool) -> None:
        red = look.card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        face = self._style("red" if red else "black")
        frame = self._style("frame")
        round_, heavy, double = (
            (ASCII_ROUND, ASCII_HEAVY, ASCII_DOUBLE) if self._ascii else (ROUND, HEAVY, DOUBLE)
        )
        chars = round_
        #: The bottom line of a received card that may not be played (else the frame's).
        under: str | None = None
        if not look.playable:
            face, chars = self._style("illegal"), NONE
            if self._shape in ("big", "rows"):
                # Two loose labels would not read as a card: a greyed, dashed frame.
                frame, chars = face, ASCII_DASHED if self._ascii else DASHED
            if look.received:
                # Still marked as received, but by a greyed line under it alone: a frame
                # (even a dim double one) read as a card you may play.
                under = ASCII_UNDER if self._ascii else UNDER
                if self._shape not in ("big", "rows"):
                    # Not struck through (the greyed face is, without colour): a line.
                    frame, under = face + Style(strike=False), " " + under[1] + " "
        elif look.received:
            frame, chars = self._style("received"), double
        if look.selected:
            frame, chars, under = self._style("raised"), heavy, None
        if cursor:
            face += self._style("cursor")
        top = 0 if look.selected else 1
        big = self._shape in ("big", "rows")
        if self._shape == "slim":
            # Only the lines above and below: the frame's look, in the card's own width.
            lines = {
                top: chars[1] * len(label),
                top + 1: None,
                top + 2: (under or chars)[1] * len(label),
            }
            for index, row in enumerate(rows):
                line = lines.get(index, " " * len(label))
                if line is None:
                    row.append(label, face)
                else:
                    row.append(line, frame)
            return
        inner = len(label) + (BIG_EXTRA - 2 if self._shape == "big" else 0)
        if self._shape == "rows":
            inner = self._rows_form[0]
        faces = [label.ljust(inner), " " * inner, label.rjust(inner)] if big else [label]
        bottom = top + len(faces) + 1
        for index, row in enumerate(rows):
            if index == top:
                row.append(chars[0] + chars[1] * inner + chars[2], frame)
            elif top < index < bottom:
                row.append(chars[3], frame)
                row.append(faces[index - top - 1], face)
                row.append(chars[3], frame)
            elif index == bottom and under is not None:
                row.append(under[0] + under[1] * inner + under[2], frame)
            elif index == bottom:
                row.append(chars[4] + chars[1] * inner + chars[5], frame)
            else:
                row.append(" " * (inner + 2))

    # -- input ----------------------------------------------------------------------------

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_cursor(self, step: int) -> None:
        if self._looks:
            self.cursor = (self.cursor + step) % len(self._looks)
            self.refresh()

    def action_cursor_to(self, slot: int) -> None:
        if self._looks:
            self.cursor = slot % len(self._looks)
            self.refresh()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # With no cards (the game is over), Enter goes on to the table's own binding.
        return bool(self._looks) if action == "choose" else True

    def action_request_pass(self) -> None:
        self.post_message(self.PassRequested())

    def action_choose(self) -> None:
        if self._looks:
            self._chosen(self.cursor)

    def in_view(self, card: Card) -> bool:
        """Whether ``card`` is drawn now (a long hand shows a window of its cards)."""
        return 0 <= self.cards.index(card) - self._drawn_from < len(self._spans)

    def mark_offset(self, side: int) -> tuple[int, int] | None:
        """Where to click the mark of a long hand's cards out of view on ``side`` (-1 left,
        1 right), if there is one (for tests and scripts)."""
        left, right = self._marks[0 if side < 0 else 1]
        if left == right:
            return None
        return (self.gutter.left + left + 1, self.gutter.top + 2)

    def _chosen(self, slot: int) -> None:
        card = self._looks[slot].card
        copy = sum(look.card == card for look in self._looks[:slot])
        self.post_message(self.CardChosen(card, copy))

    def move_to_playable(self) -> None:
        """Put the cursor on the nearest playable card, if it is on an unplayable one."""
        if not self._looks or self._looks[self.cursor].playable:
            return
        playable = [slot for slot, look in enumerate(self._looks) if look.playable]
        if playable:
            self.cursor = min(playable, key=lambda slot: abs(slot - self.cursor))
            self.refresh()

    def slot_at(self, x: int, y: int = 0) -> int | None:
        """The card slot drawn at column ``x`` (of the last drawing) in the row of cards
        at row ``y`` (two rows of big cards: the upper or the lower), if any."""
        band = min(max(0, y) // self._band_height, len(self._band_starts) - 1)
        first = self._band_starts[band]
        end = self._band_starts[band + 1] if band + 1 < len(self._band_starts) else None
        for index, (left, right) in enumerate(self._spans):
            slot = self._drawn_from + index
            if slot < first or (end is not None and slot >= end):
                continue
            if left <= x < right:
                return slot
        return None

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        x = event.x - self.gutter.left
        for side, (left, right) in zip((-1, 1), self._marks, strict=True):
            if left <= x < right:
                # A mark of a long hand: the cursor moves a window's width that way.
                shown = len(self._spans)
                self.cursor = max(0, min(len(self._looks) - 1, self.cursor + side * shown))
                self.refresh()
                return
        slot = self.slot_at(x, event.y - self.gutter.top)
        if slot is not None and slot < len(self._looks):
            self.cursor = slot
            self.refresh()
            self._chosen(slot)

    def offset_of(self, card: Card) -> tuple[int, int]:
        """Where to click for ``card`` (widget cells, for tests and scripts); KeyError for a
        card out of a long hand's window (:meth:`in_view` tells)."""
        slot = self.cards.index(card)
        if not self.in_view(card):
            raise KeyError(f"{card} is out of the hand's window")
        left, right = self._spans[slot - self._drawn_from]
        top = 1 if self.look_of(card).selected else 2  # the label's row (the first, if big)
        band = sum(1 for start in self._band_starts[1:] if slot >= start)
        top += band * self._band_height
        return (self.gutter.left + (left + right) // 2, self.gutter.top + top)
