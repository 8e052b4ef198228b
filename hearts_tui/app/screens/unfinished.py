"""Unfinished games (key ``u``): the games put aside, to resume or delete.

Resuming one puts the current game on the shelf in its place, so nothing is ever lost by
choosing; deleting asks first.
"""

from __future__ import annotations

import textwrap
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...store.shelf import Shelved
from ...words import touch
from ...words.describe import suits_text
from ...words.language import N_, _
from ...words.shelf_text import (
    entry_name,
    fill_lines,
    played_text,
    seat_scores,
    shared_codes,
    table_name,
    visible,
)
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter
from ..widgets.option_list import MeasuredOptionList
from .confirm import ConfirmScreen

if TYPE_CHECKING:
    from ..table_app import HeartsApp


#: Columns of an entry in the list: the dialog's 72 less its frame, padding and the list's
#: own frame, padding and scroll bar.
ENTRY_WIDTH: Final = 60


def entry_prompt(entry: Shelved, ascii_suits: bool, shared: AbstractSet[str] = frozenset()) -> str:
    """Two lines for the list: code, hand and scores; the table and when last played (the
    game's id beside its code when another game has the same code).

    The scores go on to a line of their own where they do not fit (seven players and
    more), broken between two seats, never inside one's score.
    """
    header = entry.header
    first = _("{code}  hand {number}").format(
        code=entry_name(entry, shared), number=header.hand_number
    )
    lines = fill_lines(first, seat_scores(header.scores), ENTRY_WIDTH)
    # The table and when: broken between two of its parts where they do not fit (a preset
    # at six players), never wrapped by the list, which broke them anywhere, unindented.
    parts = [*table_name(header.rules).split(" · "), played_text(entry.played_at)]
    lines += folded(parts, ENTRY_WIDTH)
    return suits_text("\n".join(lines), ascii_suits)


def folded(parts: list[str], width: int, indent: str = "  ") -> list[str]:
    """``parts`` joined with " · ", after ``indent``, in lines of at most ``width``: broken
    between two parts (the " · " ends the line), a part longer than a line between words.

    >>> folded(["Black Maria", "6 players, 2♦ removed", "today 14:05"], 30)
    ['  Black Maria ·', '  6 players, 2♦ removed ·', '  today 14:05']
    """
    lines = [indent]
    for index, part in enumerate(parts):
        text = part + (" ·" if index < len(parts) - 1 else "")
        if lines[-1] != indent and len(lines[-1]) + 1 + len(text) > width:
            lines.append(indent)
        lines[-1] += ("" if lines[-1] == indent else " ") + text
    return [
        piece
        for line in lines
        for piece in textwrap.wrap(line, width, initial_indent="", subsequent_indent=indent)
    ]


class UnfinishedScreen(Dialog[str | None]):
    """Dismissed with the id of the game to resume, or None."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("escape,q"), "close", N_("Close")),
        Binding(with_layouts("d,delete"), "delete", N_("Delete")),
    ]

    def __init__(self, entries: list[Shelved], ascii_suits: bool = False) -> None:
        super().__init__()
        self._entries = list(entries)
        self._ascii = ascii_suits

    @property
    def hearts(self) -> HeartsApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog unfinished"):
            yield Static(_("Unfinished games"), classes="dialog-title")
            yield MeasuredOptionList(id="games")
            yield Static(id="shelf-hint", classes="hint")
        yield QuietFooter()

    def on_mount(self) -> None:
        self._fill()
        self.focus_on_mount("#games")

    def _fill(self) -> None:
        games = self.query_one("#games", OptionList)
        games.clear_options()
        shared = shared_codes(self._entries)
        games.add_options(
            Option(entry_prompt(entry, self._ascii, shared), id=entry.game_id)
            for entry in self._entries
        )
        games.display = bool(self._entries)
        hint = self.query_one("#shelf-hint", Static)
        if self._entries:
            games.highlighted = 0
            hint.update(
                touch.unfinished_hint()
                if touch.on_touch()
                else _(
                    "Enter resumes a game, putting this one aside in its place · d deletes · "
                    "Esc closes. Every game is kept until you delete it."
                )
            )
        else:
            hint.update(
                touch.no_unfinished()
                if touch.on_touch()
                else _(
                    "None yet. A game you leave for another (New game, a game code, Replay, "
                    "hearts --new or --seed) is kept here. Esc closes."
                )
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        games = self.query_one("#games", OptionList)
        index = games.highlighted
        if index is None or not 0 <= index < len(self._entries):
            return
        entry = self._entries[index]

        def answered(yes: bool | None) -> None:
            if not yes or entry not in self._entries:
                return
            problem = self.hearts.delete_unfinished(entry.game_id)
            if problem is None:
                self._entries.remove(entry)
                self._fill()

        self.hearts.open(
            ConfirmScreen(
                _("Delete the unfinished game {code}?").format(code=visible(entry.code)),
                _("It cannot be resumed afterwards (its code still deals the same cards)."),
                yes=_("Delete"),
                no=_("Keep it"),
            ),
            answered,
        )
