"""``SafeSelect``: Textual's ``Select`` with a drop-down that survives keys sent in a burst.

Textual 8.2.8 (the newest release) looks up the screen line of the highlighted option on
PageUp / PageDown, and that map is only filled once the drop-down has been laid out.  Enter
(open the list) then PageUp in one burst reaches the list before its first layout:
``KeyError: 0`` in ``SelectOverlay._move_page``, and the app is gone.  Until the list is laid
out, PageUp and PageDown here go to the first and last option instead.

Every drop-down of the app is a ``SafeSelect`` (or derives from it).
"""

from __future__ import annotations

from typing import TypeVar

from textual.app import ComposeResult
from textual.content import Content
from textual.widgets import Checkbox, Select
from textual.widgets._select import NonSelectableStatic, SelectCurrent, SelectOverlay

T = TypeVar("T")


class SafeSelectOverlay(SelectOverlay):
    """The drop-down list: PageUp / PageDown work before the list's first layout too."""

    def _move_page(self, direction: int) -> None:
        highlighted = 0 if self.highlighted is None else self.highlighted
        if self._options and (not self._lines or highlighted not in self._index_to_line):
            # Not laid out yet: no page height or line map to move by.
            if direction < 0:
                self.action_first()
            else:
                self.action_last()
            return
        super()._move_page(direction)  # type: ignore[arg-type]


class _Current(SelectCurrent):
    """The shown value of a ``SafeSelect``: its arrows are ``v`` and ``^`` in ASCII."""

    def compose(self) -> ComposeResult:
        if not self.app.has_class("-ascii"):
            yield from super().compose()
            return
        yield NonSelectableStatic(self.placeholder, id="label")
        yield NonSelectableStatic("v", classes="arrow down-arrow")
        yield NonSelectableStatic("^", classes="arrow up-arrow")


class SafeSelect(Select[T]):
    """``Select`` with ``SafeSelectOverlay`` as its drop-down."""

    def compose(self) -> ComposeResult:
        # Select.compose, with the overlay replaced.
        yield _Current(self.prompt)
        yield SafeSelectOverlay(type_to_search=self._type_to_search).data_bind(
            compact=Select.compact
        )


class AsciiCheckbox(Checkbox):
    """A ``Checkbox`` whose box is empty when off (Textual draws an X both ways, told apart
    by colour alone, so without colour every box read as ticked): ``▐X▌`` / ``▐ ▌``, and
    ``[X]`` / ``[ ]`` in ASCII."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        if not self.app.has_class("-ascii"):
            return super()._button
        # The brackets in the text's colour: drawn as Textual draws the half blocks (the
        # box's ground as their colour) they all but vanished without colour.
        inner = (self.BUTTON_INNER, self.get_visual_style("toggle--button"))
        return Content.assemble("[", inner, "]")
