"""The autosave: the unfinished game and the table's UI state, in one crash-safe file.

``game.json`` holds a wrapper around the engine's own save (``Game.to_json()``, which is
checksummed and replayed on load)::

    {"format": "hearts-tui-autosave", "version": 1, "id": "<game id>",
     ("saved_at": <seconds since the epoch>, on the shelf,)
     "ui": {...}, "game": {<Game.to_json()>}, "checksum": "<sha256, 16 hex digits>"}

``id`` tells games apart (for statistics, so a game is counted once); ``ui`` is the table's
state that is not part of the game, such as the pending pass selection.  Every save keeps
the previous one as ``game.json.bak``; a damaged ``game.json`` is renamed aside for the
user and the backup, if good, is resumed instead.

Nothing read is trusted: only regular files up to :data:`~.files.SAVE_LIMIT` are read
(a FIFO, a directory or a symbolic link is set aside like a damaged file), the whole
wrapper is checked, and a UI state that is not what the table wrote is dropped (the game
is resumed with an empty one: the game is what matters).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from ..engine import Game, InvalidCode, Rules, SaveError, format_code, parse_code
from .files import (
    UnusableFile,
    clear_temps,
    fsync_directory,
    read_bytes,
    set_aside,
    temps_of,
    write_atomic,
)
from .ids import id_for
from .stats import takebacks_used
from .wording import _

FORMAT: Final = "hearts-tui-autosave"
VERSION: Final = 1
GAME_FILE: Final = "game.json"
BACKUP_FILE: Final = "game.json.bak"
#: Where earlier versions kept the one game ``--new`` or ``--seed`` replaced; it is moved
#: onto the shelf (:mod:`.shelf`) at the next start.
SET_ASIDE_FILE: Final = "game.set-aside.json"
#: The times a file may say it was saved at (seconds since the epoch): from 1970 to the
#: year 3000.  Any other is not one hearts wrote (1e300 crashed the listing).
EARLIEST: Final = 0.0
LATEST: Final = 32_503_680_000.0


def is_time(stamp: object) -> bool:
    """Whether ``stamp`` is a time hearts could have written (see :data:`LATEST`).

    >>> is_time(1_700_000_000.5), is_time(1e300), is_time(-1e300), is_time(2**63)
    (True, False, False, False)
    >>> is_time(float("nan")), is_time(True), is_time("1700000000")
    (False, False, False)
    """
    if not isinstance(stamp, (int, float)) or isinstance(stamp, bool):
        return False
    return EARLIEST <= stamp <= LATEST  # False for NaN too


def sane_time(stamp: float, otherwise: float) -> float:
    """``stamp`` if it is a time (:func:`is_time`), else ``otherwise``: a file's
    modification time may be anything ``touch`` sets, and a clock anything."""
    return float(stamp) if is_time(stamp) else otherwise


@dataclass(frozen=True, slots=True)
class Saved:
    """A game read back from disk."""

    game: Game
    game_id: str
    ui_state: dict[str, Any] = field(default_factory=dict)
    #: How many actions (passes, cards, moon choices) the game has: newer saves have more.
    actions: int = 0


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


def encode(
    game: Game, game_id: str, ui_state: Mapping[str, Any], *, saved_at: float | None = None
) -> str:
    """The file text for ``game``; ``TypeError``/``ValueError`` if ``ui_state`` is not JSON.

    ``saved_at`` (seconds since the epoch) is written for the shelf, which lists its games
    by it; ``game.json`` goes without, so that saving the same game writes the same bytes."""
    payload: dict[str, Any] = {"format": FORMAT, "version": VERSION, "id": game_id}
    if saved_at is not None:
        payload["saved_at"] = round(saved_at, 3)
    payload["ui"] = dict(ui_state)
    payload["game"] = json.loads(game.to_json())
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Header:
    """What a save says of its game, read without replaying it: enough to list it.

    The file's checksum is checked (so nothing here is a damaged file's guess), but not
    the game's moves: :func:`decode` replays them before the game is played.
    """

    game_id: str
    code: str
    rules: Rules
    hand_number: int
    scores: tuple[int, ...]
    phase: str
    #: The passes, cards and moon choices made, and the take-backs (:func:`progress`).
    actions: int
    takebacks: int
    #: When the file says it was saved (seconds since the epoch), if it says so.
    saved_at: float | None

    @property
    def progress(self) -> tuple[int, int]:
        return self.takebacks, self.actions


def read_header(data: str | bytes) -> Header:
    """The :class:`Header` of a save's text, or :class:`SaveError` saying what is wrong."""
    with _any_surprise_is_damage():
        return _read_header(data)


def _read_header(data: str | bytes) -> Header:
    payload = _envelope(data)
    inner = payload["game"]
    rules = Rules.from_dict(inner["rules"])
    if not _the_code_of(inner["code"], rules):
        raise SaveError("its code is not a code of its table")
    summary = inner["summary"]
    scores = tuple(summary["scores"])
    hand_number = summary["hand_number"]
    if (
        not isinstance(inner["code"], str)
        or not isinstance(summary["phase"], str)
        or type(hand_number) is not int
        or hand_number < 1
        or len(scores) != rules.players
        or not all(type(score) is int for score in scores)
    ):
        raise SaveError("its summary is not one hearts wrote")
    stamp = payload.get("saved_at")
    saved_at = None if stamp is None else float(stamp)  # checked by _envelope
    return Header(
        id_for(payload.get("id")),
        inner["code"],
        rules,
        hand_number,
        scores,
        summary["phase"],
        _count_actions(inner),
        takebacks_used(clean_ui_state(payload.get("ui"))),
        saved_at,
    )


def _the_code_of(code: object, rules: Rules) -> bool:
    """Whether ``code`` is the code a game of ``rules`` is written with: a listing shows
    it without replaying the game (a header's code of escape sequences reached the
    terminal; one of 100,000 characters was printed whole)."""
    if not isinstance(code, str) or not code.isascii() or len(code) > 30 + 8:
        return False
    try:
        return format_code(parse_code(code).seed, rules) == code
    except (InvalidCode, ValueError):
        return False


def decode(data: str | bytes) -> Saved:
    """Read :func:`encode` output back, or raise :class:`SaveError` saying what is wrong.

    Raises nothing else, whatever ``data`` holds.  A good game with a bad id gets a new
    id (see :mod:`.ids`); with a bad UI state, an empty one (see :func:`clean_ui_state`).
    """
    with _any_surprise_is_damage():
        return _decode(data)


@contextlib.contextmanager
def _any_surprise_is_damage() -> Iterator[None]:
    """Any surprise in a file is a damaged file: a :class:`SaveError` saying so."""
    try:
        yield
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("nested too deep, not a file hearts wrote") from None
    except Exception as exc:
        raise SaveError(f"damaged ({type(exc).__name__})") from None


def _decode(data: str | bytes) -> Saved:
    payload = _envelope(data)
    game = Game.from_json(json.dumps(payload["game"]))
    return Saved(
        game,
        id_for(payload.get("id")),
        clean_ui_state(payload.get("ui")),
        _count_actions(payload["game"]),
    )


def _envelope(data: str | bytes) -> dict[str, Any]:
    """The checked wrapper of a save: its format, version and checksum, and a game in it."""
    try:
        payload = json.loads(data)
    except (UnicodeDecodeError, ValueError):
        raise SaveError("not valid JSON, damaged or cut short") from None
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise SaveError("not a hearts save")
    version = payload.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError("no valid format version")
    if version > VERSION:
        shown = version if version < 10**6 else "unknown"
        raise SaveError(f"written by a newer version of hearts (save format {shown})")
    stored = payload.pop("checksum", None)
    if not isinstance(stored, str) or stored != _checksum(payload):
        raise SaveError("its checksum does not match its content")
    if "saved_at" in payload and not is_time(payload["saved_at"]):
        raise SaveError("the time it says it was saved at is not a time")
    if not isinstance(payload.get("game"), dict):
        raise SaveError("it holds no game")
    return payload


def clean_ui_state(value: object) -> dict[str, Any]:
    """The saved UI state with every field the table reads checked; junk becomes ``{}``.

    ``selected`` must be a list of at most 3 card-code strings (the table ignores codes of
    cards no longer held).  Other keys are kept as they are (plain JSON values).
    """
    if not isinstance(value, dict):
        return {}
    state = dict(value)
    selected = state.get("selected", [])
    if (
        not isinstance(selected, list)
        or len(selected) > 3
        or not all(isinstance(code, str) and 0 < len(code) <= 4 for code in selected)
    ):
        return {}
    return state


def saved_of(game: Game, game_id: str, ui_state: Mapping[str, Any]) -> Saved:
    """``game`` as :func:`decode` would read it back from its file."""
    actions = _count_actions(json.loads(game.to_json()))
    return Saved(game, game_id, clean_ui_state(dict(ui_state)), actions)


def _count_actions(game: dict[str, Any]) -> int:
    """The passes, cards and moon choices in a save's game (it was replayed: well formed)."""
    count = 0
    for hand in game["hands"]:
        count += sum(cards is not None for cards in hand["passes"]) + len(hand["plays"])
        count += hand.get("moon") is not None
    return count


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
        """Settle the temp files a crash left between a write and its renames.

        A complete temp save newer than the save it would replace (killed after writing it,
        before its rename; or between the two renames of a file system without hard links,
        or of an earlier version) is promoted to ``game.json``: the newest complete file
        wins.  Every other temp file is removed (the backup's link to the save among them).
        """
        # An unreadable directory is no reason to stop: saving will fail and say so.
        with contextlib.suppress(OSError):
            self._promote_temp()
        with contextlib.suppress(OSError):
            clear_temps(self.directory, GAME_FILE)

    def _promote_temp(self) -> None:
        candidates: list[tuple[float, Path, Saved]] = []
        for temp in temps_of(self.directory, GAME_FILE):
            saved = self._read(temp)
            if isinstance(saved, Saved):
                candidates.append((temp.lstat().st_mtime, temp, saved))
        if not candidates:
            return
        mtime, temp, saved = max(candidates, key=lambda c: (c[0], progress(c[2])))
        main = self._read(self.path)
        if isinstance(main, str):
            return  # A damaged save: load sets it aside; never rename over it.
        if isinstance(main, Saved):
            if not _newer(saved, mtime, main, self.path.lstat().st_mtime):
                return
            os.replace(self.path, self.backup)
        else:
            backup = self._read(self.backup)
            if isinstance(backup, Saved) and not _newer(
                saved, mtime, backup, self.backup.lstat().st_mtime
            ):
                return
        os.replace(temp, self.path)
        fsync_directory(self.directory)

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
            if self.backup.is_dir() and not self.backup.is_symlink():
                # Saving renames the save over its backup: a directory there would refuse.
                with contextlib.suppress(OSError):
                    set_aside(self.backup, "game-backup")
            return Found(main)
        backup = self._read(self.backup)
        if main is None:
            # No main file: a first start, or a crash between the two renames of a save
            # (on a file system without hard links; see files.write_atomic).
            if isinstance(backup, str):
                try:
                    kept = set_aside(self.backup, "game-backup")
                except OSError:
                    return Found(
                        None,
                        _("The previous save could not be read ({reason}).").format(reason=backup),
                    )
                return Found(
                    None,
                    _("The previous save could not be read ({reason}); kept as {name}.").format(
                        reason=backup, name=kept.name
                    ),
                )
            return Found(backup)
        try:
            kept = set_aside(self.path, "game")
        except OSError as exc:
            # Read-only: the damaged file stays where it is and must never be overwritten,
            # so nothing is saved this run; that is no reason to lose a good backup.
            values = {"reason": main, "error": exc.strerror or exc}
            if isinstance(backup, Saved):
                return Found(
                    backup,
                    _(
                        "The saved game could not be read ({reason}) nor set aside ({error});"
                        " resumed from the previous save, but this game cannot be saved."
                    ).format(**values),
                    blocked=True,
                )
            return Found(
                None,
                _(
                    "The saved game could not be read ({reason}) nor set aside ({error});"
                    " a new game is dealt but not saved."
                ).format(**values),
                blocked=True,
            )
        if isinstance(backup, Saved):
            return Found(
                backup,
                _(
                    "The saved game could not be read ({reason}); kept as {name}; "
                    "resumed from the previous save."
                ).format(reason=main, name=kept.name),
            )
        if isinstance(backup, str):
            # Kept for the user too; if the rename fails, the next save rotates it out.
            with contextlib.suppress(OSError):
                set_aside(self.backup, "game-backup")
        return Found(
            None,
            _(
                "The saved game could not be read ({reason}); kept as {name}; a new game is dealt."
            ).format(reason=main, name=kept.name),
        )

    def peek(self) -> Saved | str | None:
        """The saved game read without changing anything on disk (no fall-back, no rename)."""
        return self._read(self.path)

    @staticmethod
    def _read(path: Path) -> Saved | str | None:
        """The save at ``path``, None if there is none, or why it cannot be read."""
        try:
            data = read_bytes(path)
        except UnusableFile as exc:
            return str(exc)
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


def _newer(saved: Saved, mtime: float, than: Saved, than_mtime: float) -> bool:
    """Whether ``saved`` is a later save than ``than``: in the same game more take-backs
    (a take-back shortens the game), or as many and more actions; else written later."""
    if saved.game_id == than.game_id:
        return progress(saved) > progress(than)
    return mtime > than_mtime


def progress(saved: Saved) -> tuple[int, int]:
    """How far a game's saves have come: take-backs only grow, actions grow between them."""
    return takebacks_used(saved.ui_state), saved.actions
