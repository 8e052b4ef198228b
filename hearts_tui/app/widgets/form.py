"""Form controls of the House rules dialog: a one-line radio set and a compact select.

Both answer ← / → by choosing the previous / next value at once, and ↑ / ↓ by moving to
the previous / next control (like Shift+Tab / Tab), so a long form is walked by arrows.

A step by key is one synchronous change: the control shows the new value and calls its
``chosen`` callback in the same key's handling, so the form's explanations follow at once.
(Through Textual's messages a step took two hops of the message queue: on a loaded machine
a second quick → read the value before the first had landed and was lost, and two buttons
showed pressed for a moment.)  A click still goes through ``RadioSet.Changed`` /
``Select.Changed``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from typing import ClassVar, Generic, TypeVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.dom import DOMNode
from textual.widgets import RadioButton, RadioSet, Select
from textual.widgets._select import SelectOverlay

from ...words.language import N_
from ..layouts import with_layouts
from .select import SafeSelect

__all__ = ["ChoiceSet", "FormSelect"]


def _restyle(control: DOMNode, nodes: list[DOMNode]) -> None:
    """Apply the stylesheet to ``nodes`` alone, on a focus change of ``control``.

    Textual restyles a widget's whole subtree when its focus changes, at about a millisecond
    a node on a loaded machine: ten for the ten buttons of the players' row, for each arrow
    key of the form (benchmarks/responsiveness.py).  Only the nodes whose rules depend on
    the control's focus need it.
    """
    if control.is_attached:
        control.app.stylesheet.update_nodes(nodes, animate=True)


T = TypeVar("T", bound=Hashable)


class ChoiceSet(RadioSet, Generic[T]):
    """A one-line radio set of values.

    ← / → choose the previous / next value at once; ↑ / ↓ move the focus to the previous /
    next control, like Shift+Tab / Tab.  ``value`` is the chosen value (``None`` when none
    is chosen); ``show(value)`` sets it without posting ``RadioSet.Changed``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("right"), "step(1)", N_("Next choice"), show=False),
        Binding(with_layouts("left"), "step(-1)", N_("Previous choice"), show=False),
        Binding(with_layouts("down"), "app.focus_next", N_("Next option"), show=False),
        Binding(with_layouts("up"), "app.focus_previous", N_("Previous option"), show=False),
    ]

    def __init__(
        self,
        choices: Sequence[tuple[str, T]],
        value: T | None,
        *,
        id: str,
        chosen: Callable[[ChoiceSet[T], T], None] | None = None,
    ) -> None:
        #: Called with the value a key chose, in the key's own handling.
        self.chosen = chosen
        self.values: list[T] = [v for _, v in choices]
        #: The values shown (see :meth:`offer`); the others' buttons are hidden.
        self.offered: list[T] = list(self.values)
        buttons = [_Choice(label, value=v == value) for label, v in choices]
        super().__init__(*buttons, id=id, compact=True)

    @property
    def buttons(self) -> list[RadioButton]:
        return list(self.query_children(RadioButton))

    @property
    def value(self) -> T | None:
        index = self.pressed_index
        return self.values[index] if index >= 0 else None

    def show(self, value: T | None) -> None:
        """Press the button of ``value`` (none for a value not offered), quietly."""
        index = self.values.index(value) if value in self.values else -1
        with self.prevent(RadioButton.Changed):
            for i, button in enumerate(self.buttons):
                button.value = i == index
        self._pressed_button = self.buttons[index] if index >= 0 else None
        if index >= 0:
            self._selected = index

    def offer(self, values: Collection[T]) -> None:
        """Show only the buttons of ``values``; ← / → and the mouse skip the others."""
        offered = [v for v in self.values if v in values]
        if offered == self.offered:
            return
        self.offered = offered
        for button, value in zip(self.buttons, self.values, strict=True):
            button.display = value in values
        if self.values[self._selected or 0] not in values and offered:
            self._selected = self.values.index(offered[0])

    def set_labels(self, labels: Sequence[str]) -> None:
        for button, label in zip(self.buttons, labels, strict=True):
            if str(button.label) != label:
                button.label = label

    def watch_has_focus(self, _has_focus: bool) -> None:
        """Restyle the set and its cursor's button: the others' looks do not depend on the
        focus (RadioSet's rules ``:focus > RadioButton.-selected``, ``:blur > …``)."""
        _restyle(self, [self, *self.query_children(".-selected")])

    def _on_focus(self, event: events.Focus) -> None:
        # Put the cursor on the chosen value, not on the first one.
        if self.pressed_index >= 0:
            self._selected = self.pressed_index

    def action_step(self, delta: int) -> None:
        offered = self.offered
        if not offered:
            return
        value = self.value
        if value in offered:
            at = offered.index(value)
            step = min(max(at + delta, 0), len(offered) - 1)
        else:
            step = 0
        index = self.values.index(offered[step])
        self._selected = index
        if index == self.pressed_index:
            return
        if self.chosen is None:
            self.buttons[index].value = True  # the radio set posts Changed
            return
        self.show(self.values[index])  # quietly, and at once
        self.chosen(self, self.values[index])


class _Choice(RadioButton):
    """A radio button whose dot shows only when chosen, so it reads without colour."""

    @property
    def _button(self) -> Content:
        ascii_ = self.app.has_class("-ascii")
        self.BUTTON_LEFT, self.BUTTON_RIGHT = ("(", ")") if ascii_ else ("▐", "▌")
        dot = "*" if ascii_ else "●"
        self.BUTTON_INNER = dot if self.value else " "
        return super()._button


class FormSelect(SafeSelect[T]):
    """A compact Select for a form: Enter or Space opens the list, ← / → choose the
    previous / next value at once, ↑ / ↓ move to the previous / next control."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("right"), "step(1)", N_("Next choice"), show=False),
        Binding(with_layouts("left"), "step(-1)", N_("Previous choice"), show=False),
        Binding(with_layouts("down"), "app.focus_next", N_("Next option"), show=False),
        Binding(with_layouts("up"), "app.focus_previous", N_("Previous option"), show=False),
    ]

    def __init__(
        self,
        options: Sequence[tuple[str, T]],
        value: T,
        *,
        id: str,
        chosen: Callable[[FormSelect[T], T], None] | None = None,
    ) -> None:
        #: Called with the value a key chose, in the key's own handling.
        self.chosen = chosen
        self.labels: list[str] = [label for label, _ in options]
        self.values: list[T] = [v for _, v in options]
        super().__init__(options, value=value, allow_blank=False, compact=True, id=id)

    def watch_has_focus(self, _has_focus: bool) -> None:
        """Restyle the control and its shown value, not its closed list (``:focus >
        SelectCurrent`` is the only rule of a select that depends on its focus)."""
        nodes: list[DOMNode] = [self]
        for child in self.children:
            if not isinstance(child, SelectOverlay):
                nodes.extend(child.walk_children(with_self=True))
        _restyle(self, nodes)

    def set_choices(self, options: Sequence[tuple[str, T]], value: T) -> None:
        """New labels (and values), with ``value`` chosen; posts ``Select.Changed``."""
        labels = [label for label, _ in options]
        if labels == self.labels and [v for _, v in options] == self.values:
            # The same list: only a new value redraws (and lays out) the control.
            self.value = value
            return
        self.labels = labels
        self.values = [v for _, v in options]
        self.set_options(options)
        self.value = value
        # Redraw the label even when the value is the same (its words may have changed).
        self.mutate_reactive(Select.value)  # type: ignore[misc]

    def action_step(self, delta: int) -> None:
        if self.value in self.values:
            index = self.values.index(self.value) + delta
            if not 0 <= index < len(self.values):
                return
            if self.chosen is None:
                self.value = self.values[index]  # posts Select.Changed
                return
            with self.prevent(Select.Changed):
                self.value = self.values[index]
            self.chosen(self, self.values[index])
