"""Driving a dialog drawn as one ``FormView`` (House rules, the settings drawer) with real
keys and clicks, and reading what its rows show."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from hearts_tui.app.widgets.rows import ButtonsRow, ChoicesRow, FormView


async def click_row(pilot: Pilot[Any], form: FormView, key: str, what: Any = None) -> None:
    """Scroll row ``key`` into view and click it (on ``what``: a choice's value, a button's
    index, "list", "check", "field", "typed")."""
    form.show_row(key)
    await pilot.pause()
    offset = form.offset_of(key, what)
    assert offset is not None, (key, what)
    await pilot.click(form, offset=offset)
    await pilot.pause()


async def click_button(pilot: Pilot[Any], form: FormView, key: str) -> None:
    """Click the button ``key`` of the form's rows of buttons."""
    for row in _buttons(form):
        for index, (button, _, _) in enumerate(row.buttons):
            if button == key:
                await click_row(pilot, form, row.key, index)
                return
    raise KeyError(key)


async def click_option(pilot: Pilot[Any], form: FormView, key: str, value: Any) -> None:
    """Open the list of row ``key`` with a click, then click its option ``value``."""
    await click_row(pilot, form, key, "list")
    top, body, bottom = form._layout()
    index = form.rows.index(form.row(key))
    room = form.content_size.height - len(top) - len(bottom)
    shown = [*top, *body[form._top : form._top + room]]
    for y, line in enumerate(shown):
        if line.row == index and line.part < 0:
            form._strip(line, form._width_of(line))
            for x0, _, option in line.spans:
                if option == value:
                    await pilot.click(form, offset=(form.gutter.left + x0, form.gutter.top + y))
                    await pilot.pause()
                    return
    raise AssertionError(f"{value} is not in the open list of {key}")


def shown_choices(form: FormView, key: str) -> list[str]:
    """The labels row ``key`` offers (a choice row may offer some of its values only)."""
    return [label for label, _ in form.row(key, ChoicesRow).shown()]


async def click(pilot: Pilot[Any], form: FormView, key: str) -> None:
    """Click the button ``key``, or the control of row ``key`` (a box, a field, a list)."""
    for row in _buttons(form):
        if any(button == key for button, _, _ in row.buttons):
            await click_button(pilot, form, key)
            return
    await click_row(pilot, form, key)


def _buttons(form: FormView) -> list[ButtonsRow]:
    """The form's rows of buttons."""
    return [row for row in form.rows if isinstance(row, ButtonsRow)]
