"""``HeartsApp``: the Textual application around one game, its settings and its storage."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Final

from rich.console import RenderableType
from textual import events
from textual._path import CSSPathType
from textual.app import App, ScreenStackError
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widget import AwaitMount
from textual.widgets import Button

from ..engine import Game
from ..store.protocol import Persistence
from ..store.settings import Settings
from ..words.ascii_text import ascii_key
from ..words.language import N_, _, choose, use
from ..words.status_line import Said
from ..words.touch import use_touch
from . import styles_cache_leak, table_shape
from .collector import StartPause
from .crash import write_crash_log
from .dialog import Dialog, as_escape
from .game_switch import GameSwitch
from .layouts import with_layouts
from .move_clock import Clock
from .save_retry import SaveRetry
from .screens.table import TableScreen
from .themes import LIGHT, theme_name
from .widgets import scrollbars

if TYPE_CHECKING:
    from ..ai import Player

#: The smallest terminal the wide table is drawn in (a tall one: ``table_shape``).
MIN_WIDTH: Final = table_shape.MIN_WIDTH
MIN_HEIGHT: Final = table_shape.MIN_HEIGHT

#: Seconds the keys typed after a key that opens a dialog wait for that key to come back
#: to the app (where its binding runs): past that they go on to the table as they are.
OPENING_WAIT: Final = 2.0

#: Seconds after the mount by which the garbage collector runs again at the latest, should
#: the app never be idle after its first frame (see :mod:`.collector`).
COLLECTOR_BACK: Final = 2.0

#: The style sheets read once the table is on the screen (or as a screen is pushed before
#: then), after the app's own (``CSS_PATH``), in this order: every frame in ASCII (rules of
#: ``App.-ascii``) and the light theme's colours (rules scoped with :light), each read at
#: the start instead when the table starts in it; the dialogs over the table; the dialogs
#: of a hand's and the game's end.  No rule of theirs draws the table as it starts, so
#: nothing is styled again when they are read: not reading them first is about 4 ms of
#: parsing less, and fewer rules to match each widget of the table against
#: (benchmarks/startup.py).  Read once, never as a screen's own CSS (see hand_end.tcss).
ASCII_CSS: Final = "ascii.tcss"
LIGHT_CSS: Final = "light.tcss"
LATE_CSS: Final = (ASCII_CSS, LIGHT_CSS, "dialogs.tcss", "hand_end.tcss")
#: The rules of the table's other shapes (big, crowded, tall: shapes.tcss), read when the
#: table first takes one of them (:meth:`HeartsApp.read_shapes_css`).
SHAPES_CSS: Final = "shapes.tcss"

#: Makes a CPU player: ``factory(level, seed)`` (by default ``hearts_tui.ai.make_player``).
CpuFactory = Callable[[str, int], "Player"]


class HeartsApp(App[None]):
    """Hearts against CPU players, on the table of ``game``.

    ``ui_state`` restores what the game does not hold; it is the mapping this app hands to
    ``persistence.save_game``:

    - ``"selected"``: list of card codes (``["QS", "AH", "2C"]``), the pass selection the
      player had picked but not yet passed.
    - ``"hints"``: how many hints (key ``i``) the player asked for in this game.
    - ``"takebacks"``: how many take-backs (key ``z``) were made in this game ("assisted").

    ``notice`` is a one-line message shown at start in the status line (a game put aside, a
    damaged save kept aside…); ``alert`` is the part of it that needs attention (a damaged
    file, a game that will not be saved), also shown as a toast.  Plain news gets no toast:
    at 80 columns a toast covers the North and East seats and any dialog opened meanwhile.
    ``cpu_factory`` replaces ``hearts_tui.ai.make_player`` (tests use a fixed player).
    ``clock`` is where the move timer reads the time (``time.monotonic``; tests use a fake).
    ``touch``: the table is played by touch (``hearts --serve`` on a phone or a tablet).

    Any key at any moment is safe: dialogs derive from ``Dialog`` (a dismiss that happens
    once, and only on top), nothing opens once the app is ``exiting``, and an exception that
    still escapes a handler ends the app with ``crash_line`` set instead of a traceback over
    the table (the traceback goes to a log file; the launcher prints the line).
    """

    #: The table's style sheet; the others (:data:`LATE_CSS`) once the table is drawn.
    CSS_PATH: ClassVar[CSSPathType | None] = ["table.tcss"]
    TITLE = "Hearts"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [Binding(with_layouts("q"), "quit", N_("Quit"))]

    def __init__(
        self,
        game: Game,
        settings: Settings,
        *,
        persistence: Persistence | None = None,
        ui_state: Mapping[str, Any] | None = None,
        notice: str | None = None,
        alert: str | None = None,
        cpu_factory: CpuFactory | None = None,
        clock: Clock | None = None,
        touch: bool = False,
    ) -> None:
        super().__init__()
        #: Played on a touch screen (a served page with a coarse pointer): the table says
        #: *tap* and names its buttons, and keeps Quit apart (``words.touch``).
        self.touch = touch
        use_touch(touch)
        #: The move timer's source of seconds (only forward).
        self.clock: Clock = clock or time.monotonic
        #: The garbage collector held from the app's start until the table is on the screen.
        self._start_pause = StartPause()
        scrollbars.install()
        styles_cache_leak.install()
        #: The game on the table; New game, Replay and a typed code replace it.
        self.game = game
        theme = theme_name(settings.theme, os.environ)
        if theme != self.theme:  # setting it restyles the app: ~15 ms of start-up if done
            self.theme = theme  # for the theme it already has
        self._settings = settings
        self.set_class(settings.ascii_suits, "-ascii")
        #: The dialogs' controls drawn for a finger (dialogs.tcss: ``App.-touch``).
        self.set_class(touch, "-touch")
        # The sheets of the looks the table starts with, read with the table's.
        for name, needed in ((ASCII_CSS, settings.ascii_suits), (LIGHT_CSS, theme == LIGHT)):
            if needed:
                self.css_path.append(Path(__file__).parent / name)
        self.persistence = persistence
        self._ui_state = dict(ui_state or {})
        self._notice = notice
        self._alert = alert
        self._cpu_factory = cpu_factory
        self._too_small: Screen[None] | None = None
        #: True once the app began to exit (``q``, a signal, a crash): no dialog opens any more.
        self.exiting = False
        #: New games, replays, resumed games: the table rebuilt for each.
        self.switch = GameSwitch(self)
        #: Saves again while saving fails; asks before quitting a game not saved.
        self.save_retry = SaveRetry(self)
        #: Keys typed before the table took the focus, replayed once it has (None after).
        self._early_keys: list[events.Key] | None = []
        #: Keys that reached a dialog already answered (Enter, then q at once), replayed
        #: once it is gone, to the screen under it; and keys typed while a dialog opens,
        #: replayed to it once it is ready.
        self._held_keys: list[events.Key] = []
        #: A key of the table that opens a dialog, on its way round the table's widgets
        #: back to the app (where its binding runs), and since when (``time.monotonic()``).
        self._opening_key: events.Key | None = None
        self._opening_since = 0.0
        #: The dialog that key opened, until it is ready for keys.
        self._opening: Dialog[Any] | None = None
        #: After a crash: the one line for the terminal, naming the log with the traceback.
        self.crash_line: str | None = None
        #: Whether the later style sheets are read (:meth:`read_late_css`).
        self._late_css = False

    @property
    def settings(self) -> Settings:
        """The settings in use; with ``ascii_suits`` the app has the class ``-ascii``, which
        draws every frame of every screen in ASCII (ascii.tcss)."""
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self.read_late_css()  # the ASCII frames' sheet before the class that draws them
        self._settings = settings
        self.set_class(settings.ascii_suits, "-ascii")

    def get_key_display(self, binding: Binding) -> str:
        """Keys in the footers as Textual shows them, Escape as "Esc" everywhere (as the
        words say it: "Close (Esc)"; Textual spells it "esc"), in ASCII with ``-ascii``."""
        display = super().get_key_display(binding)
        if display == "esc":
            display = "Esc"
        return ascii_key(display) if self.has_class("-ascii") else display

    def get_default_screen(self) -> Screen[Any]:
        return TableScreen()

    @property
    def table(self) -> TableScreen:
        """The table screen (the bottom of the screen stack)."""
        screen = self.screen_stack[0]
        assert isinstance(screen, TableScreen)
        return screen

    def on_load(self) -> None:
        """The app runs (the terminal not yet taken, no screen made): the collector waits
        until the table is on the screen (:mod:`.collector`)."""
        self._start_pause.pause()

    def on_mount(self) -> None:
        # After the first frame, once the app has nothing left to do (or a while later).
        self.call_after_refresh(self.read_late_css)
        self.call_after_refresh(self._start_pause.resume)
        self.set_timer(COLLECTOR_BACK, self._start_pause.resume)
        # Back from Ctrl+Z (SIGTSTP, then SIGCONT on fg): Textual re-enters the alternate
        # screen, blank, and drew nothing until a key; draw the whole table again at once.
        self.app_resume_signal.subscribe(self, self._draw_again)
        if self._alert:
            self.notify(self._alert, severity="warning", timeout=10, markup=False)
        self.check_problem()
        self.check_size()
        self.save_retry.start()

    def on_unmount(self) -> None:
        """The app is shut down, however it ended (``run_test`` leaves without ``exit``):
        the collector runs again, should the table never have been drawn or idle (a process
        that goes on after the app, as the served page's game after its headless first
        table, kept it off for good)."""
        self._start_pause.resume(set_aside=False)

    def read_shapes_css(self) -> None:
        """Read the rules of the table's other shapes (:data:`SHAPES_CSS`), once: the table
        calls this before it first takes the class of one (``-large``, ``-crowded``,
        ``-tall``), whose change restyles it with them."""
        path = str(Path(__file__).parent / SHAPES_CSS)
        if not self.stylesheet.has_source(path, ""):
            self.stylesheet.read(path)
            self.stylesheet.parse()

    def read_late_css(self) -> None:
        """Read the style sheets of :data:`LATE_CSS` not read yet, once: after the table's
        first frame, or before the first screen is pushed over it or the settings change,
        whichever comes first.  Only the new sheets are parsed (Textual keeps the rules of
        the others), and no widget is restyled: no rule of theirs matches a widget of the
        table as it is (the ASCII frames' and the light theme's rules need the class or the
        theme they are for, and their sheet was read at the start if the table has it)."""
        if self._late_css:
            return
        self._late_css = True
        folder = Path(__file__).parent
        for name in LATE_CSS:
            path = str(folder / name)
            if not self.stylesheet.has_source(path, ""):
                self.stylesheet.read(path)
        self.stylesheet.parse()

    def push_screen(  # type: ignore[override]
        self,
        screen: Screen[Any] | str,
        callback: Callable[[Any], None] | None = None,
        wait_for_dismiss: bool = False,
        *,
        mode: str | None = None,
    ) -> AwaitMount | asyncio.Future[Any]:
        """Textual's ``push_screen``, the later style sheets read first."""
        self.read_late_css()
        if wait_for_dismiss:
            return super().push_screen(screen, callback, True, mode=mode)
        return super().push_screen(screen, callback, False, mode=mode)

    def _draw_again(self, _app: App[Any]) -> None:
        self.refresh(layout=True)

    @property
    def ui_state_at_start(self) -> Mapping[str, Any]:
        """The ``ui_state`` given to the app (the table restores it when it mounts)."""
        return self._ui_state

    @property
    def notice(self) -> str | None:
        """The one-line message given at start, if any."""
        return self._notice

    def open(self, screen: Screen[Any], callback: Callable[[Any], None] | None = None) -> None:
        """Push a dialog, keeping the "enlarge the terminal" notice on top while it shows.

        Does nothing once the app is exiting (a key pressed right after ``q``).  Every
        dialog with a result opens here, and its ``callback`` does nothing if it lands once
        the app began to exit (see :meth:`unless_exiting`).
        """
        if self.exiting:
            return
        covering = self._too_small is not None and self.screen is self._too_small
        if covering:
            self.pop_screen()
        self.push_screen(screen, None if callback is None else self.unless_exiting(callback))
        if covering and self._too_small is not None:
            self.push_screen(self._too_small)

    def tell(self, text: str, short: str = "") -> None:
        """News for the player (a game put aside, resumed, this table's rules, the code
        copied): said in the table's status line until your next move and kept in the
        hand's log, not in a toast over the seats or a dialog.  Said on the new table
        when one is being built."""
        table = self.table
        table.news.append(Said(text, short))
        table.status_text = table.status_short = ""  # the news is the latest word
        if not self.switch.rebuilding:
            self.call_later(self.table.drawing.status)

    def unless_exiting(self, callback: Callable[[Any], None]) -> Callable[[Any], None]:
        """``callback``, made to do nothing once the app began to exit.

        A dialog's result reaches its callback a moment after the dialog closed (Textual
        schedules it): a choice made just before Ctrl+Q landed after the exit had emptied
        the screen stack, and resuming a game there looked for a table that was gone.
        Nothing chosen then is done: the game on disk is the one saved before the choice.
        """

        def guarded(result: Any) -> None:
            if not self.exiting and self.is_running and self.screen_stack:
                callback(result)

        return guarded

    # -- CPU players ----------------------------------------------------------------------

    def make_cpu(self, seat: int) -> Player:
        """A CPU player for ``seat`` of the current game, at the chosen strength."""
        factory = self._cpu_factory
        if factory is None:
            from .. import ai

            factory = ai.make_player
        return factory(self.settings.cpu_level, self.game.cpu_seed(seat))

    # -- storage --------------------------------------------------------------------------

    def save_game(self, ui_state: Mapping[str, Any]) -> None:
        """Save the game after an action (and say once if saving fails).

        Nothing is saved after a crash: the game in memory may be half-way through a change,
        and the save on disk is the one from the last completed action.
        """
        if self.persistence is not None and self.crash_line is None:
            self.persistence.save_game(self.game, ui_state)
            self.check_problem()

    def record_finished(self, hints: int = 0, takebacks: int = 0) -> None:
        """Count the finished game, with the hints and take-backs used in it, in the
        statistics (the table calls this once per game)."""
        if self.persistence is not None:
            self.persistence.record_finished(self.game, hints, takebacks)
            self.check_problem()

    @property
    def saving_ok(self) -> bool:
        """False while the store cannot save (the top bar says "not saved")."""
        return self.persistence is None or self.persistence.saving_ok

    def check_problem(self) -> None:
        """Show the store's news (saving failed; saving works again), each message once,
        and keep the top bar's "not saved" mark in step."""
        if self.persistence is None:
            return
        for severity, message in self.persistence.take_news():
            title = _("Not saved") if severity == "error" else _("Saved")
            self.notify(message, title=title, severity=severity, timeout=12, markup=False)
        from .widgets.topbar import TopBar

        for bar in self.table.query(TopBar):
            bar.mark_unsaved(not self.saving_ok)

    # -- another game, and the settings -------------------------------------------------

    def new_game(self, code: str | None) -> None:
        """Replace the game: a new code (``None``) or the game of ``code`` (Replay, typed).

        The caller has put an unfinished game aside (see :meth:`replace_game`).
        """
        self.switch.new_game(code)

    def replace_game(self, code: str | None) -> None:
        """New game, a typed code or Replay: a game in progress is put aside, after asking."""
        self.switch.replace_game(code)

    def show_unfinished(self) -> None:
        """Open the list of unfinished games; the chosen one replaces the current game."""
        self.switch.show_unfinished()

    def delete_unfinished(self, game_id: str) -> str | None:
        """Delete a shelved game; the reason (also shown) when the disk refused."""
        return self.switch.delete_unfinished(game_id)

    def apply_settings(self, settings: Settings) -> None:
        """Use and save new settings (rules wait for the next new game)."""
        level_changed = settings.cpu_level != self.settings.cpu_level
        only_card_on = settings.play_only_card and not self.settings.play_only_card
        if settings.language != self.settings.language:
            # The words change, nothing else: the game, its code and the statistics stay.
            use(choose(settings.language))
        self.settings = settings  # (the later style sheets read first: the light theme's)
        self.theme = theme_name(settings.theme, os.environ)
        if self.persistence is not None:
            self.persistence.save_settings(settings)
            self.check_problem()
        if level_changed:
            self.table.forget_cpus()
        self.table.redraw()
        if only_card_on:
            self.table.aids.only_card_now()

    def change_settings(self, **changes: Any) -> None:
        """``apply_settings`` with some fields changed."""
        self.apply_settings(dataclasses.replace(self.settings, **changes))

    # -- statistics -----------------------------------------------------------------------

    def show_stats(self) -> None:
        """Open the statistics screen with the store's statistics (if it keeps any); a game
        chosen from its last games is replayed (after asking, if one is in progress)."""
        from .screens.stats import StatsScreen

        stats = self.persistence.stats if self.persistence is not None else None

        def chosen(code: str | None) -> None:
            if code:
                self.replace_game(code)

        self.open(StatsScreen(stats, self.game), chosen)

    # -- terminal size --------------------------------------------------------------------

    def check_size(self) -> None:
        """Cover everything with "enlarge the terminal" where neither the wide table (80×24)
        nor the tall one (40×40, :mod:`.table_shape`) fits; uncover it once one does.

        Called at start and by the table on every resize (the table screen gets every
        resize event, whether a dialog is above it or not).
        """
        width, height = self.size
        small = table_shape.shape(width, height) == "small"
        if small and self._too_small is None:
            from .screens.too_small import TooSmallScreen

            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            too_small, self._too_small = self._too_small, None
            if self.screen is too_small:
                self.pop_screen()

    # -- the end --------------------------------------------------------------------------

    def exit(
        self,
        result: None = None,
        return_code: int = 0,
        message: RenderableType | None = None,
    ) -> None:
        """Exit the app; from now on no dialog opens (keys may still be queued)."""
        self.exiting = True
        self._start_pause.resume(set_aside=False)
        super().exit(result, return_code, message)

    async def action_quit(self) -> None:
        """``q`` and Ctrl+Q: quit, after saving again if saving failed (and asking if it
        still fails: the moves since would be lost)."""
        self.save_retry.quit()

    async def on_event(self, event: events.Event) -> None:
        # Keys and clicks still queued when the app began to exit (or to shut down) are
        # dropped: Textual would look them up on a screen stack that the exit may already
        # have emptied (ScreenStackError after a burst such as "q Tab Enter").
        if isinstance(event, events.InputEvent) and (self.exiting or not self.is_running):
            return
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and isinstance(self.screen, Dialog)
        ):
            event = as_escape(event)  # "Esc q" typed quickly arrives as Alt+q
        if isinstance(event, events.Key) and self._early_keys is not None:
            # Typed before the table could take them (no card had the focus yet): kept and
            # replayed in order once it can, instead of being lost.
            self._early_keys.append(event)
            return
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and event.key != "ctrl+q"  # quits at once, whatever is on the screen
            and (self._held_keys or self._dialog_answering() or self._dialog_opening())
        ):
            # The dialog was answered and is closing: the key is for what comes next (a q
            # right after the Enter that answered it quits), not for the dialog, which
            # would take it for one more answer.  Or a dialog is opening: the key is for
            # it, once it has its focus.
            if not self._held_keys:
                self.set_timer(0.01, self._replay_held_keys)
            self._held_keys.append(event)
            return
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and event.key in ("enter", "space")
            and isinstance(self.screen, Dialog)
            and isinstance(self.screen.focused, Button)
        ):
            self.screen.button_pressed()  # its answer comes a moment later
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and isinstance(self.screen, TableScreen)
            and self.screen.card_field_key(event)
        ):
            # The card field's keys, here in the order they come rather than as bindings
            # once they have gone round the hand: "/qs" typed at once types the q (it does
            # not quit), and "/qs⏎⏎" raises the Q♠ and plays it.
            return
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and isinstance(self.screen, TableScreen)
            and self.screen.dialog_key(event)
        ):
            # A key that opens a dialog: its binding runs once the key has gone round the
            # table's widgets and back (the keys typed before it run first, "q s" quits),
            # and the keys typed after it wait for the dialog (they reached the table).
            self._opening_key = event
            self._opening_since = time.monotonic()
        await super().on_event(event)

    def on_key(self, event: events.Key) -> None:
        if event is self._opening_key:
            # Back at the app: its binding runs next (``App._on_key``), then this.
            self.call_next(self._opened, event)

    def _opened(self, event: events.Key) -> None:
        """The key that opens a dialog has run its binding: the keys typed after it wait
        until the dialog is ready, or go on now if it opened none (the app is exiting, a
        wide table's tracker is a panel)."""
        if event is not self._opening_key:
            return
        self._opening_key = None
        try:
            screen = self.screen
        except ScreenStackError:
            return
        if isinstance(screen, Dialog) and not screen.ready and not screen.dismissed:
            self._opening = screen
        elif self._held_keys:
            self._replay_held_keys()

    def on_app_blur(self) -> None:
        """The terminal says the app lost the focus: the move timer stands still."""
        self.call_later(self._look_at_the_clock)

    def on_app_focus(self) -> None:
        """The app has the focus again: the move timer runs on."""
        self.call_later(self._look_at_the_clock)

    def _look_at_the_clock(self) -> None:
        if self.screen_stack and isinstance(self.screen_stack[0], TableScreen):
            self.table.move_timer.tick()

    def _dialog_answering(self) -> bool:
        """Whether the dialog on top was answered (or a button of it pressed) and is not
        gone yet: keys typed meanwhile wait for what comes next."""
        try:
            screen = self.screen
        except ScreenStackError:  # the app is being taken down: nothing to wait for
            return False
        return isinstance(screen, Dialog) and (screen.dismissed or screen.answering)

    def _dialog_opening(self) -> bool:
        """Whether a key of the table that opens a dialog is on its way, or the dialog it
        opened is on top and not ready for keys yet: keys typed meanwhile wait for it."""
        if self._opening_key is not None:
            if time.monotonic() - self._opening_since < OPENING_WAIT:
                return True
            self._opening_key = None  # it never came back (a widget took it): go on
        opening = self._opening
        if opening is None:
            return False
        try:
            on_top = self.screen is opening
        except ScreenStackError:
            on_top = False
        if on_top and not opening.ready and not opening.dismissed:
            return True
        self._opening = None
        return False

    def dialog_ready(self, dialog: Dialog[Any]) -> None:
        """``dialog`` is mounted and focused: the keys typed while it opened go to it now."""
        if dialog is self._opening:
            self._opening = None
            if self._held_keys:
                self._replay_held_keys()

    def _replay_held_keys(self) -> None:
        """The keys held while a dialog closed (once it has) or opened (once it is ready),
        else a moment later."""
        if self.exiting or not self.is_running or not self._held_keys:
            self._held_keys = []
            return
        if self._dialog_answering() or self._dialog_opening():
            self.set_timer(0.01, self._replay_held_keys)
            return
        keys, self._held_keys = self._held_keys, []
        self._send_keys(keys)

    def table_ready(self) -> None:
        """The table is drawn and its hand has the focus: replay the keys typed meanwhile."""
        keys, self._early_keys = self._early_keys or [], None
        self._send_keys(keys)

    def _send_keys(self, keys: list[events.Key]) -> None:
        """``keys`` again, in order, as the terminal sends them."""
        for key in keys:
            if key.key == "ctrl+j":
                # Enter typed before the terminal went raw: the tty turned its CR into LF.
                key = events.Key("enter", "\r")
            else:
                key = events.Key(key.key, key.character)
            # Sent as the terminal sends keys (so they bubble back to the app's bindings).
            key.set_sender(self)
            if self._driver is not None:
                self._driver.send_message(key)
            else:
                self.post_message(key)

    def _handle_exception(self, error: Exception) -> None:
        """The last resort for an exception no handler caught: log it, then exit.

        The traceback goes to a crash log; ``crash_line`` names it for the launcher, which
        prints it once the terminal is restored.  Textual's own handling still runs (exit
        status 1, and ``run_test`` re-raises the error for tests).  Nothing here saves, and
        ``save_game`` saves nothing more: the save on disk is the one made after the last
        completed action.
        """
        self.exiting = True
        self._start_pause.resume(set_aside=False)
        if self.crash_line is None:
            self.crash_line = write_crash_log(error)
        super()._handle_exception(error)

    def _print_error_renderables(self) -> None:
        # Textual would print the traceback here, while the table may still be on screen.
        if self.crash_line is not None:
            self._exit_renderables.clear()
            return
        super()._print_error_renderables()
