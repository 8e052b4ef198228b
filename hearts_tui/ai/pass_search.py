"""The hard player's pass: the heuristic's best candidates, each played out on the same deals.

The candidates are the three-card sets among the :data:`TOP` cards the passing policy
(:func:`.passing.pass_ranking`) most wants to pass.  For each of ``samples`` deals of the
unseen cards, the other seats pass as the policy passes, this seat passes each candidate
in turn, and the whole hand is played out (moon-aware rollouts, :mod:`.moon_plan`); a
candidate is priced by :func:`.rollouts.worth`.  The policy's own pass is kept unless
another beats it by :data:`MARGIN` (a search over many candidates on few deals otherwise
picks lucky ones).  Work is counted: ``budget`` card plays.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from hearts_tui.engine.core import HandState, lowest_club
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import Table, table_for
from hearts_tui.engine.view import PlayerView

from .moon_plan import plan_rollout
from .passing import pass_cards, pass_ranking
from .rollouts import hand_scores, worth
from .sampling import DealSampler
from .situation import situation_of_view

__all__ = [
    "MARGIN",
    "PASS_BUDGET",
    "TOP",
    "exchanged",
    "policy_passes",
    "search_pass",
    "start_of_hand",
]

#: Card plays a pass decision may spend (a pass is one decision a hand).
PASS_BUDGET: Final = 12000
#: The candidates are the 3-card sets among this many of the policy's favourite cards.
TOP: Final = 5
#: How much better (in worth) another pass must look to replace the policy's own.
MARGIN: Final = 0.5


def start_of_hand(view: PlayerView, hands: list[int], kitty: int) -> HandState:
    """The first trick of a sampled hand after the exchange, led as the table leads it."""
    table = table_for(view.rules)
    if table.leads_two_of_clubs:
        held = 0
        for mask in hands:
            held |= mask
        lead = lowest_club(held)
        leader = next(s for s, mask in enumerate(hands) if mask >> lead & 1)
    else:
        lead, leader = -1, (view.dealer + 1) % view.players
    return HandState(table, hands, leader=leader, lead_card=lead, kitty=kitty)


def policy_passes(table: Table, dealt: list[int]) -> list[int]:
    """Per seat of a sampled deal, the three cards (a mask) the passing policy would pass."""
    return [sum(1 << c for c in pass_cards(table, hand)) for hand in dealt]


def exchanged(
    view: PlayerView, dealt: list[int], kitty: int, passes: list[int], mine: int
) -> HandState:
    """The first trick of a sampled deal after the exchange: every other seat passes as in
    ``passes`` and this seat passes the cards of ``mine`` (a mask)."""
    table = table_for(view.rules)
    n = view.players
    offset = table.pass_offset(view.pass_direction)
    chosen = passes[:]
    chosen[view.seat] = mine
    hands = [(dealt[s] & ~chosen[s]) | chosen[(s - offset) % n] for s in range(n)]
    return start_of_hand(view, hands, kitty)


def search_pass(view: PlayerView, rng: Rng, *, budget: int = PASS_BUDGET) -> list[int]:
    """The three card indexes the hard player passes from ``view`` (sorted)."""
    table = table_for(view.rules)
    sit = situation_of_view(view)
    ranking = pass_ranking(table, sit.hand)
    own = tuple(pass_cards(table, sit.hand))
    options = [own] + [
        tuple(sorted(cards))
        for cards in combinations(ranking[:TOP], 3)
        if tuple(sorted(cards)) != own
    ]
    n = view.players
    size = sum(view.hand_sizes) + view.kitty_size
    samples = max(4, budget // (len(options) * size))
    sampler = DealSampler(view, sit)
    totals = [0.0] * len(options)
    for _ in range(samples):
        dealt, kitty = sampler.sample(rng)
        passes = policy_passes(table, dealt)
        for i, option in enumerate(options):
            state = exchanged(view, dealt, kitty, passes, sum(1 << c for c in option))
            plan_rollout(state, [0] * n, [0] * n, -1)
            totals[i] += worth(hand_scores(state), view)
    best = min(range(len(options)), key=lambda i: (totals[i], i))
    if totals[best] + MARGIN * samples < totals[0]:
        return list(options[best])
    return list(own)
