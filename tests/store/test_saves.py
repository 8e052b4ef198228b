"""The autosave file: round trips, the backup, and every kind of damaged file."""

from __future__ import annotations

import errno
import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hearts_tui.engine import Game, SaveError
from hearts_tui.store.saves import BACKUP_FILE, GAME_FILE, SaveSlot, decode, encode
from tests.store.dirs import CODE, Dirs, pass_all, play_cards


def _checksum(payload: dict[str, Any]) -> str:
    """The checksum both formats use (sha256 of sorted compact JSON, 16 hex digits)."""
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def mid_trick_game() -> Game:
    """A game after the pass and one trick and a half."""
    game = Game.new(CODE)
    pass_all(game)
    play_cards(game, 6)
    return game


def reseal(text: str, edit: Callable[[dict[str, Any]], None], *, inner: bool = True) -> str:
    """Edit a save and recompute its checksums (the game's own only if ``inner``)."""
    payload = json.loads(text)
    edit(payload)
    if inner:
        game = payload["game"]
        game.pop("checksum")
        game["checksum"] = _checksum(game)
    payload.pop("checksum")
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload)


def test_encode_decode_restores_the_same_trick_and_ui_state() -> None:
    game = mid_trick_game()
    saved = decode(encode(game, "id-1", {"selected": ["QS"]}))
    assert saved.game.trick == game.trick and saved.game.trick != []
    assert saved.game.hand(0) == game.hand(0)
    assert saved.game.scores == game.scores and saved.game.turn == game.turn
    assert (saved.game_id, saved.ui_state) == ("id-1", {"selected": ["QS"]})


def test_slot_resumes_the_last_save_and_keeps_the_one_before_as_backup(dirs: Dirs) -> None:
    slot = SaveSlot(dirs.data)
    game = Game.new(CODE)
    slot.save(game, "g", {"selected": ["2C"]})
    pass_all(game)
    slot.save(game, "g", {})
    found = slot.load()
    assert found.notice is None and found.saved is not None
    assert found.saved.game.phase == "playing"
    assert decode((dirs.data / BACKUP_FILE).read_bytes()).game.phase == "passing"


def test_crash_between_the_two_renames_resumes_the_backup_silently(dirs: Dirs) -> None:
    slot = SaveSlot(dirs.data)
    slot.save(mid_trick_game(), "g", {})
    slot.save(mid_trick_game(), "g", {})
    os.replace(dirs.data / GAME_FILE, dirs.data / BACKUP_FILE)
    found = slot.load()
    assert found.saved is not None and found.notice is None


def test_a_backup_link_left_by_a_kill_is_removed_at_start_not_resumed(dirs: Dirs) -> None:
    """Killed after linking the save as the next backup, before renaming the link over the
    backup: the link is a copy of the save itself; the next start removes it quietly."""
    slot = SaveSlot(dirs.data)
    slot.save(Game.new(CODE), "g", {})
    slot.save(mid_trick_game(), "g", {})
    os.link(dirs.data / GAME_FILE, dirs.data / f"{BACKUP_FILE}.k1ll3d.tmp")
    slot.clear_temps()
    found = slot.load()
    assert found.notice is None and found.saved is not None
    assert found.saved.game.to_json() == mid_trick_game().to_json()
    assert decode((dirs.data / BACKUP_FILE).read_bytes()).game.phase == "passing"
    assert sorted(p.name for p in dirs.data.iterdir()) == [GAME_FILE, BACKUP_FILE]


def test_no_save_at_all_finds_nothing(dirs: Dirs) -> None:
    assert SaveSlot(dirs.data).load().saved is None


def _edit_summary(p: dict[str, Any]) -> None:
    p["game"]["summary"]["scores"] = [1, 2, 3, 4]


def _illegal_lead(p: dict[str, Any]) -> None:
    p["game"]["hands"][0]["plays"][0] = "AH"


def _fifty_three_cards(p: dict[str, Any]) -> None:
    game = Game.new(CODE)
    hands = [[c.code for c in game.hand(s)] for s in range(4)]
    hands[0].append(hands[1][0])
    p["game"]["start"] = {"hands": hands, "hand_number": 1, "scores": [0, 0, 0, 0]}


DAMAGE: dict[str, Callable[[str], str]] = {
    "garbage": lambda text: "\x00\x13 not json at all",
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "checksum": lambda text: text.replace('"ui":{}', '"ui":{"selected":["QS"]}', 1),
    "game checksum": lambda text: reseal(text, _edit_summary, inner=False),
    "summary": lambda text: reseal(text, _edit_summary),
    "illegal play": lambda text: reseal(text, _illegal_lead),
    "53 cards": lambda text: reseal(text, _fifty_three_cards),
    "newer wrapper": lambda text: reseal(text, lambda p: p.update(version=2)),
    "newer game": lambda text: reseal(text, lambda p: p["game"].update(version=2)),
    "not a save": lambda text: json.dumps({"hello": "world"}),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_save_is_refused_by_decode(kind: str) -> None:
    with pytest.raises(SaveError):
        decode(DAMAGE[kind](encode(mid_trick_game(), "g", {})))


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_save_without_backup_is_kept_aside_and_named(dirs: Dirs, kind: str) -> None:
    dirs.data.mkdir()
    damaged = DAMAGE[kind](encode(mid_trick_game(), "g", {}))
    (dirs.data / GAME_FILE).write_text(damaged)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and not found.blocked
    kept = [p for p in dirs.data.iterdir() if p.name.startswith("game.damaged-")]
    assert len(kept) == 1 and kept[0].read_text() == damaged
    assert found.notice is not None and kept[0].name in found.notice
    assert "\n" not in found.notice
    assert not (dirs.data / GAME_FILE).exists()


def test_newer_version_notice_says_so(dirs: Dirs) -> None:
    dirs.data.mkdir()
    text = DAMAGE["newer game"](encode(mid_trick_game(), "g", {}))
    (dirs.data / GAME_FILE).write_text(text)
    notice = SaveSlot(dirs.data).load().notice
    assert notice is not None and "newer version" in notice


def test_damaged_save_with_good_backup_resumes_the_backup(dirs: Dirs) -> None:
    slot = SaveSlot(dirs.data)
    game = mid_trick_game()
    slot.save(game, "g", {})
    slot.save(game, "g", {})
    (dirs.data / GAME_FILE).write_text("{ broken")
    found = slot.load()
    assert found.saved is not None and found.saved.game.trick == game.trick
    assert found.notice is not None and "previous save" in found.notice


def test_damaged_save_and_damaged_backup_are_both_kept(dirs: Dirs) -> None:
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).write_text("{ broken")
    (dirs.data / BACKUP_FILE).write_text("{ broken too")
    found = SaveSlot(dirs.data).load()
    assert found.saved is None
    names = sorted(p.name for p in dirs.data.iterdir())
    assert sorted(n.split(".damaged-")[0] for n in names) == ["game", "game-backup"]


def test_damaged_save_that_cannot_be_renamed_blocks_saving(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never overwrite the user's file: if it cannot be set aside, this run does not save."""
    dirs.data.mkdir()
    (dirs.data / GAME_FILE).write_text("{ broken")

    def read_only(src: object, dst: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "rename", read_only)
    found = SaveSlot(dirs.data).load()
    assert found.blocked and found.saved is None
    assert found.notice is not None and "not saved" in found.notice
    assert (dirs.data / GAME_FILE).read_text() == "{ broken"


def test_unreadable_save_is_a_notice_not_a_crash(dirs: Dirs) -> None:
    """A directory where the save should be: reading fails with an OSError."""
    (dirs.data / GAME_FILE).mkdir(parents=True)
    found = SaveSlot(dirs.data).load()
    assert found.saved is None and found.notice is not None


def test_clear_temps_removes_a_half_written_save(dirs: Dirs) -> None:
    slot = SaveSlot(dirs.data)
    slot.save(mid_trick_game(), "g", {})
    (dirs.data / f"{GAME_FILE}.x8d7.tmp").write_text('{"format": "hearts-tui-auto')
    slot.clear_temps()
    assert sorted(p.name for p in dirs.data.iterdir()) == [GAME_FILE]


def test_ui_state_that_is_not_json_raises_type_error(dirs: Dirs) -> None:
    with pytest.raises(TypeError):
        SaveSlot(dirs.data).save(mid_trick_game(), "g", {"selected": {object()}})
    assert not any(Path(dirs.data).glob("*.tmp"))
