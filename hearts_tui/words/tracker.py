"""The card tracker: what a careful player has counted, from the human's view alone.

Pure functions of a :class:`~hearts_tui.engine.PlayerView` (no Textual, no ``Game``): the
view holds no other seat's hidden cards, so the tracker cannot tell more than the player
could have counted at the table.  A face-down kitty stays unknown for the whole hand: its
cards are counted as "out" with the other hands' cards.

>>> from hearts_tui.engine import Game
>>> game = Game.new("K7QD-MR9S")
>>> facts = tracker_facts(game.view(0))
>>> sum(count.out for count in facts.suits), facts.hearts_broken  # the others' 39 cards
(39, False)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..engine import Card, PassCycle, PlayerView, Suit
from ..engine.table import table_for
from .describe import card_count, suits_text
from .language import _
from .nouns import Forms, card_label, cards_noun, rank_label, suit_label
from .seats import seat_names, seat_noun

__all__ = [
    "SuitCount",
    "TrackerFacts",
    "Void",
    "tracker_columns",
    "tracker_facts",
    "tracker_lines",
]


@dataclass(frozen=True, slots=True)
class SuitCount:
    """One suit: how many of its cards are still out (other hands, the kitty), how many you
    hold, and the ones already played (in rank order)."""

    suit: Suit
    out: int
    yours: int
    played: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Void:
    """``seat`` has shown it holds no ``suit``: it did not follow it in trick ``since``."""

    seat: int
    suit: Suit
    since: int


@dataclass(frozen=True, slots=True)
class TrackerFacts:
    """Everything the tracker shows, as values."""

    players: int
    #: The trick in progress (or the next one), 1-based.
    trick_number: int
    suits: tuple[SuitCount, ...]
    #: Voids shown by the other seats, by seat then by the trick they were shown in.
    voids: tuple[Void, ...]
    #: Scoring cards (points ≠ 0, the J♦ bonus included) not played yet, held by you.
    points_yours: tuple[Card, ...]
    #: Scoring cards not played yet and not yours: in other hands, or in the kitty.
    points_out: tuple[Card, ...]
    #: The points of every scoring card not yet played (yours included).
    points_left: int
    #: The table's points per card index (see ``Table.points``).
    points: tuple[int, ...]
    hearts_broken: bool
    #: Your pass: the cards and the seat they went to; the cards you got and from whom.
    passed: tuple[Card, ...]
    pass_to: int | None
    received: tuple[Card, ...]
    pass_from: int | None
    #: Cards still held by the seat you passed to, of the ones you passed (not yet played).
    passed_still_held: tuple[Card, ...]
    #: A face-down kitty: its size, and the seat that took it with trick 1 (None before).
    kitty_size: int
    kitty_taker: int | None
    #: Whether this table passes at all (Domino and Cancellation Hearts never do).
    table_passes: bool = True
    #: Decks in play: 2 at Cancellation Hearts, where each card has a twin.
    decks: int = 1
    #: Domino Hearts: the cards still face down in the stock (counted as "out").
    stock_size: int = 0


def _first_voids(view: PlayerView) -> tuple[Void, ...]:
    """Each other seat's voids with the trick in which it first failed to follow."""
    found: dict[tuple[int, Suit], int] = {}
    tricks = [record.cards for record in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    for number, cards in enumerate(tricks, start=1):
        lead = cards[0][1].suit
        for seat, card in cards[1:]:
            if seat != view.seat and card.suit is not lead:
                found.setdefault((seat, lead), number)
    ordered = sorted(found.items(), key=lambda item: (item[0][0], item[1], item[0][1]))
    return tuple(Void(seat, suit, since) for (seat, suit), since in ordered)


def tracker_facts(view: PlayerView) -> TrackerFacts:
    """What the seat of ``view`` can count at this moment."""
    table = table_for(view.rules)
    # Domino Hearts, once the hand is over: the last player's cards were taken as tricks.
    played = tuple(sorted((*view.played(), *view.last_cards)))
    # Lists, not sets: with two decks (Cancellation Hearts) each copy counts.
    unseen = list(view.unseen())
    for card in view.last_cards:
        if card in unseen:
            unseen.remove(card)
    hand = list(view.hand)
    suits = tuple(
        SuitCount(
            suit=suit,
            out=sum(1 for card in unseen if card.suit is suit),
            yours=sum(1 for card in hand if card.suit is suit),
            played=tuple(card for card in played if card.suit is suit),
        )
        for suit in Suit
    )
    scoring_out = sorted(card for card in unseen if table.points[card.index] != 0)
    scoring_yours = sorted(card for card in hand if table.points[card.index] != 0)
    scoring = sorted(scoring_out + scoring_yours)
    kitty_taker = None
    if view.kitty_size and view.tricks and view.tricks[0].winner >= 0:
        kitty_taker = view.tricks[0].winner
    return TrackerFacts(
        players=view.players,
        trick_number=view.trick_number,
        suits=suits,
        voids=_first_voids(view),
        points_yours=tuple(scoring_yours),
        points_out=tuple(scoring_out),
        points_left=sum(table.points[card.index] for card in scoring),
        points=table.points,
        hearts_broken=view.hearts_broken,
        passed=view.passed,
        pass_to=view.pass_to,
        received=view.received,
        pass_from=view.pass_from,
        passed_still_held=view.known_held().get(view.pass_to, ()) if view.pass_to else (),
        kitty_size=view.kitty_size,
        kitty_taker=kitty_taker,
        table_passes=view.rules.pass_cycle is not PassCycle.OFF,
        decks=table.decks,
        stock_size=view.stock_size,
    )


#: The columns of the tracker's counts: the panel beside the table has 34 (the dialog 36);
#: every line of the counts fits them, not to wrap under the suit it belongs to.
COUNTS_WIDTH: Final = 34


def _wrapped(head: str, items: list[str]) -> list[str]:
    """``head`` and ``items`` joined with ", " in lines of at most :data:`COUNTS_WIDTH`,
    broken between items (an item longer than a line, between its words), each next
    line indented under the first item.

    >>> _wrapped("  Dev: ", ["no ♦ since trick 2", "no ♣ since trick 4"])
    ['  Dev: no ♦ since trick 2,', '       no ♣ since trick 4']
    >>> _wrapped("  out: ", ["♥ 2 2 3 3 4 4 5 5 6 6 7 7 8 8", "Q♠ 13", "Q♠ 13"])
    ['  out: ♥ 2 2 3 3 4 4 5 5 6 6 7 7 8', '       8, Q♠ 13, Q♠ 13']
    """
    indent = " " * len(head)
    lines = [head]
    for number, item in enumerate(items):
        glue = ", " if number else ""
        if number and len(lines[-1]) + len(glue) + len(item) > COUNTS_WIDTH:
            lines[-1] += ","
            lines.append(indent)
            glue = ""
        if len(lines[-1]) + len(glue) + len(item) <= COUNTS_WIDTH:
            lines[-1] += glue + item
            continue
        for place, word in enumerate(item.split(" ")):
            space = glue if place == 0 else " "
            if len(lines[-1]) + len(space) + len(word) > COUNTS_WIDTH and lines[-1].strip():
                lines.append(indent)
                space = ""
            lines[-1] += space + word
    return lines


#: The ranks in order (``10``, not ``T``).
RANK_ORDER: Final = tuple(range(2, 15))


def _played_grid(suits: tuple[SuitCount, ...]) -> list[str]:
    """Two decks: under each rank, how many of its two copies were played (``·`` none), so
    a suit's line never grows (a list of up to 26 ranks would wrap in the tracker's 34
    columns).

    >>> played = tuple(Card.parse(code) for code in ("2C", "2C", "10C", "AC"))
    >>> print("\\n".join(_played_grid((SuitCount(Suit.CLUBS, 20, 2, played),))))
       out  2 3 4 5 6 7 8 9 10 J Q K A
    ♣   20  2 · · · · · · · 1  · · · 1
    (under each rank: copies played)
    """
    ranks = [rank_label(rank) for rank in RANK_ORDER]
    # Translators: the tracker's column of cards still out (three letters at most).
    out = _("out")
    lines = [f"   {out:>3}  " + " ".join(ranks)]
    for count in suits:
        played = Counter(card.rank for card in count.played)
        cells = (
            str(played[rank] or "·").ljust(len(label))
            for rank, label in zip(RANK_ORDER, ranks, strict=True)
        )
        lines.append(f"{count.suit.symbol}  {count.out:>3}  " + " ".join(cells))
    lines.append(_("(under each rank: copies played)"))
    return lines


def _ranks(cards: tuple[Card, ...]) -> str:
    return " ".join(rank_label(card.rank) for card in cards) or "–"


def _cards(cards: tuple[Card, ...]) -> Forms:
    """Cards side by side as the table shows them (``2♣ 3♥``), a noun any case asks of."""
    return cards_noun(cards, "label")


def _minus(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)


def _scoring_cards(cards: tuple[Card, ...], points: tuple[int, ...]) -> list[str]:
    """``["♥ 2 5 J", "Q♠ 13", "J♦ −10"]``: the hearts by rank, other cards with their
    points."""
    hearts = tuple(card for card in cards if card.suit is Suit.HEARTS)
    others = [
        f"{card_label(card)} {_minus(points[card.index])}"
        for card in cards
        if card.suit is not Suit.HEARTS
    ]
    return ([f"♥ {_ranks(hearts)}"] if hearts else []) + others


def tracker_lines(facts: TrackerFacts, *, ascii_suits: bool = False) -> list[str]:
    """The tracker as short lines of plain text (about 36 columns wide at most, except
    lists of cards, which may wrap): the counts, then the points and the pass."""
    counts, points = tracker_columns(facts, ascii_suits=ascii_suits)
    return [*counts, "", *points]


def tracker_columns(
    facts: TrackerFacts, *, ascii_suits: bool = False
) -> tuple[list[str], list[str]]:
    """The tracker in two parts, side by side where there is room: the cards per suit and
    the voids; the points not yet played, the kitty and the pass."""
    names = seat_names(facts.players)
    broken = (
        _("Trick {number} · hearts broken")
        if facts.hearts_broken
        else _("Trick {number} · hearts not broken yet")
    )
    lines = [broken.format(number=facts.trick_number), ""]
    if facts.decks == 1:
        # Translators: the heads of the tracker's columns: cards still out (three letters
        # at most, right-aligned), and the ranks played.
        out, played = _("out"), _("played")
        lines.append(f"   {out:>3}  {played}")
        for count in facts.suits:
            lines.append(f"{count.suit.symbol}  {count.out:>3}  {_ranks(count.played)}")
    else:
        lines += _played_grid(facts.suits)
    if facts.kitty_size:
        lines.append(_("(out: in other hands or the kitty)"))
    elif facts.stock_size:
        lines.append(_("(out: in other hands or the stock)"))
    lines.append("")
    lines.append(_("Voids"))
    if not facts.voids:
        lines.append("  " + _("none shown yet"))
    for seat in sorted({void.seat for void in facts.voids}):
        shown = [
            _("no {suit} since trick {number}").format(
                suit=suit_label(void.suit, ascii_suits=ascii_suits), number=void.since
            )
            for void in facts.voids
            if void.seat == seat
        ]
        lines += _wrapped(f"  {names[seat]}: ", shown)
    counts = [suits_text(line, ascii_suits) for line in lines]
    lines = []
    if facts.points_out or facts.points_yours:
        lines.append(_("Points not yet played: {points}").format(points=facts.points_left))
        if facts.points_out:
            head = "  " + _("out: ")
            lines += _wrapped(head, _scoring_cards(facts.points_out, facts.points))
        if facts.points_yours:
            head = "  " + _("yours: ")
            lines += _wrapped(head, _scoring_cards(facts.points_yours, facts.points))
    else:
        lines.append(_("Points not yet played: none"))
    if facts.kitty_size:
        cards = card_count(facts.kitty_size)
        if facts.kitty_taker is None:
            lines.append(
                _("Kitty: {cards} face down, to the winner of trick 1").format(cards=cards)
            )
        else:
            lines.append(
                _("Kitty: {cards} face down, taken by {seat} (unknown until the end)").format(
                    cards=cards, seat=seat_noun(facts.players, facts.kitty_taker)
                )
            )
    if facts.table_passes:  # Domino and Cancellation Hearts: no pass to tell of
        lines += ["", *_pass_lines(facts, names)]
    return counts, [suits_text(line, ascii_suits) for line in lines]


def _pass_lines(facts: TrackerFacts, names: Sequence[str]) -> list[str]:
    """Your pass this hand: none, still to choose, or what went where and is still held."""
    if facts.pass_to is None:
        return [_("No pass this hand")]
    to = seat_noun(facts.players, facts.pass_to)
    if not facts.passed:
        return [_("Pass: not chosen yet (to {seat})").format(seat=to)]
    lines = [_("You passed {cards} to {seat}").format(cards=_cards(facts.passed), seat=to)]
    if facts.received and facts.pass_from is not None:
        lines.append(
            _("{seat} passed you {cards}").format(
                seat=seat_noun(facts.players, facts.pass_from), cards=_cards(facts.received)
            )
        )
        if facts.passed_still_held:
            held = _cards(facts.passed_still_held)
            lines.append("  " + _("{seat} still holds {cards}").format(seat=to, cards=held))
    return lines
