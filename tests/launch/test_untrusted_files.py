"""The launch with crafted files in the data and config directories: it never hangs, never
crashes (with or without ``--new``), keeps the user's files and says what it did in one line.
"""

from __future__ import annotations

import errno
import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game
from hearts_tui.store.files import SAVE_LIMIT
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import BACKUP_FILE, GAME_FILE, SaveSlot, decode, encode
from hearts_tui.store.settings import SETTINGS_FILE, Settings
from hearts_tui.store.stats import STATS_FILE, Stats
from tests.store.dirs import CODE, Dirs, pass_all, play_cards
from tests.store.test_saves import _checksum
from tests.ui.helpers import LowestPlayer

NESTED = "[" * 100_000 + "]" * 100_000


def _saved_game() -> str:
    game = Game.new(CODE)
    pass_all(game)
    play_cards(game, 5)
    return encode(game, "g", {})


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _symlink(path: Path) -> None:
    target = path.parent.parent / "elsewhere.json"
    target.write_text(_saved_game())
    path.symlink_to(target)


def _directory(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("the user's")


BAD_SAVES: dict[str, Callable[[Path], None]] = {
    "FIFO": _fifo,
    "symbolic link": _symlink,
    "directory": _directory,
    "random bytes": lambda p: p.write_bytes(os.urandom(3000)),
    "truncated": lambda p: p.write_text(_saved_game()[: len(_saved_game()) // 2]),
    "nested": lambda p: p.write_text(NESTED),
    "too large": lambda p: p.write_text(_saved_game() + " " * SAVE_LIMIT),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("new", [False, True], ids=["resume", "--new"])
@pytest.mark.parametrize("kind", sorted(BAD_SAVES))
def test_a_bad_game_json_is_set_aside_with_a_one_line_notice(
    dirs: Dirs, kind: str, new: bool
) -> None:
    dirs.data.mkdir()
    BAD_SAVES[kind](dirs.data / GAME_FILE)
    launch = prepare(new=new)
    assert launch.game.phase == "passing" and launch.game.code != CODE
    assert launch.notice is not None and "\n" not in launch.notice
    kept = sorted(dirs.data.glob("game.damaged-*"))
    assert len(kept) == 1 and kept[0].name in launch.notice
    assert launch.persistence.saving_ok and launch.persistence.take_news() == []
    assert decode((dirs.data / GAME_FILE).read_bytes()).game.code == launch.game.code
    if kind == "symbolic link":  # The link was moved, its target never touched.
        assert kept[0].is_symlink()
        assert decode((dirs.data.parent / "elsewhere.json").read_bytes()).game.code == CODE


@pytest.mark.timeout(60)
@pytest.mark.parametrize("new", [False, True], ids=["resume", "--new"])
@pytest.mark.parametrize(
    ("name", "label"),
    [(SETTINGS_FILE, "settings"), (STATS_FILE, "stats")],
    ids=["settings", "stats"],
)
@pytest.mark.parametrize("content", ["nested", "FIFO"])
def test_a_bad_settings_or_stats_file_never_stops_the_launch(
    dirs: Dirs, name: str, label: str, content: str, new: bool
) -> None:
    directory = dirs.config if name == SETTINGS_FILE else dirs.data
    directory.mkdir(parents=True)
    if content == "FIFO":
        os.mkfifo(directory / name)
    else:
        (directory / name).write_text(NESTED)
    launch = prepare(new=new)
    assert launch.settings == Settings() and launch.persistence.stats == Stats()
    assert launch.notice is not None and "\n" not in launch.notice
    assert len(list(directory.glob(f"{label}.damaged-*"))) == 1


def _junk_ui(text: str) -> str:
    payload = json.loads(text)
    payload["ui"] = {"selected": 5}
    payload.pop("checksum")
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload)


async def test_a_save_with_a_junk_ui_state_resumes_the_game_and_the_table_opens(
    dirs: Dirs,
) -> None:
    dirs.data.mkdir()
    good = _saved_game()
    (dirs.data / GAME_FILE).write_text(_junk_ui(good))
    launch = prepare()
    assert launch.game.to_json() == decode(good).game.to_json()
    assert launch.ui_state == {} and launch.notice is None
    app = HeartsApp(
        launch.game,
        launch.settings,
        persistence=launch.persistence,
        ui_state=launch.ui_state,
        cpu_factory=LowestPlayer,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.table.game is launch.game
    # Nothing re-saved the junk: both files on disk now decode to the game.
    for name in (GAME_FILE, BACKUP_FILE):
        assert decode((dirs.data / name).read_bytes()).game.code == CODE


def test_read_only_data_dir_resumes_the_good_backup_and_never_overwrites_the_damaged_save(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = prepare(seed=CODE)
    pass_all(first.game)
    first.persistence.save_game(first.game, {})
    play_cards(first.game, 2)
    first.persistence.save_game(first.game, {})
    backup = decode((dirs.data / BACKUP_FILE).read_bytes()).game
    assert backup.phase == "playing"
    (dirs.data / GAME_FILE).write_text("{ damaged")

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "rename", read_only)
    monkeypatch.setattr(os, "replace", read_only)
    launch = prepare()
    assert launch.game.to_json() == backup.to_json()
    assert launch.notice is not None and "cannot be saved" in launch.notice
    assert not launch.persistence.saving_ok
    launch.persistence.save_game(launch.game, {})
    assert (dirs.data / GAME_FILE).read_text() == "{ damaged"


def test_killed_between_the_two_renames_resumes_the_newest_complete_save(dirs: Dirs) -> None:
    first = prepare(seed=CODE)
    game = first.game
    pass_all(game)
    first.persistence.save_game(game, {})
    play_cards(game, 3)
    newest = encode(game, first.persistence.game_id(game), {})
    (dirs.data / f"{GAME_FILE}.k1ll3d.tmp").write_text(newest)
    os.replace(dirs.data / GAME_FILE, dirs.data / BACKUP_FILE)
    launch = prepare()
    assert launch.game.to_json() == game.to_json() and launch.notice is None
    assert not list(dirs.data.glob("*.tmp"))


def test_stale_settings_and_stats_temps_are_cleaned_at_start(dirs: Dirs) -> None:
    dirs.data.mkdir()
    dirs.config.mkdir()
    stale = [dirs.config / f"{SETTINGS_FILE}.a1.tmp", dirs.data / f"{STATS_FILE}.b2.tmp"]
    old = time.time() - 3600
    for temp in stale:
        temp.write_text('{"format": "hearts-tui-')
        os.utime(temp, (old, old))
    prepare()
    assert not any(temp.exists() for temp in stale)
    assert SaveSlot(dirs.data).load().saved is not None
