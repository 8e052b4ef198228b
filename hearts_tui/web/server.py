"""``hearts --serve``: the table in a web browser, through ``textual-serve``.

Each page that connects gets a game of its own process (:mod:`.child`), run by Textual's
web driver and drawn by xterm.js in the page: the same game, saves and lock as the terminal.
Around ``textual-serve``'s server this adds:

- its own page (``templates/table.html``): a Start button, the font sized so that the table
  (80×24 at least) fits the screen of a phone or a tablet, Roboto Mono from this server
  (``textual-serve`` asks a public font service for it), nothing from another host (the
  page's Content-Security-Policy says so to the browser too);
- the rules of :mod:`.access` on every request: loopback names only, or the secret token
  when listening beyond this computer; the game's websocket only from the page itself;
- a touch screen's game: the page says in a cookie (:data:`TOUCH_COOKIE`) whether it is on
  one, and the game of that connection is started with ``--touch`` (it says *tap*, names
  its buttons and keeps Quit apart: ``words.touch``);
- one line at the start that says where the table is (and the secret link), quiet logs,
  and a port that cannot be had said in one line.

Only the page, its static files and the websocket are served (no file downloads).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
import signal
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import jinja2
import textual_serve.server
from aiohttp import web
from aiohttp.typedefs import Handler
from textual_serve import server as serve_module
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..words import web_text
from .access import COOKIE, QUERY, Access, is_loopback, new_token
from .lang import speak

#: Where ``hearts --serve`` listens unless told otherwise.
DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8000

TEMPLATES: Final = Path(__file__).parent / "templates"
#: ``textual-serve``'s own static files: textual.js (xterm.js), its CSS, Roboto Mono.
STATIC: Final = Path(textual_serve.server.__file__).parent / "static"
#: The cookie in which the page says it is on a touch screen ("1") or not ("0").
TOUCH_COOKIE: Final = "hearts-touch"


def content_security_policy(host: str) -> str:
    """What the page may load, and from where: this server only (``host``, as the request
    named it: the game's websocket is named too, for browsers whose ``'self'`` leaves out
    ``ws:``)."""
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


@dataclass(frozen=True, slots=True)
class Listening:
    """Where the server listens, once it does."""

    host: str
    port: int
    token: str | None

    def links(self) -> list[str]:
        """The addresses to open: the secret links with a token, else the one address."""
        hosts = [self.host]
        if self.host in ("0.0.0.0", "::", ""):
            hosts = [socket.gethostname(), "127.0.0.1"]
        query = f"?{QUERY}={self.token}" if self.token else ""
        return [f"http://{_url_host(host)}:{self.port}/{query}" for host in hosts]

    def announcement(self) -> str:
        """What ``hearts --serve`` prints once it listens."""
        if self.token is None:
            return web_text.serving(self.links()[0])
        return web_text.serving_with_token(self.links())


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class TableServer(Server):
    """``textual-serve``'s server with hearts' page, access rules and start-up line."""

    def __init__(
        self,
        command: str,
        host: str,
        port: int,
        access: Access,
        title: str = "Hearts",
        lang: str | None = None,
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
        response.headers["Content-Security-Policy"] = content_security_policy(request.host)
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Content-Type-Options"] = "nosniff"
        _no_store(response)
        return response

    def command_for(self, request: web.Request) -> str:
        """The game's command for the page of ``request``: by touch if its cookie says so."""
        if request.cookies.get(TOUCH_COOKIE) == "1":
            return self.command + " --touch"
        return self.command

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """``textual-serve``'s own (0.x), but the game's command is the page's
        (:meth:`command_for`): a touch screen's game knows it is one."""
        websocket = web.WebSocketResponse(heartbeat=15)
        width = serve_module.to_int(request.query.get("width", "80"), 80)
        height = serve_module.to_int(request.query.get("height", "24"), 24)
        app_service: AppService | None = None
        try:
            await websocket.prepare(request)
            app_service = AppService(
                self.command_for(request),
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,  # type: ignore[arg-type]  # textual-serve's own
                download_manager=self.download_manager,
                debug=self.debug,
            )
            await app_service.start(width, height)
            try:
                await self._process_messages(websocket, app_service)
            finally:
                await app_service.stop()
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:
            serve_module.log.exception(error)
        finally:
            if app_service is not None:
                await app_service.stop()
        return websocket

    async def _process_messages(
        self, websocket: web.WebSocketResponse, app_service: AppService
    ) -> None:
        self._sockets.add(websocket)
        try:
            await super()._process_messages(websocket, app_service)
        finally:
            self._sockets.discard(websocket)

    async def _close_games(self, app: web.Application) -> None:
        """On shutdown: close every page's connection, which asks its game to quit (it
        has saved already); the runner then waits for the games to end."""
        for websocket in list(self._sockets):
            await websocket.close()

    async def listen(self) -> tuple[web.AppRunner, int]:
        """Start listening; returns the runner and the port (the one chosen for port 0)."""
        family, _, _, _, address = socket.getaddrinfo(
            self.host or None, self.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        sock = socket.create_server(address, family=family)
        app = await self._make_app()
        app.on_shutdown.append(self._close_games)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        await web.SockSite(runner, sock).start()
        return runner, int(sock.getsockname()[1])


def _no_store(response: web.StreamResponse) -> None:
    response.headers["Cache-Control"] = "no-store"


async def _serve(server: TableServer, stop: asyncio.Event) -> int:
    try:
        runner, port = await server.listen()
    except OSError as exc:
        print(
            web_text.port_taken(server.host, server.port, exc.strerror or str(exc)),
            file=sys.stderr,
        )
        return 1
    listening = Listening(server.host, port, server.access.token)
    print(listening.announcement(), flush=True)
    try:
        await stop.wait()
    finally:
        # Closing the websockets asks each page's game to quit (saved), and waits for it.
        await runner.cleanup()
    return 0


def serve(
    *,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    ascii_suits: bool = False,
    lang: str | None = None,
) -> int:
    """Serve the table until Ctrl+C (or SIGTERM, SIGHUP); returns the exit status."""
    access = Access(None if is_loopback(host) else new_token())
    command = child_command(ascii_suits=ascii_suits, lang=lang)
    server = TableServer(command, host, port, access, lang=lang)

    async def main() -> int:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(signum, stop.set)
        return await _serve(server, stop)

    return asyncio.run(main())
