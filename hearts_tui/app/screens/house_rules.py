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
the engine refuses is said in its words (:mod:`..table_choice` asks it).

Keys: Tab / Shift+Tab or ↑ / ↓ move between options, ← / → choose within a row, Enter opens
a list, Escape cancels.  The mouse works on every control.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Input, Label, RadioSet, Select, Static

from ...engine import Rules, Scoring, Variant
from ...words.rules_text import describe_option_changes, to_ascii
from ...words.table_choice import (
    OPTION_NAMES,
    TARGET_ERROR,
    apply_preset,
    choices,
    explanations,
    fixed_options,
    offered_players,
    read_target,
    refusal,
    switch_variant,
)
from ..dialog import Dialog
from ..widgets.form import ChoiceSet, FormSelect

__all__ = ["HouseRulesScreen", "apply_preset"]

#: The options of one-line choices, shown again from the rules after a big change.
CHOICE_FIELDS = (
    "variant",
    "players",
    "target",
    "move_timer",
    "queen_breaks_hearts",
    "queen_must_go",
    "points_on_first_trick",
    "first_lead",
    "jack_of_diamonds",
    "ties",
    "short_deck",
)
#: The options of drop-down lists.
SELECT_FIELDS = ("scoring", "pass_cycle", "moon")


class _Body(VerticalScroll, inherit_bindings=False, can_focus=False):
    """The scrolling list of options; keys belong to the controls (the wheel still scrolls)."""


class HouseRulesScreen(Dialog[Rules | None]):
    """The House rules dialog: a preset and every option of SPEC §3, each explained.

    Args:
        rules: the table to start from (the settings' rules for the next new game).
        ascii_suits: draw suits as letters (S H D C).

    Dismissed with the chosen :class:`Rules` on Apply, with ``None`` on Cancel or Escape.
    An invalid target score (not a whole number 10–500) is refused with a message.
    """

    CSS_PATH = "house_rules.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "cancel", "Cancel"),
        Binding("down", "app.focus_next", "Next option", show=False),
        Binding("up", "app.focus_previous", "Previous option", show=False),
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
        #: The explanation shown under each option (a line is redrawn only when it changes).
        self._explained: dict[str, str] = {}
        #: The summary line shown.
        self._summary = ""

    # -- building -------------------------------------------------------------------------

    def _t(self, text: str) -> str:
        return to_ascii(text) if self.ascii_suits else text

    def _option(self, name: str, control: Any, field: str, *extra: Any) -> Vertical:
        """A row: the option's name, its control(s), and a one-line explanation below."""
        return Vertical(
            Horizontal(Label(self._t(name), classes="name"), control, *extra, classes="row"),
            Static("", id=f"explain-{field}", classes="explain"),
            classes="option",
            id=f"option-{field}",
        )

    def _choice(self, name: str, field: str, options: list[tuple[str, Any]]) -> Vertical:
        """A row of one-line choices for ``field``, the current value chosen."""
        labelled = [(self._t(label), value) for label, value in options]
        control = ChoiceSet(labelled, getattr(self.rules, field), id=field, chosen=self._choose)
        return self._option(name, control, field)

    def _list(self, name: str, field: str, options: list[tuple[str, Any]]) -> Vertical:
        """A row with a drop-down list for ``field``, the current value chosen."""
        labelled = [(self._t(label), value) for label, value in options]
        control = FormSelect(labelled, getattr(self.rules, field), id=field, chosen=self._pick)
        return self._option(name, control, field)

    def _target(self) -> Vertical:
        """The target's row: its one-key choices, or any whole number typed."""
        target = self.rules.target
        return self._option(
            OPTION_NAMES["target"],
            ChoiceSet(choices("target", self.rules), target, id="target", chosen=self._choose),
            "target",
            Label("or", classes="or"),
            Input(
                str(target),
                type="integer",
                max_length=3,
                compact=True,
                id="target-input",
                placeholder="10–500",
            ),
        )

    def compose(self) -> ComposeResult:
        r = self.rules
        t = self._t
        with Vertical(id="dialog") as dialog:
            dialog.border_title = "House rules"
            dialog.border_subtitle = t("Tab ↑↓ move · ←→ choose · Enter opens a list · Esc cancels")
            yield Static("Changes apply to the next new game.", id="note")
            yield Static("", id="summary")
            with _Body(id="body"):
                for field in OPTION_NAMES:
                    if field == "target":
                        yield self._target()
                    elif field in SELECT_FIELDS:
                        yield self._list(OPTION_NAMES[field], field, choices(field, r))
                    else:
                        yield self._choice(OPTION_NAMES[field], field, choices(field, r))
            with Horizontal(id="buttons"):
                yield Button("Reset to Standard", id="reset")
                yield Static(classes="spacer")
                yield Button("Cancel", id="cancel")
                yield Button("Apply", id="apply", variant="primary")

    def on_mount(self) -> None:
        if self._closing_down():
            return
        self._refresh_texts()
        self.focus_on_mount("#variant")

    def set_focus(
        self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False
    ) -> None:
        """Focus as usual; by keyboard, bring the option's explanation into view too.

        (A mouse click focuses with ``scroll_visible=False``: scrolling then would move the
        control from under the pointer and lose the click.)
        """
        before = _option_of(self.focused)
        super().set_focus(widget, scroll_visible, from_app_focus)
        option = _option_of(widget)
        if option is not before:
            # The names under ``.option:focus-within``: Textual restyles on a focus move
            # only the nodes on the focus's path, and a name is beside it, not on it.
            names = [name for node in (before, option) if node for name in node.query(".name")]
            self.app.stylesheet.update_nodes(names, animate=True)
        if option is not None and scroll_visible:
            self.call_after_refresh(option.scroll_visible, animate=False)

    # -- keeping the controls and the rules in step ----------------------------------------

    def _refresh_texts(self) -> None:
        """Explanations, fixed options, rules-dependent labels and the summary line, from
        ``self.rules``."""
        r = self.rules
        t = self._t
        explain = explanations(r)
        if self.target_error is not None:
            explain["target"] = self.target_error
        explain.update(self.errors)
        fixed = fixed_options(r)
        for field, text in explain.items():
            widget = self.query_one(f"#explain-{field}", Static)
            if self._explained.get(field) != text:
                # Only a changed line: each update lays the dialog out again.
                self._explained[field] = text
                widget.update(t(text))
            error = field in self.errors or (field == "target" and self.target_error is not None)
            widget.set_class(error, "-error")
            self._mark_fixed(self.query_one(f"#option-{field}"), field in fixed)
        for field in (*CHOICE_FIELDS, *SELECT_FIELDS):
            if field != "target":
                self.query_one(f"#{field}").disabled = field in fixed
        self._choices("players").offer(offered_players(r))
        for field in ("first_lead", "short_deck"):
            self._choices(field).set_labels([t(label) for label, _ in choices(field, r)])
        with self.prevent(Select.Changed):
            for field in ("moon", "pass_cycle"):
                labelled = [(t(label), value) for label, value in choices(field, r)]
                self._select(field).set_choices(labelled, getattr(r, field))
        changes = describe_option_changes(r, ascii_suits=self.ascii_suits)
        summary = (
            "Next game: Standard table" if not changes else "Next game: " + " · ".join(changes)
        )
        if summary != self._summary:
            self._summary = summary
            self.query_one("#summary", Static).update(summary)

    def _mark_fixed(self, option: Widget, fixed: bool) -> None:
        """Show ``option`` as fixed by the game (its name dimmed) or not.

        Only the option and its name are restyled: Textual restyles a node's whole subtree on
        a change of its classes, and the control below is restyled by its ``disabled``.
        """
        if option.has_class("-fixed") == fixed:
            return
        option.set_class(fixed, "-fixed", update=False)
        self.app.stylesheet.update_nodes([option, *option.query(".name")], animate=True)

    def _choices(self, field: str) -> ChoiceSet[Any]:
        return self.query_one(f"#{field}", ChoiceSet)

    def _select(self, field: str) -> FormSelect[Any]:
        return self.query_one(f"#{field}", FormSelect)

    def _show_rules(self) -> None:
        """Every control from ``self.rules`` (after a game, a preset or Reset), quietly."""
        r = self.rules
        with self.prevent(Select.Changed, Input.Changed):
            self._select("scoring").value = r.scoring
            self.query_one("#target-input", Input).value = str(r.target)
        self.target_error = None
        self.errors = {}
        for field in CHOICE_FIELDS:
            self._choices(field).show(getattr(r, field))
        self._refresh_texts()

    def _change(self, field: str, value: object) -> None:
        """Take a new value of ``field``, unless the engine refuses it: then its reason
        shows under the option and the control goes back to the value in force."""
        if getattr(self.rules, field) == value:
            return
        reason = refusal(self.rules, **{field: value})
        if reason is not None:
            self.app.bell()
            self.errors = {field: reason}
            if field in CHOICE_FIELDS:
                self._choices(field).show(getattr(self.rules, field))
            self._refresh_texts()
            return
        self.rules = self.rules.replace(**{field: value})
        self.errors = {}
        self._refresh_texts()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if event.value is Select.NULL or not isinstance(event.select, FormSelect):
            return
        self._pick(event.select, event.value)

    def _pick(self, control: FormSelect[Any], value: Any) -> None:
        """A list's value chosen (by ← / → at once, or from the list): the rules follow."""
        field = control.id
        if field == "scoring":
            assert isinstance(value, Scoring)
            if value is not self.rules.scoring:
                self.rules = apply_preset(self.rules, value)
                self._show_rules()
        elif field is not None:
            self._change(field, value)

    @on(RadioSet.Changed)
    def _choice_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        control = event.radio_set
        assert isinstance(control, ChoiceSet) and control.id is not None
        value = control.value
        if value is not None:
            self._choose(control, value)

    def _choose(self, control: ChoiceSet[Any], value: Any) -> None:
        """A row's value chosen (by ← / → at once, or a click): the rules follow."""
        if control.id == "variant":
            assert isinstance(value, Variant)
            if value is not self.rules.variant:
                self.rules = switch_variant(self.rules, value)
                self._show_rules()
            return
        if control.id == "target":
            with self.prevent(Input.Changed):
                self.query_one("#target-input", Input).value = str(value)
            self.target_error = None
        if control.id is not None:
            self._change(control.id, value)

    @on(Input.Changed, "#target-input")
    def _target_typed(self, event: Input.Changed) -> None:
        event.stop()
        target = read_target(event.value, self.rules)
        if target is None:
            self.target_error = TARGET_ERROR + "."
            self._choices("target").show(None)
            self._refresh_texts()
            return
        self.target_error = None
        self._choices("target").show(target)
        self._change("target", target)
        self._refresh_texts()

    @on(Input.Submitted, "#target-input")
    def _target_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.target_error is None:
            self.focus_next()

    # -- buttons --------------------------------------------------------------------------

    @on(Button.Pressed, "#apply")
    def action_apply(self) -> None:
        if self.target_error is not None:
            self.app.bell()
            self.query_one("#target-input", Input).focus()
            self.notify(TARGET_ERROR + " for the target score.", severity="error", timeout=4)
            return
        self.dismiss(self.rules)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#reset")
    def action_reset(self) -> None:
        self.rules = Rules()
        self._show_rules()


def _option_of(widget: Widget | None) -> Widget | None:
    """The option (row, control and explanation) that holds ``widget``, if any."""
    for node in widget.ancestors_with_self if widget is not None else ():
        if isinstance(node, Widget) and node.has_class("option"):
            return node
    return None
