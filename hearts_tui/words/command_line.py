"""The ``hearts`` command's words: ``hearts --help``, its refusals, and argparse's own
messages, in the language spoken.

argparse words its usage line and its errors in English (the standard library has no
catalogue for them here): :func:`argparse_said` recognises each message it sends and says
it in the player's language (the parts it quotes stay as typed).

>>> from hearts_tui.words.language import use
>>> use("ru"); argparse_said("argument --seed: expected one argument")
'--seed: нужно значение'
>>> argparse_said("unrecognized arguments: --bogus x")
'нераспознанные аргументы: --bogus x'
>>> use("en")
"""

from __future__ import annotations

import re
from typing import Final

from .language import _, current

__all__ = [
    "argparse_said",
    "ascii_notice",
    "closed_stream",
    "description",
    "epilog",
    "not_a_terminal",
    "option_help",
    "output_failure",
]


def ascii_notice(setting: str) -> str:
    """The status line's notice for a run drawn in ASCII because of the locale ``setting``
    (``LANG=C``), in the language spoken: short, to fit the status line at 80 columns.

    >>> ascii_notice("LANG=C")
    'Locale LANG=C shows no suit symbols: suits as letters (S H D C)'
    """
    return _("Locale {setting} shows no suit symbols: suits as letters (S H D C)").format(
        setting=setting
    )


def description() -> str:
    """What ``hearts --help`` says first."""
    return _(
        "Hearts in the terminal: you against CPU players (three at the standard table; 1 to 9\n"
        "at the other tables of the House rules, s in the game).\n"
        "\n"
        "With no options, `hearts` resumes your unfinished game exactly where you left it, or"
        " deals\n"
        "a new one.  Every game has a short code (top left of the table); the same code deals"
        " the\n"
        "same cards on any machine, so a friend can replay your game with `hearts --seed"
        " CODE`.\n"
    )


def epilog() -> str:
    """What ``hearts --help`` says after the options."""
    return _(
        "other commands:\n"
        "  hearts sim --help     the CPU arena: pit CPU strengths against each other\n"
        "\n"
        "unfinished games:\n"
        "  A game in progress is never thrown away: New game, a game code, Replay, --new and\n"
        "  --seed put it aside (all are kept until you delete one).  `hearts --list` shows\n"
        "  them, `hearts --resume CODE` (or the u key in the game) goes back to one.\n"
        "\n"
        "languages:\n"
        "  English and Russian: --lang for one run, Language in the settings, or the locale\n"
        "  (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), e.g. LANG=ru_RU.UTF-8 hearts.\n"
        "\n"
        "files:\n"
        "  The unfinished game, settings and statistics live in your user data and config\n"
        "  directories (set HEARTS_DATA_DIR / HEARTS_CONFIG_DIR, or XDG_DATA_HOME /\n"
        "  XDG_CONFIG_HOME, to put them elsewhere).\n"
    )


def option_help() -> dict[str, str]:
    """Each option's line in ``hearts --help``."""
    return {
        "help": _("show this help and exit"),
        "version": _("show the version of hearts and exit"),
        "new": _("start a new game (the unfinished one is set aside)"),
        "seed": _("play the game with this code, e.g. --seed K7QD-MR9S"),
        "resume": _(
            "go back to an unfinished game that was put aside, by its code or its id (--list"
            " shows the ids when two games have one code); the current one is put aside"
        ),
        "list": _("list the unfinished games that were put aside"),
        "ascii": _(
            "draw everything in ASCII: suits as letters (S H D C) instead of ♠♥♦♣, plain"
            " borders and arrows (chosen by itself when the locale is not UTF-8, e.g. LANG=C)"
        ),
        "plain": _(
            "the line mode for screen readers and scripts: every event a sentence, one"
            " command a line (stdin may be a pipe); the same game and saves as the table"
        ),
        "json": _(
            "with --plain: for programs, one JSON object a line, the same commands read"
            " (docs/plain.md: the objects, and an example bot)"
        ),
        "short": _("with --plain: cards as QS and 10H instead of words (the command short on/off)"),
        "serve": _(
            "play the table in a web browser (a phone, a tablet): served at"
            " http://127.0.0.1:8000 until Ctrl+C, the same game and saves as here (needs the"
            " web extra: pip install 'hearts-tui[web]')"
        ),
        "port": _("with --serve: the port to listen on (8000; 0 takes any free one)"),
        "host": _(
            "with --serve: the address to listen on (127.0.0.1, this computer only); any"
            " other, e.g. 0.0.0.0 for your network, opens only with the secret link printed at"
            " the start"
        ),
        "lang": _(
            "the language for this run (otherwise the Settings choice, else the locale:"
            " LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
        ),
        "table": _("the table of this run"),
        "table_about": _(
            "The table of the games dealt in this run (with --new, or when there is no game"
            " to resume, and by new): from the Standard table, with the line mode's names and"
            " values. Your saved settings keep their own table. Not with --serve: its pages"
            " play your own table (their House rules choose another)."
        ),
        "name": _("NAME"),
        "game": _("standard, domino or cancellation"),
        "players": _("how many players, you included"),
        "target": _("the score that ends the game"),
        "rule": _("'NAME VALUE'"),
        "rule_help": _(
            "any other house rule, as the line mode's set takes it: --rule 'moon minus'"
            " --rule 'jack -10' (repeat it for more)"
        ),
        "code": _("CODE"),
        "usage": _("usage: "),
        "options": _("options"),
    }


def output_failure(error: BaseException) -> str:
    """Why the output could not be written, in words (after "hearts: ")."""
    if isinstance(error, OSError) and error.strerror:
        return _("the output cannot be written ({reason})").format(reason=error.strerror)
    return _("the output is closed")


def closed_stream(fd: int) -> str:
    """The refusal of the line mode or ``--list`` when standard descriptor ``fd`` (0 the
    input, 1 the output) is closed."""
    if fd == 0:
        return _(
            "hearts: the input is closed (<&-), so no command can be read; give it a"
            " terminal, a file or a pipe"
        )
    return _(
        "hearts: the output is closed (>&-), so nothing could be read; give it a terminal,"
        " a file or a pipe"
    )


def not_a_terminal() -> str:
    """Why the table does not start on a pipe or a file."""
    return _(
        "hearts: the game needs a terminal, and stdin or stdout is not one"
        " (a pipe or a file); `hearts --help` lists the options"
    )


def dumb_terminal(term: str) -> str:
    """Why the table does not start in a terminal that cannot move the cursor."""
    return _(
        "hearts: this terminal (TERM={term}) cannot show the table;"
        " use hearts --plain to play line by line"
    ).format(term=term)


def error_line(message: str) -> str:
    """An error of the command line, as the last line it prints."""
    return _("hearts: error: {message}").format(message=message)


#: argparse's messages that ``hearts`` can meet, as it words them (Python 3.11 to 3.13);
#: ``{name}`` is a part it fills in.
_ARGPARSE: Final = (
    (r"argument (?P<arg>\S+): expected one argument", "expected"),
    (r"unrecognized arguments: (?P<args>.*)", "unrecognized"),
    (r"argument (?P<arg>\S+): not allowed with argument (?P<other>\S+)", "together"),
    (
        r"argument (?P<arg>\S+): invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)",
        "choice",
    ),
    (r"argument (?P<arg>\S+): ignored explicit argument (?P<value>.*)", "explicit"),
    (r"ambiguous option: (?P<arg>\S+) could match (?P<matches>.*)", "ambiguous"),
    (r"--json goes with --plain: hearts --plain --json", "json"),
)


def _argparse_texts() -> dict[str, str]:
    return {
        "expected": _("{arg}: expected one argument"),
        "unrecognized": _("unrecognized arguments: {args}"),
        "together": _("{arg} cannot go with {other}"),
        "choice": _("{arg}: {value} is not one of {choices}"),
        "explicit": _("{arg} takes no value ({value} given)"),
        "ambiguous": _("{arg} could be {matches}: type more of it"),
        "json": _("--json goes with --plain: hearts --plain --json"),
    }


def argparse_said(message: str) -> str:
    """An error argparse words, in the language spoken (an unknown one as it is; in
    English, argparse's own words)."""
    if current() == "en":
        return message
    for pattern, name in _ARGPARSE:
        found = re.fullmatch(pattern, message)
        if found is not None:
            return _argparse_texts()[name].format(**found.groupdict())
    return message
