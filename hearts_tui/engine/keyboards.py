"""The letters of the Russian keyboard layout, and the Russian letters that look Latin.

A player who types Russian has the ЙЦУКЕН layout on: the key marked K types «л».  The
table binds each command key for both letters of its key (``words.layouts`` builds its
layouts from :data:`RUSSIAN_KEYS`), and a game code typed with that layout on is read as
the keys pressed (:func:`~.codes.parse_code`): «Л7ЙВ-ЬК9Ы» is K7QD-MR9S.  A code copied or
typed with a Russian letter that looks Latin («К» for K) is read as the letter it looks
like (:data:`LOOK_ALIKES`).  The engine's part in this is reading codes; it is here, in
the bottom layer, so that the table and the line mode read keys from the same table.

>>> RUSSIAN_KEYS["k"], KEY_OF["л"], LOOK_ALIKES["К"]
('л', 'k', 'K')
"""

from __future__ import annotations

from typing import Final

__all__ = ["KEY_OF", "LOOK_ALIKES", "RUSSIAN_KEYS", "is_cyrillic"]

#: What each letter key of the US layout types in the Russian one (ЙЦУКЕН, as Windows,
#: macOS and X11's "ru" have it).
RUSSIAN_KEYS: Final[dict[str, str]] = dict(
    zip("qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфывапролдячсмить", strict=True)
)
#: The Latin letter of the key that types each Russian letter of :data:`RUSSIAN_KEYS`.
KEY_OF: Final[dict[str, str]] = {russian: latin for latin, russian in RUSSIAN_KEYS.items()}
#: Russian capitals that look like Latin ones (lower-case letters are read as capitals).
LOOK_ALIKES: Final[dict[str, str]] = dict(zip("АВЕКМНОРСТУХ", "ABEKMHOPCTYX", strict=True))


def is_cyrillic(char: str) -> bool:
    """Whether ``char`` is a letter of the Cyrillic block (Russian and its neighbours)."""
    return "\u0400" <= char <= "\u04ff"
