"""The easy player (a beginner's habits), the random baseline of the arena, and the naive
shooter (a script that tries to take every trick: the moon stopping's yardstick)."""

from __future__ import annotations

from hearts_tui.engine.cards import Card
from hearts_tui.engine.view import PlayerView

from .moon import choose_moon
from .randomness import decision_rng

__all__ = ["EasyPlayer", "NaiveShooter", "RandomPlayer"]


class RandomPlayer:
    """Uniformly random legal cards and passes (seeded): the arena's baseline."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        hand = list(view.hand)
        decision_rng(self.seed, "pass", view).shuffle(hand)
        return sorted(hand[:3])

    def choose_play(self, view: PlayerView) -> Card:
        return decision_rng(self.seed, "play", view).choice(view.legal)

    def choose_moon(self, view: PlayerView) -> str:
        return choose_moon(view)


class EasyPlayer:
    """A beginner: passes its three highest cards, follows suit low, throws its highest card
    when void (whatever its points), leads at random, and now and then plays any legal card."""

    #: Chance of a careless move (out of 100).
    CARELESS = 25

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return sorted(sorted(view.hand, key=lambda c: (c.rank, c.suit))[-3:])

    def choose_play(self, view: PlayerView) -> Card:
        rng = decision_rng(self.seed, "play", view)
        legal = view.legal
        if not view.trick or rng.below(100) < self.CARELESS:
            return rng.choice(legal)
        lead = view.trick[0][1].suit
        following = [c for c in legal if c.suit == lead]
        if following:
            return min(following, key=lambda c: c.rank)
        return max(legal, key=lambda c: (c.rank, c.suit))

    def choose_moon(self, view: PlayerView) -> str:
        return choose_moon(view)


class NaiveShooter:
    """A script that goes for the moon without thinking: it passes its three lowest cards
    and always plays its highest legal card (ties of rank broken by suit order).

    Not a level of the app: the arena's yardstick of how often a table of CPUs lets a
    naive moon through (``benchmarks/moon_stop.py``).  It plays what a program through
    ``hearts --plain --json`` playing the same way plays (the benchmark checks that too).
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return sorted(sorted(view.hand, key=lambda c: (c.rank, c.index))[:3])

    def choose_play(self, view: PlayerView) -> Card:
        return max(view.legal, key=lambda c: (c.rank, c.index))

    def choose_moon(self, view: PlayerView) -> str:
        return choose_moon(view)
