"""Whole games in ``hearts --plain`` driven through a pipe, one at each kind of table.

The commands come from :func:`tests.plain.script.scripted_game` (the same game played in
the test's process), so the pipe plays a real game to the game over: every line the child
prints is checked for what a screen reader must never get (ESC, box drawing, suit glyphs)
and for its length, the game over is counted in the statistics, and each table's own
events are said in words.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from hearts_tui.store.settings import Settings
from hearts_tui.words.seats import seat_names

from .script import FORBIDDEN, TABLES, Script, run_piped, scripted_game, write_settings

Played = tuple[Script, subprocess.CompletedProcess[str], Path]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Played]:
    """Each table's game played to the game over through a pipe (confirm move on at the
    Standard table: each card typed, then an empty line)."""
    games: dict[str, Played] = {}
    for name, code in TABLES.items():
        settings = Settings(plain_confirm_move=name == "standard", cpu_level="normal")
        script = scripted_game(code, settings)
        home = tmp_path_factory.mktemp(name)
        write_settings(home, settings)
        done = run_piped(home, "--seed", code, stdin="\n".join(script.commands) + "\n")
        games[name] = (script, done, home)
    return games


@pytest.mark.parametrize("name", list(TABLES))
def test_a_whole_game_plays_to_the_game_over_through_a_pipe(
    name: str, played: dict[str, Played]
) -> None:
    script, done, home = played[name]
    assert done.returncode == 0 and done.stderr == "", done.stderr
    out = done.stdout
    names = seat_names(script.game.players)
    final = out[out.index("Game over.") :]
    scores = ", ".join(f"{n} {v}" for n, v in zip(names, script.game.scores, strict=True))
    assert scores.replace(" ", "") in final.replace("\n", " ").replace(" ", "")
    stats = json.loads((home / "data" / "stats.json").read_text())
    assert len(stats["recent"]) == 1  # the game over is counted once


@pytest.mark.parametrize("name", list(TABLES))
def test_no_line_holds_escape_codes_box_drawing_or_suit_glyphs(
    name: str, played: dict[str, Played]
) -> None:
    """A screen reader reads each line as printed: no colour or cursor code, no frame, no
    ♠ ("black spade suit")."""
    out = played[name][1].stdout
    assert out.isascii()
    for line in out.splitlines():
        assert not FORBIDDEN.search(line), repr(line)


@pytest.mark.parametrize("name", list(TABLES))
def test_one_event_one_line_never_a_sentence_broken_over_two(
    name: str, played: dict[str, Played]
) -> None:
    """No hard wrap at 80 columns (or any): every line the game says ends a sentence, so a
    screen reader or a Braille line never reads half of one, and a script reads one line
    an event; the long ones (the pass both ways, the tracker's cards) stay whole."""
    out = played[name][1].stdout
    said = [line for line in out.splitlines() if not line.startswith("> ")]
    for line in said:
        assert line.endswith((".", ":", "?", "!")), repr(line)
        assert not line.startswith("and "), repr(line)
    if name == "standard":
        assert any(len(line) > 80 and line.startswith("You passed to ") for line in said)


def test_each_table_speaks_its_own_words(played: dict[str, Played]) -> None:
    """Domino's draws and stock, Cancellation's cancelled pairs and the trick nobody won,
    the kitty of a 5-player game: each said in words."""
    said = {name: done.stdout for name, (_, done, _) in played.items()}
    assert "left in the stock" in said["domino"] and "You draw the " in said["domino"]
    assert "cards in the stock" in said["domino"]
    assert ": both cancel." in said["cancellation-10"]
    assert "Nobody wins the last trick" in said["cancellation-10"]
    assert "and the kitty" in said["kitty-5"] and "Kitty the " in said["kitty-5"]
    assert "Trick 1. Ada leads" in said["seven-players"] or "Ada plays" in said["seven-players"]
