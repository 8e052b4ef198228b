"""The House rules screen: choose the table of the next new game.

``HouseRulesScreen(rules)`` is a modal dialog over whatever screen pushed it.  It is
dismissed with the new :class:`~hearts_tui.engine.Rules` (Apply) or ``None`` (Cancel,
Escape)::

    def apply(rules: Rules | None) -> None:
        if rules is not None:
            settings = dataclasses.replace(settings, rules=rules)   # for the next new game

    app.push_screen(HouseRulesScreen(settings.rules, ascii_suits=settings.ascii_suits), apply)

The game comes first (Standard, Domino Hearts, Cancellation Hearts, each explained in a
line), then the players it seats, its scoring, target and move timer, then every option of
SPEC §3 and "Q♠ must go".  An option the game fixes is disabled, its line saying why; what
the engine refuses is said in its words (:mod:`...words.table_choice` asks it).

The whole dialog is one :class:`~..widgets.rows.FormView`: a key changes its rows and
repaints that one widget (a widget per label and control made an arrow key cost 10 to 50
times a bare app's key, benchmarks/responsiveness.py).

Keys: Tab / Shift+Tab or ↑ / ↓ move between options, ← / → choose within a row, Enter opens
a list, digits type a target, Escape cancels.  Each option is one focus stop, named in its
row (the target's typed number is part of its row, not a stop of its own: issue 30 §3).
The mouse works on every control.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from ...engine import Rules, Scoring, Variant
from ...words import touch
from ...words.language import N_, _
from ...words.rules_text import describe_option_changes, to_ascii
from ...words.table_choice import (
    OPTION_NAMES,
    apply_preset,
    choices,
    explanations,
    fixed_options,
    offered_players,
    read_target,
    refusal,
    switch_variant,
    target_error,
)
from ..dialog import FormDialog
from ..layouts import with_layouts
from ..widgets.rows import BlankRow, ButtonsRow, ChoiceRow, FormView, ListRow, Row, TextRow

__all__ = ["HouseRulesScreen", "apply_preset"]

#: The options of drop-down lists; every other option is a row of choices.
SELECT_FIELDS = ("scoring", "pass_cycle", "moon")


#: The buttons at the foot of the dialog.
def _buttons() -> tuple[tuple[str, str, bool], ...]:
    """The buttons at the foot of the dialog, in the language spoken."""
    return (
        ("reset", _("Reset to Standard"), False),
        ("cancel", _("Cancel"), False),
        ("apply", _("Apply"), True),
    )


class HouseRulesScreen(FormDialog[Rules | None]):
    """The House rules dialog: a preset and every option of SPEC §3, each explained.

    Args:
        rules: the table to start from (the settings' rules for the next new game).
        ascii_suits: draw suits as letters (S H D C).

    Dismissed with the chosen :class:`Rules` on Apply, with ``None`` on Cancel or Escape.
    An invalid target score (not a whole number 10–500) is refused with a message.
    """

    CSS = """
    HouseRulesScreen { align: center middle; }
    HouseRulesScreen > FormView {
        width: 80;
        max-width: 100%;
        max-height: 100%;
        border: round $accent;
        border-title-color: $text;
        border-title-style: bold;
        border-subtitle-color: $text-muted;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,q"), "cancel", N_("Cancel"))
    ]

    def __init__(self, rules: Rules, *, ascii_suits: bool = False) -> None:
        super().__init__()
        self.initial = rules
        self.rules = rules
        self.ascii_suits = ascii_suits
        #: Why the typed target is refused, or None while it is fine.
        self.target_error: str | None = None
        #: The engine's reason for the last value it refused, by option.
        self.errors: dict[str, str] = {}
        self.form = FormView(self._rows(), changed=self._changed, pressed=self._pressed)

    # -- building -------------------------------------------------------------------------

    def _t(self, text: str) -> str:
        return to_ascii(text) if self.ascii_suits else text

    def _labelled(self, field: str) -> tuple[tuple[str, Any], ...]:
        return tuple((self._t(label), value) for label, value in choices(field, self.rules))

    def _rows(self) -> list[Row]:
        """Every row, from ``self.rules`` (and the errors shown)."""
        r = self.rules
        t = self._t
        explain = explanations(r)
        if self.target_error is not None:
            explain["target"] = self.target_error
        explain.update(self.errors)
        fixed = fixed_options(r)
        rows: list[Row] = [
            TextRow(
                "note", text=_("Changes apply to the next new game."), look="bold", pinned="top"
            ),
            TextRow("summary", text=self._summary(), look="muted", pinned="top"),
        ]
        for field, name in OPTION_NAMES.items():
            disabled = field in fixed and field != "target"
            kind: type[ListRow | ChoiceRow] = ListRow if field in SELECT_FIELDS else ChoiceRow
            extra: dict[str, Any] = {}
            if field == "players":
                extra["offered"] = tuple(offered_players(r))
            if field == "target":
                preset = [value for _, value in choices("target", r)]
                extra["typed"] = "" if r.target in preset else str(r.target)
                extra["placeholder"] = t(_("10–500"))
            rows.append(
                kind(
                    field,
                    name=t(name),
                    choices=self._labelled(field),
                    value=getattr(r, field),
                    disabled=disabled,
                    **extra,
                )
            )
            error = field in self.errors or (field == "target" and self.target_error is not None)
            rows.append(
                TextRow(
                    f"explain-{field}",
                    text=t(explain.get(field, "")),
                    look="error" if error else "muted",
                    indent=2,
                    wrap=True,
                )
            )
        rows.append(BlankRow("gap", pinned="bottom"))
        rows.append(ButtonsRow("buttons", buttons=_buttons(), spread=True, pinned="bottom"))
        return rows

    def _summary(self) -> str:
        changes = describe_option_changes(self.rules, ascii_suits=self.ascii_suits)
        if not changes:
            return _("Next game: Standard table")
        return _("Next game: {table}").format(table=" · ".join(changes))

    def compose(self) -> ComposeResult:
        form = self.form
        form.border_title = _("House rules")
        form.border_subtitle = self._t(
            touch.house_rules_hint()
            if touch.on_touch()
            else _("Tab ↑↓ move · ←→ choose · Enter opens a list · Esc cancels")
        )
        yield form

    # -- keeping the rows and the rules in step --------------------------------------------

    def _show(self) -> None:
        """Every row from ``self.rules``, in the key's own handling (one repaint)."""
        form = self.form
        rows = []
        for row in self._rows():
            current = form.row(row.key)
            if isinstance(row, ChoiceRow) and isinstance(current, ChoiceRow) and current.typed:
                # The target: the number as typed so far ("50" on the way to "500"), and no
                # choice pressed while it is refused.
                typed = read_target(current.typed, self.rules) == self.rules.target
                if typed or self.target_error is not None:
                    value = None if self.target_error is not None else row.value
                    row = replace(row, typed=current.typed, value=value)
            rows.append(row)
        form.replace_rows(rows)

    def _change(self, field: str, value: object) -> None:
        """Take a new value of ``field``, unless the engine refuses it: then its reason
        shows under the option and the control goes back to the value in force."""
        if getattr(self.rules, field) == value:
            return
        reason = refusal(self.rules, **{field: value})
        if reason is not None:
            self.app.bell()
            self.errors = {field: reason}
            self._show()
            return
        self.rules = self.rules.replace(**{field: value})
        self.errors = {}
        self._show()

    def _changed(self, field: str, value: Any) -> None:
        """A key or a click chose ``value`` for ``field`` (the form shows it already)."""
        if field == "variant":
            assert isinstance(value, Variant)
            self.errors = {}
            self.target_error = None
            self.rules = switch_variant(self.rules, value)
            self._show()
        elif field == "scoring":
            assert isinstance(value, Scoring)
            if value is not self.rules.scoring:
                self.errors = {}
                self.rules = apply_preset(self.rules, value)
                self._show()
        elif field == "target" and isinstance(value, str):
            self._typed_target(value)
        else:
            if field == "target":
                self.target_error = None
            self._change(field, value)

    def _typed_target(self, text: str) -> None:
        target = read_target(text, self.rules)
        if target is None:
            self.target_error = target_error() + "."
            self._show()
            return
        self.target_error = None
        self._change("target", target)
        self._show()

    def _pressed(self, key: str) -> None:
        if key == "apply":
            self.action_apply()
        elif key == "cancel":
            self.action_cancel()
        elif key == "reset":
            self.action_reset()
        elif key == "target" and self.target_error is None:
            self.form.action_move(1)  # Enter after a typed target: on to the next option

    # -- buttons --------------------------------------------------------------------------

    def action_apply(self) -> None:
        if self.target_error is not None:
            self.app.bell()
            self.form.focus_stop("target")
            self.notify(
                _("{error} for the target score.").format(error=target_error()),
                severity="error",
                timeout=4,
            )
            return
        self.dismiss(self.rules)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_reset(self) -> None:
        """Reset to Standard: asks first when it would undo a choice (a stray Enter on the
        button, reached by ↓ after the last rule, wiped every choice made)."""
        if self.rules == Rules() and self.target_error is None:
            self._reset(True)
            return
        from .confirm import ConfirmScreen  # the question's module: not needed to open

        self.app.push_screen(
            ConfirmScreen(
                _("Reset every house rule to the Standard table?"),
                _("The choices made here give way to the Standard table's."),
                yes=_("Reset"),
                no=_("Keep my choices"),
            ),
            self._reset,
        )

    def _reset(self, yes: bool | None) -> None:
        if not yes or self.dismissed:
            return
        self.rules = Rules()
        self.errors = {}
        self.target_error = None
        self._show()

    # -- for tests and screen readers ------------------------------------------------------

    def explanation(self, field: str) -> str:
        """The line under ``field``'s row, as shown."""
        return self.form.row(f"explain-{field}", TextRow).text

    def summary(self) -> str:
        """The "Next game: …" line."""
        return self.form.row("summary", TextRow).text
