"""What "Finish the hand?" says: why the rest of the hand cannot change a score, in the
words of the case (:func:`hearts_tui.engine.finish.how_rest_is_decided`), and how your
cards are played.

The figure is the one your seat can count: when you win every trick left, you take every
point card still in play (the other hands, the trick, the cards waiting for a winner, and
a kitty that goes with the first trick you are about to win).  A kitty that went to
another player earlier holds cards you have not seen: the sentence then names no figure.

>>> from hearts_tui.engine import Game
>>> from hearts_tui.words.language import use
>>> use("en")
>>> finish_reason(Game.new("K7QD-MR9S").view(0)) is None
True
"""

from __future__ import annotations

from typing import Final

from ..engine.finish import how_rest_is_decided
from ..engine.table import table_for
from ..engine.view import PlayerView
from .language import N_, _, ngettext

__all__ = ["finish_detail", "finish_reason", "points_left"]

#: How your cards are played once you finish the hand.
HOW_PLAYED: Final = N_(
    "Your cards are played as the normal CPU would play them, the others' by their CPUs; "
    "then the hand summary."
)


def points_left(view: PlayerView) -> int | None:
    """The points you take when you win every trick left, counted from your seat; None
    when a kitty another player took may hold some, or a card left scores below zero."""
    if view.kitty_size and view.tricks and not view.kitty_waiting:
        return None  # the kitty went with an earlier trick: its cards are unseen
    points = table_for(view.rules).points
    live = (*view.hand, *view.unseen(), *(card for _, card in view.trick), *view.waiting)
    values = [points[card.index] for card in live]
    if any(value < 0 for value in values):
        return None
    return sum(values)


def finish_reason(view: PlayerView) -> str | None:
    """Why nothing left to play can change a score, in a sentence; None when it can."""
    how = how_rest_is_decided(view)
    if how is None:
        return None
    if how == "no points":
        return _("No card left to play scores: nothing can change a score.")
    if how == "last cards":
        return _("The rest is forced: nobody holds more than one card.")
    count = points_left(view)
    if count is None:
        return _("The rest is forced: you win every trick left, and every point still in play.")
    return ngettext(
        "The rest is forced: you win every trick left and take the last point.",
        "The rest is forced: you win every trick left and take the last {count} points.",
        count,
    ).format(count=count)


def finish_detail(view: PlayerView) -> str:
    """What "Finish the hand?" says under its question: why, then how your cards go."""
    reason, how = finish_reason(view), _(HOW_PLAYED)
    return f"{reason} {how}" if reason else how
