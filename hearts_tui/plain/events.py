"""What happens in a game of the line mode, as values: the session makes them, speech says them.

Each event holds what its sentence needs at the moment it happened, never read later from
the game: one answer may run on past a deal (the CPUs play, a hand is finished for you, the
next is dealt), and by the time the events are said the game has moved on.  A deal keeps
your cards and the pass as dealt, a pass its seats, a trick the cards still waiting after
it, and a finished hand a copy of the game as it stood.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, Game, Suit, TrickRecord


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
    #: The suit led to this trick (the card's own suit for a lead); None: not known.
    led: Suit | None = None


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
    #: Cancellation Hearts: the cards waiting for the next winner once this trick is over.
    waiting: tuple[Card, ...] = ()
    #: Cancellation Hearts: the face-down kitty waits with them (the first trick cancelled).
    kitty_waiting: bool = False
    #: The face-down kitty went with this trick (the first trick won at a table with one).
    kitty: bool = False
    #: The seat that leads the next trick (None: the hand is over).  At Domino Hearts not
    #: the winner when the winner has played their last card and is out.
    leads: int | None = None


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
    """The pass is done: you gave ``passed`` to seat ``to`` and got ``received`` from seat
    ``source``."""

    passed: tuple[Card, ...]
    received: tuple[Card, ...]
    to: int | None = None
    source: int | None = None


@dataclass(frozen=True, slots=True)
class HandStarted:
    """Hand ``number`` is dealt, leaving ``stock`` cards in Domino's stock (0 elsewhere),
    ``hand`` your cards as dealt, ``pass_to`` the seat you pass to (None: no pass) the
    way ``direction`` says (``left``, ``right``, ``across`` or ``none``).  Made by
    :func:`hand_started` at the deal: the CPUs may draw and play before it is said."""

    number: int
    stock: int
    hand: tuple[Card, ...] = ()
    pass_to: int | None = None
    direction: str = "none"


def hand_started(game: Game) -> HandStarted:
    """The deal of ``game``'s hand in play, as it stands now (before anyone moved)."""
    passing = game.phase == "passing"
    return HandStarted(
        game.hand_number,
        game.stock_size,
        tuple(sorted(game.hand(0))),
        game.pass_target(0) if passing else None,
        game.pass_direction if passing else "none",
    )


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
