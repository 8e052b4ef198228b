"""The shelf: unfinished games that another game replaced, kept to be resumed later.

Whenever a game in progress is replaced — New game, Play a code or Replay in the app,
``hearts --new``, ``hearts --seed`` — it is put on the shelf instead of being thrown away.
Each shelved game is one file in ``<data dir>/unfinished/``, named by the game's id and
written in the autosave's own format (:mod:`.saves`), so it is checksummed and replayed on
load like ``game.json``.  The file's modification time is when the game was last played.

Only games with at least one action are kept (an untouched deal is no loss: its code
deals it again), and at most :data:`LIMIT` of them: the least recently played is dropped
first.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from ..engine import Game, InvalidCode, SaveError, parse_code
from .files import clear_temps, read_bytes, write_atomic
from .ids import valid_id
from .saves import Saved, decode, encode, progress

#: The folder of the data directory that holds the shelf.
SHELF_DIR: Final = "unfinished"
#: How many unfinished games are kept; the least recently played goes first.
LIMIT: Final = 20
#: How many files of the shelf folder are looked at, at most, to find them.
SCAN: Final = 200


def has_progress(game: Game) -> bool:
    """True once anything was done in ``game``: a pass, a card, a finished hand."""
    if game.hand_number > 1 or game.tricks or game.trick:
        return True
    return any(game.has_passed(seat) for seat in range(game.players))


def is_unfinished(game: Game) -> bool:
    """A game worth keeping when replaced: begun and not over."""
    return game.phase != "game_over" and has_progress(game)


@dataclass(frozen=True, slots=True)
class Shelved:
    """One unfinished game on the shelf."""

    saved: Saved
    #: When the game was last played (seconds since the epoch).
    played_at: float
    #: The file it was read from (its name is the id, unless the file was written by hand).
    path: Path | None = None

    @property
    def game(self) -> Game:
        return self.saved.game

    @property
    def game_id(self) -> str:
        return self.saved.game_id


@dataclass(frozen=True, slots=True)
class PutAside:
    """What :meth:`Shelf.put` did: the game kept, and the games dropped to make room."""

    kept: Shelved
    dropped: tuple[Shelved, ...] = ()


class Shelf:
    """The unfinished games in ``<directory>/unfinished``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory / SHELF_DIR

    def _path(self, game_id: str) -> Path:
        """Where the game ``game_id`` is put (``ValueError`` for an id that is not one)."""
        if not valid_id(game_id):
            raise ValueError("not a game id")
        return self.directory / f"{game_id}.json"

    def _files_of(self, game_id: str, *, all_of_them: bool = True) -> list[Path]:
        """The files holding the game ``game_id``: its own, and any other file whose game
        has that id (a file named or written by hand: its id was not one, see
        :mod:`.ids`, or it is not its name).  Without ``all_of_them``, its own file alone
        when that holds it."""
        own = self._path(game_id)
        entry = self._read(own)
        if entry is not None and entry.game_id == game_id and not all_of_them:
            return [own]
        # Its own name holding another game (renamed by hand) is that game's file.
        mine = entry.game_id == game_id if entry is not None else os.path.lexists(own)
        files = [own] if mine else []
        for path in self._paths()[:SCAN]:
            if path != own:
                other = self._read(path)
                if other is not None and other.game_id == game_id:
                    files.append(path)
        return files

    def put(
        self,
        game: Game,
        game_id: str,
        ui_state: Mapping[str, Any],
        *,
        played_at: float | None = None,
    ) -> PutAside | None:
        """Keep ``game``; None when it is not worth keeping (untouched or finished).

        Raises ``OSError`` when the disk refuses; nothing is dropped then.
        """
        if not is_unfinished(game):
            return None
        self._check_folder()
        path = self._path(game_id)
        write_atomic(path, encode(game, game_id, ui_state))
        stamp = time.time() if played_at is None else played_at
        with contextlib.suppress(OSError):
            os.utime(path, (stamp, stamp))
        kept = Shelved(Saved(game, game_id, dict(ui_state)), stamp, path)
        return PutAside(kept, self._prune(keep=game_id))

    def put_file(self, source: Path) -> PutAside | None:
        """Move a save file (``game.json``) onto the shelf by renaming it.

        A rename needs no free space, so a full disk cannot lose the game.  Returns None
        when the file holds no game worth keeping (it is left where it is).  Raises
        ``OSError`` when the file cannot be read or moved, ``SaveError`` when it is damaged.
        """
        data = read_bytes(source)
        if data is None:
            return None
        saved = decode(data)
        if not is_unfinished(saved.game):
            return None
        played_at = source.stat().st_mtime
        self._check_folder()
        target = self._path(saved.game_id)
        os.replace(source, target)
        return PutAside(Shelved(saved, played_at, target), self._prune(keep=saved.game_id))

    def entries(self, besides: Saved | None = None) -> list[Shelved]:
        """The shelved games, most recently played first; unreadable files are skipped.

        At most :data:`LIMIT` are read, newest first, out of at most :data:`SCAN` files: a
        folder stuffed with files cannot make the list slow.  ``besides``: the current
        game, whose stale copy (see :func:`stale_copy`) is not listed.
        """
        found = self._entries()
        if besides is not None:
            found = [entry for entry in found if not stale_copy(entry.saved, besides)]
        return found

    def _entries(self) -> list[Shelved]:
        found: list[Shelved] = []
        ids: set[str] = set()
        for path in self._paths()[:SCAN]:
            entry = self._read(path)
            if entry is not None and entry.game_id not in ids:  # a copy by hand: once
                ids.add(entry.game_id)
                found.append(entry)
                if len(found) == LIMIT + 1:
                    break
        found.sort(key=lambda entry: entry.played_at, reverse=True)
        return found

    def _paths(self) -> list[Path]:
        """The shelf's files, newest first; none when the folder is not a real folder."""
        try:
            if not stat.S_ISDIR(os.lstat(self.directory).st_mode):
                return []
            dated = [(path.lstat().st_mtime, path) for path in self.directory.glob("*.json")]
        except OSError:
            return []
        dated.sort(key=lambda pair: pair[0], reverse=True)
        return [path for _, path in dated]

    def find(self, text: str) -> list[Shelved]:
        """Shelved games whose code (however typed) or id is ``text``, latest first."""
        wanted = text.strip()
        code: str | None
        try:
            code = parse_code(wanted).text
        except InvalidCode:
            code = None
        return [
            entry
            for entry in self.entries()
            if entry.game_id == wanted or (code is not None and _same_code(entry.game, code))
        ]

    def get(self, game_id: str) -> Saved | None:
        """A shelved game, or None when it is gone or unreadable (or ``game_id`` is none)."""
        if not valid_id(game_id):
            return None
        for path in self._files_of(game_id, all_of_them=False):
            entry = self._read(path)
            if entry is not None and entry.game_id == game_id:
                return entry.saved
        return None

    def delete(self, game_id: str) -> None:
        """Remove a shelved game for good, whatever file holds it; raises ``OSError`` when
        the disk refuses (``ValueError`` for an id that is not one)."""
        for path in self._files_of(game_id):
            path.unlink(missing_ok=True)

    def clear_temps(self) -> None:
        """Remove temp files left by a crash in the middle of putting a game aside."""
        with contextlib.suppress(OSError):
            clear_temps(self.directory, "*")

    def _check_folder(self) -> None:
        """Make the shelf folder; refuse one that is a link or not a folder (``OSError``)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        if not stat.S_ISDIR(os.lstat(self.directory).st_mode):
            raise OSError(errno.ENOTDIR, "not a folder", str(self.directory))

    def _prune(self, *, keep: str) -> tuple[Shelved, ...]:
        entries = self.entries()
        dropped: list[Shelved] = []
        for entry in entries[LIMIT:]:
            if entry.game_id == keep:
                continue
            with contextlib.suppress(OSError, ValueError):
                self.delete(entry.game_id)
                dropped.append(entry)
        return tuple(dropped)

    @staticmethod
    def _read(path: Path) -> Shelved | None:
        try:
            data = read_bytes(path)
            if data is None:
                return None
            saved = decode(data)
            played_at = path.stat().st_mtime
        except (OSError, SaveError, ValueError, RecursionError):
            return None
        return Shelved(saved, played_at, path)


def stale_copy(copy: Saved, current: Saved) -> bool:
    """Whether ``copy`` (on the shelf) is a copy of the ``current`` game that is not further
    on: a game resumed leaves the shelf once saved as the current one, and a kill (or a
    refusing disk) between the two left it in both places."""
    return copy.game_id == current.game_id and progress(copy) <= progress(current)


def _same_code(game: Game, code: str) -> bool:
    try:
        return parse_code(game.code).text == code
    except InvalidCode:
        return False
