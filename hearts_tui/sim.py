"""``hearts sim``: the CPU arena.  Duplicate deals between player types, and a table of
points per hand with 95% intervals, moons, special cards taken and decision times.

    hearts sim --players hard,normal,hard,normal --hands 400 --seed K7QD-MR9S
    hearts sim --players normal,random,normal,random --scoring black_maria
    hearts sim --table domino --players normal,random,normal,random
    hearts sim --table cancellation --players hard,normal,hard,normal,hard,normal,hard,normal
    hearts sim --players normal,random,normal,random,normal,random --queen-must-go
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any, NoReturn

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from .ai import ARENA_KINDS
from .arena.duplicate import DealResult, play_deal, rotations
from .arena.report import summarize, summary_table
from .command_parser import CommandParser, SaidFormatter
from .engine import InvalidCode, Rules, parse_code
from .engine.quoting import clipped, quoted
from .engine.rules import MoonMode, Scoring, ShortDeck, Variant
from .words.command_line import argparse_said, option_help
from .words.language import _


def description() -> str:
    """What ``hearts sim --help`` says first, in the language spoken."""
    return _(
        "Pit CPU player types against each other on duplicate deals: every deal is played"
        " once per\ndistinct rotation of the line-up (hard,normal,hard,normal: twice, the types"
        " swapping seats),\nso the luck of the cards cancels.  The seed fixes every deal"
        " (Domino's stock order too) and\nevery CPU's choices.  The table seats as many players"
        " as --players names: 3 to 7 at the\nStandard table, 2 to 7 at Domino Hearts, 7 to 10"
        " at Cancellation Hearts.\n"
    )


class _Parser(CommandParser):
    """The parser of ``hearts sim`` (:class:`CommandParser`: its help to an output that
    fails says so and exits 74), its error lines quoting the arguments short, in the
    language spoken."""

    def error(self, message: str) -> NoReturn:
        super().error(argparse_said(clipped(message)))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="hearts sim", description=description(), formatter_class=SaidFormatter, add_help=False
    )
    parser._optionals.title = option_help()["options"]
    parser.add_argument("-h", "--help", action="help", help=option_help()["help"])
    parser.add_argument(
        "--players",
        default="normal,random,normal,random",
        help=_(
            "player type per seat, 2 to 10 of {kinds}; the table seats as many (default {default})"
        ).format(kinds=", ".join(ARENA_KINDS), default="%(default)s"),
    )
    parser.add_argument(
        "--table",
        choices=[v.value for v in Variant],
        help=_(
            "the game: standard Hearts, domino or cancellation (default: the seed code's,"
            " else standard)"
        ),
    )
    parser.add_argument(
        "--queen-must-go",
        action="store_true",
        help=_("whoever holds the Q♠ must shed it at the first chance (page 004's Black Lady)"),
    )
    parser.add_argument(
        "--hands",
        type=int,
        default=400,
        help=_("hands to play in total, at least (deals x rotations; default {default})").format(
            default="%(default)s"
        ),
    )
    parser.add_argument(
        "--seed",
        default="1",
        help=_(
            "a game code (its table's rules apply) or a whole number (default {default})"
        ).format(default="%(default)s"),
    )
    parser.add_argument(
        "--scoring",
        choices=[s.value for s in Scoring],
        help=_("a scoring preset, e.g. black_maria"),
    )
    parser.add_argument(
        "--jack", type=int, choices=(0, -10, -11), help=_("points for taking the J♦ (Omnibus)")
    )
    parser.add_argument("--moon", choices=[m.value for m in MoonMode], help=_("moon scoring"))
    parser.add_argument(
        "--short-deck",
        choices=[s.value for s in ShortDeck],
        help=_("3 or 5 players: remove/kitty"),
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("any other rule option, e.g. --rule queen_breaks_hearts=true"),
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help=_("worker processes (default {default})").format(default="%(default)s"),
    )
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    return parser


def table_rules(table: str | None, base: Rules, players: int) -> Rules:
    """The rules ``--table`` names, sized for ``players``; the code's own when it names
    none (a code for another table than ``--table`` is refused)."""
    if table is None or Variant(table) is base.variant:
        return base.replace(players=players)
    if not base.is_default:
        raise ValueError(f"the seed code is for {base.variant.value} hearts, not {table}")
    if Variant(table) is Variant.DOMINO:
        return Rules.domino(players)
    if Variant(table) is Variant.CANCELLATION:
        return Rules.cancellation(players)
    return Rules(players=players)


def parse_rules(args: argparse.Namespace, base: Rules, players: int) -> Rules:
    """The table: the code's rules (or ``--table``'s), the preset, then the options."""
    base = table_rules(args.table, base, players)
    changes: dict[str, Any] = {}
    for item in args.rule:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--rule wants KEY=VALUE, got {quoted(item)}")
        changes[key.strip()] = _value(value.strip())
    if changes.get("players", players) != players:
        raise ValueError(f"--players names {players} seats; the table size follows it")
    changes["players"] = players
    if args.jack is not None:
        changes["jack_of_diamonds"] = args.jack
    if args.moon is not None:
        changes["moon"] = args.moon
    if args.short_deck is not None:
        changes["short_deck"] = args.short_deck
    if args.queen_must_go:
        changes["queen_must_go"] = True
    if args.scoring is not None:
        fields = {**base.differences(), **changes}
        fields.pop("scoring", None)
        return Rules.preset(args.scoring, **fields)
    return Rules.from_dict({**base.to_dict(), **changes})


def _value(text: str) -> object:
    lowered = text.lower()
    if lowered in ("true", "yes"):
        return True
    if lowered in ("false", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_seed(text: str) -> tuple[int, Rules]:
    """A whole number, or a game code (its seed and its table)."""
    if text.strip().isdigit():
        return int(text), Rules()
    code = parse_code(text)
    return code.seed, code.rules


def run_deals(
    lineup: tuple[str, ...], rules: Rules, seed: int, deals: int, jobs: int
) -> Iterator[DealResult]:
    """Play the deals in order (in ``jobs`` processes when more than one)."""
    play = partial(play_deal, lineup, rules, seed)
    if jobs <= 1:
        yield from map(play, range(deals))
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play, range(deals), chunksize=2)


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv))
    lineup = tuple(kind.strip() for kind in args.players.split(","))
    unknown = [kind for kind in lineup if kind not in ARENA_KINDS]
    if unknown or not 2 <= len(lineup) <= 10:
        parser.error(f"--players wants 2 to 10 of {', '.join(ARENA_KINDS)}; got {args.players!r}")
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    try:
        seed, base = parse_seed(args.seed)
        rules = parse_rules(args, base, len(lineup))
    except (InvalidCode, ValueError) as exc:
        parser.error(str(exc))
    turns = len(rotations(lineup))
    deals = -(-args.hands // turns)
    out = Console(width=None if sys.stdout.isatty() else 120)
    differences = ", ".join(f"{k}={v}" for k, v in rules.differences().items()) or "standard"
    out.print(
        f"[bold]hearts sim[/] {','.join(lineup)}: {deals} deals x {turns} rotations = "
        f"{deals * turns} hands, seed {seed}, table: {differences}"
    )
    results: list[DealResult] = []
    progress = Progress(
        TextColumn("[bold]arena"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("deals"),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        disable=args.quiet,
    )
    with progress:
        task = progress.add_task("deals", total=deals)
        for result in run_deals(lineup, rules, seed, deals, args.jobs):
            results.append(result)
            progress.advance(task)
    summaries, pairings = summarize(results, rules)
    out.print(summary_table(summaries, "points per seat-hand (lower is better)"))
    for pair in pairings:
        verdict = "excludes zero" if pair.difference.excludes_zero() else "includes zero"
        out.print(
            f"{pair.first} − {pair.second}: {pair.difference} points/hand, paired by deal "
            f"(95% interval {pair.difference.low:.2f} .. {pair.difference.high:.2f}, "
            f"{verdict}); {pair.first} takes {100 * pair.ratio:.1f}% of {pair.second}'s points"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
