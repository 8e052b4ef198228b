"""Domino Hearts' stock at the table: your draws (``d``, or a click on the stock).

The CPUs' draws are paced by :mod:`.flow` like their cards; what the stock shows is drawn by
:mod:`.drawing` (a line under the trick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....words import touch
from ....words.engine_words import said
from ....words.language import _
from ....words.nouns import card_noun, suit_label, table_style

if TYPE_CHECKING:
    from .screen import TableScreen


def draw(table: TableScreen) -> None:
    """Draw the stock's top card when you cannot follow suit; else say why not.  The card
    drawn is marked in your hand until you play, and the status line names it."""
    game = table.game
    if table.aids.finishing:
        table.set_status(_("Finishing the hand…"))
        return
    reason = game.why_no_draw(0)
    if reason is not None:
        table.set_status(said(reason, table_style(table.ascii_suits)))
        return
    suit = suit_label(game.trick[0][1].suit, ascii_suits=table.ascii_suits)
    card = game.draw(0)
    table.raised = None
    table.drawn_cards.append(card)
    before = table.flow.serial
    table.after_action()
    table.move_timer.same_move(before)  # drawing is part of your move: its time runs on
    named = card_noun(card, "label")
    if game.must_draw and game.turn == 0:
        table.set_status(
            touch.draw_again(named, suit)
            if touch.on_touch()
            else _("You drew {card}. Still no {suit}: draw again (d)").format(card=named, suit=suit)
        )
    else:
        table.set_status(_("You drew {card}: now follow {suit}").format(card=named, suit=suit))
