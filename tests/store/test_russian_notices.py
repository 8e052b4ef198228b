"""The store's notices about the player's files are said in the language spoken."""

from __future__ import annotations

import re
from pathlib import Path

from hearts_tui.store.lock import GameAlreadyOpen, InstanceLock
from hearts_tui.store.settings import load_settings
from hearts_tui.store.stats import load_stats
from hearts_tui.words.language import use

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def english_words(text: str, allowed: str) -> list[str]:
    """The Latin words of ``text`` other than the file names and commands it quotes."""
    return [word for word in re.findall(r"[A-Za-z]{3,}", text) if word not in allowed]


def test_a_damaged_settings_file_is_told_in_russian(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json")
    use("ru")
    _settings, notice = load_settings(tmp_path)
    assert notice is not None and CYRILLIC.search(notice), notice
    kept = next(p.name for p in tmp_path.iterdir() if p.name != "settings.json")
    assert english_words(notice, kept + " JSON") == [], notice


def test_damaged_statistics_are_told_in_russian(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text('{"format": "something else", "version": 1}')
    use("ru")
    _stats, notice = load_stats(tmp_path)
    assert notice is not None and "статистику" in notice, notice
    kept = next(p.name for p in tmp_path.iterdir() if p.name != "stats.json")
    assert english_words(notice, kept + " hearts") == [], notice


def test_a_game_open_elsewhere_is_refused_in_russian(tmp_path: Path) -> None:
    first = InstanceLock(tmp_path)
    first.acquire()
    try:
        use("ru")
        second = InstanceLock(tmp_path)
        try:
            second.acquire()
        except GameAlreadyOpen as refusal:
            # "в другом терминале", or "в hearts без терминала" when the holder (this test
            # process) has no terminal, as under CI.
            assert str(refusal).startswith("партия уже открыта в "), refusal
        else:  # pragma: no cover - the lock is held
            raise AssertionError("a second lock was taken")
    finally:
        first.release()
