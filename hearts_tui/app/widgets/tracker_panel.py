"""The card tracker beside the table (``k`` on a terminal wider than
:data:`SIDE_PANEL_MIN_WIDTH`; narrower, the tracker is a dialog: ``screens.tracker``).

Made and mounted the first time it is shown, not with the table: most games never open it,
and a hidden widget is styled all the same as the table starts (benchmarks/startup.py)."""

from __future__ import annotations

from typing import Final

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

#: Wider than this, ``k`` opens the tracker as a panel beside the table instead of a dialog.
SIDE_PANEL_MIN_WIDTH: Final = 111
#: The columns the panel beside the table takes (its text has 34 of them).
TRACKER_PANEL_WIDTH: Final = 37


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
