"""The statistics screen: the player's record over finished games, and this game's chart."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical, VerticalScroll
from textual.widgets import Button, Static

from ..engine import Game
from ..store.stats import Stats
from .describe import suits_text
from .dialog import Dialog
from .score_sheet import sparkline
from .seats import seat_names


def totals_chart(history: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    """The running totals of each player across the finished hands, one line each."""
    if not history:
        return "No hand finished yet."
    players = len(names)
    running: list[list[int]] = [[] for _ in range(players)]
    totals = [0] * players
    for points in history:
        for seat in range(players):
            totals[seat] += points[seat]
            running[seat].append(totals[seat])
    low = min(0, *(min(r) for r in running))
    high = max(max(r) for r in running)
    width = max(len(name) for name in names)
    return "\n".join(
        f"{names[seat]:<{width}} {sparkline(running[seat], low, high)} {totals[seat]:>4}"
        for seat in range(players)
    )


def stats_lines(stats: Stats) -> list[tuple[str, str]]:
    """The record as (label, value) rows."""
    if not stats.played:
        return [("Games played", "0 — finish a game to start your record")]
    average = stats.average
    rows = [
        ("Games played", str(stats.played)),
        ("Won", f"{stats.won} alone, {stats.shared} shared first place"),
        ("Average score", f"{average:.1f}" if average is not None else "—"),
        ("Moons shot", f"{stats.moons} (in {stats.hands} hand{'s' * (stats.hands != 1)})"),
        ("Q♠ taken", str(stats.queens)),
        ("Hints used", f"{stats.hints} (in {stats.hinted_games} of the games)"),
    ]
    if stats.best is not None:
        rows.append(("Best game", f"{stats.best.score} points ({stats.best.code})"))
    if stats.worst is not None:
        rows.append(("Worst game", f"{stats.worst.score} points ({stats.worst.code})"))
    return rows


class StatsScreen(Dialog[None]):
    """The player's statistics (``None``: none could be read) and the current game's chart."""

    DEFAULT_CSS = """
    StatsScreen #stats-body { height: auto; }
    StatsScreen #stats-record { width: 100%; }
    StatsScreen #stats-chart { width: 100%; margin-top: 1; }
    """
    #: The dialog's rows besides its scrolling body: frame, padding, title, button.
    CHROME: ClassVar[int] = 11

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", "Close")]

    def __init__(self, stats: Stats | None, game: Game) -> None:
        super().__init__()
        self._stats = stats if stats is not None else Stats()
        self._game = game

    def compose(self) -> ComposeResult:
        ascii_suits = bool(getattr(getattr(self.app, "settings", None), "ascii_suits", False))
        rows = stats_lines(self._stats)
        label_width = max(len(label) for label, _ in rows)
        record = "\n".join(f"{label:<{label_width}}  {value}" for label, value in rows)
        game = self._game
        with Vertical(id="stats", classes="dialog"):
            yield Static("Statistics", classes="dialog-title")
            # The record and the chart scroll when the terminal is short; Close stays.
            with VerticalScroll(id="stats-body"):
                yield Static(suits_text(record, ascii_suits), id="stats-record")
                yield Static(f"This game ({game.code}): totals after each hand", classes="hint")
                chart = totals_chart(game.history, seat_names(game.players))
                yield Static(suits_text(chart, ascii_suits), id="stats-chart")
            with Center():
                yield Button("Close (Esc)", id="close", variant="primary")

    def on_mount(self) -> None:
        self.focus_on_mount("#close")
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        body = self.query_one("#stats-body", VerticalScroll)
        body.styles.max_height = max(3, self.app.size.height - self.CHROME)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
