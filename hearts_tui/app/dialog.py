"""``Dialog``: the base of every modal screen of the app, safe under any burst of keys.

Keys arrive faster than screens open and close: a second Enter can reach a dialog after its
first Enter dismissed it, a key can start a dialog after ``q`` began the exit.  Textual's
``Screen.dismiss`` pops whatever screen is on top (the table itself when the dialog is
already gone, which ends in ``ScreenStackError``), and it runs the result callback every time.
``Dialog.dismiss`` does both at most once, and only while the dialog is the top screen.

Every modal screen of the app derives from ``Dialog`` and focuses its first control with
``focus_on_mount`` (a dialog mounted while the app is exiting may have lost its children).
One way to move in every dialog: Tab / Shift+Tab and ↓ / ↑ go to the next / previous
control (a dialog whose ↑ / ↓ scroll a sheet binds them over these; a list keeps them).

Esc and the next key typed within Textual's escape delay (~50 ms: "Esc q" tapped quickly)
reach the app as one key, Alt+q, which no dialog binds.  :func:`as_escape` reads such a key
over a dialog as the Esc it began with: the dialog closes as Esc closes it, and the second
key is dropped, so a quick "Esc q" never quits by accident (q again quits).

A key typed right after the Enter that answers a dialog is for what comes next: the app
holds it until the dialog is gone (:attr:`Dialog.answering`, ``HeartsApp.on_event``), so
"Enter q" answers, then quits (the dialog took the q for a second answer).  Likewise the
keys typed right after a key that opens a dialog are for that dialog: the app holds them
until it is mounted and its first control has the focus (:attr:`Dialog.ready`), so
"s ↓↓ ⏎" typed at once moves in the settings, not in the hand.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar, Final, TypeVar

from textual import events
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.css.query import NoMatches
from textual.reactive import Reactive
from textual.screen import ModalScreen
from textual.widget import Widget

from ..words.language import N_
from .layouts import with_layouts

if TYPE_CHECKING:
    from .widgets.rows import FormView

ResultT = TypeVar("ResultT")

#: Seconds after Enter pressed a dialog's button during which the next keys wait for the
#: answer (a button answers with a message of its own, a few milliseconds later): a q
#: typed at once goes to what comes after the dialog, not to the dialog.
ANSWER_WINDOW: Final = 0.15


class Dialog(ModalScreen[ResultT]):
    """A modal screen whose ``dismiss`` is idempotent and never pops another screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("down"), "app.focus_next", N_("Next"), show=False),
        Binding(with_layouts("up"), "app.focus_previous", N_("Previous"), show=False),
    ]

    #: Textual repaints the whole screen on every move of the focus (``Screen.focused`` is a
    #: repainting reactive), and over the table that is a full frame for a Tab or an arrow.
    #: The two widgets the focus leaves and reaches restyle and redraw themselves; nothing
    #: else of a dialog changes with the focus (benchmarks/responsiveness.py: Settings' Tab).
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    _dismissed: bool = False
    #: When Enter or Space last pressed a button of the dialog (``time.monotonic()``).
    _pressed_at: float = -1.0
    #: True once the dialog is mounted and its first control has the focus.
    _ready: bool = False
    #: True while another dialog is open over this one (its frame and words hidden).
    _covered: bool = False

    @property
    def ready(self) -> bool:
        """True once the dialog is mounted and has given its first control the focus: keys
        typed while it opened wait until then (``HeartsApp.on_event``)."""
        return self._ready

    def _on_mount(self, event: events.Mount) -> None:
        # After the dialog's own on_mount (which asks for the focus, a call the app makes
        # later): the dialog is ready once that call has been made.
        self.app.call_later(self._now_ready)

    def _now_ready(self) -> None:
        self._ready = True
        shown = getattr(self.app, "dialog_ready", None)
        if shown is not None:
            shown(self)

    @property
    def dismissed(self) -> bool:
        """True once ``dismiss`` has closed this dialog (later keys and clicks do nothing)."""
        return self._dismissed

    def button_pressed(self) -> None:
        """Enter or Space reached one of the dialog's buttons: its answer (``Pressed``)
        comes a moment later, and keys typed meanwhile are for what comes next."""
        self._pressed_at = time.monotonic()

    @property
    def answering(self) -> bool:
        """True for :data:`ANSWER_WINDOW` seconds after a button was pressed by key."""
        return time.monotonic() - self._pressed_at < ANSWER_WINDOW

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        """Close the dialog with ``result``: the first call only, and only while on top.

        A later call (a key pressed twice in a burst) or a call while another screen covers
        this one does nothing: the result callback runs once and no other screen is popped.
        """
        if self._dismissed or not self.is_active:
            done: AwaitComplete = AwaitComplete.nothing()  # type: ignore[no-untyped-call]
            return done
        self._dismissed = True
        return super().dismiss(result)

    def on_screen_suspend(self) -> None:
        """Another dialog opened over this one (the score sheet from the hand summary): this
        one's frame and words are hidden meanwhile, so the new one is not drawn as a frame
        in a frame, and the table is dimmed once."""
        self._set_covered(isinstance(self.app.screen, Dialog))

    def on_screen_resume(self) -> None:
        self._set_covered(False)

    def _set_covered(self, covered: bool) -> None:
        """Hide (or show again) this dialog's frame and words and its dimming, in inline
        styles of the dialog and its few children: a class on the dialog (``-covered``, as
        it was) restyled every node under it, before the frame of the dialog opened over it
        and again before the frame after its Esc (benchmarks/responsiveness.py: Esc from the
        question over the unfinished games, or from the review over the hand summary)."""
        if covered == self._covered:
            return
        self._covered = covered
        if covered:
            self.styles.background = "transparent"
        else:
            self.styles.clear_rule("background")
            self.styles.refresh(children=True)
        for child in self.children:
            child.styles.visibility = "hidden" if covered else "visible"

    def focus_on_mount(self, selector: str) -> None:
        """Focus the widget of ``selector``; nothing when the dialog is being taken down."""
        try:
            widget = self.query_one(selector)
        except NoMatches:
            if self.is_attached and not self._closing_down():
                raise
            return
        widget.focus()

    def _closing_down(self) -> bool:
        """True once the app began to exit (``HeartsApp.exiting``), the dialog was closed, or
        Textual is taking the dialog down (the app shutting down while the dialog composes:
        its children are then never mounted)."""
        return (
            self._dismissed
            or self._closing
            or self._pruning
            or bool(getattr(self.app, "exiting", False))
        )


def as_escape(event: events.Key) -> events.Key:
    """``event`` as a dialog should take it: Alt+key (Esc and a key typed within the escape
    delay, or a key typed with Alt, which no dialog binds) becomes Esc; others are kept."""
    if not event.key.startswith("alt+"):
        return event
    return events.Key("escape", "\x1b")


class FormDialog(Dialog[ResultT]):
    """A dialog drawn as one :class:`~.widgets.rows.FormView` (``self.form``, made before
    it mounts): the form has the focus from the start, and keys typed in the burst that
    opened the dialog, before it had it, go to the form in their order (they were lost)."""

    form: FormView

    def on_key(self, event: events.Key) -> None:
        from .widgets.rows import keys_to_form  # the form's module: not needed to start

        keys_to_form(self.form, event)

    def on_mount(self) -> None:
        if not self._closing_down():
            self.form.focus()
