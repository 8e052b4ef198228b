"""The table's keys that look at something or ask for something, rather than play.

Each function answers one key of the table (its ``action_…`` calls it): a hint (``i``), the
review of a hand (``v``), the last trick (``l``), the card tracker (``k``), the game code
(``c``), the settings (``s``), the score sheet (``g``) and help (``?``).  A key that cannot
act says why in the status line.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ....words import touch
from ....words.language import _
from ....words.nouns import suit_label, table_style
from ..tracker import SIDE_PANEL_MIN_WIDTH, TrackerScreen

if TYPE_CHECKING:
    from ....engine import PlayerView
    from ....words.hints import Hint
    from .screen import TableScreen


def hint_possible(table: TableScreen) -> bool:
    """Whether a hint has something to say: your turn, or your pass still to make."""
    game = table.game
    if game.phase == "passing":
        return game.pass_target(0) is not None and not game.has_passed(0)
    return game.phase == "playing" and game.turn == 0 and not game.must_draw


def hint(table: TableScreen) -> None:
    """Ask the hard CPU what it would do from your seat (your turn or your pass)."""
    game = table.game
    if game.must_draw and game.turn == 0:
        suit = suit_label(game.trick[0][1].suit, ascii_suits=table.ascii_suits)
        table.set_status(
            touch.no_hint_draw(suit)
            if touch.on_touch()
            else _("No choice to make: you have no {suit}, draw (d)").format(suit=suit)
        )
        return
    if not hint_possible(table):
        table.set_status(_("A hint is for your turn or your pass"))
        return
    table.set_status(_("Thinking…"))
    table.run_worker(
        partial(_think_hint, table, game.view(0), game.cpu_seed(0), table.flow.serial),
        thread=True,
        group="hint",
        exclusive=True,
    )


def _think_hint(table: TableScreen, view: PlayerView, seed: int, serial: int) -> None:
    """Off the UI thread: the analysis of your seat; handed back unless the game moved."""
    from ....words.hints import think

    table.app.call_from_thread(hint_ready, table, think(view, seed), serial)


def hint_ready(table: TableScreen, hint: Hint, serial: int) -> None:
    """Show a hint worked out for the moment ``serial``, if it is still that moment; the
    first hint of each moment counts towards the game's hints."""
    from ....words.hints import moment_of

    if table.hearts.exiting or not table.is_attached:
        # You quit while the hard CPU thought: the app waits for the search to end and
        # hands its answer back during the exit, when there is no table left to show it.
        return
    if serial != table.flow.serial or hint.moment != moment_of(table.game.view(0)):
        return  # you played (or passed) meanwhile: the hint is for a moment gone by
    if hint.moment not in table.hinted:
        table.hinted.add(hint.moment)
        table.hints += 1
        table.hearts.save_game(table.ui_state())
    show_hint(table, hint)


def show_hint(table: TableScreen, hint: Hint) -> None:
    """Put ``hint`` in the status line, worded to fit one row of it as it is now wide."""
    from ....words.hints import hint_text

    # One row of the status line, worded each time the line is drawn for the room it has
    # then (the move timer's countdown beside it); the hint in full goes to the hand's log.
    game = table.game
    style = table_style(table.ascii_suits)
    full = hint_text(game, hint, style=style)
    table.set_status(full, lambda width: hint_text(game, hint, width=width, style=style))


def review(table: TableScreen) -> None:
    """Open the review of the last finished hand (PageUp/PageDown: the other hands)."""
    from ....words.hand_review import finished_hands
    from ..review import ReviewScreen

    if not finished_hands(table.game):
        table.set_status(_("No hand is finished yet: a review comes after a hand"))
        return
    table.hearts.open(ReviewScreen(table.game, ascii_suits=table.ascii_suits))


def last_trick(table: TableScreen) -> None:
    """Show the last finished trick of this hand, or say there is none yet."""
    last = table.game.last_trick
    if last is None:
        table.set_status(_("No trick has been played yet this hand"))
        return
    from ..last_trick import LastTrickScreen

    said = table.hand_log.of_hand(table.game.hand_number)
    timer = table.move_timer.paused_words()
    table.hearts.open(LastTrickScreen(table.game, last, table.ascii_suits, said, timer=timer))


def tracker(table: TableScreen) -> None:
    """The card tracker: a panel beside the table when there is room, else a dialog."""
    if table.app.size.width >= SIDE_PANEL_MIN_WIDTH:
        table.tracker_open = not table.tracker_open
        if table.fit_size():  # the table's room changed: its seats are drawn for it
            table.redraw()
        table.drawing.tracker()
        return
    table.hearts.open(TrackerScreen(*table.drawing.tracker_columns()))


def copy_code(table: TableScreen) -> None:
    """Send the game code to the terminal's clipboard, and show it to copy by hand."""
    # OSC 52: many terminals take it, some ignore it silently; so show the code as well.
    code = table.game.code
    table.app.copy_to_clipboard(code)
    table.hearts.tell(
        _(
            "Game code {code} sent to the terminal's clipboard; if it did not arrive, copy "
            "it from the top bar. "
        ).format(code=code),
        _("Code {code} sent to the clipboard. ").format(code=code),
    )


def settings(table: TableScreen) -> None:
    """Open the settings drawer."""
    from ..settings import SettingsScreen

    table.hearts.open(SettingsScreen(table.hearts.settings, table.game.code))


def score_sheet(table: TableScreen) -> None:
    """Open the score sheet of the game so far."""
    from ..score_sheet import ScoreSheetScreen

    table.hearts.open(
        ScoreSheetScreen(table.game, table.ascii_suits, takebacks=table.take_backs.count)
    )


def help_page(table: TableScreen) -> None:
    """Open help: the keys, and the rules of this table."""
    from ..help import HelpScreen

    table.hearts.open(HelpScreen(table.game.rules, table.ascii_suits))


def menu(table: TableScreen) -> None:
    """Open the menu of every action of the table; run the one chosen once it is gone."""
    from ....words import menu_text, touch
    from ..menu import QUIT, MenuScreen
    from .key_table import BY_ACTION

    game = table.game
    shown = {
        "finish_hand": table.aids.finish_offered(),
        "results": game.phase == "game_over",
    }
    enabled = {
        "hint": hint_possible(table),
        "last_trick": game.last_trick is not None and game.phase != "passing",
    }
    on_touch = touch.on_touch()
    items = [
        (
            action,
            menu_text.item(label, BY_ACTION[action].bar().key, touch=on_touch),
            enabled.get(action, True),
        )
        for action, label in menu_text.ITEMS
        if shown.get(action, True)
    ]

    def chosen(action: str | None) -> None:
        if action == QUIT:
            table.call_later(table.run_action, "app.quit")
        elif action:
            table.call_later(table.run_action, action)

    table.hearts.open(MenuScreen(items, touch=on_touch), chosen)
