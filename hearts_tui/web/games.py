"""The server's game processes: one per page, a spare started ahead, a limit, a bounded end.

- **A limit**: at most :data:`MAX_GAMES` pages' games at once (one plays, the others show
  the refusal: the lock allows one).  A page beyond it is refused before any process
  starts (30 websockets were 30 processes, 1 GB).
- **A spare**: one game process started ahead (``--spare``: Python's modules loaded, no
  lock taken, nothing drawn), given to the next page that connects with its size
  (:func:`.child.wait_for_page`).  Starting a game is mostly loading modules and a first
  table (the spare draws one, headless, while it waits), so the page shows the table
  sooner.  The next spare starts a second after the page's game has drawn its first frame
  (not before: on a small machine the two would share the processor with the browser's
  paint).
- **A bounded end**: a page gone, the game is asked to quit as ``textual-serve`` asks it
  (it has saved after every action); if it has not ended within :data:`QUIT_WAIT` seconds
  it gets SIGTERM (its exit guard saves and ends it), then SIGKILL.  ``textual-serve``
  waited for ever: a game busy with a huge table outlived its page.  A page that comes
  while another's game is ending gets its game once that one has ended (and let go of
  the lock): *Try again*, a reload or a phone turned is not refused by the game it
  replaces.
- **Its error output**: the game's own sentences there (``hearts: …``: a refusal's details,
  a crash log's name) are relayed to the server's terminal through :class:`.QuietLog`, a
  line at a time; anything else is left unsaid (``textual-serve`` kept all of it in memory
  and printed it at the end, Python's warnings and tracebacks too).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
from asyncio.subprocess import Process
from typing import Any, Final

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from .limits import DEFAULT_SIZE
from .quiet_log import GAME, QuietLog, printable

#: The most pages' games at once (besides the spare).
MAX_GAMES: Final = 4
#: Seconds after a page's game has drawn its first frame before the next spare starts:
#: the page is painting that frame meanwhile, and a spare loading beside it on a small
#: machine made the paint twice as slow.
SPARE_DELAY: Final = 1.0
#: Seconds to hand a game the request to quit (its input may be full: it is busy).
ASK_WAIT: Final = 1.0
#: Seconds a game gets to quit once asked, then again after SIGTERM (its exit guard ends
#: it within 7 seconds of that).
QUIT_WAIT: Final = 3.0
TERM_WAIT: Final = 8.0
#: The most seconds a page's game waits for the games of pages gone to end.
ENDING_WAIT: Final = ASK_WAIT + QUIT_WAIT + TERM_WAIT
#: Bytes of a game's error output kept while a line is not finished.
LINE_BUFFER: Final = 4096
#: How the game's own lines begin (in every language).
GAME_SAYS: Final = "hearts:"


class Games:
    """The game processes of one server (see the module's docstring)."""

    def __init__(self, command: str, log: QuietLog, *, spare: bool = True) -> None:
        self.command = command
        self.log = log
        self.keep_spare = spare
        #: Pages' games running now.
        self.running = 0
        #: Pages' games asked to end that have not yet (their pages gone).
        self._ending = 0
        self._ended = asyncio.Condition()
        self._spare: Process | None = None
        self._starting: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._closing = False
        self.download_manager = DownloadManager()

    def full(self) -> bool:
        """Whether as many pages' games run as allowed."""
        return self.running >= MAX_GAMES

    def environment(self) -> dict[str, str]:
        """The environment of a game process, as ``textual-serve`` makes it."""
        service = AppService(
            self.command,
            write_bytes=_nothing,
            write_str=_nothing,
            close=_nothing,
            download_manager=self.download_manager,
        )
        return service._build_environment(*DEFAULT_SIZE)

    async def _spawn(self, command: str, columns: int, rows: int) -> Process:
        environment = self.environment()
        environment["COLUMNS"], environment["ROWS"] = str(columns), str(rows)
        process = await asyncio.create_subprocess_shell(
            command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=environment,
        )
        # The error output is relayed here, line by line; textual-serve's reader of it
        # gets an empty stream.
        assert process.stderr is not None
        self._keep(self._relay(process.stderr))
        quiet = asyncio.StreamReader()
        quiet.feed_eof()
        process.stderr = quiet
        return process

    def _keep(self, coroutine: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _relay(self, stream: asyncio.StreamReader) -> None:
        """The game's own lines of its error output, to the server's terminal (quietly)."""
        pending = b""
        while chunk := await stream.read(LINE_BUFFER):
            pending += chunk
            *lines, pending = pending.split(b"\n")
            pending = pending[-LINE_BUFFER:]
            for line in lines:
                self._relay_line(line)
        self._relay_line(pending)

    def _relay_line(self, line: bytes) -> None:
        text = printable(line.decode("utf-8", "replace"))
        if text.startswith(GAME_SAYS):
            self.log.note(GAME, text)

    async def start_spare(self) -> None:
        """Start the spare game, unless there is one."""
        if self._closing or not self.keep_spare:
            return
        if self._spare is not None and self._spare.returncode is None:
            return
        self._spare = await self._spawn(self.command + " --spare", *DEFAULT_SIZE)

    def replenish(self) -> None:
        """Start a new spare :data:`SPARE_DELAY` seconds from now (the last one was taken)."""
        if self._closing or not self.keep_spare:
            return
        if self._starting is None or self._starting.done():
            self._starting = self._keep(self._start_spare_later())

    async def _start_spare_later(self) -> None:
        await asyncio.sleep(SPARE_DELAY)
        await self.start_spare()

    async def ending(self, process: Process, wait: float) -> None:
        """End a page's game (:func:`end_process`), known as ending meanwhile."""
        async with self._ended:
            self._ending += 1
        try:
            await end_process(process, wait)
        finally:
            async with self._ended:
                self._ending -= 1
                self._ended.notify_all()

    async def _after_the_ending(self) -> None:
        """Until no page's game is ending (at most :data:`ENDING_WAIT` seconds): the game
        of a page gone holds the lock until it has ended, and a page that comes meanwhile
        (Try again, a reload, a phone turned) would be refused."""
        async with self._ended:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._ended.wait_for(lambda: self._ending == 0), ENDING_WAIT)

    async def take(self, columns: int, rows: int, *, touch: bool = False) -> Process:
        """A game process for a page of ``columns`` × ``rows`` cells (on a touch screen or
        not): the spare, told so, or a new one; once no other page's game is ending."""
        await self._after_the_ending()
        spare, self._spare = self._spare, None
        if spare is not None and spare.returncode is None and spare.stdin is not None:
            page = {"columns": columns, "rows": rows, "touch": touch}
            go = json.dumps(page).encode() + b"\n"
            try:
                spare.stdin.write(go)
                await spare.stdin.drain()
            except (ConnectionError, RuntimeError):
                pass
            else:
                return spare
        return await self._spawn(self.command + (" --touch" if touch else ""), columns, rows)

    async def close(self) -> None:
        """The server stops: the spare ends (its stdin closes), nothing new starts."""
        self._closing = True
        if self._starting is not None:
            self._starting.cancel()  # A spare still to come does not.
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await self._starting
        spare, self._spare = self._spare, None
        if spare is not None:
            if spare.stdin is not None:
                spare.stdin.close()
            await end_process(spare, QUIT_WAIT)
        for task in list(self._tasks):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 1.0)


async def end_process(process: Process, wait: float) -> None:
    """Wait ``wait`` seconds for ``process`` to end; then SIGTERM, :data:`TERM_WAIT`
    seconds more; then SIGKILL."""
    for then in (signal.SIGTERM, signal.SIGKILL):
        try:
            await asyncio.wait_for(process.wait(), wait)
            return
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(then)
            wait = TERM_WAIT
    await process.wait()


class GameService(AppService):
    """``textual-serve``'s service of one page's game, with the game taken from
    :class:`Games` and an end that never waits for ever."""

    def __init__(self, games: Games, *, touch: bool = False, **kwargs: Any) -> None:
        super().__init__(games.command, download_manager=games.download_manager, **kwargs)
        self.games = games
        #: The page is on a touch screen: its game says *tap* and keeps Quit apart.
        self.touch = touch
        self._drawn = False

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        self._process = process = await self.games.take(width, height, touch=self.touch)
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def on_data(self, payload: bytes) -> None:
        if not self._drawn:
            self._drawn = True
            self.games.replenish()  # The first frame is out: prepare the next page's game.
        await super().on_data(payload)

    async def stop(self) -> None:
        """Ask the game to quit; end it if it does not (see :func:`end_process`)."""
        task, self._task = self._task, None
        process = self._process
        if task is None or process is None:
            return
        asked = False
        with contextlib.suppress(Exception):
            asked = await asyncio.wait_for(self.send_meta({"type": "quit"}), ASK_WAIT)
        # A game that cannot even be handed the request is busy: SIGTERM at once.
        await self.games.ending(process, QUIT_WAIT if asked else 0.0)
        with contextlib.suppress(Exception):
            await task


async def _nothing(*args: object) -> None:
    """A stand-in for the writers of a service that is never started."""
