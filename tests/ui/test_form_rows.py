"""Issue 40 #9: the form's rows are a class each.  ``rows.py`` was one class drawing six
kinds of control, a new control new branches in it; now a new control is a new subclass of
``Row`` that the form draws and drives without a change of its own."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from textual.app import App, ComposeResult

from hearts_tui.app.widgets.rows import (
    Act,
    ButtonsRow,
    ChoiceRow,
    FormView,
    ListRow,
    Pen,
    Row,
    TextRow,
)


@dataclass(frozen=True, kw_only=True)
class StepperRow(Row):
    """A control the form has never seen: ``- 3 +``, ← / → count down and up."""

    value: int = 0

    kind = "stepper"
    focus_stops = 1

    def chosen(self, value: Any) -> StepperRow:
        return replace(self, value=value)

    def on_step(self, act: Act, stop: int, step: int) -> None:
        act.choose(self.value + step)

    def on_click(self, act: Act, what: Any) -> None:
        act.choose(self.value + (1 if what == "up" else -1))

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        self.draw_name(pen, focused)
        pen.put("-", pen.style("button"), "down")
        pen.put(f" {self.value} ", pen.style("cursor" if focused else "field"))
        pen.put("+", pen.style("button"), "up")


class Host(App[None]):
    def __init__(self, rows: list[Row]) -> None:
        super().__init__()
        self.calls: list[tuple[str, Any]] = []
        self.form = FormView(
            rows,
            changed=lambda key, value: self.calls.append((key, value)),
            pressed=lambda key: self.calls.append((key, None)),
        )

    def compose(self) -> ComposeResult:
        yield self.form


async def test_a_new_control_is_a_new_row_class_the_form_draws_and_drives() -> None:
    app = Host([TextRow("title", text="Counts", look="title"), StepperRow("count", name="Count")])
    async with app.run_test(size=(40, 6)) as pilot:
        form = app.form
        form.focus()
        await pilot.pause()
        assert form.stop_keys() == ["count"]
        assert form.row_text("count").split() == ["Count", "-", "0", "+"]
        await pilot.press("right", "right", "left", "right")
        assert form.value("count") == 2 and app.calls[-1] == ("count", 2)
        offset = form.offset_of("count", "down")
        assert offset is not None
        await pilot.click(FormView, offset=offset)
        assert form.value("count") == 1
        assert form.row_text("count").split() == ["Count", "-", "1", "+"]


async def test_a_click_on_a_button_closes_an_open_list() -> None:
    """A list left open under its row while a button was clicked (the button pressed, the
    list still drawn over the rows below it)."""
    app = Host(
        [
            ListRow("pace", name="Pace", choices=(("Slow", 1), ("Fast", 2)), value=1),
            ChoiceRow("n", name="N", choices=(("One", 1), ("Two", 2)), value=1),
            ButtonsRow("buttons", buttons=(("ok", "OK", True),)),
        ]
    )
    async with app.run_test(size=(60, 8)) as pilot:
        form = app.form
        form.focus()
        await pilot.press("enter")  # opens the list
        assert form._open is not None
        offset = form.offset_of("buttons", 0)
        assert offset is not None
        await pilot.click(FormView, offset=offset)
        assert app.calls == [("ok", None)] and form._open is None
        assert "Fast" not in form.text()  # the list's options are gone
