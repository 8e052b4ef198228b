"""A tiny app that shows one modal screen and records what it was dismissed with."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

#: Nothing was dismissed yet (``None`` is a real result: Cancel).
PENDING = object()


class Host(App[None]):
    """Pushes ``screen`` on mount with a callback that stores the result in ``result``."""

    def __init__(self, screen: Screen[Any]) -> None:
        super().__init__()
        self.dialog = screen
        self.result: object = PENDING

    def compose(self) -> ComposeResult:
        yield Static("The table would be here.")

    def on_mount(self) -> None:
        self.push_screen(self.dialog, self._dismissed)

    def _dismissed(self, result: object) -> None:
        self.result = result
