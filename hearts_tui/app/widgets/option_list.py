"""Textual's ``OptionList``, with page keys that wait for its rows to be measured.

``OptionList`` measures its rows only while it has room on the screen.  A list refilled while
a dialog covers it (the unfinished games after a delete, under the question that asked)
has no room then, and a PageUp or PageDown reaching it before it was drawn again looked up
a row it had not measured: a ``KeyError``, the app crashed (a key storm found it).  Such a
key now moves the highlight once the list is drawn again.
"""

from __future__ import annotations

from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import OptionList


class MeasuredOptionList(OptionList):
    """An ``OptionList`` whose PageUp and PageDown wait for its rows to be measured."""

    #: A page key (-1 up, 1 down) waiting for the rows to be measured.
    _pending_page: int | None = None

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
