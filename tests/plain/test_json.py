"""``hearts --plain --json`` for programs (issue 28, what was missed): one JSON object a
line, a ``turn`` object ending the answer to every command, the same commands read, and
the example bot of docs/plain.md (scripts/plain_bot.py) playing whole games through pipes."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

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


def test_the_bots_time_limit_holds_when_the_game_says_nothing(tmp_path: Path) -> None:
    """Issue 39 §22: the limit was checked only when a line arrived: a silent hang blocked
    the bot for ever.  A "game" that never writes is ended at the limit."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from plain_bot import play_game
    finally:
        sys.path.pop(0)
    silent = [sys.executable, "-c", "import time; time.sleep(60)"]
    start = time.monotonic()
    result = play_game(silent, tmp_path, limit=1.0)
    assert not result.finished and result.error == "no game over in 1 s"
    assert time.monotonic() - start < 20


@pytest.mark.slow  # two whole games through pipes
def test_the_bot_plays_every_kind_of_table(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from plain_bot import TABLES
    finally:
        sys.path.pop(0)
    assert {"domino", "cancellation", "three", "seven"} <= set(TABLES)
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "plain_bot.py"), "--games", "2", "--quiet",
         "--table", "mixed"],
        capture_output=True,
        text=True,
        env=plain_env(tmp_path),
        timeout=300,
        cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "game 2 (three): finished" in done.stdout


def test_the_docs_until_turn_fails_loudly_at_the_end_of_the_output() -> None:
    """Issue 39 §22: the example's until_turn() returned None at the end of the output, and
    its caller failed with a TypeError far from the cause."""
    import ast
    import types

    doc = (ROOT / "docs" / "plain.md").read_text(encoding="utf-8")
    block = doc[doc.index("def until_turn():") :]
    block = block[: block.index("\n\n\n")]
    ended = types.SimpleNamespace(
        stdout=iter(['{"type": "say", "text": "Saved."}']), wait=lambda: 0
    )
    space = {"json": json, "game": ended}
    exec(compile(ast.parse(block), "plain.md", "exec"), space)
    with pytest.raises(EOFError, match="before a turn"):
        space["until_turn"]()


#: Objects of types a program has never seen, as a later protocol may write them (the
#: ``timer`` objects and the start's ``hand`` object replaced ``say`` lines under protocol 1).
NEW_TYPES = [
    '{"type": "game", "protocol": 1, "players": 4, "names": ["You", "W", "N", "E"]}',
    '{"type": "weather", "text": "It rains."}',
    '{"type": "hand", "number": 1, "hand": [], "pass_to": null, "mood": "calm"}',
    '{"type": "game_over", "scores": [1, 2, 3, 4], "winners": [0], "text": "You win."}',
    '{"type": "prophecy", "seat": 2}',
    '{"type": "turn", "waiting": "over", "hand": [], "scores": [1, 2, 3, 4]}',
]


def test_the_docs_example_and_the_bot_pass_over_object_types_they_do_not_know(
    tmp_path: Path,
) -> None:
    """docs/plain.md: a program ignores an object whose ``type`` it does not know (new
    types may come).  The doc's until_turn() and scripts/plain_bot.py read past them to
    the turn, and the bot still ends the game."""
    import ast
    import types

    doc = (ROOT / "docs" / "plain.md").read_text(encoding="utf-8")
    assert "ignores an object whose `type` it does not know" in doc
    block = doc[doc.index("def until_turn():") :]
    block = block[: block.index("\n\n\n")]
    game = types.SimpleNamespace(stdout=iter(line + "\n" for line in NEW_TYPES), wait=lambda: 0)
    space = {"json": json, "game": game}
    exec(compile(ast.parse(block), "plain.md", "exec"), space)
    assert space["until_turn"]()["waiting"] == "over"

    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from plain_bot import play_game
    finally:
        sys.path.pop(0)
    script = tmp_path / "future_hearts.py"
    script.write_text(
        "import sys\n"
        f"for line in {NEW_TYPES!r}:\n"
        "    print(line, flush=True)\n"
        "assert sys.stdin.readline() == 'quit\\n'\n"
    )
    result = play_game([sys.executable, str(script)], tmp_path, limit=30)
    assert result.finished and result.error == "" and result.scores == [1, 2, 3, 4]
