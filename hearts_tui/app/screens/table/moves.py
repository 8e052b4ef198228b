"""Your moves at the table: a card chosen in your hand (picked for the pass, raised, played)
and the pass itself.

Each function answers one choice (the screen's handler calls it) and turns it into an
engine call, or says in the status line why it cannot be made now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.reasons import NOT_YOUR_TURN
from ....words import touch
from ....words.describe import describe_play, no_pass_now
from ....words.engine_words import said
from ....words.language import _
from ....words.nouns import card_label, table_style
from ....words.status_line import clipped

if TYPE_CHECKING:
    from ....engine import Card
    from .screen import TableScreen


def choose_card(table: TableScreen, card: Card, copy: int = 0) -> None:
    """``card`` (``copy``: the second of two identical cards) was chosen in your hand: pick
    or unpick it for the pass, raise it (confirm move) or play it."""
    game = table.game
    if card not in game.hand(0):
        return  # chosen on a hand still drawn for the game just replaced
    if table.aids.resume is not None:
        table.aids.next_trick()
        return
    if table.aids.finishing:
        table.set_status(_("Finishing the hand…"))
        return
    if game.phase == "passing":
        toggle_pass(table, card)
    elif game.phase != "playing":
        return
    elif game.turn != 0:
        table.set_status(said(NOT_YOUR_TURN))
    elif (reason := game.why_illegal(card, 0)) is not None:
        table.raised = None
        table.set_status(f"{card_label(card)}: {said(reason, table_style(table.ascii_suits))}")
        table.drawing.hand()
    elif table.hearts.settings.confirm_move and table.raised != card:
        # Every card, an only legal one too: the setting says what the first press does
        # (a second Enter after a forced card was played at once said "Not your turn").
        # "Play an only card for me" is the setting that plays it without a press.
        table.raised = card
        table.raised_copy = copy
        table.drawing.hand()
        described = describe_play(game, card, style=table_style(table.ascii_suits))
        named = card_label(card)
        table.set_status(
            touch.raise_note(named, described)
            if touch.on_touch()
            else _("{card} {effect}. Press again to play it").format(card=named, effect=described),
            lambda width: clipped(_("Again plays {card}").format(card=named), described, width),
        )
    else:
        table.play(card)


def toggle_pass(table: TableScreen, card: Card) -> None:
    """Pick ``card`` for the pass, or unpick it; three at most."""
    if table.game.has_passed(0):
        table.set_status(_("Waiting for the others to pass…"))
        return
    if card in table.selected:
        table.selected.remove(card)
    elif len(table.selected) == 3:
        table.set_status(_("Three chosen already: unpick one first"))
        return
    else:
        table.selected.append(card)
    table.status_text = table.status_short = ""
    table.news = []  # said, and kept in the hand's log: the pass's prompt is what counts now
    table.hearts.save_game(table.ui_state())
    table.redraw()


def pass_cards(table: TableScreen) -> None:
    """Pass the three cards picked (``p``, the Pass button), or say why not now."""
    game = table.game
    if game.phase != "passing":
        table.set_status(no_pass_now(game.rules))
        return
    if game.has_passed(0):
        table.set_status(_("Passed already: waiting for the others…"))
        return
    held = set(game.hand(0))
    table.selected = [card for card in table.selected if card in held]
    if len(table.selected) != 3:
        table.set_status(
            _("Choose 3 cards to pass first ({count} of 3 chosen)").format(
                count=len(table.selected)
            )
        )
        return
    game.pass_cards(0, table.selected)
    table.selected = []
    table.news = []
    table.drawing.parts.hand.focus()
    table.after_action()
