"""``--resume ID``: an id is looked up as an id, a code as a code (issue 36, point 4).

hearts tells two games of one code apart by their ids ("choose one by its id: --resume
017abd53bbf04ab8"), yet the command line put every ``--resume`` value through the code
parser first: an id with a 0 or a 1 (88 % of them) was "not a code", and the line mode
could not reach those games at all.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from hearts_tui.cli import main
from hearts_tui.engine import Game
from hearts_tui.store.launch import NothingToResume, prepare
from hearts_tui.store.saves import SaveSlot
from hearts_tui.store.shelf import Shelf
from tests.launch.table_start import table_start
from tests.store.dirs import CODE, Dirs, pass_all, play_cards

#: Ids as hearts writes them (16 hex digits), with the 0s and 1s no code has.
IDS = ("017abd53bbf04ab8", "0000000000000001", "a1b2c3d4e5f60718")


def shelve(data: Path, game_id: str, code: str = CODE, cards: int = 2) -> Game:
    game = Game.new(code)
    pass_all(game)
    play_cards(game, cards)
    assert Shelf(data).put(game, game_id, {}) is not None
    return game


@pytest.mark.parametrize("game_id", IDS)
def test_the_table_resumes_a_game_by_its_id(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    shelved = shelve(dirs.data, game_id)
    game = table_start(monkeypatch, ["--resume", game_id])
    assert game.code == CODE and game.trick == shelved.trick
    assert Shelf(dirs.data).entries() == []  # taken off the shelf: it is the game now


def test_the_advice_for_a_code_shelved_twice_works_as_given(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """hearts' own words ("choose one by its id: --resume ID") are a command that works."""
    shelve(dirs.data, IDS[0], cards=2)
    shelve(dirs.data, IDS[1], cards=5)
    with pytest.raises(NothingToResume) as refused:
        prepare(resume=CODE)
    assert f"--resume {IDS[1]} (hand 1)" in str(refused.value)
    game = table_start(monkeypatch, ["--resume", IDS[1]])
    assert len(game.trick) == 5 % 4 and Shelf(dirs.data).find(CODE)[0].game_id == IDS[0]


def test_the_line_mode_resumes_a_game_by_its_id(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shelve(dirs.data, IDS[0])
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["--plain", "--resume", IDS[0]]) == 0
    assert f"Resumed {CODE} (hand 1)" in capsys.readouterr().out
    saved = SaveSlot(dirs.data).peek()
    assert not isinstance(saved, (str, type(None))) and saved.game_id == IDS[0]


def test_the_id_of_the_game_in_play_goes_on_with_it(dirs: Dirs) -> None:
    """``--list`` shows the current game: its id, like its code, goes on with it."""
    playing = prepare(seed=CODE)
    pass_all(playing.game)
    playing.persistence.save_game(playing.game, {})
    game_id = playing.persistence.game_id(playing.game)
    again = prepare(resume=game_id)
    assert again.game.code == CODE and again.notice is not None
    assert "is the game in play" in again.notice


def test_an_id_nothing_has_is_refused_with_both_readings(dirs: Dirs) -> None:
    """An unknown id (or a mistyped code, which looks like one) changes nothing and says
    that it is neither an unfinished game's id nor a valid code."""
    shelve(dirs.data, IDS[0])
    for text in ("017abd53bbf04ab9", "K7QD-MR9T"):
        with pytest.raises(NothingToResume, match=r"no unfinished game has the id .*not a valid"):
            prepare(resume=text)
    assert [entry.game_id for entry in Shelf(dirs.data).entries()] == [IDS[0]]


@pytest.mark.parametrize("text", ["K7QD MR9T", "017abd53 bbf04ab8", "..", "é"])
def test_what_is_neither_a_code_nor_an_id_is_refused_before_anything_is_read(
    dirs: Dirs, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--resume", text])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.startswith("hearts: ")
    assert not dirs.data.exists()
