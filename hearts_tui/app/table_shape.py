"""Which table a terminal of a given size gets, by its columns and rows alone.

- **wide**: from 80×24, the table as it always was (large from 120×36);
- **tall**: 40 to 79 columns and at least 40 rows — a phone held upright (the served page
  chooses a font that gives it such a terminal) or a tall, narrow terminal window: the
  seats narrower around a trick drawn large, the hand in two rows of big cards, the status
  in two rows and the keys as buttons (``TableScreen.-tall``, table.tcss);
- anything smaller is asked to grow (:mod:`.screens.too_small`).

>>> shape(80, 24), shape(48, 43), shape(40, 40), shape(86, 72), shape(60, 30)
('wide', 'tall', 'tall', 'wide', 'small')
"""

from __future__ import annotations

from typing import Final, Literal

#: The smallest wide table.
MIN_WIDTH: Final = 80
MIN_HEIGHT: Final = 24
#: The smallest tall table (narrower than :data:`MIN_WIDTH`).
TALL_MIN_WIDTH: Final = 40
TALL_MIN_HEIGHT: Final = 40

Shape = Literal["wide", "tall", "small"]


def shape(width: int, height: int) -> Shape:
    """The table a terminal of ``width`` columns and ``height`` rows gets."""
    if width >= MIN_WIDTH and height >= MIN_HEIGHT:
        return "wide"
    if TALL_MIN_WIDTH <= width < MIN_WIDTH and height >= TALL_MIN_HEIGHT:
        return "tall"
    return "small"
