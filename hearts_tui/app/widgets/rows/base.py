"""What every row of a form is and has, the pen it draws its line with, and what its keys
and clicks may ask of the form (:class:`Act`).

A kind of row is a subclass of :class:`Row`: its own fields (a frozen dataclass), how many
focus stops it has, how many lines it takes, how it draws each, and what a key (→ ←, Enter,
Space, a typed character) or a click does to it.  The form (:class:`.view.FormView`) keeps
the rows, the focus, the scrolling and an open list, and asks the row for the rest.

**The finger's look** (a form on a touch screen, ``FormView(touch=True)``): a row with
controls names them in :meth:`Row.taps`, each a :class:`Tap`, and is drawn as its name on
a line of its own, then each control in a frame three lines tall and at least
:data:`FINGER_COLUMNS` wide, as many to a line as fit (:func:`lay_out`); a tap anywhere in
a frame is a click on that control.  Rows without controls (text, blank) look as in a
terminal.  At the cells a served page draws (12 to 16 px fonts: cells of 7.5 to 8.2 by 16
to 20 CSS px) a frame is at least 44×44 CSS px, a fingertip's target.
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

#: Lines of a control drawn for a finger: its frame's top, its words, its frame's bottom.
FINGER_LINES: Final = 3
#: The fewest columns of a control's frame drawn for a finger (44 CSS px at 7.5 px a cell,
#: the narrowest cells a served page draws, with a column to spare).
FINGER_COLUMNS: Final = 7
#: A frame's corners, sides and top: top-left, top, top-right, side, bottom-left,
#: bottom-right (as the key line's buttons on a touch screen); and in ASCII.
FRAME: Final = "╭─╮│╰╯"
ASCII_FRAME: Final = "+-+|++"


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

    def fresh(self) -> Pen:
        """A new pen of the same looks, at the start of an empty line (for the words of a
        control drawn for a finger, :class:`Tap`)."""
        return Pen(
            self._style, ascii=self.ascii, name_width=self.name_width, plain_names=self.plain_names
        )

    def put(self, text: str, style: Style, what: Any = None) -> None:
        """``text`` next on the line; a click on it means ``what`` (when not None)."""
        cells = cell_len(text)
        if what is not None:
            self.spans.append((self.at, self.at + cells, what))
        self.out.append((text, style))
        self.at += cells


@dataclass(frozen=True)
class Tap:
    """One control of a row drawn for a finger: its words (``pieces``, each text in its
    style) in a frame, a tap anywhere in which means ``what``; ``inner``: the cells inside
    the frame at least (a field's), ``fill``: the frame takes the whole line (a box, a
    field).  With ``what`` None it is a word between two controls ("or"), drawn on their
    middle line without a frame."""

    pieces: tuple[tuple[str, Style], ...]
    what: Any = None
    frame: Style = PLAIN
    inner: int = 0
    fill: bool = False

    @property
    def framed(self) -> bool:
        return self.what is not None

    @property
    def words(self) -> int:
        """The cells of its words."""
        return sum(cell_len(text) for text, _ in self.pieces)

    def cells(self, width: int) -> int:
        """The columns it takes on a line of ``width``."""
        if not self.framed:
            return self.words
        if self.fill:
            return max(FINGER_COLUMNS, width)
        return max(FINGER_COLUMNS, max(self.inner, self.words + 2) + 2)


def lay_out(taps: list[Tap], width: int, align: str = "left") -> list[list[tuple[int, Tap, int]]]:
    """``taps`` in lines of ``width`` columns, a column between two: each line's (column,
    tap, cells); ``align`` "left", "centre" or "spread" (the first on the left, the others on
    the right, when they all fit one line).  A word between two controls stays with the
    control after it."""
    lines: list[list[tuple[Tap, int]]] = [[]]
    used = 0
    for index, tap in enumerate(taps):
        cells = min(width, tap.cells(width))
        need = cells
        if not tap.framed and index + 1 < len(taps):  # kept with the control it introduces
            need += 1 + min(width, taps[index + 1].cells(width))
        if lines[-1] and used + 1 + need > width:
            lines.append([])
            used = 0
        used += cells + (1 if lines[-1] else 0)
        lines[-1].append((tap, cells))
    placed: list[list[tuple[int, Tap, int]]] = []
    for line in lines:
        total = sum(cells for _, cells in line) + len(line) - 1
        if align == "spread" and len(lines) == 1 and len(line) > 1:
            first, rest = line[0], line[1:]
            row = [(0, first[0], first[1])]
            x = width - (sum(cells for _, cells in rest) + len(rest) - 1)
            for tap, cells in rest:
                row.append((x, tap, cells))
                x += cells + 1
            placed.append(row)
            continue
        x = max(0, (width - total) // 2) if align == "centre" else 0
        row = []
        for tap, cells in line:
            row.append((x, tap, cells))
            x += cells + 1
        placed.append(row)
    return placed


def draw_taps(pen: Pen, line: list[tuple[int, Tap, int]], third: int) -> None:
    """One of the three lines (``third`` 0: the frames' tops, 1: the words, 2: the
    bottoms) of a line of controls laid out by :func:`lay_out`."""
    frame = ASCII_FRAME if pen.ascii else FRAME
    for x, tap, cells in line:
        if x > pen.at:
            pen.put(" " * (x - pen.at), PLAIN)
        if not tap.framed:
            if third == 1:
                for text, style in tap.pieces:
                    pen.put(text, style)
            else:
                pen.put(" " * cells, PLAIN)
            continue
        inner = cells - 2
        if third != 1:
            left, right = (frame[0], frame[2]) if third == 0 else (frame[4], frame[5])
            pen.put(left + frame[1] * inner + right, tap.frame, tap.what)
            continue
        pen.put(frame[3] + " ", tap.frame, tap.what)
        room = inner - 2
        for text, style in tap.pieces:
            shown = cut(text, room) if room > 0 else ""
            pen.put(shown, style, tap.what)
            room -= cell_len(shown)
        pen.put(" " * max(0, room) + " " + frame[3], tap.frame, tap.what)


def measuring_pen(name_width: int = 0) -> Pen:
    """A pen that draws in no style: to count a row's lines (its widths are the same)."""
    return Pen(lambda part: PLAIN, ascii=False, name_width=name_width, plain_names=False)


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

    def line_count(self, width: int, touch: bool = False) -> int:
        """Lines the row takes at ``width`` (an open list's options not counted), drawn
        for a finger when ``touch``."""
        if touch:
            taps = self.taps(measuring_pen(), False, -1)
            if taps is not None:
                return self._heading_lines() + FINGER_LINES * len(
                    lay_out(taps, width, self.tap_align())
                )
        return 1

    def relays_out(self, old: Row, width: int, touch: bool = False) -> bool:
        """Whether the form must be laid out again when this row takes the place of
        ``old`` (pinned elsewhere, or a number of lines that may differ)."""
        return self.pinned != old.pinned or self.line_count(width, touch) != old.line_count(
            width, touch
        )

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

    # -- drawn for a finger ---------------------------------------------------------------

    def taps(self, pen: Pen, focused: bool, stop: int) -> list[Tap] | None:
        """The row's controls drawn for a finger, in order (None: the row has none and
        looks as in a terminal)."""
        return None

    def heading(self) -> str:
        """The line above the row's controls drawn for a finger ("": none): its name."""
        return self.name

    def tap_align(self) -> str:
        """How the row's controls drawn for a finger stand on their lines: "left",
        "centre" or "spread" (:func:`lay_out`)."""
        return "left"

    def _heading_lines(self) -> int:
        return 1 if self.heading() else 0

    def draw_for_finger(
        self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int
    ) -> None:
        """Line ``part`` of the row drawn for a finger: its heading, then its controls in
        frames (:meth:`taps`); a row without controls as :meth:`draw`."""
        taps = self.taps(pen, focused, stop)
        if taps is None:
            self.draw(pen, part, width, focused, stop, open_at)
            return
        heading = self._heading_lines()
        if part < heading:
            self.draw_heading(pen, focused, width)
            return
        lines = lay_out(taps, width, self.tap_align())
        line, third = divmod(part - heading, FINGER_LINES)
        if line < len(lines):
            draw_taps(pen, lines[line], third)

    def draw_heading(self, pen: Pen, focused: bool, width: int) -> None:
        """The row's name on its own line (underlined with the focus)."""
        pen.put(cut(self.heading(), width), self._name_look(pen, focused))

    def _name_look(self, pen: Pen, focused: bool) -> Style:
        """The look of the row's name: greyed when disabled, underlined with the focus."""
        if self.disabled:
            return pen.style("disabled")
        if focused:
            return pen.style("name-focus")
        return PLAIN if pen.plain_names else pen.style("name")

    def frame_style(self, pen: Pen) -> Style:
        """The look of the frames of the row's controls."""
        return pen.style("disabled" if self.disabled else "frame")

    # -- drawing --------------------------------------------------------------------------

    def draw(self, pen: Pen, part: int, width: int, focused: bool, stop: int, open_at: int) -> None:
        """Line ``part`` of the row (an open list's option ``-1 - n``) in ``width`` cells;
        ``focused``: the focus is on the row (``stop`` of it, a row of buttons), and
        ``open_at``: the option highlighted in its open list (else -2)."""

    def draw_name(self, pen: Pen, focused: bool) -> None:
        """The row's name in its column before the control (underlined with the focus)."""
        name = cut(self.name, pen.name_width - 1)
        pen.put(name, self._name_look(pen, focused))
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
