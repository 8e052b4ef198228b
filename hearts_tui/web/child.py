"""The table in a browser tab: what ``hearts --serve`` starts for each page that connects.

Textual's web driver speaks to the server through stdin and stdout (pipes, not a
terminal), so the terminal's start-up checks do not apply here.  Everything else is the
terminal's game: the same data directory, the same lock, the same saves.  Two things
differ:

- the lock refused (the game is open in another tab or a terminal) is said in the page
  in a player's words, with *Try again* (the other one may have closed meanwhile: the page
  opens again, a new game process tries again) and *Close*; the details (which process,
  what to do about it) go to stderr, which the server relays to its terminal;
- a tab closed or a server gone: the server asks the app to quit when its page goes (the
  app has saved after every action); should the server itself die, the game notices
  (its pipes end, or within :data:`PARENT_POLL` seconds its parent is another) and exits
  as on a closed terminal, writing nothing more (:mod:`.gone`);
- it draws with :class:`.game_driver.GameWebDriver`: input at the table's pace, sizes
  bounded.

The server keeps one game process started ahead (``--spare``): it loads Python's modules
and draws a table once, headless, while nobody waits (:func:`warm_the_table`), then waits
for the line that tells it of its page (:func:`wait_for_page`: its size, and whether it is
on a touch screen).  A page that connects takes it, and sees the table sooner.

The child runs as ``python -m hearts_tui.web``, not as ``hearts``: the lock's "orphaned
holder" rule (``store.lock_holder``) ends a ``hearts`` that has no controlling terminal,
and a game served by a server started without one (a service, CI) must not be ended by a
second tab: it is refused, as the terminal's game would be.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import sys
import threading
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ..words.web_text import close, open_elsewhere, refused_title, try_again
from .game_driver import GameWebDriver
from .gone import server_gone
from .lang import speak
from .limits import DEFAULT_SIZE, bounded_size

#: Seconds between two looks at whether the server that started this game is still there.
PARENT_POLL: Final = 1.0


#: Where *Try again* takes the page: the page again, started at once (a new connection, so
#: a new game process that tries the lock again).  Relative: the page's own address.
AGAIN_URL: Final = "/?again#play"


class RefusedApp(App[bool]):
    """The lock's refusal, in the page: returns True for *Try again*, which also sends the
    page to :data:`AGAIN_URL` (one app per process under the web driver: its end closes
    the connection)."""

    CSS = """
    Screen { align: center middle; }
    #refused { width: 64; height: auto; border: round $error; padding: 1 2; }
    #refused-title { text-style: bold; margin-bottom: 1; }
    #refused-buttons { height: auto; margin-top: 1; align-horizontal: center; }
    #refused-buttons Button { margin: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,r", "again", show=False),
        Binding("q,escape", "close", show=False),
    ]
    TITLE = "Hearts"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, sentence: str) -> None:
        super().__init__(driver_class=GameWebDriver)
        self.sentence = sentence

    def compose(self) -> ComposeResult:
        with Vertical(id="refused"):
            yield Static(refused_title(), id="refused-title")
            yield Static(self.sentence, id="refused-sentence")
            with Horizontal(id="refused-buttons"):
                yield Button(try_again(), id="again", variant="primary")
                yield Button(close(), id="close")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "again":
            self.action_again()
        else:
            self.action_close()

    def action_again(self) -> None:
        self.open_url(AGAIN_URL, new_tab=False)
        self.exit(True)

    def action_close(self) -> None:
        self.exit(False)


def watch_parent(parent: int | None = None, poll: float = PARENT_POLL) -> threading.Thread:
    """End as on a closed terminal (:func:`.gone.server_gone`) once ``parent``, the
    process that started this one (by default: this process's parent now), is gone: a
    server killed outright leaves no one to ask the game to quit.  A server gone before
    this process even looked ends it at once."""
    expected = os.getppid() if parent is None else parent

    def watch() -> None:
        while os.getppid() == expected:
            threading.Event().wait(poll)
        server_gone()

    thread = threading.Thread(target=watch, daemon=True, name="hearts-parent")
    thread.start()
    return thread


def run_child(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    ascii_suits: bool = False,
    touch: bool = False,
) -> int:
    """Play the game in progress (or, as in the terminal, a new one, ``seed``'s game or
    ``resume``'s) in the page, by ``touch`` if the page is on a touch screen; returns the
    exit status."""
    from ..app.main import run_launched
    from ..store.launch import LaunchRefused, lock_and_prepare

    try:
        lock, launch = lock_and_prepare(new=new, seed=seed, resume=resume, ascii_suits=ascii_suits)
    except LaunchRefused as exc:
        # The details are for whoever runs the server (its terminal shows this process's
        # stderr); the page says it in a player's words.
        print(f"hearts: {exc}", file=sys.stderr, flush=True)
        RefusedApp(open_elsewhere() if exc.open_elsewhere else f"hearts: {exc}").run()
        return exc.status
    return run_launched(lock, launch, driver_class=GameWebDriver, touch=touch)


#: The most bytes of the line that starts a spare game (its page, in JSON).
GO_LINE_LIMIT: Final = 200


@dataclass(frozen=True, slots=True)
class Page:
    """What a spare game is told of the page that takes it."""

    columns: int
    rows: int
    #: The page is on a touch screen (``--touch`` for a game started for it).
    touch: bool = False


def wait_for_page(fd: int = 0) -> Page | None:
    """A spare game: wait for the line that gives its page (``{"columns": C, "rows": R,
    "touch": T}``, read from ``fd`` byte by byte, so that nothing after it is taken from
    the driver); the page, its size bounded, or None if the server closed the pipe first."""
    line = b""
    while not line.endswith(b"\n"):
        byte = os.read(fd, 1)
        if not byte:
            return None
        line += byte
        if len(line) > GO_LINE_LIMIT:
            break
    try:
        asked = json.loads(line)
    except ValueError:
        return Page(*DEFAULT_SIZE)
    if not isinstance(asked, dict):
        return Page(*DEFAULT_SIZE)
    size = bounded_size(asked.get("columns"), asked.get("rows")) or DEFAULT_SIZE
    return Page(*size, touch=asked.get("touch") is True)


#: The table a spare warms: a phone upright's, where most players are (the tall table,
#: app/table_shape.py, as the page gives it at 390×844), by touch.
WARM_SIZE: Final = (48, 43)


def load_the_table() -> None:
    """Import what the table needs to start (a spare does it before it is needed)."""
    from ..app import HeartsApp  # noqa: F401
    from ..app.main import run_launched  # noqa: F401
    from ..store.launch import lock_and_prepare  # noqa: F401


#: Seconds a spare waits for a page before it warms the table (a page already there does
#: not wait for the warming).
WARM_AFTER: Final = 0.0


def warm_the_table() -> None:
    """Draw a table once, headless, with nothing saved (a spare does it before it is
    needed): the page's table then starts a third sooner (Python's and Textual's caches,
    the modules loaded on the way).  Best effort: a failure here costs only the time."""
    import contextlib

    from ..app.main import draw_a_table_once
    from .css_once import install

    install()  # The page's table then starts with its CSS parsed.
    with contextlib.suppress(Exception):
        draw_a_table_once(WARM_SIZE, touch=True)


def page_waiting(fd: int = 0, wait: float = 0.0) -> bool:
    """Whether a page's line waits on ``fd`` (within ``wait`` seconds)."""
    ready, _, _ = select.select([fd], [], [], wait)
    return bool(ready)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_tui.web")
    parser.add_argument("--ascii", action="store_true")
    parser.add_argument("--parent", type=int, help="the server's process id")
    parser.add_argument("--lang", help="the language asked for with hearts --serve --lang")
    parser.add_argument(
        "--spare", action="store_true", help="load, then wait for a page's size on stdin"
    )
    parser.add_argument("--touch", action="store_true", help="the page is on a touch screen")
    args = parser.parse_args(argv)
    # The web driver hands each event to the app as a coroutine; those still on their way
    # when the app ends are never run, and Python would say so on the server's terminal.
    warnings.filterwarnings("ignore", "coroutine .* was never awaited", RuntimeWarning)
    watch_parent(args.parent)
    touch = args.touch
    if args.spare:
        load_the_table()
        if not page_waiting(0, WARM_AFTER):
            warm_the_table()
        page = wait_for_page()
        if page is None:
            return 0  # The server closed: no page came.
        os.environ["COLUMNS"] = str(page.columns)
        os.environ["ROWS"] = str(page.rows)
        touch = touch or page.touch
    speak(args.lang)
    return run_child(ascii_suits=args.ascii, touch=touch)
