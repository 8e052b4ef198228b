"""The heuristic play policy: Hearts judgment on bit masks (the normal player, and the
rollouts of the hard player).

Point values come from the table (``table.points``): the Q♠, hearts, the J♦ bonus and the
scoring presets are never hard-coded.  The tactics (SPEC §6–§7):

* following: duck under the trick's winner with the highest card that still loses (that
  sheds the Q♠ under a higher spade); when the trick cannot be avoided, win it with the most
  dangerous card; win a safe, pointless trick as last player with the highest card;
* the J♦ bonus: win a trick that holds it, play our own J♦ once no higher diamond is out;
* void: dump the Q♠ (the most valuable penalty card), then A♠/K♠ while the Q♠ is out,
  high hearts and the card most likely to win a later trick, keeping the J♦ when it pays;
* leading: the card least likely to win a trick with points in it, low spades to smoke
  out the Q♠ when it is out and we hold no spade above it, short suits first; under
  "Q♠ must go" a K♠ or A♠ lead while the Q♠ is out counts as taking it (its holder must
  drop it on them);
* the moon: when another seat has every point in sight and enough of them, take a
  pointed trick from it and do not feed it; when we hold every point and control every
  suit, play to take all.
"""

from __future__ import annotations

from typing import Final

from hearts_tui.engine.rules import MoonMode, Variant
from hearts_tui.engine.table import JACK_DIAMONDS, QUEEN_SPADES, SUIT_MASKS, Table

from .situation import Situation, card_indexes

__all__ = ["choose_card", "liability", "moon_threat", "shooting"]

SPADES: Final = 3
HEARTS: Final = 2


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def sole_taker(sit: Situation) -> int:
    """Another seat that holds every penalty point taken in sight (the moon played), or -1:
    none taken, taken by two seats, or by this one."""
    table = sit.table
    if table.penalty_total <= 0 or table.rules.moon is MoonMode.OFF:
        return -1
    taker = -1
    for seat, points in enumerate(sit.pen):
        if points > 0:
            if taker >= 0:
                return -1
            taker = seat
    return -1 if taker == sit.seat else taker


def moon_threat(sit: Situation) -> int:
    """Another seat that holds every penalty point taken in sight, and a dangerous share."""
    taker = sole_taker(sit)
    if taker < 0 or sit.pen[taker] * 5 < sit.table.penalty_total * 2:
        return -1
    return taker


def shooting(sit: Situation) -> bool:
    """Whether this seat goes for the moon: it has every point in sight, at least half of
    them, and holds the top card of every suit it still has."""
    table = sit.table
    total = table.penalty_total
    if total <= 0 or table.rules.moon is MoonMode.OFF:
        return False
    pen = sit.pen
    if pen[sit.seat] * 2 < total or sum(pen) != pen[sit.seat]:
        return False
    hand, out = sit.hand, sit.out
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        if mine and _high(mine) < _high(out & suit_mask):
            return False
    return True


def choose_card(sit: Situation, shoot: bool | None = None) -> int:
    """The card index the heuristic plays in this situation (one of ``sit.legal``).

    ``shoot`` overrides the policy's own judgment of whether this seat goes for the moon
    (the hard player's rollouts play moon runs it plans or suspects)."""
    legal = sit.legal
    if not legal & (legal - 1):
        return _low(legal)
    if shoot is None:
        shoot = shooting(sit)
    threat = -1 if shoot else moon_threat(sit)
    if not sit.trick:
        return _lead(sit, shoot)
    lead_suit = sit.trick[0][1] // 13
    if legal & SUIT_MASKS[lead_suit]:
        return _follow(sit, shoot, threat)
    return _discard(sit, shoot, threat)


def _has_kitty(table: Table) -> bool:
    """Cards lie face down for the first trick's winner (Domino's stock is no kitty)."""
    return table.undealt > 0 and table.variant is not Variant.DOMINO


def trick_winner(trick: list[tuple[int, int]]) -> tuple[int, int]:
    """The seat winning ``trick`` so far (a list of seat, card index) and its card."""
    lead_suit = trick[0][1] // 13
    best_seat, best = trick[0]
    for seat, index in trick[1:]:
        if index // 13 == lead_suit and index > best:
            best_seat, best = seat, index
    return best_seat, best


def _follow(sit: Situation, shoot: bool, threat: int) -> int:
    table = sit.table
    points = table.points
    trick = sit.trick
    legal = sit.legal
    lead_suit = trick[0][1] // 13
    w_seat, w = trick_winner(trick)
    trick_points = 0
    positive = 0
    for _, index in trick:
        value = points[index]
        trick_points += value
        if value > 0:
            positive += value
    later = sit.later()
    after = len(later)
    below = legal & ((1 << w) - 1)
    above = legal & ~below

    def take_key(c: int) -> int:  # when winning: fewest own points, then the highest card
        return -points[c] * 64 + c

    def shed_key(c: int) -> int:  # when losing: give away the most points, then the highest
        return points[c] * 64 + c

    def clean_shed_key(c: int) -> int:  # when losing to a moon shooter: give it nothing
        return -max(points[c], 0) * 64 + c

    if shoot:
        if above:
            return _low(above) if after == 0 else _high(above)
        return _low(legal)
    if threat >= 0:
        # Stop the moon: take a pointed trick the shooter would otherwise win.
        if (
            above
            and positive > 0
            and (w_seat == threat or threat in later)
            and (
                positive * 10 <= table.penalty_total * 3
                or sit.pen[threat] * 5 >= table.penalty_total * 3
            )
        ):
            return max(card_indexes(above), key=take_key)
        if below and w_seat == threat:
            return max(card_indexes(below), key=clean_shed_key)
    if sit.first_trick and not table.rules.points_on_first_trick and not _has_kitty(table):
        # No points can fall on the first trick: the safest moment to shed a high card.
        return max(card_indexes(legal), key=take_key)
    if after == 0:
        if not above:
            return max(card_indexes(below), key=shed_key)
        win = max(card_indexes(above), key=take_key)
        if not below or trick_points + points[win] <= 0:
            return win
        return max(card_indexes(below), key=shed_key)
    if points[JACK_DIAMONDS] < 0 and lead_suit == 1 and positive == 0 and above:
        # The J♦ bonus: win a trick holding it, or play our own J♦ once nothing beats it.
        higher = sit.out & SUIT_MASKS[1] & ~((2 << JACK_DIAMONDS) - 1)
        if above >> JACK_DIAMONDS & 1 and not higher:
            return JACK_DIAMONDS
        if trick_points < 0:
            return _high(above)
    if below:
        return max(card_indexes(below), key=shed_key)
    # Every card we hold beats the trick: someone after us may still go higher.
    out_suit = sit.out & SUIT_MASKS[lead_suit]
    dump_risk = out_suit.bit_count() < after * 2 or any(
        sit.voids[p] >> lead_suit & 1 for p in later
    )
    queen_out = sit.out >> QUEEN_SPADES & 1
    queen_risk = lead_suit == SPADES and queen_out and _low(above) > QUEEN_SPADES
    if positive == 0 and not dump_risk and not (lead_suit == SPADES and queen_out):
        return max(card_indexes(above), key=take_key)
    if queen_risk:
        return max(card_indexes(above), key=take_key)
    return min(card_indexes(above), key=lambda c: max(points[c], 0) * 64 + c)


def liability(sit: Situation, c: int) -> float:
    """How likely card ``c`` is to win a trick later (and what that trick may cost)."""
    suit = c // 13
    out_suit = sit.out & SUIT_MASKS[suit]
    lower = (out_suit & ((1 << c) - 1)).bit_count()
    higher = (out_suit >> (c + 1)).bit_count()
    value = c % 13 + 2.0 * lower - 3.0 * higher
    if suit == SPADES and c > QUEEN_SPADES and sit.out >> QUEEN_SPADES & 1:
        value += 0.5 * sit.table.points[QUEEN_SPADES] + 4
    if (sit.hand & SUIT_MASKS[suit]).bit_count() == 1:
        value += 2.0
    return value


def _discard(sit: Situation, shoot: bool, threat: int) -> int:
    points = sit.table.points
    cards = card_indexes(sit.legal)
    if shoot:
        return min(cards, key=lambda c: (max(points[c], 0) > 0, liability(sit, c), c))
    w_seat, _ = trick_winner(sit.trick)
    if threat >= 0 and w_seat == threat:
        return max(cards, key=lambda c: (-max(points[c], 0), liability(sit, c), c))

    def value(c: int) -> float:
        p = points[c]
        return (4.0 * p if p > 0 else 6.0 * p) + liability(sit, c)

    return max(cards, key=lambda c: (value(c), c))


def _lead(sit: Situation, shoot: bool) -> int:
    table = sit.table
    points = table.points
    out = sit.out
    hand = sit.hand
    if shoot:
        cards = card_indexes(sit.legal)
        masters = [c for c in cards if not (out & SUIT_MASKS[c // 13]) >> c]
        return max(masters) if masters else min(cards, key=lambda c: (c % 13, c))
    others = sit.in_trick - 1
    positives = [points[c] for c in card_indexes(out & table.penalty_mask)]
    worst_out = max(positives) if positives else 0
    queen_out = out >> QUEEN_SPADES & 1
    queen_held = hand >> QUEEN_SPADES & 1 and points[QUEEN_SPADES] > 0
    jack = points[JACK_DIAMONDS]
    jack_out = jack < 0 and out >> JACK_DIAMONDS & 1
    high_spade_held = hand & ~((1 << (QUEEN_SPADES + 1)) - 1) & SUIT_MASKS[SPADES]
    queen_drop = 1.0 if table.rules.queen_must_go else 0.6

    best = -1
    best_cost = 0.0
    for suit in range(4):
        mine = sit.legal & SUIT_MASKS[suit]
        if not mine:
            continue
        out_suit = out & SUIT_MASKS[suit]
        count_out = out_suit.bit_count()
        known_voids = 0
        for p, v in enumerate(sit.voids):
            if p != sit.seat and v >> suit & 1:
                known_voids += 1
        voids = max(known_voids, others - count_out)
        dumped = voids * (0.6 * worst_out + 1.0)
        if suit == HEARTS and count_out:
            average = sum(points[h] for h in card_indexes(out_suit)) / count_out
            dumped += min(others - voids, count_out) * max(1.0, average)
        short = -0.3 if (hand & SUIT_MASKS[suit]).bit_count() <= 2 else 0.0
        for c in card_indexes(mine):
            higher = (out_suit >> (c + 1)).bit_count()
            p_win = 1.0 if higher == 0 else 0.5**higher
            expected = points[c] + dumped
            if suit == SPADES and queen_out and c > QUEEN_SPADES:
                # "Q♠ must go": its holder must drop it on the K♠ or A♠, void or not.
                expected += queen_drop * points[QUEEN_SPADES]
            if jack_out and suit == 1 and c > JACK_DIAMONDS:
                expected += 0.4 * jack
            value = p_win * expected + short - 0.01 * (c % 13)
            if c == JACK_DIAMONDS and jack < 0:
                value += (1.0 - p_win) * -jack * 0.5
            if suit == SPADES and queen_out and c < QUEEN_SPADES and not high_spade_held:
                value -= 1.5  # smoke out the Q♠
            if suit == SPADES and queen_held and c != QUEEN_SPADES:
                value += 1.0  # leading spades strips the queen's cover
            if best < 0 or value < best_cost:
                best, best_cost = c, value
    return best
