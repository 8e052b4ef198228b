"""Every catalogue is whole and right: each sentence of the code translated, none fuzzy or
empty, no sentence the code no longer says, the .mo the compiled .po, the placeholders
and plural forms of each translation those of its sentence.

The catalogues are found by themselves (``hearts_tui/locale/*/LC_MESSAGES/hearts.po``):
a new language is checked as soon as its file is there (docs/translating.md).
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.plurals import get_plural

from hearts_tui.words.language import LOCALE_DIR, available
from hearts_tui.words.nouns import CASES, gender_choice

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import catalogue

LANGUAGES = [code for code, _po in catalogue.catalogues()]
#: The counts every plural rule is tried at: each form of the languages hearts speaks,
#: and the teens and hundreds where rules go wrong.
COUNTS = (0, 1, 2, 5, 11, 12, 21, 22, 25, 101, 111)


def po_of(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / "hearts.po"


def test_there_is_a_catalogue_and_each_one_is_a_language_hearts_speaks() -> None:
    assert "ru" in LANGUAGES
    assert catalogue.LOCALE_DIR == LOCALE_DIR
    assert set(available()) == {"en", *LANGUAGES}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_sentence_of_the_code_is_translated_and_compiled(code: str) -> None:
    assert catalogue.problems(code, po_of(code)) == []


def fields(text: str) -> list[tuple[str, str]]:
    """The placeholders of a sentence: each name and the format it asks (a case)."""
    return sorted(
        (name, spec or "")
        for _lit, name, spec, _conv in string.Formatter().parse(text)
        if name is not None
    )


def translated(code: str) -> list[Message]:
    return [m for m in catalogue.read(po_of(code)) if m.id]


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_translation_fills_the_same_placeholders_asking_only_for_cases(code: str) -> None:
    """A placeholder asks a case (``{card:acc}``), or the word that agrees with the noun's
    gender (``{card:m:сыгран|f:сыграна}``), nothing else."""
    wrong = []
    for message in translated(code):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        names = {name for name, _spec in fields(ids[-1])}
        for text in strings:
            found = fields(text)
            # A count may be left out of a form that says it in words ("одно очко").
            if {name for name, _ in found} | ({"count"} & names) != names:
                wrong.append((message.id, text, "placeholders"))
            for _name, spec in found:
                if spec and spec.lower() not in CASES and gender_choice(spec) is None:
                    wrong.append((message.id, text, f"case {spec!r}"))
    assert wrong == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_plural_rule_is_the_languages_own_at_every_count(code: str) -> None:
    """The .po's rule gives, for each count, the form the language's CLDR rule gives."""
    po = catalogue.read(po_of(code))
    expected = get_plural(code)
    assert po.num_plurals == expected.num_plurals

    def rule(expr: str):  # type: ignore[no-untyped-def]
        import gettext

        return gettext.c2py(expr)

    ours, theirs = rule(po.plural_expr), rule(expected.plural_expr)
    assert [ours(n) for n in COUNTS] == [theirs(n) for n in COUNTS]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_plural_sentence_has_a_form_for_each_count(code: str) -> None:
    """Each plural sentence, formatted at every count, is filled and says the count."""
    from hearts_tui.words.language import translations

    found = translations(code)
    for message in translated(code):
        if not message.pluralizable:
            continue
        singular, plural = message.id
        for n in COUNTS:
            text = found.ngettext(singular, plural, n)
            if message.context:
                text = found.npgettext(message.context, singular, plural, n)
            assert text, (message.id, n)
            said = text.format_map(_Anything(n))
            assert said.strip(), (message.id, n)


class _Anything(dict[str, object]):
    """Any placeholder: the count where the sentence names one, a word elsewhere."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count

    def __missing__(self, key: str) -> object:
        return self.count if key == "count" else _Word()


class _Word:
    def __format__(self, spec: str) -> str:
        return "x"


def test_no_sentence_is_translated_inside_an_f_string() -> None:
    """The extractor cannot see a call inside an f-string (``f"{_('out')}"``): the
    sentence would never reach the catalogue and stay English."""
    import ast

    package = Path(catalogue.PACKAGE)
    hidden = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Name | ast.Attribute)
                    and getattr(call.func, "id", getattr(call.func, "attr", ""))
                    in catalogue.KEYWORDS
                ):
                    hidden.append(f"{path.relative_to(package)}:{call.lineno}")
    assert hidden == []
