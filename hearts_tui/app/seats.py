"""Who sits where: seat names and screen positions, derived from the number of players.

Seat 0 is the human at the bottom; play goes clockwise, so seat 1 sits on the left, the
last seat on the right and any others across the top.  Nothing here assumes four players.
"""

from __future__ import annotations

from typing import Final, Literal

Position = Literal["bottom", "left", "top", "right"]

_NAMES: Final[dict[int, tuple[str, ...]]] = {
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
}

#: The arrow that points from the human towards a seat in each position.
ARROWS: Final[dict[Position, str]] = {"left": "←", "top": "↑", "right": "→", "bottom": "↓"}


def seat_names(players: int) -> tuple[str, ...]:
    """Names of the seats in play order: ``("You", "West", "North", "East")`` for four."""
    try:
        return _NAMES[players]
    except KeyError:
        return ("You", *(f"Player {seat}" for seat in range(1, players)))


def initials(name: str) -> str:
    """A short form of a seat name for tight places: ``You``, ``W``, ``NW``, ``E``."""
    if name == "You":
        return name
    short = {"Northwest": "NW", "Northeast": "NE"}.get(name)
    return short or name[0]


def seat_position(seat: int, players: int) -> Position:
    """Where ``seat`` sits on screen: the human at the bottom, then clockwise."""
    if seat == 0:
        return "bottom"
    if seat == 1:
        return "left"
    if seat == players - 1:
        return "right"
    return "top"


def seats_at(position: Position, players: int) -> list[int]:
    """The seats shown at ``position``, in the order they appear (left to right, top down)."""
    return [seat for seat in range(players) if seat_position(seat, players) == position]
