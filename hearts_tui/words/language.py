"""The language hearts speaks, and the functions every sentence is translated through.

English is the source language: the sentences are written in English in the code, wrapped
in :func:`_` (or :func:`ngettext` for a count, :func:`pgettext` where one English word has
two roles), and a catalogue a language (``hearts_tui/locale/<code>/LC_MESSAGES/hearts.po``,
compiled beside it as ``hearts.mo``) gives their translations; the standard library's
:mod:`gettext` reads it.  docs/translating.md says how to add a language.

Which language: :func:`choose` takes ``--lang`` for one run first, then the Settings
choice, then the locale as gettext reads it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``); :func:`use` makes it the one spoken from then on.  Until a front end calls
:func:`use`, hearts speaks English.  The choice is never saved in a game, a code or the
statistics: switching language mid-game changes no more than the words.

Sentences are translated when they are said, not when a module is imported, so a module's
constant texts are marked with :func:`N_` (for the extractor) and passed through :func:`_`
where they are used.

>>> use("en"); _("Not your turn")
'Not your turn'
>>> use("ru"); _("Not your turn")
'Сейчас не ваш ход'
>>> ngettext("{count} CPU", "{count} CPUs", 21).format(count=21)
'21 компьютер'
>>> use("en")
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Final, TypeVar

__all__ = [
    "DOMAIN",
    "LOCALE_DIR",
    "NP_",
    "N_",
    "SOURCE",
    "Translated",
    "_",
    "available",
    "choose",
    "current",
    "decimal",
    "join_and",
    "join_or",
    "language_name",
    "list_of_numbers",
    "ngettext",
    "npgettext",
    "pgettext",
    "system_language",
    "translations",
    "use",
]

#: The gettext domain: the catalogues are ``hearts.po`` / ``hearts.mo``.
DOMAIN: Final = "hearts"
#: Where the catalogues live: ``<code>/LC_MESSAGES/hearts.mo`` a language.
LOCALE_DIR: Final = Path(__file__).resolve().parent.parent / "locale"
#: The language the sentences are written in (it has no catalogue).
SOURCE: Final = "en"
#: What the Settings choice is when it follows the system (the locale).
SYSTEM: Final = "system"
#: The variables gettext reads for the language, strongest first.
LANGUAGE_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_spoken: gettext.NullTranslations = gettext.NullTranslations()
_code: str = SOURCE


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it (a module's constant,
    translated with :func:`_` where it is said)."""
    return message


def NP_(context: str, message: str) -> str:
    """:func:`N_` with a context: the constant is translated with :func:`pgettext` and
    the same ``context`` where it is said."""
    return message


def _(message: str) -> str:
    """``message`` in the language spoken now."""
    return _spoken.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count``, by the rules of the language spoken now
    (Russian has three: 1 очко, 2 очка, 5 очков)."""
    return _spoken.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the role ``context`` says (``pgettext("card rank", "queen")``)."""
    return _spoken.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` with a context."""
    return _spoken.npgettext(context, singular, plural, count)


def decimal(value: float, digits: int = 1, *, sign: bool = False) -> str:
    """``value`` with ``digits`` decimals, written as the language spoken now writes a
    fraction (``12.5`` in English, ``12,5`` in Russian); ``sign``: ``+`` before a positive.

    >>> decimal(12.46), decimal(0.4, sign=True)
    ('12.5', '+0.4')
    """
    text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
    # Translators: the mark between the whole part of a number and its fraction.
    return text.replace(".", pgettext("decimal separator", "."))


def list_of_numbers(items: Iterable[str]) -> str:
    """Items that hold a number each, joined as the language spoken now lists them
    (``+0.4, +1.2``; in Russian ``+0,4; +1,2``, the comma being the numbers' own)."""
    # Translators: between the items of a list whose items hold a fraction each.
    return pgettext("between numbers", ", ").join(items)


K = TypeVar("K")


class Translated(Mapping[K, str]):
    """A table of texts marked with :func:`N_`, each said in the language spoken when it is
    looked up (a module's table of names: ``VARIANT_NAMES[Variant.DOMINO]``).

    >>> names = Translated({1: N_("Not your turn")})
    >>> use("ru"); names[1]
    'Сейчас не ваш ход'
    >>> use("en"); names[1], list(names)
    ('Not your turn', [1])
    """

    __slots__ = ("_texts",)

    def __init__(self, texts: Mapping[K, str]) -> None:
        self._texts = dict(texts)

    def __getitem__(self, key: K) -> str:
        return _spoken.gettext(self._texts[key])

    def __iter__(self) -> Iterator[K]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def english(self, key: K) -> str:
        """The text as written, in the source language."""
        return self._texts[key]


@cache
def available() -> tuple[str, ...]:
    """The languages hearts speaks: English and each language with a compiled catalogue.

    >>> available()[:1], "ru" in available()
    (('en',), True)
    """
    found = []
    if LOCALE_DIR.is_dir():
        for folder in LOCALE_DIR.iterdir():
            if (folder / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file():
                found.append(folder.name)
    return (SOURCE, *sorted(found))


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code`` (English: none, the sentences as written)."""
    if code == SOURCE or code not in available():
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])


def _language_of(name: str) -> list[str]:
    """The codes a locale name may mean, closest first: ``ru_RU.UTF-8`` → ru_RU, ru."""
    base = name.split(".", 1)[0].split("@", 1)[0]
    return [base, base.split("_", 1)[0]] if "_" in base else [base]


def _is_c_locale(name: str) -> bool:
    """A C locale (``C``, ``POSIX``, ``C.UTF-8``): no language of its own, English."""
    return name in {"C", "POSIX"} or name.startswith(("C.", "C@", "POSIX."))


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for, as glibc's gettext reads it: the first of
    ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set (``LANGUAGE`` may list
    several, ``ru:en``), its first language hearts speaks; a C locale is English.  As in
    glibc, ``LANGUAGE`` is ignored only when the locale is exactly ``C`` or ``POSIX`` (or
    unset): a ``LC_ALL=C`` set to get plain ASCII output is not overruled by a ``LANGUAGE``
    left over, while ``LANGUAGE=ru LANG=C.UTF-8`` is Russian, as bash and apt speak there.

    >>> system_language({"LANG": "ru_RU.UTF-8"}), system_language({"LANG": "de_DE.UTF-8"})
    ('ru', 'en')
    >>> system_language({"LANGUAGE": "fr:ru", "LANG": "en_GB.UTF-8"})
    'ru'
    >>> system_language({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"})
    'en'
    >>> system_language({"LC_ALL": "C", "LANGUAGE": "ru"}), system_language({"LANGUAGE": "ru"})
    ('en', 'en')
    >>> system_language({"LANGUAGE": "ru", "LANG": "C.UTF-8"}), system_language({"LANG": "C.UTF-8"})
    ('ru', 'en')
    """
    env = os.environ if environ is None else environ
    locale_name = next((env[name] for name in LANGUAGE_VARIABLES[1:] if env.get(name, "")), "C")
    if locale_name.split("@", 1)[0] in {"C", "POSIX"}:
        return SOURCE
    value = env.get("LANGUAGE", "") or locale_name
    for name in value.split(":"):
        if _is_c_locale(name):
            return SOURCE
        for code in _language_of(name):
            if code in available():
                return code
    return SOURCE


def choose(
    setting: str = SYSTEM, override: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The language to speak: ``override`` (``--lang``) if given, else the Settings choice
    ``setting`` unless it is ``"system"`` (or a language this hearts does not have), else
    the locale's (:func:`system_language`).

    >>> choose("ru"), choose("system", "en"), choose("xx", environ={"LANG": "ru_RU.UTF-8"})
    ('ru', 'en', 'ru')
    """
    for code in (override, setting):
        if code and code in available():
            return code
    return system_language(environ)


def use(code: str) -> None:
    """Speak ``code`` from now on (a language hearts does not have: English)."""
    global _spoken, _code
    _code = code if code in available() else SOURCE
    _spoken = translations(_code)


def current() -> str:
    """The language spoken now: ``"en"``, ``"ru"``."""
    return _code


def language_name(code: str) -> str:
    """A language's name in that language, as the Settings choice lists it: ``Русский``.

    >>> language_name("en"), language_name("ru")
    ('English', 'Русский')
    """
    # Translators: the name of your language in your language, as a menu lists it.
    return translations(code).pgettext("the language's own name", "English")


def join_and(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the language spoken (Russian ``a, b и c``)."""
    if len(items) <= 1:
        return "".join(items)
    # Translators: the end of a list: "2♣, 3♥ and K♦".
    return pgettext("list", "{items} and {last}").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


def join_or(items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` in the language spoken."""
    if len(items) <= 1:
        return "".join(items)
    # Translators: the end of a list of choices: "6, 9 or queen".
    return pgettext("list", "{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _install_in_the_store() -> None:
    """The store's sentences (its notices about files) go through this language too."""
    from ..store import wording

    wording.install(_, ngettext, pgettext)


_install_in_the_store()
