"""A look back at the last finished trick (key ``l``), with the status line's messages of
the hand in full (the status line says them in one row, shortened where they do not fit)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from ...engine import Game, TrickRecord
from ...words import touch
from ...words.describe import cancelled_text, carried_text, points_text, suits_text
from ...words.language import N_, _
from ...words.seats import seat_noun
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter
from ..widgets.trick import TrickView

#: How many of the hand's messages show under the trick (the newest).
SAID_SHOWN: Final = 2


class LastTrickScreen(Dialog[None]):
    """The cards of ``record`` by seat, its winner; any of Escape, Enter, ``l`` closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,q,enter,space,l"), "close", N_("Close"))
    ]

    def __init__(
        self,
        game: Game,
        record: TrickRecord,
        ascii_suits: bool,
        said: Sequence[str] = (),
        *,
        timer: str = "",
    ) -> None:
        super().__init__()
        self._game = game
        self._record = record
        self._ascii = ascii_suits
        #: The hand's messages in full, newest last (the last ones shown under the trick).
        self._said = list(said)
        #: Your move's time, standing still while the dialog is open ("" without a timer).
        self._timer = timer

    def compose(self) -> ComposeResult:
        crowded = " -crowded" if self._game.players >= 6 else ""
        with Vertical(id="dialog", classes="dialog last-trick" + crowded):
            yield Static(
                _("Last trick (trick {number})").format(number=len(self._game.tricks)),
                classes="dialog-title",
            )
            yield TrickView(id="last-trick-view")
            if self._timer:
                yield Static(self._timer, id="timer-paused", classes="hint")
            if self._said:
                lines = self._said[-SAID_SHOWN:]
                yield Static(suits_text("\n".join(lines), self._ascii), id="said")
        yield QuietFooter()

    def on_mount(self) -> None:
        if self._closing_down():
            return
        record = self._record
        taken = sum(self._game.table.points[card.index] for _seat, card in record.cards)
        if record.winner < 0:
            # Cancellation Hearts: every card of the suit led cancelled, nobody won it yet.
            carried = carried_text(record, ascii_suits=self._ascii)
            note = (
                touch.tap_to_close(carried)
                if touch.on_touch()
                else _("{note} · Esc closes").format(note=carried)
            )
        elif touch.on_touch():
            seat = seat_noun(self._game.players, record.winner)
            note = touch.last_trick_note(points_text(taken), None if record.winner == 0 else seat)
        else:
            seat = seat_noun(self._game.players, record.winner)
            note = (
                _("You took it: {points} · Esc closes")
                if record.winner == 0
                else _("{seat} took it: {points} · Esc closes")
            ).format(seat=seat, points=points_text(taken))
        cancelled = set(record.cancelled)
        self.query_one(TrickView).show(
            self._game.players,
            dict(record.cards),
            winner=record.winner if record.winner >= 0 else None,
            note=note,
            ascii_suits=self._ascii,
            led_by=record.leader,
            cancelled=[seat for seat, card in record.cards if card in cancelled],
            extra=[cancelled_text(sorted(cancelled))] if cancelled else [],
        )

    def on_click(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
