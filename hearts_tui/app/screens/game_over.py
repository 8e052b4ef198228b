"""The end of the game: the winner(s), the final table, New game or Replay this game."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Button, Footer, Static

from ...engine import Game
from ..describe import hands_text, moon_text, suits_text, winners_text
from ..dialog import Dialog
from .summary import score_table


class GameOverScreen(Dialog[str | None]):
    """Dismissed with ``"new"``, ``"replay"``, or ``None`` (stay and look at the table)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", "New game"),
        Binding("r", "choose('replay')", "Replay this game"),
        Binding("escape", "choose('')", "Close", show=False),
    ]

    def __init__(self, game: Game, ascii_suits: bool = False) -> None:
        super().__init__()
        self._game = game
        self._ascii = ascii_suits

    def compose(self) -> ComposeResult:
        game = self._game
        with Vertical(id="dialog", classes="dialog"):
            yield Static(f"Game over · {winners_text(game)}", id="winners", classes="dialog-title")
            moon = moon_text(game)
            if moon:
                yield Static(moon, classes="moon")
            with Center():
                yield Static(score_table(game, place=True), id="scores")
            yield Static(
                suits_text(
                    f"Game {game.code} · {hands_text(len(game.history))} · to {game.rules.target}",
                    self._ascii,
                ),
                classes="hint",
            )
            with Horizontal(classes="buttons"):
                yield Button("New game", id="new", variant="primary")
                yield Button("Replay this game", id="replay")
        yield Footer()

    def on_mount(self) -> None:
        self.focus_on_mount("#new")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice or None)
