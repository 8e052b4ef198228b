"""Who took the big cards of a hand, in a sentence: ``"The Q♠ went to West."``

The big cards are those that score at the table (:attr:`Table.big_cards`): the Q♠; the K♠
and A♠ too at Black Maria; the J♦ where it scores.  At Cancellation Hearts a card has two
copies, and each copy taken is named.
"""

from __future__ import annotations

from ..engine import Card, Game
from ..engine.cards import CARDS
from ..store.hand_facts import big_card_takers
from .seats import seat_names


def _phrase(card: Card, seats: list[int], names: tuple[str, ...]) -> tuple[str, str]:
    """``("the Q♠", "West")``, ``("both Q♠", "you")``, ``("the Q♠", "West and North")``."""
    who = ["you" if seat == 0 else names[seat] for seat in seats]
    if len(who) == 2 and who[0] == who[1]:
        return f"both {card}", who[0]
    return f"the {card}", " and ".join(who)


def big_cards_text(game: Game) -> str:
    """Who took each big card of the hand on the table (at its end: the hand summary), in
    one sentence; empty when none scores at this table or none was taken.

    >>> from hearts_tui.engine import Game
    >>> big_cards_text(Game.new("K7QD-MR9S"))
    ''
    """
    names = seat_names(game.players)
    takers: dict[Card, list[int]] = {}
    for card, seat in big_card_takers(game):
        takers.setdefault(card, []).append(seat)
    phrases = [
        _phrase(card, takers[card], names)
        for card in (CARDS[index] for index in game.table.big_cards)
        if card in takers
    ]
    if not phrases:
        return ""
    (named, who), *rest = phrases
    text = ", ".join([f"{named} went to {who}", *(f"{c} to {w}" for c, w in rest)])
    return text[0].upper() + text[1:] + "."
