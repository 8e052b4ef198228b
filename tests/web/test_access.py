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

from .page import Served, children_of, start_server, stop_server

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
    before = _children(served)
    refused = _get(port, "/ws", UPGRADE)
    assert refused.status == 403
    assert _children(served) == before

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


def _children(served: Served) -> set[int]:
    """The server's child processes (its spare game, once started, among them)."""
    return children_of(served.process.pid)


@pytest.mark.slow
def test_on_localhost_the_page_says_where_it_is_and_asks_no_other_host(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On 127.0.0.1 too the table opens only with its secret link (another user of this
    computer reaches its port as well, see docs/web.md), and only under its own names."""
    pytest.importorskip("textual_serve")
    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ)
    try:
        assert served.token is not None
        assert served.url.startswith("http://127.0.0.1:")
        assert _get(served.port, "/").status == 403
        assert _get(served.port, "/ws", UPGRADE).status == 403
        cookie = {"Cookie": f"{COOKIE}={served.token}"}
        page = _get(served.port, "/", {"Host": f"127.0.0.1:{served.port}", **cookie})
        assert page.status == 200
        policy = page.getheader("Content-Security-Policy") or ""
        assert "default-src 'self'" in policy
        assert f"connect-src 'self' ws://127.0.0.1:{served.port} wss://" in policy
        assert page.getheader("Referrer-Policy") == "no-referrer"
        html = page.read().decode()
        # Every address the page names is its own (relative): no font service, no CDN.
        assert not re.findall(r"""(?:src|href)\s*=\s*["'](?:https?:)?//""", html)
        assert "fonts.googleapis" not in html and 'url("http' not in html
        font = _get(served.port, "/static/fonts/RobotoMono-VariableFont_wght.ttf", cookie)
        assert font.status == 200 and len(font.read()) > 10_000
        rebound = _get(served.port, "/", {"Host": f"evil.example:{served.port}", **cookie})
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
        html = _get(served.port, "/", {"Cookie": f"{COOKIE}={served.token}"}).read().decode()
        assert '<html lang="ru">' in html
        assert ">Играть дальше<" in html and "Клавиатура" in html
    finally:
        stop_server(served)


def test_a_loopback_server_answers_to_any_loopback_address_and_its_own_name() -> None:
    """--host 127.0.0.2 printed a link its own server refused (403)."""
    access = Access("token", listening="127.0.0.2")
    for host in ("127.0.0.2:8000", "127.0.0.1:8000", "127.9.9.9", "[::1]:8000", "localhost:1"):
        assert access.host_ok(host), host
    for host in ("evil.example:8000", "192.168.1.2:8000", "0.0.0.0:8000"):
        assert not access.host_ok(host), host
    assert Access("token", listening="hearts.localhost").host_ok("hearts.localhost:8000")
    # Beyond this computer the token decides, whatever name the device uses.
    assert Access("token", listening="0.0.0.0").host_ok("192.168.1.2:8000")
    assert not Access(None, listening="0.0.0.0").host_ok("192.168.1.2:8000")


def test_the_links_printed_reach_the_server() -> None:
    """`::` listens on IPv6 only unless the system can take IPv4 there too: the link for
    this computer is then [::1], not 127.0.0.1."""
    pytest.importorskip("textual_serve")
    from hearts_tui.web.server import Listening

    assert Listening("::", 8000, "t", dual=True).links()[1] == "http://127.0.0.1:8000/?token=t"
    assert Listening("::", 8000, "t", dual=False).links()[1] == "http://[::1]:8000/?token=t"
    assert Listening("0.0.0.0", 8000, "t").links()[1] == "http://127.0.0.1:8000/?token=t"
    assert Listening("::1", 8000, "t").links() == ["http://[::1]:8000/?token=t"]
    assert Listening("127.0.0.2", 80, "t").links() == ["http://127.0.0.2:80/?token=t"]


def test_an_address_that_is_not_this_computers_is_not_called_a_port_taken() -> None:
    pytest.importorskip("textual_serve")
    import errno
    import socket

    from hearts_tui.web.server import cannot_listen

    unknown = cannot_listen("nowhere.invalid", 8000, socket.gaierror(-2, "Name not known"))
    assert unknown == web_text.host_unknown("nowhere.invalid", "Name not known")
    foreign = cannot_listen("192.0.2.1", 8000, OSError(errno.EADDRNOTAVAIL, "Cannot assign"))
    assert "--port" not in unknown and "--port" not in foreign
    taken = cannot_listen("127.0.0.1", 8000, OSError(errno.EADDRINUSE, "Address in use"))
    assert taken == web_text.port_taken("127.0.0.1", 8000, "Address in use")


def _open_link(link: str) -> tuple[int, str]:
    """Open a printed link as a browser does: the secret link, then the page with the
    cookie it set; the page's status and body."""
    parts = re.match(r"http://(\[[^\]]+\]|[^:/]+):(\d+)(/.*)", link)
    assert parts, link
    host, port, path = parts.group(1).strip("[]"), int(parts.group(2)), parts.group(3)
    connection = http.client.HTTPConnection(host, port, timeout=10)
    connection.request("GET", path)
    first = connection.getresponse()
    first.read()
    if first.status != 303:
        return first.status, ""
    cookie = (first.getheader("Set-Cookie") or "").split(";", 1)[0]
    connection.request("GET", "/", headers={"Cookie": cookie})
    page = connection.getresponse()
    return page.status, page.read().decode()


@pytest.mark.slow
@pytest.mark.parametrize("host", ["127.0.0.2", "::"])
def test_the_link_printed_opens_the_table(
    host: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--host 127.0.0.2 printed a link its own server refused (403); --host :: printed a
    127.0.0.1 link to a server listening on IPv6 only."""
    pytest.importorskip("textual_serve")
    import socket

    if host == "::" and not socket.has_ipv6:
        pytest.skip("no IPv6 here")
    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ, "--host", host)
    try:
        links = re.findall(r"http://\S+", served.said())
        assert links
        for link in links:
            if link.startswith(f"http://{socket.gethostname()}:"):
                continue  # The name for other devices: this machine may not resolve it.
            status, page = _open_link(link)
            assert status == 200, link
            assert "textual.js" in page
    finally:
        stop_server(served)


@pytest.mark.slow
def test_the_pages_policy_names_the_checked_host_not_the_request_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An absolute-form request (`GET http://evil.example/`) named another host than the
    Host header the server checked, and the page's CSP allowed that one."""
    pytest.importorskip("textual_serve")
    import socket

    isolate(tmp_path, monkeypatch)
    served = start_server(os.environ)
    try:
        cookie = f"{COOKIE}={served.token}" if served.token else "x=y"
        request = (
            f"GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
            f"Cookie: {cookie}\r\nConnection: close\r\n\r\n"
        ).encode()
        with socket.create_connection(("127.0.0.1", served.port), timeout=10) as raw:
            raw.sendall(request)
            answer = b""
            while chunk := raw.recv(65536):
                answer += chunk
        head = answer.split(b"\r\n\r\n", 1)[0].decode()
        assert " 200 " in head.split("\r\n", 1)[0]
        assert f"ws://127.0.0.1:{served.port}" in head
        assert "evil.example" not in head
    finally:
        stop_server(served)
