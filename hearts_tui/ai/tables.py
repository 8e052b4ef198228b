"""The tables with rules of their own — Domino Hearts, Cancellation Hearts — for the hard
player: its search over that table's sampled worlds (the normal player's policy there is
reached from :func:`.heuristic.normal_card`).

The Standard table (6 and 7 players and "Q♠ must go" included) needs nothing of this: its
hand state, legal cards and sampled deals already follow those rules.  Each other table
brings a *worlds* object (:class:`Worlds`): it samples hand states consistent with one
seat's view, plays them out with the table's normal policy, and scores them.
:func:`table_search` is then the search of :mod:`.search` over those worlds: the same
worlds serve every candidate card, a result is priced by :func:`.rollouts.worth`, and the
normal player's card wins a tie.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from hearts_tui.engine.core import HandState
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.rules import Variant
from hearts_tui.engine.view import PlayerView

from .cancellation_search import CancellationWorlds
from .domino_search import DominoWorlds
from .heuristic import normal_card
from .rollouts import worth
from .search import Search, candidates, represented_by
from .situation import Situation

__all__ = ["Worlds", "table_search", "worlds_of"]


State = TypeVar("State", bound=HandState)


class Worlds(Protocol[State]):
    """A table's sampled worlds for one decision (see the module's notes)."""

    def sample(self, rng: Rng) -> State: ...
    def finish(self, state: State) -> None: ...
    def scores(self, state: State) -> list[int]: ...


def worlds_of(view: PlayerView, sit: Situation) -> Worlds[Any]:
    """The sampled worlds of ``view``'s table (Domino or Cancellation Hearts)."""
    if sit.table.variant is Variant.DOMINO:
        return DominoWorlds(view, sit)
    if sit.table.variant is Variant.CANCELLATION:
        return CancellationWorlds(view, sit)
    raise ValueError(f"no worlds for {sit.table.variant.value} hearts")


def table_search(
    view: PlayerView,
    sit: Situation,
    rng: Rng,
    *,
    budget: int,
    min_samples: int,
    max_samples: int,
) -> Search:
    """:func:`.search.search_cards` at Domino or Cancellation Hearts: every candidate card
    played out on the same sampled worlds (``budget`` card plays, spread over the candidates
    and the cards left, stock included, within ``min_samples``..``max_samples`` worlds)."""
    options = candidates(sit)
    favourite = normal_card(view, sit)
    worlds = worlds_of(view, sit)
    left = sum(view.hand_sizes) + view.stock_size
    samples = max(min_samples, min(max_samples, budget // (len(options) * left)))
    totals = [0.0] * len(options)
    points = [0.0] * len(options)
    seat = view.seat
    for _ in range(samples):
        state = worlds.sample(rng)
        for i, index in enumerate(options):
            world = state.copy()
            world.play(index)
            worlds.finish(world)
            scores = worlds.scores(world)
            totals[i] += worth(scores, view)
            points[i] += scores[seat]
    best = min(range(len(options)), key=lambda i: (totals[i], options[i]))
    choice = options[best]
    # Prefer the normal player's own card when the search cannot tell it from the best.
    mine = options.index(represented_by(favourite, sit, tuple(options)))
    if totals[mine] <= totals[best] + 1e-9:
        choice = favourite
    return Search(
        options=tuple(options),
        worth=tuple(t / samples for t in totals),
        points=tuple(p / samples for p in points),
        samples=samples,
        choice=choice,
    )
