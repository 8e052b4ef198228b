"""What happens in a game of the line mode, as values: the session makes them, speech says them.

Each event holds what its sentence needs at the moment it happened (a finished hand keeps a
copy of the game as it stood, since the next deal follows at once).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, Game, TrickRecord


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` played ``card`` to trick ``trick`` (``lead``: it was the first card;
    ``cancels``: its twin is on the trick, Cancellation Hearts; ``breaks``: hearts are
    broken by it)."""

    seat: int
    card: Card
    trick: int
    lead: bool
    cancels: bool = False
    #: This card broke hearts (hearts may be led from now on).
    breaks: bool = False
    #: Your only legal card, played for you (the setting "play the only card").
    only: bool = False


@dataclass(frozen=True, slots=True)
class TrickDone:
    """Trick ``number`` is over: ``points`` go to its winner (with ``carried`` tricks nobody
    could win before it, Cancellation Hearts), or it waits (``record.carried``)."""

    record: TrickRecord
    number: int
    points: int = 0
    carried: int = 0
    #: The hand's last trick.
    last: bool = False


@dataclass(frozen=True, slots=True)
class Drew:
    """Domino Hearts: ``seat`` drew from the stock (``card`` only when it is yours), which
    then held ``left`` cards."""

    seat: int
    card: Card | None
    left: int


@dataclass(frozen=True, slots=True)
class SeatOut:
    """Domino Hearts: ``seat`` has played its last card and leaves the hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class Exchanged:
    """The pass is done: you gave ``passed`` and got ``received``."""

    passed: tuple[Card, ...]
    received: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandStarted:
    """Hand ``number`` is dealt, leaving ``stock`` cards in Domino's stock (0 elsewhere):
    the CPUs before you may draw from it before the deal is said."""

    number: int
    stock: int


@dataclass(frozen=True, slots=True)
class HandEnded:
    """A hand is over; ``game`` is a copy of the game as the hand ended."""

    game: Game


@dataclass(frozen=True, slots=True)
class MoonToChoose:
    """You shot the moon and choose how it scores: the totals each choice would give."""

    outcomes: dict[str, list[int]]


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game is over (counted in the statistics)."""


@dataclass(frozen=True, slots=True)
class CpuErred:
    """A CPU answered nonsense (a bug elsewhere); the game went on with a legal move."""

    seat: int
    error: str


Event = (
    Played
    | TrickDone
    | Drew
    | SeatOut
    | Exchanged
    | HandStarted
    | HandEnded
    | MoonToChoose
    | GameEnded
    | CpuErred
)
