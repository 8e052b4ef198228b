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
* ``hard``: samples the hidden cards, weighted by what the others' plays say, plays every
  candidate out, and solves the last tricks exactly (:mod:`.hard`); at the Standard table
  it leans towards the cards a policy fitted to ``hard-v1``'s choices prefers.
* ``random`` (not a level of the app): uniform legal choices, the arena's baseline.

Every level plays every table: Domino Hearts (:mod:`.domino`, :mod:`.domino_search`; the
driver draws while a draw is due) and Cancellation Hearts (:mod:`.cancellation`,
:mod:`.cancellation_search`) have modules of their own, reached through
:func:`.heuristic.normal_card` and the search's hook (:mod:`.tables`); "Q♠ must go" adds an
inference (:mod:`.queen`).

The arena (``hearts sim``) also builds the kinds of :data:`ARENA_KINDS`: ``hard-v1``, the
hard player before issue 13 (a benchmark reference), and ``hard`` with one of its parts
switched off (``hard-no-inference``, ``hard-no-prior``, ...), to measure what each part
brings, and ``hard-pass-search``: the hard player searching its pass, ``hard-halving``:
spending half its card plays on the better half of the candidates (neither measured a gain
yet); and
``learned``: a policy fitted to ``hard-v1``'s choices (:mod:`.learned`), a few times the
normal player's time per card.
"""

from __future__ import annotations

from typing import Protocol

from hearts_tui.engine import Card, PlayerView

from .hard import HardPlayer, Parts
from .heuristic import NormalPlayer
from .learned import LearnedPlayer
from .search import SearchPlayer
from .simple import EasyPlayer, NaiveShooter, RandomPlayer

__all__ = ["ABLATIONS", "ARENA_KINDS", "KINDS", "LEVELS", "TRIALS", "Player", "make_player"]

#: The strengths offered in the app.
LEVELS = ("easy", "normal", "hard")
#: Every kind of player ``make_player`` builds (the arena also uses "random").
KINDS = (*LEVELS, "random")
#: The hard player with one part switched off, by arena name (see :class:`.hard.Parts`).
ABLATIONS = {
    "hard-no-inference": Parts(inference=False),
    "hard-no-endgame": Parts(endgame=False),
    "hard-no-moon": Parts(moon=False),
    "hard-no-prior": Parts(prior=0.0),
    "hard-no-guard": Parts(guard=False),
}
#: The hard player with a part switched on that measured no gain (kept for measuring).
TRIALS = {"hard-pass-search": Parts(pass_search=True), "hard-halving": Parts(halving=True)}
#: Every kind the arena knows: the app's levels, "random", the reference "hard-v1" (the hard
#: player before issue 13), the ablations and the trials, and "learned" (a policy fitted to
#: hard-v1's choices).
ARENA_KINDS = (
    *KINDS,
    "normal-no-guard",
    "hard-v1",
    *ABLATIONS,
    *TRIALS,
    "learned",
    "naive-shooter",
)


class Player(Protocol):
    """What the app and the arena call; each method gets the deciding seat's view."""

    def choose_pass(self, view: PlayerView) -> list[Card]: ...
    def choose_play(self, view: PlayerView) -> Card: ...
    def choose_moon(self, view: PlayerView) -> str: ...


def make_player(level: str, seed: int) -> Player:
    """A CPU player of ``level`` ("easy", "normal", "hard"; "random" or another of
    :data:`ARENA_KINDS`) seeded by ``seed``."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return HardPlayer(seed)
    if level == "random":
        return RandomPlayer(seed)
    if level == "normal-no-guard":
        return NormalPlayer(seed, guard=False)
    if level == "hard-v1":
        return SearchPlayer(seed)
    if level in ABLATIONS:
        return HardPlayer(seed, ABLATIONS[level])
    if level in TRIALS:
        return HardPlayer(seed, TRIALS[level])
    if level == "learned":
        return LearnedPlayer(seed)
    if level == "naive-shooter":
        return NaiveShooter(seed)
    raise ValueError(f"level must be one of {', '.join(ARENA_KINDS)}; got {level!r}")
