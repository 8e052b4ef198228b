"""What the table says on a touch screen, where it would name a key.

The served page (``hearts --serve``) tells its game whether it is on a touch screen (the
page's pointer is coarse: a phone, a tablet): the game is started with ``--touch`` and the
app calls :func:`use_touch` once at its start.  From then on the table says *tap* and
names its buttons instead of keys ("Tap it again to play it", not "Press again"), the key
bar drops the keys no finger can press, and help has a paragraph on playing by touch.
In a terminal nothing of this is said.

Each function returns the touch form of a sentence whose keyboard form stays where it was
said before (the caller chooses by :func:`on_touch`).
"""

from __future__ import annotations

from .language import _, ngettext
from .nouns import Forms
from .status_line import Said

_touch = False


def use_touch(on: bool) -> None:
    """Say the touch forms from now on (``on``), or the keyboard ones."""
    global _touch
    _touch = on


def on_touch() -> bool:
    """Whether the table is played on a touch screen (a served page with a coarse pointer)."""
    return _touch


def raise_note(card: Forms | str, effect: str) -> str:
    """A card raised by a first tap, what it will do, and how to play it."""
    return _("{card} {effect}. Tap it again to play it").format(card=card, effect=effect)


def pass_prompt(pass_words: str, *, ready: bool = False) -> Said:
    """The pass's prompt: which way, and how to pass by touch (``ready``: 3 are chosen)."""
    if ready:
        return Said(
            _("{pass}: 3 chosen, tap Pass to send them").format(**{"pass": pass_words}),
            _("3 chosen: tap Pass"),
        )
    return Said(
        _("{pass}: tap 3 cards, then Pass").format(**{"pass": pass_words}),
        _("Tap 3 cards, then Pass"),
    )


def next_trick_prompt() -> Said:
    """The table waits after a trick ("wait for a key after a trick")."""
    return Said(_("Tap the trick to go on to the next one"), _("Tap the trick: next"))


def game_over_prompt(hands: str) -> Said:
    """The game is over and its dialog closed: what the buttons under the table do."""
    return Said(
        _("Game over after {hands}: tap New game, Replay or Results").format(hands=hands),
        _("Game over: tap New game, Replay or Results"),
    )


def draw_control(suit: Forms | str) -> str:
    """Domino Hearts: the stock's line while you must draw (the line is the control)."""
    return _("No {suit}: tap here to draw").format(suit=suit)


def must_draw(suit: Forms | str) -> str:
    """Domino Hearts: you cannot follow and the stock has cards."""
    return _("Draw: you have no {suit}; tap the stock").format(suit=suit)


def draw_again(card: Forms | str, suit: Forms | str) -> str:
    """Domino Hearts: the card drawn does not follow either."""
    return _("You drew {card}. Still no {suit}: tap the stock again").format(card=card, suit=suit)


def no_hint_draw(suit: Forms | str) -> str:
    """Hint asked for while a draw is due: nothing to choose."""
    return _("No choice to make: you have no {suit}, tap the stock to draw").format(suit=suit)


def take_back_off() -> Said:
    """Take back asked for while the setting is off."""
    return Said(
        _("Take-back is off: turn on 'Allow take-back' in Settings (under Menu)"),
        _("Take-back is off (Menu, Settings)"),
    )


def review_steps(count: int) -> str:
    """The review of a hand: how to step through its tricks."""
    return ngettext(
        "{count} trick follows: tap → Trick below to step through them",
        "{count} tricks follow: tap → Trick below to step through them",
        count,
    ).format(count=count)


def house_rules_hint() -> str:
    """The House rules dialog's line on how to change a rule."""
    return _("Tap a choice to take it · Cancel keeps them all")


def last_games_heading() -> str:
    """The statistics' heading over the last games."""
    return _("Last games (tap one to replay it)")


def close() -> str:
    """A Close button that names no key."""
    # Translators: the button that closes a dialog, on a touch screen (no key named).
    return _("Close")


def moon_choice() -> str:
    """The moon dialog's line on how to choose."""
    return _("tap the one you choose")


def last_trick_note(points: str, seat: Forms | None) -> str:
    """The last trick's note: who took it (``seat`` None: you), and how to close it."""
    if seat is None:
        return _("You took it: {points} · tap to close").format(points=points)
    return _("{seat} took it: {points} · tap to close").format(seat=seat, points=points)


def tap_to_close(note: str) -> str:
    """A dialog's ``note``, then how to close it by touch."""
    return _("{note} · tap to close").format(note=note)


def no_unfinished() -> str:
    """The unfinished games' line when there are none."""
    return _("None yet. A game you leave for another (New game, a game code, Replay) is kept here.")


def unfinished_hint() -> str:
    """The unfinished games' line on what a tap does."""
    return _(
        "Tap a game to choose it, and again to resume it, putting this one aside in its"
        " place; Delete deletes the game chosen. Every game is kept until you delete it."
    )


def kept_aside(code: str, number: int) -> str:
    """A game put aside for another: where to find it again."""
    return _(
        "{code} (hand {number}) is kept with the unfinished games: Menu, Unfinished games"
        " brings it back."
    ).format(code=code, number=number)


def sheet_scrolls() -> str:
    """Added to the line under a score sheet that scrolls (the keyboard's: "PgUp/PgDn")."""
    return _(" · draw a finger up or down to scroll")


def help_paragraph() -> str:
    """Help's paragraph on playing by touch (before the table of keys)."""
    return _(
        "Tap a card to choose it for the pass, or to raise it: the line under your hand says"
        " what it will do; tap it again to play it. The buttons under the table do the rest:"
        " Hint, Last (the last trick), Help, and Menu for everything else: take back, review"
        " and replay, a new game, the score sheet, the card tracker, the statistics, the"
        " settings and, kept apart at its bottom, Quit. Tap the top line for the score"
        " sheet, and the trick to go on when the table waits after one. Draw a finger up or"
        " down to scroll a long page such as this one. Keyboard, under or beside the table,"
        " brings the phone's keyboard to type a card (/) or a game code."
    )
