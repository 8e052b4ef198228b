"""Game codes: short, read-aloud-friendly names for a game that fix every deal.

A code is 7 seed characters, then (only for a non-Standard table) the table's rules, then
one check character, written in groups of four: ``K7QD-MR9S``.  The alphabet has no
0/O, 1/I/L: ``23456789ABCDEFGHJKMNPQRSTUVWXYZ`` (31 symbols).  Because 31 is prime and every
position has its own non-zero weight, the check character catches any one mistyped
character and any swap of two neighbours.  Input is case-insensitive; spaces and dashes are
ignored.  A code typed with the Russian keyboard layout on («Л7ЙВ-ЬК9Ы») is read as the keys
pressed, and a Russian letter that looks Latin («К») as the letter it looks like
(:mod:`.keyboards`); where the two readings differ, the check character tells which was
meant.  Either way the code is the Latin one: its canonical form and its game are the same.

The rules part is a mixed-radix number over the options, with every default at digit 0, so
the Standard table adds nothing and options added in later versions (as new high digits
whose default is 0) leave every existing code meaning what it meant.

The first digits (target to scoring) are those of the first release.  Issue 12 appended the
variant (radix 8: three tables and room for more), "Q♠ must go", the move timer and, last,
``more_players``: 0 keeps the first release's players digit (4, 3, 5), any other value
says 6, 7, 2, 8, 9 or 10 players, and the old digit must then be 0, so that every table has
one code.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Final

from .errors import InvalidCode
from .keyboards import KEY_OF, LOOK_ALIKES, is_cyrillic
from .quoting import quoted
from .rules import (
    MOVE_TIMERS,
    FirstLead,
    MoonMode,
    PassCycle,
    Rules,
    Scoring,
    ShortDeck,
    TieRule,
    Variant,
)

__all__ = [
    "ALPHABET",
    "SEED_CHARS",
    "GameCode",
    "format_code",
    "parse_code",
    "random_code",
    "written_as_code",
]

ALPHABET: Final = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
BASE: Final = len(ALPHABET)  # 31, a prime
SEED_CHARS: Final = 7
SEED_SPACE: Final = BASE**SEED_CHARS
_VALUE: Final = {ch: i for i, ch in enumerate(ALPHABET)}
_CONFUSABLE: Final = {
    "0": "0 (zero)",
    "O": "O (letter O)",
    "1": "1 (one)",
    "I": "I (letter I)",
    "L": "L (letter L)",
}

# Option digits, least significant first.  Append new options at the END only.
_TARGET_RADIX: Final = 491  # targets 10..500, with 50 at digit 0
_DIGITS: Final[tuple[tuple[str, tuple[object, ...]], ...]] = (
    ("pass_cycle", tuple(PassCycle)),
    ("queen_breaks_hearts", (False, True)),
    ("points_on_first_trick", (False, True)),
    ("first_lead", tuple(FirstLead)),
    ("moon", tuple(MoonMode)),
    ("jack_of_diamonds", (0, -10, -11)),
    ("ties", tuple(TieRule)),
    ("players", (4, 3, 5)),
    ("short_deck", tuple(ShortDeck)),
    ("scoring", tuple(Scoring)),
    # Issue 12 (the players digit above stays 4, 3, 5; see _PLAYERS_MORE).
    ("variant", (*Variant, *[None] * (8 - len(Variant)))),
    ("queen_must_go", (False, True)),
    ("move_timer", MOVE_TIMERS),
)
#: The highest digit: players the first release's digit cannot say (None: use that digit).
_PLAYERS_MORE: Final[tuple[int | None, ...]] = (None, 6, 7, 2, 8, 9, 10, None)
_PLAYERS_OLD: Final = (4, 3, 5)


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed code: the seed number and the table."""

    seed: int
    rules: Rules

    @property
    def text(self) -> str:
        return format_code(self.seed, self.rules)


def _rules_number(rules: Rules) -> int:
    players = rules.players
    more = 0 if players in _PLAYERS_OLD else _PLAYERS_MORE.index(players)
    number = more
    for name, values in reversed(_DIGITS):
        value = getattr(rules, name)
        if name == "players" and more:
            value = _PLAYERS_OLD[0]
        number = number * len(values) + values.index(value)
    return number * _TARGET_RADIX + (rules.target - 50) % _TARGET_RADIX


def _rules_from_number(number: int) -> Rules:
    unknown = "this code is for a table this version does not know"
    number, target_digit = divmod(number, _TARGET_RADIX)
    target = (target_digit + 50 - 10) % _TARGET_RADIX + 10
    fields: dict[str, object] = {"target": target}
    for name, values in _DIGITS:
        number, digit = divmod(number, len(values))
        if values[digit] is None:
            raise InvalidCode(unknown)
        fields[name] = values[digit]
    number, more = divmod(number, len(_PLAYERS_MORE))
    if number or (more and _PLAYERS_MORE[more] is None):
        raise InvalidCode(unknown)
    if more:
        if fields["players"] != _PLAYERS_OLD[0]:  # players given twice: no version writes it
            raise InvalidCode(unknown)
        fields["players"] = _PLAYERS_MORE[more]
    return Rules(**fields)  # type: ignore[arg-type]


def _digits(number: int, width: int = 0) -> list[int]:
    out: list[int] = []
    while number or len(out) < width:
        number, digit = divmod(number, BASE)
        out.append(digit)
    return out[::-1]


def _check_digit(values: list[int]) -> int:
    total = sum((i + 1) * v for i, v in enumerate(values))
    return (-total) % BASE


def format_code(seed: int, rules: Rules | None = None) -> str:
    """The code text for a seed (0 <= seed < 31**7) and a table.

    >>> format_code(15250447961)
    'K7QD-MR9S'
    >>> format_code(0, Rules.preset("black_maria"))
    '2222-2224-FYCT-8'
    """
    if not 0 <= seed < SEED_SPACE:
        raise ValueError(f"seed must be 0..{SEED_SPACE - 1}, got {seed}")
    rules = rules or Rules()
    values = _digits(seed, SEED_CHARS)
    rules_number = _rules_number(rules)
    if rules_number:
        values += _digits(rules_number)
    # Weights run 1..n; beyond 30 characters they would repeat mod 31 (never reached).
    values.append(_check_digit(values) * pow(len(values) + 1, -1, BASE) % BASE)
    raw = "".join(ALPHABET[v] for v in values)
    return "-".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def parse_code(text: str) -> GameCode:
    """Parse a code typed by a person; raise :class:`InvalidCode` saying what is wrong.

    >>> parse_code("k7qd mr9s").seed
    15250447961
    >>> parse_code("Л7ЙВ-ЬК9Ы").text, parse_code("К7QD-MR9S").text  # Russian layout, look-alike
    ('K7QD-MR9S', 'K7QD-MR9S')
    >>> parse_code("K7QD-MR9T")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    hearts_tui.engine.errors.InvalidCode: 'K7QD-MR9T' is not a valid code: ...typo
    """
    if not isinstance(text, str):
        raise InvalidCode(f"a game code is text, not {type(text).__name__}")
    readings, sure = _readings(text)
    if len(readings) == 1:
        return _parse(readings[0], text)
    found: dict[str, GameCode] = {}
    refusal: InvalidCode | None = None
    for reading in readings:
        try:
            code = _parse(reading, text)
        except InvalidCode as exc:
            refusal = refusal or exc
        else:
            found[code.text] = code
    if len(found) > 1 and sure:
        return found[next(iter(found))]  # the likelier reading, as the letters typed say
    if len(found) > 1:
        first, second = found
        raise InvalidCode(
            f"{quoted(text.strip())} reads as two codes, {first} and {second}:"
            " type it in Latin letters"
        )
    if found:
        return next(iter(found.values()))
    assert refusal is not None
    raise refusal


def _readings(text: str) -> tuple[list[str], bool]:
    """``text`` as the Latin code it was meant to be, and whether the first reading is
    the one meant should both be codes.

    Itself when it has no Cyrillic letter.  Else read key by key (typed with the Russian
    layout on) and letter by letter (Russian letters that look Latin), the likelier first:
    by keys when no Latin letter was typed.  The letters typed say which was meant when
    both readings are codes: Russian letters alone, one of them on the key of a code
    letter it does not look like («л» for K), were typed by keys; Latin letters with
    Russian ones that all look Latin, by looks.  A Cyrillic letter that is a code
    character in neither reading is refused: codes are written in Latin letters."""
    if text.isascii() or not any(is_cyrillic(ch) for ch in text):
        return [text], True
    by_keys: list[str] = []
    by_looks: list[str] = []
    keys_only = False
    for ch in text:
        if not is_cyrillic(ch):
            by_keys.append(ch)
            by_looks.append(ch)
            continue
        key = KEY_OF.get(ch.lower(), "").upper()
        key = key if key in _VALUE else ""
        look = LOOK_ALIKES.get(ch.upper(), "")
        look = look if look in _VALUE else ""
        if not (key or look):
            raise InvalidCode(
                f"{quoted(text.strip())} has {ch!r}, which is not a code character: codes are"
                " written in Latin letters (switch the keyboard layout)"
            )
        by_keys.append(key or look)
        by_looks.append(look or key)
        keys_only = keys_only or not look
    latin_typed = any(ch.isascii() and ch.isalpha() for ch in text)
    readings = ["".join(by_looks), "".join(by_keys)]
    if not latin_typed:
        readings.reverse()
    if readings[0] == readings[1]:
        return readings[:1], True
    return readings, latin_typed != keys_only


def _parse(text: str, typed_as: str) -> GameCode:
    """The code of ``text`` (Latin), named in refusals as it was typed: ``typed_as``."""
    typed = [ch for ch in text if ch not in " -_\t"]
    if not typed:
        raise InvalidCode("the game code is empty")
    for ch in typed:  # each as it was typed: "é" is named "é", not "É"
        upper = ch.upper()
        if upper in _CONFUSABLE:
            raise InvalidCode(
                f"{quoted(typed_as.strip())} has {_CONFUSABLE[upper]}, which codes never use "
                "(they use 2-9 and the letters except I, L and O)"
            )
        if len(upper) != 1 or upper not in _VALUE:
            raise InvalidCode(
                f"{quoted(typed_as.strip())} has {ch!r}, which is not a code character"
            )
    raw = "".join(typed).upper()
    if len(raw) < SEED_CHARS + 1:
        raise InvalidCode(
            f"{quoted(typed_as.strip())} is too short: "
            f"a game code has at least {SEED_CHARS + 1} characters"
        )
    if len(raw) > 30:
        raise InvalidCode(f"{quoted(typed_as.strip())} is too long for a game code")
    values = [_VALUE[ch] for ch in raw]
    total = sum((i + 1) * v for i, v in enumerate(values))
    if total % BASE:
        raise InvalidCode(
            f"{quoted(typed_as.strip())} is not a valid code: check the characters for a typo"
        )
    seed = 0
    for v in values[:SEED_CHARS]:
        seed = seed * BASE + v
    rules_number = 0
    for v in values[SEED_CHARS:-1]:
        rules_number = rules_number * BASE + v
    try:
        rules = _rules_from_number(rules_number)
    except ValueError as exc:
        raise InvalidCode(f"{quoted(typed_as.strip())}: {exc}") from None
    return GameCode(seed=seed, rules=rules)


#: A code as :func:`format_code` writes it: groups of four of the alphabet (the last one
#: shorter), at most 30 characters.
_WRITTEN: Final = re.compile(f"[{ALPHABET}]{{1,4}}(-[{ALPHABET}]{{1,4}}){{0,7}}")


def written_as_code(text: object) -> bool:
    """Whether ``text`` is written as :func:`format_code` writes a code (of this version's
    tables or a later one's): what a file may hold where it keeps a code.  It says nothing
    of the check character (:func:`parse_code` does).

    >>> written_as_code("K7QD-MR9S"), written_as_code("k7qd-mr9s"), written_as_code("\x1b[2J")
    (True, False, False)
    """
    return isinstance(text, str) and len(text) <= 38 and _WRITTEN.fullmatch(text) is not None


def random_code(rules: Rules | None = None) -> str:
    """A fresh code from the operating system's randomness."""
    # os.urandom rather than ``secrets`` (which imports ``random`` and ``hmac``: start-up time);
    # rejection keeps every seed equally likely.
    limit = (1 << 64) // SEED_SPACE * SEED_SPACE
    while True:
        value = int.from_bytes(os.urandom(8), "little")
        if value < limit:
            return format_code(value % SEED_SPACE, rules)
