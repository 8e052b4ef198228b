"""The end of the game: the winner(s), the score sheet of every hand, New game or Replay."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Button, Static

from ...engine import Game
from ...words import touch
from ...words.describe import hands_text, moon_text, suits_text, winners_text
from ...words.language import N_, _
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter, key_line_rows
from .score_sheet import SCROLL_BINDINGS, SheetView, fit_sheet, scroll_sheet, size_sheet
from .table.take_back import assisted_text

#: Said under the sheet when it scrolls.
SCROLL_WORDS = N_(" · PgUp/PgDn scroll")


class GameOverScreen(Dialog[str | None]):
    """Dismissed with ``"new"``, ``"replay"``, or ``None`` (stay and look at the table).

    Nothing has the focus when it opens: your last card plays on its first press (it is
    your only one), and a habitual second Enter must not deal a new game before you have
    seen the results.  n, r, a click, or Tab and Enter choose; Tab goes round the two
    buttons.  The sheet is no focus stop: its keys (↑ ↓ PgUp PgDn Home End) scroll it
    whatever has the focus, and the wheel too.  (As a stop that took the focus first, each
    Tab restyled and redrew the sheet and its scroll bar as well as a button: five times a
    bare key's time, benchmarks/responsiveness.py.)
    """

    #: Nothing focused on opening (Textual's default focuses the first control, New game;
    #: None would inherit it).
    AUTO_FOCUS = ""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("n"), "choose('new')", N_("New game")),
        Binding(with_layouts("r"), "choose('replay')", N_("Replay this game")),
        Binding(with_layouts("escape,q"), "choose('')", N_("Close"), show=False),
        *SCROLL_BINDINGS,
    ]

    def __init__(self, game: Game, ascii_suits: bool = False, *, takebacks: int = 0) -> None:
        super().__init__()
        self._game = game
        self._ascii = ascii_suits
        #: Take-backs made in the game: the title says "assisted (1 take-back)".
        self._takebacks = takebacks
        #: The dialog's lines besides the sheet (its width must hold them).
        self._lines: tuple[str, ...] = ()
        #: The line under the sheet: the code, the hands, the target.
        self._about = ""
        #: The words added to it while the sheet scrolls.
        self._scroll = ""
        #: The line under the sheet as shown.
        self._hint_shown = ""

    def compose(self) -> ComposeResult:
        game = self._game
        title = _("Game over · {winners}").format(winners=winners_text(game))
        if assisted := assisted_text(self._takebacks):
            title += f" · {assisted}"
        moon = moon_text(game)
        about = _("Game {code} · {hands} · to {target}").format(
            code=game.code, hands=hands_text(len(game.history)), target=game.rules.target
        )
        self._about = suits_text(about, self._ascii)
        self._scroll = suits_text(
            touch.sheet_scrolls() if touch.on_touch() else _(SCROLL_WORDS), self._ascii
        )
        hint = self._about + self._scroll  # the widest: the dialog is sized for it
        self._lines = (title, hint) if moon is None else (title, moon, hint)
        sheet = SheetView(game, self._ascii, id="game-sheet")
        sheet.can_focus = False
        box = Vertical(id="dialog", classes="dialog")
        # Sized as it is made (PgUp/PgDn named only when the sheet scrolls): one layout.
        scrolls = size_sheet(sheet, box, self.app.size, self._chrome, self._lines)
        with box:
            yield Static(title, id="winners", classes="dialog-title")
            if moon:
                yield Static(moon, classes="moon")
            yield sheet
            self._hint_shown = self._hint(scrolls)
            yield Static(self._hint_shown, id="game-over-hint", classes="hint")
            with Horizontal(classes="buttons"):
                yield Button(_("New game"), id="new", variant="primary")
                yield Button(_("Replay this game"), id="replay")
        yield QuietFooter()

    @property
    def _chrome(self) -> int:
        """The dialog's rows besides the sheet: border 2, the title, a moon line and the
        hint (1 each), the buttons 3, the key line (1, or by touch a row of buttons 3)."""
        return 5 + len(self._lines) + key_line_rows()

    def _hint(self, scrolls: bool) -> str:
        """The line under the sheet: the game, and the keys that scroll it when it does."""
        return self._about + (self._scroll if scrolls else "")

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """Size the dialog; name PgUp/PgDn under the sheet only when it scrolls (a game of
        one or two hands fits, and the keys would do nothing), from the first paint on."""
        scrolls = fit_sheet(self, "#dialog", self._chrome, self._lines)
        shown = self._hint(scrolls)
        if shown == self._hint_shown:
            return  # (a resize that changed nothing: no second layout)
        try:
            hint = self.query_one("#game-over-hint", Static)
        except NoMatches:
            return  # closed meanwhile
        self._hint_shown = shown
        hint.update(shown)

    def action_scroll_sheet(self, action: str) -> None:
        scroll_sheet(self, action)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice or None)
