"""The disk behind the running app: :class:`DiskPersistence`, the real ``Persistence``.

Every method is synchronous (a save is well under a millisecond on a local disk), so the
last action is on disk before the next one starts and nothing is pending at exit.  No
method raises: a failure sets ``problem``, a one-line message the app shows once, and the
game goes on.
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import uuid
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine import Game
from .saves import Saved, SaveSlot
from .settings import Settings, save_settings
from .shelf import PutAside, Shelf, Shelved
from .stats import Stats, save_stats


def new_game_id() -> str:
    """A fresh id telling one game apart from a replay of the same code."""
    return uuid.uuid4().hex[:16]


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
        problem: str | None = None,
    ) -> None:
        self.problem: str | None = problem
        self.slot = SaveSlot(data_dir)
        self.shelf = Shelf(data_dir)
        self.data_dir = data_dir
        self.config_dir = config_dir
        self._stats = stats or Stats()
        self._game = game
        self._game_id = game_id or new_game_id()
        self._ascii_on_disk = ascii_on_disk
        #: False when a damaged save could not be set aside: never overwrite it.
        self.can_save_game = True
        self._lock = threading.Lock()
        self._closed = False

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
            if self._closed:
                return
            try:
                self.slot.save(game, game_id, ui_state)
            except OSError as exc:
                self._fail("the game", self.data_dir, exc)
            except (TypeError, ValueError) as exc:
                self.problem = self.problem or f"Cannot save the game: {exc}"

    def save_settings(self, settings: Settings) -> None:
        """Save the settings after a change (``--ascii`` for this run is not saved)."""
        if self._ascii_on_disk is not None:
            settings = dataclasses.replace(settings, ascii_suits=self._ascii_on_disk)
        with self._lock:
            if self._closed:
                return
            try:
                save_settings(self.config_dir, settings)
            except OSError as exc:
                self._fail("your settings", self.config_dir, exc)

    def record_finished(self, game: Game) -> None:
        """Add a finished game to the statistics; a game already counted is not counted again."""
        game_id = self.game_id(game)
        with self._lock:
            stats = self._stats.add(game, game_id)
            if stats is self._stats or self._closed:
                return
            self._stats = stats
            try:
                save_stats(self.data_dir, stats)
            except OSError as exc:
                self._fail("your statistics", self.data_dir, exc)

    # -- the shelf of unfinished games --------------------------------------------------

    def put_aside(self, game: Game, ui_state: Mapping[str, Any]) -> PutAside | str | None:
        """Put ``game`` on the shelf before another replaces it.

        Returns what was kept (None: the game was not worth keeping) or, when the disk
        refuses, a one-line reason: then the caller must not replace the game.
        """
        game_id = self.game_id(game)
        with self._lock:
            try:
                return self.shelf.put(game, game_id, ui_state)
            except OSError as exc:
                return f"Cannot put this game aside ({exc.strerror or exc}); it is still on."

    def unfinished(self) -> list[Shelved]:
        """The shelved games, most recently played first."""
        return self.shelf.entries()

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
            if self.can_save_game and self.problem is None:
                with contextlib.suppress(OSError):
                    self.shelf.delete(game_id)
        return saved

    def delete_unfinished(self, game_id: str) -> str | None:
        """Delete a shelved game for good; a one-line reason when the disk refuses."""
        with self._lock:
            try:
                self.shelf.delete(game_id)
            except OSError as exc:
                return f"Cannot delete it ({exc.strerror or exc})."
            return None

    def close(self) -> None:
        """Wait for a write in progress, then write nothing more (the process is ending)."""
        with self._lock:
            self._closed = True

    def _fail(self, what: str, directory: Path, exc: OSError) -> None:
        if self.problem is None:
            reason = exc.strerror or str(exc)
            self.problem = f"Cannot save {what} in {directory} ({reason}); playing on without it."
