"""The hard player's strength on duplicate deals: against ``hard-v1``, and each part's gain.

Each pairing is a ``hearts sim`` line-up ``A,B,A,B`` (every deal played twice, the types
swapping seats) on the same seed, so the deals are the same in every pairing.  Printed per
pairing: the paired difference A − B in points per hand with its 95% interval, the median
time per decision of each (and their ratio, measured in the same run), and the moons shot,
moon runs made and runs stopped.

    python benchmarks/hard_strength.py --hands 2000 --jobs 2           # issue 13's check
    python benchmarks/hard_strength.py --hands 400 --pairings ablation # each part's gain

``--pairings``: ``headline`` (hard vs hard-v1), ``ablation`` (hard vs hard with one part
off, for each part, and vs hard with each trial part on), ``all`` (both), or a list like
``hard:hard-v1,hard-no-moon:hard-v1``.  Besides the arena's kinds, a pairing may name the hard
player with other work per decision, ``hard@budget=24000`` (also ``min_samples``,
``max_samples``): what more time per move buys.

    python benchmarks/hard_strength.py --hands 2000 --jobs 2 --pairings hard@budget=24000:hard-v1

``hard@policy=PATH`` (with other settings or alone) gives that one player other weights
for the fitted play policy, the other side keeping the shipped ones: a refitted policy
against today's ``hard`` (stage 3, see docs/cpu-players.md); ``--policy`` changes both.

    python benchmarks/hard_strength.py --hands 400 --seed 4242 --jobs 2 \
        --pairings 'hard@policy=learned-data/policy-stage3.json:hard'
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path

import hearts_tui.arena.duplicate as duplicate
from hearts_tui.ai import ABLATIONS, TRIALS, Player, learned, make_player, pass_value
from hearts_tui.ai.hard import from_spec
from hearts_tui.arena.duplicate import DealResult
from hearts_tui.arena.report import summarize
from hearts_tui.engine import Card, PlayerView, Rules
from hearts_tui.sim import run_deals

HEADLINE = [("hard", "hard-v1")]
ABLATION = [("hard", kind) for kind in (*ABLATIONS, *TRIALS)]


def pairings_of(text: str) -> list[tuple[str, str]]:
    if text == "headline":
        return HEADLINE
    if text == "ablation":
        return ABLATION
    if text == "all":
        return HEADLINE + ABLATION
    out = []
    for item in split_list(text):
        first, _, second = item.partition(":")
        out.append((first.strip(), second.strip()))
    return out


def split_list(text: str) -> list[str]:
    """A list of players or pairings: split at ``;`` when a player has settings of its own
    (``hard@key=value,...``), else at ``,``."""
    return [item.strip() for item in text.split(";" if ";" in text or "@" in text else ",")]


def build(level: str, seed: int) -> Player:
    """An arena kind, or ``hard@key=value,...``: the hard player with other settings
    (:func:`hearts_tui.ai.hard.from_spec`), ``policy=PATH`` among them for weights of its
    own (:class:`WithPolicy`)."""
    if not level.startswith("hard@"):
        return make_player(level, seed)
    settings = level.removeprefix("hard@").split(",")
    paths = [item.removeprefix("policy=") for item in settings if item.startswith("policy=")]
    rest = ",".join(item for item in settings if not item.startswith("policy="))
    player = from_spec(rest, seed)
    if not paths:
        return player
    return WithPolicy(player, policy_at(paths[-1]))


@cache
def policy_at(path: str) -> learned.Model:
    return learned.Model.from_json(Path(path).read_text())


class WithPolicy:
    """A player that reads ``model`` wherever the fitted play policy is asked for, while it
    decides (a deal's players take turns in one process, so the other seats keep theirs)."""

    def __init__(self, player: Player, model: learned.Model) -> None:
        self.player = player
        self.model = model

    def _use(self) -> Callable[[], learned.Model]:
        before: Callable[[], learned.Model] = learned.load_model
        setattr(learned, "load_model", lambda: self.model)  # noqa: B010
        return before

    def choose_pass(self, view: PlayerView) -> list[Card]:
        before = self._use()
        try:
            return self.player.choose_pass(view)
        finally:
            setattr(learned, "load_model", before)  # noqa: B010

    def choose_play(self, view: PlayerView) -> Card:
        before = self._use()
        try:
            return self.player.choose_play(view)
        finally:
            setattr(learned, "load_model", before)  # noqa: B010

    def choose_moon(self, view: PlayerView) -> str:
        return self.player.choose_moon(view)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400, help="hands per pairing")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--pairings", default="headline")
    parser.add_argument("--every", type=int, default=25, help="print a line every N deals")
    parser.add_argument("--policy", type=Path, help="other weights for the fitted play policy")
    parser.add_argument("--pass-value", type=Path, help="other weights for the fitted pass")
    args = parser.parse_args()
    # Forked workers keep these: every player of the run reads the weights given.
    if args.policy:
        policy = learned.Model.from_json(args.policy.read_text())
        setattr(learned, "load_model", lambda: policy)  # noqa: B010
    if args.pass_value:
        value = pass_value.PassModel.from_json(args.pass_value.read_text())
        setattr(pass_value, "load_model", lambda: value)  # noqa: B010
    # The deals' worker processes are forked from this one and build their players the same way.
    setattr(duplicate, "make_player", build)  # noqa: B010 - not an exported name
    pairings = pairings_of(args.pairings)
    for pairing in pairings:
        for kind in pairing:
            try:
                build(kind, 0)
            except ValueError as exc:
                parser.error(str(exc))
    rules = Rules()
    for first, second in pairings:
        start = time.monotonic()
        lineup = (first, second, first, second)
        results = []
        deals = -(-args.hands // 2)
        for result in run_deals(lineup, rules, args.seed, deals, args.jobs):
            results.append(result)
            if len(results) % args.every == 0 or len(results) == deals:
                line = report(first, second, results, rules, args.seed)
                print(f"{line}; {time.monotonic() - start:.0f} s", flush=True)


def report(first: str, second: str, results: list[DealResult], rules: Rules, seed: int) -> str:
    """One line: the paired difference, the times per decision, the moon figures."""
    summaries, (pair,) = summarize(results, rules)
    a, b = summaries
    ratio = a.median_seconds / b.median_seconds
    return (
        f"{first} − {second}: {pair.difference} points/hand "
        f"({pair.difference.low:+.2f} .. {pair.difference.high:+.2f}, "
        f"{2 * len(results)} hands, seed {seed}); "
        f"ms/decision {1000 * a.median_seconds:.1f} vs {1000 * b.median_seconds:.1f} "
        f"(×{ratio:.2f}); moons/runs/stops {a.moons}/{a.runs}/{a.stops} vs "
        f"{b.moons}/{b.runs}/{b.stops}"
    )


if __name__ == "__main__":
    main()
