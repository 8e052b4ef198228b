"""The player's settings: a dataclass, saved as JSON in the user config directory."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from ..engine import Rules, Variant
from ..engine.quoting import quoted
from .files import DOCUMENT_LIMIT, first_clause, load_document, read_regular, save_document
from .wording import N_, _, ngettext

FORMAT: Final = "hearts-tui-settings"
VERSION: Final = 1
SETTINGS_FILE: Final = "settings.json"

PACES = ("slow", "normal", "fast", "instant")
LEVELS = ("easy", "normal", "hard")
#: The look: "auto" follows the terminal's background where it says (else dark).
THEMES = ("auto", "dark", "light")
#: The language's setting when it follows the system's locale; else a language code.
SYSTEM_LANGUAGE: Final = "system"
#: A language code as the catalogues are named: ``ru``, ``pt_BR``.
_LANGUAGE_CODE: Final = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose in the settings drawer.  Rules apply to the next new game."""

    #: The table for the next new game (target, house rules).
    rules: Rules = field(default_factory=Rules)
    #: First press raises the card and explains the move; the second press plays it.
    confirm_move: bool = True
    #: How fast CPU moves appear: slow | normal | fast | instant.
    cpu_pace: str = "normal"
    #: CPU strength: easy | normal | hard.
    cpu_level: str = "normal"
    #: Suits as letters (S H D C) for terminals that draw ♠♥♦♣ badly.
    ascii_suits: bool = False
    #: When you have a single legal card, it is played for you (the status line says so).
    play_only_card: bool = False
    #: After each trick the game waits for Enter (or a click) before the next lead.
    pause_after_trick: bool = False
    #: Key ``z`` takes back your last card or your pass (the game is marked "assisted").
    allow_take_back: bool = False
    #: Colours: auto | dark | light ("auto" follows the terminal where it tells, else dark).
    theme: str = "auto"
    #: The language both front ends speak: "system" (the locale's) or a code ("en", "ru").
    #: Only the words change with it: games, codes and statistics are the same in any.
    language: str = SYSTEM_LANGUAGE
    #: The line mode's own (``hearts --plain``): a typed card is previewed first, Enter
    #: plays it.  Off by default there (typing a card is already deliberate); the table's
    #: ``confirm_move`` is not touched by it.
    plain_confirm_move: bool = False
    #: The line mode: cards said as ``QS`` and ``10H`` instead of words.
    plain_short: bool = False
    #: The line mode: a trick said in one line, fewer words (for fast listeners).
    plain_brief: bool = False

    def __post_init__(self) -> None:
        if self.cpu_pace not in PACES:
            raise ValueError(
                f"cpu_pace must be one of {', '.join(PACES)}; got {quoted(self.cpu_pace)}"
            )
        if self.cpu_level not in LEVELS:
            raise ValueError(
                f"cpu_level must be one of {', '.join(LEVELS)}; got {quoted(self.cpu_level)}"
            )
        if self.theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}; got {quoted(self.theme)}")
        if not isinstance(self.language, str) or not (
            self.language == SYSTEM_LANGUAGE or _LANGUAGE_CODE.fullmatch(self.language)
        ):
            raise ValueError(
                f"language must be {SYSTEM_LANGUAGE} or a language code such as ru;"
                f" got {quoted(self.language)}"
            )

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (the rules as :meth:`Rules.to_dict`)."""
        return {
            "rules": self.rules.to_dict(),
            "confirm_move": self.confirm_move,
            "cpu_pace": self.cpu_pace,
            "cpu_level": self.cpu_level,
            "ascii_suits": self.ascii_suits,
            "play_only_card": self.play_only_card,
            "pause_after_trick": self.pause_after_trick,
            "allow_take_back": self.allow_take_back,
            "theme": self.theme,
            "language": self.language,
            "plain_confirm_move": self.plain_confirm_move,
            "plain_short": self.plain_short,
            "plain_brief": self.plain_brief,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Settings:
        """The inverse of :meth:`to_dict`: missing keys default, wrong values raise ValueError."""
        unknown = sorted(set(data) - set(FIELDS))
        if unknown:
            raise ValueError(f"unknown setting(s): {', '.join(unknown)}")
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise ValueError("rules must be an object")
        for name in FLAGS:
            if name in data and not isinstance(data[name], bool):
                raise ValueError(f"{name} must be true or false; got {quoted(data[name])}")
        values = {name: data[name] for name in FIELDS if name in data and name != "rules"}
        return cls(rules=Rules.from_dict(rules), **values)


#: Every setting saved, by its name in the file.
FIELDS: Final = tuple(Settings.__dataclass_fields__)
#: The settings that are on or off.
FLAGS: Final = tuple(
    name for name, field in Settings.__dataclass_fields__.items() if field.type == "bool"
)


def settings_in_part(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """The settings of ``data`` that can be used, each wrong one at its default: the
    settings, and what was wrong (one reason each, values quoted short).

    A wrong value of one setting (a pace misspelled by hand, a target out of range) must
    not cost the player the others: only that one falls back.  The next game's table is
    read option by option the same way, within its game (a game that is no game's name
    gives the Standard table; one of a newer hearts is named apart, by :func:`newer_game`).
    """
    problems: list[str] = []
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name not in FIELDS:
            problems.append(f"unknown setting {quoted(name)}")
        elif name == "rules":
            rules, wrong = rules_in_part(value)
            values["rules"] = rules.to_dict()
            problems += wrong
        else:
            try:
                Settings.from_dict({name: value})
            except ValueError as error:
                problems.append(str(error))
            else:
                values[name] = value
    return Settings.from_dict(values), problems


def rules_in_part(data: object) -> tuple[Rules, list[str]]:
    """The table of saved ``data`` with each option it cannot take at its default, and
    the reasons (see :func:`settings_in_part`)."""
    if not isinstance(data, dict):
        return Rules(), ["rules must be an object"]
    try:
        return Rules.from_dict(data), []
    except ValueError:
        pass
    problems: list[str] = []
    variant = data.get("variant", Variant.STANDARD.value)
    if not isinstance(variant, str) or variant not in _BASES:
        # No game's name: its options were meant for another game, the Standard table then.
        return Rules(), [f"variant must be one of {', '.join(_BASES)}; got {quoted(variant)}"]
    chosen = _BASES[variant].to_dict()
    # The players first (other options' checks depend on them), then the scoring preset.
    order = ["players", "scoring", *sorted(set(data) - {"players", "scoring", "variant"})]
    for name in (name for name in order if name in data):
        try:
            Rules.from_dict({**chosen, name: data[name]})
        except ValueError as error:
            problems.append(str(error))
        except TypeError:
            problems.append(f"unknown rule option {quoted(name)}")
        else:
            chosen[name] = data[name]
    return Rules.from_dict(chosen), problems


_BASES: Final = {
    Variant.STANDARD.value: Rules(),
    Variant.DOMINO.value: Rules.domino(),
    Variant.CANCELLATION.value: Rules.cancellation(),
}


def newer_game(rules: object) -> str | None:
    """The game named by saved ``rules`` if it is one a newer hearts may deal and this one
    does not know (a lower-case word, ``"spot"``), else None."""
    if not isinstance(rules, dict):
        return None
    name = rules.get("variant")
    known = {variant.value for variant in Variant}
    if (
        isinstance(name, str)
        and 0 < len(name) <= 20
        and name.isascii()
        and name.replace("_", "").isalpha()
        and name.islower()
        and name not in known
    ):
        return name
    return None


def load_settings(directory: Path) -> tuple[Settings, str | None]:
    """The saved settings and a one-line notice; defaults when there are none.

    A damaged file (or one from a newer version) gives the defaults and a notice, and is
    renamed aside so that saving the settings later cannot overwrite it.  A file whose
    next-game table is a game of a newer hearts (see :func:`newer_game`) keeps every other
    setting: the next game is dealt at the Standard table, and the notice says so.
    """
    newer: list[str] = []
    wrong: list[str] = []

    def parse(data: dict[str, Any]) -> Settings:
        try:
            return Settings.from_dict(data)
        except ValueError:
            pass
        name = newer_game(data.get("rules"))
        if name is not None:
            newer.append(name)
            data = {**data, "rules": {}}
        settings, problems = settings_in_part(data)
        wrong.extend(problems)
        return settings

    value, notice = load_document(
        directory / SETTINGS_FILE,
        format_name=FORMAT,
        version=VERSION,
        parse=parse,
        noun="settings",
        label="settings",
        fallback=N_("; using defaults"),
        follow=True,
    )
    if value is not None and newer:
        notice = _(
            "Your settings name a game of a newer hearts ({game}): "
            "the next new game is dealt at the Standard table."
        ).format(game=repr(newer[0]))
    if value is not None and wrong:
        reason = first_clause(wrong[0])
        if len(wrong) == 1:
            told = _(
                "Your settings could not be read ({reason}): only that setting is back"
                " to its default."
            ).format(reason=reason)
        else:
            told = ngettext(
                "Your settings could not be read ({reason}, and {count} more):"
                " only those settings are back to their defaults.",
                "Your settings could not be read ({reason}, and {count} more):"
                " only those settings are back to their defaults.",
                len(wrong) - 1,
            ).format(reason=reason, count=len(wrong) - 1)
        notice = f"{notice} {told}" if notice else told
    return (value if value is not None else Settings()), notice


def peek_language(directory: Path) -> str:
    """The language the saved settings choose, read without touching anything (the
    language is needed before the lock is taken: ``hearts --help`` and the refusals);
    ``"system"`` when there are no settings or they cannot be read.  :func:`load_settings`
    reads them properly once the data directory is locked."""
    try:
        data = read_regular(directory / SETTINGS_FILE, DOCUMENT_LIMIT, follow=True)
        found = json.loads(data) if data is not None else None
        language = found.get("language") if isinstance(found, dict) else None
        return Settings(language=language).language if isinstance(language, str) else "system"
    except (OSError, ValueError, RecursionError):
        return SYSTEM_LANGUAGE


def save_settings(directory: Path, settings: Settings) -> None:
    """Write the settings crash-safe; raises ``OSError`` when the disk refuses.

    A settings file that is a symbolic link (kept with one's dotfiles) stays one: the file
    it points to gets the new settings (the link is followed when they are read, too).
    """
    save_document(
        directory / SETTINGS_FILE,
        format_name=FORMAT,
        version=VERSION,
        fields=settings.to_dict(),
        follow=True,
    )
