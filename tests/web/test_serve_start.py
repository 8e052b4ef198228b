"""``hearts --serve``'s command line, and the game it runs for each page: the start-up's
terminal checks know Textual's web driver, and a game whose server is gone ends, saved."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_tui import cli
from hearts_tui.store.lock import InstanceLock
from hearts_tui.web.driver import WEB_DRIVER, web_driver_requested
from hearts_tui.words import web_text
from hearts_tui.words.command_line import not_a_terminal
from tests.store.dirs import Dirs, isolate


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    return isolate(tmp_path, monkeypatch)


def test_without_the_web_extra_serve_says_in_one_line_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], dirs: Dirs
) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    monkeypatch.delitem(sys.modules, "hearts_tui.web.server", raising=False)
    assert cli.main(["--serve"]) == 2
    err = capsys.readouterr().err
    assert err == web_text.needs_web_extra() + "\n"
    assert "pip install -e '.[web]'" in err
    assert not dirs.data.exists()  # nothing played, nothing written


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--port", "8000"], web_text.serve_option_alone()),
        (["--host", "0.0.0.0"], web_text.serve_option_alone()),
        (["--serve", "--new"], web_text.serve_alone()),
        (["--serve", "--plain"], web_text.serve_alone()),
        # A table for one run: each page plays the person's own table (issue 39 §21 made
        # the options; --serve ignored them silently).
        (["--serve", "--game", "domino"], web_text.serve_no_table_options()),
        (["--serve", "--players", "5"], web_text.serve_no_table_options()),
        (["--serve", "--target", "100"], web_text.serve_no_table_options()),
        (["--serve", "--rule", "moon minus"], web_text.serve_no_table_options()),
        # No name at all served on every address (as 0.0.0.0 would, unasked).
        (["--serve", "--host", ""], web_text.host_empty()),
        (["--serve", "--host", "  "], web_text.host_empty()),
        (["--serve", "--host", "[]"], web_text.host_empty()),
        (["--serve", "--port", "70000"], "not a port number (0 to 65535): 70000"),
        (["--serve", "--port", "http"], "not a port number (0 to 65535): http"),
    ],
)
def test_serves_options_go_together_and_only_together(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str], dirs: Dirs
) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.main(args)
    assert exit_.value.code == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize(
    ("typed", "host"), [("[::1]", "::1"), (" 127.0.0.1 ", "127.0.0.1"), ("::1", "::1")]
)
def test_a_host_is_taken_as_a_link_writes_it(
    typed: str, host: str, monkeypatch: pytest.MonkeyPatch, dirs: Dirs
) -> None:
    """``--host '[::1]'``, as the server's own link writes an IPv6 address, was refused
    ("not an address"): the brackets are the link's, not the address's."""
    server = pytest.importorskip("hearts_tui.web.server")
    asked: list[str] = []

    def serve(*, host: str, **_: object) -> int:
        asked.append(host)
        return 0

    monkeypatch.setattr(server, "serve", serve)
    assert cli.main(["--serve", "--host", typed]) == 0
    assert asked == [host]


def test_only_textual_serves_own_driver_counts_as_the_web() -> None:
    assert web_driver_requested({"TEXTUAL_DRIVER": WEB_DRIVER})
    assert not web_driver_requested({})
    assert not web_driver_requested({"TEXTUAL_DRIVER": "textual.drivers.linux_driver:X"})


def _packet(kind: bytes, payload: bytes) -> bytes:
    """A packet of textual-serve's protocol, as the server writes to the game's stdin."""
    return kind + len(payload).to_bytes(4, "big") + payload


def _web_environment() -> dict[str, str]:
    # A server started from a dumb console under the C locale: neither is the page's.
    return dict(os.environ, TEXTUAL_DRIVER=WEB_DRIVER, TERM="dumb", LANG="C", LC_ALL="C")


@pytest.mark.slow
def test_hearts_under_the_web_driver_plays_though_its_streams_are_pipes(dirs: Dirs) -> None:
    """textual-serve starts `hearts` with pipes for stdin and stdout (the issue: "the game
    needs a terminal"): the game starts, draws ♠♥♦♣ (the page can, whatever the server's
    locale), and a quit from the server ends it, saved."""
    game = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=_web_environment(),
    )
    assert game.stdin is not None and game.stdout is not None
    assert game.stdout.readline() == b"__GANGLION__\n"
    seen = b""
    deadline = time.monotonic() + 30
    while "♣".encode() not in seen and time.monotonic() < deadline:
        kind, size = game.stdout.read(1), int.from_bytes(game.stdout.read(4), "big")
        payload = game.stdout.read(size)
        if kind == b"D":
            seen += payload
    assert "♣".encode() in seen
    game.stdin.write(_packet(b"M", json.dumps({"type": "quit"}).encode()))
    game.stdin.flush()
    _, err = game.communicate(timeout=30)
    assert game.returncode == 0, err
    assert not_a_terminal().encode() not in err
    assert (dirs.data / "game.json").exists()


SPAWN_AND_LEAVE = """
import os, subprocess, sys
game = subprocess.Popen(
    [sys.executable, "-m", "hearts_tui.web", "--parent", str(os.getpid())],
    stdin=subprocess.PIPE,
    stdout=subprocess.DEVNULL,
)
print(game.pid, flush=True)
sys.stdin.readline()
"""


@pytest.mark.slow
def test_a_game_whose_server_is_gone_ends_saved_and_lets_go_of_the_lock(dirs: Dirs) -> None:
    server = subprocess.Popen(
        [sys.executable, "-c", SPAWN_AND_LEAVE],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=_web_environment(),
    )
    assert server.stdout is not None and server.stdin is not None
    pid = int(server.stdout.readline())
    lock = InstanceLock(dirs.data)
    deadline = time.monotonic() + 30
    while not (dirs.data / "game.json").exists():  # the game has started
        assert time.monotonic() < deadline
        time.sleep(0.05)
    server.kill()  # the server dies outright: nobody will ask the game to quit
    server.wait()
    deadline = time.monotonic() + 20
    while Path(f"/proc/{pid}").exists() and _state(pid) != "Z":
        assert time.monotonic() < deadline, "the game outlived its server"
        time.sleep(0.1)
    assert lock.acquire(wait=2.0)
    lock.release()


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return "gone"


@pytest.mark.slow
def test_a_game_whose_server_died_before_it_started_does_not_stay(dirs: Dirs) -> None:
    """The server gone even before the game looked at its parent (it was already another
    process's child): the game ends at once instead of holding the lock for ever."""
    game = subprocess.Popen(
        [sys.executable, "-m", "hearts_tui.web", "--parent", "999999999"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env=_web_environment(),
    )
    try:
        game.wait(timeout=20)
    finally:
        game.kill()


@pytest.mark.slow
def test_a_port_already_taken_is_said_in_one_line(dirs: Dirs) -> None:
    pytest.importorskip("textual_serve")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "hearts_tui", "--serve", "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stderr.startswith(f"hearts: cannot serve on 127.0.0.1 port {port} (")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def _serve(
    *args: str, stdout: int | None = subprocess.PIPE, shell_tail: str = ""
) -> tuple[int, str]:
    """``hearts --serve ARGS`` until it exits (or 30 s); its status and stderr."""
    pytest.importorskip("textual_serve")
    command = [sys.executable, "-m", "hearts_tui", "--serve", *args]
    if shell_tail:
        command = ["sh", "-c", 'exec "$@" ' + shell_tail, "sh", *command]
    result = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=30)
    return result.returncode, result.stderr


@pytest.mark.slow
def test_a_server_whose_link_cannot_be_written_stops_in_one_line(dirs: Dirs) -> None:
    """`hearts --serve > /dev/full` printed a traceback; `>&-` served a table whose secret
    link nobody could ever read."""
    with open("/dev/full", "w") as full:
        status, err = _serve("--port", "0", stdout=full.fileno())
    assert status == 74
    assert err == web_text.link_not_written(os.strerror(28)) + "\n"
    status, err = _serve("--port", "0", shell_tail=">&-")
    assert status == 74
    assert err == web_text.link_output_closed() + "\n"


@pytest.mark.slow
def test_a_host_that_is_not_this_computers_is_said_so(dirs: Dirs) -> None:
    status, err = _serve("--host", "no-such-host.invalid", "--port", "0")
    assert status == 1
    assert err.startswith("hearts: cannot serve on no-such-host.invalid: it is not an address")
    assert "--port" not in err and "Traceback" not in err and err.count("\n") == 1
