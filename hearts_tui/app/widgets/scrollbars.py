"""Scroll bars without the eighth-block glyphs (▁▂▃…) when the app draws in ASCII.

Textual draws the ends of a scroll bar's thumb with eighth blocks for a smoother look; a
terminal that can only show ASCII gets whole cells instead (the thumb is its colour).
``ScrollBar.renderer`` is Textual's documented hook; the app in charge is asked at each
drawing, so an app without the ``-ascii`` class draws exactly as before.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.segment import Segments
from textual._context import active_app
from textual.scrollbar import ScrollBar, ScrollBarRender


class _WholeCells(ScrollBarRender):
    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


class AsciiAwareBars(ScrollBarRender):
    """Textual's scroll bar, in whole cells while the running app has ``-ascii``."""

    @classmethod
    def render_bar(cls, *args: Any, **kwargs: Any) -> Segments:
        app = active_app.get(None)
        if app is not None and app.has_class("-ascii"):
            return _WholeCells.render_bar(*args, **kwargs)
        return super().render_bar(*args, **kwargs)


def install() -> None:
    """Use :class:`AsciiAwareBars` for every scroll bar (idempotent)."""
    ScrollBar.renderer = AsciiAwareBars
