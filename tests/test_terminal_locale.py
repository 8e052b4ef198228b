"""The locale check behind the automatic ASCII drawing (issue 11 §17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui.terminal_locale import (
    ascii_locale,
    start_environment,
    without_coercion,
)
from hearts_tui.words.command_line import ascii_notice
from hearts_tui.words.language import use


@pytest.mark.parametrize(
    "env",
    [
        {"LANG": "C"},
        {"LANG": "POSIX"},
        {"LC_ALL": "C"},
        {"LC_CTYPE": "C", "LANG": "en_US.UTF-8"},
        {"LANG": "en_US.ISO-8859-1"},
        {"LANG": "de_DE@euro"},
        {"LANG": "en_US"},
        {"LC_ALL": "C", "LC_CTYPE": "en_US.UTF-8", "LANG": "en_US.UTF-8"},
    ],
)
def test_a_c_posix_or_non_utf8_locale_means_ascii(env: dict[str, str]) -> None:
    assert ascii_locale(env) is not None


@pytest.mark.parametrize(
    "env",
    [
        {},
        {"LANG": ""},
        {"LANG": "en_US.UTF-8"},
        {"LANG": "C.UTF-8"},
        {"LANG": "de_DE.utf8"},
        {"LC_ALL": "en_GB.UTF-8", "LANG": "C"},
        {"LC_CTYPE": "C.utf-8", "LANG": "C"},
        {"LC_ALL": "", "LC_CTYPE": "", "LANG": "fr_FR.UTF-8@euro"},
        {"TERM": "xterm", "LC_MESSAGES": "C"},
    ],
)
def test_utf8_or_nothing_set_keeps_unicode(env: dict[str, str]) -> None:
    assert ascii_locale(env) is None


def test_the_first_set_variable_is_named_in_the_notice() -> None:
    setting = ascii_locale({"LC_CTYPE": "POSIX", "LANG": "C"})
    assert setting == "LC_CTYPE=POSIX"
    notice = ascii_notice(setting)
    assert "LC_CTYPE=POSIX" in notice and "(S H D C)" in notice
    assert notice.isascii() and len(notice) <= 80


def test_the_notice_is_said_in_the_language_chosen_and_fits_the_status_line() -> None:
    """Under `LANG=C hearts --lang ru` the notice was English, and cut at 80 columns."""
    use("ru")
    try:
        notice = ascii_notice("LANG=C")
    finally:
        use("en")
    assert notice == "Локаль LANG=C не показывает значки мастей: масти буквами (п ч б т)"
    assert len(notice) <= 80


def test_pythons_coerced_lc_ctype_does_not_hide_lang_c() -> None:
    """Seen in tmux: under LANG=C Python itself sets LC_CTYPE=C.UTF-8 (PEP 538)."""
    assert ascii_locale(without_coercion({"LANG": "C", "LC_CTYPE": "C.UTF-8"})) == "LANG=C"
    assert ascii_locale(without_coercion({"LC_CTYPE": "C.UTF-8"})) is None  # nothing set
    kept = {"LC_ALL": "C.UTF-8", "LC_CTYPE": "C.UTF-8", "LANG": "C"}
    assert without_coercion(kept) == kept  # LC_ALL set: Python does not coerce


def test_the_start_environment_is_read_as_the_terminal_gave_it(tmp_path: Path) -> None:
    environ = tmp_path / "environ"
    environ.write_bytes(b"HOME=/root\0LANG=C\0TERM=xterm\0")
    assert start_environment({"LC_CTYPE": "C.UTF-8", "LANG": "C"}, environ) == {"LANG": "C"}
    missing = tmp_path / "none"
    coerced = {"LC_CTYPE": "C.UTF-8", "LANG": "POSIX"}
    assert start_environment(coerced, missing) == {"LANG": "POSIX"}
