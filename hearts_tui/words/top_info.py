"""The words of the table's top bar between the game code and the totals: the hand, the pass,
the table's name and what sets it apart, the target; each part with shorter forms, fitted
to the room the totals leave (no Textual).

>>> from hearts_tui.engine import Game, Rules
>>> fit_info(top_info(Game.new("K7QD-MR9S", Rules.cancellation(10))), 30)
'Hand 1 · Cancellation · kitty'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..engine import Game, Scoring, Variant
from .describe import VARIANT_NAMES, table_label
from .language import _, pgettext
from .rules_text import PRESET_NAMES

__all__ = [
    "ELLIPSIS",
    "MIN_CUT",
    "SEPARATOR",
    "InfoPart",
    "fit_info",
    "info_head",
    "info_parts",
    "short_code",
    "top_info",
]


def names() -> frozenset[str]:
    """The table names the top bar may show: the games' and the scoring presets'."""
    return frozenset({*VARIANT_NAMES.values(), *PRESET_NAMES.values()})


def short_names() -> dict[str, str]:
    """The names the top bar may shorten where room is short: ``Domino Hearts`` → ``Domino``."""
    # Translators: the table names of the top bar, short for a narrow terminal.
    return {
        VARIANT_NAMES[Variant.DOMINO]: pgettext("short table name", "Domino"),
        PRESET_NAMES[Scoring.SPOT_HEARTS]: pgettext("short table name", "Spot"),
        PRESET_NAMES[Scoring.GREEK]: pgettext("short table name", "Greek"),
        PRESET_NAMES[Scoring.BASIC]: pgettext("short table name", "Basic"),
        PRESET_NAMES[Scoring.SUPER]: pgettext("short table name", "Super"),
    }


#: Between the parts of the info.
SEPARATOR: Final = " · "
#: The fewest letters of a name cut short (before its "…").
MIN_CUT: Final = 4
#: What ends a word cut short.
ELLIPSIS: Final = "…"


class InfoPart(NamedTuple):
    """One part of the top bar's info: its forms, longest first, and whether it may be cut
    short with an ellipsis when even its shortest form does not fit (a table's name)."""

    forms: tuple[str, ...]
    cut: bool = False


def info_parts(info: str | Sequence[InfoPart]) -> list[InfoPart]:
    """The parts of ``info``: a plain string is split at :data:`SEPARATOR`, one form each."""
    if isinstance(info, str):
        return [InfoPart((part,)) for part in info.split(SEPARATOR) if part]
    return list(info)


def info_head(parts: Sequence[InfoPart]) -> Sequence[InfoPart]:
    """The parts the top bar tries hardest to keep: up to the table's name (the first part
    that may be cut), or the first two at a table without one."""
    names = [number for number, part in enumerate(parts) if part.cut]
    return parts[: names[0] + 1] if names else parts[:2]


def fit_info(parts: Sequence[InfoPart], room: int, ellipsis: str = ELLIPSIS) -> str:
    """The parts that fit ``room``, most important first: each in its longest form that
    fits; the first that fits in none ends the line, shown cut with "…" if it may be and
    :data:`MIN_CUT` of its letters fit, never cut mid-word without one (``ellipsis`` is
    "..." in ASCII, fitted as such).

    >>> name = InfoPart(("Cancellation",), cut=True)
    >>> fit_info([InfoPart(("Hand 5",)), name, InfoPart(("10 players",))], 18)
    'Hand 5 · Cancella…'
    >>> fit_info([InfoPart(("Hand 5",)), InfoPart(("Domino Hearts", "Domino"))], 16)
    'Hand 5 · Domino'
    >>> fit_info([InfoPart(("Hand 12",)), name], 12)
    'Hand 12'
    >>> fit_info([InfoPart(("Hand 5",)), name], 18, "...")
    'Hand 5 · Cancel...'
    """
    shown: list[str] = []
    for part in parts:
        fitting = [f for f in part.forms if len(SEPARATOR.join([*shown, f])) <= room]
        if fitting:
            shown.append(fitting[0])
            continue
        left = room - len(SEPARATOR.join([*shown, ""])) - len(ellipsis)  # letters before it
        if part.cut and left >= MIN_CUT:
            shown.append(part.forms[-1][:left].rstrip() + ellipsis)
        break
    return SEPARATOR.join(shown)


def short_code(code: str, ellipsis: str = ELLIPSIS) -> str:
    """The game code cut to its first group, for a top bar too crowded for it whole (ten
    three-digit totals at 80 columns); the whole code stays on the score sheet and ``c``.

    >>> short_code("K7QD-MR97-7FB4-AH8")
    'K7QD…'
    >>> short_code("K7QD-MR9S", "...")
    'K7QD...'
    """
    head, dash, _ = code.partition("-")
    return head + ellipsis if dash else code


def top_info(game: Game) -> list[InfoPart]:
    """The top bar's info for ``game``, most important first: the hand, the pass, the
    table's name (which may be cut short), its other marks, and the target."""
    parts = [InfoPart((_("Hand {number}").format(number=game.hand_number),))]
    if game.phase == "passing":
        direction = {
            "left": _("pass left"),
            "right": _("pass right"),
            "across": _("pass across"),
        }
        parts.append(InfoPart((direction[game.pass_direction],)))
    shorter = short_names()
    kitty = _("kitty {cards}").format(cards="▮")
    for number, label in enumerate(table_label(game)):
        forms = [label]
        if label in shorter:  # "Domino Hearts" → "Domino"
            forms.append(shorter[label])
        if label.startswith(kitty):  # the face-down cards' count → just "kitty"
            forms.append(_("kitty"))
        # Only a name is cut short ("Cancellati…"); "6 pl…" or "kitt…" would say nothing.
        parts.append(InfoPart(tuple(forms), cut=number == 0 and label in names()))
    target = game.rules.target
    parts.append(
        InfoPart(
            (
                _("game to {target}").format(target=target),
                _("to {target}").format(target=target),
            )
        )
    )
    return parts
