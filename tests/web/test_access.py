"""Who may open the served table (hearts_tui/web/access.py), and the real server keeping
to it: beyond localhost nothing without the secret token, the game's websocket only from
the page itself, a loopback server only under its loopback names."""

from __future__ import annotations

import http.client
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.web.access import COOKIE, Access, is_loopback, new_token
from hearts_tui.words import web_text
from tests.store.dirs import isolate

from .page import Served, start_server, stop_server

UPGRADE = {
    "Connection": "Upgrade",
    "Upgrade": "websocket",
    "Sec-WebSocket-Version": "13",
    "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
}


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "localhost", "::1", "[::1]"])
def test_loopback_addresses_reach_only_this_computer(host: str) -> None:
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "example.org", ""])
def test_any_other_address_is_beyond_localhost(host: str) -> None:
    assert not is_loopback(host)


def test_a_token_is_new_at_every_start_and_long() -> None:
    tokens = {new_token() for _ in range(20)}
    assert len(tokens) == 20
    assert all(len(token) >= 40 for token in tokens)


def test_with_a_token_only_that_token_opens() -> None:
    access = Access("s3cret-token")
    assert access.token_ok("s3cret-token")
    assert not access.token_ok(None)
    assert not access.token_ok("")
    assert not access.token_ok("s3cret-toke")
    assert not access.token_ok("s3cret-token ")


def test_on_loopback_only_loopback_names_are_answered() -> None:
    access = Access(None)
    assert access.token_ok(None)
    for host in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000", "LOCALHOST"):
        assert access.host_ok(host), host
    # A site's own name re-pointed at 127.0.0.1 (DNS rebinding) is not this server, and a
    # Host with more than a name and a port is no browser's.
    for host in (
        "evil.example:8000",
        "192.168.1.2:8000",
        None,
        "",
        "127.0.0.1:8000; script-src *",
        "127.0.0.1:80a",
        "localhost:8000/x",
    ):
        assert not access.host_ok(host), host
    assert not Access("token").host_ok("127.0.0.1 evil")


def test_the_game_connects_only_from_the_servers_own_page() -> None:
    access = Access(None)
    assert access.origin_ok("http://127.0.0.1:8000", "127.0.0.1:8000")
    assert access.origin_ok(None, "127.0.0.1:8000")  # not a browser
    assert not access.origin_ok("http://evil.example", "127.0.0.1:8000")
    assert not access.origin_ok("http://127.0.0.1:9999", "127.0.0.1:8000")
    assert not access.origin_ok("null", "127.0.0.1:8000")
    assert not access.origin_ok("http://127.0.0.1:8000", None)


@pytest.fixture
def beyond_localhost(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Served]:
    """``hearts --serve --host 0.0.0.0``; the tests only ever connect to 127.0.0.1."""
    pytest.importorskip("textual_serve")
    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ, "--host", "0.0.0.0")
    try:
        yield served
    finally:
        stop_server(served)


def _get(port: int, path: str, headers: dict[str, str] | None = None) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers=headers or {})
    return connection.getresponse()


@pytest.mark.slow
def test_beyond_localhost_nothing_opens_without_the_secret_link(beyond_localhost: Served) -> None:
    served = beyond_localhost
    assert served.token is not None
    said = "\n".join(served.lines)
    assert "secret link" in said and f"token={served.token}" in said
    port = served.port
    for path in ("/", "/?token=wrong", "/static/js/textual.js", "/ws", "/nothing"):
        response = _get(port, path)
        assert response.status == 403, path
        assert response.read().decode() == web_text.no_token()
    # The game's websocket without the token: refused before any game starts.
    refused = _get(port, "/ws", UPGRADE)
    assert refused.status == 403
    assert not re.search(r"hearts_tui\.web", _children(served))

    # The secret link: the cookie takes over, and the address bar loses the secret.
    opened = _get(port, f"/?token={served.token}")
    assert opened.status == 303
    assert opened.getheader("Location") == "/"
    cookie = opened.getheader("Set-Cookie") or ""
    assert cookie.startswith(f"{COOKIE}={served.token}")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    page = _get(port, "/", {"Cookie": f"{COOKIE}={served.token}"})
    assert page.status == 200
    assert "textual.js" in page.read().decode()
    # ... but still not for another site's page.
    hijack = _get(
        port,
        "/ws",
        {**UPGRADE, "Cookie": f"{COOKIE}={served.token}", "Origin": "http://evil.example"},
    )
    assert hijack.status == 403


def _children(served: Served) -> str:
    """The command lines of the server's child processes."""
    lines = []
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text()
            if int(stat.rsplit(")", 1)[1].split()[1]) == served.process.pid:
                lines.append((entry / "cmdline").read_bytes().replace(b"\0", b" ").decode())
        except (OSError, ValueError, IndexError):
            continue
    return "\n".join(lines)


@pytest.mark.slow
def test_on_localhost_the_page_says_where_it_is_and_asks_no_other_host(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("textual_serve")
    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ)
    try:
        assert served.token is None
        assert served.url.startswith("http://127.0.0.1:")
        page = _get(served.port, "/", {"Host": f"127.0.0.1:{served.port}"})
        assert page.status == 200
        policy = page.getheader("Content-Security-Policy") or ""
        assert "default-src 'self'" in policy
        assert f"connect-src 'self' ws://127.0.0.1:{served.port} wss://" in policy
        assert page.getheader("Referrer-Policy") == "no-referrer"
        html = page.read().decode()
        # Every address the page names is its own (relative): no font service, no CDN.
        assert not re.findall(r"""(?:src|href)\s*=\s*["'](?:https?:)?//""", html)
        assert "fonts.googleapis" not in html and 'url("http' not in html
        font = _get(served.port, "/static/fonts/RobotoMono-VariableFont_wght.ttf")
        assert font.status == 200 and len(font.read()) > 10_000
        rebound = _get(served.port, "/", {"Host": f"evil.example:{served.port}"})
        assert rebound.status == 403
    finally:
        stop_server(served)


@pytest.mark.slow
def test_the_page_speaks_the_language_of_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--lang ru (or the Settings choice): the page around the table in Russian too."""
    pytest.importorskip("textual_serve")
    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ, "--lang", "ru")
    try:
        assert served.lines[0].startswith("hearts: стол открыт по адресу http://127.0.0.1:")
        html = _get(served.port, "/").read().decode()
        assert '<html lang="ru">' in html
        assert ">Начать<" in html and "Клавиатура" in html
    finally:
        stop_server(served)
