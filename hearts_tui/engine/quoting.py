"""What a person typed, or a file held, quoted in a message: a few dozen characters at most.

Messages quote the input they refuse (``'K7QD-MR9T' is not a valid code``), and input has
no size: a 100 KB ``--seed``, a settings value of a million ``x``, 450,000 characters
pasted into the code field.  :func:`quoted` shows the start of it, with an ellipsis when
there is more; a number too long to write out is described instead of written.  Every
message that echoes input quotes it with this function, from the engine up (the engine is
the first to refuse input, and it imports nothing, so this lives here).

>>> quoted("K7QD-MR9T")
"'K7QD-MR9T'"
>>> quoted("x" * 100_000)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"
>>> quoted(10**5000)
'a number of 5001 digits'
>>> clipped("unrecognized arguments: --" + "x" * 500)
'unrecognized arguments: --xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'
>>> quoted([1] * 3000)
'[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, …'
"""

from __future__ import annotations

import math
import re
from typing import Final

__all__ = ["LIMIT", "clipped", "quoted"]

#: The most characters a quoted value takes, quotes and ellipsis included.
LIMIT: Final = 32
#: Numbers with more digits are described, not written (Python refuses past 4300).
_DIGITS: Final = 20


def quoted(value: object, limit: int = LIMIT) -> str:
    """``value`` as Python quotes it (``'abc'``, ``[1, 2]``, ``7``), cut to ``limit``
    characters with an ellipsis (inside the quotes of a string)."""
    if isinstance(value, int) and not isinstance(value, bool):
        digits = _digits(value)
        if digits > _DIGITS:
            return f"a number of {digits} digits"
        return str(value)
    if isinstance(value, str):
        text = repr(value[: limit + 1])
        if len(text) <= limit and len(value) <= limit:
            return text
        return text[: limit - 2] + "…" + text[0]
    try:
        text = repr(_shortened(value, limit))
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clipped(message: str, limit: int = LIMIT) -> str:
    """``message`` (worded by someone else, argparse say) with every word longer than
    ``limit`` cut to it with an ellipsis: what it quotes of the input stays short."""
    longer = r"\S{" + str(limit + 1) + ",}"
    return re.sub(longer, lambda word: word[0][: limit - 1] + "…", message)


def _digits(number: int) -> int:
    """How many decimal digits ``number`` has (without writing it out)."""
    size = abs(number)
    if size < 10**_DIGITS:
        return len(str(size))
    estimate = int(size.bit_length() * math.log10(2)) + 1
    return estimate if size >= 10 ** (estimate - 1) else estimate - 1


def _shortened(value: object, limit: int) -> object:
    """``value`` with at most ``limit`` items per list or dict (so ``repr`` stays short),
    numbers too long to write replaced by their description."""
    if isinstance(value, int) and not isinstance(value, bool) and _digits(value) > _DIGITS:
        return _Said(quoted(value))
    if isinstance(value, str) and len(value) > limit:
        return value[:limit]
    if isinstance(value, (list, tuple)):
        return [_shortened(item, limit) for item in value[:limit]]
    if isinstance(value, dict):
        return {
            _shortened(key, limit): _shortened(item, limit)
            for key, item in list(value.items())[:limit]
        }
    return value


class _Said(str):
    """A description shown as it is (no quotes) inside a ``repr``."""

    def __repr__(self) -> str:
        return str(self)
