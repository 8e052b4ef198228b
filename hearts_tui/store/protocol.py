"""What the app needs from storage, as a protocol: the app never touches files itself."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from ..engine import Game
    from .saves import Saved
    from .settings import Settings
    from .shelf import PutAside, Shelved
    from .stats import Stats

#: How a piece of news is shown (the same words as Textual's notification severities).
Severity = Literal["information", "warning", "error"]


class Persistence(Protocol):
    """Storage for a running app.  Methods never raise: a failure becomes news.

    After every call that may write (``save_game``, ``save_settings``, ``record_finished``)
    the app calls :meth:`take_news` and shows each message, and marks the table "not saved"
    while :attr:`saving_ok` is False.  A failure episode is reported when it starts (every
    episode, not only the first of the run), and its end when a save works again.
    """

    @property
    def saving_ok(self) -> bool:
        """False while saving fails (from a failed write until one works again), and for a
        whole run that may not save the game (a damaged save that could not be set aside)."""

    def take_news(self) -> list[tuple[Severity, str]]:
        """The ``(severity, one-line message)`` pairs not yet shown, oldest first; each is
        returned once.  ``"error"`` when saving starts failing, ``"information"`` when it
        works again."""

    @property
    def stats(self) -> Stats | None:
        """The player's statistics for the statistics screen (None: none could be read)."""

    def save_game(self, game: Game, ui_state: Mapping[str, Any]) -> None:
        """Save the game after an action, with UI state such as the pending pass selection."""

    def save_settings(self, settings: Settings) -> None:
        """Save the settings after a change in the drawer."""

    def record_finished(self, game: Game, hints: int = 0, takebacks: int = 0) -> None:
        """Add a finished game, the hints and the take-backs used in it to the statistics
        (once per game; any take-back counts the game as "assisted")."""

    def put_aside(self, game: Game, ui_state: Mapping[str, Any]) -> PutAside | str | None:
        """Shelve an unfinished game before another replaces it.

        What was kept, None when the game was not worth keeping (untouched or over), or a
        one-line reason when it could not be kept: then the game must not be replaced.
        """

    def unfinished(self) -> list[Shelved]:
        """The shelved unfinished games, most recently played first."""

    def unread_unfinished(self) -> tuple[int, Path]:
        """How many files the last :meth:`unfinished` found that hold no game it could read
        (left where they are), and the folder they are in."""

    def take_unfinished(self, game_id: str) -> Saved | None:
        """Take a game off the shelf to play it now; None when it is gone or unreadable."""

    def delete_unfinished(self, game_id: str) -> str | None:
        """Delete a shelved game; a one-line reason when that failed."""
