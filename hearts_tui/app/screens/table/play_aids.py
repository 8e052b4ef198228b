"""Less waiting, less clicking (issue 10 §6): the table's helpers for an only card played
for you, the pause after each trick, and "Finish the hand".

The table screen keeps the flow (``_advance``); it asks this helper what to do at its
turning points and lets it hold the little state these aids need.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ....engine import Card, TrickRecord
from ....engine.finish import rest_is_decided
from ....words.language import _
from ....words.nouns import card_noun
from ....words.status_line import Said

if TYPE_CHECKING:
    from ....ai import Player
    from .screen import TableScreen


class PlayAids:
    """The state of the play aids for one game on ``table``."""

    def __init__(self, table: TableScreen) -> None:
        self._table = table
        #: While the table waits for a key after a trick: what Enter does.
        self.resume: Callable[[], None] | None = None
        #: The (hand, tricks) of the trick a card has just ended, until the table goes on.
        self.hold: tuple[int, int] | None = None
        #: "Finish the hand" is playing the rest of the hand at once.
        self.finishing = False
        #: Your only legal card, last played for you: (hand, cards left after it, card,
        #: the number of the trick it went to, from 0).
        self._only_card: tuple[int, int, Card, int] | None = None

    # -- an only card ---------------------------------------------------------------------

    def only_legal_card(self) -> Card | None:
        """Your only legal card when it is your turn and "play an only card" is on."""
        table = self._table
        game = table.game
        if game.turn != 0 or not table.hearts.settings.play_only_card:
            return None
        legal = game.legal_cards()
        return legal[0] if len(legal) == 1 else None

    def play_only_card(self, card: Card) -> None:
        game = self._table.game
        if game.phase == "playing" and game.turn == 0 and game.legal_cards() == [card]:
            trick = len(game.tricks)
            self._only_card = (game.hand_number, len(game.hand(0)) - 1, card, trick)
            self._table.play(card)

    def only_card_now(self) -> None:
        """ "Play an only card for me" was just turned on: on your turn with one legal
        card, play it now rather than at your next move."""
        table = self._table
        only = self.only_legal_card()
        if only is None or table.game.phase != "playing" or self.resume is not None:
            return
        if self.finishing:
            return
        table.flow.later(0.0, table.flow.serial, partial(self.play_only_card, only))

    def only_card_note(self) -> Said:
        """ "Your only legal card, 9♣, was played for you. " ("Only card 9♣ played. ") until
        you play your next card (so it is read even at the instant pace), else ""."""
        if self._only_card is None:
            return Said("")
        hand, left, card, trick = self._only_card
        game = self._table.game
        if hand != game.hand_number or left != len(game.hand(0)):
            return Said("")
        if len(game.tricks) > trick + 1 or (len(game.tricks) == trick + 1 and game.trick):
            # News of a trick gone by: a card of the next one is on the table (issue 30 §5).
            return Said("")
        named = card_noun(card, "label")
        return Said(
            _("Your only legal card, {card}, was played for you. ").format(card=named),
            _("Only card {card} played. ").format(card=named),
        )

    # -- wait for a key after each trick --------------------------------------------------

    def ended_trick(self, record: TrickRecord | None) -> None:
        """Note a trick ended by the card just played (the table may hold it)."""
        if record is not None:
            game = self._table.game
            self.hold = (game.hand_number, len(game.tricks))

    def holding(self) -> bool:
        """Whether to wait for a key: a card has just ended a trick, and the setting is on."""
        table = self._table
        game = table.game
        return (
            table.hearts.settings.pause_after_trick
            and not self.finishing
            and self.hold == (game.hand_number, len(game.tricks))
        )

    def wait_for_key(self, then: Callable[[], None]) -> None:
        """Hold the finished trick until Enter (or a click on the trick or the key bar)."""
        table = self._table
        serial = table.flow.serial

        def resume() -> None:
            self.hold = None
            if serial == table.flow.serial:
                then()

        self.resume = resume
        table.drawing.keys()
        table.drawing.status()

    def next_trick(self) -> None:
        """Go on after a held trick."""
        resume, self.resume = self.resume, None
        if resume is None:
            return
        table = self._table
        table.set_status("", draw=False)
        table.drawing.keys()
        table.drawing.status()
        resume()

    # -- finish the hand ------------------------------------------------------------------

    def finish_offered(self) -> bool:
        """Whether ``f`` may finish the hand: judged from your view alone."""
        game = self._table.game
        return game.phase == "playing" and not self.finishing and rest_is_decided(game.view(0))

    def offer_finish(self) -> None:
        """Ask "Finish the hand?", or say why not."""
        table = self._table
        if table.game.phase != "playing" or self.finishing:
            table.set_status(_("Finish the hand: only while a hand is being played"))
            return
        if not self.finish_offered():
            table.set_status(_("The rest of this hand can still change the scores: play on"))
            return
        from ....words.finish_text import finish_detail
        from ..confirm import ConfirmScreen

        detail = finish_detail(table.game.view(0))
        table.hearts.open(
            ConfirmScreen(_("Finish the hand?"), detail, yes=_("Finish"), no=_("Play on")),
            self._finish_answered,
        )

    def _finish_answered(self, yes: bool | None) -> None:
        if yes and self.finish_offered():
            table = self._table
            self.finishing = True
            self.resume = None
            table.raised = None
            table.flow.drop_pending()
            table.redraw()
            table.flow.advance()

    def your_player(self, seat: int) -> Player:
        """Who plays your cards when the hand is finished for you: the normal CPU."""
        from .... import ai

        return ai.make_player("normal", self._table.game.cpu_seed(seat))
