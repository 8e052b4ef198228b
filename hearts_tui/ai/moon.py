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
from hearts_tui.engine.table import JACK_DIAMONDS, table_for
from hearts_tui.engine.view import PlayerView

__all__ = ["choose_moon", "moon_totals"]

OTHERS_PLUS = "others_plus"
SHOOTER_MINUS = "shooter_minus"


def moon_totals(view: PlayerView) -> dict[str, list[int]]:
    """The game totals each choice would give (as ``Game.moon_outcomes`` computes them)."""
    table = table_for(view.rules)
    shooter = view.seat
    jack = table.points[JACK_DIAMONDS]
    base = []
    kitty_winner = view.tricks[0].winner if view.tricks else -1
    for seat in range(view.players):
        taken = mask_of(view.taken_by(seat))
        if seat == kitty_winner:
            taken |= mask_of(view.kitty)
        base.append(jack if taken >> JACK_DIAMONDS & 1 else 0)
    plus = [
        score + b + (0 if seat == shooter else table.moon_value)
        for seat, (score, b) in enumerate(zip(view.scores, base, strict=True))
    ]
    minus = [
        score + b - (table.moon_value if seat == shooter else 0)
        for seat, (score, b) in enumerate(zip(view.scores, base, strict=True))
    ]
    return {OTHERS_PLUS: plus, SHOOTER_MINUS: minus}


def _first_alone(totals: list[int], seat: int) -> bool:
    return all(totals[seat] < t for s, t in enumerate(totals) if s != seat)


def choose_moon(view: PlayerView) -> str:
    """``"others_plus"`` or ``"shooter_minus"``: the better outcome for ``view.seat``."""
    outcomes = moon_totals(view)
    plus = outcomes[OTHERS_PLUS]
    target = view.rules.target
    seat = view.seat
    if max(plus) >= target:
        return OTHERS_PLUS if _first_alone(plus, seat) else SHOOTER_MINUS
    return OTHERS_PLUS if _first_alone(plus, seat) else SHOOTER_MINUS
