"""Which language hearts speaks: ``--lang`` for one run, else the Settings choice, else the
locale as gettext reads it; and only the words change with it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts_tui.cli import language_asked
from hearts_tui.store.settings import Settings, load_settings, peek_language, save_settings
from hearts_tui.words.language import (
    _,
    available,
    choose,
    current,
    decimal,
    language_name,
    list_of_numbers,
    system_language,
    use,
)


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_UA.UTF-8"}, "ru"),
        ({"LANG": "ru"}, "ru"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "en"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LANGUAGE": "ru", "LC_ALL": "en_US.UTF-8"}, "ru"),
        ({"LANGUAGE": "fr:ru:en", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LANGUAGE": "en:ru", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANGUAGE": "", "LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_RU.UTF-8@latin"}, "ru"),
        # GNU gettext reads LANGUAGE only when the locale is not C: LC_ALL=C, set for plain
        # ASCII output, is not overruled by a LANGUAGE left over (it printed "?????").
        ({"LANGUAGE": "ru", "LC_ALL": "C"}, "en"),
        # ...but only C and POSIX themselves: under C.UTF-8 glibc (bash, apt) reads it.
        ({"LANGUAGE": "ru", "LANG": "C.UTF-8"}, "ru"),
        ({"LANGUAGE": "ru", "LC_ALL": "C.utf8", "LANG": "de_DE.UTF-8"}, "ru"),
        ({"LANGUAGE": "ru", "LC_ALL": "POSIX"}, "en"),
        ({"LANGUAGE": "ru"}, "en"),
        ({"LANGUAGE": "ru", "LANG": "de_DE.UTF-8"}, "ru"),
    ],
)
def test_the_locale_chooses_as_gettext_reads_it(environ: dict[str, str], language: str) -> None:
    assert system_language(environ) == language


def test_lang_wins_over_the_setting_which_wins_over_the_locale() -> None:
    russian = {"LANG": "ru_RU.UTF-8"}
    assert choose("system", None, russian) == "ru"
    assert choose("en", None, russian) == "en"
    assert choose("en", "ru", {}) == "ru"
    assert choose("system", "en", russian) == "en"
    # A setting or option naming a language this hearts has no catalogue for: the locale.
    assert choose("xx", None, russian) == "ru"
    assert choose("system", "xx", {}) == "en"


def test_lang_is_read_before_the_options_are_parsed() -> None:
    assert language_asked(["--lang", "ru", "--help"]) == "ru"
    assert language_asked(["--plain", "--lang=en"]) == "en"
    assert language_asked(["--", "--lang", "ru"]) is None
    assert language_asked(["--lang"]) is None


def test_each_language_is_offered_by_its_own_name() -> None:
    assert [language_name(code) for code in available()] == ["English", "Русский"]
    use("ru")
    assert language_name("en") == "English"


def test_use_switches_every_sentence_and_an_unknown_language_is_english() -> None:
    use("ru")
    assert current() == "ru"
    assert _("Not your turn") == "Сейчас не ваш ход"
    use("xx")
    assert current() == "en"
    assert _("Not your turn") == "Not your turn"


def test_the_language_setting_is_saved_and_read_back(tmp_path: Path) -> None:
    assert Settings().language == "system"
    save_settings(tmp_path, Settings(language="ru"))
    assert load_settings(tmp_path)[0].language == "ru"
    assert peek_language(tmp_path) == "ru"
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "ru"


@pytest.mark.parametrize("value", ["", "Russian", "r", "ru-RU", "../x", 7, None])
def test_a_language_setting_that_is_no_language_code_is_refused(value: object) -> None:
    with pytest.raises(ValueError, match="language"):
        Settings(language=value)  # type: ignore[arg-type]


def test_peeking_at_damaged_settings_says_system_and_leaves_the_file_alone(tmp_path: Path) -> None:
    assert peek_language(tmp_path) == "system"
    path = tmp_path / "settings.json"
    for text in ("{not json", '{"language": "klingon!"}', "[1]", '{"language": 3}'):
        path.write_text(text)
        assert peek_language(tmp_path) == "system"
        assert path.read_text() == text


def test_a_fraction_is_written_as_the_language_writes_it() -> None:
    """12.5 in English, 12,5 in Russian; a list of such numbers is parted by «;» there."""
    assert (decimal(12.46), decimal(-1.5, sign=True)) == ("12.5", "-1.5")
    assert list_of_numbers(["9♣ +0.4", "5♣ +1.2"]) == "9♣ +0.4, 5♣ +1.2"
    use("ru")
    assert (decimal(12.46), decimal(0.4, sign=True)) == ("12,5", "+0,4")
    assert list_of_numbers(["9♣ +0,4", "5♣ +1,2"]) == "9♣ +0,4; 5♣ +1,2"
