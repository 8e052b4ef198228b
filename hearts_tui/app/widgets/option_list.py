"""Textual's ``OptionList``, with page keys that wait for its rows to be measured, and
options drawn for a finger on a touch screen.

``OptionList`` measures its rows only while it has room on the screen.  A list refilled while
a dialog covers it (the unfinished games after a delete, under the question that asked)
has no room then, and a PageUp or PageDown reaching it before it was drawn again looked up
a row it had not measured: a ``KeyError``, the app crashed (a key storm found it).  Such a
key now moves the highlight once the list is drawn again.

On a touch screen an option is drawn in a frame (:func:`finger_prompt`): a line of words
becomes three rows, the list's width, a fingertip's target.  With ``two_taps`` a tap on an
option not highlighted highlights it, and a second tap on it chooses it (the unfinished
games: the highlighted one is the one Delete deletes).
"""

from __future__ import annotations

from rich import box
from rich.console import RenderableType
from rich.panel import Panel
from rich.text import Text
from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import OptionList


def finger_prompt(prompt: str, *, ascii_frame: bool = False) -> RenderableType:
    """An option's words drawn for a finger: in a frame the list's width, a space either
    side (in ASCII: ``+-+`` and ``|``)."""
    return Panel(
        Text(prompt),
        box=box.ASCII if ascii_frame else box.ROUNDED,
        padding=(0, 1),
        expand=True,
    )


class MeasuredOptionList(OptionList):
    """An ``OptionList`` whose PageUp and PageDown wait for its rows to be measured."""

    #: A page key (-1 up, 1 down) waiting for the rows to be measured.
    _pending_page: int | None = None
    #: A click on an option not highlighted only highlights it; a click on the highlighted
    #: one chooses it (a finger's first and second tap).
    two_taps: bool = False

    async def _on_click(self, event: events.Click) -> None:
        clicked = event.style.meta.get("option")
        if (
            self.two_taps
            and isinstance(clicked, int)
            and clicked != self.highlighted
            and 0 <= clicked < self.option_count
            and not self.get_option_at_index(clicked).disabled
        ):
            event.prevent_default()  # not chosen: OptionList's own click would choose it
            self.highlighted = clicked

    def _measured(self) -> bool:
        highlighted = self.highlighted
        return highlighted is None or highlighted in self._index_to_line

    def action_page_up(self) -> None:
        self._page(-1)

    def action_page_down(self) -> None:
        self._page(1)

    def _page(self, direction: int) -> None:
        if self._measured():
            self._pending_page = None
            if direction < 0:
                super().action_page_up()  # type: ignore[no-untyped-call]
            else:
                super().action_page_down()  # type: ignore[no-untyped-call]
        else:
            self._pending_page = direction
            self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        lines = super().render_lines(crop)
        if self._pending_page is not None:
            # Drawn: the rows are measured now; the key moves the highlight next.
            self.call_later(self._page_pending)
        return lines

    def _page_pending(self) -> None:
        direction, self._pending_page = self._pending_page, None
        if direction is not None and self._measured():
            self._page(direction)
