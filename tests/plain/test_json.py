"""``hearts --plain --json`` for programs (issue 28, what was missed): one JSON object a
line, a ``turn`` object ending the answer to every command, the same commands read, and
the example bot of docs/plain.md (scripts/plain_bot.py) playing whole games through pipes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from .script import plain_env

ROOT = Path(__file__).resolve().parents[2]


def objects(home: Path, *args: str, stdin: str) -> list[dict[str, object]]:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--json", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=plain_env(home),
        timeout=120,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_every_line_is_an_object_and_each_answer_ends_with_a_turn(tmp_path: Path) -> None:
    said = objects(tmp_path, "--seed", "K7QD-MR9S", stdin="pass 8c 4c kh\nzz\nhand\n3d\n")
    assert said[0]["type"] == "game" and said[0]["code"] == "K7QD-MR9S"
    assert said[0]["names"] == ["You", "West", "North", "East"]
    turns = [i for i, obj in enumerate(said) if obj["type"] == "turn"]
    assert len(turns) == 5  # the start, then one for each of the 4 commands
    first = said[turns[0]]
    assert first["waiting"] == "pass" and first["pass_to"] == 1 and len(first["hand"]) == 13  # type: ignore[arg-type]
    passed = next(obj for obj in said if obj["type"] == "passed")
    assert passed["cards"] == ["4C", "8C", "KH"] and passed["received"] == ["3D", "QH", "KS"]
    assert str(passed["text"]).startswith("You passed to West:")
    refused = said[turns[2] - 1]
    assert refused["type"] == "refused" and "'zz' is not a card" in str(refused["text"])
    last = said[turns[-1]]
    assert last["waiting"] == "play" and last["legal"] == ["6S", "JS", "KS"]
    assert last["trick"] == [
        {"seat": 1, "card": "3S"},
        {"seat": 2, "card": "2S"},
        {"seat": 3, "card": "4S"},
    ]
    plays = [obj for obj in said if obj["type"] == "play"]
    assert plays[1] == {
        "type": "play",
        "seat": 0,
        "card": "3D",
        "trick": 1,
        "lead": False,
        "cancels": False,
        "text": "You play the 3 of diamonds.",
    }
    assert any(obj["type"] == "trick" and obj["winner"] == 1 for obj in said)


def test_json_goes_with_plain(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--json"],
        capture_output=True,
        text=True,
        env=plain_env(tmp_path),
        timeout=60,
    )
    assert done.returncode == 2 and "--json goes with --plain" in done.stderr


def test_the_example_bot_plays_whole_games_through_pipes(tmp_path: Path) -> None:
    """The bot of docs/plain.md: two whole games, each to the game over, no refusal."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "plain_bot.py"), "--games", "2", "--quiet"],
        capture_output=True,
        text=True,
        env=plain_env(tmp_path),
        timeout=300,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 of 2 games finished" in done.stdout
    assert done.stdout.count(": finished in ") == 2


def test_the_bots_choices_answer_each_kind_of_turn() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from plain_bot import choose  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    hand = ["2C", "TD", "AS", "KH", "3H"]
    assert choose({"waiting": "pass", "hand": hand}) == "pass TD KH AS"
    assert choose({"waiting": "play", "legal": ["TD", "2C"], "trick": []}) == "2C"
    follow = {"waiting": "play", "legal": ["TD", "3D"], "trick": [{"seat": 1, "card": "9D"}]}
    assert choose(follow) == "3D"
    shed = {"waiting": "play", "legal": ["AS", "3H"], "trick": [{"seat": 1, "card": "9D"}]}
    assert choose(shed) == "AS"
    assert choose({"waiting": "draw"}) == "draw"
    assert choose({"waiting": "moon"}) == "moon add"
    assert choose({"waiting": "over"}) == "quit"
