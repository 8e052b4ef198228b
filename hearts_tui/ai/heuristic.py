"""The normal player: the heuristic policy of :mod:`.policy` and :mod:`.passing`, with the
moon guard of :mod:`.moon_guard`; at Domino and Cancellation Hearts that of :mod:`.domino`
and :mod:`.cancellation`."""

from __future__ import annotations

from hearts_tui.engine.cards import CARDS, Card, mask_of
from hearts_tui.engine.rules import Variant
from hearts_tui.engine.table import table_for
from hearts_tui.engine.view import PlayerView

from . import cancellation, domino, moon_guard
from .moon import choose_moon
from .passing import pass_cards
from .policy import choose_card
from .situation import Situation, situation_of_view

__all__ = ["NormalPlayer", "normal_card"]


def normal_card(view: PlayerView, sit: Situation | None = None, *, guard: bool = True) -> int:
    """The card index the normal player plays from ``view``, at any table (``guard``: with
    the moon guard, where the moon scores)."""
    sit = sit or situation_of_view(view)
    if isinstance(sit, cancellation.CancelSituation):
        return cancellation.choose_card(sit)
    if sit.table.variant is Variant.DOMINO:
        return domino.choose_card(sit, domino.facts_of_view(view))
    if not guard:
        return choose_card(sit)
    return moon_guard.choose_card(sit, moon_guard.tricks_of(view))


class NormalPlayer:
    """Plays by Hearts judgment in well under a millisecond; deterministic by design."""

    def __init__(self, seed: int, *, guard: bool = True) -> None:
        self.seed = seed
        #: Whether the moon guard is on (off: the arena's ``normal-no-guard``).
        self.guard = guard

    def choose_pass(self, view: PlayerView) -> list[Card]:
        table = table_for(view.rules)
        return [CARDS[i] for i in pass_cards(table, mask_of(view.hand))]

    def choose_play(self, view: PlayerView) -> Card:
        return CARDS[normal_card(view, guard=self.guard)]

    def choose_moon(self, view: PlayerView) -> str:
        return choose_moon(view)
