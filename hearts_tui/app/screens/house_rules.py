"""The House rules screen: choose the table of the next new game.

``HouseRulesScreen(rules)`` is a modal dialog over whatever screen pushed it.  It is
dismissed with the new :class:`~hearts_tui.engine.Rules` (Apply) or ``None`` (Cancel,
Escape)::

    def apply(rules: Rules | None) -> None:
        if rules is not None:
            settings = dataclasses.replace(settings, rules=rules)   # for the next new game

    app.push_screen(HouseRulesScreen(settings.rules, ascii_suits=settings.ascii_suits), apply)

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

from ...engine import FirstLead, MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule
from ...engine.rules import TARGET_MAX, TARGET_MIN
from ...engine.table import table_for
from ..dialog import Dialog
from ..rules_text import (
    PRESET_NAMES,
    describe_option_changes,
    moon_label,
    pass_cycle_label,
    point_values,
    to_ascii,
)
from ..widgets.form import ChoiceSet, FormSelect

__all__ = ["HouseRulesScreen", "apply_preset"]

#: Whole-number targets offered as one-key choices; any other goes in the text field.
TARGET_CHOICES = (50, 100)
TARGET_ERROR = f"Type a whole number from {TARGET_MIN} to {TARGET_MAX}"


def apply_preset(rules: Rules, scoring: Scoring) -> Rules:
    """``rules`` with the scoring preset ``scoring``, keeping the other options.

    A preset that brings its own passing (Greek Hearts passes right, No Black Lady not at
    all) sets it; leaving such a preset drops its passing again, unless the player changed
    it.  Every other option (target, moon, J♦, players…) is kept.
    """
    kept = rules.to_dict()
    del kept["scoring"], kept["pass_cycle"]
    own_pass = Rules.preset(scoring).pass_cycle
    old_default = Rules.preset(rules.scoring).pass_cycle
    if own_pass is PassCycle.STANDARD and rules.pass_cycle is not old_default:
        kept["pass_cycle"] = rules.pass_cycle  # the player's own choice
    return Rules.preset(scoring, **kept)


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

    def compose(self) -> ComposeResult:
        r = self.rules
        t = self._t
        target_text = str(r.target)
        with Vertical(id="dialog") as dialog:
            dialog.border_title = "House rules"
            dialog.border_subtitle = t("Tab ↑↓ move · ←→ choose · Enter opens a list · Esc cancels")
            yield Static("Changes apply to the next new game.", id="note")
            yield Static("", id="summary")
            with _Body(id="body"):
                yield self._option(
                    "Table",
                    FormSelect(
                        [(name, s) for s, name in PRESET_NAMES.items()], r.scoring, id="scoring"
                    ),
                    "scoring",
                )
                yield self._option(
                    "Target score",
                    ChoiceSet([(str(v), v) for v in TARGET_CHOICES], r.target, id="target"),
                    "target",
                    Label("or", classes="or"),
                    Input(
                        target_text,
                        type="integer",
                        max_length=3,
                        compact=True,
                        id="target-input",
                        placeholder="10–500",
                    ),
                )
                yield self._option(
                    "Pass cycle",
                    FormSelect(
                        [(pass_cycle_label(r, c), c) for c in PassCycle],
                        r.pass_cycle,
                        id="pass_cycle",
                    ),
                    "pass_cycle",
                )
                yield self._option(
                    t("Q♠ breaks hearts"),
                    ChoiceSet(
                        [("no", False), ("yes", True)],
                        r.queen_breaks_hearts,
                        id="queen_breaks_hearts",
                    ),
                    "queen_breaks_hearts",
                )
                yield self._option(
                    "Points, 1st trick",
                    ChoiceSet(
                        [("forbidden", False), ("allowed", True)],
                        r.points_on_first_trick,
                        id="points_on_first_trick",
                    ),
                    "points_on_first_trick",
                )
                yield self._option(
                    "First lead",
                    ChoiceSet(
                        [
                            (t("2♣ leads"), FirstLead.TWO_OF_CLUBS),
                            ("left of dealer, any card", FirstLead.LEFT_OF_DEALER),
                        ],
                        r.first_lead,
                        id="first_lead",
                    ),
                    "first_lead",
                )
                yield self._option(
                    "Moon shot",
                    FormSelect([(t(moon_label(r, m)), m) for m in MoonMode], r.moon, id="moon"),
                    "moon",
                )
                yield self._option(
                    t("J♦ (Omnibus)"),
                    ChoiceSet(
                        [("off", 0), (t("−10"), -10), (t("−11"), -11)],
                        r.jack_of_diamonds,
                        id="jack_of_diamonds",
                    ),
                    "jack_of_diamonds",
                )
                yield self._option(
                    "Equal lowest",
                    ChoiceSet(
                        [("share first place", TieRule.SHARE), ("play on", TieRule.PLAY_ON)],
                        r.ties,
                        id="ties",
                    ),
                    "ties",
                )
                yield self._option(
                    "Players",
                    ChoiceSet([("4", 4), ("3", 3), ("5", 5)], r.players, id="players"),
                    "players",
                )
                yield self._option(
                    "3 or 5 players",
                    ChoiceSet(
                        [("remove cards", ShortDeck.REMOVE), ("kitty", ShortDeck.KITTY)],
                        r.short_deck,
                        id="short_deck",
                    ),
                    "short_deck",
                )
            with Horizontal(id="buttons"):
                yield Button("Reset to Standard", id="reset")
                yield Static(classes="spacer")
                yield Button("Cancel", id="cancel")
                yield Button("Apply", id="apply", variant="primary")

    def on_mount(self) -> None:
        if self._closing_down():
            return
        self._refresh_texts()
        self.focus_on_mount("#scoring")

    def set_focus(
        self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False
    ) -> None:
        """Focus as usual; by keyboard, bring the option's explanation into view too.

        (A mouse click focuses with ``scroll_visible=False``: scrolling then would move the
        control from under the pointer and lose the click.)
        """
        super().set_focus(widget, scroll_visible, from_app_focus)
        if widget is None or not scroll_visible:
            return
        for node in widget.ancestors:
            if isinstance(node, Widget) and node.has_class("option"):
                self.call_after_refresh(node.scroll_visible, animate=False)
                break

    # -- keeping the controls and the rules in step ----------------------------------------

    def _refresh_texts(self) -> None:
        """Explanations, rules-dependent labels and the summary line, from ``self.rules``."""
        r = self.rules
        t = self._t
        explain: dict[str, str] = {
            "scoring": point_values(r),
            "target": self.target_error
            or "The game ends after the hand in which someone reaches it.",
            "pass_cycle": "Each hand starts by passing 3 cards; left is the next player."
            if r.pass_cycle is not PassCycle.OFF
            else "The hands are played as dealt.",
            "queen_breaks_hearts": "Whether playing the Q♠ lets hearts be led afterwards.",
            "points_on_first_trick": "Whether point cards may be discarded on the first trick.",
            "first_lead": "The 2♣ opens each hand, or the player left of the dealer leads any card."
            if not (r.players == 5 and r.short_deck is ShortDeck.REMOVE)
            else "The 3♣ opens each hand (the 2♣ is out), or left of the dealer, any card.",
            "moon": "When one player takes every point card of a hand.",
            "jack_of_diamonds": "Taking the J♦ takes 10 or 11 points off your score.",
            "ties": "Equal lowest totals at the end: share the win, or deal on.",
            "players": f"You and {r.players - 1} CPUs, {table_for(r).hand_size} cards each."
            + (" 3 or 5 players need a short deck (below)." if r.players == 4 else ""),
            "short_deck": "Only with 3 or 5 players: every card is dealt at four."
            if r.players == 4
            else (
                "Remove the 2♦, or deal 1 card face down to the first trick's winner."
                if r.players == 3
                else "Remove 2♦ and 2♣, or deal 2 face down to the first trick's winner."
            ),
        }
        for field, text in explain.items():
            widget = self.query_one(f"#explain-{field}", Static)
            widget.update(t(text))
            widget.set_class(field == "target" and self.target_error is not None, "-error")
        lead = "3♣ leads" if r.players == 5 and r.short_deck is ShortDeck.REMOVE else "2♣ leads"
        self._choices("first_lead").set_labels([t(lead), "left of dealer, any card"])
        removed = "remove 2♦" if r.players != 5 else "remove 2♦ 2♣"
        self._choices("short_deck").set_labels([t(removed), "kitty"])
        self._choices("short_deck").disabled = r.players == 4
        moon = self._select("moon")
        with self.prevent(Select.Changed):
            moon.set_choices([(t(moon_label(r, m)), m) for m in MoonMode], r.moon)
            self._select("pass_cycle").set_choices(
                [(pass_cycle_label(r, c), c) for c in PassCycle], r.pass_cycle
            )
        changes = describe_option_changes(r, ascii_suits=self.ascii_suits)
        self.query_one("#summary", Static).update(
            "Standard table" if not changes else "This table: " + " · ".join(changes)
        )

    def _choices(self, field: str) -> ChoiceSet[Any]:
        return self.query_one(f"#{field}", ChoiceSet)

    def _select(self, field: str) -> FormSelect[Any]:
        return self.query_one(f"#{field}", FormSelect)

    def _show_rules(self) -> None:
        """Every control from ``self.rules`` (after a preset or Reset), quietly."""
        r = self.rules
        with self.prevent(Select.Changed, Input.Changed):
            self._select("scoring").value = r.scoring
            self.query_one("#target-input", Input).value = str(r.target)
        self.target_error = None
        for field in (
            "target",
            "queen_breaks_hearts",
            "points_on_first_trick",
            "first_lead",
            "jack_of_diamonds",
            "ties",
            "players",
            "short_deck",
        ):
            self._choices(field).show(getattr(r, field))
        self._refresh_texts()

    def _change(self, field: str, value: object) -> None:
        if getattr(self.rules, field) != value:
            self.rules = self.rules.replace(**{field: value})
            self._refresh_texts()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        event.stop()
        field = event.select.id
        if event.value is Select.NULL or field is None:
            return
        if field == "scoring":
            assert isinstance(event.value, Scoring)
            if event.value is not self.rules.scoring:
                self.rules = apply_preset(self.rules, event.value)
                self._show_rules()
        else:
            self._change(field, event.value)

    @on(RadioSet.Changed)
    def _choice_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        control = event.radio_set
        assert isinstance(control, ChoiceSet) and control.id is not None
        value = control.value
        if value is None:
            return
        if control.id == "target":
            with self.prevent(Input.Changed):
                self.query_one("#target-input", Input).value = str(value)
            self.target_error = None
        self._change(control.id, value)

    @on(Input.Changed, "#target-input")
    def _target_typed(self, event: Input.Changed) -> None:
        event.stop()
        text = event.value.strip()
        target = int(text) if text.lstrip("-").isdigit() else None
        if target is None or not TARGET_MIN <= target <= TARGET_MAX:
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
