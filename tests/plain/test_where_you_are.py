"""Where the game stands, said on demand and on a resume (issue 28.2, 28.11, and what was
missed): a resume says the pass made and received, the trick so far and whose turn; Enter
alone says where you are; ``repeat`` says it all again; ``trick`` says who is winning and
how many cards each holds; after the game over ``hand`` and ``scores`` make sense."""

from __future__ import annotations

import io
from pathlib import Path

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings
from tests.engine.helpers import play_script
from tests.ui.positions import HANDS, follow_clubs

from .script import run_piped
from .test_commands import CODE, playing, said, shell


def started(game: Game) -> list[str]:
    out = io.StringIO()
    Commands(Session(game, Settings()), out).start()
    return out.getvalue().splitlines()


def test_a_resume_after_the_pass_says_the_pass_made_and_received(tmp_path: Path) -> None:
    """`printf 'pass kh qh 9c\\n' | hearts --plain --seed JEUD-BWRX`, then `hearts --plain`
    said "Hand 1. No passing this hand." (hand 1 passes left, and the pass was made)."""
    first = run_piped(tmp_path, "--seed", "JEUD-BWRX", stdin="pass kh qh 9c\n")
    assert first.returncode == 0, first.stderr
    again = run_piped(tmp_path, stdin="")
    lines = again.stdout.splitlines()
    assert "No passing this hand." not in again.stdout
    assert lines[2] == "Hand 1, trick 1, resumed."
    assert lines[3] == (
        "You passed to West: the 9 of clubs, the queen of hearts and the king of hearts."
        " You got from East: the king of clubs, the king of diamonds and the 8 of hearts."
    )
    assert lines[4] == "Your hand, 13 cards:"
    assert lines[-1] == "Your lead: the 2 of clubs must lead."


def test_a_resume_mid_trick_says_the_trick_who_is_winning_and_your_turn() -> None:
    game = follow_clubs()
    play_script(game, "2C 6C JC")
    lines = started(game)
    assert lines[2] == "Hand 4, trick 1, resumed."
    assert lines[3] == "Scores: You 0, West 0, North 0, East 0."
    assert lines[4] == "No passing this hand."
    assert lines[-3] == (
        "Trick 1: West led the 2 of clubs, North played the 6 of clubs,"
        " East played the jack of clubs."
    )
    assert lines[-2] == "East is winning, with the jack of clubs."
    assert lines[-1] == "Your turn: follow clubs: 9 or 5."


def test_enter_alone_says_where_you_are_not_type_help() -> None:
    """An empty Enter answered "Type help for the commands.": it says the trick so far and
    whose turn (your lead: what may lead)."""
    commands = playing()
    assert said(commands, "") == [
        "Trick 1: East led the 2 of clubs.",
        "East is winning, with the 2 of clubs.",
        "Your turn: no clubs; play any card but your hearts.",
    ]
    assert said(shell(), "")[0] == "Hand 1. Pass 3 cards left, to West: type pass and 3 cards."


def test_repeat_says_the_whole_state_again() -> None:
    commands = playing()
    lines = said(commands, "repeat")
    assert lines[0] == "Hand 1, trick 1."
    assert lines[1].startswith("You passed to West: the 4 of clubs, the 8 of clubs")
    assert "Your hand, 13 cards:" in lines
    assert "Trick 1: East led the 2 of clubs." in lines
    assert lines[-1] == "Your turn: no clubs; play any card but your hearts."
    assert said(commands, "again") == lines


def test_trick_says_who_is_winning_and_how_many_cards_each_holds() -> None:
    commands = playing()
    said(commands, "3d")  # trick 2: West leads the 3 of spades, North 2, East 4
    assert said(commands, "trick") == [
        "Trick 2: West led the 3 of spades, North played the 2 of spades,"
        " East played the 4 of spades.",
        "East is winning, with the 4 of spades.",
        "Cards held: You 12, West 11, North 11, East 11.",
        "Your turn.",
    ]


def test_the_turn_line_names_the_playable_cards_when_they_are_few() -> None:
    commands = playing()
    lines = said(commands, "3d")
    assert lines[-1] == "Your turn: follow spades: king, jack or 6."


def test_after_the_game_over_hand_and_scores_say_so() -> None:
    """After "Game over." `hand` listed four empty suits and `scores` still said "The game
    ends at 50"."""
    game = Game.from_hands(HANDS, Rules(target=10), hand_number=4, code=CODE)
    commands = shell(game)
    while commands.session.waiting_for_you() == "play":
        said(commands, commands.game.legal_cards()[0].code)
    assert commands.game.phase == "game_over"
    assert said(commands, "hand") == [
        "The game is over: no cards in hand. Type new or replay to play again."
    ]
    scores = said(commands, "scores")
    assert scores[0].startswith("Final scores: You ")
    assert scores[1].startswith("Game over. ")  # not "The game is over: You win."
    assert not any("ends at" in line for line in scores)
