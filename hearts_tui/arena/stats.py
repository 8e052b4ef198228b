"""Means with 95% intervals (normal approximation over independent deals)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Interval", "interval", "median"]

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Interval:
    """A sample mean and the half-width of its 95% interval."""

    mean: float
    half: float
    count: int

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def high(self) -> float:
        return self.mean + self.half

    def excludes_zero(self) -> bool:
        return self.low > 0 or self.high < 0

    def __str__(self) -> str:
        return f"{self.mean:.2f} ± {self.half:.2f}"


def interval(values: Sequence[float]) -> Interval:
    """Mean ± 1.96 standard errors (half-width 0 with fewer than two values)."""
    count = len(values)
    if count == 0:
        return Interval(math.nan, math.nan, 0)
    mean = sum(values) / count
    if count < 2:
        return Interval(mean, 0.0, count)
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    return Interval(mean, Z95 * math.sqrt(variance / count), count)


def median(values: Sequence[float]) -> float:
    """The median (NaN for no values)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
