"""The dialogs' key line: one line of text, each key of the dialog with its words.

Textual's ``Footer`` is a widget per key (each styled, laid out, and recomposed on every
change of the screen's bindings, which "change" on every move of the focus).  A dialog's
keys are few and fixed: here they are one ``Static``, drawn once when the dialog opens,
each key clickable (it runs the key's action).  It looks as Textual's footer does.
"""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

__all__ = ["KeyLine", "QuietFooter"]


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
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"keyline--key"}

    def on_mount(self) -> None:
        self.show_keys()

    def show_keys(self) -> None:
        """The keys the screen shows (its own bindings with ``show``), in their order; a
        click on a key's words runs its action."""
        screen = self.screen
        key_style = self.get_component_rich_style("keyline--key")
        text = Text(no_wrap=True, overflow="ellipsis")
        seen: set[str] = set()
        for _, binding in screen._bindings:  # the screen's own, in order
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            action = binding.action if "." in binding.action else f"screen.{binding.action}"
            if text:
                text.append("  ")
            text.append(self.app.get_key_display(binding), key_style)
            text.append(" ")
            text.append(binding.description, Style.from_meta({"@click": action}))
        self.update(text)


#: The old name (every dialog's key line).
QuietFooter = KeyLine
