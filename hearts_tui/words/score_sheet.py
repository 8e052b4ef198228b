"""The score sheet of a game: every hand's points per seat, moons, big cards, running totals.

Pure functions of the game (no Textual), like :mod:`.describe`.  The moons and who took the
big cards (Q♠; K♠ and A♠ at Black Maria; the J♦ when it scores) come from replaying the
game's log (:func:`hearts_tui.store.hand_facts.hand_records`); the points are the game's own
``history``.  The hand in play, if any, is a last row of points taken so far.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..engine import Card, Game, MoonMode
from ..engine.cards import CARDS
from ..store.hand_facts import big_card_takers, hand_records
from .language import _
from .nouns import card_label, cards_noun
from .seats import seat_names

#: Eight heights of a bar, lowest first.
BLOCKS: Final = "▁▂▃▄▅▆▇█"
#: Room for the bars of one player in a chart.
CHART_WIDTH: Final = 40
#: The mark of a moon shot beside the shooter's points (``ASCII_MOON`` with ``--ascii``).
MOON: Final = "☾"
ASCII_MOON: Final = "M"


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One hand of the sheet."""

    hand_number: int
    #: Each seat's score for the hand (moon applied); for the hand in play, taken so far.
    points: tuple[int, ...]
    #: Each seat's game total after the hand; ``None`` for the hand in play.
    totals: tuple[int, ...] | None
    #: The seat that shot the moon (``None`` also when moon shots are off at this table).
    moon_shooter: int | None
    #: ``(card, seat)`` for each of the table's scoring big cards taken, Q♠ first.
    takers: tuple[tuple[Card, int], ...]

    @property
    def in_play(self) -> bool:
        """Whether this is the hand being played (its points are not final)."""
        return self.totals is None

    def cards_of(self, seat: int) -> list[Card]:
        """The big cards ``seat`` took this hand."""
        return [card for card, taker in self.takers if taker == seat]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The whole game on one page; see :func:`score_sheet`."""

    code: str
    names: tuple[str, ...]
    target: int
    #: The totals before the first hand on the sheet (not zero for a position set up with
    #: scores, see ``Game.from_hands``).
    start: tuple[int, ...]
    #: The finished hands, in order.
    hands: tuple[SheetRow, ...]
    #: The hand in play (cards on the table, or a moon choice waiting), if any.
    current: SheetRow | None
    totals: tuple[int, ...]
    #: First place once the game is over (several when shared), else empty.
    winners: tuple[int, ...]
    #: The big cards that score at this table, in the order they are marked.
    big_cards: tuple[Card, ...]
    #: Whether a moon shot scores at this table (Domino Hearts has none).
    moons: bool = True

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return bool(self.winners)

    @property
    def rows(self) -> tuple[SheetRow, ...]:
        """The finished hands, then the hand in play if any."""
        return (*self.hands, self.current) if self.current is not None else self.hands

    def running(self) -> list[list[int]]:
        """Each seat's total after each finished hand (for the chart)."""
        return [
            [row.totals[seat] for row in self.hands if row.totals is not None]
            for seat in range(self.players)
        ]

    def place(self, seat: int) -> int:
        """1 for the lowest total (shared places share the number), 2 for the next, …"""
        return 1 + sum(total < self.totals[seat] for total in self.totals)


def score_sheet(game: Game) -> ScoreSheet:
    """The score sheet of ``game`` as it stands.

    >>> sheet = score_sheet(Game.new("K7QD-MR9S"))
    >>> sheet.names, sheet.hands, sheet.current, [str(c) for c in sheet.big_cards]
    (('You', 'West', 'North', 'East'), (), None, ['Q♠'])
    """
    big = tuple(CARDS[index] for index in game.table.big_cards)
    moons = game.rules.moon is not MoonMode.OFF
    history = game.history
    records = hand_records(game) if history else []
    totals = [
        game.scores[seat] - sum(points[seat] for points in history) for seat in range(game.players)
    ]
    start = tuple(totals)
    hands: list[SheetRow] = []
    for points, record in zip(history, records, strict=False):
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        hands.append(
            SheetRow(
                record.hand_number,
                tuple(points),
                tuple(totals),
                record.moon_shooter if moons else None,
                tuple((card, seat) for card, seat in record.takers if card in big),
            )
        )
    current = None
    pending = game.phase in ("hand_over", "game_over") and game.moon_choice_pending is not None
    if game.phase == "playing" or pending:
        current = SheetRow(
            game.hand_number,
            tuple(game.hand_points),
            None,
            game.moon_shooter if moons else None,
            tuple((card, seat) for card, seat in big_card_takers(game) if card in big),
        )
    return ScoreSheet(
        code=game.code,
        names=seat_names(game.players),
        target=game.rules.target,
        start=start,
        hands=tuple(hands),
        current=current,
        totals=tuple(game.scores),
        winners=tuple(game.winners),
        big_cards=big,
        moons=moons,
    )


def points_cell(row: SheetRow, seat: int, *, ascii_moon: bool = False) -> str:
    """A seat's points for a hand with its marks: ``"13 Q♠"``, ``"0 ☾Q♠"``, ``"17 K♠A♠"``.

    With ``ascii_moon`` the moon is ``M`` and the marks are spaced (``"0 M QS"``), for the
    suit letters that ``--ascii`` puts in place of the glyphs.
    """
    marks = [ASCII_MOON if ascii_moon else MOON] if row.moon_shooter == seat else []
    marks += [card_label(card) for card in row.cards_of(seat)]
    text = str(row.points[seat])
    return f"{text} {(' ' if ascii_moon else '').join(marks)}" if marks else text


def place_text(place: int) -> str:
    """``"1st"``, ``"2nd"``, ``"3rd"``, ``"4th"``, ``"5th"`` (Russian ``"1-е"``)."""
    # Translators: a place in the game: 1st, 2nd, 3rd, 4th (the numbers go up to 10).
    suffix = {1: _("{place}st"), 2: _("{place}nd"), 3: _("{place}rd")}.get(place, _("{place}th"))
    return suffix.format(place=place)


def legend(sheet: ScoreSheet, *, ascii_moon: bool = False, marks: bool = True) -> str:
    """What the marks mean at this table: ``"☾ moon shot · Q♠ taken · Σ total"`` (without
    ``marks``, a table drawn without them, only the rest); nothing while the sheet has no
    row (no mark is drawn).  The target is the sheet's title's ("… · game to 50")."""
    if not sheet.rows:
        return ""
    moon = ASCII_MOON if ascii_moon else MOON
    parts = [_("{moon} moon shot").format(moon=moon)] if sheet.moons and marks else []
    if sheet.big_cards and marks:
        parts.append(_("{cards} taken").format(cards=cards_noun(sheet.big_cards, "label")))
    parts.append(_("Σ total"))
    return " · ".join(parts)


def sparkline(
    values: Sequence[int], low: int, high: int, width: int = CHART_WIDTH, most: int = 2
) -> str:
    """``values`` as block characters on the common scale ``low..high`` (the last ``width``).

    Each value gets up to ``most`` columns while they fit, so a short game still reads as a
    chart.  The bottom of the scale (0, or the lowest total below it) has no bar, and any
    value above it at least the lowest block (``▁`` was 0 and 1 alike: issue 40 #7).

    >>> sparkline([0, 1, 25, 50], low=0, high=50, most=1)
    ' ▁▄█'
    """
    span = max(high - low, 1)
    shown = list(values)[-width:]
    step = max(1, min(most, width // max(len(shown), 1)))
    return "".join(_block(value, low, high, span) * step for value in shown)


def _block(value: int, low: int, high: int, span: int) -> str:
    """One column of a bar: nothing at the bottom of the scale, else 1 to 8 eighths."""
    if value <= low:
        return " "
    eighths = round((min(value, high) - low) * len(BLOCKS) / span)
    return BLOCKS[max(1, eighths) - 1]


def chart_lines(sheet: ScoreSheet, width: int = CHART_WIDTH) -> list[str]:
    """The running totals as one labelled bar line per seat, on one scale up to the target.

    The bars reach full height at the target (or at the highest total, past it), so every
    line is read against the same target; the last column is the seat's total.  Each hand
    gets up to 4 columns of ``width``.
    """
    running = sheet.running()
    if not sheet.hands:
        return []
    low = min(0, *(min(line) for line in running))
    high = max(sheet.target, *(max(line) for line in running))
    label = max(len(name) for name in sheet.names)
    lines = [
        f"{name:<{label}} {sparkline(line, low, high, width, most=4)} {line[-1]:>4}"
        for name, line in zip(sheet.names, running, strict=True)
    ]
    # The bars rise from nothing at the bottom of the scale to a full block at its top.
    scale = f"{low} … {BLOCKS[-1]} {high}"
    if high == sheet.target:
        scale = _("{scale} (the target)").format(scale=scale)
    else:
        scale = _("{scale}, target {target} {bar}").format(
            scale=scale, target=sheet.target, bar=sparkline([sheet.target], low, high, 1)
        )
    return [f"{'':<{label}} {scale}", *lines]
