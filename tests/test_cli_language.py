"""``hearts --help`` and the command line's refusals in the language chosen: --lang, the
saved setting, the locale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_tui import cli
from hearts_tui.store.settings import Settings, save_settings

#: The Latin words ``hearts --help`` may show in Russian: options, variables, commands.
NAMES = re.compile(
    r"--?[a-z]+|[A-Z_]{2,}|hearts|sim|docs/plain\.md|ru_RU\.UTF-8|K7QD-MR9S|en|ru|S H D C|u|s"
    r"|http://\S+|Ctrl\+C|pip\s+install\s+'[^']+'|web"
)


def run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *args: str) -> tuple[int, str]:
    monkeypatch.setenv("HEARTS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEARTS_DATA_DIR", str(tmp_path / "data"))
    try:
        return cli.main(list(args)), ""
    except SystemExit as done:
        return int(done.code or 0), ""


def english_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{2,}", NAMES.sub(" ", text))


def test_help_in_russian_has_no_english_word(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _ = run(monkeypatch, tmp_path, "--lang", "ru", "--help")
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith("использование: hearts")
    assert "параметры:" in out and "показать эту справку и выйти" in out
    assert english_words(out) == []


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--seed"], "hearts: ошибка: --seed: нужно значение"),
        (["--bogus"], "hearts: ошибка: нераспознанные аргументы: --bogus"),
        (["--new", "--list"], "hearts: ошибка: --list нельзя вместе с --new"),
        (["--seed", "xx"], "hearts: «xx» слишком короткий: в коде партии не меньше"),
    ],
)
def test_refusals_of_the_command_line_in_russian(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    said: str,
) -> None:
    status, _ = run(monkeypatch, tmp_path, "--lang", "ru", *args)
    assert status == 2
    assert said in capsys.readouterr().err


def test_the_saved_setting_chooses_unless_lang_says_otherwise(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save_settings(tmp_path / "config", Settings(language="ru"))
    run(monkeypatch, tmp_path, "--help")
    assert capsys.readouterr().out.startswith("использование:")
    run(monkeypatch, tmp_path, "--lang", "en", "--help")
    assert capsys.readouterr().out.startswith("usage:")


def test_the_locale_chooses_when_nothing_else_does(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    run(monkeypatch, tmp_path, "--help")
    assert capsys.readouterr().out.startswith("использование:")


def test_language_counts_under_c_utf8_as_glibc_reads_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`LANGUAGE=ru LANG=C.UTF-8 hearts` was English: glibc's gettext (bash, apt on Debian
    12) speaks Russian there, ignoring LANGUAGE only under C and POSIX themselves."""
    monkeypatch.setenv("LANGUAGE", "ru")
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    run(monkeypatch, tmp_path, "--help")
    assert capsys.readouterr().out.startswith("использование:")
    monkeypatch.setenv("LC_ALL", "C")
    run(monkeypatch, tmp_path, "--help")
    assert capsys.readouterr().out.startswith("usage:")


def test_the_arena_help_is_said_in_the_language_chosen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hearts sim --help` was English whatever the language."""
    monkeypatch.setenv("HEARTS_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(tmp_path / "config", Settings(language="ru"))
    status, _ = run(monkeypatch, tmp_path, "sim", "--help")
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith("использование: hearts sim")
    assert "Сравнивает силу компьютерных игроков" in out and "параметры:" in out
    for english in ("Pit CPU", "options:", "show this help", "worker processes", "default "):
        assert english not in out
