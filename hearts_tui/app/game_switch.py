"""Another game on the table: a new game, a replay, a typed code, a resumed unfinished game.

A game in progress is put aside first (after asking), so that ``u`` brings it back; then the
table is rebuilt for the new game.  Rebuilds run one after another, never cancelled
half-way (see :meth:`GameSwitch.rebuild`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import Game
from ..words import touch
from ..words.language import _

if TYPE_CHECKING:
    from textual.worker import Worker

    from ..store.shelf import Shelved
    from .table_app import HeartsApp


class GameSwitch:
    """Replaces the game of ``app`` and rebuilds its table."""

    def __init__(self, app: HeartsApp) -> None:
        self._app = app
        #: A table rebuild is in progress; the latest one asked for meanwhile.
        self.rebuilding = False
        self._next_rebuild: tuple[Mapping[str, Any] | None] | None = None

    def new_game(self, code: str | None) -> None:
        """Replace the game: a new code (``None``) or the game of ``code`` (Replay, typed).

        The caller has put an unfinished game aside (see :meth:`replace_game`).
        """
        app = self._app
        try:
            game = Game.new(code, None if code else app.settings.rules)
        except ValueError as error:  # a table the engine cannot deal (yet): keep this game
            app.notify(
                _("No new game: {error}").format(error=error),
                severity="error",
                timeout=10,
                markup=False,
            )
            return
        app.table.drop_pending()
        app.game = game
        app.save_game({"selected": []})
        from ..words.rules_text import describe_option_changes

        changes = describe_option_changes(app.game.rules, ascii_suits=app.settings.ascii_suits)
        if changes:
            app.tell(_("This table: {table}. ").format(table=" · ".join(changes)))
        self.rebuild()

    def replace_game(self, code: str | None) -> None:
        """New game, a typed code or Replay: a game in progress is put aside, after asking."""
        app = self._app
        from ..store.shelf import is_unfinished  # here: not needed to draw the table

        if not is_unfinished(app.game):
            self.new_game(code)
            return
        game = app.game
        if code is None:
            question = _("Put this game aside and start a new game?")
        elif code == game.code:
            question = _("Put this game aside and start this game again from the start?")
        else:
            question = _("Put this game aside and start game {code}?").format(code=code)

        def answered(yes: bool | None) -> None:
            if yes and app.game is game and self.put_aside_current():
                self.new_game(code)

        from .screens.confirm import ConfirmScreen

        app.open(
            ConfirmScreen(
                question,
                (
                    touch.kept_aside(game.code, game.hand_number)
                    if touch.on_touch()
                    else _(
                        "{code} (hand {number}) is kept with the unfinished games: u brings it"
                        " back."
                    ).format(code=game.code, number=game.hand_number)
                ),
                yes=_("Put aside"),
                no=_("Keep playing"),
            ),
            answered,
        )

    def rebuild(self, ui_state: Mapping[str, Any] | None = None) -> None:
        """Rebuild the table for the new game (``ui_state``: a resumed game's pass pick).

        Rebuilds run one after another, never cancelled half-way: a new game in the middle
        of the previous one's rebuild (r, n, r in a burst at game over) waits for it, and
        only the latest is built next.  A rebuild cancelled inside its recompose left the
        table half taken down, and the app stopped processing events.

        Nothing is built once the app began to exit (the game is saved already), and the
        worker is given the loop's function, not a coroutine: a worker that Textual cancels
        before it ran (the app shutting down) then leaves no coroutine never awaited.
        """
        if self._app.exiting:
            return
        self._next_rebuild = (ui_state,)
        if not self.rebuilding:
            self.rebuilding = True
            # Typed so that mypy can tell the worker's result (None) from its WorkType union.
            _worker: Worker[None] = self._app.run_worker(self._rebuild_loop, group="new-game")

    async def _rebuild_loop(self) -> None:
        try:
            while self._next_rebuild is not None and not self._app.exiting:
                (ui_state,), self._next_rebuild = self._next_rebuild, None
                await self._app.table.start_game(ui_state)
        finally:
            self.rebuilding = False

    def put_aside_current(self) -> bool:
        """Shelve the game on the table before it is replaced; False if it could not be."""
        app = self._app
        if app.persistence is None:
            return True
        result = app.persistence.put_aside(app.game, app.table.ui_state())
        if isinstance(result, str):
            app.notify(result, title=_("Not put aside"), severity="error", timeout=12, markup=False)
            return False
        if result is not None:
            from ..words.shelf_text import aside_text

            app.tell(
                aside_text(result) + " ",
                _("{code} put aside (u). ").format(code=result.kept.game.code),
            )
        return True

    def show_unfinished(self) -> None:
        """Open the list of unfinished games; the chosen one replaces the current game."""
        from .screens.unfinished import UnfinishedScreen

        app = self._app
        entries: list[Shelved] = []
        unread = ""
        if app.persistence is not None:
            entries = app.persistence.unfinished()
            count, folder = app.persistence.unread_unfinished()
            if count:
                from ..words.shelf_text import unread_text

                unread = unread_text(count, folder)
        app.open(
            UnfinishedScreen(entries, app.settings.ascii_suits, unread=unread),
            self._resume_chosen,
        )

    def delete_unfinished(self, game_id: str) -> str | None:
        """Delete a shelved game; the reason (also shown) when the disk refused."""
        app = self._app
        if app.persistence is None:
            return None
        problem = app.persistence.delete_unfinished(game_id)
        if problem is not None:
            app.notify(problem, severity="error", markup=False)
        return problem

    def _resume_chosen(self, game_id: str | None) -> None:
        app = self._app
        if not game_id or app.persistence is None or not self.put_aside_current():
            return
        saved = app.persistence.take_unfinished(game_id)
        if saved is None:
            app.notify(
                _("That game can no longer be read; it was left where it is."), severity="error"
            )
            return
        app.table.drop_pending()
        app.game = saved.game
        app.check_problem()
        app.tell(
            _("Resumed {code} (hand {number}). ").format(
                code=saved.game.code, number=saved.game.hand_number
            )
        )
        self.rebuild(saved.ui_state)
