"""The store's sentences in the player's language, without the store knowing of languages.

The store tells the player what happened to their files ("The saved game could not be
read …"), and sits below the words layer, which it may not import.  So its sentences go
through :func:`_` and :func:`ngettext` here, which say them as written (English) until the
words layer, when it is imported, :func:`install`\\ s its own (``hearts_tui.words.language``
does, so every front end has them).  The catalogue extracts these calls like any other.

>>> _("Cannot save the game: {error}").format(error="disk full")
'Cannot save the game: disk full'
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["N_", "_", "install", "ngettext", "pgettext"]


def _english(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def _as_written(context: str, message: str) -> str:
    return message


_gettext: Callable[[str], str] = str
_ngettext: Callable[[str, str, int], str] = _english
_pgettext: Callable[[str, str], str] = _as_written


def install(
    gettext: Callable[[str], str],
    plural: Callable[[str, str, int], str],
    context: Callable[[str, str], str],
) -> None:
    """Say the store's sentences with ``gettext``, ``plural`` and ``context`` from now on."""
    global _gettext, _ngettext, _pgettext
    _gettext, _ngettext, _pgettext = gettext, plural, context


def N_(message: str) -> str:
    """Marks a constant for the catalogue; it is translated where it is said."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` in the role ``context`` says, in the language spoken."""
    return _pgettext(context, message)


def _(message: str) -> str:
    """``message`` in the language spoken."""
    return _gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count`` in the language spoken."""
    return _ngettext(singular, plural, count)
