"""The top line of the table: the game code on the left, the totals on the right.

While the game cannot be saved, a "not saved" mark follows the code (the info shortens to
make room for it).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.widget import Widget

from ..ascii_text import ascii_text


class TopBar(Widget):
    """``K7QD-MR9S  Hand 2 · game to 50 …   You 12  West 3  North 20  East 7``."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "topbar--code",
        "topbar--info",
        "topbar--totals",
        "topbar--unsaved",
    }
    DEFAULT_CSS = """
    TopBar > .topbar--unsaved {
        color: $text-error;
        text-style: bold;
    }
    """
    #: The mark shown while the game cannot be saved.
    UNSAVED: ClassVar[str] = "NOT SAVED"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[str, str, str, str, str] = ("", "", "", "", "")
        self._unsaved = False
        #: Whether the bar was last drawn in ASCII (``-ascii`` on the app).
        self._ascii = False

    def show(
        self,
        code: str,
        info: str,
        totals: str,
        short_totals: str,
        *,
        unsaved: bool = False,
        tight_totals: str = "",
    ) -> None:
        """``short_totals`` is used when ``totals`` does not fit beside the code, and
        ``tight_totals`` (if given) when not even those fit beside the code (ten players
        with three-digit scores); ``unsaved`` shows the "not saved" mark."""
        shown = (code, info, totals, short_totals, tight_totals)
        ascii_ = self.app.has_class("-ascii")
        if shown != self._shown or ascii_ != self._ascii:
            self._shown = shown
            self._ascii = ascii_
            self.refresh()
        self.mark_unsaved(unsaved)

    def mark_unsaved(self, unsaved: bool) -> None:
        """Show or hide the "not saved" mark."""
        if unsaved != self._unsaved:
            self._unsaved = unsaved
            self.refresh()

    @property
    def unsaved(self) -> bool:
        """Whether the "not saved" mark is shown."""
        return self._unsaved

    def render(self) -> Text:
        code, info, totals, short_totals, tight_totals = self._shown
        mark = f"{self.UNSAVED}  " if self._unsaved else ""
        width = self.size.width
        if len(code) + len(mark) + len(info) + len(totals) + 5 > width:
            totals = short_totals
        if tight_totals and len(code) + len(mark) + len(totals) + 5 > width:
            totals = tight_totals
        # The totals are never cut: the info gives way, a whole " · " part at a time from
        # its end (it lists the most important first).
        info = fit_parts(info, width - len(code) - len(mark) - len(totals) - 5)
        if self.app.has_class("-ascii"):
            info = ascii_text(info)  # same length: " · " becomes " - "
        left = Text.assemble(
            (f" {code}  ", self.get_component_rich_style("topbar--code")),
            (mark, self.get_component_rich_style("topbar--unsaved")),
            (info, self.get_component_rich_style("topbar--info")),
        )
        right = Text(totals + " ", style=self.get_component_rich_style("topbar--totals"))
        gap = max(1, width - left.cell_len - right.cell_len)
        return Text.assemble(left, " " * gap, right)


def fit_parts(text: str, room: int, separator: str = " · ") -> str:
    """``text`` without as many of its last ``separator``-parts as it takes to fit ``room``.

    >>> fit_parts("Hand 1 · pass left · Black Maria · game to 20", 24)
    'Hand 1 · pass left'
    """
    parts = text.split(separator)
    while parts and len(separator.join(parts)) > room:
        parts.pop()
    return separator.join(parts)
