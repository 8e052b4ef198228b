"""The line mode's command words in each language: ``pass 2c 3h kd`` or «передать 2т 3ч кб».

The commands are English in the code (``do_pass``); each catalogue gives its words for them
(the context "line mode command": ``передать|пас``, the first word the one the line mode
names, the others read too).  A player may type the words of any language hearts speaks,
whatever the language spoken: a command is never refused for the language it is typed in.

>>> from hearts_tui.words.language import use
>>> command_of("передать"), command_of("пас"), command_of("pass"), command_of("qs")
('pass', 'pass', None, None)
>>> use("ru"); word_of("pass"), switch_of("вкл"), switch_of("off")
('передать', True, False)
>>> use("en"); word_of("pass")
'pass'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Final

from ..words.language import SOURCE, available, current, pgettext, translations

__all__ = ["command_of", "switch_of", "word_of"]

# Translators: the line mode's commands, as a player types them; several words for one
# command are separated by | (the first is the one the line mode tells the player to type).
_COMMANDS: Final[dict[str, Callable[[], str]]] = {
    "help": lambda: pgettext("line mode command", "help"),
    "hand": lambda: pgettext("line mode command", "hand"),
    "trick": lambda: pgettext("line mode command", "trick"),
    "why": lambda: pgettext("line mode command", "why"),
    "pass": lambda: pgettext("line mode command", "pass"),
    "yes": lambda: pgettext("line mode command", "yes"),
    "no": lambda: pgettext("line mode command", "no"),
    "draw": lambda: pgettext("line mode command", "draw"),
    "moon": lambda: pgettext("line mode command", "moon"),
    "last": lambda: pgettext("line mode command", "last"),
    "scores": lambda: pgettext("line mode command", "scores"),
    "sheet": lambda: pgettext("line mode command", "sheet"),
    "out": lambda: pgettext("line mode command", "out"),
    "hint": lambda: pgettext("line mode command", "hint"),
    "review": lambda: pgettext("line mode command", "review"),
    "undo": lambda: pgettext("line mode command", "undo"),
    "finish": lambda: pgettext("line mode command", "finish"),
    "repeat": lambda: pgettext("line mode command", "repeat"),
    "code": lambda: pgettext("line mode command", "code"),
    "new": lambda: pgettext("line mode command", "new"),
    "replay": lambda: pgettext("line mode command", "replay"),
    "rules": lambda: pgettext("line mode command", "rules"),
    "table": lambda: pgettext("line mode command", "table"),
    "settings": lambda: pgettext("line mode command", "settings"),
    "set": lambda: pgettext("line mode command", "set"),
    "preset": lambda: pgettext("line mode command", "preset"),
    "reset": lambda: pgettext("line mode command", "reset"),
    "stats": lambda: pgettext("line mode command", "stats"),
    "short": lambda: pgettext("line mode command", "short"),
    "brief": lambda: pgettext("line mode command", "brief"),
    "confirm": lambda: pgettext("line mode command", "confirm"),
    "takeback": lambda: pgettext("line mode command", "takeback"),
    "quit": lambda: pgettext("line mode command", "quit"),
    "play": lambda: pgettext("line mode command", "play"),
}
# Translators: the words after a command: "short on", "moon add", "draw one".
_ARGUMENTS: Final[dict[str, Callable[[], str]]] = {
    "on": lambda: pgettext("line mode word", "on"),
    "off": lambda: pgettext("line mode word", "off"),
    "add": lambda: pgettext("line mode word", "add"),
    "minus": lambda: pgettext("line mode word", "minus"),
    "one": lambda: pgettext("line mode word", "one"),
}


def _words(code: str, table: dict[str, Callable[[], str]]) -> dict[str, list[str]]:
    """Each English word of ``table`` and the words language ``code`` gives for it."""
    found = translations(code)
    result: dict[str, list[str]] = {}
    context = "line mode command" if table is _COMMANDS else "line mode word"
    for name in table:  # (the table's calls are there for the catalogue's extractor)
        text = found.pgettext(context, name) if code != SOURCE else name
        words = [word.strip().lower() for word in text.split("|") if word.strip()]
        result[name] = words or [name]
    return result


@cache
def _typed(table_name: str) -> dict[str, str]:
    """Every language's words for the commands (or the argument words) and what each
    stands for; English's are the code's own and are not listed."""
    table = _COMMANDS if table_name == "commands" else _ARGUMENTS
    typed: dict[str, str] = {}
    for code in available():
        if code == SOURCE:
            continue
        for name, words in _words(code, table).items():
            for word in words:
                typed.setdefault(word.replace("ё", "е"), name)
    return typed


def command_of(word: str) -> str | None:
    """The command a word of another language stands for, or None (an English command
    word is the command itself, read by :mod:`cmd`)."""
    return _typed("commands").get(word.lower().replace("ё", "е"))


def word_of(name: str) -> str:
    """The word the player is told to type for command (or argument word) ``name``, in
    the language spoken."""
    table = _COMMANDS if name in _COMMANDS else _ARGUMENTS
    return _words(current(), table)[name][0] if name in table else name


def argument_of(word: str) -> str:
    """An argument word (``вкл``) as the commands read it (``on``); any other as it is."""
    lowered = word.strip().lower()
    return _typed("arguments").get(lowered.replace("ё", "е"), lowered)


def switch_of(word: str) -> bool | None:
    """``on`` / ``off`` in any language (Russian «вкл», «выкл», «да», «нет»), or None."""
    return {"on": True, "off": False}.get(argument_of(word))
