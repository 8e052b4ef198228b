"""A workaround for a leak in Textual 8.2: every closed dialog stayed in memory.

``StylesCache.get_inner_outer`` (textual/_styles_cache.py) is decorated ``@lru_cache(1024)``
but is a plain method, not a class method: its cache key holds ``self``, the widget's
``StylesCache``, with every ``Strip`` it has drawn (each with its own ``FIFOCache`` s).  So
the last 1,024 style caches of widgets long gone stay alive: help opened and closed 1,000
times took the app from 42 to 330 MB.  The two colours are all the method uses, so
:func:`install` puts in its place a function cached on the colours alone (same results, no
widget kept).  docs/upstream/textual-dialog-leak.md is the report for Textual.
"""

from __future__ import annotations

from functools import lru_cache

from textual._styles_cache import StylesCache
from textual.color import Color
from textual.style import Style


@lru_cache(1024)
def _inner_outer(base_background: Color, background: Color) -> tuple[Style, Style]:
    """Textual's ``get_inner_outer``, cached on the colours alone."""
    return (
        Style(background=base_background + background),
        Style(background=base_background),
    )


def _get_inner_outer(
    self: StylesCache, base_background: Color, background: Color
) -> tuple[Style, Style]:
    return _inner_outer(base_background, background)


def install() -> None:
    """Replace ``StylesCache.get_inner_outer`` (idempotent)."""
    StylesCache.get_inner_outer = _get_inner_outer  # type: ignore[method-assign,assignment]
