"""Who sits where: seat names and screen positions, derived from the number of players.

Seat 0 is the human at the bottom; play goes clockwise, so seat 1 sits on the left, the
last seat on the right and any others across the top.  From 2 to 10 players:

- 2 players: the other sits across the top (North).
- 3 to 6: compass names (West, Northwest, North, Northeast, East), one seat on each side.
- 7 to 10: names (Ada, Ben, Cleo, …, each with its own initial); two or three seats are
  stacked on each side, clockwise: up the left, along the top, down the right.

Nothing here assumes four players.
"""

from __future__ import annotations

from typing import Final, Literal

Position = Literal["bottom", "left", "top", "right"]

_NAMES: Final[dict[int, tuple[str, ...]]] = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
    6: ("You", "West", "Northwest", "North", "Northeast", "East"),
}
#: The CPU players' names at 7 to 10 players, seat 1 first: short, each initial its own.
PEOPLE: Final = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal", "Ivy")
#: The most players a table seats.
MAX_PLAYERS: Final = 10

#: How many CPU seats sit on the left, along the top and on the right, by count of CPUs.
_SIDES: Final[dict[int, tuple[int, int, int]]] = {
    1: (0, 1, 0),
    2: (1, 0, 1),
    3: (1, 1, 1),
    4: (1, 2, 1),
    5: (1, 3, 1),
    6: (2, 2, 2),
    7: (2, 3, 2),
    8: (3, 2, 3),
    9: (3, 3, 3),
}

#: The arrow that points from the human towards a seat in each position.
ARROWS: Final[dict[Position, str]] = {"left": "←", "top": "↑", "right": "→", "bottom": "↓"}

_SHORT: Final = {"Northwest": "NW", "Northeast": "NE"}


def _sides(players: int) -> tuple[int, int, int]:
    """Seats on the left, along the top and on the right (a table past ten: all on top)."""
    return _SIDES.get(players - 1, (0, max(0, players - 1), 0))


def seat_names(players: int) -> tuple[str, ...]:
    """Names of the seats in play order: ``("You", "West", "North", "East")`` for four."""
    if players in _NAMES:
        return _NAMES[players]
    if players <= MAX_PLAYERS:
        return ("You", *PEOPLE[: players - 1])
    return ("You", *(f"Player {seat}" for seat in range(1, players)))


def initials(name: str) -> str:
    """A short form of a seat name for tight places: ``You``, ``W``, ``NW``, ``E``, ``A``."""
    if name == "You":
        return name
    return _SHORT.get(name) or name[0]


def seat_position(seat: int, players: int) -> Position:
    """Where ``seat`` sits on screen: the human at the bottom, then clockwise."""
    if seat == 0:
        return "bottom"
    left, top, _ = _sides(players)
    if seat <= left:
        return "left"
    if seat <= left + top:
        return "top"
    return "right"


def seats_at(position: Position, players: int) -> list[int]:
    """The seats shown at ``position``, in the order they appear (left to right, top down).

    Play goes clockwise, so a stack on the left lists its seats from the last to the first
    (seat 1 is the lowest, nearest you), and a stack on the right from the first down.
    """
    seats = [seat for seat in range(players) if seat_position(seat, players) == position]
    return seats[::-1] if position == "left" else seats
