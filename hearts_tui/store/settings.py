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
from .files import DOCUMENT_LIMIT, load_document, read_regular, save_document

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
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Settings:
        """The inverse of :meth:`to_dict`: missing keys default, wrong values raise ValueError."""
        known = {
            "rules",
            "confirm_move",
            "cpu_pace",
            "cpu_level",
            "ascii_suits",
            "play_only_card",
            "pause_after_trick",
            "allow_take_back",
            "theme",
            "language",
        }
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown setting(s): {', '.join(unknown)}")
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise ValueError("rules must be an object")
        flags = ("confirm_move", "ascii_suits", "play_only_card", "pause_after_trick")
        for name in (*flags, "allow_take_back"):
            if name in data and not isinstance(data[name], bool):
                raise ValueError(f"{name} must be true or false; got {quoted(data[name])}")
        base = cls()
        return cls(
            rules=Rules.from_dict(rules),
            confirm_move=data.get("confirm_move", base.confirm_move),
            cpu_pace=data.get("cpu_pace", base.cpu_pace),
            cpu_level=data.get("cpu_level", base.cpu_level),
            ascii_suits=data.get("ascii_suits", base.ascii_suits),
            play_only_card=data.get("play_only_card", base.play_only_card),
            pause_after_trick=data.get("pause_after_trick", base.pause_after_trick),
            allow_take_back=data.get("allow_take_back", base.allow_take_back),
            theme=data.get("theme", base.theme),
            language=data.get("language", base.language),
        )


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

    def parse(data: dict[str, Any]) -> Settings:
        try:
            return Settings.from_dict(data)
        except ValueError:
            name = newer_game(data.get("rules"))
            if name is None:
                raise
            newer.append(name)
            return Settings.from_dict({**data, "rules": {}})

    value, notice = load_document(
        directory / SETTINGS_FILE,
        format_name=FORMAT,
        version=VERSION,
        parse=parse,
        noun="settings",
        label="settings",
        fallback="; using defaults",
        follow=True,
    )
    if value is not None and newer:
        notice = (
            f"Your settings name a game of a newer hearts ({newer[0]!r}): "
            "the next new game is dealt at the Standard table."
        )
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
