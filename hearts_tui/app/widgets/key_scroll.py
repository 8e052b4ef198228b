"""Scroll keys that move a view at once, in the frame they cause.

Textual's scroll actions (↑ ↓ PgUp PgDn Home End) go through its animator even with
animations off: the new offset is set at the animator's next tick and drawn at the
screen's next tick after that, each on its own 60-a-second clock, so a key waited up to two
frame periods (benchmarks/responsiveness.py: ↓ in the score sheet ten to thirteen times a
bare key's time, ↑ twice).  A view the player pages through with keys scrolls at once, as
``less``, Textual's ``DataTable`` and ``OptionList`` do; the mouse wheel is Textual's.
"""

from __future__ import annotations

from textual.actions import SkipAction
from textual.containers import VerticalScroll
from textual.scroll_view import ScrollView
from textual.widget import Widget


def scroll_at_once(widget: Widget, action: str) -> None:
    """Run the scroll ``action`` (``"scroll_up"``, ``"page_down"``, ``"scroll_home"``, …) on
    ``widget`` without an animation; nothing to do (no room to scroll) skips the key."""
    if not widget.allow_vertical_scroll:
        raise SkipAction()
    if action == "scroll_up":
        widget.scroll_up(animate=False)
    elif action == "scroll_down":
        widget.scroll_down(animate=False)
    elif action == "page_up":
        widget.scroll_page_up(animate=False)
    elif action == "page_down":
        widget.scroll_page_down(animate=False)
    elif action == "scroll_home":
        widget.scroll_home(animate=False, immediate=True)
    elif action == "scroll_end":
        widget.scroll_end(animate=False, immediate=True)
    else:
        raise ValueError(f"not a scroll action: {action}")


class _KeyScrolls(Widget):
    """The scroll keys' actions of :func:`scroll_at_once`, for the views below (a second
    base: Textual names a widget's CSS types after its first bases only)."""

    def action_scroll_up(self) -> None:
        scroll_at_once(self, "scroll_up")

    def action_scroll_down(self) -> None:
        scroll_at_once(self, "scroll_down")

    def action_page_up(self) -> None:
        scroll_at_once(self, "page_up")

    def action_page_down(self) -> None:
        scroll_at_once(self, "page_down")

    def action_scroll_home(self) -> None:
        scroll_at_once(self, "scroll_home")

    def action_scroll_end(self) -> None:
        scroll_at_once(self, "scroll_end")


class KeyScrollView(ScrollView, _KeyScrolls):
    """A ``ScrollView`` whose scroll keys move it at once."""


class KeyVerticalScroll(VerticalScroll, _KeyScrolls):
    """A ``VerticalScroll`` whose scroll keys move it at once."""
