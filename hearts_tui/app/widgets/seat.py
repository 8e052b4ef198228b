"""A CPU seat: its name, how many cards it holds, its points this hand and its total; on a
big terminal also the tricks it has won and the point cards it has taken this hand."""

from __future__ import annotations

from dataclasses import dataclass

from textual.widgets import Static

from ...engine import Card, Suit
from ...words.describe import card_count
from ...words.language import _, pgettext
from ...words.nouns import ascii_suit_letter, card_label
from ...words.seats import fitting_name


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
    #: Letters for suits and ``>`` for the turn mark (``--ascii``).
    ascii: bool = False
    #: A big terminal: the tricks won and the point cards taken are shown too.
    detail: bool = False
    tricks: int = 0
    #: The cards with points (or the J♦'s minus) this seat has taken in this hand's tricks.
    taken: tuple[Card, ...] = ()


def taken_text(cards: tuple[Card, ...], *, ascii_suits: bool = False) -> str:
    """The point cards a seat took, the big ones first, then its hearts high to low:
    ``"Q♠ A♥ 9♥ 2♥"``; ``"none"`` for no card."""
    if not cards:
        return pgettext("no cards taken", "none")
    ordered = sorted(cards, key=lambda card: (card.suit is Suit.HEARTS, -card.rank))
    return " ".join(card_label(card, ascii_suits=ascii_suits) for card in ordered)


def short_taken_text(cards: tuple[Card, ...], *, ascii_suits: bool = False) -> str:
    """:func:`taken_text` with the hearts counted, for a compact panel: ``"Q♠ +9♥"``."""
    hearts = sum(card.suit is Suit.HEARTS for card in cards)
    if not cards or not hearts:
        return taken_text(cards, ascii_suits=ascii_suits)
    big = taken_text(
        tuple(card for card in cards if card.suit is not Suit.HEARTS), ascii_suits=ascii_suits
    )
    count = f"+{hearts}{ascii_suit_letter(Suit.HEARTS) if ascii_suits else '♥'}"
    return count if not any(card.suit is not Suit.HEARTS for card in cards) else f"{big} {count}"


#: The cells inside a compact panel of a big terminal (width 22, border and padding 6).
COMPACT_LINE = 16


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

    def _title(self) -> None:
        """The seat's name on the frame, whole where it fits, else shortened («Сев.-Зап.»
        in a Russian box of 16 cells): a frame's title is never cut with "…"."""
        info = self._shown
        if info is None:
            return
        mark = ("> " if info.ascii else "▶ ") if info.on_turn else ""
        # The frame keeps its corners, a line and a space on each side of the title.
        room = self.outer_size.width - 6 - len(mark) if self.outer_size.width else 0
        self.border_title = mark + fitting_name(info.name, room)

    def on_resize(self) -> None:
        self._title()

    def show(self, info: SeatInfo) -> None:
        if info == self._shown:
            return
        self._shown = info
        self._title()
        self.set_class(info.on_turn, "-turn")
        self.set_class(info.out, "-out")
        self.set_class(info.detail, "-detail")
        lines: list[str] = [card_count(info.cards)]
        if info.detail:
            # Translators: the heads of a seat panel's numbers, six letters at most.
            tricks = _("tricks")
            lines.append(f"{tricks:<6}{info.tricks:>3}")
        hand, total = _("hand"), _("total")
        lines += [f"{hand:<6}{info.hand_points:>3}", f"{total:<6}{info.total:>3}"]
        if info.detail:
            took = _("took: {cards}").format(cards=taken_text(info.taken, ascii_suits=info.ascii))
            if self.compact and len(took) > COMPACT_LINE:
                # Three panels stacked: one line, the hearts counted ("took: Q♠ +9♥").
                took = _("took: {cards}").format(
                    cards=short_taken_text(info.taken, ascii_suits=info.ascii)
                )
            lines.append(took)
        if self.compact:
            self.border_subtitle = info.note
        elif info.note:
            lines.append(info.note)
        self.update("\n".join(lines))
