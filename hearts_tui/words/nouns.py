"""Cards, suits and seats as nouns, in the case each sentence asks for.

A language with cases (Russian) says the queen of spades four ways: «дама пик ушла»,
«вы отдаёте даму пик», «Запад ходит дамой пик», «у Востока нет дамы пик».  Each noun here
is a :class:`Forms`: its forms by case, read from the catalogue, so a translated sentence
asks for the form it needs by name in its placeholder — ``{card:ins}``, ``{seat:dat}`` —
and the English sentence, which has no cases, writes ``{card}``.  A capital first letter
(``{seat:Nom}``) capitalises the word, for the start of a sentence.

The forms live in the catalogue, one entry a rank, suit and seat (docs/translating.md): in
English the word itself, in a translation its forms as ``case:form`` pairs joined by ``|``
(``nom:дама|gen:дамы|dat:даме|acc:даму|ins:дамой|pre:даме``).  A card's name is a pattern
of its rank and suit (``{rank} of {suit}``; Russian ``{rank} {suit:gen}``): a
placeholder without a case agrees with the case the sentence asked for.

>>> from hearts_tui.engine import Card
>>> from hearts_tui.words.language import use
>>> queen = Card.parse("QS")
>>> "West leads the {card}.".format(card=card_noun(queen))
'West leads the queen of spades.'
>>> use("ru")
>>> "Запад ходит {card:ins}, вы отдаёте {card:acc}.".format(card=card_noun(queen))
'Запад ходит дамой пик, вы отдаёте даму пик.'
>>> card_label(queen), format(card_noun(queen, "short")), format(card_noun(queen), "Nom")
('Д♠', 'ДП', 'Дама пик')
>>> use("en")
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Final, Literal

from ..engine import CARDS, Card, Suit
from .language import current, pgettext

__all__ = [
    "CASES",
    "GENDERS",
    "CardStyle",
    "Counted",
    "Forms",
    "agreeing",
    "ascii_suit_letter",
    "card_label",
    "card_noun",
    "cards_noun",
    "forms",
    "gender_choice",
    "join_forms",
    "phrase",
    "rank_label",
    "rank_noun",
    "suit_label",
    "suit_letter",
    "suit_noun",
    "table_style",
    "the_card_noun",
]

#: The cases a sentence may ask for (a language uses those it has; any other gives the
#: nominative): nominative, genitive, dative, accusative, instrumental, prepositional.
CASES: Final = ("nom", "gen", "dat", "acc", "ins", "pre")
#: How a card is named: as on the cards (``Q♠``, ``Д♠``), the same in ASCII (``QS``),
#: in words (``queen of spades``, ``дама пик``) or in a short code (``QS``, ``ДП``).
CardStyle = Literal["label", "ascii", "words", "short"]


class Forms:
    """A noun in each of its cases; ``format(noun, "acc")`` is its accusative.

    A noun may have a grammatical gender (``m``, ``f``, ``n``, or ``pl`` for a plural),
    which the words around it agree with: a placeholder whose format is a choice by gender,
    ``{card:m:сыгран|f:сыграна|pl:сыграны}``, gives the word for the noun's gender (the
    first one for a noun without a gender, as in English).

    >>> queen = forms("nom:дама|gen:дамы|acc:даму|gender:f")
    >>> f"{queen} {queen:acc} {queen:Acc} {queen:ins}"
    'дама даму Даму дама'
    >>> f"{queen:m:сыгран|f:сыграна}", queen.gender
    ('сыграна', 'f')
    >>> str(forms("West")), format(forms("West"), "dat"), format(forms("West"), "m:a|f:b")
    ('West', 'West', 'a')
    """

    __slots__ = ("_forms", "gender")

    def __init__(self, by_case: Mapping[str, str], gender: str = "") -> None:
        self._forms = dict(by_case)
        #: The noun's gender (``m``, ``f``, ``n``, ``pl``), or ``""`` in a language without.
        self.gender = gender

    def case(self, name: str) -> str:
        """The form of case ``name`` (the nominative when the language has no such case)."""
        return self._forms.get(name) or self._forms.get("nom", "")

    def __format__(self, spec: str) -> str:
        if not spec:
            return self.case("nom")
        if ":" in spec:
            return agreeing(spec, self.gender)
        form = self.case(spec.lower())
        return form[:1].upper() + form[1:] if spec[:1].isupper() else form

    def __str__(self) -> str:
        return self.case("nom")

    def __repr__(self) -> str:
        return f"Forms({self._forms!r}, {self.gender!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Forms) and other._forms == self._forms and other.gender == self.gender
        )

    def __hash__(self) -> int:
        return hash((tuple(sorted(self._forms.items())), self.gender))


#: The genders a noun may have, as a choice names them: masculine, feminine, neuter, plural.
GENDERS: Final = ("m", "f", "n", "pl")


def gender_choice(spec: str) -> dict[str, str] | None:
    """The words of a choice by gender (``m:сыгран|f:сыграна``) by gender; None when
    ``spec`` is no such choice.

    >>> gender_choice("m:сыгран|f:сыграна|pl:сыграны")
    {'m': 'сыгран', 'f': 'сыграна', 'pl': 'сыграны'}
    >>> gender_choice("acc") is None
    True
    """
    choice: dict[str, str] = {}
    for piece in spec.split("|"):
        name, sep, word = piece.partition(":")
        if not sep or name.lower() not in GENDERS:
            return None
        choice[name.lower()] = word
    return choice


def agreeing(spec: str, gender: str) -> str:
    """The word of the choice ``spec`` for ``gender`` (the first word when the choice has
    none for it)."""
    choice = gender_choice(spec) or {}
    return choice.get(gender, next(iter(choice.values()), ""))


class Counted(str):
    """A number of things as a sentence says it (``"5 hands"``), with its forms in each
    case where the language has them (Russian «за 5 сдач», «за 1 сдачу»): a ``str`` (the
    nominative) that a placeholder may ask a case of, ``{hands:acc}``.

    >>> five = Counted(forms("nom:5 сдач|acc:5 сдач|dat:5 сдачам"))
    >>> five, f"за {five:acc}, по {five:dat}", five + "!"
    ('5 сдач', 'за 5 сдач, по 5 сдачам', '5 сдач!')
    """

    forms: Forms

    def __new__(cls, noun: Forms) -> Counted:
        made = super().__new__(cls, noun.case("nom"))
        made.forms = noun
        return made

    def __format__(self, spec: str) -> str:
        return format(self.forms, spec) if spec else str(self)


def join_forms(
    items: Sequence[Forms], separator: str | None = None, *, either: bool = False
) -> Forms:
    """Nouns in a list, the list in every case (each item in it): ``the 2♣ and the 3♥``,
    Russian ``двойку треф и тройку червей`` for an accusative; with ``either``, ``the K♠
    or the A♠``.  With ``separator`` the items are only joined by it (``♣ ♦``)."""
    from .language import join_and, join_or

    def joined(case: str) -> str:
        words = [format(item, case) for item in items]
        if separator is not None:
            return separator.join(words)
        return join_or(words) if either else join_and(words)

    gender = items[0].gender if len(items) == 1 else "pl"
    return Forms({case: joined(case) for case in CASES}, gender)


#: The ``|`` between a noun's forms (not one inside a placeholder's choice by gender).
_PIECES: Final = re.compile(r"\|(?![^{}]*\})")


def forms(text: str) -> Forms:
    """The forms a catalogue entry gives: ``nom:дама|gen:дамы|…|gender:f``, or one word
    for all cases (``West``, as English writes it).  A piece without ``case:`` is the
    nominative; ``gender:`` gives the noun's gender."""
    by_case: dict[str, str] = {}
    gender = ""
    for piece in _PIECES.split(text):
        name, sep, form = piece.partition(":")
        if sep and name.strip() in CASES:
            by_case[name.strip()] = form.strip()
        elif sep and name.strip() == "gender":
            gender = form.strip()
        else:
            by_case.setdefault("nom", piece.strip())
    return Forms(by_case, gender)


class _Agreeing(string.Formatter):
    """Formats a noun phrase's pattern in one case: a placeholder without a case of its
    own agrees with the phrase (``{rank}`` takes the phrase's case, ``{suit:gen}`` not)."""

    def __init__(self, case: str) -> None:
        super().__init__()
        self._case = case

    def format_field(self, value: object, format_spec: str) -> str:
        return format(value, format_spec or self._case)


def phrase(pattern: str, **parts: Forms) -> Forms:
    """A noun phrase of ``parts`` in every case, from ``pattern`` (which may itself have a
    form a case, ``nom:любая карта, кроме {suit:gen}|acc:любую карту, кроме {suit:gen}``)."""
    patterns = forms(pattern)
    gender = patterns.gender or next((part.gender for part in parts.values()), "")
    return Forms(
        {case: _Agreeing(case).format(patterns.case(case), **parts) for case in CASES}, gender
    )


# The words themselves.  Each is a catalogue entry with a context, so a translation gives
# all the forms of the word.  Translators: each entry of the contexts below ("card rank",
# "suit", "seat", "seat name") is one word in every case your language has, as
# case:form pairs joined by | (docs/translating.md).
_RANK_WORDS: Final[dict[int, Callable[[], str]]] = {
    2: lambda: pgettext("card rank", "2"),
    3: lambda: pgettext("card rank", "3"),
    4: lambda: pgettext("card rank", "4"),
    5: lambda: pgettext("card rank", "5"),
    6: lambda: pgettext("card rank", "6"),
    7: lambda: pgettext("card rank", "7"),
    8: lambda: pgettext("card rank", "8"),
    9: lambda: pgettext("card rank", "9"),
    10: lambda: pgettext("card rank", "10"),
    11: lambda: pgettext("card rank", "jack"),
    12: lambda: pgettext("card rank", "queen"),
    13: lambda: pgettext("card rank", "king"),
    14: lambda: pgettext("card rank", "ace"),
}
_RANK_LABELS: Final[dict[int, Callable[[], str]]] = {
    # Translators: the letters on the cards for jack, queen, king and ace (one letter each).
    11: lambda: pgettext("rank on a card", "J"),
    12: lambda: pgettext("rank on a card", "Q"),
    13: lambda: pgettext("rank on a card", "K"),
    14: lambda: pgettext("rank on a card", "A"),
}
_SUIT_WORDS: Final[dict[Suit, Callable[[], str]]] = {
    Suit.CLUBS: lambda: pgettext("suit", "clubs"),
    Suit.DIAMONDS: lambda: pgettext("suit", "diamonds"),
    Suit.HEARTS: lambda: pgettext("suit", "hearts"),
    Suit.SPADES: lambda: pgettext("suit", "spades"),
}
_SUIT_LETTERS: Final[dict[Suit, Callable[[], str]]] = {
    # Translators: a suit's letter in the short card codes of the line mode (QS, 10H).
    Suit.CLUBS: lambda: pgettext("suit letter", "C"),
    Suit.DIAMONDS: lambda: pgettext("suit letter", "D"),
    Suit.HEARTS: lambda: pgettext("suit letter", "H"),
    Suit.SPADES: lambda: pgettext("suit letter", "S"),
}


_ASCII_SUITS: Final[dict[Suit, Callable[[], str]]] = {
    # Translators: a suit's letter where the terminal shows no suit symbols (--ascii, the
    # setting "ASCII suits"): after the rank on a card (QS, 10H). Russian: т б ч п, small,
    # so that «Дп» and «Тт» read as rank and suit.
    Suit.CLUBS: lambda: pgettext("suit in ASCII", "C"),
    Suit.DIAMONDS: lambda: pgettext("suit in ASCII", "D"),
    Suit.HEARTS: lambda: pgettext("suit in ASCII", "H"),
    Suit.SPADES: lambda: pgettext("suit in ASCII", "S"),
}


@cache
def _rank_forms(language: str, rank: int) -> Forms:
    return forms(_RANK_WORDS[rank]())


@cache
def _suit_forms(language: str, suit: Suit) -> Forms:
    return forms(_SUIT_WORDS[suit]())


@cache
def _rank_label(language: str, rank: int) -> str:
    return _RANK_LABELS[rank]() if rank in _RANK_LABELS else str(rank)


@cache
def _suit_letter(language: str, suit: Suit) -> str:
    return _SUIT_LETTERS[suit]()


@cache
def _ascii_letter(language: str, suit: Suit) -> str:
    return _ASCII_SUITS[suit]()


def ascii_suit_letter(suit: Suit) -> str:
    """A suit's letter where no suit symbols are shown: ``S`` (Russian ``п``, as in «Дп»)."""
    return _ascii_letter(current(), suit)


def rank_noun(rank: int) -> Forms:
    """A rank as a word: ``queen``, ``10`` (Russian ``дама``, ``десятка``)."""
    return _rank_forms(current(), rank)


def suit_noun(suit: Suit) -> Forms:
    """A suit as a word: ``spades`` (Russian ``пики``, ``пик``, ``пиками``…)."""
    return _suit_forms(current(), suit)


def rank_label(rank: int) -> str:
    """A rank as the cards show it: ``Q``, ``10`` (Russian ``Д``, ``10``)."""
    return _rank_label(current(), rank)


def suit_letter(suit: Suit) -> str:
    """A suit's letter in short codes: ``S`` (Russian ``П``)."""
    return _suit_letter(current(), suit)


def table_style(ascii_suits: bool) -> CardStyle:
    """How the table names a card: its label, with or without suit symbols."""
    return "ascii" if ascii_suits else "label"


def suit_label(suit: Suit, *, ascii_suits: bool = False) -> Forms:
    """A suit as the table names it in a sentence: its glyph (the same in every case), or,
    with ASCII suits, its word («ходите в трефы», "follow clubs"): a letter alone in a
    sentence reads as a word of it (a Latin C as the Russian preposition С).

    >>> format(suit_label(Suit.CLUBS), "acc"), format(suit_label(Suit.CLUBS, ascii_suits=True))
    ('♣', 'clubs')
    """
    if ascii_suits:
        return suit_noun(suit)
    return Forms({"nom": suit.symbol}, "pl")


def card_label(card: Card, *, ascii_suits: bool = False) -> str:
    """A card as the table draws it: ``Q♠`` (``QS`` with ``ascii_suits``); Russian ``Д♠``."""
    return _label(current(), card.index, ascii_suits)


@cache
def _label(language: str, index: int, ascii_suits: bool) -> str:
    card = CARDS[index]
    return _rank_label(language, card.rank) + (
        _ascii_letter(language, card.suit) if ascii_suits else card.suit.symbol
    )


@cache
def _card_forms(language: str, index: int, style: CardStyle) -> Forms:
    card = CARDS[index]
    gender = _rank_forms(language, card.rank).gender
    if style == "label" or style == "ascii":
        return Forms({"nom": _label(language, index, style == "ascii")}, gender)
    if style == "short":
        short = _rank_label(language, card.rank) + _suit_letter(language, card.suit)
        return Forms({"nom": short}, gender)
    # Translators: a card's name in a sentence; {rank} takes the case the sentence asks
    # for, give {suit} the case your language names a card with (Russian: {suit:gen}).
    pattern = pgettext("card name", "{rank} of {suit}")
    return phrase(
        pattern, rank=_rank_forms(language, card.rank), suit=_suit_forms(language, card.suit)
    )


def card_noun(card: Card, style: CardStyle = "words") -> Forms:
    """A card as a noun of a sentence: ``queen of spades`` (Russian ``дама пик``,
    ``дамой пик``…), or as its label or short code, which have no cases."""
    return _card_forms(current(), card.index, style)


@cache
def _the_card(language: str, index: int, style: CardStyle) -> Forms:
    noun = _card_forms(language, index, style)
    if style != "words":
        return noun
    # Translators: a card named in a sentence, with the article English puts before it
    # ("the queen of spades"); a language without articles writes {card}.
    return phrase(pgettext("card with its article", "the {card}"), card=noun)


def the_card_noun(card: Card, style: CardStyle = "words") -> Forms:
    """A card as a sentence names it, article and all: ``the queen of spades`` (Russian
    ``дама пик``); a label or a short code as it is (``QS``: no article before a code)."""
    return _the_card(current(), card.index, style)


def cards_noun(cards: Sequence[Card], style: CardStyle = "words") -> Forms:
    """Cards in one phrase, in every case: ``the 2 of clubs and the king of diamonds``
    (Russian ``двойка треф и король бубён``, ``двойку треф и короля бубён``…); codes and
    labels side by side (``2C KD``)."""
    if style == "words":
        return join_forms([the_card_noun(card, style) for card in cards])
    return join_forms([card_noun(card, style) for card in cards], " ")
