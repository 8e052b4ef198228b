"""Keyboard layouts: what the physical keys of the US layout type in another layout.

A player who types Russian has the ЙЦУКЕН layout on: the key marked P types «з», the key
of ``/`` types ``.`` and ``?`` (Shift on the same key) types ``,``.  The table binds each
key for both (:func:`hearts_tui.app.layouts.with_layouts`); the line mode reads a short
form typed in the other layout as its letter (``р`` is ``h``, the hand).

>>> LAYOUTS["ru"]["p"], latin_letter("з"), latin_letter("p"), latin_letter("дп")
('з', 'p', None, None)
"""

from __future__ import annotations

from typing import Final

from ..engine.keyboards import RUSSIAN_KEYS

__all__ = ["LAYOUTS", "latin_letter"]

#: Each layout: what a key of the US layout (as Textual names it) types instead.
LAYOUTS: Final[dict[str, dict[str, str]]] = {
    # ЙЦУКЕН, the Russian layout of Windows, macOS and X11 ("ru"); its letters are the
    # engine's, which reads a game code typed with it on.
    "ru": {
        **RUSSIAN_KEYS,
        "left_square_bracket": "х",
        "right_square_bracket": "ъ",
        "semicolon": "ж",
        "apostrophe": "э",
        "comma": "б",
        "full_stop": "ю",
        "slash": "full_stop",
        "question_mark": "comma",
        "grave_accent": "ё",
    }
}

#: A letter of another layout, and the Latin letter on the same physical key.
_LATIN: Final[dict[str, str]] = {
    typed: key
    for layout in LAYOUTS.values()
    for key, typed in layout.items()
    if len(key) == 1 and len(typed) == 1
}


def latin_letter(typed: str) -> str | None:
    """The Latin letter of the key that types the single letter ``typed`` in another
    layout (``з`` → ``p``); None for anything else."""
    return _LATIN.get(typed.lower())
