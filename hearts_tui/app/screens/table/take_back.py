"""Take-back (issue 10 §4): key ``z`` undoes your last card or your pass, and the CPUs'
cards after it, when the setting "Allow take-back" is on.

The engine does the undoing (``Game.take_back``: the hand replayed from its log, so the
save after a take-back is simply the shorter game).  The CPUs then play the same way from
the same views: their random numbers come from the code and public facts of the view.
This helper holds the count of take-backs of the game (saved with it in the table's UI
state as ``"takebacks"``; any take-back marks the game "assisted").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import TakeBack
from ....words import touch
from ....words.engine_words import said
from ....words.language import N_, _, ngettext
from ....words.nouns import card_label

if TYPE_CHECKING:
    from .screen import TableScreen

#: What ``z`` says while the setting is off (and in a row too narrow for it).
NOT_ALLOWED = N_("Take-back is off: turn on 'Allow take-back' in the settings (s)")
NOT_ALLOWED_SHORT = N_("Take-back is off (settings: s)")
#: What ``z`` says while "Finish the hand" plays the rest.
FINISHING = N_("The hand is being finished: nothing can be taken back now")
#: Added when there is nothing to take back after the first hand.
BOUNDARY = N_("{reason} (a finished hand cannot be taken back)")


def assisted_text(takebacks: int) -> str:
    """ "assisted (2 take-backs)" for the score sheet and the game-over dialog; "" if none."""
    if takebacks <= 0:
        return ""
    return ngettext(
        "assisted ({count} take-back)", "assisted ({count} take-backs)", takebacks
    ).format(count=takebacks)


def taken_back_text(taken: TakeBack) -> str:
    """ "Taken back: your 7♣ and the 2 cards after it" (or "your pass (…)")."""
    count = len(taken.after)
    if taken.kind == "pass":
        cards = " ".join(card_label(card) for card in taken.cards)
        if not count:
            return _("Taken back: your pass ({cards})").format(cards=cards)
        text = ngettext(
            "Taken back: your pass ({cards}) and the card after it",
            "Taken back: your pass ({cards}) and the {count} cards after it",
            count,
        )
        return text.format(cards=cards, count=count)
    card = card_label(taken.cards[0])
    if not count:
        return _("Taken back: your {card}").format(card=card)
    text = ngettext(
        "Taken back: your {card} and the card after it",
        "Taken back: your {card} and the {count} cards after it",
        count,
    )
    return text.format(card=card, count=count)


class TakeBacks:
    """The take-backs of one game on ``table``."""

    def __init__(self, table: TableScreen, count: int = 0) -> None:
        self._table = table
        #: Take-backs made in this game (saved with it).
        self.count = count

    def possible(self) -> bool:
        """Whether ``z`` would take something back now (the key bar shows it then)."""
        table = self._table
        return (
            table.hearts.settings.allow_take_back
            and not table.aids.finishing
            and table.game.why_no_take_back(0) is None
        )

    def take_back(self) -> None:
        """Take back your last card or your pass, or say why not."""
        table = self._table
        game = table.game
        if not table.hearts.settings.allow_take_back:
            if touch.on_touch():
                table.set_status(touch.take_back_off().long, touch.take_back_off().short)
            else:
                table.set_status(_(NOT_ALLOWED), _(NOT_ALLOWED_SHORT))
            return
        if table.aids.finishing:
            table.set_status(_(FINISHING))
            return
        reason = game.why_no_take_back(0)
        if reason is not None:
            reason = said(reason)
            if game.phase in ("passing", "playing") and game.hand_number > 1:
                table.set_status(_(BOUNDARY).format(reason=reason), reason)
            else:
                table.set_status(reason)
            return
        table.drop_pending()  # CPU answers and timers on their way are for the old moment
        taken = game.take_back(0)
        self.count += 1
        table.selected = []
        table.raised = None
        table.drawn_cards = []
        table.aids.resume = None
        table.aids.hold = None
        table.reset_cursor()
        table.hearts.save_game(table.ui_state())
        table.set_status(taken_back_text(taken))
        table.redraw()
        # Nothing to start: the position is the one before your action, so it is your turn
        # (or your pass); an only card waits for you rather than being played at once.
