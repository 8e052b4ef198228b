"""The dialogs' key line: one line of text, each key of the dialog with its words.

Textual's ``Footer`` is a widget per key (each styled, laid out, and recomposed on every
change of the screen's bindings, which "change" on every move of the focus).  A dialog's
keys are few and fixed: here they are one ``Static``, drawn once when the dialog opens,
each key clickable (it runs the key's action).  It looks as Textual's footer does.

On a touch screen (``words.touch``) the keys are framed buttons three rows tall, a finger's
size, named by their words (an arrow kept where it is the meaning: ``← Trick``); Quit is
not among them (one tap must not end the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widgets import Static

from ...words.language import _
from ...words.touch import on_touch
from .keybar import Key, button_rows

if TYPE_CHECKING:
    from textual.screen import Screen

#: The keys a touch screen's buttons still show, as a sign of their meaning.
TOUCH_SIGNS = {"←": "←", "→": "→", "PgUp": "«", "PgDn": "»"}

__all__ = ["KeyLine", "QuietFooter", "key_line_rows"]


class KeyLine(Static):
    """``esc Close  ⏎ Next hand  v Review``: the screen's keys shown in its bindings."""

    DEFAULT_CSS = """
    KeyLine {
        dock: bottom;
        height: 1;
        width: 100%;
        background: $footer-background;
        color: $footer-description-foreground;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        padding: 0 1;
        link-style: none;
    }
    KeyLine > .keyline--key { color: $footer-key-foreground; text-style: bold; }
    KeyLine.-buttons {
        height: auto;
        padding: 0;
        background: $background;
        text-wrap: wrap;
        link-style: none;
        link-style-hover: bold;
        link-background-hover: $boost;
    }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"keyline--key"}

    #: Where each key is drawn (its first and last cell + 1, on the text) and its action:
    #: a click on the key runs it as a click on its words does (a finger is wide).
    _keys: tuple[tuple[int, int, str], ...] = ()

    def on_mount(self) -> None:
        self.show_keys()

    async def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for start, end, action in self._keys:
            if start <= offset.x < end:
                event.stop()
                await self.run_action(action)
                return

    def show_keys(self) -> None:
        """The keys the screen shows (its own bindings with ``show``), in their order; a
        click on a key's words runs its action."""
        if on_touch():
            self._buttons()
            return
        screen = self.screen
        key_style = self.get_component_rich_style("keyline--key")
        text = Text(no_wrap=True, overflow="ellipsis")
        seen: set[str] = set()
        keys: list[tuple[int, int, str]] = []
        for _key, binding in screen._bindings:  # the screen's own, in order
            if not binding.show or binding.action in seen or not _can(screen, binding.action):
                continue
            seen.add(binding.action)
            action = binding.action if "." in binding.action else f"screen.{binding.action}"
            if text:
                text.append("  ")
            start = text.cell_len
            text.append(self.app.get_key_display(binding), key_style)
            text.append(" ")
            keys.append((start, text.cell_len, action))
            text.append(_(binding.description), Style.from_meta({"@click": action}))
        self._keys = tuple(keys)
        self.update(text)

    def _buttons(self) -> None:
        """A touch screen's key line: framed buttons named by their words, no Quit."""
        keys: list[Key] = []
        for _key, binding in self.screen._bindings:
            action = binding.action if "." in binding.action else f"screen.{binding.action}"
            if (
                not binding.show
                or action == "app.quit"
                or any(k.action == action for k in keys)
                or not _can(self.screen, binding.action)
            ):
                continue
            sign = TOUCH_SIGNS.get(self.app.get_key_display(binding), "")
            keys.append(Key(sign, _(binding.description), action))
        self.add_class("-buttons")
        self._keys = ()
        width = self.app.size.width
        dark = self.app.current_theme.dark
        self.update(button_rows(keys, width, ascii_frame=self.app.has_class("-ascii"), dark=dark))

    def on_resize(self) -> None:
        if on_touch():
            self._buttons()


def _can(screen: Screen[Any], action: str) -> bool:
    """Whether the screen's action can run now (its ``check_action``): a key that would do
    nothing (Delete in an empty list) is not offered."""
    if "." in action:
        return True
    return screen.check_action(action.split("(")[0], ()) is not False


def key_line_rows() -> int:
    """The rows a dialog's key line takes: one, or on a touch screen a row of buttons three
    rows tall (a dialog sizing itself leaves them free)."""
    return 3 if on_touch() else 1


#: The old name (every dialog's key line).
QuietFooter = KeyLine
