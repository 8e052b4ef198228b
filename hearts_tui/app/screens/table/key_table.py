"""The table's keys in one place: the keys each action is bound to, its name in the Footer
and the help, and its word in the key bar.

The screen's ``BINDINGS`` and the key bar (:meth:`.drawing.Drawing.keys`) are both made
from :data:`TABLE_KEYS`, so a key changed here changes everywhere it is shown.

>>> bar_key("pass_cards", enabled=False)
Key(key='p', label='Pass', action='screen.pass_cards', enabled=False)
>>> bar_key("help").key, BY_ACTION["help"].binding().key_display
('?', '?')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from textual.binding import Binding

from ....words.language import NP_, pgettext
from ...layouts import with_layouts
from ...widgets.keybar import Key

__all__ = ["BY_ACTION", "DIALOG_ACTIONS", "TABLE_KEYS", "TableKey", "bar_key"]

#: How a Textual key name is written in the key bar.
_WRITTEN: Final = {"enter": "⏎", "question_mark": "?", "slash": "/"}


@dataclass(frozen=True, slots=True)
class TableKey:
    """One action of the table and its keys."""

    #: Textual key names, comma-separated (``"question_mark,h,f1"``).
    keys: str
    #: The screen's ``action_…`` it runs.
    action: str
    #: Its name in the Footer and the help.
    description: str
    #: Its word in the key bar, when shorter than the description.
    label: str = ""
    #: Whether the Footer lists it.
    show: bool = True
    #: How the Footer writes the key, when not as Textual names it.
    key_display: str | None = None

    def binding(self) -> Binding:
        """The screen's binding of this action."""
        return Binding(
            with_layouts(self.keys),
            self.action,
            self.description,
            show=self.show,
            key_display=self.key_display,
        )

    def bar(self, enabled: bool = True, *, kept: bool = False) -> Key:
        """The key bar's entry: its first key as written, its word, a click runs it
        (``kept``: the bar leaves it out only when nothing else is left to leave out)."""
        first = self.keys.split(",")[0]
        return Key(
            _WRITTEN.get(first, first),
            pgettext("key", self.label or self.description),
            f"screen.{self.action}",
            enabled,
            kept,
        )


TABLE_KEYS: Final = (
    TableKey(
        "slash", "card_field", NP_("key", "Type a card"), label=NP_("key", "Type"), key_display="/"
    ),
    TableKey("p", "pass_cards", NP_("key", "Pass")),
    TableKey("d", "draw", NP_("key", "Draw")),
    TableKey(
        "D",
        "draw_until",
        NP_("key", "Draw until you can follow"),
        label=NP_("key", "Draw to follow"),
    ),
    TableKey("l", "last_trick", NP_("key", "Last")),
    TableKey("c", "copy_code", NP_("key", "Copy")),
    TableKey("s", "settings", NP_("key", "Settings")),
    TableKey("t", "stats", NP_("key", "Stats")),
    TableKey("g", "score_sheet", NP_("key", "Score sheet"), label=NP_("key", "Scores")),
    TableKey("k", "tracker", NP_("key", "Tracker")),
    TableKey("f", "finish_hand", NP_("key", "Finish the hand"), label=NP_("key", "Finish")),
    TableKey("question_mark,h,f1", "help", NP_("key", "Help"), key_display="?"),
    TableKey("u", "unfinished", NP_("key", "Unfinished games"), label=NP_("key", "Unfinished")),
    TableKey("n", "new_game", NP_("key", "New game")),
    TableKey("r", "replay", NP_("key", "Replay")),
    TableKey("i", "hint", NP_("key", "Hint")),
    TableKey("v", "review", NP_("key", "Review"), show=False),
    TableKey("z", "take_back", NP_("key", "Take back"), show=False),
    TableKey("enter,space", "next_trick", NP_("key", "Next trick"), show=False),
    TableKey("enter", "results", NP_("key", "Results"), show=False),
    TableKey("m", "menu", NP_("key", "Menu")),
)
#: Each action's key.
BY_ACTION: Final = {key.action: key for key in TABLE_KEYS}
#: The actions that open a dialog over the table (or may: New game asks first only when a
#: game is in progress, the tracker is a panel beside a wide table): the keys typed after
#: theirs wait for the dialog (``HeartsApp.on_event``).
DIALOG_ACTIONS: Final = frozenset(
    {
        "last_trick",
        "settings",
        "stats",
        "score_sheet",
        "tracker",
        "finish_hand",
        "help",
        "unfinished",
        "new_game",
        "replay",
        "review",
        "menu",
    }
)
#: A tall table's key bar (a phone upright): the keys of the moment and these; the others
#: are in the menu, which ends it.
TALL_BAR: Final = frozenset(
    {
        "screen.next_trick",
        "screen.finish_hand",
        "screen.draw",
        "screen.draw_until",
        "screen.take_back",
        "screen.pass_cards",
        "screen.hint",
        "screen.last_trick",
        "screen.help",
        "screen.new_game",
        "screen.replay",
        "screen.results",
        "app.quit",
    }
)


def bar_key(action: str, enabled: bool = True, *, kept: bool = False) -> Key:
    """The key bar's entry for the table's ``action``."""
    return BY_ACTION[action].bar(enabled, kept=kept)


def for_fingers(keys: tuple[Key, ...], *, touch: bool, tall: bool) -> tuple[Key, ...]:
    """The key bar for a finger (``touch``: a touch screen) or a tall table: only keys a
    tap runs (no arrows, no Enter), on a tall table only those of :data:`TALL_BAR`, and
    Menu last, which has every action of the table; on touch no Quit (one tap must not end
    the table: it sits apart, at the menu's bottom).

    >>> keys = (Key("←→", "Card"), bar_key("hint"), bar_key("copy_code"), bar_key("help"),
    ...         Key("q", "Quit", "app.quit"))
    >>> [key.label for key in for_fingers(keys, touch=True, tall=False)]
    ['Hint', 'Copy', 'Help', 'Menu']
    >>> [key.label for key in for_fingers(keys, touch=False, tall=True)]
    ['Hint', 'Help', 'Menu', 'Quit']
    """
    kept = [key for key in keys if key.action and not (touch and key.action == "app.quit")]
    if tall:
        kept = [key for key in kept if key.action in TALL_BAR]
    menu = bar_key("menu", kept=True)  # never left out: it has every action
    quits = [key for key in kept if key.action == "app.quit"]
    return (*(key for key in kept if key.action != "app.quit"), menu, *quits)
