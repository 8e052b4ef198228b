"""The moon-choice dialog: the human shot the moon under "shooter chooses".

``MoonChoiceScreen`` shows the game totals each choice would give and is dismissed with
``"others_plus"`` (everyone else +N) or ``"shooter_minus"`` (the shooter −N), ready for
``game.choose_moon``::

    if game.moon_choice_pending == HUMAN:
        def chosen(choice: str | None) -> None:
            if choice is not None:            # always a choice: the dialog has no Cancel
                game.choose_moon(choice)      # then save and show the hand summary

        app.push_screen(MoonChoiceScreen("You", game.moon_outcomes(), names), chosen)

Keys: ``1`` or ``o`` for everyone else +N, ``2`` or ``m`` for minus N; ← / → and Enter on
the buttons; the mouse works too.  There is no Cancel: the hand cannot be scored without a
choice.
"""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...words import touch
from ...words.ascii_text import ascii_text
from ...words.language import N_, _
from ...words.seats import seat_noun
from ..dialog import Dialog
from ..layouts import with_layouts

__all__ = ["MOON_CHOICES", "MoonChoiceScreen"]

MOON_CHOICES = ("others_plus", "shooter_minus")


def _moon_value(outcomes: dict[str, list[int]]) -> int:
    """The moon's worth: what the others gain with "others_plus" over "shooter_minus"."""
    plus, minus = outcomes["others_plus"], outcomes["shooter_minus"]
    return max(a - b for a, b in zip(plus, minus, strict=True))


class MoonChoiceScreen(Dialog[str]):
    """Ask the human who shot the moon how to score it, showing the totals of each choice.

    Args:
        shooter_name: the shooter as the table names them (usually ``"You"``).
        outcomes: ``game.moon_outcomes()``: ``{"others_plus": [totals], "shooter_minus":
            [totals]}``, one total per seat.
        names: the seats' names, in seat order (as long as each totals list).

    Dismissed with ``"others_plus"`` or ``"shooter_minus"``.
    """

    DEFAULT_CSS = """
    MoonChoiceScreen {
        align: center middle;
    }
    MoonChoiceScreen #moon-dialog {
        width: auto;
        min-width: 50;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        border-title-style: bold;
        border-subtitle-color: $text-muted;
        background: $surface;
        padding: 1 2 0 2;
    }
    MoonChoiceScreen #moon-question {
        width: auto;
        max-width: 74;
        margin-bottom: 1;
    }
    MoonChoiceScreen #moon-totals {
        width: auto;
        margin-bottom: 1;
    }
    MoonChoiceScreen #moon-buttons {
        width: auto;
        height: auto;
    }
    MoonChoiceScreen #moon-buttons Button {
        margin-right: 2;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("1,o"), "choose('others_plus')", N_("Others +"), show=False),
        Binding(with_layouts("2,m"), "choose('shooter_minus')", N_("Minus"), show=False),
        Binding(with_layouts("left"), "app.focus_previous", N_("Previous"), show=False),
        Binding(with_layouts("right"), "app.focus_next", N_("Next"), show=False),
        # A choice is due: Esc cannot close the dialog without one, so it says what can;
        # q quits as everywhere (the game is saved, and the dialog asks again next time).
        Binding(with_layouts("escape"), "remind", N_("Choose"), show=False),
        Binding(with_layouts("q"), "app.quit", N_("Quit")),
    ]

    def __init__(self, shooter_name: str, outcomes: dict[str, list[int]], names: list[str]) -> None:
        for choice in MOON_CHOICES:
            if len(outcomes.get(choice, [])) != len(names):
                raise ValueError(f"outcomes[{choice!r}] needs one total per name: {outcomes!r}")
        super().__init__()
        self.shooter_name = shooter_name
        self.outcomes = {choice: list(outcomes[choice]) for choice in MOON_CHOICES}
        self.names = list(names)
        self.moon = _moon_value(self.outcomes)

    @property
    def _you(self) -> bool:
        """Whether the shooter is you (the dialog asks the human only)."""
        return self.shooter_name.lower() in {"you", format(seat_noun(2, 0)).lower()}

    def _labels(self) -> dict[str, str]:
        minus = (_("You −{moon}") if self._you else _("{seat} −{moon}")).format(
            seat=self.shooter_name, moon=self.moon
        )
        return {
            "others_plus": _("Everyone else +{moon}").format(moon=self.moon),
            "shooter_minus": self._text(minus),
        }

    def _text(self, text: str) -> str:
        """``text`` in ASCII when the app draws in ASCII."""
        return ascii_text(text) if self.app.has_class("-ascii") else text

    def _totals(self) -> Table:
        """The game totals after each choice, and who would then be lowest."""
        table = Table(box=None, padding=(0, 1), show_edge=False, pad_edge=False)
        table.add_column(_("Totals after"), no_wrap=True)
        for name in self.names:
            table.add_column(name, justify="right", no_wrap=True)
        table.add_column(_("Lowest"), no_wrap=True)
        labels = self._labels()
        for key, choice in zip("12", MOON_CHOICES, strict=True):
            totals = self.outcomes[choice]
            low = min(totals)
            cells = [Text(str(total), style="bold" if total == low else "") for total in totals]
            lowest = ", ".join(
                n for n, total in zip(self.names, totals, strict=True) if total == low
            )
            table.add_row(Text(f"{key}  {labels[choice]}"), *cells, Text(lowest, style="bold"))
        return table

    def compose(self) -> ComposeResult:
        labels = self._labels()
        with Vertical(id="moon-dialog") as dialog:
            dialog.border_title = (
                _("You shot the moon!")
                if self._you
                else _("{seat} shot the moon!").format(seat=self.shooter_name)
            )
            dialog.border_subtitle = self._text(
                touch.moon_choice() if touch.on_touch() else _("press 1 or 2 · or ←→ and Enter")
            )
            question = (
                _("You took every point card this hand. How should the {moon} points be scored?")
                if self._you
                else _(
                    "{seat} took every point card this hand. How should the {moon} points be"
                    " scored?"
                )
            )
            yield Static(
                question.format(seat=self.shooter_name, moon=self.moon), id="moon-question"
            )
            yield Static(self._totals(), id="moon-totals")
            with Horizontal(id="moon-buttons"):
                yield Button(f"1  {labels['others_plus']}", id="others_plus")
                yield Button(f"2  {labels['shooter_minus']}", id="shooter_minus")

    def on_mount(self) -> None:
        self.focus_on_mount("#others_plus")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id in MOON_CHOICES:
            self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)

    def action_remind(self) -> None:
        """Esc: the choice cannot be skipped; say so where the keys are said."""
        dialog = self.query_one("#moon-dialog", Vertical)
        dialog.border_subtitle = self._text(_("choose 1 or 2 first · q quits, the choice waits"))
