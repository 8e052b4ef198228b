"""A fitted value of a pass: the points a hand is expected to cost after passing three
given cards, a linear model over facts of the cards kept and the cards passed (fitted by
``scripts/fit_pass.py`` on hands played out after random and heuristic passes).

:func:`choose_pass` prices every three-card set of the hand and passes the cheapest; the
heuristic's own pass (:func:`.passing.pass_cards`) wins a tie.  Each fact is crossed with
the direction of the pass (left, right, across): the same card costs more in the hand of
the seat that plays after us than in the hand of the seat before.

The weights ship as ``data/pass_value.json`` (names and values, read once, in pure Python);
the names must match :data:`FEATURE_NAMES`.  The fit saw four players at the Standard
table (:func:`.learned.fits`); elsewhere the heuristic passes.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from itertools import combinations
from typing import Final

from hearts_tui.engine.table import QUEEN_SPADES, SUIT_MASKS, Table

from .passing import pass_cards, pass_ranking
from .situation import card_indexes
from .weights import Weights

__all__ = ["DIRECTIONS", "FEATURE_NAMES", "PassModel", "choose_pass", "features", "load_model"]

#: The pass directions the weights are crossed with.
DIRECTIONS: Final = ("left", "right", "across")
#: The feature groups and how many values each takes.
GROUPS: Final = (
    ("kept", 52),  # each card kept
    ("passed", 52),  # each card passed
    ("length", 32),  # per suit, the cards kept in it (0-7+)
    ("queen_cover", 30),  # the Q♠ kept? x low spades kept (0-4+) x A♠/K♠ kept (0-2)
    ("top_length", 105),  # clubs/diamonds/hearts: highest card kept (7 bands) x length (1-5+)
    ("hearts_high_low", 25),  # hearts kept: jack and up (0-4) x six and down (0-4+)
    ("lows", 16),  # per suit, low cards (2-5) kept (0-3+)
    ("voids", 3),  # suits kept empty (0, 1, 2+)
)
_OFFSETS: Final = tuple(sum(size for _, size in GROUPS[:i]) for i in range(len(GROUPS)))
WIDTH: Final = sum(size for _, size in GROUPS)
#: Every feature's name, in weight order: ``direction:group:value``.
FEATURE_NAMES: Final = tuple(
    f"{way}:{name}:{value}" for way in DIRECTIONS for name, size in GROUPS for value in range(size)
)
KEPT, PASSED, LENGTH, QUEEN_COVER, TOP_LENGTH, HEARTS_HIGH_LOW, LOWS, VOIDS = _OFFSETS
_SPADES: Final = 3
_HEARTS: Final = 2
#: The highest card kept in a suit, banded: none, 2-6, 7-10, J, Q, K, A.
_BAND: Final = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 4, 5, 6)


def features(kept: int, passed: int, direction: str) -> list[int]:
    """The indexes of the facts that are on (into :data:`FEATURE_NAMES`) when ``kept`` (a
    mask) stays in the hand and ``passed`` goes ``direction``."""
    base = DIRECTIONS.index(direction) * WIDTH
    row = [base + KEPT + c for c in card_indexes(kept)]
    row += [base + PASSED + c for c in card_indexes(passed)]
    voids = 0
    for suit, mask in enumerate(SUIT_MASKS):
        mine = kept & mask
        length = mine.bit_count()
        voids += not length
        row.append(base + LENGTH + suit * 8 + min(length, 7))
        row.append(base + LOWS + suit * 4 + min((mine & (0b1111 << (suit * 13))).bit_count(), 3))
        if suit != _SPADES and length:
            top = _BAND[mine.bit_length() - 1 - suit * 13]
            row.append(base + TOP_LENGTH + suit * 35 + top * 5 + min(length, 5) - 1)
    spades = kept & SUIT_MASKS[_SPADES]
    low_spades = (spades & ((1 << QUEEN_SPADES) - 1)).bit_count()
    high_spades = (spades >> (QUEEN_SPADES + 1)).bit_count()
    queen = kept >> QUEEN_SPADES & 1
    row.append(base + QUEEN_COVER + queen * 15 + min(low_spades, 4) * 3 + high_spades)
    hearts = (kept & SUIT_MASKS[_HEARTS]) >> (_HEARTS * 13)
    row.append(
        base + HEARTS_HIGH_LOW + (hearts >> 9).bit_count() * 5 + min((hearts & 0x1F).bit_count(), 4)
    )
    row.append(base + VOIDS + min(voids, 2))
    return row


class PassModel(Weights):
    """The fitted weights, one per name of :data:`FEATURE_NAMES`."""

    __slots__ = ()
    FEATURE_NAMES = FEATURE_NAMES

    def value(self, kept: int, passed: int, direction: str) -> float:
        """The expected cost of the hand (lower is better)."""
        get = self.weights.__getitem__
        return sum(map(get, features(kept, passed, direction)))


@cache
def load_model() -> PassModel:
    """The shipped weights (``hearts_tui/ai/data/pass_value.json``), read once."""
    text = resources.files("hearts_tui.ai").joinpath("data/pass_value.json").read_text()
    return PassModel.from_json(text)


def choose_pass(
    table: Table, hand: int, direction: str, model: PassModel | None = None, top: int = 13
) -> list[int]:
    """The three card indexes (sorted) whose pass the fitted value prices cheapest, among
    the ``top`` cards the heuristic most wants to pass; the heuristic's own pass on a tie."""
    model = model or load_model()
    own = pass_cards(table, hand)
    best = own
    least = model.value(hand & ~sum(1 << c for c in own), sum(1 << c for c in own), direction)
    for cards in combinations(sorted(pass_ranking(table, hand)[:top]), 3):
        passed = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2])
        value = model.value(hand & ~passed, passed, direction)
        if value < least:
            best, least = list(cards), value
    return best
