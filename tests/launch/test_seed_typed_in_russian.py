"""``--seed`` typed in Russian (issue 39, point 6): at the table and in the line mode the
code typed with the Russian layout on, or with a Russian look-alike letter, deals the
Latin code's game; a letter that is no code character says to switch the layout."""

from __future__ import annotations

import io
import sys

import pytest

from hearts_tui.cli import main
from hearts_tui.engine import Game
from hearts_tui.store.saves import Saved, SaveSlot
from tests.launch.table_start import table_start
from tests.store.dirs import CODE, Dirs

TYPED = ("К7QD-MR9S", "Л7ЙВ-ЬК9Ы")


@pytest.mark.parametrize("typed", TYPED)
def test_the_table_deals_the_code_typed_in_russian(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, typed: str
) -> None:
    game = table_start(monkeypatch, ["--seed", typed])
    assert game.code == CODE and game.to_json() == Game.new(CODE).to_json()


@pytest.mark.parametrize("typed", TYPED)
def test_the_line_mode_deals_the_code_typed_in_russian(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], typed: str
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("code\n"))
    assert main(["--plain", "--seed", typed]) == 0
    assert f"Game code {CODE}." in capsys.readouterr().out
    saved = SaveSlot(dirs.data).peek()
    assert isinstance(saved, Saved) and saved.game.code == CODE


def test_a_letter_no_layout_makes_a_code_character_is_refused_with_why_in_russian(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--lang", "ru", "--seed", "Ж7ЙВ-ЬК9Ы"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "код пишется латиницей — переключите раскладку" in err
    assert not dirs.data.exists()
