"""The statistics screen: the player's record over finished games (all of them, or one
table's), the last games with their codes (Replay from there), and this game's chart."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical, VerticalScroll
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from ...engine import Game
from ...store.stats import RecentGame, Stats
from ...words import touch
from ...words.describe import suits_text
from ...words.language import N_, _, ngettext
from ...words.score_sheet import sparkline
from ...words.seats import seat_names
from ...words.stats_text import ordinal, stats_lines, table_label
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.key_scroll import KeyVerticalScroll
from ..widgets.option_list import MeasuredOptionList
from ..widgets.tabs import TabLine

__all__ = ["ALL_GAMES", "StatsScreen", "recent_line", "stats_lines", "table_label", "totals_chart"]

#: The selector's first choice: every game together.
ALL_GAMES = N_("All games")


def recent_line(game: RecentGame) -> str:
    """One game of the "Last games" list: date, code, table, score, place, hints."""
    try:
        # Translators: a date in the list of last games (strftime's codes): "30 Nov 07:42".
        when = datetime.strptime(game.date, "%Y-%m-%d %H:%M").strftime(_("%d %b %H:%M"))
    except ValueError:
        when = game.date
    hints = (
        ngettext("{count} hint", "{count} hints", game.hints).format(count=game.hints)
        if game.hints
        else ""
    )
    return (
        f"{when}  {game.code:<16} {table_label(game.table, short=True):<18}"
        f"{game.score:>4} {ordinal(game.place):>4}  {hints}"
    ).rstrip()


def totals_chart(history: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    """The running totals of each player across the finished hands, one line each."""
    if not history:
        return _("No hand finished yet.")
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


class StatsScreen(Dialog[str | None]):
    """The player's statistics (``None``: none could be read) and the current game's chart.

    A selector (←/→, or a click) shows all games or one table's record; Enter or a click on
    one of the last games dismisses with its code, for the app to offer its Replay.
    """

    DEFAULT_CSS = """
    StatsScreen #stats-tables { margin-bottom: 1; }
    StatsScreen #stats-body { height: auto; }
    StatsScreen #stats-record { width: 100%; }
    StatsScreen #stats-games { height: auto; max-height: 8; border: none; padding: 0; }
    StatsScreen .stats-heading { margin-top: 1; }
    StatsScreen #stats-chart { width: 100%; }
    """
    #: The dialog's rows besides its scrolling body: frame, padding, title, selector, button.
    CHROME: ClassVar[int] = 13

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,q"), "close", N_("Close")),
        Binding(with_layouts("left"), "table(-1)", N_("Previous table"), show=False),
        Binding(with_layouts("right"), "table(1)", N_("Next table"), show=False),
        # The body scrolls at 80×24 (the worst game, the last games, the chart below the
        # record) whichever widget has the focus; a focused list pages itself first.
        Binding(with_layouts("pageup"), "scroll_body('page_up')", N_("Page up"), show=False),
        Binding(with_layouts("pagedown"), "scroll_body('page_down')", N_("Page down"), show=False),
    ]

    def __init__(self, stats: Stats | None, game: Game) -> None:
        super().__init__()
        self._stats = stats if stats is not None else Stats()
        self._game = game
        #: The selector's tables: ``None`` for all games, else a table key.
        self._keys: list[str | None] = [None, *(key for key, _ in self._stats.tables)]
        #: The games the list shows now, newest first.
        self._shown: list[RecentGame] = []

    @property
    def table(self) -> str | None:
        """The table shown: ``None`` for all games, else its key."""
        return self._keys[self.query_one("#stats-tables", TabLine).active]

    def compose(self) -> ComposeResult:
        game = self._game
        ascii_suits = bool(getattr(getattr(self.app, "settings", None), "ascii_suits", False))
        with Vertical(id="stats", classes="dialog"):
            yield Static(_("Statistics"), classes="dialog-title")
            yield TabLine(
                [
                    _(ALL_GAMES) if key is None else table_label(key, short=True)
                    for key in self._keys
                ],
                chosen=self._chosen,
                id="stats-tables",
            )
            # The record, the games and the chart scroll when the terminal is short; the
            # selector and Close stay.
            with KeyVerticalScroll(id="stats-body"):
                yield Static(id="stats-record")
                yield Static(
                    touch.last_games_heading()
                    if touch.on_touch()
                    else _("Last games (Enter or a click: replay one)"),
                    classes="hint stats-heading",
                )
                yield MeasuredOptionList(id="stats-games")
                yield Static(
                    _("This game ({code}): totals after each hand").format(code=game.code),
                    classes="hint stats-heading",
                )
                chart = totals_chart(game.history, seat_names(game.players))
                yield Static(suits_text(chart, ascii_suits), id="stats-chart")
            with Center():
                yield Button(
                    touch.close() if touch.on_touch() else _("Close (Esc)"),
                    id="close",
                    variant="primary",
                )

    def on_mount(self) -> None:
        self._show(None)
        self.focus_on_mount("#close")
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        body = self.query_one("#stats-body", VerticalScroll)
        # The dialog is at most 90% of the screen's height (.dialog in dialogs.tcss).
        body.styles.max_height = max(3, self.app.size.height * 9 // 10 - self.CHROME)

    def _show(self, key: str | None) -> None:
        """Show the record and the last games of the table ``key`` (None: all games)."""
        ascii_suits = bool(getattr(getattr(self.app, "settings", None), "ascii_suits", False))
        stats = self._stats
        rows = stats_lines(stats if key is None else stats.table(key))
        if key is not None:
            rows.insert(0, (_("Table"), table_label(key)))
        label_width = max(len(label) for label, _ in rows)
        record = "\n".join(f"{label:<{label_width}}  {value}" for label, value in rows)
        self.query_one("#stats-record", Static).update(suits_text(record, ascii_suits))
        self._shown = [g for g in reversed(stats.recent) if key is None or g.table == key]
        games = self.query_one("#stats-games", OptionList)
        games.clear_options()
        if self._shown:
            games.add_options(
                Option(recent_line(g), id=f"game-{n}") for n, g in enumerate(self._shown)
            )
            games.highlighted = 0
        else:
            games.add_option(Option(_("No game finished here yet."), disabled=True))

    def _chosen(self, index: int) -> None:
        """A table chosen in the selector: the tab at once, its record and games in the
        next frame (as with Textual's Tabs)."""
        self.call_after_refresh(self._show_chosen, self._keys[index])

    def _show_chosen(self, key: str | None) -> None:
        """The chosen table's record and games, unless the dialog was closed or taken down
        meanwhile (its widgets are gone then)."""
        if self._closing_down() or not self.query("#stats-record"):
            return
        self._show(key)

    def action_table(self, step: int) -> None:
        """The previous (-1) or next (1) table in the selector, round the ends."""
        self.query_one("#stats-tables", TabLine).step(step)

    def action_scroll_body(self, action: str) -> None:
        """Page the record, the games and the chart (``"page_up"`` or ``"page_down"``)."""
        body = self.query_one("#stats-body", VerticalScroll)
        getattr(body, f"action_{action}")()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        option_id = event.option.id
        if option_id is not None and option_id.startswith("game-"):
            self.dismiss(self._shown[int(option_id.removeprefix("game-"))].code)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
