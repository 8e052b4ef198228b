"""The lock of a data directory deleted while a game runs: the next save takes it anew, so a
second ``hearts`` is still refused (both used to write one save)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.lock import LOCK_FILE, GameAlreadyOpen, InstanceLock
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.saves import SaveSlot
from tests.store.dirs import CODE, Dirs, pass_all

SECOND = (
    "import sys\n"
    "from pathlib import Path\n"
    "from hearts_tui.store.lock import GameAlreadyOpen, InstanceLock\n"
    "try:\n"
    "    InstanceLock(Path(sys.argv[1])).acquire()\n"
    "except GameAlreadyOpen:\n"
    "    sys.exit(1)\n"
)


def playing(dirs: Dirs) -> tuple[InstanceLock, DiskPersistence, Game]:
    lock = InstanceLock(dirs.data)
    assert lock.acquire()
    persistence = DiskPersistence(dirs.data, dirs.config)
    persistence.guard(lock)
    game = Game.new(CODE)
    persistence.save_game(game, {})
    return lock, persistence, game


@pytest.mark.parametrize("deleted", ["data-dir", "lock-file"])
def test_the_save_after_the_data_dir_was_deleted_takes_the_lock_again(
    dirs: Dirs, deleted: str
) -> None:
    lock, persistence, game = playing(dirs)
    if deleted == "data-dir":
        shutil.rmtree(dirs.data)
    else:
        (dirs.data / LOCK_FILE).unlink()
    pass_all(game)
    persistence.save_game(game, {})
    assert persistence.saving_ok and (dirs.data / LOCK_FILE).exists()
    with pytest.raises(GameAlreadyOpen):
        InstanceLock(dirs.data).acquire()
    second = subprocess.run([sys.executable, "-c", SECOND, str(dirs.data)], check=False)
    assert second.returncode == 1
    lock.release()


def test_a_game_whose_lock_another_hearts_took_meanwhile_saves_nothing_more(
    dirs: Dirs,
) -> None:
    """Deleted, then a second hearts started before the next move: the first one must not
    overwrite the second one's save, and says so."""
    lock, persistence, game = playing(dirs)
    shutil.rmtree(dirs.data)
    other = InstanceLock(dirs.data)
    assert other.acquire()
    theirs = Game.new("26BQ-524X")
    DiskPersistence(dirs.data, dirs.config).save_game(theirs, {})
    pass_all(game)
    persistence.save_game(game, {})
    assert not persistence.saving_ok
    [(severity, message)] = persistence.take_news()
    assert severity == "error" and "another hearts" in message
    saved = SaveSlot(dirs.data).peek()
    assert saved is not None and not isinstance(saved, str) and saved.game.code == theirs.code
    other.release()
    lock.release()
