"""What every row of a form is and has, the pen it draws its line with, and what its keys
and clicks may ask of the form (:class:`Act`).

A kind of row is a subclass of :class:`Row`: its own fields (a frozen dataclass), how many
focus stops it has, how many lines it takes, how it draws each, and what a key (→ ←, Enter,
Space, a typed character) or a click does to it.  The form (:class:`.view.FormView`) keeps
the rows, the focus, the scrolling and an open list, and asks the row for the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import KW_ONLY, dataclass
from typing import Any, ClassVar, Final, Protocol

from rich.cells import cell_len
from rich.style import Style

#: The columns of a row's name before its control.
NAME_WIDTH: Final = 19
#: Columns of an open list's options, and of a list's shown value (with its arrow).
LIST_WIDTH: Final = 30
#: The cells of a typed field (a choice's typed number, a game code).
FIELD_WIDTH: Final = 8

#: The plain look (no style of its own).
PLAIN: Final = Style()


class Pen:
    """Draws one line of a row: each piece of text in its style, and where a click on it
    means ``what`` (a choice's value, a button's index, ``"list"``…)."""

    __slots__ = ("_style", "ascii", "at", "name_width", "out", "plain_names", "spans")

    def __init__(
        self,
        style: Callable[[str], Style],
        *,
        ascii: bool,
        name_width: int,
        plain_names: bool,
    ) -> None:
        #: The look of a part, by name (the form's ``form--NAME`` component classes).
        self._style = style
        #: Drawing in ASCII (``--ascii``): no block characters.
        self.ascii = ascii
        self.name_width = name_width
        #: Names drawn plain, not bold (the settings drawer).
        self.plain_names = plain_names
        self.out: list[tuple[str, Style]] = []
        self.spans: list[tuple[int, int, Any]] = []
        #: The next piece's column.
        self.at = 0

    def style(self, part: str) -> Style:
        """The look of ``part`` (``"cursor"``, ``"field"``…)."""
        return self._style(part)

    def put(self, text: str, style: Style, what: Any = None) -> None:
        """``text`` next on the line; a click on it means ``what`` (when not None)."""
        cells = cell_len(text)
        if what is not None:
            self.spans.append((self.at, self.at + cells, what))
        self.out.append((text, style))
        self.at += cells


class Act(Protocol):
    """What a row's key or click may do, to the form it is in (for the row at hand)."""

    def choose(self, value: Any) -> None:
        """Take ``value`` as the row's (drawn at once, told to the form's owner)."""

    def focus(self, stop: int) -> None:
        """Move the focus to another stop of the row (a row of buttons)."""

    def press(self, key: str) -> None:
        """Tell the form's owner that ``key`` was pressed (a button, a field's Enter)."""

    def open(self, at: int) -> None:
        """Open the row's list of options under it, option ``at`` highlighted."""

    def type(self, text: str) -> None:
        """Type ``text`` into the row (a field, a choice's typed part)."""

    def redraw(self) -> None:
        """Draw the form again (the focus moved to the row)."""


@dataclass(frozen=True)
class Row:
    """One row of a form: its ``key``, its ``name`` (the label before its control; a box's
    words after it), ``disabled`` (greyed, no focus stop) and ``pinned`` (``"top"`` or
    ``"bottom"``: it stays in view while the rest scrolls)."""

    key: str
    _: KW_ONLY
    name: str = ""
    disabled: bool = False
    pinned: str = ""

    #: The kind's name (for tests and scripts reading a form).
    kind: ClassVar[str] = ""
    #: Focus stops of an enabled row of this kind.
    focus_stops: ClassVar[int] = 0

    @property
    def stops(self) -> int:
        """Focus stops of this row."""
        return 0 if self.disabled else self.focus_stops

    def line_count(self, width: int) -> int:
        """Lines the row takes at ``width`` (an open list's options not counted)."""
        return 1

    def relays_out(self, old: Row, width: int) -> bool:
        """Whether the form must be laid out again when this row takes the place of
        ``old`` (pinned elsewhere, or a number of lines that may differ)."""
        return self.pinned != old.pinned or self.line_count(width) != old.line_count(width)

    def stop_key(self, stop: int) -> str:
        """The key of focus stop ``stop`` (a button's own key in a row of them)."""
        return self.key

    def stop_of(self, key: str) -> int | None:
        """The focus stop of this row that ``key`` names, if any."""
        return 0 if key == self.key and self.stops else None

    # -- a value, typed text, a list under the row -----------------------------------------

    def chosen(self, value: Any) -> Row:
        """The row with ``value`` chosen (rows that have a value)."""
        raise NotImplementedError(f"a {self.kind} row has no value")

    @property
    def typing(self) -> bool:
        """Whether a typed character goes into this row."""
        return False

    def typed_text(self) -> str:
        """What was typed into the row."""
        return ""

    def with_typed(self, text: str) -> Row:
        """The row with ``text`` typed into it."""
        return self

    def options(self) -> list[tuple[str, Any]]:
        """The (label, value) options of a list opened under the row (none: no list)."""
        return []

    # -- keys and clicks ------------------------------------------------------------------

    def on_step(self, act: Act, stop: int, step: int) -> None:
        """← (``step`` -1) or → (1) with the focus on ``stop``."""

    def on_press(self, act: Act, stop: int) -> None:
        """Enter with the focus on ``stop``."""

    def on_toggle(self, act: Act, stop: int) -> None:
        """Space with the focus on ``stop``: as Enter, unless the row says otherwise."""
        self.on_press(act, stop)

    def on_option(self, act: Act, value: Any) -> None:
        """An option of the row's open list was taken (Enter or a click)."""

    def click_stop(self, what: Any) -> int | None:
        """The stop a click on ``what`` focuses (None: the click does nothing)."""
        return 0

    def on_click(self, act: Act, what: Any) -> None:
        """A click on ``what`` in the row (the focus is on it now)."""
        act.redraw()

    # -- drawing --------------------------------------------------------------------------

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        """Line ``part`` of the row (an open list's option ``-1 - n``) in ``width`` cells;
        ``focused``: the focus is on the row (``stop`` of it, a row of buttons), and
        ``open_at``: the option highlighted in its open list (else -2)."""

    def draw_name(self, pen: Pen, focused: bool) -> None:
        """The row's name in its column before the control (underlined with the focus)."""
        if self.disabled:
            look = pen.style("disabled")
        elif focused:
            look = pen.style("name-focus")
        else:
            look = PLAIN if pen.plain_names else pen.style("name")
        name = cut(self.name, pen.name_width - 1)
        pen.put(name, look)
        pen.put(" " * (pen.name_width - cell_len(name)), PLAIN)


def mark(pen: Pen, ascii_mark: str, inner: str, disabled: bool, what: Any) -> None:
    """A box or a radio button: ``▐●▌`` as Textual draws its toggles (the half blocks in
    the box's colour, the dot on it), ``(*)`` / ``[X]`` in ASCII, readable without colour
    (an empty box is blank inside)."""
    if pen.ascii:
        pen.put(ascii_mark, pen.style("disabled" if disabled else "control"), what)
        return
    box = pen.style("box")
    dot = pen.style("dot")
    if disabled:
        dot = dot + pen.style("disabled")
    pen.put("▐", box, what)
    pen.put(inner, dot, what)
    pen.put("▌", box, what)


def cut(text: str, width: int) -> str:
    """``text`` within ``width`` cells, cut with "…" ("..." for a text in ASCII: a
    terminal that can show no more)."""
    if cell_len(text) <= width:
        return text
    ellipsis = "..." if text.isascii() else "…"
    if width <= len(ellipsis):
        return text[: max(0, width)]
    return text[: width - len(ellipsis)] + ellipsis
