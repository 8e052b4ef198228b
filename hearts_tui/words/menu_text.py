"""The table's menu (``m``, or Menu in the key bar): every action of the table, by name.

A finger cannot press ``z``, ``v`` or ``r``, and the key bar has room for a few keys only:
the menu names every action the table has, each a button, with Quit apart at its bottom.
"""

from __future__ import annotations

from typing import Final

from .language import N_, _

#: The table's actions in the menu, in its order (the keys of
#: ``app/screens/table/key_table.py``), each with its name in the menu.
ITEMS: Final = (
    ("hint", N_("Hint")),
    ("last_trick", N_("Last trick")),
    ("take_back", N_("Take back")),
    ("review", N_("Review a hand")),
    ("finish_hand", N_("Finish the hand")),
    ("card_field", N_("Type a card")),
    ("score_sheet", N_("Score sheet")),
    ("tracker", N_("Card tracker")),
    ("stats", N_("Statistics")),
    ("unfinished", N_("Unfinished games")),
    ("settings", N_("Settings")),
    ("copy_code", N_("Copy the code")),
    ("new_game", N_("New game")),
    ("replay", N_("Replay this game")),
    ("results", N_("Results")),
    ("help", N_("Help")),
)


def title() -> str:
    """The menu's title."""
    # Translators: the title of the table's menu, which lists every action.
    return _("Menu")


def item(label: str, key: str, *, touch: bool) -> str:
    """A button's words: the action's name, and its key where there is a keyboard."""
    name = _(label)
    return name if touch else _("{name} ({key})").format(name=name, key=key)


def leave() -> str:
    """The button that quits, apart at the menu's bottom: the game is saved."""
    return _("Quit (saved)")


def close() -> str:
    """The button that closes the menu."""
    # Translators: the button that closes the table's menu.
    return _("Close")
