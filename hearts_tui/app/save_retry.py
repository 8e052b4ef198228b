"""Saving again while the game is NOT SAVED, and asking before quitting a game not saved.

A full disk turns every save into a failure (the top bar says NOT SAVED) while the player
plays on.  Space freed, the next move saves again; but quitting without one more move lost
every move since the disk filled, silently.  So while saving fails, the game is saved again
every :data:`RETRY_SECONDS` and at the quit; if that still fails, quitting asks first
(:class:`.screens.quit_unsaved.QuitUnsaved`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from .table_app import HeartsApp

#: Seconds between two tries to save while saving fails.
RETRY_SECONDS: Final = 5.0


class SaveRetry:
    """Saves the game of ``app`` again while saving fails; guards the quit."""

    def __init__(self, app: HeartsApp) -> None:
        self._app = app

    def start(self) -> None:
        """Look every :data:`RETRY_SECONDS` (nothing is written while saving works)."""
        self._app.set_interval(RETRY_SECONDS, self.retry, name="save-retry")

    def retry(self) -> bool:
        """Save the game again if saving fails now; whether the game is saved."""
        app = self._app
        if app.saving_ok:
            return True
        if app.exiting or app.crash_line is not None or not app.screen_stack:
            return False
        app.save_game(app.table.ui_state())
        return app.saving_ok

    def quit(self) -> None:
        """Quit; a game that still cannot be saved asks first (a second Ctrl+Q quits)."""
        app = self._app
        # Imported here: the question's dialog is needed only at such a quit (start-up time).
        from .screens.quit_unsaved import QuitUnsaved

        asked = any(isinstance(screen, QuitUnsaved) for screen in app.screen_stack)
        if self.retry() or asked:
            app.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                app.exit()

        app.clear_notifications()  # the "Not saved" toast would cover the question
        app.open(QuitUnsaved(), answered)
