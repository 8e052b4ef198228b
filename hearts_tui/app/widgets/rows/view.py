"""``FormView``: a whole dialog's form in one widget, its rows drawn with Textual's Line API.

The form keeps the rows (each a :class:`.base.Row` of its kind), the focus stop, the
scrolling of the rows not pinned and a list opened under a row; it lays the rows out in
lines, and asks each row how many lines it takes, how to draw each and what a key or a click
does to it (through :class:`_Act`, the form's side of :class:`.base.Act`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Final, TypeVar, overload

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from .base import NAME_WIDTH, Pen, Row

R = TypeVar("R", bound=Row)


@dataclass
class _Line:
    """One drawn line: its row (index), the line of the row (a wrapped text, an open list's
    option), and the clickable spans (x0, x1, what) of the last drawing."""

    row: int
    part: int = 0
    spans: list[tuple[int, int, Any]] = field(default_factory=list)


#: The looks of the parts (each a component class ``form--NAME``).
_PARTS: Final = (
    "title",
    "bold",
    "muted",
    "error",
    "section",
    "name",
    "name-focus",
    "disabled",
    "chosen",
    "cursor",
    "control",
    "button",
    "primary",
    "field",
    "placeholder",
    "scrollbar",
    "thumb",
    "box",
    "dot",
)


class _Act:
    """What a row's key or click does to the form (:class:`.base.Act`), for row ``index``."""

    __slots__ = ("_form", "_index")

    def __init__(self, form: FormView, index: int) -> None:
        self._form = form
        self._index = index

    def choose(self, value: Any) -> None:
        self._form._choose(self._index, value)

    def focus(self, stop: int) -> None:
        self._form._stop = (self._index, stop)
        self._form._refresh_rows({self._index})

    def press(self, key: str) -> None:
        self._form._press(key)

    def open(self, at: int) -> None:
        form = self._form
        form._open = (self._index, at)
        form._changed_rows(layout=True)
        form.call_after_refresh(form._scroll_to_stop)

    def type(self, text: str) -> None:
        self._form._type(text)

    def redraw(self) -> None:
        self._form.refresh()


class FormView(Widget, can_focus=True):
    """The rows of a form; ``changed(key, value)`` and ``pressed(key)`` are called with
    what a key or a click chose (``value``: a choice's value, a box's True / False, a
    field's or a typed part's text)."""

    DEFAULT_CSS = """
    FormView {
        height: auto;
        max-height: 100%;
        background: $surface;
    }
    FormView > .form--title { text-style: bold; }
    FormView > .form--bold { text-style: bold; }
    FormView > .form--muted { color: $text-muted; }
    FormView > .form--error { color: $text-error; text-style: bold; }
    FormView > .form--section { text-style: bold; }
    FormView > .form--name { text-style: bold; }
    FormView > .form--name-focus { color: $text-accent; text-style: bold underline; }
    FormView > .form--disabled { color: $text-disabled; }
    FormView > .form--chosen { text-style: bold; }
    FormView > .form--cursor { text-style: bold reverse; }
    FormView > .form--control { color: $text; }
    FormView > .form--button { background: $panel; text-style: bold; }
    FormView > .form--primary { background: $primary; color: $text; text-style: bold; }
    FormView > .form--field { background: $panel; }
    FormView > .form--placeholder { background: $panel; color: $text-disabled; }
    FormView > .form--scrollbar { color: $panel; }
    FormView > .form--thumb { color: $primary; }
    FormView > .form--box { color: $panel; }
    FormView > .form--dot { background: $panel; color: $text-success; }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {f"form--{part}" for part in _PARTS}

    def __init__(
        self,
        rows: Iterable[Row] = (),
        *,
        changed: Callable[[str, Any], None] | None = None,
        pressed: Callable[[str], None] | None = None,
        name_width: int = NAME_WIDTH,
        plain_names: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._rows: list[Row] = list(rows)
        self.changed = changed
        self.pressed = pressed
        self.name_width = name_width
        #: Names drawn plain, not bold (the settings drawer).
        self.plain_names = plain_names
        #: The focus stop: (row index, button index of a row of buttons, else 0).
        self._stop: tuple[int, int] | None = None
        #: An open list: (its row index, the option highlighted).
        self._open: tuple[int, int] | None = None
        #: The first body line in view.
        self._top = 0
        #: The lines of the last layout: (key, top lines, body lines, bottom lines).
        self._layout_key: object = None
        self._lines: tuple[list[_Line], list[_Line], list[_Line]] = ([], [], [])
        #: Each row's drawn strips by what they were drawn from.
        self._strips: dict[object, tuple[Strip, list[tuple[int, int, Any]]]] = {}
        self._ascii = False
        #: The widget's own style and the theme, read once a restyle (``rich_style``
        #: walks the ancestors: a visible part of a key's time, line after line).
        self._base: tuple[Style, str] | None = None
        self._first_stop()

    # -- the rows -------------------------------------------------------------------------

    @property
    def rows(self) -> list[Row]:
        return list(self._rows)

    @overload
    def row(self, key: str) -> Row: ...

    @overload
    def row(self, key: str, kind: type[R]) -> R: ...

    def row(self, key: str, kind: type[Row] = Row) -> Row:
        """The row ``key`` (checked to be a ``kind`` of row, when given)."""
        row = self._rows[self._index(key)]
        if not isinstance(row, kind):
            raise TypeError(f"row {key!r} is a {row.kind} row, not a {kind.__name__}")
        return row

    def _index(self, key: str) -> int:
        for index, row in enumerate(self._rows):
            if row.key == key:
                return index
        raise KeyError(key)

    def has_row(self, key: str) -> bool:
        return any(row.key == key for row in self._rows)

    def set_rows(self, rows: Iterable[Row]) -> None:
        """New rows; the focus stays on the stop of the same key where there is one."""
        focused = self.focused_key
        button = self._stop[1] if self._stop is not None else 0
        self._rows = list(rows)
        self._open = None
        self._stop = None
        if focused is not None and self.has_row(focused):
            index = self._index(focused)
            if self._rows[index].stops:
                self._stop = (index, min(button, self._rows[index].stops - 1))
        if self._stop is None:
            self._first_stop()
        self._changed_rows(layout=True)

    def update(self, key: str, **changes: Any) -> None:
        """Change some fields of the row ``key`` (a repaint; a new layout only when the
        number of its lines may change)."""
        index = self._index(key)
        old = self._rows[index]
        new = replace(old, **changes)
        if new == old:
            return
        self._rows[index] = new
        if self._stop is not None and self._stop[0] == index and not new.stops:
            self._move_off(index)
        self._changed_rows(layout=new.relays_out(old, self._width()), rows=[index])

    def replace_rows(self, rows: Iterable[Row]) -> None:
        """The same rows (keys, in order) with new contents: one repaint of the lines that
        changed, one layout only if some row's number of lines changed (a change of game
        in House rules touches thirty rows: thirty refreshes and layouts were a visible part
        of its key's time)."""
        rows = list(rows)
        assert [row.key for row in rows] == [row.key for row in self._rows]
        changed: list[int] = []
        layout = False
        width = self._width()
        for index, (old, new) in enumerate(zip(self._rows, rows, strict=True)):
            if old == new:
                continue
            changed.append(index)
            layout = layout or new.relays_out(old, width)
        self._rows = rows
        if self._stop is not None and not self._rows[self._stop[0]].stops:
            self._move_off(self._stop[0])
        if changed:
            self._changed_rows(layout=layout, rows=changed)

    def _width(self) -> int:
        return self.content_size.width or self.app.size.width

    def _changed_rows(self, *, layout: bool, rows: Iterable[int] | None = None) -> None:
        """Draw again after a change: the whole form (``layout``: its lines may have come
        or gone), or only the lines of ``rows`` (a key's change touches two or three rows:
        Textual then renders those lines alone)."""
        if layout:
            self._layout_key = None
            self.refresh(layout=True)
        elif rows is None:
            self.refresh()
        else:
            self._refresh_rows(set(rows))

    def _refresh_rows(self, rows: set[int]) -> None:
        top, body, bottom = self._layout()
        height = self.content_size.height
        width = self.content_size.width
        room = max(0, height - len(top) - len(bottom))
        shown = [*top, *body[self._top : self._top + room]]
        shown += [_Line(-1)] * (len(top) + room - len(shown))
        shown += bottom
        regions = [
            Region(0, y, width, 1)  # in the content's cells (Widget.refresh)
            for y, line in enumerate(shown)
            if line.row in rows
        ]
        if regions:
            self.refresh(*regions)

    def value(self, key: str) -> Any:
        """The value of row ``key`` (a choice's, a box's, a field's text)."""
        return getattr(self.row(key), "value", None)

    # -- focus stops ----------------------------------------------------------------------

    def _all_stops(self) -> list[tuple[int, int]]:
        return [(index, b) for index, row in enumerate(self._rows) for b in range(row.stops)]

    def _first_stop(self) -> None:
        stops = self._all_stops()
        self._stop = stops[0] if stops else None

    def _move_off(self, index: int) -> None:
        stops = self._all_stops()
        after = [stop for stop in stops if stop[0] > index]
        self._stop = (after or stops)[0] if stops else None

    @property
    def focused_key(self) -> str | None:
        """The key of the row with the focus stop (a row of buttons: the button's key)."""
        if self._stop is None:
            return None
        return self._rows[self._stop[0]].stop_key(self._stop[1])

    @property
    def focused_row(self) -> str | None:
        """The key of the row with the focus stop."""
        return None if self._stop is None else self._rows[self._stop[0]].key

    def focus_stop(self, key: str) -> None:
        """Put the focus stop on row ``key``, or on the button ``key`` of a row of them."""
        for index, row in enumerate(self._rows):
            stop = row.stop_of(key)
            if stop is not None:
                self._stop = (index, stop)
                break
        self._open = None
        self._scroll_to_stop()
        self.refresh()

    def stop_keys(self) -> list[str]:
        """Every focus stop's key, in order (a button's own key)."""
        return [self._rows[index].stop_key(b) for index, b in self._all_stops()]

    # -- keys -----------------------------------------------------------------------------

    def _act(self, index: int) -> _Act:
        return _Act(self, index)

    def action_move(self, step: int) -> None:
        if self._open is not None:
            count = len(self._rows[self._open[0]].options())
            self._open = (self._open[0], max(0, min(count - 1, self._open[1] + step)))
            self._scroll_to_stop()
            self.refresh()
            return
        stops = self._all_stops()
        if not stops:
            return
        at = stops.index(self._stop) if self._stop in stops else -1
        before, top = self._stop, self._top
        self._stop = stops[(at + step) % len(stops)]
        self._scroll_to_stop()
        if self._top != top or before is None:
            self.refresh()
        else:
            self._refresh_rows({before[0], self._stop[0]})

    def action_step(self, step: int) -> None:
        if self._stop is None or self._open is not None:
            return
        index, stop = self._stop
        self._rows[index].on_step(self._act(index), stop, step)

    def _choose(self, index: int, value: Any) -> None:
        row = self._rows[index]
        self._rows[index] = row.chosen(value)
        self._changed_rows(layout=False, rows=[index])
        if self.changed is not None:
            self.changed(row.key, value)

    def action_press(self) -> None:
        if self._stop is None:
            return
        if self._open is not None:
            index, at = self._open
            options = self._rows[index].options()
            self._open = None
            self._changed_rows(layout=True)
            if 0 <= at < len(options):
                self._rows[index].on_option(self._act(index), options[at][1])
            return
        index, stop = self._stop
        self._rows[index].on_press(self._act(index), stop)

    def _press(self, key: str) -> None:
        if self.pressed is not None:
            self.pressed(key)

    def action_toggle(self) -> None:  # type: ignore[override]
        if self._stop is None or self._open is not None:
            self.action_press()
            return
        index, stop = self._stop
        self._rows[index].on_toggle(self._act(index), stop)

    def action_close_list(self) -> None:
        self._open = None
        self._changed_rows(layout=True)

    def action_page(self, step: int) -> None:
        _, body, _ = self._layout()
        room = self._body_room()
        self._top = max(0, min(len(body) - room, self._top + step * max(1, room - 1)))
        self.refresh()

    def _typing_row(self) -> int | None:
        """The row a key types into: a field, or a choice with a typed part."""
        if self._stop is None or self._open is not None:
            return None
        index = self._stop[0]
        return index if self._rows[index].typing else None

    def action_erase(self) -> None:
        index = self._typing_row()
        if index is None:
            return
        self._set_typed(index, self._rows[index].typed_text()[:-1])

    def _type(self, character: str) -> None:
        index = self._typing_row()
        if index is None:
            return
        self._set_typed(index, self._rows[index].typed_text() + character)

    def _set_typed(self, index: int, text: str) -> None:
        row = self._rows[index]
        self._rows[index] = row.with_typed(text)
        self._changed_rows(layout=False, rows=[index])
        if self.changed is not None:
            self.changed(row.key, text)

    def on_key(self, event: events.Key) -> None:
        """Every key of the form, here in the order they come.

        Not as bindings: Textual runs a binding when the key has gone round the widgets back
        to the app, after this widget has taken the keys queued behind it; in a burst
        ("↓ 1 2 5", typed faster than drawn) the digits then reached the row before the ↓
        that led to it, and were lost.
        """
        key = event.key
        handled = True
        if self._typing_row() is not None and _typed_character(event):
            self._type(event.character or "")
        elif key in ("down", "tab"):
            self.action_move(1)
        elif key in ("up", "shift+tab"):
            self.action_move(-1)
        elif key in ("right", "left"):
            self.action_step(1 if key == "right" else -1)
        elif key == "enter":
            self.action_press()
        elif key == "space":
            self.action_toggle()
        elif key == "backspace" and self._typing_row() is not None:
            self.action_erase()
        elif key == "escape" and self._open is not None:
            self.action_close_list()
        elif key in ("pageup", "pagedown"):
            self.action_page(1 if key == "pagedown" else -1)
        else:
            handled = False  # the dialog's (Esc, q, …)
        if handled:
            event.stop()
            event.prevent_default()

    def on_paste(self, event: events.Paste) -> None:
        if self._typing_row() is not None:
            event.stop()
            # One change for the whole paste (a huge one is the owner's to refuse).
            self._type("".join(c for c in event.text if c.isprintable()))

    # -- the mouse ------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        x, y = event.x - self.gutter.left, event.y - self.gutter.top  # in the content
        width, height = self.content_size
        if not (0 <= x < width and 0 <= y < height):
            return  # the frame or the padding: no line there
        line = self._line_at(y)
        if line is None:
            return
        self._strip(line, self._width_of(line))  # its spans as drawn now
        what = next((w for x0, x1, w in line.spans if x0 <= x < x1), None)
        row = self._rows[line.row]
        if line.part < 0:  # an open list's option
            self._open = None
            self._changed_rows(layout=True)
            if what is not None:
                row.on_option(self._act(line.row), what)
            return
        if not row.stops:
            return
        stop = row.click_stop(what)
        if stop is None:
            return
        self._stop = (line.row, stop)
        if self._open is not None:  # a click elsewhere closes an open list
            self._open = None
            self._changed_rows(layout=True)
        row.on_click(self._act(line.row), what)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self._scroll_by(2)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self._scroll_by(-2)

    def _scroll_by(self, step: int) -> None:
        _, body, _ = self._layout()
        top = max(0, min(len(body) - self._body_room(), self._top + step))
        if top != self._top:
            self._top = top
            self.refresh()

    def _width_of(self, line: _Line) -> int:
        """The cells a line is drawn in (a body line leaves one to the scroll bar)."""
        top, body, bottom = self._layout()
        width = self.content_size.width
        room = max(0, self.content_size.height - len(top) - len(bottom))
        scrolls = len(body) > room
        return width - 1 if scrolls and line in body else width

    def _line_at(self, y: int) -> _Line | None:
        top, body, bottom = self._layout()
        height = self.content_size.height
        if y < len(top):
            return top[y]
        if y >= height - len(bottom):
            at = y - (height - len(bottom))
            return bottom[at] if 0 <= at < len(bottom) else None
        at = self._top + y - len(top)
        return body[at] if 0 <= at < len(body) else None

    # -- layout ---------------------------------------------------------------------------

    def _layout(self) -> tuple[list[_Line], list[_Line], list[_Line]]:
        width = self._width()
        key = (width, self._open)
        if key == self._layout_key:
            return self._lines
        top: list[_Line] = []
        body: list[_Line] = []
        bottom: list[_Line] = []
        for index, row in enumerate(self._rows):
            into = {"top": top, "bottom": bottom}.get(row.pinned, body)
            into.extend(_Line(index, part) for part in range(row.line_count(width)))
            if self._open is not None and self._open[0] == index:
                into.extend(_Line(index, -1 - at) for at in range(len(row.options())))
        self._lines = (top, body, bottom)
        self._layout_key = key
        return self._lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        self._layout_key = None
        return self._measure(width or self.content_size.width)

    def _measure(self, width: int) -> int:
        count = 0
        for index, row in enumerate(self._rows):
            count += row.line_count(width)
            if self._open is not None and self._open[0] == index:
                count += len(row.options())
        return count

    def _body_room(self) -> int:
        top, _, bottom = self._layout()
        return max(1, self.content_size.height - len(top) - len(bottom))

    def _scroll_to_stop(self) -> None:
        """Bring the focused stop (and an open list's option) into view, with the line
        under it (an option's explanation)."""
        if self._stop is None or not self.content_size.height:
            return  # not laid out (a dialog under another): on_resize does it then
        _, body, _ = self._layout()
        index = self._open[0] if self._open is not None else self._stop[0]
        wanted = [at for at, line in enumerate(body) if line.row == index]
        if not wanted:
            return
        first = wanted[0]
        last = wanted[-1] + 1  # the explanation under it
        if self._open is not None:
            first = last = wanted[0] + 1 + self._open[1]
        room = self._body_room()
        if first < self._top:
            self._top = first
        elif last >= self._top + room:
            self._top = min(first, last - room + 1)
        self._top = max(0, min(self._top, max(0, len(body) - room)))

    def on_resize(self) -> None:
        self._layout_key = None
        self._scroll_to_stop()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -- drawing --------------------------------------------------------------------------

    def _style(self, part: str) -> Style:
        return self.get_component_rich_style(f"form--{part}")

    def render_line(self, y: int) -> Strip:
        top, body, bottom = self._layout()
        width = self.content_size.width
        height = self.content_size.height
        self._ascii = self.app.has_class("-ascii")
        room = max(0, height - len(top) - len(bottom))
        scrolls = len(body) > room
        self._top = max(0, min(self._top, len(body) - room))  # never past the end
        inner = width - 1 if scrolls else width
        line: _Line | None
        if y < len(top):
            line = top[y]
        elif y >= height - len(bottom):
            at = y - (height - len(bottom))
            line = bottom[at] if 0 <= at < len(bottom) else None
        else:
            at = self._top + y - len(top)
            line = body[at] if 0 <= at < len(body) else None
            if scrolls:
                strip = self._strip(line, inner) if line is not None else self._blank(inner)
                return Strip.join([strip, self._bar(y - len(top), room, len(body))])
        if line is None:
            return self._blank(width)
        return self._strip(line, width)

    def _blank(self, width: int) -> Strip:
        return Strip([Segment(" " * width, self._styles_key()[0])], width)

    def _bar(self, at: int, room: int, total: int) -> Strip:
        """One cell of the body's scroll bar."""
        size = max(1, room * room // max(1, total))
        start = (room - size) * self._top // max(1, total - room)
        thumb = start <= at < start + size
        char = ("#" if thumb else "|") if self._ascii else ("█" if thumb else "▐")
        style = self._styles_key()[0] + self._style("thumb" if thumb else "scrollbar")
        return Strip([Segment(char, style)], 1)

    def _strip(self, line: _Line, width: int) -> Strip:
        row = self._rows[line.row]
        focused = self.has_focus and self._stop is not None and self._stop[0] == line.row
        stop = self._stop[1] if focused and self._stop is not None else -1
        open_at = self._open[1] if self._open is not None and self._open[0] == line.row else -2
        key = (row, line.part, width, focused, stop, open_at, self._ascii, self._styles_key())
        cached = self._strips.get(key)
        if cached is None:
            pen = Pen(
                self._style,
                ascii=self._ascii,
                name_width=self.name_width,
                plain_names=self.plain_names,
            )
            row.draw(pen, line.part, width, focused, stop, open_at)
            base = self._styles_key()[0]
            segments = [Segment(text, base + style) for text, style in pen.out if text]
            used = sum(cell_len(text) for text, _ in pen.out)
            strip = Strip(segments, used)
            if used < width:
                strip = Strip.join([strip, Strip([Segment(" " * (width - used), base)])])
            cached = (strip.crop(0, width), pen.spans)
            if len(self._strips) > 1024:
                self._strips.clear()
            self._strips[key] = cached
        line.spans = cached[1]
        return cached[0]

    def _styles_key(self) -> tuple[Style, str]:
        if self._base is None:
            self._base = (self.rich_style, self.app.current_theme.name)
        return self._base

    def notify_style_update(self) -> None:
        self._base = None
        super().notify_style_update()

    # -- for tests and screen readers ------------------------------------------------------

    def text(self) -> str:
        """Every line of the form as plain text (the whole body, not only what is in view)."""
        top, body, bottom = self._layout()
        width = self._width()
        return "\n".join(self._strip(line, width).text.rstrip() for line in (*top, *body, *bottom))

    def row_text(self, key: str) -> str:
        """The row ``key`` as drawn, as plain text."""
        width = self._width()
        index = self._index(key)
        top, body, bottom = self._layout()
        return "\n".join(
            self._strip(line, width).text.rstrip()
            for line in (*top, *body, *bottom)
            if line.row == index and line.part >= 0
        )

    def offset_of(self, key: str, what: Any = None) -> tuple[int, int] | None:
        """Where to click for row ``key`` (and ``what`` in it: a choice's value, a button's
        index, "list", "check", "field", "button"), in widget cells; None when out of view."""
        top, body, bottom = self._layout()
        index = self._index(key)
        height = self.content_size.height
        in_view = [*top]
        room = max(0, height - len(top) - len(bottom))
        in_view += body[self._top : self._top + room]
        in_view += [_Line(-1)] * max(0, room - len(body[self._top : self._top + room]))
        in_view += bottom
        for y, line in enumerate(in_view):
            if line.row != index or line.part != 0:
                continue
            self._strip(line, self._width_of(line))  # its spans as drawn now
            for x0, _, span in line.spans:
                if what is None or span == what:
                    return (self.gutter.left + x0, self.gutter.top + y)
            return (self.gutter.left, self.gutter.top + y) if what is None else None
        return None

    def show_row(self, key: str) -> None:
        """Scroll the body so that row ``key`` is in view (the focus stays where it is)."""
        _, body, _ = self._layout()
        index = self._index(key)
        lines = [at for at, line in enumerate(body) if line.row == index]
        if not lines:
            return
        room = self._body_room()
        if lines[0] < self._top:
            self._top = lines[0]
        elif lines[-1] >= self._top + room:
            self._top = lines[-1] - room + 1
        self.refresh()

    def in_view(self, key: str) -> bool:
        """Whether row ``key`` is drawn now (not scrolled out of the body's view)."""
        return self.offset_of(key) is not None


def keys_to_form(form: FormView, event: events.Key) -> None:
    """A key that reached the form's screen before the form had the focus (typed in the
    same burst as the key that opened the dialog): the form takes it, in its order."""
    if form.has_focus:
        return
    if form.is_attached:
        form.focus()
    form.on_key(event)


def _typed_character(event: events.Key) -> bool:
    """Whether ``event`` types a character into a field (not a key with a name)."""
    character = event.character
    return (
        character is not None
        and len(character) == 1
        and character.isprintable()
        and character != " "
        and not event.key.startswith(("ctrl+", "alt+"))
    )
