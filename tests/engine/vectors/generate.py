"""Writes ``codes.json`` and ``saves.json``: the codes and saves of a release, fixed.

Run once, on the release whose codes and saves must keep working (it was run on main at
4b79b94, before issue 12 added tables)::

    python tests/engine/vectors/generate.py

``test_vectors.py`` checks that today's engine still reads every vector to the same rules,
deals and game states.  Never regenerate to make that test pass: a vector that no longer
parses is an old code or save broken.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from hearts_tui.engine import Game, Rules, format_code

HERE = Path(__file__).parent

#: Every non-default value of every option, one code each, then presets and mixes.
SINGLE_OPTIONS: list[dict[str, Any]] = [
    {"target": t} for t in (10, 11, 49, 51, 100, 250, 499, 500)
] + [
    {"pass_cycle": "off"}, {"pass_cycle": "left"}, {"pass_cycle": "right"},
    {"queen_breaks_hearts": True}, {"points_on_first_trick": True},
    {"first_lead": "left_of_dealer"},
    {"moon": "shooter_minus"}, {"moon": "shooter_chooses"}, {"moon": "off"},
    {"jack_of_diamonds": -10}, {"jack_of_diamonds": -11},
    {"ties": "play_on"},
    {"players": 3}, {"players": 5},
    {"players": 3, "short_deck": "kitty"}, {"players": 5, "short_deck": "kitty"},
    {"short_deck": "kitty"},
]  # fmt: skip
PRESETS = ["standard", "black_maria", "spot_hearts", "greek", "basic", "no_black_lady", "super"]
MIXES: list[dict[str, Any]] = [
    {"target": 100, "pass_cycle": "right", "queen_breaks_hearts": True,
     "points_on_first_trick": True, "first_lead": "left_of_dealer", "moon": "shooter_chooses",
     "jack_of_diamonds": -11, "ties": "play_on", "players": 5, "short_deck": "kitty",
     "scoring": "greek"},
    {"target": 500, "pass_cycle": "left", "moon": "off", "players": 3, "scoring": "super",
     "ties": "play_on"},
    {"target": 10, "jack_of_diamonds": -10, "players": 5, "scoring": "black_maria",
     "first_lead": "left_of_dealer"},
]  # fmt: skip


def deal_record(game: Game) -> dict[str, Any]:
    return {
        "hands": [[c.code for c in game.hand(seat)] for seat in range(game.players)],
        "kitty": [c.code for c in game.kitty],
    }


def code_vectors() -> list[dict[str, Any]]:
    rng = random.Random(12)
    tables: list[Rules] = [Rules()]
    tables += [Rules(**option) for option in SINGLE_OPTIONS]
    tables += [Rules.preset(name) for name in PRESETS]
    tables += [Rules.preset(name, players=p) for name in PRESETS for p in (3, 5)]
    tables += [Rules(**mix) for mix in MIXES]
    out = []
    for rules in tables:
        seed = rng.randrange(31**7)
        code = format_code(seed, rules)
        game = Game.new(code)
        out.append(
            {
                "code": code,
                "seed": seed,
                "rules": rules.to_dict(),
                "first_deal": deal_record(game),
                "cpu_seeds": [game.cpu_seed(seat) for seat in range(game.players)],
            }
        )
    # The edges of the seed space.
    for seed in (0, 1, 31**7 - 1):
        game = Game.new(format_code(seed))
        out.append(
            {
                "code": game.code,
                "seed": seed,
                "rules": Rules().to_dict(),
                "first_deal": deal_record(game),
                "cpu_seeds": [game.cpu_seed(seat) for seat in range(game.players)],
            }
        )
    return out


def state_record(game: Game) -> dict[str, Any]:
    """The public state a save must restore (everything a player or a tool can read)."""
    n = game.players
    return {
        "code": game.code,
        "rules": game.rules.to_dict(),
        "phase": game.phase,
        "hand_number": game.hand_number,
        "dealer": game.dealer,
        "pass_direction": game.pass_direction,
        "scores": game.scores,
        "history": game.history,
        "hand_points": game.hand_points,
        "turn": game.turn,
        "hands": [[c.code for c in game.hand(seat)] for seat in range(n)],
        "has_passed": [game.has_passed(seat) for seat in range(n)],
        "passed": [[c.code for c in game.passed_cards(seat)] for seat in range(n)],
        "received": [[c.code for c in game.received_cards(seat)] for seat in range(n)],
        "trick": [[seat, card.code] for seat, card in game.trick],
        "tricks": [[t.leader, [[s, c.code] for s, c in t.cards], t.winner] for t in game.tricks],
        "hearts_broken": game.hearts_broken,
        "kitty": [c.code for c in game.kitty],
        "legal": [c.code for c in game.legal_cards()],
        "moon_choice_pending": game.moon_choice_pending,
        "winners": game.winners,
    }


def advance(
    game: Game, rng: random.Random, *, hands: int, tricks: int, passes: int, plays: int = 0
) -> None:
    """Play ``hands`` whole hands, then ``tricks`` tricks and ``plays`` more cards (or only
    ``passes`` seats' passes)."""

    def one_pass_round(count: int) -> None:
        for seat in range(count):
            game.pass_cards(seat, rng.sample(game.hand(seat), 3))

    for _ in range(hands):
        if game.phase == "passing":
            one_pass_round(game.players)
        while game.phase == "playing":
            game.play(rng.choice(game.legal_cards()))
        if game.moon_choice_pending is not None:
            game.choose_moon(rng.choice(["others_plus", "shooter_minus"]))
        if game.phase == "game_over":
            return
        game.next_hand()
    if game.phase == "passing":
        if passes < game.players:
            one_pass_round(passes)
            return
        one_pass_round(game.players)
    done = len(game.tricks) + tricks
    while game.phase == "playing" and len(game.tricks) < done:
        game.play(rng.choice(game.legal_cards()))
    for _ in range(plays):
        if game.phase == "playing":
            game.play(rng.choice(game.legal_cards()))


SAVE_CASES: list[tuple[str, dict[str, Any], dict[str, int]]] = [
    ("standard, hand 1, two seats have passed", {}, {"hands": 0, "tricks": 0, "passes": 2}),
    ("standard, hand 2, mid-trick", {}, {"hands": 1, "tricks": 3, "passes": 4, "plays": 2}),
    ("standard, hand 4 (no pass), trick 7", {}, {"hands": 3, "tricks": 6, "passes": 4, "plays": 1}),
    ("3 players with a kitty, after the first trick", {"players": 3, "short_deck": "kitty"},
     {"hands": 0, "tricks": 1, "passes": 3}),
    ("5 players with a kitty, hand 2 mid-pass", {"players": 5, "short_deck": "kitty"},
     {"hands": 1, "tricks": 0, "passes": 3}),
    ("5 players, cards removed, hand 3", {"players": 5},
     {"hands": 2, "tricks": 4, "passes": 5, "plays": 3}),
    ("black maria to 10, played to the end", {"scoring": "black_maria", "target": 10},
     {"hands": 40, "tricks": 0, "passes": 4}),
    ("greek, 3 players, hand 2",
     {"scoring": "greek", "pass_cycle": "right", "players": 3, "target": 400},
     {"hands": 1, "tricks": 2, "passes": 3, "plays": 1}),
    ("omnibus -10, left of dealer leads, hand 2",
     {"jack_of_diamonds": -10, "first_lead": "left_of_dealer"},
     {"hands": 1, "tricks": 5, "passes": 4}),
    ("shooter chooses, play on ties, points on trick 1",
     {"moon": "shooter_chooses", "ties": "play_on", "points_on_first_trick": True,
      "queen_breaks_hearts": True}, {"hands": 2, "tricks": 8, "passes": 4}),
]  # fmt: skip


def save_vectors() -> list[dict[str, Any]]:
    out = []
    for number, (name, options, steps) in enumerate(SAVE_CASES):
        rng = random.Random(100 + number)
        rules = Rules(**options)
        game = Game.new(format_code(rng.randrange(31**7), rules))
        advance(game, rng, **steps)
        out.append({"name": name, "save": game.to_json(), "state": state_record(game)})
    # A puzzle start (``from_hands``): the save carries the hands.
    rng = random.Random(999)
    game = Game.new("K7QD-MR9S")
    hands = [list(game.hand(seat)) for seat in range(4)]
    hands[0], hands[1] = hands[1], hands[0]
    puzzle = Game.from_hands(hands, hand_number=3, scores=[5, 10, 0, 20], code="K7QD-MR9S")
    advance(puzzle, rng, hands=0, tricks=4, passes=4)
    out.append({"name": "from_hands puzzle, hand 3", "save": puzzle.to_json(),
                "state": state_record(puzzle)})  # fmt: skip
    return out


def main() -> None:
    for name, data in (("codes.json", code_vectors()), ("saves.json", save_vectors())):
        text = json.dumps(data, ensure_ascii=False, indent=1)
        (HERE / name).write_text(text + "\n", encoding="utf-8")
        print(name, len(data))


if __name__ == "__main__":
    main()
