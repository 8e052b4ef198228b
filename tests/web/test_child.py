"""A page's game (hearts_tui/web/child.py): its refusal in a player's words, the details on
stderr; a spare game waits for its page's size; the web driver it draws with."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui.store import launch
from hearts_tui.web import child
from hearts_tui.web.limits import DEFAULT_SIZE, MAX_COLUMNS, MAX_ROWS
from hearts_tui.words.language import use
from hearts_tui.words.touch import on_touch
from tests.store.dirs import Dirs, isolate

HOLD = """
import sys, time
from pathlib import Path
from hearts_tui.store.lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
lock.acquire()
print("held", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    return isolate(tmp_path, monkeypatch)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "This game is open in another tab or window. Close it there, then Try again."),
        (
            "ru",
            "Эта партия открыта в другой вкладке или другом окне. Закройте её там, затем"
            " нажмите «Попробовать снова».",
        ),
    ],
    ids=["en", "ru"],
)
def test_a_second_page_is_refused_in_a_players_words_and_the_details_go_to_stderr(
    lang: str,
    sentence: str,
    dirs: Dirs,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The page said "a game is already open in another hearts with no terminal of its own
    (process 24382): a browser tab or a script; … give each its own data directory
    (HEARTS_DATA_DIR)": a programmer's words, for the terminal."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(dirs.data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdin is not None
    shown: list[str] = []
    monkeypatch.setattr(launch, "LOCK_WAIT", 0.1)
    monkeypatch.setattr(child.RefusedApp, "run", lambda app: shown.append(app.sentence))
    try:
        assert holder.stdout.readline() == "held\n"
        use(lang)
        assert child.run_child() == 1
    finally:
        holder.stdin.close()
        holder.wait(10)
    assert shown == [sentence]
    details = capsys.readouterr().err
    assert details.startswith("hearts: ") and f" {holder.pid})" in details
    assert str(holder.pid) not in shown[0]


def _wait_for(data: bytes) -> child.Page | None:
    read, write = os.pipe()
    os.write(write, data)
    os.close(write)
    try:
        return child.wait_for_page(read)
    finally:
        os.close(read)


def test_a_spare_game_takes_its_page_and_nothing_after_it() -> None:
    read, write = os.pipe()
    os.write(write, b'{"columns": 48, "rows": 43, "touch": true}\nM\x00\x00\x00\x02{}')
    os.close(write)
    try:
        assert child.wait_for_page(read) == child.Page(48, 43, touch=True)
        assert os.read(read, 100) == b"M\x00\x00\x00\x02{}"  # left for the web driver
    finally:
        os.close(read)
    huge = _wait_for(b'{"columns": 100000, "rows": 100000}\n')
    assert huge == child.Page(MAX_COLUMNS, MAX_ROWS, touch=False)
    assert _wait_for(b'{"columns": 90, "rows": 30, "touch": "yes"}\n') == child.Page(90, 30)
    assert _wait_for(b'{"columns": "wide"}\n') == child.Page(*DEFAULT_SIZE)
    assert _wait_for(b"[not json\n") == child.Page(*DEFAULT_SIZE)
    assert _wait_for(b"x" * 10_000) == child.Page(*DEFAULT_SIZE)  # too long: read no further
    assert _wait_for(b"") is None  # the server closed: no page came


def test_a_spare_warms_the_table_without_touching_the_players_files(dirs: Dirs) -> None:
    """The spare draws a table once before any page comes: nothing is saved, locked or
    counted (no data or config directory is even made)."""
    child.warm_the_table()
    assert not on_touch()  # the words of whatever table comes next are its own
    assert not dirs.data.exists() and not dirs.config.exists()
    assert not list(dirs.xdg_data.parent.glob("**/crash-*.log"))
