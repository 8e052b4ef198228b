"""The ``hearts`` command: start or resume the game, or run the CPU arena."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from types import FrameType
from typing import NoReturn, TextIO

from . import __version__
from .hangup import detach_from_terminal
from .streams import STREAM_FAILED, output_failure, reopen_closed, say_to_stderr
from .words.language import available

DESCRIPTION = """\
Hearts in the terminal: you against CPU players (three at the standard table; 1 to 9
at the other tables of the House rules, s in the game).

With no options, `hearts` resumes your unfinished game exactly where you left it, or deals
a new one.  Every game has a short code (top left of the table); the same code deals the
same cards on any machine, so a friend can replay your game with `hearts --seed CODE`.
"""

EPILOG = """\
other commands:
  hearts sim --help     the CPU arena: pit CPU strengths against each other

unfinished games:
  A game in progress is never thrown away: New game, a game code, Replay, --new and
  --seed put it aside (all are kept until you delete one).  `hearts --list` shows them,
  `hearts --resume CODE` (or the u key in the game) goes back to one.

files:
  The unfinished game, settings and statistics live in your user data and config
  directories (set HEARTS_DATA_DIR / HEARTS_CONFIG_DIR, or XDG_DATA_HOME /
  XDG_CONFIG_HOME, to put them elsewhere).
"""


NOT_A_TERMINAL = (
    "hearts: the game needs a terminal, and stdin or stdout is not one"
    " (a pipe or a file); `hearts --help` lists the options"
)


#: What TERM says when the terminal cannot move the cursor (Emacs M-x shell, some IDE and CI
#: consoles): Rich then takes it for 80x25 whatever its size, and the table would redraw for
#: ever without reading a key.
DUMB_TERMS = frozenset({"dumb", "unknown"})


#: Environment variables that would fix the terminal's size instead of asking the terminal.
SIZE_VARIABLES = ("COLUMNS", "LINES")


def dumb_terminal_refusal(term: str | None) -> str | None:
    """The line that refuses a terminal which cannot show the table, or None to play."""
    if term is None or term.strip().lower() not in DUMB_TERMS:
        return None
    return (
        f"hearts: this terminal (TERM={term}) cannot show the table;"
        " use hearts --plain to play line by line"
    )


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except ValueError:  # a closed stream
        return False


class _Parser(argparse.ArgumentParser):
    """argparse, its error lines quoting the arguments short (a 100 KB option name)."""

    def error(self, message: str) -> NoReturn:
        from .engine.quoting import clipped

        super().error(clipped(message))


class StartInterrupts:
    """Ctrl+C and Ctrl+\\ from the moment ``hearts`` starts: a quiet exit, never a traceback.

    Until the table takes the keyboard, the terminal turns Ctrl+C into SIGINT (a
    ``KeyboardInterrupt`` traceback) and Ctrl+\\ into SIGQUIT (a core-dump exit).  While
    nothing has touched the disk, either ends the process on the spot, quietly, with status
    128 + the signal's number.  Once the lock is being taken and the game prepared,
    :meth:`defer` makes them only recorded: the launcher asks :meth:`pending` at its safe
    points and exits cleanly from there, the save intact.
    """

    SIGNALS = (signal.SIGINT, signal.SIGQUIT)

    def __init__(self) -> None:
        self._deferred = False
        self._pending: int | None = None
        for signum in self.SIGNALS:
            signal.signal(signum, self._on_signal)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if not self._deferred:
            os._exit(128 + signum)  # Nothing written yet: nothing to finish or undo.
        if self._pending is None:
            self._pending = signum

    def defer(self) -> None:
        """From now on a signal is only recorded, for :meth:`pending`."""
        self._deferred = True

    def pending(self) -> int | None:
        """The first interrupting signal received since :meth:`defer`, if any."""
        return self._pending


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="hearts",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--new", action="store_true", help="start a new game (the unfinished one is set aside)"
    )
    group.add_argument(
        "--seed", metavar="CODE", help="play the game with this code, e.g. --seed K7QD-MR9S"
    )
    group.add_argument(
        "--resume",
        metavar="CODE",
        help="go back to an unfinished game that was put aside (the current one is put aside)",
    )
    group.add_argument(
        "--list", action="store_true", help="list the unfinished games that were put aside"
    )
    parser.add_argument(
        "--ascii",
        action="store_true",
        help="draw everything in ASCII: suits as letters (S H D C) instead of ♠♥♦♣, plain"
        " borders and arrows (chosen by itself when the locale is not UTF-8, e.g. LANG=C)",
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="the line mode for screen readers and scripts: every event a sentence, one"
        " command a line (stdin may be a pipe); the same game and saves as the table",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="with --plain: for programs, one JSON object a line, the same commands read"
        " (docs/plain.md: the objects, and an example bot)",
    )
    parser.add_argument(
        "--short",
        action="store_true",
        help="with --plain: cards as QS and 10H instead of words (the command short on/off)",
    )
    parser.add_argument(
        "--lang",
        choices=available(),
        help="the language for this run (otherwise the Settings choice, else the locale:"
        " LANGUAGE, LC_ALL, LC_MESSAGES, LANG)",
    )
    parser.add_argument("--version", action="version", version=f"hearts {__version__}")
    return parser


def language_asked(args: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for in ``args``, read before the options are parsed
    (``hearts --help`` is said in it), or None.

    >>> language_asked(["--new", "--lang", "ru"]), language_asked(["--lang=en"])
    ('ru', 'en')
    """
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


def choose_language(args: Sequence[str]) -> None:
    """Speak the language of ``--lang``, else of the saved settings, else of the locale."""
    from .store.paths import config_dir
    from .store.settings import peek_language
    from .words.language import choose, use

    use(choose(peek_language(config_dir()), language_asked(args)))


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "sim":
        from .sim import main as sim_main

        return sim_main(args_list[1:])
    interrupts = StartInterrupts()
    closed = reopen_closed()  # before any file is opened: none takes stdout's number
    choose_language(args_list)
    parser = build_parser()
    args = parser.parse_args(args_list)
    if (args.list or args.plain) and (refusal := closed_refusal(closed, plain=args.plain)):
        say_to_stderr(refusal)
        return STREAM_FAILED
    from .terminal_locale import ascii_locale, ascii_notice, start_environment

    # A C or non-UTF-8 locale cannot show ♠♥♦♣: ASCII for this run only, said once.
    locale_setting = None if args.ascii else ascii_locale(start_environment())
    ascii_suits = args.ascii or locale_setting is not None
    if args.list:
        return print_shelf(ascii_suits=ascii_suits or args.plain, plain=args.plain)
    for code in (args.seed, args.resume):
        if code is not None:
            from .engine import InvalidCode, parse_code

            try:
                parse_code(code)
            except InvalidCode as exc:
                parser.exit(2, f"hearts: {exc}\n")
    if args.json and not args.plain:
        parser.error("--json goes with --plain: hearts --plain --json")
    if args.plain:
        from .plain.main import run_plain

        interrupts.defer()  # from the lock on, an interrupt key stops at a safe point
        return run_plain(
            interrupted=interrupts.pending,
            new=args.new,
            seed=args.seed,
            resume=args.resume,
            short=args.short,
            json=args.json,
            ascii_words=ascii_suits,
        )
    if not (_is_terminal(sys.stdin) and _is_terminal(sys.stdout)):
        # Before any disk access: a pipe or a file gets no escape codes and no new deal.
        print(NOT_A_TERMINAL, file=sys.stderr)
        return 2
    if (refusal := dumb_terminal_refusal(os.environ.get("TERM"))) is not None:
        print(refusal, file=sys.stderr)  # Before the screen is taken or any file touched.
        return 2
    interrupts.defer()
    # The table is laid out for the terminal's real size (the kernel's TIOCGWINSZ), kept up
    # to date on every resize.  Exported COLUMNS/LINES (a shell's leftovers) would override
    # it for good in Rich and Textual: 60x20 read "Enlarge the terminal" forever in 80x24,
    # 200x60 drew off the screen, 99999 blanked it and grew to gigabytes.
    for name in SIZE_VARIABLES:
        os.environ.pop(name, None)
    from .app.main import run_app

    return run_app(
        interrupted=interrupts.pending,
        new=args.new,
        seed=args.seed,
        resume=args.resume,
        ascii_suits=ascii_suits,
        ascii_reason=None if locale_setting is None else ascii_notice(locale_setting),
    )


def print_shelf(*, ascii_suits: bool = False, plain: bool = False) -> int:
    """``hearts --list``: the current game and the shelf, read without changing anything."""
    from .store.paths import data_dir
    from .store.saves import Saved, SaveSlot
    from .store.shelf import Shelf
    from .words.shelf_text import listing

    data = data_dir()
    current = SaveSlot(data).peek()
    saved = current if isinstance(current, Saved) else None
    entries = Shelf(data).entries(besides=saved)  # the current game listed once
    text = listing(
        entries, None if saved is None else saved.game, ascii_suits=ascii_suits, plain=plain
    )
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except (OSError, ValueError) as error:
        if not isinstance(error, BrokenPipeError):  # a reader that went away: a normal end
            say_to_stderr(f"hearts: {output_failure(error)}")
        detach_from_terminal()  # nothing is left to flush at the exit
        return 0 if isinstance(error, BrokenPipeError) else STREAM_FAILED
    return 0


def closed_refusal(closed: frozenset[int], *, plain: bool) -> str | None:
    """Why the line mode or ``--list`` cannot run with these standard descriptors closed."""
    if 1 in closed:
        return (
            "hearts: the output is closed (>&-), so nothing could be read;"
            " give it a terminal, a file or a pipe"
        )
    if plain and 0 in closed:
        return (
            "hearts: the input is closed (<&-), so no command can be read;"
            " give it a terminal, a file or a pipe"
        )
    return None


if __name__ == "__main__":
    sys.exit(main())
