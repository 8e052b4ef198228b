"""The positions ``hard_time.py`` and ``hard_agreement.py`` measure on: hands from fixed game
codes played by ``hard-v1`` at every seat, each decision handed to the script first."""

from __future__ import annotations

from collections.abc import Callable

from hearts_tui import ai
from hearts_tui.engine import Card, Game, PlayerView, format_code

#: The stages of a hand a decision is counted in: name, first and last trick (exclusive).
STAGES = (("tricks 1-4", 0, 4), ("tricks 5-9", 4, 9), ("tricks 10-13", 9, 13))


def stage_of(view: PlayerView) -> str:
    """The stage of the hand ``view``'s decision falls in."""
    return next(name for name, low, high in STAGES if low <= len(view.tricks) < high)


def play_hands(hands: int, decide: Callable[[PlayerView, int], Card]) -> None:
    """Play ``hands`` hands (codes from 1000 on), ``hard-v1`` passing at every seat;
    ``decide(view, seed)`` gives the card each seat on turn plays (``seed``: the seat's CPU
    seed, so a script can ask ``hard-v1`` and others on the same footing)."""
    for number in range(hands):
        game = Game.new(format_code(1000 + number))
        seeds = [game.cpu_seed(seat) for seat in range(game.players)]
        if game.phase == "passing":
            for seat in range(game.players):
                chosen = ai.make_player("hard-v1", seeds[seat]).choose_pass(game.view(seat))
                game.pass_cards(seat, chosen)
        while game.phase == "playing":
            game.play(decide(game.view(game.turn), seeds[game.turn]))
