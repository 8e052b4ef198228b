"""Every key of the table from the same physical key in another keyboard layout.

A player who types Russian has the ЙЦУКЕН layout on: the key marked P types «з», the key
of ``/`` types ``.`` and ``?`` (Shift on the same key) types ``,``.  Textual then receives
those characters, so each binding is made for both: :func:`with_layouts` adds, to a
binding's keys, what the same physical keys type in each layout of
:data:`hearts_tui.words.layouts.LAYOUTS`.  The key bar and
help name the key as printed first on the keyboard (``p``): on a Russian keyboard that key
carries both letters.

>>> with_layouts("p")
'p,з'
>>> with_layouts("question_mark,h,f1")
'question_mark,h,f1,comma,р'
>>> with_layouts("escape,q")
'escape,q,й'
>>> with_layouts("D")  # Shift and a letter: the other layout's capital
'D,В'
"""

from __future__ import annotations

from ..words.layouts import LAYOUTS

__all__ = ["LAYOUTS", "with_layouts"]


def with_layouts(keys: str) -> str:
    """A binding's comma-separated ``keys`` and, after them, the keys the same physical
    keys are in every layout of :data:`LAYOUTS` (none listed twice)."""
    names = [name.strip() for name in keys.split(",") if name.strip()]
    found = list(names)
    for layout in LAYOUTS.values():
        for name in names:
            other = layout.get(name)
            if other is None and len(name) == 1 and name.isupper():
                lower = layout.get(name.lower())
                other = lower.upper() if lower is not None and len(lower) == 1 else None
            if other is not None and other not in found:
                found.append(other)
    return ",".join(found)
