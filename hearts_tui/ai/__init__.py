"""CPU players: they see only their seat's :class:`PlayerView`, and decide reproducibly.

    from hearts_tui import ai
    player = ai.make_player(level, seed)   # level: "easy" | "normal" | "hard"; seed: int
    player.choose_pass(view) -> list[Card]  # exactly 3 cards of view.hand
    player.choose_play(view) -> Card        # one of view.legal
    player.choose_moon(view) -> str         # "others_plus" | "shooter_minus"

The same view and seed give the same choice (a game code replays the CPU moves, also
after a save and resume); work is sized by counts, never by the clock.

* ``easy``: a beginner's habits; follows suit low, throws its highest card, now and then careless.
* ``normal``: Hearts judgment as heuristics (:mod:`.policy`, :mod:`.passing`); microseconds.
* ``hard``: samples the hidden cards and plays every candidate out (:mod:`.search`).
* ``random`` (not a level of the app): uniform legal choices, the arena's baseline.

Every level plays every table: Domino Hearts (:mod:`.domino`, :mod:`.domino_search`; the
driver draws while a draw is due) and Cancellation Hearts (:mod:`.cancellation`,
:mod:`.cancellation_search`) have modules of their own, reached through
:func:`.heuristic.normal_card` and the search's hook (:mod:`.tables`); "Q♠ must go" adds an
inference (:mod:`.queen`).
"""

from __future__ import annotations

from typing import Protocol

from hearts_tui.engine import Card, PlayerView

from .heuristic import NormalPlayer
from .search import SearchPlayer
from .simple import EasyPlayer, RandomPlayer

__all__ = ["KINDS", "LEVELS", "Player", "make_player"]

#: The strengths offered in the app.
LEVELS = ("easy", "normal", "hard")
#: Every kind of player ``make_player`` builds (the arena also uses "random").
KINDS = (*LEVELS, "random")


class Player(Protocol):
    """What the app and the arena call; each method gets the deciding seat's view."""

    def choose_pass(self, view: PlayerView) -> list[Card]: ...
    def choose_play(self, view: PlayerView) -> Card: ...
    def choose_moon(self, view: PlayerView) -> str: ...


def make_player(level: str, seed: int) -> Player:
    """A CPU player of ``level`` ("easy", "normal", "hard"; or "random") seeded by ``seed``."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return SearchPlayer(seed)
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"level must be one of {', '.join(KINDS)}; got {level!r}")
