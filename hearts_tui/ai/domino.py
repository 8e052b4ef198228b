"""Domino Hearts for the CPU players: what the draws say, and the normal player's habits.

What a seat knows (all public, see ``PlayerView.draws``): who drew how many cards on which
trick.  A seat that draws had none of the suit led until its last card drawn, which it
then plays; so right after that trick it holds none of that suit, and later it can hold
only as many of it as the cards it drew since (the last card of each later run excluded:
that one was played).  A seat that discards has the stock empty behind it: it lacks the
suit led for good.  :func:`suit_caps` turns this into the most cards of each suit a seat
can hold now; the hard player's deals (:mod:`.domino_search`) respect it.

The habits of the normal player at this table (:func:`choose_card`), besides those of
:mod:`.policy` (which counts only the players still in the hand):

* while the stock lasts, a void player draws instead of throwing points: a trick of any
  suit but hearts stays clean, so it is the moment to shed high cards, and a lead of a
  suit another player lacks makes them draw (more cards to hold at the end).  A trick
  counts as clean until the stock's expected share of the suit falls below
  :data:`CLEAN_SHARE` a card per player known to lack it (the risk that one of them draws
  the stock dry and throws a heart is worth taking: a high card kept costs more later);
* with the stock empty, a void player throws its highest heart before anything else: a
  heart kept may well stay to the end, when the last player left takes their own cards;
* with the stock empty, the last player to a trick with no points on it ducks under it
  with its highest losing card rather than win it: the lead is a burden now (a lead that
  wins collects what the void players throw on it);
* with the stock empty, hand sizes fix the order in which players leave: a player holding
  more cards than any other will be the last one left and take its own cards
  (:func:`excess`), so its hearts count against it unless it gets them into others'
  tricks; it leads its lowest heart while a higher one is out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hearts_tui.engine.table import SUIT_MASKS
from hearts_tui.engine.view import PlayerView

from .policy import choose_card as policy_card
from .situation import Situation, voids_of_tricks

__all__ = [
    "CLEAN_SHARE",
    "UNLIMITED",
    "DominoFacts",
    "choose_card",
    "excess",
    "facts_of_view",
    "suit_caps",
]

#: A suit cap that says nothing (more than any hand can hold).
UNLIMITED: Final = 99
HEARTS: Final = 2
#: While the stock lasts, a trick of a suit stays clean as long as the stock holds, by
#: expectation, this many cards of the suit per player known to lack it (tuned on arena
#: seeds other than the reported one; 1.0 plus one card kept more high cards for later).
CLEAN_SHARE: Final = 0.6


@dataclass(slots=True)
class DominoFacts:
    """The public facts of the stock and the draws, as the policy reads them."""

    #: Cards left in the stock.
    stock: int
    #: Cards each seat holds.
    sizes: list[int]
    #: Per seat, a 4-bit mask of the suits it surely holds none of now.
    lacks: list[int]


def suit_caps(view: PlayerView) -> list[list[int]]:
    """Per seat and suit, the most cards of that suit the seat can hold now, by the draws
    and discards of this hand (:data:`UNLIMITED` when they say nothing)."""
    n = view.players
    caps = [[UNLIMITED] * 4 for _ in range(n)]
    tricks = [[(s, c.index) for s, c in record.cards] for record in view.tricks]
    if view.trick:
        tricks.append([(s, c.index) for s, c in view.trick])
    runs: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for number, seat, count in view.draws:
        cards = tricks[number - 1]
        lead = cards[0][1] // 13
        # The run's last card is the one it then played, of the suit led; but when the
        # stock ran out first (it did not follow, or has not played yet) it kept them all.
        followed = any(s == seat and index // 13 == lead for s, index in cards)
        runs[seat].append((lead, count - 1 if followed else count))
    for seat, seat_runs in enumerate(runs):
        for at, (suit, _) in enumerate(seat_runs):
            # None of ``suit`` after that trick: only cards kept from later runs (none of
            # a run for that same suit) can be of it.
            since = sum(kept for other, kept in seat_runs[at + 1 :] if other != suit)
            caps[seat][suit] = min(caps[seat][suit], since)
    for seat, voids in enumerate(voids_of_tricks(tricks, n)):
        for suit in range(4):
            if voids >> suit & 1:  # a discard: the stock was empty, so for good
                caps[seat][suit] = 0
    return caps


def facts_of_view(view: PlayerView) -> DominoFacts:
    """The facts :func:`choose_card` reads, from a view (public facts only)."""
    lacks = [sum(1 << suit for suit in range(4) if not cap[suit]) for cap in suit_caps(view)]
    return DominoFacts(stock=view.stock_size, sizes=list(view.hand_sizes), lacks=lacks)


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def choose_card(sit: Situation, facts: DominoFacts) -> int:
    """The card index the normal player plays at Domino Hearts (one of ``sit.legal``)."""
    legal = sit.legal
    if not legal & (legal - 1):
        return _low(legal)
    if not facts.stock:
        # No more draws: a suit a seat lacks now it lacks for good, and it will throw
        # points on a trick of that suit.
        sit.voids = [voids | lacks for voids, lacks in zip(sit.voids, facts.lacks, strict=True)]
    if sit.trick:
        lead = sit.trick[0][1] // 13
        if legal & SUIT_MASKS[lead]:
            if clean_trick(sit, facts, lead):
                return _high(legal)  # nobody can throw points here: shed the highest card
            if not facts.stock:
                duck = _last_duck(sit, lead)
                if duck >= 0:
                    return duck
        elif (
            legal & SUIT_MASKS[HEARTS] and not legal & sit.table.penalty_mask & ~SUIT_MASKS[HEARTS]
        ):
            # Void with the stock empty: a heart kept may well stay with us to the end (the
            # last player left takes their own cards), so the highest heart goes first
            # (a scoring spade, at a table that has one, is the policy's to weigh).
            return _high(legal & SUIT_MASKS[HEARTS])
        return policy_card(sit)
    return _lead(sit, facts)


def clean_trick(sit: Situation, facts: DominoFacts, suit: int) -> bool:
    """Whether a trick in ``suit`` will likely hold no points: no card of the suit still
    out scores (hearts always do), and while the stock has enough of the suit (see
    :data:`CLEAN_SHARE`), a player who cannot follow draws until they can instead of
    throwing points."""
    table = sit.table
    if not facts.stock or sit.out & SUIT_MASKS[suit] & table.penalty_mask:
        return False
    points = table.points
    if any(points[card] > 0 for _, card in sit.trick):
        return False
    unseen = sit.out.bit_count()
    if not unseen:
        return True
    in_stock = (sit.out & SUIT_MASKS[suit]).bit_count() * facts.stock / unseen
    lacking = sum(1 for seat in _to_play(sit) if facts.lacks[seat] >> suit & 1)
    return in_stock >= CLEAN_SHARE * lacking


def _last_duck(sit: Situation, lead: int) -> int:
    """With the stock empty, as the last player to a trick with no points on it: the
    highest card that loses it, if any (-1 otherwise, or when more players are to come)."""
    if sit.later():
        return -1
    points = sit.table.points
    winner = sit.trick[0][1]
    for _, card in sit.trick:
        if points[card] > 0:
            return -1
        if card // 13 == lead and card > winner:
            winner = card
    below = sit.legal & ((1 << winner) - 1)
    return _high(below) if below else -1


def _to_play(sit: Situation) -> list[int]:
    """The seats after this one in the trick (all the others when leading)."""
    if sit.trick:
        return sit.later()
    n = sit.table.players
    return [
        (sit.seat + k) % n
        for k in range(1, n)
        if not sit.active or sit.active >> ((sit.seat + k) % n) & 1
    ]


def _lead(sit: Situation, facts: DominoFacts) -> int:
    legal = sit.legal
    if facts.stock:
        # Make the others draw: of the suits that stay clean, the one most of them lack,
        # then the one we hold most of against the others (so we keep every suit and they
        # run out); its highest card, as nothing can be thrown on it.
        others = _to_play(sit)
        best = -1
        best_key = (-1, -99)
        for suit in range(4):
            mine = legal & SUIT_MASKS[suit]
            if not mine or not clean_trick(sit, facts, suit):
                continue
            lacking = sum(1 for seat in others if facts.lacks[seat] >> suit & 1)
            length = (sit.hand & SUIT_MASKS[suit]).bit_count()
            key = (lacking, length - (sit.out & SUIT_MASKS[suit]).bit_count())
            if key > best_key:
                best, best_key = _high(mine), key
        if best >= 0:
            return best
        return policy_card(sit)
    hearts = legal & SUIT_MASKS[HEARTS]
    if hearts and excess(sit, facts) > 0:
        # We will be the last one left, our hearts ours unless someone else takes them:
        # the lowest heart, while a higher one is out to take it.
        low = _low(hearts)
        if sit.out & SUIT_MASKS[HEARTS] & ~((2 << low) - 1):
            return low
    return policy_card(sit)


def excess(sit: Situation, facts: DominoFacts) -> int:
    """With the stock empty, how many more cards this seat holds than any other (each other
    seat counted as before it played to the trick in progress).  Everyone plays one card a
    trick, so above 0 this seat will be the last one left and take that many of its own
    cards; only meaningful once ``facts.stock`` is 0."""
    played = 0
    for seat, _ in sit.trick:
        played |= 1 << seat
    most = 0
    for seat, size in enumerate(facts.sizes):
        if seat != sit.seat:
            most = max(most, size + (played >> seat & 1))
    return facts.sizes[sit.seat] - most
