"""``hearts --serve``: the table in a web browser, through ``textual-serve``.

Each page that connects gets a game of its own process (:mod:`.child`), run by Textual's
web driver and drawn by xterm.js in the page: the same game, saves and lock as the terminal.
Around ``textual-serve``'s server this adds:

- its own page (``templates/table.html``): the table at once, the font sized so that the
  table (80×24 at least) fits the screen of a phone or a tablet, Roboto Mono from this
  server (``textual-serve`` asks a public font service for it), nothing from another host
  (the page's Content-Security-Policy says so to the browser too);
- the rules of :mod:`.access` on every request: the secret token of this run, and the
  names this server answers to; the game's websocket only from the page itself;
- a touch screen's game: the page says in a cookie (:data:`TOUCH_COOKIE`) whether it is on
  one, and the game of that connection is told so (``--touch``, or in the line that starts
  the spare): it says *tap*, names its buttons and keeps Quit apart (``words.touch``);
- the page's messages checked (:mod:`.limits`) before its game hears of them; the game
  processes limited, one started ahead, each ended within seconds of its page
  (:mod:`.games`);
- one line at the start that says where the table is (the secret link); afterwards at most
  a line now and then (:mod:`.quiet_log`), never a traceback; an address or a port that
  cannot be had said in one line.

Only the page, its static files and the websocket are served (no file downloads).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import shlex
import signal
import socket
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Final

import jinja2
import textual_serve.server
from aiohttp import WSMsgType, web
from aiohttp.typedefs import Handler
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..words import web_text
from .access import COOKIE, QUERY, Access, is_loopback, new_token
from .games import Games, GameService
from .lang import speak
from .limits import MAX_MESSAGE, Focus, Keys, Ping, Resize, read_message, size_asked
from .quiet_log import SERVER, QuietLog, printable, quiet_libraries

#: Where ``hearts --serve`` listens unless told otherwise.
DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8000
#: Seconds between two pings of a page's connection (a page silent for half as long again
#: is gone: its game is asked to quit).
HEARTBEAT: Final = 15.0

TEMPLATES: Final = Path(__file__).parent / "templates"
#: ``textual-serve``'s own static files: textual.js (xterm.js), its CSS, Roboto Mono.
STATIC: Final = Path(textual_serve.server.__file__).parent / "static"
#: The cookie in which the page says it is on a touch screen ("1") or not ("0").
TOUCH_COOKIE: Final = "hearts-touch"


class LinkNotShown(Exception):
    """The table's link could not be written (``error``): the server has stopped."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def content_security_policy(host: str) -> str:
    """What the page may load, and from where: this server only (``host``, the request's
    ``Host`` header once checked: the game's websocket is named too, for browsers whose
    ``'self'`` leaves out ``ws:``)."""
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self' 'unsafe-inline'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self'",
            f"connect-src 'self' ws://{host} wss://{host}",
            "frame-ancestors 'none'",
            "base-uri 'none'",
            "form-action 'none'",
        )
    )


def child_command(*, ascii_suits: bool = False, lang: str | None = None) -> str:
    """The shell command that runs one page's game (``exec``: the game's parent is this
    server, which it watches)."""
    words = [sys.executable, "-m", "hearts_tui.web", "--parent", str(os.getpid())]
    if ascii_suits:
        words.append("--ascii")
    if lang is not None:
        words += ["--lang", lang]
    return "exec " + shlex.join(words)


#: The addresses that listen on every network of this computer.
EVERYWHERE: Final = ("0.0.0.0", "::", "")


@dataclass(frozen=True, slots=True)
class Listening:
    """Where the server listens, once it does (``dual``: an IPv6 socket that takes IPv4
    connections too)."""

    host: str
    port: int
    token: str | None
    dual: bool = False

    def links(self) -> list[str]:
        """The addresses to open: the secret links with a token, else the one address."""
        hosts = [self.host]
        if self.host in EVERYWHERE:
            ipv4 = self.host != "::" or self.dual
            hosts = [socket.gethostname(), "127.0.0.1" if ipv4 else "::1"]
        query = f"?{QUERY}={self.token}" if self.token else ""
        return [f"http://{_url_host(host)}:{self.port}/{query}" for host in hosts]

    def announcement(self) -> str:
        """What ``hearts --serve`` prints once it listens."""
        if is_loopback(self.host):
            return web_text.serving(self.links()[0])
        return web_text.serving_with_token(self.links())


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class TableServer(Server):
    """``textual-serve``'s server with hearts' page, access rules, checks and games."""

    def __init__(
        self,
        command: str,
        host: str,
        port: int,
        access: Access,
        title: str = "Hearts",
        lang: str | None = None,
        log: QuietLog | None = None,
        spare: bool = True,
    ) -> None:
        super().__init__(
            command,
            host=host,
            port=port,
            title=title,
            statics_path=STATIC,
            templates_path=TEMPLATES,
        )
        self.access = access
        #: The language ``--lang`` asked for (else the Settings choice, read at each page).
        self.lang = lang
        self.log = log or QuietLog()
        self.games = Games(command, self.log, spare=spare)
        self._sockets: set[web.WebSocketResponse] = set()
        self._page = jinja2.Environment(
            loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True
        ).get_template("table.html")

    async def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.add_routes(
            [
                web.get("/", self.handle_page, name="index"),
                web.get("/ws", self.handle_websocket, name="websocket"),
                web.static("/static", self.statics_path, name="static"),
            ]
        )
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Every request: the host it names, its token, and for the game its origin."""
        host = request.headers.get("Host")
        if not self.access.host_ok(host):
            raise web.HTTPForbidden(text=web_text.wrong_origin())
        offered = request.query.get(QUERY) or request.cookies.get(COOKIE)
        if not self.access.token_ok(offered):
            raise web.HTTPForbidden(text=web_text.no_token())
        if request.path == "/ws" and not self.access.origin_ok(request.headers.get("Origin"), host):
            raise web.HTTPForbidden(text=web_text.wrong_origin())
        if self.access.token is not None and QUERY in request.query and request.path == "/":
            # The secret link opened: from now on the cookie carries the token (the page's
            # files and the websocket ask without it), and the address bar shows no secret.
            found = web.HTTPSeeOther("/")
            found.set_cookie(COOKIE, self.access.token, httponly=True, samesite="Strict", path="/")
            _no_store(found)
            raise found
        response: web.StreamResponse = await handler(request)
        return response

    async def handle_page(self, request: web.Request) -> web.Response:
        """The page around the table, in the language the game will speak."""
        speak(self.lang)
        page = self._page.render(text=web_text.page_text())
        response = web.Response(text=page, content_type="text/html", charset="utf-8")
        # The Host header the guard checked (request.host would be the name of an
        # absolute-form request line, which nobody checked).
        host = request.headers.get("Host", "").strip()
        response.headers["Content-Security-Policy"] = content_security_policy(host)
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Content-Type-Options"] = "nosniff"
        _no_store(response)
        return response

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """The page's connection to its game: refused quietly (400) when it is not a
        websocket, (503) when as many games run as allowed; else a game for it (by touch if
        the page's cookie says so), until the page goes."""
        websocket = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_MESSAGE)
        if not websocket.can_prepare(request).ok:
            self.log.refused("GET /ws without a websocket upgrade")
            raise web.HTTPBadRequest(text=web_text.not_a_websocket())
        if self.games.full():
            raise web.HTTPServiceUnavailable(text=web_text.too_many_pages())
        columns, rows = size_asked(request.query)
        service = GameService(
            self.games,
            touch=request.cookies.get(TOUCH_COOKIE) == "1",
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
        )
        self.games.running += 1
        try:
            await websocket.prepare(request)
            await service.start(columns, rows)
            await self._process_messages(websocket, service)
        except asyncio.CancelledError:
            with contextlib.suppress(Exception):
                await websocket.close()
        except Exception as error:
            self.log.note(SERVER, web_text.log_server(printable(repr(error))))
        finally:
            try:
                await asyncio.shield(service.stop())
            finally:
                self.games.running -= 1
        return websocket

    async def _process_messages(
        self, websocket: web.WebSocketResponse, app_service: AppService
    ) -> None:
        """The page's messages, checked (:func:`.limits.read_message`): what is not the
        page's is dropped, and said on the terminal at most now and then.  What is for the
        game waits in an :class:`Inbox` while the game takes in what came before: reading
        the page goes on, so that a page gone is noticed even while its game is busy."""
        self._sockets.add(websocket)
        inbox = Inbox()
        feeding = asyncio.ensure_future(inbox.feed())
        try:
            async for message in websocket:
                if message.type != WSMsgType.TEXT:
                    continue
                match read_message(message.data):
                    case Keys(text):
                        data = text.encode("utf-8", "replace")
                        accepted = inbox.put(len(data), partial(app_service.send_bytes, data))
                    case Resize(columns, rows):
                        resize = partial(app_service.set_terminal_size, columns, rows)
                        accepted = inbox.put(0, resize)
                    case Focus(focused):
                        accepted = inbox.put(0, app_service.focus if focused else app_service.blur)
                    case Ping(text):
                        await websocket.send_json(["pong", text])
                        accepted = True
                    case None:
                        self.log.refused("a websocket message that is not the page's")
                        accepted = True
                if not accepted:
                    self.log.refused("more input than the table takes in, dropped")
        finally:
            feeding.cancel()
            self._sockets.discard(websocket)

    async def _close_games(self, app: web.Application) -> None:
        """On shutdown: close every page's connection, which asks its game to quit (it
        has saved already); the runner then waits for the games to end."""
        for websocket in list(self._sockets):
            await websocket.close()

    async def listen(self) -> tuple[web.AppRunner, Listening]:
        """Start listening; returns the runner and where (the port chosen for port 0)."""
        family, _, _, _, address = socket.getaddrinfo(
            self.host or None, self.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        # "::" (every IPv6 address) takes IPv4 connections too where the system allows.
        dual = family == socket.AF_INET6 and self.host in EVERYWHERE
        dual = dual and socket.has_dualstack_ipv6()
        sock = socket.create_server(address, family=family, dualstack_ipv6=dual)
        app = await self._make_app()
        app.on_shutdown.append(self._close_games)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        await web.SockSite(runner, sock).start()
        port = int(sock.getsockname()[1])
        return runner, Listening(self.host, port, self.access.token, dual)


#: What may wait for a game to take it in: bytes of keys, and messages of any kind.  A
#: person's fingers never come near (a game takes in thousands of keys a second).
INBOX_BYTES: Final = 256 * 1024
INBOX_MESSAGES: Final = 1024


class Inbox:
    """What the page sent its game, in order, waiting while the game takes in what came
    before; beyond :data:`INBOX_BYTES` or :data:`INBOX_MESSAGES`, dropped."""

    def __init__(self) -> None:
        self._queue: asyncio.Queue[tuple[int, Callable[[], Awaitable[object]]]] = asyncio.Queue()
        self._bytes = 0

    def put(self, size: int, send: Callable[[], Awaitable[object]]) -> bool:
        """Queue ``send`` (``size`` bytes of keys); False if the inbox is full (dropped)."""
        if self._bytes + size > INBOX_BYTES or self._queue.qsize() >= INBOX_MESSAGES:
            return False
        self._bytes += size
        self._queue.put_nowait((size, send))
        return True

    async def feed(self) -> None:
        """Send each in turn, as the game takes them in (until cancelled)."""
        while True:
            size, send = await self._queue.get()
            self._bytes -= size
            with contextlib.suppress(ConnectionError, RuntimeError):
                await send()  # A game that has just ended: its page is closing too.


def _no_store(response: web.StreamResponse) -> None:
    response.headers["Cache-Control"] = "no-store"


def cannot_listen(host: str, port: int, error: OSError) -> str:
    """Why the server cannot listen there, in one line."""
    why = error.strerror or str(error)
    if isinstance(error, socket.gaierror) or error.errno == errno.EADDRNOTAVAIL:
        return web_text.host_unknown(host, why)
    if error.errno in (errno.EADDRINUSE, errno.EACCES):
        return web_text.port_taken(host, port, why)
    return web_text.cannot_serve(host, port, why)


async def _serve(server: TableServer, stop: asyncio.Event) -> int:
    try:
        runner, listening = await server.listen()
    except OSError as exc:
        print(cannot_listen(server.host, server.port, exc), file=sys.stderr)
        return 1
    try:
        try:
            print(listening.announcement(), flush=True)
        except OSError as exc:
            # Nobody can read the link, so nobody could open the table: stop.
            raise LinkNotShown(exc) from None
        await server.games.start_spare()
        await stop.wait()
    finally:
        # Closing the websockets asks each page's game to quit (saved), and waits for it.
        await runner.cleanup()
        await server.games.close()
    return 0


def serve(
    *,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    ascii_suits: bool = False,
    lang: str | None = None,
) -> int:
    """Serve the table until Ctrl+C (or SIGTERM, SIGHUP); returns the exit status.  Raises
    :class:`LinkNotShown` when the link cannot be written (the server has stopped)."""
    access = Access(new_token(), listening=host)
    command = child_command(ascii_suits=ascii_suits, lang=lang)
    log = QuietLog()
    quiet_libraries(log)
    server = TableServer(command, host, port, access, lang=lang, log=log)

    async def main() -> int:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(signum, stop.set)
        return await _serve(server, stop)

    return asyncio.run(main())
