"""The table's Pass button draws exactly as Textual's own primary ``Button`` in every state,
without Textual's sixty rules of ``Button`` CSS parsed at the start (widgets/pass_button.py,
issue 40: the start-up rework)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from rich.style import Style
from textual._path import CSSPathType
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Button

from hearts_tui.app import table_app
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.pass_button import PassButton

from .helpers import make_app, settle

#: The app's style sheets (the ASCII frames are there), found beside the app's module.
SHEETS = [
    Path(table_app.__file__).parent / str(name)
    for name in [
        *(HeartsApp.CSS_PATH if isinstance(HeartsApp.CSS_PATH, list) else []),
        *table_app.LATE_CSS,
    ]
]


class TwoButtons(App[None]):
    """Textual's primary button and the Pass button side by side, in the app's sheets."""

    CSS_PATH: ClassVar[CSSPathType | None] = SHEETS
    CSS = "Horizontal { height: auto; align: center middle; }"
    AUTO_FOCUS = None

    def __init__(self, theme: str, ascii_frames: bool) -> None:
        super().__init__()
        self.theme = theme
        self.set_class(ascii_frames, "-ascii")

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Button("Pass", "primary", id="textual")
            yield PassButton("Pass", id="ours")


Drawn = list[list[tuple[str, Style | None]]]

STATES = ("plain", "disabled", "focus", "hover", "focus+hover", "pressed")


async def drawn(pilot: Pilot[None], button: Button, state: str) -> Drawn:
    """``button``'s rows (text and style of each segment) in ``state``, then back at rest."""
    button.disabled = state == "disabled"
    if state in ("focus", "focus+hover"):
        button.focus()
    if state in ("hover", "focus+hover"):
        await pilot.hover(f"#{button.id}")
    if state == "pressed":
        button.add_class("-active")  # as a press shows it, for 0.2 s
    await pilot.pause()
    width, height = button.outer_size
    lines = button.render_lines(Region(0, 0, width, height))
    button.remove_class("-active")
    button.disabled = False
    pilot.app.set_focus(None)
    await pilot.hover("Horizontal", offset=(0, 0))
    await pilot.pause()
    return [[(segment.text, segment.style) for segment in line] for line in lines]


@pytest.mark.parametrize(
    ("theme", "ascii_frames"),
    [("textual-dark", False), ("textual-light", False), ("textual-dark", True)],
)
async def test_the_pass_button_draws_as_textuals_primary_button(
    theme: str, ascii_frames: bool
) -> None:
    """Every character and style of Textual's ``Button(label, "primary")``, in the dark and
    light themes and in ASCII frames: at rest, disabled, focused, hovered, pressed."""
    app = TwoButtons(theme, ascii_frames)
    async with app.run_test(size=(60, 8)) as pilot:
        textual, ours = app.query_one("#textual", Button), app.query_one("#ours", Button)
        for state in STATES:
            theirs = await drawn(pilot, textual, state)
            assert len(theirs) == 3, state  # the tall frame above and below the word
            assert await drawn(pilot, ours, state) == theirs, state


async def test_the_table_starts_without_parsing_the_button_css() -> None:
    """Before: Textual's ``Button`` CSS (some sixty rules, 4 ms to parse) was parsed and
    matched as the table started, for the Pass button alone."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: app.game.phase == "passing")
        sources = [location for _path, location in app.stylesheet.source]
        assert "Button.DEFAULT_CSS" not in sources
        button = app.table.query_one("#pass-button", Button)
        assert isinstance(button, PassButton)
        for _ in range(3):
            await pilot.press("enter", "right")
        await pilot.click("#pass-button")
        await settle(pilot, lambda: app.game.has_passed(0))
