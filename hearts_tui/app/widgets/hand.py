"""The human's hand along the bottom, drawn as a row of small cards, with a keyboard cursor.

The screen gives the hand its cards and how each one looks (``HandView.show``); the hand
posts ``HandView.CardChosen`` when a card is clicked or chosen with Enter/Space.

The whole row is one widget that draws its cards itself (a widget per card cost a visible
part of the start-up time).  Every look shows without colour too:

- playable: a rounded frame, bold;  not playable: no frame, dim;
- raised (picked for the pass, or waiting for the confirming press): one row up, heavy frame;
- received in the pass (until the first trick ends): a double frame (dim when not playable);
- the keyboard cursor: reversed.

In ASCII the frames are ``+-+ |`` (playable), ``#`` (raised) and ``+=+ :`` (received).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widget import Widget

from ...engine import Card, Suit

#: Frame characters: top-left, top, top-right, side, bottom-left, bottom-right.
ROUND: Final = "╭─╮│╰╯"
HEAVY: Final = "┏━┓┃┗┛"
DOUBLE: Final = "╔═╗║╚╝"
NONE: Final = "      "
#: The same looks in ASCII (``--ascii``): still told apart without colour.
ASCII_ROUND: Final = "+-+|++"
ASCII_HEAVY: Final = "######"
ASCII_DOUBLE: Final = "+=+:++"


#: Rows of a big card (frame, label, blank, label, frame) and its width beyond the label.
BIG_ROWS: Final = 5
BIG_EXTRA: Final = 4


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
        Binding("left", "cursor(-1)", "Card", key_display="←→"),
        Binding("right", "cursor(1)", "Card", show=False),
        Binding("home", "cursor_to(0)", "First card", show=False),
        Binding("end", "cursor_to(-1)", "Last card", show=False),
        Binding("enter,space", "choose", "Choose", key_display="⏎"),
        # Pass goes through the hand too, so that it reaches the table after the cards
        # chosen just before it (a burst "Enter → Enter → Enter p" passes those three).
        Binding("p", "request_pass", "Pass", show=False),
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
        """The player chose ``card`` (by click, Enter or Space)."""

        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    class PassRequested(Message):
        """The player asked to pass the chosen cards (``p``), after any card chosen before."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._looks: tuple[CardLook, ...] = ()
        self._ascii = False
        self.cursor = 0
        #: The card shape of the last drawing: "big", "framed" or "slim" (``_layout``).
        self._shape = "framed"
        #: Left and right cell of each card on the last drawing, for clicks.
        self._spans: list[tuple[int, int]] = []

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards shown, left to right."""
        return tuple(look.card for look in self._looks)

    def look_of(self, card: Card) -> CardLook:
        """How ``card`` is drawn now."""
        return self._looks[self.cards.index(card)]

    def show(self, looks: Sequence[CardLook], *, ascii_suits: bool) -> None:
        """Draw these cards, keeping the cursor on the same card (or the nearest slot)."""
        old = self._looks[self.cursor].card if self.cursor < len(self._looks) else None
        if tuple(looks) == self._looks and ascii_suits == self._ascii:
            return
        self._looks = tuple(looks)
        self._ascii = ascii_suits
        cards = self.cards
        if old in cards:
            self.cursor = cards.index(old)
        self.cursor = max(0, min(self.cursor, len(cards) - 1))
        self.refresh()

    # -- drawing --------------------------------------------------------------------------

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"hand--{name}")

    def _layout(self, labels: list[str]) -> tuple[str, int]:
        """The card shape that fits the row with a space between cards: ``"big"`` (5 rows,
        the label twice) when the widget is tall and wide enough, else ``"framed"`` (3
        rows), else ``"slim"`` (no side lines: a 17-card hand at 80 columns); and the
        width of the row."""
        width, count = self.size.width, len(labels)
        gaps = max(0, count - 1)
        narrow = sum(len(label) for label in labels)
        if self.size.height >= BIG_ROWS + 1 and narrow + (BIG_EXTRA + 1) * count - 1 <= width:
            return "big", narrow + BIG_EXTRA * count + gaps
        if narrow + 3 * count - 1 <= width:
            return "framed", narrow + 2 * count + gaps
        return "slim", narrow + gaps

    def render(self) -> Text:
        labels = [look.card.label(ascii_suits=self._ascii) for look in self._looks]
        self._shape, total = self._layout(labels)
        rows = [Text() for _ in range(BIG_ROWS + 1 if self._shape == "big" else 4)]
        gap = 1
        x = max(0, (self.size.width - total) // 2)
        for row in rows:
            row.append(" " * x)
        self._spans = []
        for slot, (look, label) in enumerate(zip(self._looks, labels, strict=True)):
            if slot and gap:
                for row in rows:
                    row.append(" " * gap)
                x += gap
            width = len(label) + {"big": BIG_EXTRA, "framed": 2, "slim": 0}[self._shape]
            self._spans.append((x, x + width))
            x += width
            self._draw_card(rows, look, label, cursor=slot == self.cursor and self.has_focus)
        return Text("\n").join(rows)

    def _draw_card(self, rows: list[Text], look: CardLook, label: str, *, cursor: bool) -> None:
        red = look.card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        face = self._style("red" if red else "black")
        frame = self._style("frame")
        round_, heavy, double = (
            (ASCII_ROUND, ASCII_HEAVY, ASCII_DOUBLE) if self._ascii else (ROUND, HEAVY, DOUBLE)
        )
        chars = round_
        if not look.playable:
            face, chars = self._style("illegal"), NONE
        if look.received:
            # Still marked as received, but an illegal card keeps the illegal look.
            frame, chars = self._style("received" if look.playable else "illegal"), double
        if look.selected:
            frame, chars = self._style("raised"), heavy
        if cursor:
            face += self._style("cursor")
        top = 0 if look.selected else 1
        if self._shape == "slim":
            # Only the lines above and below: the frame's look, in the card's own width.
            lines = {top: chars[1] * len(label), top + 1: None, top + 2: chars[1] * len(label)}
            for index, row in enumerate(rows):
                line = lines.get(index, " " * len(label))
                if line is None:
                    row.append(label, face)
                else:
                    row.append(line, frame)
            return
        inner = len(label) + (BIG_EXTRA - 2 if self._shape == "big" else 0)
        faces = (
            [label.ljust(inner), " " * inner, label.rjust(inner)]
            if self._shape == "big"
            else [label]
        )
        bottom = top + len(faces) + 1
        for index, row in enumerate(rows):
            if index == top:
                row.append(chars[0] + chars[1] * inner + chars[2], frame)
            elif top < index < bottom:
                row.append(chars[3], frame)
                row.append(faces[index - top - 1], face)
                row.append(chars[3], frame)
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
            self.post_message(self.CardChosen(self._looks[self.cursor].card))

    def move_to_playable(self) -> None:
        """Put the cursor on the nearest playable card, if it is on an unplayable one."""
        if not self._looks or self._looks[self.cursor].playable:
            return
        playable = [slot for slot, look in enumerate(self._looks) if look.playable]
        if playable:
            self.cursor = min(playable, key=lambda slot: abs(slot - self.cursor))
            self.refresh()

    def slot_at(self, x: int) -> int | None:
        """The card slot drawn at column ``x`` (of the last drawing), if any."""
        for slot, (left, right) in enumerate(self._spans):
            if left <= x < right:
                return slot
        return None

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        slot = self.slot_at(event.x - self.gutter.left)
        if slot is not None and slot < len(self._looks):
            self.cursor = slot
            self.refresh()
            self.post_message(self.CardChosen(self._looks[slot].card))

    def offset_of(self, card: Card) -> tuple[int, int]:
        """Where to click for ``card`` (widget cells, for tests and scripts)."""
        left, right = self._spans[self.cards.index(card)]
        top = 1 if self.look_of(card).selected else 2  # the label's row (the first, if big)
        return (self.gutter.left + (left + right) // 2, self.gutter.top + top)
