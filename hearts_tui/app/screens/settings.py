"""The settings drawer: CPU pace and strength, colours (auto, dark, light), house rules
(the target among them), confirm move, ASCII suits, a game code, new game, unfinished games.

Every change is applied (and saved) at once through the app; the rules wait for the next
new game.  The target is set in one place, the House rules dialog, with its validation;
the drawer names it in its "next game" line.  A typed game code starts that game; a
mistyped one is refused with the reason and the current game is left alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from ...engine import InvalidCode, Rules, parse_code
from ...store.settings import LEVELS, PACES, THEMES, Settings
from ...words.describe import suits_text
from ..dialog import Dialog
from ..widgets.footer import QuietFooter
from ..widgets.form import FormSelect
from ..widgets.select import AsciiCheckbox

if TYPE_CHECKING:
    from ..table_app import HeartsApp

CONFIRM = "Confirm move"
ASCII = "ASCII suits (S H D C)"
ONLY_CARD = "Play an only card for me"
PAUSE = "Wait for a key after a trick"
TAKE_BACK = "Allow take-back (z)"
#: Each checkbox of the drawer: the setting it changes and its label.
CHECKBOXES = {
    "confirm": ("confirm_move", CONFIRM),
    "ascii": ("ascii_suits", ASCII),
    "only-card": ("play_only_card", ONLY_CARD),
    "pause": ("pause_after_trick", PAUSE),
    "take-back": ("allow_take_back", TAKE_BACK),
}


def _on_off(label: str, value: bool) -> str:
    """A checkbox label that says its state in words (readable without colour)."""
    return f"{label}: {'on' if value else 'off'}"


class _Drawer(VerticalScroll, inherit_bindings=False, can_focus=False):
    """The drawer's scrolling column: ↑ / ↓ belong to the dialog (the next / previous
    setting), not to the scroll (the wheel still scrolls)."""


class SettingsScreen(Dialog[None]):
    """A drawer on the right; Escape closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", "Close")]

    def __init__(self, settings: Settings, code: str) -> None:
        super().__init__()
        self._settings = settings
        self._code = code

    @property
    def hearts(self) -> HeartsApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        settings = self._settings
        with _Drawer(id="drawer"):
            yield Static("Settings", classes="dialog-title")
            yield _select_row("CPU pace", [(p, p) for p in PACES], settings.cpu_pace, "pace")
            yield _select_row(
                "CPU strength", [(lv, lv) for lv in LEVELS], settings.cpu_level, "level"
            )
            yield _select_row("Colours", [(t, t) for t in THEMES], settings.theme, "theme")
            yield Button(
                suits_text("House rules and target…", settings.ascii_suits),
                id="house-rules",
                compact=True,
            )
            yield Static(
                suits_text(_next_table(settings), settings.ascii_suits),
                id="next-table",
                classes="hint",
            )
            yield AsciiCheckbox(
                _on_off(CONFIRM, settings.confirm_move),
                settings.confirm_move,
                compact=True,
                id="confirm",
            )
            yield AsciiCheckbox(
                _on_off(ASCII, settings.ascii_suits), settings.ascii_suits, compact=True, id="ascii"
            )
            for box in ("only-card", "pause", "take-back"):
                name, label = CHECKBOXES[box]
                value = getattr(settings, name)
                yield AsciiCheckbox(_on_off(label, value), value, compact=True, id=box)
            yield Static("Play a game code", classes="section")
            with Horizontal(classes="row"):
                yield Input(placeholder=self._code, compact=True, id="code-input")
                yield Button("Play", id="play-code", compact=True)
            yield Static("", id="code-error")
            with Horizontal(classes="row"):
                yield Button("New game", id="new-game", compact=True)
                yield Button(
                    suits_text("Unfinished…", settings.ascii_suits), id="unfinished", compact=True
                )
                yield Button("Close", id="close", compact=True)
        yield QuietFooter()

    def on_mount(self) -> None:
        self.focus_on_mount("#pace")

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        value: Any = event.value
        if value is Select.BLANK:
            return
        settings = self.hearts.settings
        if event.select.id == "pace" and value != settings.cpu_pace:
            self.hearts.change_settings(cpu_pace=str(value))
        elif event.select.id == "level" and value != settings.cpu_level:
            self.hearts.change_settings(cpu_level=str(value))
        elif event.select.id == "theme" and value != settings.theme:
            self.hearts.change_settings(theme=str(value))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        box = str(event.checkbox.id)
        field, label = CHECKBOXES[box]
        event.checkbox.label = _on_off(label, event.value)
        if getattr(self.hearts.settings, field) != event.value:
            self.hearts.change_settings(**{field: event.value})
            if field == "ascii_suits":
                # The drawer's own words, arrows and boxes are drawn in the new way too.
                self._settings = self.hearts.settings
                self._recompose_focused(f"#{box}")

    def _recompose_focused(self, selector: str) -> None:
        """Draw the drawer again, keeping the focus on ``selector``."""

        async def again() -> None:
            await self.recompose()
            self.query_one(selector).focus()

        self.call_later(again)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._play_code()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if self.dismissed:  # a second Enter in a burst, after New game closed the drawer
            return
        if event.button.id == "play-code":
            self._play_code()
        elif event.button.id == "house-rules":
            from .house_rules import HouseRulesScreen

            settings = self.hearts.settings
            self.hearts.open(
                HouseRulesScreen(settings.rules, ascii_suits=settings.ascii_suits),
                self._house_rules_chosen,
            )
        elif event.button.id == "new-game":
            self._close_then(self.hearts.replace_game, None)
        elif event.button.id == "unfinished":
            self._close_then(self.hearts.show_unfinished)
        else:
            self.dismiss(None)

    def _house_rules_chosen(self, rules: Rules | None) -> None:
        """Apply the House rules dialog's table to the next new game."""
        if rules is not None and rules != self.hearts.settings.rules:
            self.hearts.change_settings(rules=rules)
            self._settings = self.hearts.settings
            self.refresh(recompose=True)

    def _play_code(self) -> None:
        if self.dismissed:
            return
        text = self.query_one("#code-input", Input).value.strip()
        error = self.query_one("#code-error", Static)
        if not text:
            error.update("Type a game code first")
            return
        try:
            parse_code(text)
        except InvalidCode as exc:
            error.update(str(exc))
            return
        self._close_then(self.hearts.replace_game, text)

    def action_close(self) -> None:
        self.dismiss(None)

    def _close_then(self, then: Callable[..., None], *args: Any) -> None:
        """Close the drawer, then ``then(*args)`` from the app.

        Run from the app, not from this screen: a dialog that ``then`` opens reports back
        to the screen that opened it, and this one is gone by then.
        """
        self.dismiss(None)
        self.app.call_later(then, *args)


def _select_row(
    label: str, options: list[tuple[str, Any]], value: Any, select_id: str
) -> Horizontal:
    """A labelled one-line drop-down of the drawer."""
    return Horizontal(
        Label(label),
        FormSelect(options, value, id=select_id),
        classes="row",
    )


def _next_table(settings: Settings) -> str:
    """ "next game: Standard table" or the house rules it will use, in one short line."""
    from ...words.rules_text import describe_option_changes

    rules = settings.rules
    changes = describe_option_changes(rules, ascii_suits=settings.ascii_suits)
    if not changes:
        changes.append("Standard table")
    if not any(change.startswith("Target") for change in changes):
        changes.append(f"to {rules.target}")
    return "next game: " + " · ".join(changes)
