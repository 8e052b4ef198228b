"""``hearts --plain`` in a pseudo-terminal, typed at line by line as a screen-reader user
types: a whole game, tab completion, and the exits (Ctrl+D, Ctrl+C, a closed terminal)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.engine import Game
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.store.settings import Settings

from .script import FORBIDDEN, TABLES, scripted_game, write_settings
from .typist import Typist

CODE = "K7QD-MR9S"


@pytest.fixture
def typist(tmp_path: Path) -> Iterator[Typist]:
    write_settings(tmp_path, Settings(plain_confirm_move=True))
    player = Typist(tmp_path, "--seed", CODE)
    yield player
    player.close()


def saved_game(home: Path) -> Game:
    found = SaveSlot(home / "data").peek()
    assert isinstance(found, Saved)
    return found.game


@pytest.mark.parametrize("name", list(TABLES))
def test_a_whole_game_typed_at_a_terminal(name: str, tmp_path: Path) -> None:
    """Every command typed to the game over (at the Standard table each card previewed,
    then confirmed with Enter); the transcript holds no escape code, frame or suit glyph
    (readline's included)."""
    settings = Settings(plain_confirm_move=name == "standard")
    write_settings(tmp_path, settings)
    script = scripted_game(TABLES[name], settings)
    typist = Typist(tmp_path, "--seed", TABLES[name])
    try:
        _play_out(typist, script.commands)
    finally:
        typist.close()
    assert saved_game(tmp_path).scores == script.game.scores


def _play_out(typist: Typist, commands: list[str]) -> None:
    for command in commands:
        typist.type(command)
    assert "Game over." in typist.output
    typist.keys("quit\r")
    assert typist.exit_status() == 0
    assert typist.output.endswith("Saved. hearts --plain goes on from here.\n")
    assert not FORBIDDEN.search(typist.output)


def test_tab_completes_commands_and_the_cards_in_your_hand(typist: Typist) -> None:
    start = len(typist.output)
    typist.keys("ha\t\r")
    said = typist.wait_for_prompt(start)
    assert said.startswith("hand") and "Your hand, 13 cards:" in said
    start = len(typist.output)
    typist.keys("why 8\t\r")  # the only 8s held: 8c 8d 8h; the first is completed in full
    said = typist.wait_for_prompt(start)
    assert "is not a card" not in said


def test_tab_completes_a_word_with_the_space_after_it(typist: Typist, tmp_path: Path) -> None:
    """Issue 39 §18: `pas` Tab then the cards typed "pass8c…" (readline added no space)."""
    start = len(typist.output)
    typist.keys("pas\t8c 4c kh\r")
    said = typist.wait_for_prompt(start)
    assert said.startswith("pass 8c 4c kh") and "You passed to West" in said, said


def test_ctrl_d_saves_and_exits_0(typist: Typist, tmp_path: Path) -> None:
    typist.type("pass 8c 4c kh")
    typist.keys("\x04")
    assert typist.exit_status() == 0
    assert "Saved. hearts --plain goes on from here." in typist.output
    assert saved_game(tmp_path).has_passed(0)


def test_ctrl_c_saves_and_exits_130(typist: Typist, tmp_path: Path) -> None:
    typist.type("pass 8c 4c kh")
    typist.keys("\x03")
    assert typist.exit_status() == 130
    assert "Traceback" not in typist.output
    assert saved_game(tmp_path).has_passed(0)


def test_ctrl_backslash_saves_says_so_and_exits_131(typist: Typist, tmp_path: Path) -> None:
    """Issue 27, point 8: Ctrl+\\ ended the line mode on the spot with 131, unsaid."""
    typist.type("pass 8c 4c kh")
    typist.keys("\x1c")
    assert typist.exit_status() == 131
    assert typist.output.endswith("Saved. hearts --plain goes on from here.\n")
    assert "Traceback" not in typist.output
    assert saved_game(tmp_path).has_passed(0)


def test_ctrl_z_then_fg_draws_the_prompt_and_the_line_typed_so_far(typist: Typist) -> None:
    """Issue 27, point 8: after Ctrl+Z and fg no prompt was drawn and the next line was
    echoed twice (the shell's terminal settings left in place).  Here the line mode is its
    own session (an orphaned process group, which the kernel does not stop): it goes on at
    once, as after fg."""
    typist.type("pass 8c 4c kh")
    start = len(typist.output)
    typist.keys("han")
    typist.wait_for(lambda out: out.endswith("han"), start)  # read by readline
    typist.keys("\x1a")
    said = typist.wait_for(lambda out: out[start:].endswith("\n> han"), start)
    assert said == "han\n> han"
    start = len(typist.output)
    typist.keys("d\r")
    answer = typist.wait_for_prompt(start)
    assert answer.startswith("d\n") and "Your hand" in answer, answer  # "d" echoed once


def test_ctrl_c_on_a_half_typed_line_clears_it_as_a_shell_does(
    typist: Typist, tmp_path: Path
) -> None:
    """'3d' typed, then Ctrl+C: the line goes and a fresh prompt comes (the game goes on);
    the next command is read alone, not after '3d'."""
    typist.type("pass 8c 4c kh")
    start = len(typist.terminal.output)
    typist.keys("3d")
    assert typist.terminal.wait_until(lambda: typist.terminal.output.endswith("3d"), 10)
    typist.keys("\x03")
    assert typist.terminal.wait_until(lambda: typist.terminal.output.endswith("3d\r\n> "), 10)
    said = typist.type("trick")
    assert said.startswith("Trick 1: East led the 2 of clubs.")
    assert not FORBIDDEN.search(typist.terminal.output[start:])
    assert saved_game(tmp_path).trick_number == 1  # the 3 of diamonds was not played
    typist.keys("\x03")  # on an empty line Ctrl+C still saves and leaves
    assert typist.exit_status() == 130


def test_a_closed_terminal_saves_and_exits_129(typist: Typist, tmp_path: Path) -> None:
    """The window closed mid-trick: SIGHUP, like the table; the trick is on disk."""
    typist.type("pass 8c 4c kh")
    typist.type("3d")
    typist.type("")
    typist.terminal.hang_up()
    assert typist.exit_status() == 129
    game = saved_game(tmp_path)
    assert game.trick_number == 2 and game.trick and game.turn == 0
