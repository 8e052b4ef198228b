"""The key bar at the bottom of the table: each key with its action, clickable.

A one-line ``Static`` instead of Textual's ``Footer``: the table redraws it only when the
keys that apply change, and it costs a fraction of a Footer at start-up.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rich.markup import escape
from textual.widgets import Static

from ...words.ascii_text import ascii_key


@dataclass(frozen=True, slots=True)
class Key:
    """One entry: ``key`` shown bold, its ``label``; a click runs ``action`` when enabled.

    ``kept``: left out only when nothing else is left to leave out (the keys of the moment,
    help and quit).
    """

    key: str
    label: str
    action: str | None = None
    enabled: bool = True
    kept: bool = False


class KeyBar(Static):
    """``←→ Card  ⏎ Choose  p Pass  …``; disabled keys are dimmed and do nothing."""

    _shown: tuple[Key, ...] | None = None
    #: The keys drawn, of those shown: those that fit the width, in their order.
    drawn: tuple[Key, ...] = ()
    #: Whether the keys were drawn for a dark theme, and in ASCII (the table redraws on a
    #: change of either).
    _dark: bool | None = None
    _ascii: bool | None = None

    def show(self, keys: tuple[Key, ...]) -> None:
        if (
            keys == self._shown
            and self._dark is self.app.current_theme.dark
            and self._ascii is self.app.has_class("-ascii")
        ):
            return
        self._shown = keys
        self._fit()

    def on_resize(self) -> None:
        if self._shown is not None:
            self._fit()

    def _fit(self) -> None:
        """Two spaces between keys; one when that is what it takes to show them all; and
        when even that is too long, the keys come in the order a player needs them, and
        the last of those not kept go first, one by one (help, which lists every key,
        and the kept keys stay; should even they not fit, the last of them but Quit go)."""
        keys = self._shown or ()
        self._ascii = self.app.has_class("-ascii")
        if self._ascii:
            keys = tuple(dataclasses.replace(entry, key=ascii_key(entry.key)) for entry in keys)
        room = self.content_size.width or self.app.size.width - 2
        separator = "  "
        if _width(keys, separator) > room:
            separator = " "
        # The order they go in: the last not kept first, then the last kept but Quit.
        order = [i for i in reversed(range(len(keys))) if not keys[i].kept]
        order += [i for i in reversed(range(len(keys) - 1)) if keys[i].kept]
        shown: list[Key | None] = list(keys)
        for gone in order:
            if _width(tuple(entry for entry in shown if entry is not None), separator) <= room:
                break
            shown[gone] = None
        keys = self.drawn = tuple(entry for entry in shown if entry is not None)
        # Orange keys read well on the dark panel; on the light one (1.3:1) they take the
        # theme's darker text shade of it.
        self._dark = self.app.current_theme.dark
        accent = "$accent" if self._dark else "$text-accent"
        parts = []
        for entry in keys:
            text = f"[b {accent}]{escape(entry.key)}[/] {escape(entry.label)}"
            if not entry.enabled:
                parts.append(f"[dim]{text}[/dim]")
            elif entry.action:
                parts.append(f"[@click={entry.action}]{text}[/]")
            else:
                parts.append(text)
        self.update(separator.join(parts))


def _width(keys: tuple[Key, ...], separator: str) -> int:
    return len(separator.join(f"{entry.key} {entry.label}" for entry in keys))
