"""The CPU arena (being built: issue #3)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str]) -> int:
    print("hearts sim: the arena is not built yet.", file=sys.stderr)
    return 1
