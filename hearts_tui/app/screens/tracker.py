"""The card tracker (key ``k``): a dialog at 80 columns, a panel beside the table when the
terminal is wider than :data:`SIDE_PANEL_MIN_WIDTH`.

Both show :func:`..tracker.tracker_columns` of the human's view, and the table refreshes
them after every card (its redraw), so they follow the play while they are open.
"""

from __future__ import annotations

from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.widgets import Button, Static

from ...words.language import N_, _
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter

#: Wider than this, ``k`` opens the tracker as a panel beside the table instead of a dialog.
SIDE_PANEL_MIN_WIDTH: Final = 111
#: The columns the panel beside the table takes (its text has 34 of them).
TRACKER_PANEL_WIDTH: Final = 37


class TrackerScreen(Dialog[None]):
    """The tracker as a dialog: the counts and voids on the left, points and the pass on
    the right.  Escape, ``k`` or ``q`` closes it, and so does the Close button."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,k,q"), "close", N_("Close"), key_display="Esc")
    ]
    DEFAULT_CSS = """
    #tracker-dialog {
        width: 78;
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
    """

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


class TrackerPanel(VerticalScroll, can_focus=False):
    """The tracker beside the table (wide terminals); ``k`` hides it again."""

    DEFAULT_CSS = f"""
    TrackerPanel {{
        width: {TRACKER_PANEL_WIDTH};
        height: 1fr;
        border-left: solid $secondary;
        padding: 0 1;
        display: none;
        border-title-align: left;
    }}
    TrackerPanel > Static {{
        width: 100%;
    }}
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines: list[str] = []
        self._body = Static("", markup=False)

    def compose(self) -> ComposeResult:
        yield self._body

    def show(self, lines: list[str]) -> None:
        if lines != self._lines:
            self._lines = lines
            self._body.update("\n".join(lines))

    def text(self) -> str:
        """What the panel says, as plain text."""
        return "\n".join(self._lines)
