"""Cards typed by name (``/``, the card field in the status row): ``qs`` raises the Q♠ as
the arrows and Enter would (or plays it, with *confirm move* off), and in the pass
``2c 3h kd`` chooses those three.

The names are read by :mod:`hearts_tui.words.card_names`, the plain line mode's parser too;
a card you do not hold or may not play is refused in the table's own words (the reasons
beside greyed cards), and the field stays open to type another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Card
from ....engine.reasons import NOT_YOUR_TURN
from ....words.card_names import CardNameError, parse_card, parse_cards
from ....words.engine_words import said
from ....words.language import _
from ....words.nouns import card_label, table_style
from . import moves

if TYPE_CHECKING:
    from .screen import TableScreen


def open_field(table: TableScreen) -> None:
    """``/``: open the card field (or say why there is nothing to type a card for)."""
    game = table.game
    if game.phase not in ("passing", "playing"):
        table.set_status(_("No card to choose now"))
        return
    parts = table.drawing.parts
    parts.status.display = False
    my_turn = game.phase == "playing" and game.turn == 0
    parts.card_field.open(
        game.hand(0),
        game.legal_cards() if my_turn else (),
        on_enter=lambda text: typed(table, text),
        on_close=lambda: close_field(table),
        ascii_suits=table.ascii_suits,
    )


def close_field(table: TableScreen) -> None:
    """Close the card field: the status line is back, the keys are the table's again."""
    parts = table.drawing.parts
    parts.card_field.close()
    parts.status.display = True


def typed(table: TableScreen, text: str) -> None:
    """Enter in the card field: choose the cards ``text`` names, or say why not."""
    game = table.game
    field = table.drawing.parts.card_field
    if not text.strip():
        close_field(table)
        return
    try:
        cards = parse_cards(text, game.table.deck)
        if not cards:  # only the words between cards ("," or "и"): no card named
            parse_card(text, game.table.deck)  # refused in the words for it
    except CardNameError as error:
        field.say(str(error))
        return
    if game.phase == "passing":
        refusal = _pass_refusal(table, cards)
    elif game.phase == "playing":
        refusal = _play_refusal(table, cards)
    else:
        refusal = _("No card to choose now")
    if refusal:
        field.say(refusal)
        return
    close_field(table)
    _point_at(table, cards[-1])
    if game.phase == "passing":
        _choose_for_pass(table, cards)
    else:
        moves.choose_card(table, cards[0])


def _pass_refusal(table: TableScreen, cards: list[Card]) -> str:
    game = table.game
    if game.has_passed(0):
        return _("Passed already: waiting for the others…")
    held = game.hand(0)
    for card in cards:
        if card not in held:
            return said(f"You do not hold {card}")  # the engine's words for it
    if len(set(cards)) > 3:
        return _("Three cards to pass: you typed {count}").format(count=len(set(cards)))
    return ""


def _play_refusal(table: TableScreen, cards: list[Card]) -> str:
    game = table.game
    if table.aids.finishing:
        return _("Finishing the hand…")
    if game.turn != 0:
        return said(NOT_YOUR_TURN)
    if len(cards) > 1:
        return _("One card to play: you typed {count}").format(count=len(cards))
    reason = game.why_illegal(cards[0], 0)
    if reason is None or cards[0] not in game.hand(0):
        return said(reason) if reason else ""  # "You do not hold K♦" names the card already
    return f"{card_label(cards[0])}: {said(reason, table_style(table.ascii_suits))}"


def _choose_for_pass(table: TableScreen, cards: list[Card]) -> None:
    """The typed cards are chosen (not unpicked if chosen already); cards chosen before
    stay while there is room, the first chosen giving way first."""
    typed_cards = list(dict.fromkeys(cards))
    earlier = [card for card in table.selected if card not in typed_cards]
    room = 3 - len(typed_cards)
    table.selected = (earlier[max(0, len(earlier) - room) :] if room else []) + typed_cards
    table.status_text = table.status_short = ""
    table.hearts.save_game(table.ui_state())
    table.redraw()


def _point_at(table: TableScreen, card: Card) -> None:
    """Put the hand's cursor on ``card``: Enter goes on from there, as after the arrows."""
    hand = table.drawing.parts.hand
    if card in hand.cards:
        hand.action_cursor_to(hand.cards.index(card))
