"""Domino Hearts' stock at the table: your draws (``d``, or a click on the stock).

The CPUs' draws are paced by :mod:`.flow` like their cards; what the stock shows is drawn by
:mod:`.drawing` (a line under the trick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....words import touch
from ....words.engine_words import said
from ....words.language import _
from ....words.nouns import card_noun, join_forms, suit_label, table_style

if TYPE_CHECKING:
    from .screen import TableScreen


def draw(table: TableScreen, *, until: bool = False) -> None:
    """Draw the stock's top card when you cannot follow suit (``until``: draw on until you
    can, or the stock is empty: nothing is chosen between two draws); else say why not.
    The cards drawn are marked in your hand until you play, and the status line names
    them."""
    game = table.game
    if table.aids.finishing:
        table.set_status(_("Finishing the hand…"))
        return
    reason = game.why_no_draw(0)
    if reason is not None:
        table.set_status(said(reason, table_style(table.ascii_suits)))
        return
    led = game.trick[0][1].suit
    drawn = [game.draw(0)]
    while until and game.must_draw and game.turn == 0:
        drawn.append(game.draw(0))
    # Said before the table moves on (an only card may be played for you at once).
    again = game.must_draw and game.turn == 0
    follows = any(card.suit is led for card in game.hand(0))
    table.raised = None
    table.drawn_cards.extend(drawn)
    before = table.flow.serial
    table.after_action()
    table.move_timer.same_move(before)  # drawing is part of your move: its time runs on
    suit = suit_label(led, ascii_suits=table.ascii_suits)
    named = join_forms([card_noun(card, "label") for card in drawn], " ")
    if again and touch.on_touch():
        table.set_status(touch.draw_again(named, suit))
    elif again:
        table.set_status(
            _("You drew {card}. Still no {suit}: draw again (d), or until you can (D)").format(
                card=named, suit=suit
            ),
            _("You drew {card}. Still no {suit}: draw again (d)").format(card=named, suit=suit),
        )
    elif follows:
        table.set_status(_("You drew {cards}: now follow {suit}").format(cards=named, suit=suit))
    else:
        table.set_status(
            _("You drew {cards}; the stock is empty: play any card").format(cards=named)
        )
