"""Issue 36 §2: a yes-or-no answer is read by its meaning in the language shown, in either
keyboard layout: «н» (on the key of y) never answers yes; «д» answers Да in Russian, and so
does ``l``, the key «д» is on, typed with the Latin layout on."""

from __future__ import annotations

import pytest

from hearts_tui.words.answers import answer_of, answers, keys_for
from hearts_tui.words.language import available, use
from hearts_tui.words.layouts import LAYOUTS

RU = LAYOUTS["ru"]

#: For each language of the question: what the key marked with its yes letter and the key
#: marked with its no letter type in each layout, and what that must answer.
PRESSED = {
    "en": [
        ("y", True),  # Latin layout: the y key
        ("n", False),
        (RU["y"], False),  # Russian layout, the y key: «н», the first letter of «Нет»
        (RU["n"], False),  # «т»
        ("д", True),  # the first letter of «Да», typed in the Russian layout
    ],
    "ru": [
        ("д", True),  # Russian layout: the д key
        ("н", False),
        ("l", True),  # Latin layout, the д key
        ("y", False),  # Latin layout, the н key (and the first letter of "yes")
        ("n", False),  # the first letter of "no"
    ],
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_answer_key_answers_by_its_meaning_in_both_layouts(language: str) -> None:
    use(language)
    for typed, meant in PRESSED[language]:
        assert answer_of(typed) is meant, (language, typed)
        assert answer_of(typed.upper()) is meant, (language, typed.upper())  # Caps Lock


def test_the_russian_letter_of_no_never_answers_yes_in_any_language() -> None:
    for language in available():
        use(language)
        assert answer_of("н") is False and answer_of("Н") is False, language


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_letter_answers_both_ways_and_the_words_answer_too(language: str) -> None:
    found = answers(language)
    assert not found.yes & found.no
    use(language)
    for word in ("yes", "Да", "да"):
        assert answer_of(word) is True, word
    for word in ("no", "Нет", "нет"):
        assert answer_of(word) is False, word
    assert answer_of("q") is None and answer_of("maybe") is None


def test_the_key_line_letters_are_the_languages_own() -> None:
    use("en")
    assert (keys_for(True), keys_for(False)) == ("y", "n")
    use("ru")
    assert (keys_for(True), keys_for(False)) == ("д", "н")
