"""Choosing the table from the line mode alone (issue 28.5): every table of the rule pages
can be chosen by typing, with the House rules dialog's own checks and presets, each change
answered in a sentence; a new game is dealt at the table chosen; the settings too, and the
statistics in sentences."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hearts_tui.engine import Game, MoonMode, Rules, TieRule
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings, load_settings

from .script import run_piped, write_settings
from .test_commands import CODE, said, shell

#: Each table of the rule pages (SPEC §2, §3, §3b), and what a player types to choose it
#: from the Standard table.
TABLES: dict[str, tuple[list[str], Rules]] = {
    "standard to 100": (["set target 100"], Rules(target=100)),
    "3 players": (["set players 3"], Rules(players=3)),
    "5 players with a kitty": (
        ["set players 5", "set short deck kitty"],
        Rules(players=5, short_deck="kitty"),  # type: ignore[arg-type]
    ),
    "6 players": (["set players 6"], Rules(players=6)),
    "7 players": (["set players 7"], Rules(players=7)),
    "black maria": (["preset black maria"], Rules.preset("black_maria")),
    "spot hearts": (["preset spot hearts"], Rules.preset("spot_hearts")),
    "greek hearts": (["preset greek"], Rules.preset("greek")),
    "basic hearts": (["preset basic"], Rules.preset("basic")),
    "no black lady": (["preset no black lady"], Rules.preset("no_black_lady")),
    "super hearts": (["set scoring super"], Rules.preset("super")),
    "every option of page 003": (
        [
            "set pass off",
            "set queen breaks hearts yes",
            "set points on the first trick allowed",
            "set first lead left",
            "set moon choose",
            "set jack -10",
            "set ties play on",
        ],
        Rules(
            pass_cycle="off",  # type: ignore[arg-type]
            queen_breaks_hearts=True,
            points_on_first_trick=True,
            first_lead="left_of_dealer",  # type: ignore[arg-type]
            moon=MoonMode.SHOOTER_CHOOSES,
            jack_of_diamonds=-10,
            ties=TieRule.PLAY_ON,
        ),
    ),
    "pass left always, -11, shooter minus": (
        ["set pass left", "set jack -11", "set moon minus"],
        Rules(pass_cycle="left", jack_of_diamonds=-11, moon="shooter_minus"),  # type: ignore[arg-type]
    ),
    "queen must go with the move timer": (
        ["set queen must go yes", "set timer 60"],
        Rules(queen_must_go=True, move_timer=60),
    ),
    "domino 2 players": (["set game domino", "set players 2"], Rules.domino(2)),
    "domino 7 with the moon": (
        ["set game domino hearts", "set players 7", "set moon add"],
        Rules.domino(7, moon="others_plus"),
    ),
    "cancellation 10 with the timer": (
        ["set game cancellation", "set players 10", "set timer 30"],
        Rules.cancellation(10, move_timer=30),
    ),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_every_table_of_the_rule_pages_can_be_chosen_and_dealt(name: str) -> None:
    typed, rules = TABLES[name]
    commands = shell()
    for line in typed:
        answer = said(commands, line)
        assert len(answer) == 1 and ", for the next game." in answer[0], (line, answer)
        assert answer[0].endswith("Type new to deal it."), answer
    assert commands.session.settings.rules == rules
    said(commands, "new")
    assert commands.game.rules == rules
    assert commands.game.players == rules.players


def test_a_change_that_brings_others_says_the_whole_table() -> None:
    commands = shell()
    said(commands, "set players 5")
    switched = said(commands, "set game domino")[0]
    assert "Next game: Domino Hearts, 5 players; to 31." in switched


def test_each_change_is_answered_in_a_sentence_and_saved() -> None:
    saved: list[Settings] = []
    commands = shell()
    commands._save_settings = lambda: saved.append(commands.session.settings)
    assert said(commands, "set players 5") == [
        "Players: 5, for the next game. You and 4 CPUs, 10 cards each. A short deck evens"
        " the hands. Type new to deal it."
    ]
    # Issue 39 §18: the whole table is not said again after each change (~40 words after
    # five), only when a change brings others with it (another game, a preset).
    assert said(commands, "set target 100") == [
        "Target: 100, for the next game. Type new to deal it."
    ]
    assert saved[-1].rules == Rules(players=5, target=100)
    assert commands.game.rules == Rules()  # the game in play is left as it was dealt


REFUSED = {
    "set players 9": "'9' is not a number of players: 3 to 7 at the Standard table.",
    "set players many": "'many' is not a number of players: 3 to 7 at the Standard table.",
    "set target 5": "'5' is not a target: type a whole number from 10 to 500.",
    "set target 1000": "'1000' is not a target: type a whole number from 10 to 500.",
    "set moon sideways": "'sideways' is not a value of moon shot: add, minus, choose or off.",
    "set moon": "Which moon shot? Type add, minus, choose or off.",
    "set short deck kitty": "Only with 3, 5, 6 or 7 players: at 4 every card is dealt.",
    "preset poker": (
        "'poker' is not a scoring preset: standard, black maria, spot hearts, greek hearts,"
        " basic hearts, no black lady or super hearts."
    ),
    "set strength brilliant": "'brilliant' is not a value of CPU strength: easy, normal or hard.",
}


@pytest.mark.parametrize(("line", "answer"), list(REFUSED.items()))
def test_what_the_dialog_refuses_is_refused_in_its_words(line: str, answer: str) -> None:
    commands = shell()
    before = commands.session.settings
    assert said(commands, line) == [answer]
    assert commands.session.settings == before


def test_an_option_a_game_fixes_is_refused_with_the_reason() -> None:
    commands = shell()
    said(commands, "set game domino")
    assert said(commands, "set pass left") == [
        "Domino Hearts has no pass: the hands are played as dealt."
    ]
    assert (
        said(commands, "set players 1")[0]
        == "'1' is not a number of players: 2 to 7 at Domino Hearts."
    )


def test_switching_the_game_keeps_what_it_takes_as_the_dialog_does() -> None:
    commands = shell()
    for line in ["set players 5", "set timer 30", "set target 120", "set game domino"]:
        said(commands, line)
    assert commands.session.settings.rules == Rules.domino(5, move_timer=30)
    said(commands, "reset")
    assert commands.session.settings.rules == Rules()


def test_the_table_and_the_settings_are_listed_an_option_a_line() -> None:
    commands = shell()
    table = said(commands, "table")
    assert table[0] == "Next game: the Standard table; to 50."
    assert "Players: 4; 3 to 7 at the Standard table." in table
    assert "Moon shot: others +26; type add, minus, choose or off." in table
    # Issue 39 §16: "Short deck: remove cards; fixed: Only with…" said cards were removed
    # where none are, and "fixed:" before a sentence of its own.
    assert "Short deck: none; only with 3, 5, 6 or 7 players: at 4 every card is dealt." in table
    assert table[-1].startswith("Change one with set")
    settings = said(commands, "settings")
    assert settings[0].startswith("CPU strength: normal; type easy, normal or hard;")
    assert any(line.startswith("At the table only: CPU pace normal") for line in settings)


def test_the_settings_are_changed_by_name(tmp_path: Path) -> None:
    commands = shell()
    assert said(commands, "set strength hard") == [
        "CPU strength: hard; how well the CPU players play, from their next card."
    ]
    said(commands, "set only card on")
    said(commands, "set pace fast")
    settings = commands.session.settings
    assert (settings.cpu_level, settings.play_only_card, settings.cpu_pace) == (
        "hard",
        True,
        "fast",
    )
    assert said(commands, "set colours light") == [
        "Colours: light, at the table (the line mode does not use it)."
    ]


def test_a_5_player_table_chosen_in_a_pipe_is_dealt_and_kept(tmp_path: Path) -> None:
    """The whole way through the real program: the table chosen, a new game dealt at it,
    the settings saved for the next start (the table reads the same file)."""
    write_settings(tmp_path, Settings())
    done = run_piped(tmp_path, "--seed", CODE, stdin="set players 5\nnew\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "Standard, 5 players, game to 50. Code " in done.stdout
    assert "Your hand, 10 cards:" in done.stdout
    settings, notice = load_settings(tmp_path / "config")
    assert settings.rules == Rules(players=5) and notice is None


def test_stats_are_said_in_sentences(tmp_path: Path) -> None:
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    game = Game.new(CODE, Rules(target=10))
    session = Session(game, Settings(), persistence=persistence)
    commands = Commands(session, io.StringIO())
    commands.echo = False
    session.advance()
    assert said(commands, "stats") == [
        "No game finished yet: your record starts with your first finished game."
    ]
    said(commands, "pass 8c 4c kh")
    while session.waiting_for_you() == "play":
        said(commands, session.game.legal_cards()[0].code)
    assert session.game.phase == "game_over"
    lines = said(commands, "stats")
    assert lines[0].startswith("All games: 1 game, ")
    assert any(line.startswith("Standard: 1 game") for line in lines)
    assert f"game {game.code}" in " ".join(lines)
    assert all("♠" not in line for line in lines)
