"""The fallback lock (a data directory where no file can be made) is kept in a folder of
the user's own, never under a name in the shared temp directory that another user can
take first (issue 36, point 12).

Before, it was ``/tmp/hearts-UID-DIGEST.lock``: anyone could make that file first, and
``$XDG_RUNTIME_DIR`` was used whoever owned it.  Now it is ``$XDG_RUNTIME_DIR`` when that is
a folder of the user's own closed to others, else ``<temp>/hearts-UID``, made with mode
700 and refused unless it is a real folder of the user's own.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import pytest

from hearts_tui.store.lock import GameAlreadyOpen, InstanceLock, LockError, fallback_lock_path
from tests.store.dirs import Dirs

#: Another user, when the tests run as root (who can give a folder away).
NOBODY = 65534


@pytest.fixture
def shared_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A shared temp directory (mode 1777, as /tmp) that ``tempfile`` uses, and no
    ``$XDG_RUNTIME_DIR``."""
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    return shared


def unmakeable(tmp_path: Path) -> Path:
    """A data directory in which no file can be made (a parent of it is a file)."""
    (tmp_path / "file").write_text("not a directory")
    return tmp_path / "file" / "data"


def mine_and_closed(path: Path) -> bool:
    info = os.lstat(path)
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and stat.S_IMODE(info.st_mode) == 0o700
    )


def taken_by_another_user(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``folder`` made by another user: given away when the tests run as root, else this
    process plays a user it is not (the folder is then this process's, not that user's)."""
    folder.mkdir(mode=0o755)
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    else:
        uid = os.getuid() + 1
        folder.rename(folder.with_name(f"hearts-{uid}"))
        monkeypatch.setattr(os, "getuid", lambda: uid)


def test_without_a_runtime_folder_the_lock_is_in_a_folder_of_ones_own(
    tmp_path: Path, shared_tmp: Path
) -> None:
    data = unmakeable(tmp_path)
    first, second = InstanceLock(data), InstanceLock(data)
    assert first.acquire() and first.held == fallback_lock_path(data)
    assert first.held.parent == shared_tmp / f"hearts-{os.getuid()}"
    assert mine_and_closed(first.held.parent)
    assert not [path for path in shared_tmp.iterdir() if path.is_file()]  # nothing loose
    with pytest.raises(GameAlreadyOpen):
        second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_folder_another_user_made_first_is_refused_and_nothing_is_put_in_it(
    tmp_path: Path, shared_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = unmakeable(tmp_path)
    taken_by_another_user(shared_tmp / f"hearts-{os.getuid()}", monkeypatch)
    folder = shared_tmp / f"hearts-{os.getuid()}"
    with pytest.raises(LockError, match="belongs to another user") as refused:
        InstanceLock(data).acquire()
    assert str(folder) in str(refused.value) and "XDG_RUNTIME_DIR" in str(refused.value)
    assert list(folder.iterdir()) == []


def test_a_link_in_place_of_the_folder_is_refused_and_never_followed(
    tmp_path: Path, shared_tmp: Path
) -> None:
    data = unmakeable(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (shared_tmp / f"hearts-{os.getuid()}").symlink_to(elsewhere)
    with pytest.raises(LockError, match="not a folder hearts made"):
        InstanceLock(data).acquire()
    assert list(elsewhere.iterdir()) == []


def test_ones_own_folder_left_open_to_others_is_closed_to_them(
    tmp_path: Path, shared_tmp: Path
) -> None:
    folder = shared_tmp / f"hearts-{os.getuid()}"
    folder.mkdir()
    folder.chmod(0o777)
    lock = InstanceLock(unmakeable(tmp_path))
    assert lock.acquire() and lock.held is not None and lock.held.parent == folder
    assert mine_and_closed(folder)
    lock.release()


@pytest.mark.parametrize("kind", ["open to others", "another user's"])
def test_a_runtime_folder_that_is_not_ones_own_and_closed_is_not_used(
    tmp_path: Path, shared_tmp: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    if kind == "open to others":
        runtime.chmod(0o1777)
    elif os.geteuid() == 0:
        os.chown(runtime, NOBODY, NOBODY)
    else:
        monkeypatch.setattr(os, "getuid", lambda: os.geteuid() + 1)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    data = unmakeable(tmp_path)
    assert fallback_lock_path(data).parent == shared_tmp / f"hearts-{os.getuid()}"
    if kind == "open to others":
        lock = InstanceLock(data)
        assert lock.acquire() and lock.held is not None and lock.held.parent != runtime
        lock.release()
    assert list(runtime.iterdir()) == []


def test_ones_own_runtime_folder_is_used(
    tmp_path: Path, dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = Path(os.environ["XDG_RUNTIME_DIR"])
    assert mine_and_closed(runtime)
    lock = InstanceLock(unmakeable(tmp_path))
    assert lock.acquire() and lock.held is not None and lock.held.parent == runtime
    lock.release()
