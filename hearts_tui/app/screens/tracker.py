"""The card tracker (key ``k``): a dialog at 80 columns, a panel beside the table when the
terminal is wider than :data:`SIDE_PANEL_MIN_WIDTH`.

Both show :func:`..tracker.tracker_columns` of the human's view, and the table refreshes
them after every card (its redraw), so they follow the play while they are open.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.widgets import Button, Static

from ...words.language import N_, _
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter, key_line_rows
from ..widgets.tracker_panel import SIDE_PANEL_MIN_WIDTH, TRACKER_PANEL_WIDTH, TrackerPanel

__all__ = ["SIDE_PANEL_MIN_WIDTH", "TRACKER_PANEL_WIDTH", "TrackerPanel", "TrackerScreen"]


class TrackerScreen(Dialog[None]):
    """The tracker as a dialog: the counts and voids on the left, points and the pass on
    the right.  Escape, ``k`` or ``q`` closes it, and so does the Close button."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,k,q"), "close", N_("Close"), key_display="Esc")
    ]
    DEFAULT_CSS = """
    #tracker-dialog {
        width: 78;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: thick $accent;
        background: $surface;
        padding: 0 1;
    }
    #tracker-dialog .dialog-title {
        margin-bottom: 0;
    }
    #tracker-body {
        height: auto;
        max-height: 15;
    }
    #tracker-dialog .tracker-columns {
        height: auto;
    }
    #tracker-counts {
        width: 36;
        margin-right: 2;
    }
    #tracker-points {
        width: 1fr;
    }
    #tracker-dialog .buttons {
        margin-top: 0;
    }
    /* Narrower than the two columns (a phone held upright): one under the other. */
    TrackerScreen.-narrow #tracker-dialog .tracker-columns {
        layout: vertical;
    }
    TrackerScreen.-narrow #tracker-counts {
        margin-right: 0;
        margin-bottom: 1;
    }
    TrackerScreen.-narrow #tracker-points {
        width: 100%;
    }
    """

    #: The narrowest screen on which the two columns stand side by side.
    SIDE_BY_SIDE: ClassVar[int] = 78
    #: Rows of the dialog besides its body: the border 2, the title 1, the Close button 3.
    CHROME: ClassVar[int] = 6

    def __init__(self, counts: list[str], points: list[str]) -> None:
        super().__init__()
        self._counts = counts
        self._points = points

    def compose(self) -> ComposeResult:
        with Vertical(id="tracker-dialog"):
            yield Static(_("Card tracker"), classes="dialog-title")
            with VerticalScroll(id="tracker-body"), Horizontal(classes="tracker-columns"):
                yield Static("\n".join(self._counts), id="tracker-counts", markup=False)
                yield Static("\n".join(self._points), id="tracker-points", markup=False)
            with Horizontal(classes="buttons"):
                # Framed like every dialog's buttons (compact, it read as a line of text).
                yield Button(_("Close"), id="close")
        yield QuietFooter()

    def on_mount(self) -> None:
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """Side by side where they fit; else one under the other, the body as tall as the
        screen leaves it (it scrolls)."""
        width, height = self.app.size
        narrow = width < self.SIDE_BY_SIDE
        self.set_class(narrow, "-narrow")
        try:
            body = self.query_one("#tracker-body", VerticalScroll)
        except NoMatches:
            return  # taken down meanwhile
        body.styles.max_height = max(15, height - self.CHROME - key_line_rows()) if narrow else 15

    def show(self, counts: list[str], points: list[str]) -> None:
        """Follow the play: new lines for both columns."""
        self._counts, self._points = counts, points
        try:
            columns = (
                self.query_one("#tracker-counts", Static),
                self.query_one("#tracker-points", Static),
            )
        except NoMatches:
            return  # not composed yet (compose draws the lines kept above), or taken down
        columns[0].update("\n".join(counts))
        columns[1].update("\n".join(points))

    def text(self) -> str:
        """Everything the dialog says, as plain text (for tests and screen readers)."""
        return "\n".join([*self._counts, "", *self._points])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
