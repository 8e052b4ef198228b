""" "Q♠ must go" for the CPU players: who surely does not hold the Q♠.

Under the rule, whoever holds the Q♠ must play it at the first chance to shed it on another
player's trick: when void in the suit led, or when spades are led and the K♠ or A♠ is
already on the trick.  So a seat that had such a chance and played another card does not
hold the Q♠ — unless it has drawn cards since (Domino Hearts: a run of draws for another
suit than spades may bring it; a run for spades ends with the one spade it then plays).
On the first trick "no points on the first trick" keeps a scoring Q♠ off it: no chance.
The hard player's deals give the Q♠ to none of these seats.
"""

from __future__ import annotations

from hearts_tui.engine.table import QUEEN_SPADES, table_for
from hearts_tui.engine.view import PlayerView

__all__ = ["queen_lacks"]

SPADES = 3


def queen_lacks(view: PlayerView) -> int:
    """The seats (a mask; never ``view.seat``) that surely do not hold the Q♠ now."""
    rules = view.rules
    table = table_for(rules)
    if not rules.queen_must_go or table.decks != 1:
        return 0
    kept_off_first = not rules.points_on_first_trick and table.points[QUEEN_SPADES] > 0
    tricks = [record.cards for record in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    proved: dict[int, int] = {}  # seat -> the trick number of its latest chance passed up
    for number, cards in enumerate(tricks, 1):
        lead = cards[0][1].suit
        high = cards[0][1].index > QUEEN_SPADES
        for seat, card in cards[1:]:
            if card.index != QUEEN_SPADES and (
                (card.suit != lead and not (number == 1 and kept_off_first))
                or (lead == SPADES and high)
            ):
                proved[seat] = number
            high = high or (card.suit == SPADES == lead and card.index > QUEEN_SPADES)
    leads = [cards[0][1].suit for cards in tricks]
    for number, seat, count in view.draws:
        if seat in proved and number > proved[seat] and count > 1 and leads[number - 1] != SPADES:
            del proved[seat]
    mask = 0
    for seat in proved:
        if seat != view.seat:
            mask |= 1 << seat
    return mask
