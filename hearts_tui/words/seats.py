"""Who sits where: seat names and screen positions, derived from the number of players.

Seat 0 is the human at the bottom; play goes clockwise, so seat 1 sits on the left, the
last seat on the right and any others across the top.  From 2 to 10 players:

- 2 players: the other sits across the top (North).
- 3 to 6: compass names (West, Northwest, North, Northeast, East), one seat on each side.
- 7 to 10: names (Ada, Ben, Cleo, …, each with its own initial); two or three seats are
  stacked on each side, clockwise: up the left, along the top, down the right.

Nothing here assumes four players.  The names are said in the language spoken
(:func:`seat_names`, :func:`seat_noun` for a sentence's case); the seats themselves, and
the English names the code knows them by (:func:`english_seat_names`), never change.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Final, Literal

from .language import current, pgettext
from .nouns import CASES, Forms, forms

Position = Literal["bottom", "left", "top", "right"]

_NAMES: Final[dict[int, tuple[str, ...]]] = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
    6: ("You", "West", "Northwest", "North", "Northeast", "East"),
}
#: The CPU players' names at 7 to 10 players, seat 1 first: short, each initial its own.
PEOPLE: Final = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal", "Ivy")
#: The most players a table seats.
MAX_PLAYERS: Final = 10

#: How many CPU seats sit on the left, along the top and on the right, by count of CPUs.
_SIDES: Final[dict[int, tuple[int, int, int]]] = {
    1: (0, 1, 0),
    2: (1, 0, 1),
    3: (1, 1, 1),
    4: (1, 2, 1),
    5: (1, 3, 1),
    6: (2, 2, 2),
    7: (2, 3, 2),
    8: (3, 2, 3),
    9: (3, 3, 3),
}

#: The arrow that points from the human towards a seat in each position.
ARROWS: Final[dict[Position, str]] = {"left": "←", "top": "↑", "right": "→", "bottom": "↓"}


def _sides(players: int) -> tuple[int, int, int]:
    """Seats on the left, along the top and on the right (a table past ten: all on top)."""
    return _SIDES.get(players - 1, (0, max(0, players - 1), 0))


def english_seat_names(players: int) -> tuple[str, ...]:
    """The seats' names in the source language, in play order: what the code knows a seat
    by, whatever the language spoken (``("You", "West", "North", "East")`` for four)."""
    if players in _NAMES:
        return _NAMES[players]
    if players <= MAX_PLAYERS:
        return ("You", *PEOPLE[: players - 1])
    return ("You", *(f"Player {seat}" for seat in range(1, players)))


# Each seat's name in every case of the language (docs/translating.md): the human's seat
# is "you".  The CPU players' names at 7 to 10 players ("seat name") must each have a
# first letter of their own: the table shows the initial alone where room is short.
_SEATS: Final[dict[str, Callable[[], str]]] = {
    "You": lambda: pgettext("seat", "you"),
    "North": lambda: pgettext("seat", "North"),
    "West": lambda: pgettext("seat", "West"),
    "East": lambda: pgettext("seat", "East"),
    "Northwest": lambda: pgettext("seat", "Northwest"),
    "Northeast": lambda: pgettext("seat", "Northeast"),
    "Ada": lambda: pgettext("seat name", "Ada"),
    "Ben": lambda: pgettext("seat name", "Ben"),
    "Cleo": lambda: pgettext("seat name", "Cleo"),
    "Dev": lambda: pgettext("seat name", "Dev"),
    "Eve": lambda: pgettext("seat name", "Eve"),
    "Finn": lambda: pgettext("seat name", "Finn"),
    "Gus": lambda: pgettext("seat name", "Gus"),
    "Hal": lambda: pgettext("seat name", "Hal"),
    "Ivy": lambda: pgettext("seat name", "Ivy"),
}
_SHORT_WORDS: Final[dict[str, Callable[[], str]]] = {
    # Translators: Northwest, Northeast and East shortened for tight places, where a name's
    # first letter alone would not do (East's: a letter that is not a rank on the cards,
    # which the Russian В of валет is).
    "Northwest": lambda: pgettext("seat initials", "NW"),
    "Northeast": lambda: pgettext("seat initials", "NE"),
    "East": lambda: pgettext("seat initials", "E"),
}


@cache
def _seat_forms(language: str, english: str) -> Forms:
    found = _SEATS.get(english)
    if found is not None:
        return forms(found())
    player = forms(pgettext("seat", "Player"))  # "Player 11": past the named seats
    number = english.rpartition(" ")[2]
    return Forms({case: f"{player.case(case)} {number}" for case in CASES}, player.gender)


def seat_noun(players: int, seat: int) -> Forms:
    """The seat as a noun of a sentence, in every case: ``you``, ``West`` (Russian ``вы``,
    ``вам``; ``Запад``, ``Западу``).  ``format(noun, "Nom")`` starts a sentence with it."""
    return _seat_forms(current(), english_seat_names(players)[seat])


@cache
def _seat_names(language: str, players: int) -> tuple[str, ...]:
    return tuple(format(_seat_forms(language, name), "Nom") for name in english_seat_names(players))


def seat_names(players: int) -> tuple[str, ...]:
    """The names of the seats in play order, as the table shows them, in the language
    spoken: ``("You", "West", "North", "East")`` for four (Russian ``("Вы", "Запад", …)``)."""
    return _seat_names(current(), players)


_SHORTENED: Final[dict[str, Callable[[], str]]] = {
    # Translators: Northwest and Northeast where a whole name does not fit (a seat's box at
    # 80 columns holds 10 letters): an abbreviation a reader knows, not the initials.
    "Northwest": lambda: pgettext("seat, shortened", "Northwest"),
    "Northeast": lambda: pgettext("seat, shortened", "Northeast"),
}


@cache
def _shortened(language: str) -> dict[str, str]:
    return {
        format(_seat_forms(language, english), "Nom"): short()
        for english, short in _SHORTENED.items()
    }


def fitting_name(name: str, room: int) -> str:
    """A seat's name (as :func:`seat_names` gives it) in at most ``room`` cells: whole,
    else shortened (Russian «Северо-Запад» → «Сев.-Зап.»), else its initials; a name is
    never cut in the middle of a word (``room`` 0 or less: not laid out yet, whole).

    >>> fitting_name("Northwest", 20), fitting_name("Northwest", 5)
    ('Northwest', 'NW')
    """
    if room <= 0 or len(name) <= room:
        return name
    short = _shortened(current()).get(name, name)
    return short if len(short) <= room else initials(name)


@cache
def _initials(language: str) -> dict[str, str]:
    you = format(_seat_forms(language, "You"), "Nom")
    table = {you: you}
    for english, short in _SHORT_WORDS.items():
        table[format(_seat_forms(language, english), "Nom")] = short()
    return table


def initials(name: str) -> str:
    """A short form of a seat name for tight places: ``You``, ``W``, ``NW``, ``E``, ``A``
    (``name`` as :func:`seat_names` gives it)."""
    return _initials(current()).get(name) or name[:1]


def seat_position(seat: int, players: int) -> Position:
    """Where ``seat`` sits on screen: the human at the bottom, then clockwise."""
    if seat == 0:
        return "bottom"
    left, top, _ = _sides(players)
    if seat <= left:
        return "left"
    if seat <= left + top:
        return "top"
    return "right"


def seats_at(position: Position, players: int) -> list[int]:
    """The seats shown at ``position``, in the order they appear (left to right, top down).

    Play goes clockwise, so a stack on the left lists its seats from the last to the first
    (seat 1 is the lowest, nearest you), and a stack on the right from the first down.
    """
    seats = [seat for seat in range(players) if seat_position(seat, players) == position]
    return seats[::-1] if position == "left" else seats
