"""What the hard CPU thinks of a seat's choices: hints and the review of a finished hand.

:func:`evaluate` prices every legal card of a :class:`PlayerView` on turn with the hard
player's own search (:func:`.hard.hard_search`: the same weighted deals for every card,
rollouts or the exact endgame, the same worth), so its best card is exactly the card
``HardPlayer(seed)`` would play from that view.  :func:`evaluate_pass` compares a pass
with the pass the CPU would choose, by playing the whole hand out after each of them on the
same sampled deals.

Only the view is read, never another seat's cards; work is counted, never timed; the
random numbers come from ``seed`` and public facts of the view (like a CPU's decision), so
the same game gives the same analysis.  The app passes ``game.cpu_seed(seat)``.

"Expected points" are the seat's own points for the whole hand (the moon scored as the
table scores it), averaged over the sampled deals: the one measure a hint, a review and the
line mode show, and the one they choose by (issue 37).  The card recommended is the one
with the fewest; between cards the search prices alike, the one the hard CPU plays.  The
hard CPU playing for itself may play another: its yardstick also weighs the others' points
and the end of the game, and leans towards the fitted policy's cards (``CardValue.cpu``
marks its card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from hearts_tui.engine.cards import CARDS, Card, mask_of
from hearts_tui.engine.view import PlayerView

from .hard import BUDGET, HardPlayer, hard_search
from .pass_search import exchanged, policy_passes
from .randomness import decision_rng
from .rollouts import hand_scores, rollout, worth
from .sampling import DealSampler
from .search import represented_by
from .situation import situation_of_view

__all__ = [
    "COSTLY",
    "CardValue",
    "PassReview",
    "PassValue",
    "evaluate",
    "evaluate_pass",
    "value_of",
]

#: A choice that costs at least this many expected points more than the CPU's is costly.
COSTLY = 1.5
#: The hard player's budget (card plays a decision).
PLAY_BUDGET = BUDGET
#: Deals sampled to compare two passes (each plays a whole hand out twice).
PASS_SAMPLES = 48


@dataclass(frozen=True, slots=True)
class CardValue:
    """A legal card (with the cards that are worth the same), priced by the search."""

    card: Card
    #: Expected own points for the hand after playing it.
    points: float
    #: The hard player's yardstick (lower is better): it breaks ties of ``points``.
    worth: float
    #: Whether this is the card recommended: the fewest expected points.
    best: bool
    #: Every legal card that plays the same as ``card`` (``card`` included), sorted.
    cards: tuple[Card, ...]
    #: Whether the hard CPU playing this seat for itself plays this card.
    cpu: bool = False


def evaluate(view: PlayerView, *, seed: int, budget: int = PLAY_BUDGET) -> list[CardValue]:
    """Every legal card of ``view`` (on turn) priced by the hard search, fewest expected
    points first: the first is the card recommended (``best``).  On a tie of points the
    hard CPU's own card comes first, then the better worth.  Cards that play alike are one
    entry."""
    if view.turn != view.seat or not view.legal:
        raise ValueError("evaluate needs the view of the seat on turn")
    sit = situation_of_view(view)
    search = hard_search(view, sit, decision_rng(seed, "play", view), budget=budget)
    groups: dict[int, list[Card]] = {option: [] for option in search.options}
    for card in view.legal:
        groups[represented_by(card.index, sit, search.options)].append(card)
    chosen = represented_by(search.choice, sit, search.options)
    values = [
        CardValue(
            card=CARDS[search.choice] if option == chosen else CARDS[option],
            points=search.points[i],
            worth=search.worth[i],
            best=False,
            cards=tuple(groups[option]),
            cpu=option == chosen,
        )
        for i, option in enumerate(search.options)
    ]
    values.sort(key=lambda v: (v.points, not v.cpu, v.worth, v.card.index))
    values[0] = replace(values[0], best=True)
    return values


def value_of(values: Sequence[CardValue], card: Card) -> CardValue:
    """The entry of :func:`evaluate` that ``card`` belongs to."""
    for value in values:
        if card in value.cards:
            return value
    raise ValueError(f"{card} is not among the evaluated cards")


@dataclass(frozen=True, slots=True)
class PassValue:
    """Three cards to pass and the expected own points of the hand played after them."""

    cards: tuple[Card, ...]
    points: float
    worth: float


@dataclass(frozen=True, slots=True)
class PassReview:
    """The CPU's pass against the seat's own (``yours`` is None when not given)."""

    cpu: PassValue
    yours: PassValue | None
    samples: int

    @property
    def cost(self) -> float:
        """Expected points the seat's pass costs more than the CPU's (0 without one)."""
        return 0.0 if self.yours is None else self.yours.points - self.cpu.points

    @property
    def same(self) -> bool:
        return self.yours is not None and set(self.yours.cards) == set(self.cpu.cards)


def evaluate_pass(
    view: PlayerView,
    yours: Sequence[Card] | None = None,
    *,
    seed: int,
    samples: int = PASS_SAMPLES,
) -> PassReview:
    """The pass the CPU would choose from ``view`` (before passing), and ``yours``, each
    priced by playing the hand out on the same ``samples`` deals of the unseen cards.

    In each deal the other seats pass as the CPU does and every seat then plays the
    heuristic policy: an honest, simple yardstick of how good a hand a pass leaves.
    """
    if view.pass_to is None or view.phase != "passing":
        raise ValueError("evaluate_pass needs a view in the pass, before the exchange")
    cpu = tuple(HardPlayer(seed).choose_pass(view))
    options: list[tuple[Card, ...]] = [cpu]
    if yours is not None:
        mine = tuple(sorted(yours))
        if len(set(mine)) != 3 or not set(mine) <= set(view.hand):
            raise ValueError("yours must be 3 different cards of the hand")
        options.append(mine)
    sit = situation_of_view(view)
    table = sit.table
    sampler = DealSampler(view, sit)
    rng = decision_rng(seed, "pass-review", view)
    n = view.players
    totals = [0.0] * len(options)
    points = [0.0] * len(options)
    for _ in range(samples):
        dealt, kitty = sampler.sample(rng)
        passes = policy_passes(table, dealt)
        for i, option in enumerate(options):
            state = exchanged(view, dealt, kitty, passes, mask_of(option))
            rollout(state, [0] * n, [0] * n)
            scores = hand_scores(state)
            totals[i] += worth(scores, view)
            points[i] += scores[view.seat]
    values = [
        PassValue(option, points[i] / samples, totals[i] / samples)
        for i, option in enumerate(options)
    ]
    return PassReview(
        cpu=values[0], yours=values[1] if yours is not None else None, samples=samples
    )
