"""A refused command in ``--plain --json`` is a ``refused`` object with a stable ``reason``,
then a ``turn`` as every answer (issue 39 §19), a line over 64 KB too (issue 36 §6: it got
a ``say`` and no ``turn``, and a bot waiting for its turn waited for ever), and reading such
a line keeps memory flat."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, get_args

import pytest

from hearts_tui.engine import Game
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.plain.shell import Refusal
from hearts_tui.store.settings import Settings

from .script import plain_env

ROOT = Path(__file__).resolve().parents[2]


def bot_loop() -> Commands:
    session = Session(Game.new("K7QD-MR9S"), Settings())
    commands = Commands(session, io.StringIO(), json=True)
    commands.start()
    return commands


def answer(commands: Commands, line: str) -> list[dict[str, Any]]:
    out = commands.out
    assert isinstance(out, io.StringIO)
    start = len(out.getvalue())
    commands.postcmd(commands.onecmd(commands.precmd(line)), line)
    return [json.loads(text) for text in out.getvalue()[start:].splitlines()]


#: A line refused, and the reason a program reads, in the pass of K7QD-MR9S.
IN_THE_PASS: dict[str, Refusal] = {
    "zz": "unknown",
    "help dance": "unknown",
    "set colour blue": "unknown",
    "new 2c": "syntax",
    "pass 8c": "syntax",
    "2c 3c": "syntax",
    "why": "syntax",
    "short maybe": "syntax",
    "pass 8c 8c kh": "illegal",
    "pass 8c 4c qs": "illegal",
    "8c": "phase",
    "finish": "phase",
    "yes": "phase",
    "review": "phase",
    "undo": "off",
    "set players 99": "value",
    "set target 7": "value",
    "\ufffd": "unreadable",
}


@pytest.mark.parametrize("line", IN_THE_PASS)
def test_a_refusal_says_its_reason_in_a_stable_word_then_the_turn(line: str) -> None:
    commands = bot_loop()
    said = answer(commands, line)
    assert [obj["type"] for obj in said] == ["refused", "turn"], said
    assert said[0]["reason"] == IN_THE_PASS[line]
    assert said[0]["text"]


def test_a_card_refused_in_play_is_illegal_and_one_not_held_too() -> None:
    commands = bot_loop()
    turn = answer(commands, "pass 8c 4c kh")[-1]  # East led the 2 of clubs: you have none
    game = commands.game
    held = next(card for card in game.hand(0) if card.code not in turn["legal"])
    said = answer(commands, held.code)
    assert said[0]["type"] == "refused" and said[0]["reason"] == "illegal"
    assert "not playable" in said[0]["text"]
    said = answer(commands, "kh")  # passed to West
    assert said[0]["reason"] == "illegal"
    assert said[0]["text"] == "You do not hold the king of hearts."
    assert said[-1]["type"] == "turn"


def test_every_reason_is_documented() -> None:
    doc = (ROOT / "docs" / "plain.md").read_text(encoding="utf-8")
    section = doc[doc.index("### Why a command was refused") :]
    for reason in get_args(Refusal):
        assert f"`{reason}`" in section, reason


def run_with_line(home: Path, size: int) -> tuple[list[dict[str, Any]], int]:
    """``hearts --plain --json`` fed a line of ``size`` characters then ``hand``: what it
    wrote, and the most memory it held (kB)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui", "--plain", "--json", "--seed", "K7QD-MR9S"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=plain_env(home),
    )
    assert process.stdin is not None and process.stdout is not None
    stdin = process.stdin

    def feed() -> None:
        chunk = b"a" * (1 << 20)
        left = size
        while left:
            piece = chunk[: min(left, len(chunk))]
            stdin.write(piece)
            left -= len(piece)
        stdin.write(b"\nhand\n")
        stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    out = process.stdout.read()
    writer.join()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    assert process.returncode == 0
    return [json.loads(line) for line in out.splitlines()], usage.ru_maxrss


@pytest.mark.slow  # three processes, 21 MB through a pipe
def test_a_line_over_64_kb_is_refused_with_a_turn_and_memory_stays_flat(tmp_path: Path) -> None:
    small = 0
    for size in (64 * 1024 + 1, 1 << 20, 20 << 20):
        said, most = run_with_line(tmp_path / str(size), size)
        small = small or most
        turns = [i for i, obj in enumerate(said) if obj["type"] == "turn"]
        assert len(turns) == 3  # the start, the long line, hand
        refused = said[turns[0] + 1]
        assert refused["type"] == "refused" and refused["reason"] == "too_long"
        assert refused["text"].startswith("A line of more than 64 KB was not read")
        assert turns[1] == turns[0] + 2
        assert said[turns[1] + 1]["type"] == "say"  # hand, read as the next line
        assert most - small < 8 * 1024, (size, most, small)  # kB: never the line whole
