"""Rows that choose one of their ``choices``: a row of them all (:class:`ChoiceRow`, ← / →
choose at once, digits typed into it too when it has a typed part) and a drop-down list
(:class:`ListRow`: ← / → step, Enter opens it under the row)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .base import FIELD_WIDTH, LIST_WIDTH, PLAIN, Act, Pen, Row, cut, mark


@dataclass(frozen=True, kw_only=True)
class ChoicesRow(Row):
    """A row that chooses its ``value`` among ``choices`` (label, value), of which it shows
    those ``offered`` (None: all)."""

    choices: tuple[tuple[str, Any], ...] = ()
    value: Any = None
    offered: tuple[Any, ...] | None = None

    focus_stops = 1

    def shown(self) -> list[tuple[str, Any]]:
        """The choices shown (a row may offer some only)."""
        if self.offered is None:
            return list(self.choices)
        return [(label, value) for label, value in self.choices if value in self.offered]

    def chosen(self, value: Any) -> ChoicesRow:
        return replace(self, value=value)

    def on_step(self, act: Act, stop: int, step: int) -> None:
        """The next (or previous) choice shown, if there is one that way."""
        shown = [value for _, value in self.shown()]
        if not shown:
            return
        if self.value in shown:
            at = shown.index(self.value) + step
            if not 0 <= at < len(shown):
                return
        else:
            at = 0 if step > 0 else len(shown) - 1
        act.choose(shown[at])


@dataclass(frozen=True, kw_only=True)
class ChoiceRow(ChoicesRow):
    """Every choice in the row, each a radio button; with ``typed`` (its text, "" empty) a
    number may be typed after them too ("or 75"), ``placeholder`` shown while empty."""

    typed: str | None = None
    placeholder: str = ""

    kind = "choice"

    def chosen(self, value: Any) -> ChoiceRow:
        # A choice pressed clears what was typed.
        return replace(self, value=value, typed=None if self.typed is None else "")

    @property
    def typing(self) -> bool:
        return self.typed is not None

    def typed_text(self) -> str:
        return str(self.typed or "")

    def with_typed(self, text: str) -> ChoiceRow:
        return replace(self, typed=text)

    def on_press(self, act: Act, stop: int) -> None:
        if self.typed is not None:
            act.press(self.key)  # the typed number, taken

    def on_toggle(self, act: Act, stop: int) -> None:
        if self.typed is not None:
            act.type(" ")
        else:
            self.on_press(act, stop)

    def on_click(self, act: Act, what: Any) -> None:
        if what is not None and what != "typed" and what != self.value:
            act.choose(what)
        else:
            act.redraw()

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        self.draw_name(pen, focused)
        dim = pen.style("disabled")
        for label, value in self.shown():
            chosen = value == self.value
            mark(pen, "(*)" if chosen else "( )", "●" if chosen else " ", self.disabled, value)
            pen.put(" ", PLAIN, value)
            if self.disabled:
                look = dim
            elif chosen and focused:
                look = pen.style("cursor")
            elif chosen:
                look = pen.style("chosen")
            else:
                look = PLAIN
            pen.put(label, look, value)
            pen.put("  ", PLAIN)
        if self.typed is not None:
            pen.put("or ", pen.style("muted"))
            shown = self.typed or self.placeholder
            look = pen.style("field" if self.typed else "placeholder")
            caret = focused and not self.disabled
            text = shown + ("▏" if caret and not pen.ascii else "_" if caret else "")
            pen.put(text.ljust(FIELD_WIDTH), look, "typed")


@dataclass(frozen=True, kw_only=True)
class ListRow(ChoicesRow):
    """The value chosen and an arrow; Enter (or a click) opens the choices in a list under
    the row: ↑ / ↓ pick, Enter takes, Esc closes."""

    kind = "list"

    def options(self) -> list[tuple[str, Any]]:
        return self.shown()

    def on_press(self, act: Act, stop: int) -> None:
        shown = [value for _, value in self.shown()]
        act.open(shown.index(self.value) if self.value in shown else 0)

    def on_option(self, act: Act, value: Any) -> None:
        if value != self.value:
            act.choose(value)

    def on_click(self, act: Act, what: Any) -> None:
        if what == "list":
            self.on_press(act, 0)
        else:
            act.redraw()

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        if part < 0:  # an option of the open list under the row
            label, value = self.shown()[-1 - part]
            pen.put(" " * (pen.name_width + 2), PLAIN)
            highlighted = -1 - part == open_at
            text = f" {label} ".ljust(LIST_WIDTH)
            pen.put(text, pen.style("cursor") if highlighted else pen.style("field"), value)
            return
        self.draw_name(pen, focused)
        label = next((lb for lb, v in self.choices if v == self.value), "")
        arrow = ("^" if open_at >= 0 else "v") if pen.ascii else ("▲" if open_at >= 0 else "▼")
        room = min(LIST_WIDTH, max(4, width - pen.name_width)) - 2
        text = f"{cut(label, room).ljust(room)} {arrow}"
        if self.disabled:
            look = pen.style("disabled")
        elif focused:
            look = pen.style("cursor")
        else:
            look = pen.style("control")
        pen.put(text, look, "list")
