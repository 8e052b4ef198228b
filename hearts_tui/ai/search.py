"""The hard player: sample the hidden cards, play each candidate out, keep the best.

For each of ``samples`` deals of the unseen cards consistent with what the seat knows
(:mod:`.sampling`), every candidate card is played and the hand finished by the heuristic
policy of every seat on the fast :class:`HandState`.  The same deals serve every candidate,
so their comparison is not blurred by luck.  A rollout's worth is the hand's points
for this seat (the moon scored as the table scores it), less 0.35 of the others' mean,
plus a penalty when the hand ends the game with this seat not in first place.

Work is counted, never timed: ``budget`` card plays per decision, spread over the
candidates and the cards left, within ``min_samples``..``max_samples`` deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_tui.engine.cards import CARDS, Card, mask_of
from hearts_tui.engine.core import HandState, lowest_club
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.rules import Variant
from hearts_tui.engine.table import SUIT_MASKS, Table
from hearts_tui.engine.view import PlayerView

from .heuristic import NormalPlayer
from .policy import choose_card
from .randomness import decision_rng
from .rollouts import hand_scores, rollout, worth
from .sampling import DealSampler
from .situation import Situation, situation_of_view

__all__ = ["Search", "SearchPlayer", "candidates", "represented_by", "search_cards"]


def candidates(sit: Situation) -> list[int]:
    """The legal cards that can make a difference: of cards that are neighbours once the
    cards no longer in play are left out (and score alike), only the lowest.  (With two
    decks a card whose twin is still out or on the trick stands alone: it may cancel.)"""
    points = sit.table.points
    live = sit.out
    for _, index in sit.trick:
        live |= 1 << index
    out: list[int] = []
    previous = -1
    legal = sit.legal
    while legal:
        low = legal & -legal
        index = low.bit_length() - 1
        legal ^= low
        if (
            previous >= 0
            and previous // 13 == index // 13
            and points[previous] == points[index]
            and not live & ((2 << index) - (1 << previous))
        ):
            previous = index
            continue
        out.append(index)
        previous = index
    return out


class SearchPlayer(NormalPlayer):
    """Monte-Carlo search over sampled deals with heuristic rollouts (passes like normal)."""

    def __init__(
        self, seed: int, *, budget: int = 8000, min_samples: int = 6, max_samples: int = 128
    ) -> None:
        super().__init__(seed)
        self.budget = budget
        self.min_samples = min_samples
        self.max_samples = max_samples

    def choose_play(self, view: PlayerView) -> Card:
        sit = situation_of_view(view)
        if not sit.legal & (sit.legal - 1):
            return CARDS[sit.legal.bit_length() - 1]
        options = candidates(sit)
        if len(options) == 1:
            return CARDS[options[0]]
        search = search_cards(
            view,
            sit,
            decision_rng(self.seed, "play", view),
            budget=self.budget,
            min_samples=self.min_samples,
            max_samples=self.max_samples,
        )
        return CARDS[search.choice]


@dataclass(frozen=True, slots=True)
class Search:
    """One search's result: per candidate (card index), the mean worth and own points."""

    #: The candidates weighed (one card of each group of equivalent legal cards).
    options: tuple[int, ...]
    #: Per candidate, the mean of :func:`worth` over the sampled deals (lower is better).
    worth: tuple[float, ...]
    #: Per candidate, the mean of the seat's own points for the hand (the moon as scored).
    points: tuple[float, ...]
    samples: int
    #: The card the hard player plays: the best worth, the heuristic's card on a tie.
    choice: int


def search_cards(
    view: PlayerView,
    sit: Situation,
    rng: Rng,
    *,
    budget: int = 8000,
    min_samples: int = 6,
    max_samples: int = 128,
) -> Search:
    """Play every candidate out on the same sampled deals: the hard player's search, also
    used by :mod:`.analysis` so that a hint is exactly the card the hard CPU would play.

    ``budget`` card plays are spread over the candidates and the cards left, within
    ``min_samples``..``max_samples`` deals.  ``view`` must be on turn with a legal card.
    """
    if sit.table.variant is not Variant.STANDARD:  # the tables with worlds of their own
        from .tables import table_search

        return table_search(
            view, sit, rng, budget=budget, min_samples=min_samples, max_samples=max_samples
        )
    options = candidates(sit)
    favourite = choose_card(sit)
    table = sit.table
    left = sum(view.hand_sizes)
    samples = max(min_samples, min(max_samples, budget // (len(options) * left)))
    sampler = DealSampler(view, sit)
    totals = [0.0] * len(options)
    points = [0.0] * len(options)
    seat = sit.seat
    for _ in range(samples):
        hands, kitty = sampler.sample(rng)
        state = _state_of(view, table, hands, kitty)
        for i, index in enumerate(options):
            world = state.copy()
            voids = sit.voids[:]
            pen = sit.pen[:]
            if world.trick and index // 13 != world.trick[0][1] // 13:
                voids[seat] |= 1 << (world.trick[0][1] // 13)
            trick = world.trick
            winner = world.play(index)
            if winner is not None:
                for _, card in trick:
                    if table.points[card] > 0:
                        pen[winner] += table.points[card]
            rollout(world, voids, pen)
            scores = hand_scores(world)
            totals[i] += worth(scores, view)
            points[i] += scores[seat]
    best = min(range(len(options)), key=lambda i: (totals[i], options[i]))
    choice = options[best]
    # Prefer the heuristic's own card when the search cannot tell it from the best.
    tied = len(options) > 1
    for i, index in enumerate(options):
        if tied and _represents(index, favourite, sit) and totals[i] <= totals[best] + 1e-9:
            choice = favourite
            break
    return Search(
        options=tuple(options),
        worth=tuple(t / samples for t in totals),
        points=tuple(p / samples for p in points),
        samples=samples,
        choice=choice,
    )


def represented_by(card: int, sit: Situation, options: tuple[int, ...]) -> int:
    """The candidate that stands for the legal ``card`` (itself, or an equivalent lower card)."""
    for option in sorted(options, reverse=True):
        if _represents(option, card, sit):
            return option
    raise ValueError(f"{CARDS[card]} is not a legal card of this search")


def _represents(option: int, card: int, sit: Situation) -> bool:
    """Whether ``card`` is ``option`` or one of the equivalent cards it stands for."""
    if option == card:
        return True
    if option // 13 != card // 13 or card < option or not sit.legal >> card & 1:
        return False
    live = sit.out
    for _, index in sit.trick:
        live |= 1 << index
    points = sit.table.points
    between = ((2 << card) - (1 << option)) & SUIT_MASKS[card // 13]
    return not live & between and all(
        points[i] == points[option] for i in range(option, card + 1) if sit.legal >> i & 1
    )


def _state_of(view: PlayerView, table: Table, hands: list[int], kitty: int) -> HandState:
    """The hand as it stands in one sampled world."""
    leader = view.trick[0][0] if view.trick else view.seat
    lead_card = -1
    if not view.tricks and not view.trick and table.leads_two_of_clubs:
        lead_card = lowest_club(table.deck & ~kitty)
    state = HandState(table, hands, leader=leader, lead_card=lead_card, kitty=kitty)
    state.turn = view.seat
    state.trick = [(seat, card.index) for seat, card in view.trick]
    taken = [0] * view.players
    for record in view.tricks:
        taken[record.winner] |= mask_of(card for _, card in record.cards)
    if view.tricks:
        taken[view.tricks[0].winner] |= kitty
        state.first_trick = False
    state.taken = taken
    state.hearts_broken = view.hearts_broken
    state.tricks_played = len(view.tricks)
    return state
