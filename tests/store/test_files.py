"""Crash-safe writes: a kill or a full disk at any moment leaves the old or the new file."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from hearts_tui.store.files import clear_temps, set_aside, write_atomic


def test_write_atomic_creates_the_directory_and_the_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "game.json"
    write_atomic(target, "one")
    assert target.read_text() == "one"


def test_write_atomic_keeps_the_previous_file_as_backup(tmp_path: Path) -> None:
    target, backup = tmp_path / "game.json", tmp_path / "game.json.bak"
    write_atomic(target, "one", backup=backup)
    write_atomic(target, "two", backup=backup)
    assert (target.read_text(), backup.read_text()) == ("two", "one")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_the_file_is_never_missing_while_it_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reader in another process (``hearts --list``, a game being resumed) finds the old
    file or the new one at every step of a save with a backup, never no file."""
    target, backup = tmp_path / "game.json", tmp_path / "game.json.bak"
    write_atomic(target, "one", backup=backup)
    write_atomic(target, "two", backup=backup)
    seen: list[str | None] = []
    real_replace, real_link = os.replace, os.link

    def look() -> None:  # What a reader would find now (no exception: write_atomic catches).
        seen.append(target.read_text() if target.exists() else None)

    def replace(src: str | Path, dst: str | Path) -> None:
        real_replace(src, dst)
        look()

    def link(src: str | Path, dst: str | Path, **kwargs: bool) -> None:
        real_link(src, dst, **kwargs)
        look()

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "link", link)
    write_atomic(target, "three", backup=backup)
    assert seen and set(seen) <= {"two", "three"} and seen[-1] == "three"
    assert (target.read_text(), backup.read_text()) == ("three", "two")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_without_hard_links_the_previous_file_is_still_kept_as_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file system that refuses hard links: the old file is renamed to the backup."""
    target, backup = tmp_path / "game.json", tmp_path / "game.json.bak"
    write_atomic(target, "one", backup=backup)

    def refused(src: str | Path, dst: str | Path, **kwargs: bool) -> None:
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(os, "link", refused)
    write_atomic(target, "two", backup=backup)
    assert (target.read_text(), backup.read_text()) == ("two", "one")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_kill_while_keeping_the_backup_leaves_both_files_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target, backup = tmp_path / "game.json", tmp_path / "game.json.bak"
    write_atomic(target, "one", backup=backup)
    write_atomic(target, "two", backup=backup)
    real_replace = os.replace

    def dying_replace(src: str | Path, dst: str | Path) -> None:
        if Path(dst) == backup:
            raise KeyboardInterrupt("killed")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", dying_replace)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "three", backup=backup)
    assert (target.read_text(), backup.read_text()) == ("two", "one")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_kill_between_write_and_replace_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rename is the commit point: failing there changes nothing and leaves no temp."""
    target = tmp_path / "game.json"
    write_atomic(target, "old")
    real_replace = os.replace

    def dying_replace(src: str | Path, dst: str | Path) -> None:
        if str(src).endswith(".tmp"):
            raise KeyboardInterrupt("killed")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", dying_replace)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_full_disk_leaves_the_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    write_atomic(target, "old")

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, "new" * 1000)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_directory_that_is_a_file_refuses_with_oserror(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("a regular file")
    with pytest.raises(OSError):
        write_atomic(tmp_path / "blocker" / "game.json", "x")


def test_clear_temps_removes_only_leftover_temps_of_that_file(tmp_path: Path) -> None:
    (tmp_path / "game.json").write_text("save")
    (tmp_path / "game.json.k2j3h4.tmp").write_text("half a sa")
    (tmp_path / "stats.json.abc.tmp").write_text("other")
    removed = clear_temps(tmp_path, "game.json")
    assert [p.name for p in removed] == ["game.json.k2j3h4.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "stats.json.abc.tmp"]


def test_set_aside_renames_with_a_date_and_never_clobbers(tmp_path: Path) -> None:
    first = tmp_path / "game.json"
    first.write_text("damaged 1")
    kept1 = set_aside(first, "game", now=1_800_000_000)
    first.write_text("damaged 2")
    kept2 = set_aside(first, "game", now=1_800_000_000)
    assert kept1.name.startswith("game.damaged-") and kept1.name.endswith(".json")
    assert kept1 != kept2
    assert (kept1.read_text(), kept2.read_text()) == ("damaged 1", "damaged 2")
    assert not first.exists()
