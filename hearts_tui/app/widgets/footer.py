"""The dialogs' key line: one line of text, each key of the dialog with its words.

Textual's ``Footer`` is a widget per key (each styled, laid out, and recomposed on every
change of the screen's bindings, which "change" on every move of the focus).  A dialog's
keys are few and fixed: here they are one ``Static``, drawn once when the dialog opens,
each key clickable (it runs the key's action).  It looks as Textual's footer does.
"""

from __future__ import annotations

from rich.markup import escape
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
    """

    def on_mount(self) -> None:
        self.show_keys()

    def show_keys(self) -> None:
        """The keys the screen shows (its own bindings with ``show``), in their order."""
        screen = self.screen
        parts: list[str] = []
        seen: set[str] = set()
        for _, binding in screen._bindings:  # the screen's own, in order
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            key = escape(self.app.get_key_display(binding))
            words = escape(binding.description)
            action = f"screen.{binding.action}" if "." not in binding.action else binding.action
            parts.append(f"[b $footer-key-foreground]{key}[/] [@click={action}]{words}[/]")
        self.update("  ".join(parts))


#: The old name (every dialog's key line).
QuietFooter = KeyLine
