"""Notices about the player's files quote at most a few dozen characters of what they hold
and say what is wrong in the player's words, never in Python's ("'utf-8' codec can't
decode byte 0x8a in position 4", "Exceeds the limit (4300 digits) for integer string
conversion")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts_tui.engine.quoting import LIMIT
from hearts_tui.store.settings import SETTINGS_FILE, load_settings
from hearts_tui.store.stats import STATS_FILE, load_stats
from tests.store.dirs import Dirs

#: The longest notice a damaged file may give (a status line and a bit: the file's new
#: name takes some 40 characters).
NOTICE_MOST = 180
PYTHON_WORDS = ("codec", "Exceeds", "4300", "position", "Error", "int_max_str_digits")


def settings_with(**fields: object) -> bytes:
    return json.dumps({"format": "hearts-tui-settings", "version": 1, **fields}).encode()


SETTINGS_FILES: dict[str, bytes] = {
    "a pace of 100k x": settings_with(cpu_pace="x" * 100_000),
    "a level of 100k y": settings_with(cpu_level="y" * 100_000),
    "a theme of 100k z": settings_with(theme="z" * 100_000),
    "a flag of 3000 z": settings_with(confirm_move="z" * 3000),
    "a target of 5000 letters": settings_with(rules={"target": "t" * 5000}),
    "a target of 400 digits": settings_with(rules={"target": 10**400}),
    "a variant of 3000 v": settings_with(rules={"variant": "v" * 3000}),
    "3000 players": settings_with(rules={"players": [1] * 3000}),
    "a target of 5000 digits": (
        b'{"format":"hearts-tui-settings","version":1,"rules":{"target":' + b"9" * 5000 + b"}}"
    ),
    "a version of 40 digits": b'{"format":"hearts-tui-settings","version":' + b"9" * 40 + b"}",
    "not UTF-8": b'{"fo\x8a": 1}',
}


@pytest.mark.parametrize("kind", list(SETTINGS_FILES))
def test_a_settings_file_notice_quotes_its_values_short_in_plain_words(
    dirs: Dirs, kind: str
) -> None:
    dirs.config.mkdir(parents=True)
    (dirs.config / SETTINGS_FILE).write_bytes(SETTINGS_FILES[kind])
    _, notice = load_settings(dirs.config)
    assert notice is not None and notice.startswith("Your settings could not be read (")
    assert len(notice) <= NOTICE_MOST, notice
    assert not any(word in notice for word in PYTHON_WORDS), notice
    reason = notice.split("; kept as ")[0]
    assert all(len(word) <= LIMIT + 3 for word in reason.split()), notice  # + "');"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b'{"a\x8a": 1}', "not UTF-8 text"),
        (b'{"format":"hearts-tui-stats","version":1,"x":' + b"7" * 5000 + b"}", "number too long"),
    ],
    ids=["not-utf-8", "5000-digits"],
)
def test_a_damaged_statistics_file_is_named_in_plain_words(
    dirs: Dirs, content: bytes, said: str
) -> None:
    dirs.data.mkdir(parents=True)
    (dirs.data / STATS_FILE).write_bytes(content)
    _, notice = load_stats(dirs.data)
    assert notice is not None and said in notice
    assert not any(word in notice for word in PYTHON_WORDS), notice


def test_the_settings_notice_fits_when_the_config_dir_is_deep(tmp_path: Path) -> None:
    """The reason is bounded whatever the parser said (no value runs on)."""
    deep = tmp_path / "c"
    deep.mkdir()
    (deep / SETTINGS_FILE).write_bytes(settings_with(cpu_pace="é" * 10_000))
    _, notice = load_settings(deep)
    assert notice is not None and "'éééé" in notice and "…'" in notice
