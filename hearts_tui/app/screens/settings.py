"""The settings drawer: CPU pace and strength, colours (auto, dark, light), the language,
house rules (the target among them), confirm move, ASCII suits, a game code, new game,
unfinished games.

Every change is applied (and saved) at once through the app; the rules wait for the next
new game.  The target is set in one place, the House rules dialog, with its validation;
the drawer names it in its "next game" line.  A typed game code starts that game; a
mistyped one is refused with the reason and the current game is left alone.

The drawer is one :class:`~..widgets.rows.FormView` and a key line: a key changes its rows
and repaints that one widget (a widget per label and control made the drawer the slowest
dialog to open, benchmarks/responsiveness.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from ...engine import InvalidCode, Rules, parse_code
from ...store.settings import LEVELS, PACES, SYSTEM_LANGUAGE, THEMES, Settings
from ...words.describe import suits_text
from ...words.engine_words import said
from ...words.language import N_, _, available, language_name, pgettext
from ..dialog import FormDialog
from ..layouts import with_layouts
from ..widgets.footer import KeyLine
from ..widgets.rows import (
    BlankRow,
    ButtonsRow,
    CheckRow,
    FieldRow,
    FormView,
    ListRow,
    Row,
    TextRow,
)

if TYPE_CHECKING:
    from ..table_app import HeartsApp

CONFIRM = N_("Confirm move")
ASCII = N_("ASCII suits (S H D C)")
ONLY_CARD = N_("Play an only card for me")
PAUSE = N_("Wait for a key after a trick")
TAKE_BACK = N_("Allow take-back (z)")
#: Each checkbox of the drawer: the setting it changes and its label.
CHECKBOXES = {
    "confirm": ("confirm_move", CONFIRM),
    "ascii": ("ascii_suits", ASCII),
    "only-card": ("play_only_card", ONLY_CARD),
    "pause": ("pause_after_trick", PAUSE),
    "take-back": ("allow_take_back", TAKE_BACK),
}
#: Each drop-down list of the drawer: the setting it changes.
LISTS = {"pace": "cpu_pace", "level": "cpu_level", "theme": "theme", "language": "language"}
#: The columns of a list's name in the drawer.
NAME_WIDTH = 20


def _on_off(label: str, value: bool) -> str:
    """A checkbox label that says its state in words (readable without colour)."""
    state = pgettext("a setting", "on") if value else pgettext("a setting", "off")
    return _("{setting}: {state}").format(setting=_(label), state=state)


def _choice_words() -> dict[str, dict[str, str]]:
    """The words of each drop-down list's values, in the language spoken."""
    return {
        "pace": {
            "slow": pgettext("CPU pace", "slow"),
            "normal": pgettext("CPU pace", "normal"),
            "fast": pgettext("CPU pace", "fast"),
            "instant": pgettext("CPU pace", "instant"),
        },
        "level": {
            "easy": pgettext("CPU strength", "easy"),
            "normal": pgettext("CPU strength", "normal"),
            "hard": pgettext("CPU strength", "hard"),
        },
        "theme": {
            "auto": pgettext("colours", "auto"),
            "dark": pgettext("colours", "dark"),
            "light": pgettext("colours", "light"),
        },
    }


class SettingsScreen(FormDialog[None]):
    """A drawer on the right; Escape closes it."""

    CSS = """
    SettingsScreen { align: right top; }
    SettingsScreen > #drawer {
        width: 48;
        height: 100%;
        max-height: 100%;
        border: thick $accent;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,q"), "close", N_("Close"))
    ]

    def __init__(self, settings: Settings, code: str) -> None:
        super().__init__()
        self._settings = settings
        self._code = code
        self.form = FormView(
            self._rows(),
            changed=self._changed,
            pressed=self._pressed,
            name_width=NAME_WIDTH,
            plain_names=True,
            id="drawer",
        )

    @property
    def hearts(self) -> HeartsApp:
        return self.app  # type: ignore[return-value]

    # -- the rows -------------------------------------------------------------------------

    def _rows(self, code_text: str = "", code_error: str = "") -> list[Row]:
        settings = self._settings
        ascii_suits = settings.ascii_suits

        def listed(key: str, name: str, choices: list[tuple[str, Any]]) -> Row:
            value = getattr(settings, LISTS[key])
            # A label of its own line: its first letter in upper case ("темп компьютера"
            # is worded for the middle of a sentence too).
            label = name[:1].upper() + name[1:]
            return ListRow(key, name=label, choices=tuple(choices), value=value)

        words = _choice_words()
        rows = [
            TextRow("title", text=_("Settings"), look="title"),
            BlankRow("gap-title"),
            listed("pace", _("CPU pace"), [(words["pace"].get(p, p), p) for p in PACES]),
            listed("level", _("CPU strength"), [(words["level"].get(lv, lv), lv) for lv in LEVELS]),
            listed("theme", _("Colours"), [(words["theme"].get(t, t), t) for t in THEMES]),
            listed("language", _("Language"), _languages()),
            BlankRow("gap-lists"),
            ButtonsRow(
                "house-rules-row",
                buttons=(
                    ("house-rules", suits_text(_("House rules and target…"), ascii_suits), False),
                ),
                left=True,
            ),
            TextRow(
                "next-table",
                text=suits_text(_next_table(settings), ascii_suits),
                look="muted",
                wrap=True,
            ),
            BlankRow("gap-boxes"),
        ]
        for key, (field, label) in CHECKBOXES.items():
            value = getattr(settings, field)
            rows.append(CheckRow(key, name=_on_off(label, value), value=value))
        rows += [
            BlankRow("gap-code"),
            TextRow("section-code", text=_("Play a game code"), look="section"),
            FieldRow(
                "code-input",
                value=code_text,
                placeholder=self._code,
                width=0,
                button=pgettext("button", "Play"),
            ),
            TextRow("code-error", text=code_error, look="error", wrap=True),
            ButtonsRow(
                "buttons",
                buttons=(
                    ("new-game", _("New game"), False),
                    ("unfinished", suits_text(_("Unfinished…"), ascii_suits), False),
                    ("close", _("Close"), False),
                ),
                left=True,
            ),
        ]
        return rows

    def compose(self) -> ComposeResult:
        yield self.form
        yield KeyLine()

    def _redraw(self) -> None:
        """Every row from the settings in use (the focus stays on its row)."""
        self._settings = self.hearts.settings
        form = self.form
        self.form.set_rows(
            self._rows(str(form.value("code-input") or ""), form.row("code-error", TextRow).text)
        )

    # -- what a key or a click chose -------------------------------------------------------

    def _changed(self, key: str, value: Any) -> None:
        if key in LISTS:
            field = LISTS[key]
            if getattr(self.hearts.settings, field) != value:
                self.hearts.change_settings(**{field: str(value)})
            if key == "language":
                self._redraw()  # the drawer's own words in the new language
                self.query_one(KeyLine).show_keys()  # and its key line ("esc Close")
            return
        if key in CHECKBOXES:
            field, label = CHECKBOXES[key]
            self.form.update(key, name=_on_off(label, bool(value)))
            if getattr(self.hearts.settings, field) != value:
                self.hearts.change_settings(**{field: bool(value)})
                if field == "ascii_suits":
                    # The drawer's own words, arrows and boxes are drawn in the new way too.
                    self._redraw()
            return
        if key == "code-input" and self.form.row("code-error", TextRow).text:
            self.form.update("code-error", text="")

    def _pressed(self, key: str) -> None:
        if self.dismissed:  # a second Enter in a burst, after New game closed the drawer
            return
        if key in ("play-code", "code-input"):
            self._play_code()
        elif key == "house-rules":
            from .house_rules import HouseRulesScreen

            settings = self.hearts.settings
            self.hearts.open(
                HouseRulesScreen(settings.rules, ascii_suits=settings.ascii_suits),
                self._house_rules_chosen,
            )
        elif key == "new-game":
            self._close_then(self.hearts.replace_game, None)
        elif key == "unfinished":
            self._close_then(self.hearts.show_unfinished)
        elif key == "close":
            self.dismiss(None)

    def _house_rules_chosen(self, rules: Rules | None) -> None:
        """Apply the House rules dialog's table to the next new game; the focus stays on
        the House rules… button it came from (issue 30 §3)."""
        if rules is not None and rules != self.hearts.settings.rules:
            self.hearts.change_settings(rules=rules)
            self._redraw()
        self.form.focus_stop("house-rules")
        self.form.focus()

    def _play_code(self) -> None:
        if self.dismissed:
            return
        text = str(self.form.value("code-input") or "").strip()
        if not text:
            self.form.update("code-error", text=_("Type a game code first"))
            return
        try:
            code = parse_code(text).text  # as hearts writes it, however it was typed
        except InvalidCode as exc:
            self.form.update("code-error", text=said(str(exc)))
            return
        self._close_then(self.hearts.replace_game, code)

    def action_close(self) -> None:
        self.dismiss(None)

    def _close_then(self, then: Callable[..., None], *args: Any) -> None:
        """Close the drawer, then ``then(*args)`` from the app.

        Run from the app, not from this screen: a dialog that ``then`` opens reports back
        to the screen that opened it, and this one is gone by then.
        """
        self.dismiss(None)
        self.app.call_later(then, *args)

    # -- for tests and screen readers ------------------------------------------------------

    def next_table(self) -> str:
        """The "next game: …" line."""
        return self.form.row("next-table", TextRow).text

    def code_error(self) -> str:
        """Why the typed code was refused ("" while nothing is)."""
        return self.form.row("code-error", TextRow).text


def _languages() -> list[tuple[str, str]]:
    """The Language choices: the system's, then each language by its own name."""
    return [(_("From the system"), SYSTEM_LANGUAGE)] + [
        (language_name(code), code) for code in available()
    ]


def _next_table(settings: Settings) -> str:
    """ "next game: Standard table" or the house rules it will use, in one short line."""
    from ...words.rules_text import describe_option_changes, table_defaults

    rules = settings.rules
    changes = describe_option_changes(rules, ascii_suits=settings.ascii_suits)
    if not changes:
        changes.append(_("Standard table"))
    if rules.target == table_defaults(rules).target:  # the target is not among the changes
        changes.append(_("to {target}").format(target=rules.target))
    return _("next game: {table}").format(table=" · ".join(changes))
