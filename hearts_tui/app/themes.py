"""Which Textual theme the table uses: the player's choice, or the terminal's own colours.

Textual 8.2.8 does not ask the terminal for its background, so "auto" reads the one hint
terminals commonly give without a query: ``COLORFGBG`` ("15;0" is white on black), set by
rxvt, Konsole, iTerm2 and others.  Without it (or with "default" there) the table is dark.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

DARK: Final = "textual-dark"
LIGHT: Final = "textual-light"


def terminal_is_light(environ: Mapping[str, str]) -> bool | None:
    """True on a light background, False on a dark one, None when the terminal does not say.

    ``COLORFGBG`` ends with the background's colour number; as Vim reads it, 0–6 and 8 are
    dark, 7 and 9–15 light.
    """
    value = environ.get("COLORFGBG", "")
    background = value.rsplit(";", 1)[-1].strip()
    if ";" not in value or not background.isdigit():
        return None
    number = int(background)
    if number > 15:
        return None
    return not (number <= 6 or number == 8)


def theme_name(choice: str, environ: Mapping[str, str]) -> str:
    """The Textual theme for the setting ``choice`` ("auto", "dark" or "light")."""
    if choice == "light":
        return LIGHT
    if choice == "dark":
        return DARK
    return LIGHT if terminal_is_light(environ) else DARK
