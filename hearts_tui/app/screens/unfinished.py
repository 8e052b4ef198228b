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
from textual.content import Content
from textual.css.query import NoMatches
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
from ..widgets.footer import QuietFooter, key_line_rows
from ..widgets.option_list import MeasuredOptionList, finger_prompt
from .confirm import ConfirmScreen

if TYPE_CHECKING:
    from ..table_app import HeartsApp


#: Columns of an entry in the list: the dialog's 72 less its frame, padding and the list's
#: own frame, padding and scroll bar.
ENTRY_WIDTH: Final = 60
#: Columns an entry drawn for a finger loses to its frame and the space inside it.
FRAMED: Final = 4
#: The dialog's columns (.unfinished in dialogs.tcss), those of its frame and padding, and
#: its rows besides the list and the hint: frame, padding, the title and the line under it.
DIALOG_WIDTH: Final = 72
DIALOG_SIDES: Final = 6
DIALOG_CHROME: Final = 6
#: The fewest rows of the list by touch: a game in its frame, and half the next.
MIN_LIST: Final = 8


def entry_prompt(
    entry: Shelved,
    ascii_suits: bool,
    shared: AbstractSet[str] = frozenset(),
    width: int = ENTRY_WIDTH,
) -> str:
    """Two lines for the list: code, hand and scores; the table and when last played (the
    game's id beside its code when another game has the same code).

    The scores go on to a line of their own where they do not fit in ``width`` (seven
    players and more, or a phone upright), broken between two seats, never inside one's
    score.
    """
    header = entry.header
    first = _("{code}  hand {number}").format(
        code=entry_name(entry, shared), number=header.hand_number
    )
    lines = fill_lines(first, seat_scores(header.scores), width)
    # The table and when: broken between two of its parts where they do not fit (a preset
    # at six players), never wrapped by the list, which broke them anywhere, unindented.
    parts = [*table_name(header.rules).split(" · "), played_text(entry.played_at)]
    lines += folded(parts, width)
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

    def __init__(self, entries: list[Shelved], ascii_suits: bool = False, unread: str = "") -> None:
        super().__init__()
        self._entries = list(entries)
        self._ascii = ascii_suits
        #: What is said of the shelf's files that could not be read, or "".
        self._unread = unread

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

    def on_resize(self) -> None:
        if touch.on_touch():
            self._fit()

    def _fit(self) -> None:
        """By touch: the list as tall as the dialog leaves it once the key line's buttons,
        the title and the hint under it have their rows (its games, in frames, take four
        rows each; the hint says how to delete one, and must show)."""
        try:
            games = self.query_one("#games", MeasuredOptionList)
            hint = self.query_one("#shelf-hint", Static)
        except NoMatches:
            return  # taken down meanwhile
        width, height = self.app.size
        inside = min(DIALOG_WIDTH, width) - DIALOG_SIDES
        lines = (
            len(textwrap.wrap(str(hint.render()), max(1, inside)))
            if self._entries or self._unread
            else 0
        )
        room = height - key_line_rows() - DIALOG_CHROME - lines
        games.styles.max_height = max(MIN_LIST, room)

    def _fill(self) -> None:
        games = self.query_one("#games", MeasuredOptionList)
        games.clear_options()
        shared = shared_codes(self._entries)
        on_touch = touch.on_touch()
        # By touch a tap chooses a game and a second tap resumes it: the game chosen is
        # the one the key line's Delete deletes (each game in a frame, a finger's size).
        games.two_taps = on_touch
        ascii_frame = self.app.has_class("-ascii")
        if on_touch:  # in a frame, within a screen maybe narrower than the dialog
            room = min(ENTRY_WIDTH, self.app.size.width - (DIALOG_WIDTH - ENTRY_WIDTH)) - FRAMED
            games.add_options(
                Option(
                    finger_prompt(
                        entry_prompt(entry, self._ascii, shared, room), ascii_frame=ascii_frame
                    ),
                    id=entry.game_id,
                )
                for entry in self._entries
            )
        else:
            games.add_options(
                # Plain text, not markup: "[id df642eb9a7a54095]" is a tag to Textual's markup.
                Option(Content(entry_prompt(entry, self._ascii, shared)), id=entry.game_id)
                for entry in self._entries
            )
        games.display = bool(self._entries)
        hint = self.query_one("#shelf-hint", Static)
        if on_touch:
            self.call_after_refresh(self._fit)
        if self._entries:
            games.highlighted = 0
            words = (
                touch.unfinished_hint()
                if touch.on_touch()
                else _(
                    "Enter resumes a game, putting this one aside in its place · d deletes · "
                    "Esc closes. Every game is kept until you delete it."
                )
            )
        else:
            words = (
                touch.no_unfinished()
                if touch.on_touch()
                else _(
                    "None yet. A game you leave for another (New game, a game code, Replay, "
                    "hearts --new or --seed) is kept here. Esc closes."
                )
            )
        # Plain text, not markup: the folder's name may hold brackets.
        hint.update(Content(f"{self._unread} {words}" if self._unread else words))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Delete only while there is a game to delete (not offered on the key line)."""
        return bool(self._entries) if action == "delete" else True

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
                if not self._entries:  # Delete leaves the key line with the last game
                    self.query_one(QuietFooter).show_keys()

        self.hearts.open(
            ConfirmScreen(
                _("Delete the unfinished game {code}?").format(code=visible(entry.code)),
                _("It cannot be resumed afterwards (its code still deals the same cards)."),
                yes=_("Delete"),
                no=_("Keep it"),
            ),
            answered,
        )
