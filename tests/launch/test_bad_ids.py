"""Save and shelf files whose id no file can be named by (``"a b"``, ``"é"``,
``"../../etc/passwd"``), written by hand with the checksum recomputed the way the store
does: every launch and every key that puts a game aside or resumes one goes on, and a
game is never left both current and on the shelf."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.cli import main
from hearts_tui.engine import Game
from hearts_tui.store.ids import id_for, valid_id
from hearts_tui.store.launch import prepare
from hearts_tui.store.saves import SaveSlot, decode, encode
from hearts_tui.store.shelf import Shelf
from tests.store.dirs import CODE, Dirs, pass_all, play_cards
from tests.ui.helpers import LowestPlayer, settle

OTHER = "26BQ-524X"
BAD_IDS = ["a b", "é", "../../etc/passwd"]


def _checksum(payload: dict[str, Any]) -> str:
    """The wrapper's checksum as the store computes it (sha256 of sorted compact ASCII
    JSON, 16 hex digits)."""
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def crafted(game: Game, game_id: str) -> str:
    """A save of ``game`` whose id is ``game_id``, checksum recomputed by hand."""
    payload = json.loads(encode(game, "placeholder", {}))
    payload.pop("checksum")
    payload["id"] = game_id
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload, ensure_ascii=False)


def begun(code: str = CODE, cards: int = 3) -> Game:
    game = Game.new(code)
    pass_all(game)
    play_cards(game, cards)
    return game


def write_current(data: Path, game: Game, game_id: str) -> None:
    data.mkdir(parents=True, exist_ok=True)
    (data / "game.json").write_text(crafted(game, game_id))


def write_shelved(data: Path, game: Game, game_id: str, name: str = "handmade") -> Path:
    folder = data / "unfinished"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(crafted(game, game_id))
    return path


def listed_codes(capsys: pytest.CaptureFixture[str]) -> list[str]:
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    return [code for code in (CODE, OTHER) for _ in range(out.count(code))]


@pytest.mark.parametrize("bad", BAD_IDS)
def test_a_bad_id_gets_a_valid_one_the_same_at_every_read(bad: str) -> None:
    game = begun()
    first, again = decode(crafted(game, bad)), decode(crafted(game, bad))
    assert valid_id(first.game_id) and first.game_id == again.game_id == id_for(bad)
    assert first.game.to_json() == game.to_json()


@pytest.mark.parametrize("bad", BAD_IDS)
@pytest.mark.parametrize("how", ["new", "seed"])
def test_new_and_seed_put_aside_a_current_game_with_a_bad_id(
    dirs: Dirs, bad: str, how: str
) -> None:
    old = begun()
    write_current(dirs.data, old, bad)
    launch = prepare(new=True) if how == "new" else prepare(seed=OTHER)
    assert launch.persistence.saving_ok
    [entry] = Shelf(dirs.data).entries()
    assert entry.game.to_json() == old.to_json() and valid_id(entry.game_id)
    assert not any(p.name.startswith(("..", "etc")) for p in dirs.data.rglob("*"))


@pytest.mark.parametrize("bad", BAD_IDS)
def test_resume_takes_a_shelf_file_with_a_bad_id_off_the_shelf(
    dirs: Dirs, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shelved = begun(OTHER, cards=5)
    path = write_shelved(dirs.data, shelved, bad)
    write_current(dirs.data, begun(), "current1")
    back = prepare(resume=OTHER)
    assert back.game.to_json() == shelved.to_json()
    assert not path.exists()
    assert [e.game.code for e in Shelf(dirs.data).entries()] == [CODE]
    assert sorted(listed_codes(capsys)) == sorted([CODE, OTHER])  # each once


def test_a_game_left_current_and_on_the_shelf_is_listed_once_after_the_next_start(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    """A kill between saving the resumed game and deleting its shelf copy."""
    game = begun(OTHER)
    write_current(dirs.data, game, "gameid1")
    Shelf(dirs.data).put(game, "gameid1", {})
    prepare()
    assert Shelf(dirs.data).entries() == []
    assert listed_codes(capsys) == [OTHER]


def test_a_shelf_copy_further_on_than_the_current_save_is_kept(dirs: Dirs) -> None:
    """Put aside while saving failed: the shelf holds moves the save does not."""
    game = begun(OTHER, cards=2)
    write_current(dirs.data, game, "gameid1")
    play_cards(game, 2)
    Shelf(dirs.data).put(game, "gameid1", {})
    prepare()
    [entry] = Shelf(dirs.data).entries()
    assert entry.game.to_json() == game.to_json()


def _app(data: Path) -> HeartsApp:
    launch = prepare(data=data)
    return HeartsApp(
        launch.game,
        launch.settings,
        persistence=launch.persistence,
        ui_state=launch.ui_state,
        cpu_factory=LowestPlayer,
    )


@pytest.mark.parametrize("bad", BAD_IDS)
async def test_n_puts_aside_a_game_with_a_bad_id(dirs: Dirs, bad: str) -> None:
    write_current(dirs.data, begun(), bad)
    app = _app(dirs.data)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.press("y")  # Put aside
        await settle(pilot, lambda: app.game.code != CODE)
        assert app.return_code is None
    [entry] = Shelf(dirs.data).entries()
    assert entry.game.code == CODE


@pytest.mark.parametrize("bad", BAD_IDS)
async def test_u_resumes_a_shelf_file_with_a_bad_id(
    dirs: Dirs, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shelved = begun(OTHER, cards=5)
    path = write_shelved(dirs.data, shelved, bad)
    write_current(dirs.data, begun(), bad + "x")
    app = _app(dirs.data)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.code == OTHER)
        assert app.game.to_json() == shelved.to_json() and app.return_code is None
    assert not path.exists()
    assert [e.game.code for e in Shelf(dirs.data).entries()] == [CODE]
    saved = SaveSlot(dirs.data).peek()
    assert saved is not None and not isinstance(saved, str) and saved.game.code == OTHER
    assert sorted(listed_codes(capsys)) == sorted([CODE, OTHER])


def test_list_shows_a_game_left_current_and_on_the_shelf_once_before_the_next_start(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--list`` changes nothing on disk, and still lists such a game once."""
    game = begun(OTHER)
    write_current(dirs.data, game, "gameid1")
    Shelf(dirs.data).put(game, "gameid1", {})
    assert listed_codes(capsys) == [OTHER]
    assert len(Shelf(dirs.data).entries()) == 1  # untouched


async def test_u_does_not_list_a_copy_of_the_game_being_played(dirs: Dirs) -> None:
    from hearts_tui.app.screens.unfinished import UnfinishedScreen

    game = begun(OTHER)
    write_current(dirs.data, game, "gameid1")
    write_shelved(dirs.data, begun(), "other01", name="other01")
    app = _app(dirs.data)
    Shelf(dirs.data).put(game, "gameid1", {})  # left there after the start
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("u")
        assert isinstance(app.screen, UnfinishedScreen)
        assert [entry.game.code for entry in app.screen._entries] == [CODE]
