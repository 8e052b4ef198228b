"""The top line of the table: the game code on the left, the totals on the right."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.widget import Widget


class TopBar(Widget):
    """``K7QD-MR9S  Hand 2 · game to 50 …   You 12  West 3  North 20  East 7``."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"topbar--code", "topbar--info", "topbar--totals"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[str, str, str, str] = ("", "", "", "")

    def show(self, code: str, info: str, totals: str, short_totals: str) -> None:
        """``short_totals`` is used when ``totals`` does not fit beside the code."""
        if (code, info, totals, short_totals) != self._shown:
            self._shown = (code, info, totals, short_totals)
            self.refresh()

    def render(self) -> Text:
        code, info, totals, short_totals = self._shown
        if len(code) + len(info) + len(totals) + 5 > self.size.width:
            totals = short_totals
        left = Text.assemble(
            (f" {code}  ", self.get_component_rich_style("topbar--code")),
            (info, self.get_component_rich_style("topbar--info")),
        )
        right = Text(totals + " ", style=self.get_component_rich_style("topbar--totals"))
        gap = max(1, self.size.width - left.cell_len - right.cell_len)
        return Text.assemble(left, " " * gap, right)
