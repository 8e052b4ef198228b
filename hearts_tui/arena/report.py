"""The arena's summary: one row per player type, and paired differences between types."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.table import Table as RichTable

from hearts_tui.engine import Rules
from hearts_tui.engine.cards import CARDS
from hearts_tui.engine.table import table_for

from .duplicate import DealResult
from .stats import Interval, interval, median

__all__ = ["Pairing", "Summary", "summarize", "summary_table"]


@dataclass(frozen=True, slots=True)
class Summary:
    """One player type over the whole run."""

    kind: str
    seat_hands: int
    points: Interval
    moons: int
    #: Moon runs this type made (every point so far, more than half of them), and the
    #: others' runs it stopped.
    runs: int
    stops: int
    #: Card code -> how many of its seat-hands took it (the table's special cards).
    cards: dict[str, int]
    median_seconds: float


@dataclass(frozen=True, slots=True)
class Pairing:
    """Type ``first`` minus type ``second``, deal by deal."""

    first: str
    second: str
    difference: Interval
    ratio: float


def special_cards(rules: Rules) -> list[int]:
    """The cards worth counting at this table: Q♠, and J♦/K♠/A♠ when they score."""
    return list(table_for(rules).big_cards)


def kinds_of(results: Sequence[DealResult]) -> list[str]:
    kinds: list[str] = []
    for seat in results[0].plays[0] if results else ():
        if seat.kind not in kinds:
            kinds.append(seat.kind)
    return kinds


def per_deal_means(results: Sequence[DealResult], kind: str) -> list[float]:
    """Each deal's mean points per seat-hand for ``kind``."""
    means = []
    for deal in results:
        values = [seat.points for play in deal.plays for seat in play if seat.kind == kind]
        means.append(sum(values) / len(values))
    return means


def summarize(results: Sequence[DealResult], rules: Rules) -> tuple[list[Summary], list[Pairing]]:
    """Per-type summaries and the paired difference of every later type against the first."""
    kinds = kinds_of(results)
    specials = special_cards(rules)
    summaries = []
    for kind in kinds:
        seats = [s for deal in results for play in deal.plays for s in play if s.kind == kind]
        summaries.append(
            Summary(
                kind=kind,
                seat_hands=len(seats),
                points=interval(per_deal_means(results, kind)),
                moons=sum(s.shot_moon for s in seats),
                runs=sum(s.ran_moon for s in seats),
                stops=sum(s.stopped_moon for s in seats),
                cards={CARDS[c].code: sum(1 for s in seats if s.taken >> c & 1) for c in specials},
                median_seconds=median([t for s in seats for t in s.seconds]),
            )
        )
    pairings = []
    for other in kinds[1:]:
        first = per_deal_means(results, kinds[0])
        second = per_deal_means(results, other)
        diff = interval([a - b for a, b in zip(first, second, strict=True)])
        mean_second = sum(second) / len(second)
        ratio = (sum(first) / len(first)) / mean_second if mean_second else float("nan")
        pairings.append(Pairing(kinds[0], other, diff, ratio))
    return summaries, pairings


def summary_table(summaries: Sequence[Summary], title: str) -> RichTable:
    """The per-type table printed at the end of a run."""
    table = RichTable(title=title)
    table.add_column("player")
    table.add_column("seat-hands", justify="right")
    table.add_column("points/hand (95%)", justify="right")
    table.add_column("moons/runs", justify="right")
    table.add_column("stops", justify="right")
    codes = list(summaries[0].cards) if summaries else []
    for code in codes:
        table.add_column(f"took {CARDS[_index(code)]}", justify="right")
    table.add_column("ms/decision (median)", justify="right")
    for s in summaries:
        table.add_row(
            s.kind,
            str(s.seat_hands),
            str(s.points),
            f"{s.moons}/{s.runs}",
            str(s.stops),
            *(f"{s.cards[c]} ({100 * s.cards[c] / max(s.seat_hands, 1):.0f}%)" for c in codes),
            f"{1000 * s.median_seconds:.2f}",
        )
    return table


def _index(code: str) -> int:
    return next(c.index for c in CARDS if c.code == code)
