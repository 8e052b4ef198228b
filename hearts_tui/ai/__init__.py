"""CPU players (issue #3 replaces this first cut with the real players).

    from hearts_tui import ai
    player = ai.make_player(level, seed)   # level: "easy" | "normal" | "hard"
    player.choose_pass(view) -> list[Card]
    player.choose_play(view) -> Card
"""

from __future__ import annotations

from typing import Protocol

from ..engine import Card, PlayerView

LEVELS = ("easy", "normal", "hard")


class Player(Protocol):
    def choose_pass(self, view: PlayerView) -> list[Card]: ...
    def choose_play(self, view: PlayerView) -> Card: ...


class _LowestPlayer:
    """Passes its three highest cards and plays its lowest legal card."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return sorted(view.hand, key=lambda c: c.rank)[-3:]

    def choose_play(self, view: PlayerView) -> Card:
        return min(view.legal, key=lambda c: c.rank)


def make_player(level: str, seed: int) -> Player:
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}; got {level!r}")
    return _LowestPlayer(seed)
