"""Files are never trusted: whatever sits where hearts keeps its files, loading never hangs,
never crashes, keeps the user's file (set aside under a dated name) and says so in one line.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hearts_tui.engine import Game, SaveError
from hearts_tui.store.files import DOCUMENT_LIMIT, SAVE_LIMIT, read_regular
from hearts_tui.store.saves import BACKUP_FILE, GAME_FILE, SaveSlot, decode, encode
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from hearts_tui.store.stats import STATS_FILE, Stats, load_stats, save_stats
from tests.store.dirs import CODE, Dirs, pass_all, play_cards, short_game
from tests.store.test_saves import _checksum, mid_trick_game

#: A test that would hang on a FIFO fails fast instead of after the global timeout.
FAST = pytest.mark.timeout(30)

Loader = Callable[[Dirs], tuple[object, str | None]]


def _settings(dirs: Dirs) -> tuple[object, str | None]:
    return load_settings(dirs.config)


def _stats(dirs: Dirs) -> tuple[object, str | None]:
    return load_stats(dirs.data)


#: The two documents: (file name, directory of it, loader, default value, damaged label).
DOCUMENTS: dict[str, tuple[str, Callable[[Dirs], Path], Loader, object, str]] = {
    "settings": (SETTINGS_FILE, lambda d: d.config, _settings, Settings(), "settings"),
    "stats": (STATS_FILE, lambda d: d.data, _stats, Stats(), "stats"),
}


def _kept(directory: Path, label: str) -> list[Path]:
    return sorted(directory.glob(f"{label}.damaged-*"))


# -- FIFOs, directories, links, huge files ------------------------------------------------


@FAST
def test_read_regular_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    with pytest.raises(ValueError, match="FIFO"):
        read_regular(fifo, 100)


@FAST
@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_a_fifo_document_is_set_aside_with_a_notice_not_waited_on(dirs: Dirs, kind: str) -> None:
    name, where, load, default, label = DOCUMENTS[kind]
    directory = where(dirs)
    directory.mkdir(parents=True)
    os.mkfifo(directory / name)
    value, notice = load(dirs)
    assert value == default
    kept = _kept(directory, label)
    assert len(kept) == 1 and stat.S_ISFIFO(kept[0].lstat().st_mode)
    assert notice is not None and "FIFO" in notice and kept[0].name in notice
    assert not os.path.lexists(directory / name)


@FAST
def test_a_fifo_save_is_set_aside_and_a_fifo_backup_too(dirs: Dirs) -> None:
    dirs.data.mkdir()
    os.mkfifo(dirs.data / GAME_FILE)
    os.mkfifo(dirs.data / BACKUP_FILE)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and not found.blocked
    assert found.notice is not None and "FIFO" in found.notice and "\n" not in found.notice
    kept = _kept(dirs.data, "game") + _kept(dirs.data, "game-backup")
    assert len(kept) == 2 and all(stat.S_ISFIFO(p.lstat().st_mode) for p in kept)


@FAST
def test_a_fifo_backup_alone_is_set_aside_with_a_notice(dirs: Dirs) -> None:
    """No game.json (a crash between the renames) and a FIFO as the backup."""
    dirs.data.mkdir()
    os.mkfifo(dirs.data / BACKUP_FILE)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and found.notice is not None and "FIFO" in found.notice
    assert len(_kept(dirs.data, "game-backup")) == 1


def test_a_symlinked_save_is_not_followed_and_its_target_is_untouched(
    dirs: Dirs, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(encode(mid_trick_game(), "g", {}))
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).symlink_to(elsewhere)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None
    assert found.notice is not None and "symbolic link" in found.notice
    kept = _kept(dirs.data, "game")
    assert len(kept) == 1 and kept[0].is_symlink()
    assert decode(elsewhere.read_bytes()).game.phase == "playing"


def test_a_directory_named_game_json_is_set_aside(dirs: Dirs) -> None:
    (dirs.data / GAME_FILE).mkdir(parents=True)
    (dirs.data / GAME_FILE / "inside").write_text("user data")
    found = SaveSlot(dirs.data).load()
    assert found.notice is not None and "directory" in found.notice
    kept = _kept(dirs.data, "game")
    assert len(kept) == 1 and (kept[0] / "inside").read_text() == "user data"


def test_a_save_past_the_size_limit_is_not_loaded(dirs: Dirs) -> None:
    """A valid save padded past 4 MiB: not a file hearts wrote; never read in whole."""
    dirs.data.mkdir()
    padded = encode(mid_trick_game(), "g", {}) + " " * (SAVE_LIMIT + 1)
    (dirs.data / GAME_FILE).write_text(padded)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and found.notice is not None and "too large" in found.notice
    assert [p.stat().st_size for p in _kept(dirs.data, "game")] == [len(padded)]


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_a_document_past_the_size_limit_is_set_aside(dirs: Dirs, kind: str) -> None:
    name, where, load, default, label = DOCUMENTS[kind]
    directory = where(dirs)
    directory.mkdir(parents=True)
    header = {"format": f"hearts-tui-{kind}", "version": 1}
    (directory / name).write_text(json.dumps(header) + " " * DOCUMENT_LIMIT)
    value, notice = load(dirs)
    assert value == default and notice is not None and "too large" in notice
    assert len(_kept(directory, label)) == 1


def test_a_symlinked_settings_file_is_followed_when_it_is_a_regular_file(
    dirs: Dirs, tmp_path: Path
) -> None:
    """Settings kept with one's dotfiles (a link to a regular file) still load."""
    save_settings(tmp_path, Settings(cpu_pace="fast"))
    dirs.config.mkdir()
    (dirs.config / SETTINGS_FILE).symlink_to(tmp_path / SETTINGS_FILE)
    assert load_settings(dirs.config) == (Settings(cpu_pace="fast"), None)


# -- nested documents -----------------------------------------------------------------------

NESTED = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_a_document_nested_100000_deep_is_set_aside_not_a_traceback(dirs: Dirs, kind: str) -> None:
    name, where, load, default, label = DOCUMENTS[kind]
    directory = where(dirs)
    directory.mkdir(parents=True)
    (directory / name).write_text(NESTED)
    value, notice = load(dirs)
    assert value == default and notice is not None and "\n" not in notice
    assert [p.read_text() for p in _kept(directory, label)] == [NESTED]


def test_a_save_nested_100000_deep_is_set_aside(dirs: Dirs) -> None:
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).write_text(NESTED)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and found.notice is not None
    assert len(_kept(dirs.data, "game")) == 1


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_any_error_while_parsing_a_document_sets_it_aside(
    dirs: Dirs, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Out of memory, or any other surprise: a notice, never a crash of the launch."""
    name, where, load, default, label = DOCUMENTS[kind]
    directory = where(dirs)
    directory.mkdir(parents=True)
    (directory / name).write_text("{}")

    def no_memory(*args: object, **kwargs: object) -> object:
        raise MemoryError

    monkeypatch.setattr(json, "loads", no_memory)
    value, notice = load(dirs)
    assert value == default and notice is not None
    assert len(_kept(directory, label)) == 1


# -- the save's wrapper ---------------------------------------------------------------------


def _reseal(text: str, edit: Callable[[dict[str, Any]], None]) -> str:
    """Edit the wrapper of a save and fix up its checksum (the game part is untouched)."""
    payload = json.loads(text)
    edit(payload)
    payload.pop("checksum")
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload)


JUNK_UI: dict[str, Callable[[dict[str, Any]], None]] = {
    "selected 5": lambda p: p.update(ui={"selected": 5}),
    "ui null": lambda p: p.update(ui=None),
    "ui a list": lambda p: p.update(ui=[1, 2]),
    "selected numbers": lambda p: p.update(ui={"selected": [1, 2, 3]}),
    "selected 40 cards": lambda p: p.update(ui={"selected": ["QS"] * 40}),
}


@pytest.mark.parametrize("kind", sorted(JUNK_UI))
def test_a_good_game_with_a_junk_ui_state_resumes_with_an_empty_one(kind: str) -> None:
    game = mid_trick_game()
    saved = decode(_reseal(encode(game, "g", {}), JUNK_UI[kind]))
    assert saved.ui_state == {} and saved.game.to_json() == game.to_json()
    assert saved.game_id == "g"


@pytest.mark.parametrize("bad_id", [None, 7, "", "x" * 500, "tab\there"])
def test_a_good_game_with_a_bad_id_resumes_with_a_new_id(bad_id: object) -> None:
    game = mid_trick_game()
    saved = decode(_reseal(encode(game, "g", {}), lambda p: p.update(id=bad_id)))
    assert saved.game.to_json() == game.to_json()
    assert isinstance(saved.game_id, str) and 0 < len(saved.game_id) <= 64
    assert saved.game_id != bad_id


@pytest.mark.parametrize(
    "edit",
    [
        lambda p: p.update(game=None),
        lambda p: p.update(game=[1]),
        lambda p: p.update(version=True),
    ],
    ids=["game null", "game list", "version true"],
)
def test_a_wrapper_without_a_game_or_version_is_refused_with_save_error(
    edit: Callable[[dict[str, Any]], None],
) -> None:
    with pytest.raises(SaveError):
        decode(_reseal(encode(mid_trick_game(), "g", {}), edit))


@pytest.mark.parametrize("where", ['"version":1', '"hand_number":1'])
def test_a_5000_digit_number_in_a_save_is_a_save_error(where: str) -> None:
    text = encode(mid_trick_game(), "g", {})
    assert where in text
    with pytest.raises(SaveError):
        decode(text.replace(where, where[:-1] + "9" * 5000, 1))


# -- statistics in range -----------------------------------------------------------------


def _stats_text(**fields: Any) -> str:
    good = Stats().add(short_game(), "id-1").to_dict()
    good.update(fields)
    return json.dumps({"format": "hearts-tui-stats", "version": 1, **good})


OUT_OF_RANGE = {
    "400-digit total": {"total_score": 10**399},
    "negative played": {"played": -3},
    "negative moons": {"moons": -1},
    "more wins than games": {"won": 2},
    "more moons than hands": {"moons": 10**6},
    "huge best score": {"best": {"score": 10**300, "code": CODE}},
    "best worse than worst": {"best": {"score": 90, "code": CODE}},
    "played without best": {"best": None},
}


@pytest.mark.parametrize("kind", sorted(OUT_OF_RANGE))
def test_statistics_out_of_range_are_set_aside_with_a_notice(dirs: Dirs, kind: str) -> None:
    dirs.data.mkdir()
    text = _stats_text(**OUT_OF_RANGE[kind])
    (dirs.data / STATS_FILE).write_text(text)
    stats, notice = load_stats(dirs.data)
    assert stats == Stats() and notice is not None and "\n" not in notice
    assert [p.read_text() for p in _kept(dirs.data, "stats")] == [text]


def test_real_statistics_are_in_range(dirs: Dirs) -> None:
    stats = Stats()
    for number in range(5):
        stats = stats.add(short_game(), f"id-{number}")
    save_stats(dirs.data, stats)
    assert load_stats(dirs.data) == (stats, None)
    assert f"{stats.average:.1f}"


# -- a read-only data directory -------------------------------------------------------------


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Renames fail as on a read-only file system (chmod does not stop root)."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "rename", refuse)
    monkeypatch.setattr(os, "replace", refuse)


def test_read_only_dir_with_a_damaged_save_resumes_the_good_backup_unsaved(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    slot = SaveSlot(dirs.data)
    game = mid_trick_game()
    slot.save(game, "g", {})
    slot.save(game, "g", {})
    (dirs.data / GAME_FILE).write_text("{ damaged")
    _read_only(monkeypatch)
    found = slot.load()
    assert found.saved is not None and found.saved.game.to_json() == game.to_json()
    assert found.blocked, "the damaged file must never be overwritten"
    assert found.notice is not None and "cannot be saved" in found.notice
    assert (dirs.data / GAME_FILE).read_text() == "{ damaged"


# -- killed between the two renames ---------------------------------------------------------


def _game_after(actions: int) -> Game:
    game = Game.new(CODE)
    pass_all(game)
    play_cards(game, actions - 4)
    return game


def _killed_mid_save(dirs: Dirs, newer: Game, *, between_renames: bool) -> None:
    """A save of ``newer`` killed after its temp file was complete."""
    (dirs.data / f"{GAME_FILE}.k1ll3d.tmp").write_text(encode(newer, "g", {"selected": []}))
    if between_renames:
        os.replace(dirs.data / GAME_FILE, dirs.data / BACKUP_FILE)


@pytest.mark.parametrize("between_renames", [True, False], ids=["between", "before"])
def test_a_complete_newer_temp_save_is_promoted_not_deleted(
    dirs: Dirs, between_renames: bool
) -> None:
    slot = SaveSlot(dirs.data)
    slot.save(_game_after(6), "g", {})
    slot.save(_game_after(7), "g", {})
    _killed_mid_save(dirs, _game_after(8), between_renames=between_renames)
    slot.clear_temps()
    found = slot.load()
    assert found.saved is not None and found.notice is None
    assert found.saved.game.to_json() == _game_after(8).to_json()
    assert decode((dirs.data / BACKUP_FILE).read_bytes()).game.to_json() == (
        _game_after(7).to_json()
    )
    assert not list(dirs.data.glob("*.tmp"))


def test_an_older_temp_save_is_removed_not_promoted(dirs: Dirs) -> None:
    slot = SaveSlot(dirs.data)
    slot.save(_game_after(7), "g", {})
    (dirs.data / f"{GAME_FILE}.old.tmp").write_text(encode(_game_after(5), "g", {}))
    slot.clear_temps()
    found = slot.load()
    assert found.saved is not None and found.saved.game.to_json() == _game_after(7).to_json()
    assert not list(dirs.data.glob("*.tmp"))


def test_a_temp_save_never_replaces_a_damaged_save(dirs: Dirs) -> None:
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).write_text("{ damaged")
    (dirs.data / f"{GAME_FILE}.x.tmp").write_text(encode(_game_after(6), "g", {}))
    SaveSlot(dirs.data).clear_temps()
    assert (dirs.data / GAME_FILE).read_text() == "{ damaged"


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_stale_temp_files_of_a_document_are_removed_at_load(dirs: Dirs, kind: str) -> None:
    name, where, load, _default, _label = DOCUMENTS[kind]
    directory = where(dirs)
    directory.mkdir(parents=True)
    stale = directory / f"{name}.half.tmp"
    stale.write_text('{"format": "hearts-tu')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = directory / f"{name}.busy.tmp"  # Maybe another process's write in progress.
    fresh.write_text("{")
    load(dirs)
    assert not stale.exists() and fresh.exists()
