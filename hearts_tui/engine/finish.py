"""Whether the rest of a hand can still change any score, as one seat can tell.

The table offers to play the rest of a hand at once ("Finish the hand") only when nothing
left to play can change a score.  The test is made from the human's :class:`PlayerView`
alone, never from the other hands: the offer itself then tells the player nothing they
could not have counted (with full information, an offer would reveal, for instance, that
a CPU holds every top card, or that an unseen heart lies in the kitty).

It is a sufficient test, not an exhaustive search: it says ``True`` when

* no card that scores (hearts, the Q♠, the table's other scoring cards, the J♦ bonus) is
  left anywhere it could still be played or taken: your hand, the cards you have not seen
  (other hands, a kitty not yet taken — a kitty already taken counts as unseen, which is
  only cautious), the trick on the table, or (Cancellation Hearts) the cards of cancelled
  tricks waiting for the next trick's winner;
* or this seat is on lead with an empty trick, and each card it holds is higher than every
  unseen card of its suit: it wins every remaining trick whatever anyone plays;
* or only the last cards are left, one a hand at most: every play is forced.

At Domino Hearts (a stock to draw from, players leaving the hand) only the first test holds.
At Cancellation Hearts all three do: a card higher than every unseen card of its suit has no
twin left to cancel it, and the cards waiting for a trick's winner count as live.
"""

from __future__ import annotations

from typing import Literal

from .rules import Variant
from .table import table_for
from .view import PlayerView

__all__ = ["Decided", "how_rest_is_decided", "rest_is_decided"]

#: Why the rest of a hand cannot change a score: no card that scores is left to play; this
#: seat wins every trick left; only the last cards are left, one a hand at most.
Decided = Literal["no points", "every trick", "last cards"]


def rest_is_decided(view: PlayerView) -> bool:
    """True when the rest of the hand cannot change any score (see the module's notes).

    >>> from hearts_tui.engine import Game
    >>> rest_is_decided(Game.new("K7QD-MR9S").view(0))
    False
    """
    return how_rest_is_decided(view) is not None


def how_rest_is_decided(view: PlayerView) -> Decided | None:
    """Which of the module's three tests says the rest of the hand cannot change any
    score (the first that does, in their order), or None when none does."""
    if view.phase != "playing":
        return None
    points = table_for(view.rules).points
    unseen = view.unseen()
    live = (*view.hand, *unseen, *(card for _, card in view.trick), *view.waiting)
    if all(points[card.index] == 0 for card in live):
        return "no points"
    if view.rules.variant is Variant.DOMINO:
        return None
    if max(view.hand_sizes) <= 1:
        return "last cards"
    if view.turn != view.seat or view.trick:
        return None
    top_of_unseen: dict[int, int] = {}
    for card in unseen:
        top_of_unseen[card.suit] = max(top_of_unseen.get(card.suit, 0), card.rank)
    if all(card.rank > top_of_unseen.get(card.suit, 0) for card in view.hand):
        return "every trick"
    return None
