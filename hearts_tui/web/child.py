"""The table in a browser tab: what ``hearts --serve`` starts for each page that connects.

Textual's web driver speaks to the server through stdin and stdout (pipes, not a
terminal), so the terminal's start-up checks do not apply here.  Everything else is the
terminal's game: the same data directory, the same lock, the same saves.  Two things
differ:

- the lock refused (the game is open in another tab or a terminal) is said in the page,
  with *Try again* (the other one may have closed meanwhile: the page opens again, a new
  game process tries again) and *Close*, instead of on stderr, which no player sees;
- a tab closed or a server gone: the server asks the app to quit when its page goes (the
  app has saved after every action); should the server itself die, the game notices its
  parent is gone within :data:`PARENT_POLL` seconds and exits as on a closed terminal
  (SIGHUP to itself: the exit guard saves and ends it).

The child runs as ``python -m hearts_tui.web``, not as ``hearts``: the lock's "orphaned
holder" rule (``store.lock_holder``) ends a ``hearts`` that has no controlling terminal,
and a game served by a server started without one (a service, CI) must not be ended by a
second tab: it is refused, as the terminal's game would be.
"""

from __future__ import annotations

import argparse
import os
import signal
import threading
from collections.abc import Sequence
from typing import ClassVar, Final

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ..words.web_text import close, refused_title, try_again
from .lang import speak

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
        super().__init__()
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
    """Exit as on a closed terminal (SIGHUP to this process) once ``parent``, the process
    that started this one (by default: this process's parent now), is gone: a server
    killed outright leaves no one to ask the game to quit.  A server gone before this
    process even looked ends it at once."""
    expected = os.getppid() if parent is None else parent

    def watch() -> None:
        while os.getppid() == expected:
            threading.Event().wait(poll)
        os.kill(os.getpid(), signal.SIGHUP)

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
        RefusedApp(f"hearts: {exc}").run()
        return exc.status
    return run_launched(lock, launch, touch=touch)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_tui.web")
    parser.add_argument("--ascii", action="store_true")
    parser.add_argument("--parent", type=int, help="the server's process id")
    parser.add_argument("--lang", help="the language asked for with hearts --serve --lang")
    parser.add_argument("--touch", action="store_true", help="the page is on a touch screen")
    args = parser.parse_args(argv)
    watch_parent(args.parent)
    speak(args.lang)
    return run_child(ascii_suits=args.ascii, touch=args.touch)
