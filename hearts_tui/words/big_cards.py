"""Who took the big cards of a hand, in a sentence: ``"The Q♠ went to West."``

The big cards are those that score at the table (:attr:`Table.big_cards`): the Q♠; the K♠
and A♠ too at Black Maria; the J♦ where it scores.  At Cancellation Hearts a card has two
copies, and each copy taken is named.
"""

from __future__ import annotations

from ..engine import Card, Game
from ..engine.cards import CARDS
from ..store.hand_facts import big_card_takers
from .language import _
from .nouns import card_noun, join_forms
from .seats import seat_noun


def _phrase(card: Card, seats: list[int], players: int) -> str:
    """``"the Q♠ went to West"``, ``"both Q♠ went to you"``, ``"the Q♠ went to West and
    North"`` (the first of the sentence; :func:`_more` the others)."""
    label = card_noun(card, "label")
    if len(seats) == 2 and seats[0] == seats[1]:
        return _("both {card} went to {seat}").format(card=label, seat=seat_noun(players, seats[0]))
    who = join_forms([seat_noun(players, seat) for seat in seats])
    return _("the {card} went to {seats}").format(card=label, seats=who)


def _more(card: Card, seats: list[int], players: int) -> str:
    """The next cards of the sentence: ``"the K♠ to North"``, ``"both A♠ to you"``."""
    label = card_noun(card, "label")
    if len(seats) == 2 and seats[0] == seats[1]:
        return _("both {card} to {seat}").format(card=label, seat=seat_noun(players, seats[0]))
    who = join_forms([seat_noun(players, seat) for seat in seats])
    return _("the {card} to {seats}").format(card=label, seats=who)


def big_cards_text(game: Game) -> str:
    """Who took each big card of the hand on the table (at its end: the hand summary), in
    one sentence; empty when none scores at this table or none was taken.

    >>> from hearts_tui.engine import Game
    >>> big_cards_text(Game.new("K7QD-MR9S"))
    ''
    """
    takers: dict[Card, list[int]] = {}
    for card, seat in big_card_takers(game):
        takers.setdefault(card, []).append(seat)
    taken = [
        (card, takers[card])
        for card in (CARDS[index] for index in game.table.big_cards)
        if card in takers
    ]
    if not taken:
        return ""
    (first, seats), *rest = taken
    phrases = [_phrase(first, seats, game.players)]
    phrases += [_more(card, who, game.players) for card, who in rest]
    text = ", ".join(phrases)
    return text[0].upper() + text[1:] + "."
