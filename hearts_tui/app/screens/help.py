"""Help, one key away: this table's rules, the keys, the tactics.

The page is one widget, :class:`HelpView`, drawn with the Line API: the Markdown of
:func:`~hearts_tui.words.help_text.help_markdown` is rendered once (for the width it has)
into lines, which a scroll only copies.  Textual's ``MarkdownViewer`` made a widget of each
heading, paragraph, list item and table cell (some forty): each ↓ re-laid them all out, at
twelve times a bare key's time (benchmarks/responsiveness.py).  The look is Textual's
Markdown's: headings in the theme's heading colour, "•" bullets ("*" in ASCII), inline code
tinted, the keys in a framed table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Final

from rich import box
from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import Heading, ListItem, Markdown, MarkdownElement, TableElement
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from rich.theme import Theme
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.strip import Strip

from ...engine import Rules
from ...words.help_text import help_markdown
from ...words.language import N_
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter
from ..widgets.key_scroll import KeyScrollView

#: List bullets in ASCII, by depth (Textual's are • ▪ ‣).
ASCII_BULLETS: Final = ("* ", "- ", "+ ", "* ", "- ")
BULLETS: Final = ("• ", "▪ ", "‣ ", "⭑ ", "◦ ")
#: Columns left and right of the page (Textual's Markdown pads 0 2).
PAD: Final = 2


class _Heading(Heading):
    """A heading on the left, with two blank lines above it and one below (Textual's)."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        text = self.text
        text.justify = "left"
        yield Text("")
        yield text


class _ListItem(ListItem):
    """A list item after its bullet, the bullet as Textual draws it (two cells)."""

    #: The bullets of the page being drawn (ASCII or not).
    bullets: ClassVar[tuple[str, ...]] = BULLETS

    def render_bullet(self, console: Console, options: ConsoleOptions) -> RenderResult:
        bullet_text = self.bullets[0]
        width = len(bullet_text)
        lines = console.render_lines(
            self.elements, options.update(width=options.max_width - width), style=self.style
        )
        bullet_style = console.get_style("markdown.item.bullet", default="none")
        new_line = Segment("\n")
        for index, line in enumerate(lines):
            yield Segment(bullet_text if index == 0 else " " * width, bullet_style)
            yield from line
            yield new_line


class _Table(TableElement):
    """The keys' table, framed (in ASCII with +-|)."""

    #: The frame of the page being drawn.
    frame: ClassVar[box.Box] = box.SQUARE

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        table = Table(
            box=self.frame,
            style="markdown.table.border",
            header_style="markdown.table.header",
            show_lines=True,
            expand=True,
        )
        if self.header is not None and self.header.row is not None:
            for index, column in enumerate(self.header.row.cells):
                # The keys as narrow as they go, what they do takes the rest.
                table.add_column(column.content.copy(), ratio=4 if index else 1)
        if self.body is not None:
            for row in self.body.rows:
                table.add_row(*(element.content for element in row.cells))
        yield table


class _Page(Markdown):
    elements: ClassVar[dict[str, type[MarkdownElement]]] = {
        **Markdown.elements,
        "heading_open": _Heading,
        "list_item_open": _ListItem,
        "table_open": _Table,
    }


class HelpView(KeyScrollView, can_focus=True):
    """The help page (Markdown ``source``), scrolled with the arrows, the Page keys, Home,
    End and the mouse wheel."""

    DEFAULT_CSS = """
    HelpView {
        overflow-x: hidden;
        scrollbar-gutter: stable;
        background: $surface;
    }
    HelpView > .help--heading {
        color: $markdown-h2-color;
        background: $markdown-h2-background;
        text-style: $markdown-h2-text-style;
    }
    HelpView > .help--bullet { color: $text-primary; }
    HelpView:light > .help--bullet { color: $text-secondary; }
    HelpView > .help--code { background: $warning 10%; color: $text-warning 95%; }
    HelpView:light > .help--code { background: $error 5%; color: $text-error 95%; }
    HelpView:ansi > .help--code { background: ansi_default; }
    HelpView > .help--table-border { color: $foreground 20%; }
    HelpView > .help--table-header { color: $text-primary; }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "help--heading",
        "help--bullet",
        "help--code",
        "help--table-border",
        "help--table-header",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "scroll_up", show=False),
        Binding("down", "scroll_down", show=False),
        Binding("pageup", "page_up", show=False),
        Binding("pagedown", "page_down", show=False),
        Binding("home", "scroll_home", show=False),
        Binding("end", "scroll_end", show=False),
    ]

    def __init__(
        self, *, ascii_suits: bool = False, id: str | None = None, classes: str = ""
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._ascii = ascii_suits
        #: The page's Markdown ("" until it is given, after the dialog's first frame).
        self.source = ""
        #: The lines drawn, and the width and base style they were drawn for.
        self._lines: list[Strip] = []
        self._drawn_for: tuple[int, Style, str] | None = None
        self._style = Style()

    def update(self, source: str) -> None:
        """Show the page ``source`` (Markdown)."""
        self.source = source
        self._drawn_for = None
        self._draw()
        self.refresh()

    def _draw(self) -> None:
        """The page as lines for the width there is (again when the width or the theme
        changed)."""
        width = self.scrollable_content_region.width
        style = self.rich_style
        if self._drawn_for == (width, style, self.source):
            return
        self._drawn_for = (width, style, self.source)
        if not self.source or width <= 2 * PAD:
            self._lines = []
        else:
            self._lines = self._render_page(width - 2 * PAD, style)
        self.virtual_size = Size(width, len(self._lines))

    def _render_page(self, width: int, style: Style) -> list[Strip]:
        part = self.get_component_rich_style
        theme = Theme(
            {
                "markdown.h1": part("help--heading"),
                "markdown.h2": part("help--heading"),
                "markdown.h3": part("help--heading"),
                "markdown.item.bullet": part("help--bullet"),
                "markdown.code": part("help--code"),
                "markdown.strong": Style(bold=True),
                "markdown.em": Style(italic=True),
                "markdown.table.border": part("help--table-border"),
                "markdown.table.header": part("help--table-header"),
            },
            inherit=False,
        )
        _ListItem.bullets = ASCII_BULLETS if self._ascii else BULLETS
        _Table.frame = box.ASCII if self._ascii else box.SQUARE
        console = self.app.console
        options = console.options.update(width=width, min_width=width, height=None)
        with console.use_theme(theme):
            rendered = console.render_lines(_Page(self.source), options, style=style, pad=True)
        margin = Segment(" " * PAD, style)
        lines = [Strip([margin, *line, margin], width + 2 * PAD) for line in rendered]
        while lines and not lines[-1].text.strip():
            lines.pop()
        # The first heading right under the dialog's padding: the blank rows above every
        # other heading were three empty rows above the title (issue 40 #7).
        first = next((index for index, line in enumerate(lines) if line.text.strip()), 0)
        return lines[first:]

    def render_lines(self, crop: Region) -> list[Strip]:
        self._style = self.rich_style
        self._draw()
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = y + self.scroll_offset.y
        if 0 <= index < len(self._lines):
            return self._lines[index].crop_extend(0, width, self._style)
        return Strip.blank(width, self._style)

    def on_resize(self) -> None:
        self._draw()


class HelpScreen(Dialog[None]):
    """Scrolls with the arrows and Page keys; Escape, ``?`` or ``h`` closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            with_layouts("escape,q,question_mark,h,f1"), "close", N_("Close"), key_display="Esc"
        )
    ]

    def __init__(self, rules: Rules, ascii_suits: bool = False) -> None:
        super().__init__()
        self._rules = rules
        self._ascii = ascii_suits

    def compose(self) -> ComposeResult:
        # The page is drawn once the dialog is on the screen: the key opens it at once and
        # a quick Escape never waits for it.
        yield HelpView(ascii_suits=self._ascii, id="help", classes="dialog")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.focus_on_mount("#help")
        self.call_after_refresh(self._fill)

    def _fill(self) -> None:
        """The page, after the dialog's first frame; not awaited."""
        if self._closing_down():
            return
        self.query_one(HelpView).update(help_markdown(self._rules, ascii_suits=self._ascii))

    def action_close(self) -> None:
        self.dismiss(None)


def page_lines(view: HelpView) -> Iterable[str]:
    """The page's lines as plain text (for tests and screen readers)."""
    return (line.text for line in view._lines)
