"""The end of a hand: points per player this hand, the totals, a moon shot explained."""

from __future__ import annotations

import textwrap
from typing import ClassVar, Final

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Static

from ...engine import Game
from ...words.big_cards import big_cards_text
from ...words.describe import domino_text, kitty_text, moon_text, suits_text
from ...words.language import N_, _
from ...words.seats import seat_names
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter


def score_table(game: Game) -> Table:
    """Players with this hand's points and the totals."""
    names = seat_names(game.players)
    table = Table(box=None, padding=(0, 2), header_style="bold")
    table.add_column(_("Player"))
    table.add_column(_("Hand {number}").format(number=game.hand_number), justify="right")
    table.add_column(_("Total"), justify="right")
    totals = game.scores
    points = game.hand_points
    for seat in range(game.players):
        row = [names[seat], f"{points[seat]:+d}" if points[seat] else "0", str(totals[seat])]
        table.add_row(*row, style="bold" if seat == 0 else "")
    return table


#: Columns of a note's line: the dialog's 64 less its frame and its padding (2 a side).
NOTE_WIDTH: Final = 58


class HandSummaryScreen(Dialog[None]):
    """After each hand; Enter (or the button) deals the next one, ``v`` (or Review) opens
    the hand's review, ``g`` the score sheet.  ``hints`` is how many hints were used in the
    game so far, ``takebacks`` how many take-backs (the score sheet says "assisted")."""

    #: From this many players the dialog drops its blank lines: ten rows fit at 80×24.
    CROWDED: ClassVar[int] = 7

    #: The layouts tried in turn until the dialog fits the terminal's height above its
    #: key line: a blank line before each note, one before them all, none (and no
    #: padding), then one-row buttons.  The buttons always show (issue 30 §1: a take-backs
    #: line pushed them below the frame at 80x24).
    LAYOUTS: ClassVar[tuple[str, ...]] = ("", "-tight", "-crowded", "-crowded -compact")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("enter,space,n,escape,q"), "next", N_("Next hand"), key_display="⏎"),
        Binding(with_layouts("v"), "review", N_("Review")),
        Binding(with_layouts("g"), "score_sheet", N_("Score sheet")),
    ]

    def __init__(self, game: Game, *, hints: int = 0, takebacks: int = 0) -> None:
        super().__init__()
        self._game = game
        self._hints = hints
        self._takebacks = takebacks

    def _rows(self, layout: str, lines: list[int]) -> int:
        """Rows the dialog takes in ``layout`` with notes of ``lines`` lines each."""
        moon = moon_text(self._game) is not None
        table = self._game.players + 1
        if "-crowded" not in layout:
            # A blank line before each note, or before them all.
            notes = sum(lines) + (len(lines) if not layout else 1)
            return 2 + 2 + 2 + 2 * moon + table + notes + 4
        buttons = 1 if "-compact" in layout else 3
        return 2 + 1 + moon + 1 + table + sum(lines) + buttons

    def _layout(self, notes: list[tuple[str, str]]) -> str:
        """The roomiest layout that fits between the top line and the key line (ten players
        start crowded: no blank lines); a note too long for one line counts its lines."""
        room = self.app.size.height - 2  # the top line and the key line
        lines = [len(textwrap.wrap(text, NOTE_WIDTH)) or 1 for _key, text in notes]
        layouts = self.LAYOUTS
        if self._game.players >= self.CROWDED:
            layouts = layouts[2:]
        for layout in layouts:
            if self._rows(layout, lines) <= room:
                return layout
        return layouts[-1]

    def _notes(self) -> list[tuple[str, str]]:
        """The lines under the scores, each with its id."""
        game = self._game
        crowded = game.players >= self.CROWDED
        notes: list[tuple[str, str]] = []
        target = _("The game ends when someone reaches {target}.").format(target=game.rules.target)
        if taken := big_cards_text(game):
            if crowded:  # no row to spare: who took the Q♠ beside the target
                taken = _("{taken} · game to {target}").format(
                    taken=taken[:-1], target=game.rules.target
                )
                target = ""
            notes.append(("big-cards", suits_text(taken, self._ascii_suits())))
        if kitty := kitty_text(game):
            notes.append(("kitty", kitty))
        for index, line in enumerate(domino_text(game)):
            notes.append((f"domino-{index}", line))
        if target:
            notes.append(("target", target))
        if self._hints:
            notes.append(("hints", _("Hints used in this game: {count}").format(count=self._hints)))
        if self._takebacks:
            notes.append(
                (
                    "takebacks",
                    _("Take-backs in this game: {count} (assisted)").format(count=self._takebacks),
                )
            )
        return notes

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """Take the roomiest layout that fits the terminal as it is now."""
        try:
            dialog = self.query_one("#dialog")
        except NoMatches:
            return  # taken down meanwhile
        layout = self._layout(self._notes())
        for name in ("-tight", "-crowded", "-compact"):
            dialog.set_class(name in layout.split(), name)

    def compose(self) -> ComposeResult:
        game = self._game
        notes = self._notes()
        layout = self._layout(notes)
        with Vertical(id="dialog", classes=f"dialog {layout}".strip()):
            yield Static(
                _("Hand {number} is over").format(number=game.hand_number), classes="dialog-title"
            )
            moon = moon_text(game)
            if moon:
                yield Static(moon, id="moon", classes="moon")
            with Center():
                yield Static(score_table(game), id="scores")
            for index, (name, line) in enumerate(notes):
                yield Static(line, id=name, classes="hint -first" if index == 0 else "hint")
            with Horizontal(classes="buttons"):
                yield Button(_("Next hand"), id="next", variant="primary")
                yield Button(_("Review"), id="review")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.focus_on_mount("#next")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "review":
            self.action_review()
        else:
            self.dismiss(None)

    def action_review(self) -> None:
        """The hand trick by trick, all cards shown, your plays weighed by the hard CPU."""
        from .review import ReviewScreen

        self._open(ReviewScreen(self._game, ascii_suits=self._ascii_suits()))

    def action_next(self) -> None:
        self.dismiss(None)

    def action_score_sheet(self) -> None:
        """The whole game so far, on top of this summary (closing it comes back here)."""
        from .score_sheet import ScoreSheetScreen

        self._open(ScoreSheetScreen(self._game, self._ascii_suits(), takebacks=self._takebacks))

    def _ascii_suits(self) -> bool:
        return bool(getattr(getattr(self.app, "settings", None), "ascii_suits", False))

    def _open(self, screen: Screen[None]) -> None:
        """On top of this summary, through the app's ``open`` (nothing opens once the app
        is exiting) when the app is the game's."""
        from ..table_app import HeartsApp

        app = self.app
        if isinstance(app, HeartsApp):
            app.open(screen)
        else:
            app.push_screen(screen)
