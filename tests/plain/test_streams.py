"""The line mode and ``--list`` with odd standard streams (issue 27, points 4 and 5): a line
with no end, closed and failing streams, an ASCII output.  A clear line on stderr, the game
saved, a documented status; never a traceback, never gigabytes."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_tui.plain.line_limit import LINE_LIMIT, BoundedLines
from hearts_tui.store.saves import Saved, SaveSlot
from hearts_tui.streams import STREAM_FAILED

from .script import plain_env, run_piped

CODE = "K7QD-MR9S"


def test_a_line_too_long_is_refused_at_once_and_the_next_line_read() -> None:
    stream = io.StringIO("x" * (3 * LINE_LIMIT + 5) + "\nhand\n")
    lines = BoundedLines(stream)
    refused: list[tuple[str, int]] = []
    lines.on_too_long = lambda start: refused.append((start, stream.tell()))
    assert lines.readline() == "hand\n"
    # Said after reading one limit's worth, before the rest of the line was read.
    assert refused == [("x" * (LINE_LIMIT + 1), LINE_LIMIT + 1)]
    assert lines.readline() == ""


def test_a_line_of_exactly_the_limit_is_read_whole() -> None:
    text = "y" * LINE_LIMIT + "\n"
    lines = BoundedLines(io.StringIO(text + "z"))
    lines.on_too_long = lambda start: pytest.fail("refused a line within the limit")
    assert lines.readline() == text
    assert lines.readline() == "z"


def memory_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        line = next(line for line in status if line.startswith("VmRSS:"))
    return int(line.split()[1])


@pytest.mark.slow
def test_dev_zero_keeps_the_memory_flat_and_is_refused_in_one_sentence(
    tmp_path: Path,
) -> None:
    # `hearts --plain < /dev/zero` grew to 2.2 GB in 10 s.
    with open("/dev/zero", "rb") as zero:
        child = subprocess.Popen(
            [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
            stdin=zero,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=plain_env(tmp_path),
        )
    try:
        assert child.stdout is not None
        said = b""
        while b"KB was not read" not in said:
            said += child.stdout.readline()
        peak = 0
        for _ in range(20):
            time.sleep(0.1)
            peak = max(peak, memory_kb(child.pid))
        assert child.poll() is None  # still reading, one piece at a time
        assert peak < 150_000, f"{peak} KB"
        assert said.count(b"was not read") == 1
    finally:
        child.kill()
        child.wait()


def run_hearts(
    home: Path, *args: str, close: int | None = None, **streams: object
) -> subprocess.CompletedProcess[str]:
    """``hearts ARGS`` with descriptor ``close`` closed in the child."""
    return subprocess.run(
        [sys.executable, "-m", "hearts_tui", *args],
        text=True,
        env=plain_env(home),
        timeout=60,
        preexec_fn=None if close is None else (lambda: os.close(close)),
        **streams,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("args", "close", "what"),
    [
        (("--plain",), 1, "the output is closed"),
        (("--plain",), 0, "the input is closed"),
        (("--list",), 1, "the output is closed"),
        (("--plain", "--list"), 1, "the output is closed"),
    ],
)
def test_a_closed_stream_is_refused_in_words_before_anything_is_touched(
    tmp_path: Path, args: tuple[str, ...], close: int, what: str
) -> None:
    streams: dict[str, object] = {"stderr": subprocess.PIPE}
    if close != 0:
        streams["stdin"] = subprocess.DEVNULL
    done = run_hearts(tmp_path, *args, close=close, **streams)
    assert done.returncode == STREAM_FAILED
    assert done.stderr.startswith(f"hearts: {what}") and "Traceback" not in done.stderr
    assert not (tmp_path / "data").exists()


def test_an_output_on_a_full_disk_is_said_on_stderr_and_the_game_saved(
    tmp_path: Path,
) -> None:
    with open("/dev/full", "w") as full:
        done = run_hearts(
            tmp_path,
            "--plain",
            "--seed",
            CODE,
            input="pass 8c 4c kh\n",
            stdout=full,
            stderr=subprocess.PIPE,
        )
    assert done.returncode == STREAM_FAILED
    assert done.stderr == (
        "hearts: the output cannot be written (No space left on device); the game is saved.\n"
    )
    assert isinstance(SaveSlot(tmp_path / "data").peek(), Saved)
    with open("/dev/full", "w") as full:
        listed = run_hearts(tmp_path, "--list", stdout=full, stderr=subprocess.PIPE)
    assert listed.returncode == STREAM_FAILED
    assert listed.stderr == "hearts: the output cannot be written (No space left on device)\n"


@pytest.mark.parametrize(
    "env", [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0"}]
)
def test_an_ascii_output_gets_ascii_words_and_typed_accents_never_crash(
    tmp_path: Path, env: dict[str, str]
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
        input="héllo\nquit\n".encode(),
        capture_output=True,
        env={**plain_env(tmp_path), **env},
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert done.stdout.isascii()
    assert b"> quit\nSaved." in done.stdout  # the accented line answered, then quit


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_russian_to_an_output_without_cyrillic_is_english_and_says_why(
    tmp_path: Path, encoding: str
) -> None:
    """`--lang ru` to an output that cannot write Cyrillic printed every letter as "?"
    ("???????????, 4 ??????"): English for the run, said once on stderr.  (Under
    ``LC_ALL=C`` Python writes UTF-8, and a chosen Russian stays Russian, as at the table.)"""
    env = {"PYTHONIOENCODING": encoding}
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--lang", "ru", "--seed", CODE],
        input=b"hand\nquit\n",
        capture_output=True,
        env={**plain_env(tmp_path), **env},
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii()
    assert done.stdout.startswith(b"Standard, 4 players, game to 50."), done.stdout[:200]
    assert b"??" not in done.stdout
    assert done.stderr.decode("ascii").startswith("hearts: this output's encoding (")
    assert done.stderr.count(b"\n") == 1


def test_russian_with_ascii_keeps_its_letters_and_spells_the_suits(tmp_path: Path) -> None:
    """`--plain --ascii --lang ru` printed "???????????, 4 ??????": --ascii spells the
    glyphs (suits, dashes, «» quotes) in ASCII and keeps the language's letters, as at the
    table (docs/translating.md)."""
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--ascii", "--lang=ru", f"--seed={CODE}"],
        input=b"trick\nquit\n",
        capture_output=True,
        env=plain_env(tmp_path),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode()
    assert out.startswith("Стандартный, 4 игрока, игра до 50."), out[:200]
    assert '"помощь"' in out and "«" not in out
    assert "?" not in out.replace("? ", "")  # no letter replaced (a "?" may end a question)
    assert all(c.isascii() or c.isalpha() for c in out)


def test_the_list_cut_by_head_is_a_normal_end(tmp_path: Path) -> None:
    run_piped(tmp_path, "--seed", CODE, stdin="pass 8c 4c kh\n")
    child = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui", "--list"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=plain_env(tmp_path),
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    assert child.wait(timeout=60) == 0
    assert child.stderr.read() == b""


def test_typed_cyrillic_under_an_ascii_output_is_read_as_what_it_says(tmp_path: Path) -> None:
    """Issue 36 §12: under an ASCII output the input was read as ASCII too, and «рука»
    (hand) was "not UTF-8 text"; what is typed is read as UTF-8, the words said in ASCII."""
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
        input="рука\nquit\n".encode(),
        capture_output=True,
        env={**plain_env(tmp_path), "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert done.stdout.isascii()
    assert b"not UTF-8" not in done.stdout
    assert done.stdout.count(b"Your hand, 13 cards:") == 2  # the deal, then the command


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_an_encoding_that_cannot_read_ascii_reads_utf8_and_writes_as_asked(
    tmp_path: Path, encoding: str
) -> None:
    """Issue 36 §12: `PYTHONIOENCODING=utf-16 hearts --plain` ended in a traceback at the
    first line read (a UTF-16 stream without its BOM); the commands are read as UTF-8, and
    the output is written in the encoding asked for."""
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", CODE],
        input=b"hand\nquit\n",
        capture_output=True,
        env={**plain_env(tmp_path), "PYTHONIOENCODING": encoding},
        timeout=60,
    )
    assert done.returncode == 0, done.stderr.decode(encoding, "replace")
    assert done.stderr == b""
    out = done.stdout.decode(encoding)
    assert out.count("Your hand, 13 cards:") == 2 and out.endswith(
        "Saved. hearts --plain goes on from here.\n"
    )
