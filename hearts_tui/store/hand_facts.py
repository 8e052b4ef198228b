"""Facts about single hands (moons shot, who took the big cards), found by replaying a
game's action log through the engine, so nothing has to be counted while playing and a
crash mid-game cannot skew the numbers.  Seat 0 is the human."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine import Card, Game
from ..engine.cards import CARDS
from ..engine.save import dump_game, replay_game
from ..engine.table import BIG_CARDS, QUEEN_SPADES

__all__ = [
    "HUMAN",
    "QUEEN_OF_SPADES",
    "HandFacts",
    "HandRecord",
    "big_card_takers",
    "hand_facts",
    "hand_records",
]

HUMAN: Final = 0
QUEEN_OF_SPADES: Final = CARDS[QUEEN_SPADES]


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What happened to one seat in one finished hand."""

    shot_moon: bool
    took_queen: bool


def hand_facts(game: Game, seat: int = HUMAN) -> list[HandFacts]:
    """``seat``'s facts for each finished hand of ``game``, by replaying its log."""
    return [
        HandFacts(record.moon_shooter == seat, seat in record.takers_of(QUEEN_OF_SPADES))
        for record in hand_records(game)
    ]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """Who did what in one hand: the moon shooter and who took each big card."""

    hand_number: int
    moon_shooter: int | None
    #: ``(card, seat)`` for each of :data:`~hearts_tui.engine.table.BIG_CARDS` taken, in
    #: that order (whether or not it scores at this table).
    takers: tuple[tuple[Card, int], ...]

    def taker(self, card: Card) -> int | None:
        """The seat that took ``card`` this hand, if anyone did."""
        return next((seat for taken, seat in self.takers if taken == card), None)

    def takers_of(self, card: Card) -> tuple[int, ...]:
        """Every seat that took a copy of ``card`` this hand (two decks: up to two)."""
        return tuple(seat for taken, seat in self.takers if taken == card)


#: The log last replayed (its saved text) and its records.  A game's end replays the whole
#: game for the statistics and at once again for the game-over dialog's score sheet (and
#: again each time the sheet opens): a long game's replay is most of the engine's part of
#: opening the sheet (benchmarks/responsiveness.py).  The same text is the same game, so
#: the same records, whatever object holds it.
_last: tuple[str, tuple[HandRecord, ...]] | None = None


def hand_records(game: Game) -> list[HandRecord]:
    """A :class:`HandRecord` for each hand of ``game`` that was played out, by replaying its
    log (a hand waiting for a "shooter chooses" moon choice included); the same log as the
    last one asked about is not replayed again."""
    global _last
    text = dump_game(game)
    last = _last
    if last is not None and last[0] == text:
        return list(last[1])
    records: list[HandRecord] = []

    def note(hand: Game) -> None:
        records.append(HandRecord(hand.hand_number, hand.moon_shooter, big_card_takers(hand)))

    replay_game(game, note)
    _last = (text, tuple(records))
    return records


def big_card_takers(game: Game) -> tuple[tuple[Card, int], ...]:
    """Who took each big card (Q♠ K♠ A♠ J♦) in the hand on the table so far; a card of
    two decks (Cancellation Hearts) once per copy taken.

    The face-down kitty goes to the first trick's winner, but counts (like its points) only
    once the hand is over: until then nobody is known to hold its cards.  A trick nobody has
    won yet (Cancellation Hearts: waiting for the next winner) has no taker yet.
    """
    owners: dict[Card, list[int]] = {}
    for trick in game.tricks:
        if trick.winner < 0:
            continue
        for _, card in trick.cards:
            owners.setdefault(card, []).append(trick.winner)
    if game.phase in ("hand_over", "game_over") and game.tricks:
        for card in game.kitty:
            owners.setdefault(card, []).append(game.tricks[0].winner)
    big = (CARDS[index] for index in BIG_CARDS)
    return tuple((card, seat) for card in big for seat in owners.get(card, ()))
