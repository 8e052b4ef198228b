""" "Shooter chooses": the human shot the moon and picks how it scores, seeing the totals."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Static

from ...engine import Game
from ..seats import seat_names


class MoonScreen(ModalScreen[str]):
    """Dismissed with ``"others_plus"`` or ``"shooter_minus"``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "choose('others_plus')", "Others +"),
        Binding("2", "choose('shooter_minus')", "You −"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._game = game

    def compose(self) -> ComposeResult:
        game = self._game
        names = seat_names(game.players)
        value = game.table.moon_value
        outcomes = game.moon_outcomes()
        labels = {
            "others_plus": f"1  Everyone else +{value}",
            "shooter_minus": f"2  You −{value}",
        }
        with Vertical(id="dialog", classes="dialog"):
            yield Static("You shot the moon! How should it score?", classes="dialog-title")
            for choice, totals in outcomes.items():
                result = "  ".join(f"{names[s]} {t}" for s, t in enumerate(totals))
                yield Button(f"{labels[choice]}  →  {result}", id=choice)
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
