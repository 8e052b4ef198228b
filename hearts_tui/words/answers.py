"""A yes-or-no answer, read by its meaning in the language shown, not by the key's place.

Command keys work from the same physical key in every layout (``з`` is ``p``).  An answer
does not: «н» is on the key of ``y``, and it is the first letter of «Нет».  In a yes-or-no
question the letters are read by what they mean in the language the question is shown in:

* the question's own letters (``y`` and ``n`` in English, ``д`` and ``н`` in Russian, from
  the catalogue) and the first letters of yes and no in every language hearts speaks;
* the letters the same physical keys type in the other layouts, for the letters the key
  line shows: «д» is on the key of ``l``, so ``l`` typed with the Latin layout on answers
  Да in a Russian question;
* a letter that could be read both ways means no, which never does anything: ``н`` in an
  English question (the key of ``y``, and the first letter of «Нет»), ``y`` in a Russian
  one (the key of «н», and the first letter of "yes").

Capital letters (Caps Lock, Shift) answer as their small ones; the words themselves
(``yes``, «нет») answer too, in the line mode.

>>> from hearts_tui.words.language import use
>>> use("en"); answer_of("y"), answer_of("д"), answer_of("н"), answer_of("т"), answer_of("l")
(True, True, False, False, None)
>>> use("ru"); answer_of("д"), answer_of("l"), answer_of("н"), answer_of("y"), answer_of("Нет")
(True, True, False, False, False)
>>> keys_for(True), keys_for(False)
('д', 'н')
>>> use("en")
"""

from __future__ import annotations

from functools import cache
from typing import Final, NamedTuple

from .language import N_, NP_, available, current, translations
from .layouts import LAYOUTS, latin_letter

__all__ = ["Answers", "answer_of", "answers", "keys_for"]

#: The catalogue's context of the answer letters.
CONTEXT: Final = "answer key"
# Translators: the key that answers "Yes" in a yes-or-no question: the first letter of your
# word for yes (Russian: д).  It must differ from the key that answers "No".
YES_KEY: Final = NP_("answer key", "y")
# Translators: the key that answers "No" in a yes-or-no question: the first letter of your
# word for no (Russian: н).
NO_KEY: Final = NP_("answer key", "n")
#: The buttons' words when a question names no others; lower-cased, the words that answer.
YES: Final = N_("Yes")
NO: Final = N_("No")


class Answers(NamedTuple):
    """How a yes-or-no question in one language is answered from the keyboard."""

    #: The letters the key line shows for yes and for no.
    shown_yes: str
    shown_no: str
    #: Every letter (small and capital) read as yes, and as no.
    yes: frozenset[str]
    no: frozenset[str]
    #: The whole words read as yes and as no (in every language, small letters).
    yes_words: frozenset[str]
    no_words: frozenset[str]


def _letters(code: str) -> tuple[str, str]:
    """The letters that answer yes and no in language ``code``'s questions."""
    found = translations(code)
    yes, no = found.pgettext(CONTEXT, YES_KEY), found.pgettext(CONTEXT, NO_KEY)
    return yes.strip().lower()[:1] or "y", no.strip().lower()[:1] or "n"


def _words(code: str) -> tuple[str, str]:
    """The words yes and no in language ``code`` (the buttons' words), in small letters."""
    found = translations(code)
    return found.gettext(YES).strip().lower(), found.gettext(NO).strip().lower()


def _same_key(letter: str) -> set[str]:
    """The letters the physical key of ``letter`` types in the other layouts."""
    latin = latin_letter(letter) or letter
    found = {latin, *(layout[latin] for layout in LAYOUTS.values() if latin in layout)}
    return {other for other in found if len(other) == 1 and other != letter}


@cache
def answers(code: str) -> Answers:
    """How questions in language ``code`` are answered (see the module's notes)."""
    shown_yes, shown_no = _letters(code)
    yes = {shown_yes, *_same_key(shown_yes)}
    no = {shown_no, *_same_key(shown_no)}
    yes_words, no_words = set(), set()
    for other in available():
        letter_yes, letter_no = _letters(other)
        yes.add(letter_yes)
        no.add(letter_no)
        word_yes, word_no = _words(other)
        yes_words.add(word_yes)
        no_words.add(word_no)
    yes -= no  # read both ways: no, which never does anything
    yes_words -= no_words
    return Answers(
        shown_yes,
        shown_no,
        frozenset(yes | {letter.upper() for letter in yes}),
        frozenset(no | {letter.upper() for letter in no}),
        frozenset(yes_words),
        frozenset(no_words),
    )


def answer_of(typed: str) -> bool | None:
    """``typed`` as an answer to a yes-or-no question in the language spoken now: True for
    yes, False for no, None for neither (a letter or a whole word)."""
    found = answers(current())
    if len(typed) == 1:
        return True if typed in found.yes else False if typed in found.no else None
    word = typed.strip().lower()
    return True if word in found.yes_words else False if word in found.no_words else None


def keys_for(yes: bool) -> str:
    """The letter a question in the language spoken now shows for yes (or for no)."""
    found = answers(current())
    return found.shown_yes if yes else found.shown_no
