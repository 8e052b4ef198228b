"""The top line of the table: the game code on the left, the totals on the right.

While the game cannot be saved, a "not saved" mark follows the code (the info shortens to
make room for it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.widget import Widget

from ..ascii_text import ascii_text
from ..top_info import SEPARATOR, InfoPart, fit_info, info_head, info_parts


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
        self._shown: tuple[str, str | tuple[InfoPart, ...], str, str, str] = ("", "", "", "", "")
        self._unsaved = False
        #: Whether the bar was last drawn in ASCII (``-ascii`` on the app).
        self._ascii = False

    def show(
        self,
        code: str,
        info: str | Sequence[InfoPart],
        totals: str,
        short_totals: str,
        *,
        unsaved: bool = False,
        tight_totals: str = "",
    ) -> None:
        """``short_totals`` is used when ``totals`` does not fit beside the code, and
        ``tight_totals`` (if given) when not even those fit beside the code (ten players
        with three-digit scores); ``unsaved`` shows the "not saved" mark."""
        shown = (
            code,
            info if isinstance(info, str) else tuple(info),
            totals,
            short_totals,
            tight_totals,
        )
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
        parts = info_parts(info)

        def room(shown: str) -> int:
            # " code  " info, two spaces at least, the totals and a space.
            return width - len(code) - len(mark) - len(shown) - 6

        # The totals are never cut: the widest of their forms that leaves the info its head
        # (the hand, the pass, the table's name) whole; else the tightest, so the info keeps
        # what it can.
        head = SEPARATOR.join(part.forms[0] for part in info_head(parts))
        if room(totals) < len(SEPARATOR.join(part.forms[0] for part in parts)):
            totals = short_totals
            if tight_totals and room(totals) < len(head):
                totals = tight_totals
        info = fit_info(parts, room(totals))
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
