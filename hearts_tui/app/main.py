"""Entry point of the Textual table (being built: issue #4)."""

from __future__ import annotations

import sys


def run_app(*, new: bool = False, seed: str | None = None, ascii_suits: bool = False) -> int:
    print("hearts: the table is not built yet; try `hearts --help`.", file=sys.stderr)
    return 1
