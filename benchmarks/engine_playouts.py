"""Random hands per second through the public engine API (issue #2's figure), through the
bit-mask ``HandState`` the CPU players' search uses, and, side by side, through OpenSpiel's
C++ ``hearts`` driven from Python (issue #12: the public API is to run at least 1.5× it).

What one hand costs on each side:

* **Public API** (ours): ``Game.new(code)`` for the first hand of a game, then
  ``next_hand()`` — each deals from the code's seed with the engine's own generator
  (BLAKE2b sub-seed, xoshiro256**, Fisher–Yates) and sets up the pass.  When the hand
  passes, each of the 4 seats passes 3 random cards of ``game.hand(seat)`` with one
  ``pass_cards(seat, cards)`` call (validated, logged for the save, then the exchange);
  then 52 times ``game.legal_cards()`` (a list of ``Card``) and ``game.play(card)``
  (validated, logged, tricks recorded as ``TrickRecord``).  The hand's end is scored on the
  game's rules (moon, running totals, the target of 50); when a game is over the next one
  starts from a new code.  Passes cycle left, right, across, none within a game and start
  at left in each new game.
* **OpenSpiel** (``open_spiel`` 2.0.2, ``pyspiel.load_game("hearts", ...)``), driven by
  the same loop: one ``new_initial_state()`` per hand, whose pass-direction chance node
  gets left, right, across, none in turn by hand number (our cycle); then, as ours asks
  ``game.phase`` at each step, it asks ``state.current_player()`` and gives every node a
  random pick from ``legal_actions()``: the 52 deal chance nodes (the cards not yet dealt,
  uniform as its ``chance_outcomes()`` say), on a passing hand 12 pass actions (OpenSpiel
  passes one card per action, 3 a seat, then exchanges), and the 52 cards played.  Its hand
  ends with its own score (moon included); it has no game: no totals, no target, no log.
* **OpenSpiel, lean loop**: the same hands with as little Python around the C++ as it
  takes: the bound methods looked up once a hand, the number of actions known in advance
  (no ``current_player()``), and the deal the harness's ``random.shuffle`` of the 52 cards
  applied as the 52 chance actions (no ``legal_actions()`` per dealt card).  The harder
  bound: ours is not written like this, and a validating API cannot skip its checks.

OpenSpiel's options, as close to our Standard table as it allows: ``pass_cards``,
``no_pts_on_first_trick`` and ``must_break_hearts`` on (its defaults); ``qs_breaks_hearts``
off (its default is on; ours: the Q♠ does not break hearts); ``can_lead_any_club``,
``jd_bonus``, ``avoid_all_tricks_bonus`` and ``can_lead_hearts_instead_of_qs`` off (its
defaults).  Its legal plays are then exactly our Standard table's.  Differences that remain:
its pass is 3 actions a seat where ours is one call; its ``apply_action`` checks only that
the seat holds the card (an illegal card it holds is accepted, and a refusal has no
reason), where ours refuses any illegal card with the rule's reason; it keeps no save log
and no game totals; its hands are one ``State`` each where ours run on in one game.

* **core.HandState** (ours): random legal cards straight on the masks from a shuffled
  deal, no pass, no validation — the CPU players' search path, for scale.

Every random choice of the harness (cards to pass, card to play, OpenSpiel's deal) uses
Python's C-coded ``random.Random``, seeded per round, so runs are comparable.  Rates use
this process's CPU time, which the other processes on a shared machine disturb less than
the wall clock; rounds of the sides alternate, so a change of load touches both, and the
median of the rounds is printed, with the ratio of the public API's median to OpenSpiel's.

    pip install -e ".[bench]"     # OpenSpiel, for the side-by-side figure
    python benchmarks/engine_playouts.py [--hands 2000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.engine.core import HandState
from hearts_tui.engine.table import table_for

Runner = Callable[[int, int], int]

#: OpenSpiel's options for our Standard table (see the module docstring).
OPENSPIEL_OPTIONS: dict[str, bool] = {
    "pass_cards": True,
    "no_pts_on_first_trick": True,
    "must_break_hearts": True,
    "qs_breaks_hearts": False,
    "can_lead_any_club": False,
    "jd_bonus": False,
    "avoid_all_tricks_bonus": False,
    "can_lead_hearts_instead_of_qs": False,
}
#: OpenSpiel's pass-direction actions (0 none, 1 left, 2 across, 3 right) in our cycle.
OPENSPIEL_PASS_CYCLE = (1, 3, 2, 0)
OPENSPIEL = "OpenSpiel hearts (C++)"
OPENSPIEL_LEAN = "OpenSpiel, lean loop"
PUBLIC_API = "engine public API"
INSTALL_HINT = (
    'OpenSpiel is not installed: `pip install -e ".[bench]"` adds the side-by-side figure.'
)


def play_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands; return the number of cards played (a sanity figure)."""
    # The harness's own choices use Python's C-coded PRNG: they are not what is measured.
    rng = random.Random(seed)
    game = Game.new(format_code(seed))
    played = 0
    hands = 0
    while hands < count:
        phase = game.phase
        if phase == "playing":
            game.play(rng.choice(game.legal_cards()))
            played += 1
        elif phase == "passing":
            for seat in range(game.players):
                game.pass_cards(seat, rng.sample(game.hand(seat), 3))
        elif phase == "hand_over":
            hands += 1
            game.next_hand()
        else:
            hands += 1
            game = Game.new(format_code(rng.randrange(31**7)))
    return played


def play_core_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands on ``HandState``; return the number of cards played."""
    rng = random.Random(seed)
    random_float = rng.random
    table = table_for(Rules())
    deck = list(range(52))
    played = 0
    for _ in range(count):
        rng.shuffle(deck)
        hands = [0] * 4
        for position, index in enumerate(deck):
            hands[position % 4] |= 1 << index
        leader = next(seat for seat in range(4) if hands[seat] & 1)
        state = HandState(table, hands, leader=leader, lead_card=0)
        while not state.over:
            legal = state.legal_mask()
            for _ in range(int(random_float() * legal.bit_count())):
                legal &= legal - 1  # drop the lowest card: a uniform pick among the legal
            state.play((legal & -legal).bit_length() - 1)
            played += 1
    return played


def openspiel_runners(pyspiel: Any) -> dict[str, Runner]:
    """``play_hands`` for OpenSpiel's C++ hearts: our loop, and a lean one (see the docstring)."""
    game = pyspiel.load_game("hearts", OPENSPIEL_OPTIONS)
    cycle = OPENSPIEL_PASS_CYCLE
    terminal = int(pyspiel.PlayerId.TERMINAL)

    def same_loop(count: int, seed: int) -> int:
        rng = random.Random(seed)
        state = game.new_initial_state()
        state.apply_action(cycle[0])
        played = 0
        hands = 0
        while hands < count:
            player = state.current_player()
            if player != terminal:
                # A seat to pass or play, or a card to deal (chance): a random legal action.
                state.apply_action(rng.choice(state.legal_actions()))
            else:
                # 1 pass direction, 52 cards dealt, 12 cards passed (or none), 52 played.
                assert state.move_number() - 53 in (52, 64), state.history()
                played += 52
                hands += 1
                state = game.new_initial_state()
                state.apply_action(cycle[hands % 4])
        return played

    def lean_loop(count: int, seed: int) -> int:
        rng = random.Random(seed)
        choice = rng.choice
        deck = list(range(52))
        played = 0
        for number in range(count):
            state = game.new_initial_state()
            apply = state.apply_action
            legal_actions = state.legal_actions
            direction = cycle[number % 4]
            apply(direction)
            rng.shuffle(deck)
            for card in deck:
                apply(card)
            if direction:
                for _ in range(12):
                    apply(choice(legal_actions()))
            for _ in range(52):
                apply(choice(legal_actions()))
            played += 52
            assert state.is_terminal()
        return played

    return {OPENSPIEL: same_loop, OPENSPIEL_LEAN: lean_loop}


def load_pyspiel() -> Any:
    """The ``pyspiel`` module, or None when OpenSpiel is not installed."""
    if importlib.util.find_spec("pyspiel") is None:
        return None
    import pyspiel

    return pyspiel


def measure(runners: dict[str, Runner], hands: int, rounds: int) -> dict[str, list[float]]:
    """Hands per CPU second of each runner, one round of each in turn, ``rounds`` times."""
    rates: dict[str, list[float]] = {label: [] for label in runners}
    for round_number in range(rounds):
        for label, run in runners.items():
            start = time.process_time()
            played = run(hands, round_number + 1)
            elapsed = time.process_time() - start
            assert played == hands * 52, (label, played)
            rates[label].append(hands / elapsed)
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    runners: dict[str, Runner] = {PUBLIC_API: play_hands, "core.HandState": play_core_hands}
    pyspiel = load_pyspiel()
    if pyspiel is None:
        print(INSTALL_HINT)
    else:
        runners.update(openspiel_runners(pyspiel))
    rates = measure(runners, args.hands, args.rounds)
    medians = {label: statistics.median(values) for label, values in rates.items()}
    for label, values in rates.items():
        print(
            f"{label}: median {medians[label]:,.0f} random hands/s "
            f"(min {min(values):,.0f}, max {max(values):,.0f}; "
            f"{args.rounds} rounds of {args.hands})"
        )
    for label in (OPENSPIEL, OPENSPIEL_LEAN):
        if label in rates:
            per_round = [a / b for a, b in zip(rates[PUBLIC_API], rates[label], strict=True)]
            print(
                f"public API / {label}: {medians[PUBLIC_API] / medians[label]:.2f}x "
                f"(ratio of the medians; {min(per_round):.2f}x to {max(per_round):.2f}x "
                "round by round)"
            )


if __name__ == "__main__":
    main()
