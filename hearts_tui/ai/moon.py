"""How a CPU that shot the moon scores it under "shooter chooses": the better standing.

Both choices move the shooter the same distance from every other seat (others + moon, or
shooter − moon).  What differs is the end of the game: "others_plus" may push someone over
the target.  So: take "others_plus" when it ends the game with this seat alone in first
place (or when it leads and the game goes on, bringing the end closer); take
"shooter_minus" when "others_plus" would end the game with this seat not first, or when it
trails.
"""

from __future__ import annotations

from hearts_tui.engine.cards import mask_of
from hearts_tui.engine.core import moon_scores
from hearts_tui.engine.rules import MoonMode
from hearts_tui.engine.table import table_for
from hearts_tui.engine.view import PlayerView

__all__ = ["choose_moon", "moon_totals"]

OTHERS_PLUS = "others_plus"
SHOOTER_MINUS = "shooter_minus"


def moon_totals(view: PlayerView) -> dict[str, list[int]]:
    """The game totals each choice would give (as ``Game.moon_outcomes`` computes them)."""
    table = table_for(view.rules)
    taken = [mask_of(view.taken_by(seat)) for seat in range(view.players)]
    if view.tricks:  # the kitty went to the first trick's winner
        taken[view.tricks[0].winner] |= mask_of(view.kitty)
    return {
        mode.value: [
            score + points
            for score, points in zip(
                view.scores, moon_scores(table, taken, view.seat, mode), strict=True
            )
        ]
        for mode in (MoonMode.OTHERS_PLUS, MoonMode.SHOOTER_MINUS)
    }


def _first_alone(totals: list[int], seat: int) -> bool:
    return all(totals[seat] < t for s, t in enumerate(totals) if s != seat)


def choose_moon(view: PlayerView) -> str:
    """``"others_plus"`` or ``"shooter_minus"``: the better outcome for ``view.seat``."""
    outcomes = moon_totals(view)
    plus = outcomes[OTHERS_PLUS]
    return OTHERS_PLUS if _first_alone(plus, view.seat) else SHOOTER_MINUS
