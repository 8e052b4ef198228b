"""The ``hearts`` command: start or resume the game, or run the CPU arena."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from types import FrameType
from typing import Final, NoReturn, TextIO

from . import __version__
from .command_parser import CommandParser, SaidFormatter
from .hangup import detach_from_terminal
from .streams import STREAM_FAILED, reopen_closed, say_to_stderr
from .web.driver import web_driver_requested
from .words.language import available

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
    from .words.command_line import dumb_terminal

    return dumb_terminal(term)


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except ValueError:  # a closed stream
        return False


class _Parser(CommandParser):
    """The parser of ``hearts`` (:class:`CommandParser`), its error lines quoting the
    arguments short (a 100 KB option name), in the language spoken."""

    def error(self, message: str) -> NoReturn:
        from .engine.quoting import clipped
        from .words.command_line import argparse_said, error_line

        self.print_usage(sys.stderr)
        self.exit(2, error_line(argparse_said(clipped(message))) + "\n")


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
    from .words.command_line import description, epilog, option_help

    said = option_help()
    parser = _Parser(
        prog="hearts",
        description=description(),
        epilog=epilog(),
        formatter_class=SaidFormatter,
        add_help=False,
    )
    parser._optionals.title = said["options"]
    parser.add_argument("-h", "--help", action="help", help=said["help"])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--new", action="store_true", help=said["new"])
    group.add_argument("--seed", metavar=said["code"], help=said["seed"])
    group.add_argument("--resume", metavar=said["code"], help=said["resume"])
    group.add_argument("--list", action="store_true", help=said["list"])
    parser.add_argument("--ascii", action="store_true", help=said["ascii"])
    parser.add_argument("--plain", action="store_true", help=said["plain"])
    parser.add_argument("--json", action="store_true", help=said["json"])
    parser.add_argument("--short", action="store_true", help=said["short"])
    parser.add_argument("--serve", action="store_true", help=said["serve"])
    parser.add_argument("--port", type=_port, metavar="N", help=said["port"])
    parser.add_argument("--host", metavar="H", help=said["host"])
    parser.add_argument("--lang", choices=available(), help=said["lang"])
    table = parser.add_argument_group(said["table"], said["table_about"])
    table.add_argument("--game", metavar=said["name"], help=said["game"])
    table.add_argument("--players", metavar="N", help=said["players"])
    table.add_argument("--target", metavar="N", help=said["target"])
    table.add_argument(
        "--rule", metavar=said["rule"], action="append", default=[], help=said["rule_help"]
    )
    parser.add_argument(
        "--version", action="version", version=f"hearts {__version__}", help=said["version"]
    )
    return parser


#: What ``hearts`` alone means: every option at its default (``build_parser``'s, which a
#: test holds equal).
NO_OPTIONS: Final[dict[str, object]] = {
    "new": False,
    "seed": None,
    "resume": None,
    "list": False,
    "ascii": False,
    "plain": False,
    "json": False,
    "short": False,
    "serve": False,
    "port": None,
    "host": None,
    "lang": None,
    "game": None,
    "players": None,
    "target": None,
    "rule": [],
}


class Parser:
    """The command line read: ``args``; ``made``, the parser that read it (to refuse what
    comes after).  ``hearts`` alone, the usual start (resume the game), has nothing to
    read: the parser and its words are made only if needed (start-up time)."""

    def __init__(self, args: Sequence[str]) -> None:
        self._parser: argparse.ArgumentParser | None = None
        if args:
            self.args = self.made.parse_args(args)
        else:
            self.args = argparse.Namespace(**{**NO_OPTIONS, "rule": []})

    @property
    def made(self) -> argparse.ArgumentParser:
        if self._parser is None:
            self._parser = build_parser()
        return self._parser


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


def speak_what_the_output_shows(stream: TextIO) -> None:
    """Words in a language whose letters ``stream``'s encoding cannot write (Russian to an
    output set to ``PYTHONIOENCODING=ascii`` or ``latin-1``) would come out as "??????":
    English for this run, said once on stderr.  (Under ``LC_ALL=C`` Python writes UTF-8:
    a language chosen by ``--lang`` or the settings is kept, its suits in ASCII.)"""
    from .words.language import SOURCE, _, current, language_name, use

    if current() == SOURCE:
        return
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        language_name(current()).encode(encoding)
    except (LookupError, UnicodeError):
        use(SOURCE)
        say_to_stderr(
            _(
                "hearts: this output's encoding ({encoding}) cannot show the letters of the"
                " language chosen: English for this run."
            ).format(encoding=encoding)
        )


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "sim":
        from .sim import main as sim_main

        choose_language([])  # its help in the language of the settings or the locale
        return sim_main(args_list[1:])
    interrupts = StartInterrupts()
    closed = reopen_closed()  # before any file is opened: none takes stdout's number
    choose_language(args_list)
    parser = Parser(args_list)
    args = parser.args
    if (args.list or args.plain) and (refusal := closed_refusal(closed, plain=args.plain)):
        say_to_stderr(refusal)
        return STREAM_FAILED
    if (args.plain and not args.json) or args.list:  # JSON lines are ASCII whatever they say
        speak_what_the_output_shows(sys.stdout)
    from .terminal_locale import ascii_locale, start_environment

    # A C or non-UTF-8 locale cannot show ♠♥♦♣: ASCII for this run only, said once.
    locale_setting = None if args.ascii else ascii_locale(start_environment())
    ascii_suits = args.ascii or locale_setting is not None
    if args.serve or args.port is not None or args.host is not None:
        return serve(parser.made, args, closed)
    if args.list:
        return print_shelf(ascii_suits=ascii_suits or args.plain, plain=args.plain)
    # A code is checked as a code; ``--resume`` takes a game's id too (hearts names two
    # games of one code by their ids), looked up as an id, so only what is neither is
    # refused here.
    for code, id_too in ((args.seed, False), (args.resume, True)):
        if code is not None:
            from .engine import InvalidCode, parse_code

            try:
                parse_code(code)
            except InvalidCode as exc:
                from .store.ids import valid_id

                if id_too and valid_id(code.strip()):
                    continue
                from .words.engine_words import said

                parser.made.exit(2, f"hearts: {said(str(exc))}\n")
    if args.json and not args.plain:
        parser.made.error("--json goes with --plain: hearts --plain --json")
    rules = None
    if args.game is not None or args.players is not None or args.target is not None or args.rule:
        # Read with the line mode's words of every house rule: imported only when a table
        # is chosen on the command line (start-up time).
        from .words.run_table import run_table

        try:
            rules = run_table(args.game, args.players, args.target, args.rule)
        except ValueError as exc:
            from .words.engine_words import said

            parser.made.exit(2, f"hearts: {said(str(exc))}\n")
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
            rules=rules,
        )
    if web_driver_requested(os.environ):
        # In a browser page (``hearts --serve``, or textual-serve started `hearts`): stdin
        # and stdout are the web driver's pipes, TERM and the locale are the server's.
        from .web.child import run_child

        interrupts.defer()
        return run_child(new=args.new, seed=args.seed, resume=args.resume, ascii_suits=args.ascii)
    if not (_is_terminal(sys.stdin) and _is_terminal(sys.stdout)):
        # Before any disk access: a pipe or a file gets no escape codes and no new deal.
        from .words.command_line import not_a_terminal

        print(not_a_terminal(), file=sys.stderr)
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
        ascii_reason=None if locale_setting is None else _ascii_notice(locale_setting),
        rules=rules,
    )


def _ascii_notice(setting: str) -> str:
    """Why this run is in ASCII (the locale's ``setting``), said once at the start."""
    from .words.command_line import ascii_notice

    return ascii_notice(setting)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number (0 to 65535): {text}")
    return port


def serve(
    parser: argparse.ArgumentParser, args: argparse.Namespace, closed: frozenset[int] = frozenset()
) -> int:
    """``hearts --serve [--port N] [--host H]``: the table in a browser.  Its link must be
    shown (it holds the secret token): with the output closed or failing, nobody could
    open the table, so it does not serve."""
    from .words import web_text

    if not args.serve:
        parser.error(web_text.serve_option_alone())
    if args.new or args.seed or args.resume or args.list or args.plain or args.short or args.json:
        parser.error(web_text.serve_alone())
    if args.game or args.players or args.target or args.rule:
        parser.error(web_text.serve_no_table_options())
    host = None
    if args.host is not None:
        # As a link writes an IPv6 address ("[::1]"), or as typed with spaces.
        host = args.host.strip()
        if host.startswith("[") and host.endswith("]"):
            host = host[1:-1]
        if not host:
            parser.error(web_text.host_empty())
    if 1 in closed:
        say_to_stderr(web_text.link_output_closed())
        return STREAM_FAILED
    try:
        from .web.server import DEFAULT_HOST, DEFAULT_PORT, LinkNotShown
        from .web.server import serve as serve_table
    except ImportError:
        print(web_text.needs_web_extra(), file=sys.stderr)
        return 2
    try:
        return serve_table(
            host=DEFAULT_HOST if host is None else host,
            port=DEFAULT_PORT if args.port is None else args.port,
            ascii_suits=args.ascii,
            lang=args.lang,
        )
    except LinkNotShown as exc:
        say_to_stderr(web_text.link_not_written(exc.error.strerror or str(exc.error)))
        return STREAM_FAILED


def print_shelf(*, ascii_suits: bool = False, plain: bool = False) -> int:
    """``hearts --list``: the current game and the shelf, read without changing anything."""
    from .store.paths import data_dir
    from .store.saves import Saved, SaveSlot
    from .store.shelf import Shelf
    from .words.shelf_text import listing

    data = data_dir()
    current = SaveSlot(data).peek()
    saved = current if isinstance(current, Saved) else None
    shelf = Shelf(data)
    entries = shelf.entries(besides=saved)  # the current game listed once
    game = None if saved is None else saved.game
    if plain:  # the line mode's own words, not the table's abbreviations
        from .words.ascii_text import ascii_text
        from .words.shelf_said import plain_listing

        text = plain_listing(entries, game)
        text = ascii_text(text) if ascii_suits else text
    else:
        text = listing(entries, game, ascii_suits=ascii_suits)
    if shelf.unread:
        from .words.shelf_text import unread_text

        text += unread_text(shelf.unread, shelf.directory) + "\n"
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except (OSError, ValueError) as error:
        if not isinstance(error, BrokenPipeError):  # a reader that went away: a normal end
            from .words.command_line import output_failure

            say_to_stderr(f"hearts: {output_failure(error)}")
        detach_from_terminal()  # nothing is left to flush at the exit
        return 0 if isinstance(error, BrokenPipeError) else STREAM_FAILED
    return 0


def closed_refusal(closed: frozenset[int], *, plain: bool) -> str | None:
    """Why the line mode or ``--list`` cannot run with these standard descriptors closed."""
    from .words.command_line import closed_stream

    if 1 in closed:
        return closed_stream(1)
    if plain and 0 in closed:
        return closed_stream(0)
    return None


if __name__ == "__main__":
    sys.exit(main())
