"""The key bar at the bottom of the table: each key with its action, clickable.

A one-line ``Static`` instead of Textual's ``Footer``: the table redraws it only when the
keys that apply change, and it costs a fraction of a Footer at start-up.

On a tall table (a phone upright) the keys are buttons instead: each in a frame three rows
tall, the frames of a row sharing its width, as many rows as they take; the whole frame
is the button.  On a touch screen they show their words alone (no key to press).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

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


#: A button's frame: top-left, top, top-right, side, bottom-left, bottom-right.
FRAME: Final = "╭─╮│╰╯"
ASCII_FRAME: Final = "+-+|++"


class KeyBar(Static):
    """``←→ Card  ⏎ Choose  p Pass  …``; disabled keys are dimmed and do nothing."""

    _shown: tuple[Key, ...] | None = None
    #: The keys drawn, of those shown: those that fit the width, in their order.
    drawn: tuple[Key, ...] = ()
    #: Drawn as framed buttons (a tall table), and with their keys named on them.
    _buttons = False
    _named = True
    #: Whether the keys were drawn for a dark theme, and in ASCII (the table redraws on a
    #: change of either).
    _dark: bool | None = None
    _ascii: bool | None = None

    def show(self, keys: tuple[Key, ...], *, buttons: bool = False, named: bool = True) -> None:
        """Show ``keys``: in one row, or as framed ``buttons`` (a tall table) that name
        their keys when ``named`` (not on a touch screen)."""
        if (
            keys == self._shown
            and (buttons, named) == (self._buttons, self._named)
            and self._dark is self.app.current_theme.dark
            and self._ascii is self.app.has_class("-ascii")
        ):
            return
        self._shown = keys
        self._buttons, self._named = buttons, named
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
        if self._buttons:
            self._dark = self.app.current_theme.dark
            self.drawn = tuple(entry for entry in keys if entry.action)
            self.update(self._button_rows(self.drawn))
            return
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

    def _button_rows(self, keys: tuple[Key, ...]) -> str:
        """The keys as framed buttons (:func:`button_rows`), their keys named unless on a
        touch screen."""
        width = self.content_size.width or self.app.size.width
        shown = [dataclasses.replace(entry, key=self._shown_key(entry)) for entry in keys]
        if not self._named:
            shown = [dataclasses.replace(entry, key="") for entry in shown]
        return button_rows(shown, width, ascii_frame=bool(self._ascii), dark=bool(self._dark))

    def _shown_key(self, entry: Key) -> str:
        return ascii_key(entry.key) if self._ascii else entry.key


def _width(keys: tuple[Key, ...], separator: str) -> int:
    return len(separator.join(f"{entry.key} {entry.label}" for entry in keys))


def button_rows(keys: Sequence[Key], width: int, *, ascii_frame: bool, dark: bool) -> str:
    """``keys`` as framed buttons in markup: three rows each (the frame, the key in bold
    and the words, the frame), as many to a row as fit ``width`` with a space between
    them, each row's buttons sharing its width; a click anywhere on a button runs its
    action, a disabled one is dimmed.  ``Key.key`` "" names no key (a touch screen)."""
    frame = ASCII_FRAME if ascii_frame else FRAME
    words = [f"{entry.key} {entry.label}" if entry.key else entry.label for entry in keys]
    rows: list[list[int]] = [[]]
    used = 0
    for index, text in enumerate(words):
        need = len(text) + 4  # the frame and a space either side of the words
        if rows[-1] and used + 1 + need > width:
            rows.append([])
            used = 0
        used += need + (1 if rows[-1] else 0)
        rows[-1].append(index)
    accent = "$accent" if dark else "$text-accent"
    lines: list[str] = []
    for row in rows:
        if not row:
            continue
        spare = max(0, width - sum(len(words[i]) + 4 for i in row) - (len(row) - 1))
        parts: list[list[str]] = [[], [], []]
        for place, index in enumerate(row):
            entry, text = keys[index], words[index]
            inner = len(text) + 2 + spare // len(row) + (place < spare % len(row))
            left = (inner - len(text)) // 2
            label = escape(text)
            if entry.key:
                label = f"[b {accent}]{escape(entry.key)}[/]" + escape(text[len(entry.key) :])
            middle = " " * left + label + " " * (inner - left - len(text))
            cells = (
                frame[0] + frame[1] * inner + frame[2],
                frame[3] + middle + frame[3],
                frame[4] + frame[1] * inner + frame[5],
            )
            for line, cell in zip(parts, cells, strict=True):
                if not entry.enabled or not entry.action:
                    line.append(f"[dim]{cell}[/dim]")
                else:
                    line.append(f'[@click="{entry.action}"]{cell}[/]')
        lines += [" ".join(line) for line in parts]
    return "\n".join(lines)
