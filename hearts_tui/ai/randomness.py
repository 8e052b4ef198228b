"""Each decision's random numbers, from the player's seed and public facts of the view.

The same view and seed give the same numbers, so a game code (and a resumed save) replays
every CPU move.  Never Python's ``random``, never the clock.
"""

from __future__ import annotations

from hearts_tui.engine.rng import Rng, derive_seed
from hearts_tui.engine.view import PlayerView

__all__ = ["decision_rng"]


def decision_rng(seed: int, label: str, view: PlayerView) -> Rng:
    """The generator for decision ``label`` ("pass", "play") at this point of the hand."""
    played = sum(len(record.cards) for record in view.tricks) + len(view.trick)
    return Rng(derive_seed(seed, label, view.hand_number * 100 + played))
