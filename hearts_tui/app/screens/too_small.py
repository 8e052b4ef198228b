"""Shown instead of the table while the terminal is smaller than 80×24."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Static

from ...words.language import N_, _
from ..layouts import with_layouts


class TooSmallScreen(ModalScreen[None]):
    """ "Enlarge the terminal to at least 80×24" (or a tall 40×40), with the current size;
    ``q`` quits.

    (A modal screen: the app's own ``q`` binding does not reach past it.)
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding(with_layouts("q"), "app.quit", N_("Quit"))]

    def compose(self) -> ComposeResult:
        yield Static(self._text(), id="too-small")

    def _text(self) -> str:
        width, height = self.app.size
        return _(
            "Enlarge the terminal to at least 80×24, or 40×40 upright\n"
            "(it is {width}×{height} now; q quits)"
        ).format(width=width, height=height)

    def on_resize(self, event: events.Resize) -> None:
        for notice in self.query("#too-small").results(Static):
            notice.update(self._text())
