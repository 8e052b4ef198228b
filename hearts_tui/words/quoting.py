"""What a person typed, quoted in a sentence in the quotes of the language spoken: English
``'qx'``, Russian «qx» (the engine's :func:`~hearts_tui.engine.quoting.quoted` cuts it short
and escapes what cannot be shown; this puts it in the language's own quotes).

>>> from hearts_tui.words.language import use
>>> quoted("qx"), in_quotes("'K7QD'")
("'qx'", "'K7QD'")
>>> use("ru"); quoted("qx"), quoted("it's"), in_quotes("'K7QD'"), quoted(7)
('«qx»', "«it's»", '«K7QD»', '7')
>>> use("en")
"""

from __future__ import annotations

from ..engine.quoting import LIMIT
from ..engine.quoting import quoted as quoted_as_python
from .language import pgettext

__all__ = ["in_quotes", "quoted"]


def in_quotes(text: str) -> str:
    """A string quoted as Python quotes it (``'abc'``), in the quotes of the language
    spoken (Russian «abc»); any other text as it is."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        # Translators: typed input quoted in a sentence ("'qx' is not a card").
        return pgettext("quotes", "'{text}'").format(text=text[1:-1])
    return text


def quoted(value: object, limit: int = LIMIT) -> str:
    """``value`` cut short and quoted, in the quotes of the language spoken."""
    return in_quotes(quoted_as_python(value, limit))
