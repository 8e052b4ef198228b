"""The disk behind the running app: :class:`DiskPersistence`, the real ``Persistence``.

Every method is synchronous (a save is well under a millisecond on a local disk), so the
last action is on disk before the next one starts and nothing is pending at exit.  No
method raises: failures are tracked per file (the game, the settings, the statistics) as
episodes.  The first failure of an episode and the first success after it become news
(:meth:`DiskPersistence.take_news`) for the app to show, and ``saving_ok`` is False while
anything fails, so a second full disk in the same run is reported like the first.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from ..engine import Game, Rules
from .ids import new_id
from .lock import InstanceLock
from .protocol import Severity
from .saves import Saved, SaveSlot
from .settings import Settings, save_settings
from .shelf import PutAside, Shelf, Shelved
from .stats import Stats, save_stats
from .wording import N_, _

#: What is saved, as named in the messages.
# Translators: what cannot be saved, as the object of "Cannot save …".
GAME: Final = N_("the game")
SETTINGS: Final = N_("your settings")
STATISTICS: Final = N_("your statistics")


#: Why nothing is saved once another process took the lock of the data directory.
_TAKEN_OVER: Final = N_("another hearts took over your data directory")


def new_game_id() -> str:
    """A fresh id telling one game apart from a replay of the same code."""
    return new_id()


class DiskPersistence:
    """Autosave, settings and statistics in the user's data and config directories.

    ``game``/``game_id`` name a resumed game so that its id is kept; any other game object
    passed to :meth:`save_game` is a new game and gets a new id.  ``ascii_on_disk`` is the
    saved ``ascii_suits`` when ``--ascii`` overrides it for this run only.
    """

    def __init__(
        self,
        data_dir: Path,
        config_dir: Path,
        *,
        stats: Stats | None = None,
        game: Game | None = None,
        game_id: str | None = None,
        ascii_on_disk: bool | None = None,
        rules_on_disk: Rules | None = None,
    ) -> None:
        #: What fails to save now, and the message said when it started failing.
        self._failing: dict[str, str] = {}
        #: What fails to save now, and why in a few words ("No space left on device").
        self._why: dict[str, str] = {}
        self._news: list[tuple[Severity, str]] = []
        self.slot = SaveSlot(data_dir)
        self.shelf = Shelf(data_dir)
        self.data_dir = data_dir
        self.config_dir = config_dir
        self._stats = stats or Stats()
        self._game = game
        self._game_id = game_id or new_game_id()
        self._ascii_on_disk = ascii_on_disk
        #: The saved next-game table, kept on disk while a run plays a table of its own
        #: (``--game``, ``--players``…): None when the run plays the saved one.
        self._rules_on_disk = rules_on_disk
        #: False when a damaged save could not be set aside: never overwrite it.
        self.can_save_game = True
        self._lock = threading.Lock()
        self._closed = False
        #: The lock on the data directory, checked before each write (see :meth:`guard`).
        self._instance: InstanceLock | None = None

    def guard(self, lock: InstanceLock) -> None:
        """Check ``lock`` before each write to the data directory: a lock file deleted with
        the directory is taken anew, and a game whose lock another process took meanwhile
        saves nothing more (it would overwrite that game's save)."""
        self._instance = lock

    @property
    def saving_ok(self) -> bool:
        """False while a save fails, and for a run that may not save the game at all."""
        with self._lock:
            return not self._failing and self.can_save_game

    @property
    def problem(self) -> str | None:
        """The message of the oldest failure still going on, else None."""
        with self._lock:
            return next(iter(self._failing.values()), None)

    @property
    def game_unsaved(self) -> str | None:
        """Why the game as it stands is not on disk, in a few words; None when it is."""
        with self._lock:
            if not self.can_save_game:
                return _("a damaged save is in the way and could not be set aside")
            return self._why.get(GAME)

    def take_news(self) -> list[tuple[Severity, str]]:
        """Failures that started and saves that work again since the last call, in order."""
        with self._lock:
            news, self._news = self._news, []
            return news

    @property
    def stats(self) -> Stats:
        """The statistics, including games finished in this run."""
        return self._stats

    def game_id(self, game: Game) -> str:
        """The id of ``game``; a game object not seen before starts a new game."""
        with self._lock:
            if game is not self._game:
                self._game, self._game_id = game, new_game_id()
            return self._game_id

    def adopt(self, game: Game, game_id: str) -> None:
        """Play on ``game`` under its own id (a resumed game, not a new one)."""
        with self._lock:
            self._game, self._game_id = game, game_id

    def save_game(self, game: Game, ui_state: Mapping[str, Any]) -> None:
        """Save the game after an action, with UI state such as the pending pass selection."""
        game_id = self.game_id(game)
        if not self.can_save_game:
            return
        with self._lock:
            if self._closed or not self._locked(GAME):
                return
            try:
                self.slot.save(game, game_id, ui_state)
            except OSError as exc:
                self._fail(GAME, self.data_dir, exc)
            except (TypeError, ValueError) as exc:
                self._failed(GAME, _("Cannot save the game: {error}").format(error=exc), str(exc))
            else:
                self._saved(GAME)

    def save_settings(self, settings: Settings) -> None:
        """Save the settings after a change (``--ascii`` for this run is not saved)."""
        if self._ascii_on_disk is not None:
            settings = dataclasses.replace(settings, ascii_suits=self._ascii_on_disk)
        if self._rules_on_disk is not None:
            settings = dataclasses.replace(settings, rules=self._rules_on_disk)
        with self._lock:
            if self._closed:
                return
            try:
                save_settings(self.config_dir, settings)
            except OSError as exc:
                self._fail(SETTINGS, self.config_dir, exc)
            else:
                self._saved(SETTINGS)

    def record_finished(self, game: Game, hints: int = 0, takebacks: int = 0) -> None:
        """Add a finished game (and the hints and take-backs used in it) to the statistics;
        a game already counted is not counted again."""
        game_id = self.game_id(game)
        with self._lock:
            stats = self._stats.add(game, game_id, hints, takebacks)
            if stats is self._stats or self._closed or not self._locked(STATISTICS):
                return
            self._stats = stats
            try:
                save_stats(self.data_dir, stats)
            except OSError as exc:
                self._fail(STATISTICS, self.data_dir, exc)
            else:
                self._saved(STATISTICS)

    # -- the shelf of unfinished games --------------------------------------------------

    def put_aside(self, game: Game, ui_state: Mapping[str, Any]) -> PutAside | str | None:
        """Put ``game`` on the shelf before another replaces it.

        Returns what was kept (None: the game was not worth keeping) or, when the disk
        refuses, a one-line reason: then the caller must not replace the game.
        """
        game_id = self.game_id(game)
        with self._lock:
            if not self._locked(GAME):
                return _("Cannot put this game aside: {why}.").format(why=_(_TAKEN_OVER))
            try:
                return self.shelf.put(game, game_id, ui_state)
            except OSError as exc:
                return _("Cannot put this game aside ({error}); it is still on.").format(
                    error=exc.strerror or exc
                )
            except ValueError:  # an id no file can be named by (never one of .ids)
                return _("Cannot put this game aside; it is still on.")

    def unfinished(self) -> list[Shelved]:
        """The shelved games, most recently played first; not a copy of the game being
        played (left by a kill while resuming it: the next start removes it)."""
        with self._lock:
            playing = self._game_id
        return [entry for entry in self.shelf.entries() if entry.game_id != playing]

    def unread_unfinished(self) -> tuple[int, Path]:
        """How many files the last :meth:`unfinished` found that hold no game it could read
        (left where they are), and the folder they are in."""
        return self.shelf.unread, self.shelf.directory

    def take_unfinished(self, game_id: str) -> Saved | None:
        """Take a game off the shelf to play it now: it becomes the saved current game.

        It leaves the shelf only once it is saved as the current game, so a failing disk
        leaves a copy behind, never a loss.
        """
        saved = self.shelf.get(game_id)
        if saved is None:
            return None
        self.adopt(saved.game, saved.game_id)
        self.save_game(saved.game, saved.ui_state)
        with self._lock:
            if self.can_save_game and GAME not in self._failing:
                # Should this fail, the next start removes the copy (launch.prepare).
                with contextlib.suppress(OSError, ValueError):
                    self.shelf.delete(game_id)
        return saved

    def delete_unfinished(self, game_id: str) -> str | None:
        """Delete a shelved game for good; a one-line reason when the disk refuses."""
        with self._lock:
            try:
                self.shelf.delete(game_id)
            except OSError as exc:
                return _("Cannot delete it ({error}).").format(error=exc.strerror or exc)
            return None

    def close(self) -> None:
        """Wait for a write in progress, then write nothing more (the process is ending)."""
        with self._lock:
            self._closed = True

    # The helpers below run with ``self._lock`` held.

    def _locked(self, what: str) -> bool:
        """Whether this game may write to the data directory (see :meth:`guard`)."""
        if self._instance is None or self._instance.keep():
            return True
        taken_over = _(_TAKEN_OVER)
        self._failed(
            what, _("Cannot save {what}: {why}.").format(what=_(what), why=taken_over), taken_over
        )
        return False

    def _fail(self, what: str, directory: Path, exc: OSError) -> None:
        reason = exc.strerror or str(exc)
        why = f"{reason}, {directory}"
        if isinstance(exc, FileExistsError) and directory.is_file():
            # A file where the folder should be: "File exists" would say the opposite.
            reason = _("it is a file, not a folder")
            why = _("{directory} is a file, not a folder").format(directory=directory)
        self._failed(
            what,
            _("Cannot save {what} in {directory} ({reason}); playing on without it.").format(
                what=_(what), directory=directory, reason=reason
            ),
            why,
        )

    def _failed(self, what: str, message: str, why: str) -> None:
        """``what`` could not be saved, because of ``why``: news if it is the start of an
        episode."""
        self._why[what] = why
        if what not in self._failing:
            self._failing[what] = message
            self._news.append(("error", message))

    def _saved(self, what: str) -> None:
        """``what`` was saved: news if it ends an episode."""
        self._why.pop(what, None)
        if self._failing.pop(what, None) is not None:
            self._news.append(
                ("information", _("Saving {what} works again: it is on disk.").format(what=_(what)))
            )
