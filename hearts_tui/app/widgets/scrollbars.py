"""Scroll bars in whole cells, without the eighth-block glyphs (▁▂▃…).

Textual draws the ends of a scroll bar's thumb with eighth blocks for a smoother look: a
thumb of 2¼ rows was two whole cells and a quarter block under them, which most
terminals' fonts draw apart from them, a thumb in two pieces (issue 40 #7); and a terminal
that can only show ASCII has no such glyphs.  Here the thumb is whole cells of its colour.
``ScrollBar.renderer`` is Textual's documented hook.
"""

from __future__ import annotations

from typing import ClassVar

from textual.scrollbar import ScrollBar, ScrollBarRender


class WholeCells(ScrollBarRender):
    """Textual's scroll bar, its thumb in whole cells."""

    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


def install() -> None:
    """Draw every scroll bar in whole cells (idempotent)."""
    ScrollBar.renderer = WholeCells
