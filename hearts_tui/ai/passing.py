"""Which three cards to pass (SPEC §7): A♠/K♠ and the Q♠ when spades are short, keep the
Q♠ behind four or more spades, void a short suit, shed high hearts and high cards; keep the
J♦ and the diamonds that catch it when it is worth points; pass low when the hand can
shoot the moon.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.table import (
    ACE_SPADES,
    JACK_DIAMONDS,
    KING_SPADES,
    QUEEN_SPADES,
    SUIT_MASKS,
    Table,
)

from .situation import card_indexes

__all__ = ["moon_hand", "pass_cards", "pass_ranking"]

CLUBS: Final = 0
DIAMONDS: Final = 1
HEARTS: Final = 2
SPADES: Final = 3


def moon_hand(table: Table, hand: int) -> bool:
    """A hand worth trying to shoot with: long, topped hearts and high cards elsewhere."""
    if table.penalty_total <= 0 or table.rules.moon is MoonMode.OFF:
        return False
    hearts = hand & SUIT_MASKS[HEARTS]
    top_hearts = (hearts >> (HEARTS * 13 + 10)).bit_count()  # Q♥ K♥ A♥
    high = sum(1 for c in card_indexes(hand) if c % 13 >= 9)  # jacks and up
    return hearts.bit_count() >= 6 and top_hearts == 3 and high >= 7


def pass_cards(table: Table, hand: int) -> list[int]:
    """The three card indexes to pass from ``hand`` (sorted)."""
    return sorted(pass_ranking(table, hand)[:3])


def pass_ranking(table: Table, hand: int) -> list[int]:
    """The cards of ``hand``, the ones most worth passing first."""
    cards = card_indexes(hand)
    if moon_hand(table, hand):
        # Shooting: pass the low cards of the side suits, keep the hearts and the tops.
        lows = sorted((c for c in cards if c // 13 != HEARTS), key=lambda c: (c % 13, c))
        return lows + [c for c in cards if c // 13 == HEARTS]
    points = table.points
    spades = hand & SUIT_MASKS[SPADES]
    spade_count = spades.bit_count()
    low_spades = (spades & ((1 << QUEEN_SPADES) - 1)).bit_count()
    holds_queen = bool(hand >> QUEEN_SPADES & 1)
    queen_value = points[QUEEN_SPADES]
    keep_queen = holds_queen and spade_count >= 4
    jack = points[JACK_DIAMONDS]
    # The shortest side suit (clubs or diamonds) of 1..3 cards is the void to make.
    side = [
        (((hand & SUIT_MASKS[s]).bit_count()), s)
        for s in (CLUBS, DIAMONDS)
        if 0 < (hand & SUIT_MASKS[s]).bit_count() <= 3
    ]
    void_suit = min(side)[1] if side else -1
    if jack < 0 and void_suit == DIAMONDS and hand >> JACK_DIAMONDS & 1:
        void_suit = -1

    def score(c: int) -> float:
        suit, rank = c // 13, c % 13
        value = float(rank)
        if points[c] > 0:
            value += 3.0 * points[c]
        if suit == SPADES:
            if c == QUEEN_SPADES and queen_value:
                value = -100.0 if keep_queen else 100.0 + queen_value
            elif c in (KING_SPADES, ACE_SPADES):
                if keep_queen:
                    value = -20.0  # cover for the queen we keep
                elif low_spades < 3 and queen_value:
                    value += 40.0  # they catch the Q♠
            elif c < QUEEN_SPADES:
                value -= 20.0  # low spades protect against the Q♠
        elif suit == HEARTS:
            value += 0.5 * rank
        if suit == void_suit:
            value += 12.0
        if jack < 0 and suit == DIAMONDS and c >= JACK_DIAMONDS:
            value -= 30.0 if c == JACK_DIAMONDS else 8.0
        return value

    return sorted(cards, key=lambda c: (score(c), c), reverse=True)
