"""Text in plain ASCII for ``--ascii`` and terminals whose locale cannot show more.

One table for every word on screen: suit glyphs become letters (``Q♠`` → ``QS``), arrows,
marks and punctuation become their ASCII spellings.  No Textual here.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..engine import Suit

#: Each glyph the game draws and its ASCII spelling.
ASCII_SPELLINGS: Final[dict[str, str]] = {
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "−": "-",
    "–": "-",
    "—": "--",
    "·": "-",
    "…": "...",
    "←": "<-",
    "→": "->",
    "↑": "^",
    "↓": "v",
    "⏎": "Enter",
    "▶": ">",
    "▮": "#",
    "☾": "M",
    "Σ": "Sum",
    "×": "x",
    "≥": ">=",
    "≤": "<=",
    "“": '"',
    "”": '"',
    "‘": "'",
    "’": "'",
    "✓": "v",
    "✗": "x",
    "•": "*",
    "▔": "-",
    # The chart's bars, lowest to highest, still rising in ASCII.
    **dict(zip("▁▂▃▄▅▆▇█", "_.-:=+*#", strict=True)),
}

_SUITS: Final = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}


@cache
def _table(language: str) -> dict[int, str]:
    """The spellings, each suit as the language spoken writes its letter (Russian п ч б т)."""
    from .nouns import ascii_suit_letter

    spellings = dict(ASCII_SPELLINGS)
    spellings.update({glyph: ascii_suit_letter(suit) for glyph, suit in _SUITS.items()})
    return str.maketrans(spellings)


def ascii_text(text: str) -> str:
    """``text`` with every glyph of :data:`ASCII_SPELLINGS` spelled in ASCII, the suits by
    the letters of the language spoken (Russian «Дп», «10ч»: its own letters, small, not a
    Latin C read as the Russian С).

    >>> ascii_text("You · hand 3 · Q♠ → West")
    'You - hand 3 - QS -> West'
    """
    from .language import current

    return text.translate(_table(current()))


#: The quotes of other languages' sentences, spelled in ASCII where the letters stay.
_QUOTES: Final = str.maketrans({"«": '"', "»": '"', "„": '"'})


def ascii_only(text: str, *, keep_letters: bool = False) -> str:
    """``text`` in ASCII alone: the glyphs spelled (:func:`ascii_text`), anything else
    (a typed "é" quoted back) as "?".  ``keep_letters``: the words are in a language
    written in other letters (Russian), which stay, as ``--ascii`` keeps them at the table;
    only the glyphs and quotes are spelled in ASCII.

    >>> ascii_only("'héllo' … Q♠")
    "'h?llo' ... QS"
    >>> ascii_only("«дама» — Д♠ ✓", keep_letters=True)
    '"дама" -- ДS v'
    """
    spelled = ascii_text(text)
    if keep_letters:
        spelled = spelled.translate(_QUOTES)
        return "".join(c if c.isascii() or c.isalpha() else "?" for c in spelled)
    return spelled.encode("ascii", "replace").decode("ascii")


#: Keys spelled whole in ASCII (a key bar entry is one key, not text around it).
ASCII_KEYS: Final[dict[str, str]] = {"←→": "<->", "⏎": "Enter", "←": "<-", "→": "->"}


def ascii_key(display: str) -> str:
    """How a key shown in a key bar or footer is spelled in ASCII.

    >>> ascii_key("←→"), ascii_key("⏎"), ascii_key("Esc")
    ('<->', 'Enter', 'Esc')
    """
    return ASCII_KEYS.get(display, ascii_text(display))
