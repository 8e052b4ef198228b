"""Rows with no control: a line of text (wrapped to the width when asked) and a blank."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from rich.cells import cell_len

from .base import PLAIN, Pen, Row, cut


@dataclass(frozen=True, kw_only=True)
class TextRow(Row):
    """A text row's ``text`` in its ``look`` ("" plain, "title" centred, "bold", "muted",
    "error", "section"), ``indent`` columns from the left; ``wrap``: wrapped to the width
    (an empty one takes no line), else cut with "…"."""

    text: str = ""
    look: str = ""
    wrap: bool = False
    indent: int = 0

    kind = "text"

    def wrapped(self, width: int) -> list[str]:
        """The text's lines at ``width`` (a column kept free at the right)."""
        room = max(1, width - self.indent - 1)
        return textwrap.wrap(self.text, room) or [""]

    def line_count(self, width: int) -> int:
        if not self.wrap:
            return 1
        return len(self.wrapped(width)) if self.text else 0

    def relays_out(self, old: Row, width: int) -> bool:
        if isinstance(old, TextRow) and (old.text, old.wrap, old.indent) == (
            self.text,
            self.wrap,
            self.indent,
        ):
            return self.pinned != old.pinned  # the same lines (no wrapping to do again)
        return super().relays_out(old, width)

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        style = pen.style(self.look) if self.look else PLAIN
        lines = self.wrapped(width) if self.wrap else [self.text]
        text = lines[part] if part < len(lines) else ""
        if self.look == "title":
            text = cut(text, width)
            pen.put(" " * ((width - cell_len(text)) // 2), PLAIN)
            pen.put(text, style)
            return
        pen.put(" " * self.indent, PLAIN)
        pen.put(cut(text, width - self.indent), style)


@dataclass(frozen=True, kw_only=True)
class BlankRow(Row):
    """An empty line between rows."""

    kind = "blank"
