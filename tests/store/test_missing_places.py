"""A data directory that is a symbolic link to a place that is not there (an unmounted
drive, a synced folder gone): hearts plays on, says it cannot save, and creates nothing."""

from __future__ import annotations

from pathlib import Path

from hearts_tui.store.launch import prepare
from hearts_tui.store.lock import InstanceLock
from tests.store.dirs import CODE, Dirs, pass_all


def test_a_data_dir_linked_to_a_missing_place_plays_unsaved_and_creates_nothing(
    dirs: Dirs, tmp_path: Path
) -> None:
    """The launch deals the game and keeps it in memory; each save is a problem said once
    (the top bar's "not saved"), never a crash; the link stays as it is and nothing is
    made where it points (the drive may come back with the user's files on it)."""
    missing = tmp_path / "unmounted" / "hearts"
    dirs.data.parent.mkdir(parents=True, exist_ok=True)
    dirs.data.symlink_to(missing)
    lock = InstanceLock(dirs.data)
    assert lock.acquire()
    try:
        launch = prepare(seed=CODE, data=dirs.data)
        game = launch.game
        pass_all(game)
        launch.persistence.save_game(game, {})
        assert not launch.persistence.saving_ok
        news = launch.persistence.take_news()
        assert len(news) == 1 and news[0][0] == "error" and str(dirs.data) in news[0][1]
        launch.persistence.save_game(game, {})
        assert launch.persistence.take_news() == []  # said once, not at every card
    finally:
        lock.release()
    assert dirs.data.is_symlink() and not missing.exists() and not missing.parent.exists()
