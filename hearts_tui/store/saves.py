"""The autosave: the unfinished game and the table's UI state, in one crash-safe file.

``game.json`` holds a wrapper around the engine's own save (``Game.to_json()``, which is
checksummed and replayed on load)::

    {"format": "hearts-tui-autosave", "version": 1, "id": "<game id>",
     "ui": {...}, "game": {<Game.to_json()>}, "checksum": "<sha256, 16 hex digits>"}

``id`` tells games apart (for statistics, so a game is counted once); ``ui`` is the table's
state that is not part of the game, such as the pending pass selection.  Every save keeps
the previous one as ``game.json.bak``; a damaged ``game.json`` is renamed aside for the
user and the backup, if good, is resumed instead.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from ..engine import Game, SaveError
from .files import clear_temps, read_bytes, set_aside, write_atomic

FORMAT: Final = "hearts-tui-autosave"
VERSION: Final = 1
GAME_FILE: Final = "game.json"
BACKUP_FILE: Final = "game.json.bak"
#: Where earlier versions kept the one game ``--new`` or ``--seed`` replaced; it is moved
#: onto the shelf (:mod:`.shelf`) at the next start.
SET_ASIDE_FILE: Final = "game.set-aside.json"


@dataclass(frozen=True, slots=True)
class Saved:
    """A game read back from disk."""

    game: Game
    game_id: str
    ui_state: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Found:
    """What :meth:`SaveSlot.load` found: a game to resume (or None) and a one-line notice.

    ``blocked`` means a damaged save could not be renamed aside: writing would overwrite
    the user's file, so this run must not save the game.
    """

    saved: Saved | None
    notice: str | None = None
    blocked: bool = False


def _checksum(payload: Mapping[str, Any]) -> str:
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def encode(game: Game, game_id: str, ui_state: Mapping[str, Any]) -> str:
    """The file text for ``game``; ``TypeError``/``ValueError`` if ``ui_state`` is not JSON."""
    payload: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "id": game_id,
        "ui": dict(ui_state),
        "game": json.loads(game.to_json()),
    }
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def decode(data: str | bytes) -> Saved:
    """Read :func:`encode` output back, or raise :class:`SaveError` saying what is wrong."""
    try:
        payload = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("not valid JSON, damaged or cut short") from None
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise SaveError("not a hearts save")
    version = payload.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError("no valid format version")
    if version > VERSION:
        raise SaveError(f"written by a newer version of hearts (save format {version})")
    if payload.pop("checksum", None) != _checksum(payload):
        raise SaveError("its checksum does not match its content")
    game_id, ui_state = payload.get("id"), payload.get("ui")
    if not isinstance(game_id, str) or not game_id or not isinstance(ui_state, dict):
        raise SaveError("its id or UI state is missing")
    game = Game.from_json(json.dumps(payload.get("game")))
    return Saved(game, game_id, ui_state)


def _short(exc: Exception) -> str:
    """The first clause of an error message, for a one-line notice."""
    return str(exc).split(":")[0].strip() or type(exc).__name__


class SaveSlot:
    """The autosave files in one directory: ``game.json`` and its backup."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / GAME_FILE
        self.backup = directory / BACKUP_FILE

    def clear_temps(self) -> None:
        """Remove temp files left by a crash between a write and its rename."""
        # An unreadable directory is no reason to stop: saving will fail and say so.
        with contextlib.suppress(OSError):
            clear_temps(self.directory, GAME_FILE)

    def save(self, game: Game, game_id: str, ui_state: Mapping[str, Any]) -> None:
        """Write the game crash-safe, keeping the previous save as the backup.

        Raises ``OSError`` when the disk refuses, ``TypeError``/``ValueError`` when
        ``ui_state`` is not JSON-able.
        """
        write_atomic(self.path, encode(game, game_id, ui_state), backup=self.backup)

    def discard(self) -> None:
        """Remove the save and its backup: their game is kept elsewhere (on the shelf).

        The backup goes too, so that it can never bring that game back as the current one.
        Failures are left to the next save to report.
        """
        for path in (self.path, self.backup):
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)

    def load(self) -> Found:
        """The saved game, falling back to the backup; damaged files are renamed aside.

        Never raises: an unreadable file becomes a notice, so a bad save cannot stop the
        app from starting (nor make it fail again on the next launch).
        """
        main = self._read(self.path)
        if isinstance(main, Saved):
            return Found(main)
        backup = self._read(self.backup)
        if main is None:
            # No main file: a first start, or a crash between the two renames of a save.
            return Found(backup if isinstance(backup, Saved) else None)
        try:
            kept = set_aside(self.path, "game")
        except OSError as exc:
            return Found(
                None,
                f"The saved game could not be read ({main}) nor set aside "
                f"({exc.strerror or exc}); a new game is dealt but not saved.",
                blocked=True,
            )
        if isinstance(backup, Saved):
            return Found(
                backup,
                f"The saved game could not be read ({main}); kept as {kept.name}; "
                "resumed from the previous save.",
            )
        if isinstance(backup, str):
            # Kept for the user too; if the rename fails, the next save rotates it out.
            with contextlib.suppress(OSError):
                set_aside(self.backup, "game-backup")
        return Found(
            None,
            f"The saved game could not be read ({main}); kept as {kept.name}; a new game is dealt.",
        )

    def peek(self) -> Saved | str | None:
        """The saved game read without changing anything on disk (no fall-back, no rename)."""
        return self._read(self.path)

    @staticmethod
    def _read(path: Path) -> Saved | str | None:
        """The save at ``path``, None if there is none, or why it cannot be read."""
        try:
            data = read_bytes(path)
        except OSError as exc:
            return f"cannot read it: {exc.strerror or exc}"
        if data is None:
            return None
        try:
            return decode(data)
        except SaveError as exc:
            return _short(exc)
        except Exception as exc:  # Any surprise in a file must not crash the launch.
            return f"unreadable: {type(exc).__name__}"
