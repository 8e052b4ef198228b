"""The top line of the table: the game code on the left, the totals on the right.

While the game cannot be saved, a "not saved" mark follows the code (the info shortens to
make room for it).  When even the tightest totals leave the table's name no room beside the
whole code, the code is cut to its first group ("K7QD…"); with the mark, the mark shortens
("UNSAVED") before that, and takes the code's place when nothing else gives the name room.

Given two rows (a tall table), the bar says the game on the first and the totals on the
second, each fitted to the whole width.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.widget import Widget

from ...words.ascii_text import ascii_text
from ...words.language import N_, _
from ...words.top_info import (
    ELLIPSIS,
    SEPARATOR,
    InfoPart,
    fit_info,
    info_head,
    info_parts,
    short_code,
)


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
    UNSAVED: ClassVar[str] = N_("NOT SAVED")
    #: The mark in a crowded bar (ten three-digit totals at 80 columns).
    UNSAVED_SHORT: ClassVar[str] = N_("UNSAVED")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[str, str | tuple[InfoPart, ...], str, str, str] = ("", "", "", "", "")
        self._unsaved = False
        #: Whether the bar was last drawn in ASCII (``-ascii`` on the app).
        self._ascii = False

    async def on_click(self, event: events.Click) -> None:
        """A click (a tap, in a browser) opens the score sheet, as ``g`` does: the totals
        are here, the hands behind them there."""
        event.stop()
        await self.app.run_action("screen.score_sheet")

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

    def _left_forms(self, code: str, ellipsis: str) -> list[tuple[str, str, str]]:
        """The code, the "not saved" mark and the spaces after the code, in the order they
        give way to the table's name: roomiest first.

        Without the mark: the code whole, cut to its first group, then one space after it.
        With it: the mark shortens ("UNSAVED") if that is enough, else the code is cut (the
        mark whole, then short), one space goes, and at last the mark takes the code's
        place: saving fails, which the player must see, while the code is on the score
        sheet and under c."""
        cut = short_code(code, ellipsis)
        if not self._unsaved:
            return [(code, "", "  "), (cut, "", "  "), (cut, "", " ")]
        long, short = _(self.UNSAVED) + "  ", _(self.UNSAVED_SHORT) + "  "
        return [
            (code, long, "  "),
            (code, short, "  "),
            (cut, long, "  "),
            (cut, short, "  "),
            (cut, short, " "),
            ("", short, ""),
        ]

    def render(self) -> Text:
        if self.size.height >= 2:
            return self._two_rows()
        code, info, totals, short_totals, tight_totals = self._shown
        width = self.size.width
        ascii_ = self.app.has_class("-ascii")
        ellipsis = ascii_text(ELLIPSIS) if ascii_ else ELLIPSIS
        parts = info_parts(info)
        if ascii_:  # fitted as drawn: a cut name ends in "...", not "…"
            parts = [InfoPart(tuple(map(ascii_text, p.forms)), p.cut) for p in parts]
        # The code, the mark and the spaces after the code, roomiest first (see below).
        lefts = self._left_forms(code, ellipsis)
        code, mark, after_code = lefts[0]

        def room(shown: str, left: tuple[str, str, str] | None = None) -> int:
            # " code" and its spaces, the mark, the info, two spaces at least, the totals
            # and a space; ``left`` is the code, mark and spaces (those chosen by default).
            return width - 1 - len("".join(left or (code, mark, after_code))) - len(shown) - 3

        # The totals are never cut: the widest of their forms that leaves the info its head
        # (the hand, the pass, the table's name) whole; else the tightest, so the info keeps
        # what it can.  Then the code and the mark give way to the name, in the order of
        # ``_left_forms``: the first of their forms that leaves the head whole.
        head = SEPARATOR.join(part.forms[0] for part in info_head(parts))
        if room(totals) < len(SEPARATOR.join(part.forms[0] for part in parts)):
            totals = short_totals
            if tight_totals and room(totals) < len(head):
                totals = tight_totals
        fitting = (left for left in lefts if room(totals, left) >= len(head))
        code, mark, after_code = next(fitting, lefts[-1])
        info = fit_info(parts, room(totals), ellipsis)
        if ascii_:
            info = ascii_text(info)  # same length: " · " becomes " - "
        left = Text.assemble(
            (f" {code}{after_code}", self.get_component_rich_style("topbar--code")),
            (mark, self.get_component_rich_style("topbar--unsaved")),
            (info, self.get_component_rich_style("topbar--info")),
        )
        right = Text(totals + " ", style=self.get_component_rich_style("topbar--totals"))
        gap = max(1, width - left.cell_len - right.cell_len)
        return Text.assemble(left, " " * gap, right)

    def _two_rows(self) -> Text:
        """The code, the mark and the info on the first row, the totals on the second (the
        widest of their forms that fits)."""
        code, info, totals, short_totals, tight_totals = self._shown
        width = self.size.width
        ascii_ = self.app.has_class("-ascii")
        ellipsis = ascii_text(ELLIPSIS) if ascii_ else ELLIPSIS
        parts = info_parts(info)
        if ascii_:
            parts = [InfoPart(tuple(map(ascii_text, p.forms)), p.cut) for p in parts]
        head = SEPARATOR.join(part.forms[0] for part in info_head(parts))
        lefts = self._left_forms(code, ellipsis)

        def room(left: tuple[str, str, str]) -> int:
            return width - 2 - len("".join(left))

        code, mark, after_code = next((lf for lf in lefts if room(lf) >= len(head)), lefts[-1])
        shown = fit_info(parts, room((code, mark, after_code)), ellipsis)
        if ascii_:
            shown = ascii_text(shown)
        forms = [form for form in (totals, short_totals, tight_totals) if form]
        scores = next((form for form in forms if len(form) <= width - 2), forms[-1])
        return Text.assemble(
            (f" {code}{after_code}", self.get_component_rich_style("topbar--code")),
            (mark, self.get_component_rich_style("topbar--unsaved")),
            (shown, self.get_component_rich_style("topbar--info")),
            "\n",
            (f" {scores}", self.get_component_rich_style("topbar--totals")),
        )
