"""``hearts --serve`` attacked as the issue's attacker did (#36.7, #36.8, #36.9): storms of
malformed requests and websocket messages, huge sizes, floods of keys, many connections, a
server killed under its game.  Only the server's outside is used (HTTP, the websocket, the
processes it starts), so each test runs against any checkout.

What holds: a malformed request gets one quiet refusal (400), the terminal at most a line
now and then, never a traceback; a bad message neither ends the game nor reaches it; sizes
and input are bounded; the games are limited; a game whose page or server is gone ends
within seconds, saved, with no crash log, and lets go of the lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from hearts_tui.store.lock import InstanceLock, LockError

from .page import Served, children_of, start_server, stop_server

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("textual_serve")

pytestmark = pytest.mark.slow

#: Pages' games a server runs at once, and its spare (hearts_tui/web/games.py).
MOST_GAMES = 4 + 1
#: A game's memory may not pass this (a game at the largest size takes about 50 MB).
MEMORY_CAP = 250 * 1024 * 1024
#: Seconds within which a game whose page or server is gone must have ended.
GONE_WITHIN = 20.0


def _env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "HEARTS_DATA_DIR": str(home / "data"),
        "HEARTS_CONFIG_DIR": str(home / "config"),
        "XDG_DATA_HOME": str(home / "xdg-data"),
        "XDG_CONFIG_HOME": str(home / "xdg-config"),
    }


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("attacked")


@pytest.fixture(scope="module")
def server(home: Path) -> Iterator[Served]:
    """One server for the storms that leave it running (each test waits for its games)."""
    served = start_server(_env(home))
    try:
        yield served
    finally:
        _stop(served)


def _stop(served: Served) -> None:
    if served.process.poll() is None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            stop_server(served, timeout=30)
    served.output.unlink(missing_ok=True)
    # Whatever a failing checkout left running (stop_server killed the session's group
    # if the server would not stop).
    for pid in _games(served):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def _games(served: Served) -> set[int]:
    """The server's game processes (its spare among them)."""
    return children_of(served.process.pid) | _orphans(served)


def _orphans(served: Served) -> set[int]:
    """Game processes of this server's session that outlived it (their parent is init)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            if int(fields[3]) == served.process.pid and int(fields[1]) != served.process.pid:
                found.add(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
    found.discard(served.process.pid)
    return found


def _memory(pids: set[int]) -> int:
    """The largest resident memory of these processes, in bytes."""
    sizes = [0]
    for pid in pids:
        try:
            sizes.append(int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * 4096)
        except (OSError, ValueError, IndexError):
            continue
    return max(sizes)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def _wait_games(served: Served, most: int, timeout: float = GONE_WITHIN) -> float:
    """Until the server runs at most ``most`` game processes; the seconds it took."""
    start = time.monotonic()
    while len([pid for pid in _games(served) if _alive(pid)]) > most:
        assert time.monotonic() - start < timeout, f"games still running: {_games(served)}"
        time.sleep(0.1)
    return time.monotonic() - start


def _headers(served: Served) -> dict[str, str]:
    headers = {"Origin": f"http://127.0.0.1:{served.port}"}
    if served.token:
        headers["Cookie"] = f"hearts-token={served.token}"
    return headers


@asynccontextmanager
async def _page(served: Served, query: str = "") -> AsyncIterator[aiohttp.ClientWebSocketResponse]:
    """A page's connection to its game, as a script (not a browser) opens it."""
    async with aiohttp.ClientSession() as session:
        url = f"http://127.0.0.1:{served.port}/ws{query}"
        async with session.ws_connect(url, headers=_headers(served)) as websocket:
            yield websocket


async def _settle(websocket: aiohttp.ClientWebSocketResponse, quiet: float = 1.0) -> None:
    """Take in what the game sends until it has been quiet for ``quiet`` seconds; the
    connection must stay open meanwhile."""
    while True:
        try:
            message = await websocket.receive(timeout=quiet)
        except TimeoutError:
            return
        assert message.type == aiohttp.WSMsgType.BINARY, f"the game ended: {message}"


async def _drawn(websocket: aiohttp.ClientWebSocketResponse, timeout: float = 30.0) -> int:
    """Wait for the game's next frame; the bytes received."""
    deadline = time.monotonic() + timeout
    received = 0
    while received < 200:
        message = await websocket.receive(timeout=max(0.1, deadline - time.monotonic()))
        assert message.type == aiohttp.WSMsgType.BINARY, message
        received += len(message.data)
    return received


def _raw(port: int, request: bytes) -> bytes:
    """Send ``request`` as is; the status line of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(request)
        answer = b""
        while b"\r\n" not in answer:
            chunk = raw.recv(256)
            if not chunk:
                break
            answer += chunk
        return answer.split(b"\r\n", 1)[0]


def _storm_requests(served: Served) -> list[bytes]:
    host = f"127.0.0.1:{served.port}".encode()
    cookie = f"hearts-token={served.token}".encode() if served.token else b"x=y"
    return [
        b"GET / HTTP/1.1\r\nHost: " + host + b"\r\nX: \x01\r\n\r\n",  # a control character
        b"GET / HTTP/9.9\r\n\r\n",  # no such version
        b"GARBAGE\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: -1\r\n\r\n",
        b"GET /ws HTTP/1.1\r\nHost: " + host + b"\r\nCookie: " + cookie + b"\r\n\r\n",
        b"GET /ws HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",  # no token either
        b"GET /ws HTTP/1.1\r\nHost: " + host + b"\r\nCookie: " + cookie + b"\r\n"
        b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n",
    ]


def test_a_storm_of_malformed_requests_gets_quiet_refusals(server: Served) -> None:
    """600 malformed requests, token or not: each refused (400, or 403 without the token),
    none with a traceback on the terminal, which says a line at most."""
    before = server.said()
    requests = _storm_requests(server)
    statuses: dict[bytes, int] = {}
    for number in range(600):
        status = _raw(server.port, requests[number % len(requests)])
        statuses[status] = statuses.get(status, 0) + 1
    refused = {status: count for status, count in statuses.items() if b" 40" in status}
    assert sum(refused.values()) == 600, statuses
    assert all(b" 400 " in status or b" 403 " in status for status in refused), statuses
    time.sleep(0.5)
    said = server.said()[len(before) :]
    assert "Traceback" not in said
    assert len(said.splitlines()) <= 2, said


def test_malformed_messages_neither_end_the_game_nor_reach_it(server: Served) -> None:
    """`{not json`, `[]`, `{}`, `["stdin", 12345]`, a size that is no number: dropped; the
    game goes on (it draws again at a new size), and the terminal stays quiet."""
    before = server.said()

    async def attack() -> None:
        async with _page(server) as websocket:
            await _drawn(websocket)
            await _settle(websocket)
            games = _games(server)
            for bad in (
                "{not json",
                "[]",
                "{}",
                '["stdin", 12345]',
                '["resize", {"width": "wide", "height": 24}]',
                '["resize", {"width": 1e999, "height": 24}]',
                '["resize", []]',
                '["stdin", "\\ud800"]',
                "[" * 5000,
                json.dumps(["ping", "x" * 10_000]),
            ):
                await websocket.send_str(bad)
            await _settle(websocket)
            await websocket.send_str(json.dumps(["resize", {"width": 100, "height": 30}]))
            await _drawn(websocket)
            assert not websocket.closed
            assert _games(server) == games

    asyncio.run(attack())
    _wait_games(server, 1)
    said = server.said()[len(before) :]
    assert "Traceback" not in said
    assert len(said.splitlines()) <= 1, said


def test_a_huge_size_is_taken_as_the_largest_table(server: Served) -> None:
    """`/ws?width=20000&height=20000`, then `["resize", 100000 x 100000]`: the game stays
    small (1.9 GB in 15 s before)."""
    peak = 0

    async def attack() -> None:
        nonlocal peak
        async with _page(server, "?width=20000&height=20000") as websocket:
            await _drawn(websocket)
            huge = ["resize", {"width": 100_000, "height": 100_000}]
            await websocket.send_str(json.dumps(huge))
            deadline = time.monotonic() + 4
            while time.monotonic() < deadline:
                peak = max(peak, _memory(_games(server)))
                await asyncio.sleep(0.2)

    asyncio.run(attack())
    assert peak < MEMORY_CAP, f"{peak / 2**20:.0f} MB"
    _wait_games(server, 1)


def test_a_flood_of_keys_stays_bounded_and_ends_with_its_page(server: Served) -> None:
    """3 MB of key bytes: the game's memory stays bounded (2.3 GB before, still growing),
    and once the page is gone its game ends within seconds (busy or not)."""
    peak = 0

    async def attack() -> None:
        nonlocal peak
        async with _page(server) as websocket:
            await _drawn(websocket)

            async def flood() -> None:
                for _ in range(50):
                    await websocket.send_str(json.dumps(["stdin", "i" * 60_000]))

            sending = asyncio.ensure_future(flood())
            deadline = time.monotonic() + 8
            while time.monotonic() < deadline:
                peak = max(peak, _memory(_games(server)))
                await asyncio.sleep(0.2)
            sending.cancel()

    asyncio.run(attack())
    assert peak < MEMORY_CAP, f"{peak / 2**20:.0f} MB"
    _wait_games(server, 1)


def test_the_games_are_limited(server: Served) -> None:
    """Ten pages at once: a few games (one plays, the others show the refusal), the rest
    refused before any process starts (10 processes before)."""
    statuses: list[int] = []

    async def attack() -> None:
        async with aiohttp.ClientSession() as session:
            url = f"http://127.0.0.1:{server.port}/ws"
            opened = []
            for _ in range(10):
                try:
                    opened.append(await session.ws_connect(url, headers=_headers(server)))
                    statuses.append(101)
                except aiohttp.WSServerHandshakeError as refused:
                    statuses.append(refused.status)
            await asyncio.sleep(2)
            assert len(_games(server)) <= MOST_GAMES
            for websocket in opened:
                await websocket.close()

    asyncio.run(attack())
    assert statuses.count(101) == MOST_GAMES - 1, statuses
    assert set(statuses) == {101, 503}, statuses
    _wait_games(server, 1)


def _unlocked(data: Path) -> bool:
    lock = InstanceLock(data)
    try:
        lock.acquire()
    except LockError:
        return False
    lock.release()
    return True


@pytest.mark.parametrize("query", ["", "?width=20000&height=20000"])
def test_a_killed_servers_game_ends_quietly_saved_and_lets_go_of_the_lock(
    tmp_path: Path, query: str
) -> None:
    """SIGKILL to the server under a playing page: its game ends within seconds, leaves no
    crash log (a BrokenPipeError every time before) and lets go of the lock (a game of a
    huge page was still running 20 s later, holding it)."""
    served = start_server(_env(tmp_path))
    try:

        async def play_then_kill() -> set[int]:
            async with _page(served, query) as websocket:
                await _drawn(websocket)
                games = _games(served)
                served.process.kill()
                served.process.wait()
                return games

        games = asyncio.run(play_then_kill())
        start = time.monotonic()
        while any(_alive(pid) for pid in games):
            assert time.monotonic() - start < GONE_WITHIN, "a game outlived its server"
            time.sleep(0.1)
        assert list(tmp_path.glob("data/crash-*.log")) == []
        assert (tmp_path / "data" / "game.json").exists()
        assert _unlocked(tmp_path / "data")
    finally:
        _stop(served)


def test_a_page_that_comes_while_a_stuck_game_ends_gets_the_table_not_the_refusal(
    server: Served,
) -> None:
    """A page gone while its game is stuck (stopped here: SIGSTOP): the game takes seconds
    to end (SIGTERM, then SIGKILL), holding the lock.  A page that comes meanwhile (Try
    again, a reload, a phone turned) waits for it and gets the table, instead of being
    refused by the very game it replaces."""

    async def attack() -> bytes:
        async with _page(server) as stuck:
            await _drawn(stuck)
            # Its game is the server's only process now (the next spare comes a second
            # after this first frame).
            for pid in _games(server):
                os.kill(pid, signal.SIGSTOP)
        async with _page(server) as after:
            seen = b""
            deadline = time.monotonic() + GONE_WITHIN
            while b"open elsewhere" not in seen and b"Hand " not in seen:
                remaining = deadline - time.monotonic()
                assert remaining > 0, seen[-500:]
                message = await after.receive(timeout=remaining)
                assert message.type == aiohttp.WSMsgType.BINARY, message
                seen += message.data
            return seen

    seen = asyncio.run(attack())
    assert b"open elsewhere" not in seen
    _wait_games(server, 1)
