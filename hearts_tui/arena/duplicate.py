"""Duplicate deals: every deal is played once per distinct rotation of the line-up, so each
player type meets the same cards from the same seats and the luck of the deal cancels.

With ``hard,normal,hard,normal`` a deal is played twice (type A in seats 0 and 2 against
B in 1 and 3, then swapped); with ``hard,normal,normal,normal`` four times.  Deals, pass
directions and CPU seeds all come from the arena seed.

A deal fixes every card: at Domino Hearts the stock's order too, at Cancellation Hearts
both decks (the face-down rest is what the hands leave).  Whoever drives the game draws
for the seat on turn while a draw is due: at Domino drawing is not a choice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from hearts_tui.ai import make_player
from hearts_tui.engine import Game, Rules
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.rng import Rng, derive_seed
from hearts_tui.engine.rules import MoonMode, Variant
from hearts_tui.engine.table import table_for

__all__ = ["Deal", "DealResult", "SeatResult", "deal_hands", "moon_runs", "play_deal", "rotations"]


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's hand: its player type, score, the cards it took, and its decision times."""

    kind: str
    points: int
    taken: int
    shot_moon: bool
    seconds: tuple[float, ...]
    #: Whether this seat ran for the moon (see :func:`moon_runs`), and stopped a run.
    ran_moon: bool = False
    stopped_moon: bool = False


@dataclass(frozen=True, slots=True)
class DealResult:
    """Every play of one deal: one list of seat results per rotation."""

    index: int
    plays: tuple[tuple[SeatResult, ...], ...]


def rotations(lineup: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct rotations of a line-up of player types, in order."""
    seen: list[tuple[str, ...]] = []
    for shift in range(len(lineup)):
        turned = lineup[shift:] + lineup[:shift]
        if turned not in seen:
            seen.append(turned)
    return seen


@dataclass(frozen=True, slots=True)
class Deal:
    """One arena deal: each seat's cards (a card of both decks listed twice), the hand
    number (which sets the pass), and Domino's stock, top first (None at other tables)."""

    hands: list[list[str]]
    hand_number: int
    stock: list[str] | None = None

    def game(self, rules: Rules) -> Game:
        """The hand, ready to play: the same cards (and stock order) every time."""
        return Game.from_hands(self.hands, rules, hand_number=self.hand_number, stock=self.stock)


def deal_hands(rules: Rules, seed: int, index: int) -> Deal:
    """Deal ``index`` of an arena seed: every seat's cards, the hand number (pass way) and,
    at Domino Hearts, the stock in order."""
    table = table_for(rules)
    deck = [i for i in range(52) if table.deck >> i & 1] * table.decks
    Rng(derive_seed(seed, "arena-deal", index)).shuffle(deck)
    size = table.hand_size
    hands = [
        [CARDS[i].code for i in sorted(deck[s * size : (s + 1) * size])]
        for s in range(table.players)
    ]
    rest = deck[table.players * size :]
    stock = [CARDS[i].code for i in rest] if table.variant is Variant.DOMINO else None
    return Deal(hands, index % len(table.pass_cycle) + 1, stock)


def moon_runs(game: Game) -> tuple[int, int]:
    """The hand's moon run, if any: ``(runner, stopper)``, -1 for none.

    A seat runs for the moon once it has taken every penalty point so far and more than
    half of the table's total; the run is stopped by the first other seat to take a
    penalty point after that (stopper -1 when nobody did: the moon was shot, or the hand
    ended otherwise)."""
    table = game.table
    points = table.points
    pen = [0] * game.players
    runner = -1
    for number, record in enumerate(game.tricks):
        gained = sum(max(points[card.index], 0) for _, card in record.cards)
        if number == 0:
            gained += sum(max(points[card.index], 0) for card in game.kitty)
        if not gained:
            continue
        if runner >= 0 and record.winner != runner:
            return runner, record.winner
        pen[record.winner] += gained
        alone = all(p == 0 for seat, p in enumerate(pen) if seat != record.winner)
        if runner < 0 and alone and 2 * pen[record.winner] > table.penalty_total:
            runner = record.winner
    return runner, -1


def play_deal(lineup: tuple[str, ...], rules: Rules, seed: int, index: int) -> DealResult:
    """Play deal ``index`` once per distinct rotation of ``lineup``."""
    deal = deal_hands(rules, seed, index)
    plays = []
    for kinds in rotations(lineup):
        plays.append(_play_hand(deal.game(rules), kinds, seed, index))
    return DealResult(index, tuple(plays))


def cpu_seed(seed: int, index: int, seat: int) -> int:
    """The seed of ``seat``'s CPU on deal ``index`` (seats past 7 have seeds of their own, so
    no two seats of two deals share one)."""
    if seat < 8:
        return derive_seed(seed, "arena-cpu", index * 8 + seat)
    return derive_seed(seed, f"arena-cpu-{seat}", index)


def _play_hand(game: Game, kinds: tuple[str, ...], seed: int, index: int) -> tuple[SeatResult, ...]:
    n = game.players
    players = [make_player(kind, cpu_seed(seed, index, seat)) for seat, kind in enumerate(kinds)]
    seconds: list[list[float]] = [[] for _ in range(n)]
    if game.phase == "passing":
        for seat in range(n):
            game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
    while game.phase == "playing":
        if game.must_draw:  # Domino: drawing is forced, not chosen
            game.draw()
            continue
        seat = game.turn
        view = game.view(seat)
        start = time.perf_counter()
        card = players[seat].choose_play(view)
        if len(view.legal) > 1:
            seconds[seat].append(time.perf_counter() - start)
        game.play(card, seat)
    pending = game.moon_choice_pending
    if pending is not None:
        game.choose_moon(players[pending].choose_moon(game.view(pending)))
    taken = [0] * n
    for record in game.tricks:
        for _, card in record.cards:
            taken[record.winner] |= card.mask
    for card in game.kitty:
        taken[game.tricks[0].winner] |= card.mask
    last = game.last_cards  # Domino: the last player took their own cards
    if last is not None:
        for card in last[1]:
            taken[last[0]] |= card.mask
    # A moon counts only where it scores (Domino Hearts plays without one by default),
    # and so do runs for it.
    scores_moon = game.rules.moon is not MoonMode.OFF
    shooter = game.moon_shooter if scores_moon else None
    runner, stopper = moon_runs(game) if scores_moon else (-1, -1)
    return tuple(
        SeatResult(
            kind=kinds[seat],
            points=game.hand_points[seat],
            taken=taken[seat],
            shot_moon=shooter == seat,
            seconds=tuple(seconds[seat]),
            ran_moon=runner == seat,
            stopped_moon=stopper == seat,
        )
        for seat in range(n)
    )
