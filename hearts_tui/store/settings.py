"""The player's settings: a dataclass, saved as JSON in the user config directory."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Rules

PACES = ("slow", "normal", "fast", "instant")
LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose in the settings drawer.  Rules apply to the next new game."""

    #: The table for the next new game (target, house rules).
    rules: Rules = field(default_factory=Rules)
    #: First press raises the card and explains the move; the second press plays it.
    confirm_move: bool = True
    #: How fast CPU moves appear: slow | normal | fast | instant.
    cpu_pace: str = "normal"
    #: CPU strength: easy | normal | hard.
    cpu_level: str = "normal"
    #: Suits as letters (S H D C) for terminals that draw ♠♥♦♣ badly.
    ascii_suits: bool = False

    def __post_init__(self) -> None:
        if self.cpu_pace not in PACES:
            raise ValueError(f"cpu_pace must be one of {', '.join(PACES)}; got {self.cpu_pace!r}")
        if self.cpu_level not in LEVELS:
            raise ValueError(
                f"cpu_level must be one of {', '.join(LEVELS)}; got {self.cpu_level!r}"
            )
