"""The shelf: unfinished games that another game replaced, kept to be resumed later.

Whenever a game in progress is replaced — New game, Play a code or Replay in the app,
``hearts --new``, ``hearts --seed`` — it is put on the shelf instead of being thrown away.
Each shelved game is one file in ``<data dir>/unfinished/``, named by the game's id and
written in the autosave's own format (:mod:`.saves`), so it is checksummed and replayed on
load like ``game.json``.  The file says when the game was last played (``saved_at``; the
file's modification time for files that do not say).

Only games with at least one action are kept (an untouched deal is no loss: its code
deals it again), and all of them: no unfinished game is ever deleted but by the player.
Every file of the folder is looked at, so none is hidden (a game put aside while the clock
was wrong is listed too, in the order its file says).  A listing reads each file's header
(:func:`~.saves.read_header`: its checksum, code, hand and scores) without replaying the
game, so hundreds of games list quickly; a game is replayed when it is resumed.
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
from .files import clear_temps, read_bytes, refuse_unread, write_atomic
from .ids import valid_id
from .saves import Header, Saved, decode, encode, progress, read_header, sane_time, saved_of

#: The folder of the data directory that holds the shelf.
SHELF_DIR: Final = "unfinished"


def has_progress(game: Game) -> bool:
    """True once anything was done in ``game``: a pass, a card, a finished hand."""
    if game.hand_number > 1 or game.tricks or game.trick:
        return True
    return any(game.has_passed(seat) for seat in range(game.players))


def is_unfinished(game: Game) -> bool:
    """A game worth keeping when replaced: begun and not over."""
    return game.phase != "game_over" and has_progress(game)


class Shelved:
    """One unfinished game on the shelf, as its file describes it (:class:`~.saves.Header`).

    The game itself is replayed from the file when first asked for (:attr:`saved`)."""

    __slots__ = ("_saved", "header", "path", "played_at")

    def __init__(
        self, header: Header, played_at: float, path: Path | None, saved: Saved | None = None
    ) -> None:
        self.header = header
        #: When the game was last played (seconds since the epoch).
        self.played_at = played_at
        #: The file it was read from (its name is the id, unless written by hand).
        self.path = path
        self._saved = saved

    @classmethod
    def of(cls, saved: Saved, played_at: float, path: Path | None = None) -> Shelved:
        """The entry of a game in hand (just put aside)."""
        game = saved.game
        header = Header(
            saved.game_id,
            game.code,
            game.rules,
            game.hand_number,
            tuple(game.scores),
            game.phase,
            saved.actions,
            progress(saved)[0],
            played_at,
        )
        return cls(header, played_at, path, saved)

    @property
    def game_id(self) -> str:
        return self.header.game_id

    @property
    def code(self) -> str:
        return self.header.code

    @property
    def saved(self) -> Saved:
        """The game, replayed from the file; ``SaveError`` if it no longer holds one."""
        if self._saved is None:
            if self.path is None:
                raise SaveError("no file holds it")
            try:
                data = read_bytes(self.path)
            except OSError as exc:
                raise SaveError(f"cannot read it: {exc.strerror or exc}") from None
            if data is None:
                raise SaveError("it is gone")
            self._saved = decode(data)
        return self._saved

    @property
    def game(self) -> Game:
        return self.saved.game

    def __repr__(self) -> str:
        return f"Shelved({self.game_id!r}, {self.code!r}, played_at={self.played_at})"


@dataclass(frozen=True, slots=True)
class PutAside:
    """What :meth:`Shelf.put` did: the game kept."""

    kept: Shelved


class Shelf:
    """The unfinished games in ``<directory>/unfinished``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory / SHELF_DIR
        #: How many files the last :meth:`entries` found that hold no game it could read
        #: (damaged, foreign-owned, too large, not a file): left where they are, and said.
        self.unread = 0

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
        for path in self._paths():
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

        Raises ``OSError`` when the disk refuses, or when a file of that id is there that
        hearts may not read (root's, after a ``sudo hearts``): it is never written over.
        """
        if not is_unfinished(game):
            return None
        self._check_folder()
        path = self._path(game_id)
        refuse_unread(path)
        now = time.time()
        stamp = now if played_at is None else sane_time(played_at, now)
        write_atomic(path, encode(game, game_id, ui_state, saved_at=stamp))
        with contextlib.suppress(OSError):
            os.utime(path, (stamp, stamp))
        return PutAside(Shelved.of(saved_of(game, game_id, ui_state), stamp, path))

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
        played_at = _played_at(read_header(data), source)
        self._check_folder()
        target = self._path(saved.game_id)
        os.replace(source, target)
        return PutAside(Shelved.of(saved, played_at, target))

    def entries(self, besides: Saved | None = None) -> list[Shelved]:
        """Every shelved game, most recently played first (as their files say); files that
        hold no game are skipped, and a game copied by hand is listed once.  ``besides``:
        the current game, whose stale copy (see :func:`stale_copy`) is not listed."""
        found: dict[str, Shelved] = {}
        unread = 0
        for path in self._paths():
            try:
                entry = self._read_or_raise(path)
            except (OSError, SaveError, ValueError, RecursionError):
                unread += 1
                continue
            if entry is None:
                continue
            kept = found.get(entry.game_id)
            if kept is None or _newer(entry, kept):
                found[entry.game_id] = entry
        self.unread = unread
        listed = sorted(found.values(), key=_recency, reverse=True)
        if besides is not None:
            listed = [entry for entry in listed if not stale_copy(entry, besides)]
        return listed

    def _paths(self) -> list[Path]:
        """The shelf's files; none when the folder is not a real folder."""
        try:
            if not stat.S_ISDIR(os.lstat(self.directory).st_mode):
                return []
            return sorted(self.directory.glob("*.json"))
        except OSError:
            return []

    def find(self, text: str) -> list[Shelved]:
        """Shelved games whose code or id (however typed) is ``text``, latest first."""
        wanted = text.strip()
        code: str | None
        try:
            code = parse_code(wanted).text
        except InvalidCode:
            code = None
        return [
            entry
            for entry in self.entries()
            # An id however typed: hearts writes them in small letters, a person may not.
            if entry.game_id.lower() == wanted.lower()
            or (code is not None and _same_code(entry.code, code))
        ]

    def get(self, game_id: str) -> Saved | None:
        """A shelved game, or None when it is gone or unreadable (or ``game_id`` is none)."""
        if not valid_id(game_id):
            return None
        for path in self._files_of(game_id, all_of_them=False):
            entry = self._read(path)
            if entry is not None and entry.game_id == game_id:
                with contextlib.suppress(SaveError):
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

    @classmethod
    def _read(cls, path: Path) -> Shelved | None:
        """The entry of the file at ``path`` from its header; None if it holds no game."""
        try:
            return cls._read_or_raise(path)
        except (OSError, SaveError, ValueError, RecursionError):
            return None

    @staticmethod
    def _read_or_raise(path: Path) -> Shelved | None:
        """The entry of the file at ``path`` from its header; None when the file is gone;
        raises when it holds no game hearts can read."""
        data = read_bytes(path)
        if data is None:
            return None
        header = read_header(data)
        return Shelved(header, _played_at(header, path), path)


def _played_at(header: Header, path: Path) -> float:
    """When the game of ``header`` was last played: as its file says, else the file's
    modification time (files written before they said it)."""
    if header.saved_at is not None:
        return header.saved_at
    return sane_time(path.lstat().st_mtime, 0.0)  # any time `touch` sets: listed last


def _recency(entry: Shelved) -> tuple[float, str]:
    return entry.played_at, entry.game_id


def _newer(entry: Shelved, than: Shelved) -> bool:
    """Of two files of one game, whether ``entry`` is the one further on."""
    return (entry.header.progress, entry.played_at) > (than.header.progress, than.played_at)


def stale_copy(copy: Shelved | Saved, current: Saved) -> bool:
    """Whether ``copy`` (on the shelf) is a copy of the ``current`` game that is not further
    on: a game resumed leaves the shelf once saved as the current one, and a kill (or a
    refusing disk) between the two left it in both places."""
    copied = copy.header.progress if isinstance(copy, Shelved) else progress(copy)
    return copy.game_id == current.game_id and copied <= progress(current)


def _same_code(text: str, code: str) -> bool:
    try:
        return parse_code(text).text == code
    except InvalidCode:
        return False
