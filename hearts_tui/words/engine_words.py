"""The engine's texts in the player's language: why a move is refused, why a code is not one.

The engine speaks English and imports nothing but the standard library: its refusals
(:mod:`hearts_tui.engine.reasons`, :class:`~hearts_tui.engine.IllegalMove`) and its
verdicts on game codes (:class:`~hearts_tui.engine.InvalidCode`) are English texts, part
of its API.  :func:`said` recognises each of them (the templates below are the engine's,
word for word: ``tests/words/test_engine_words.py`` holds that) and says it in the
language spoken, a card or suit in it named as the front end names cards.  A text it does
not know is returned as it is.

>>> from hearts_tui.engine import reasons, Suit, Card
>>> from hearts_tui.words.language import use
>>> use("ru")
>>> said(reasons.follow_suit_reason(Suit.CLUBS))
'Ходите в масть: у вас есть ♣'
>>> said(reasons.lead_card_reason(Card.parse("2C")), "words")
'Первую взятку открывает двойка треф'
>>> use("en"); said(reasons.lead_card_reason(Card.parse("2C")), "words")
'The 2♣ leads the first trick'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Final

from ..engine import Card, Suit
from .language import N_, _, current
from .nouns import CardStyle, Forms, card_noun, suit_noun
from .quoting import in_quotes

__all__ = ["TEMPLATES", "said"]

#: Every text of the engine a player may read, as the engine words it; ``{name}`` is a
#: part the engine fills in (``{suit}`` a suit glyph, ``{card}`` a card such as ``Q♠``).
TEMPLATES: Final = (
    # Why a card may not be played, drawn, or taken back (engine/reasons.py).
    N_("Not your turn"),
    N_("No points on the first trick"),
    N_("Hearts are not broken yet"),
    N_("You must shed the Q♠ now"),
    N_("The hand is over: a finished hand cannot be taken back"),
    N_("Nothing to take back in this hand"),
    N_("There is no stock at this table"),
    N_("You lead: play a card"),
    N_("The stock is empty: play any card"),
    N_("Follow suit: you have {suit}"),
    N_("Draw: you have no {suit} — press d"),
    N_("The {card} leads the first trick"),
    # What the game refuses (engine/game_play.py).
    N_("Pass three cards first"),
    N_("The hand is over"),
    N_("The game is over"),
    N_("No passing now"),
    N_("No pass this hand"),
    N_("Cards already passed"),
    N_("Pass exactly 3 different cards"),
    N_("You do not hold {card}"),
    N_("Not allowed"),
    N_("No moon shot to score"),
    N_("The hand is not over ({phase})"),
    N_("The moon shot must be scored first"),
    # Why a game code is not one (engine/codes.py); {code} is the code as typed, quoted.
    N_("this code is for a table this version does not know"),
    N_("the game code is empty"),
    N_("{code} has {char}, which codes never use (they use 2-9 and the letters except I, L and O)"),
    N_("{code} has {char}, which is not a code character"),
    N_(
        "{code} has {char}, which is not a code character: codes are written in Latin letters"
        " (switch the keyboard layout)"
    ),
    N_("{code} reads as two codes, {first} and {second}: type it in Latin letters"),
    N_("{code} is too short: a game code has at least {count} characters"),
    N_("{code} is too long for a game code"),
    N_("{code} is not a valid code: check the characters for a typo"),
    N_("{code}: {reason}"),
    N_("0 (zero)"),
    N_("O (letter O)"),
    N_("1 (one)"),
    N_("I (letter I)"),
    N_("L (letter L)"),
)

_FIELD: Final = re.compile(r"\{(\w+)\}")
_GLYPHS: Final = {suit.symbol: suit for suit in Suit}


def _pattern(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)
    regex = "".join(
        f"(?P<{part}>.+?)" if i % 2 else re.escape(part) for i, part in enumerate(parts)
    )
    return re.compile(regex)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    # The more literal text a template has, the sooner it is tried ("{code}: {reason}" last).
    ordered = sorted(TEMPLATES, key=lambda t: -len(_FIELD.sub("", t)))
    return tuple((_pattern(template), template) for template in ordered)


def _value(name: str, text: str, style: CardStyle) -> Forms:
    """A part of an engine text as its translation names it (any case asked of a
    code or a glyph gives it as it is)."""
    if name == "suit" and text in _GLYPHS and style != "label":
        return suit_noun(_GLYPHS[text])
    if name == "card":
        try:
            return card_noun(Card.parse(text), style)
        except ValueError:
            pass
    if name in {"reason", "char"}:
        text = said(text, style)
    return Forms({"nom": in_quotes(text) if name in {"code", "text", "typed"} else text})


def said(text: str, style: CardStyle = "label") -> str:
    """The engine's ``text`` in the language spoken, its cards named in ``style``
    (``"words"`` for the line mode); an unknown text as it is."""
    if current() == "en":
        return text  # the engine's own words (the line mode's spoken() names its cards)
    for pattern, template in _patterns():
        found = pattern.fullmatch(text)
        if found is None:
            continue
        values = {name: _value(name, value, style) for name, value in found.groupdict().items()}
        return _(template).format(**values)
    return text


#: How a front end names the engine's texts (:func:`said` with its card style).
Said = Callable[[str], str]
