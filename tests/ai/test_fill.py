"""The deal that breaks no constraint (ai/fill.py): the counts of a transportation problem
by max flow, and the cards dealt into them at random, however tight what a seat knows."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest

from hearts_tui.ai import fill as fill_module
from hearts_tui.ai.fill import NoDeal, deal, fill
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import QUEEN_SPADES

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
BIG = 99


def test_the_docstring_examples_hold() -> None:
    assert doctest.testmod(fill_module).failed == 0


def test_counts_place_every_group_and_fill_every_slot_exactly() -> None:
    # Slot 0 may take only clubs; slot 1 anything; slot 2 no clubs.
    need = [3, 4, 2]
    kinds = [CLUBS, HEARTS, SPADES]
    allowed = [0b011, 0b110, 0b110]
    counts = fill(need, kinds, allowed, room=[2, 3, 4])
    assert counts is not None
    assert [sum(row) for row in counts] == need
    assert [sum(column) for column in zip(*counts, strict=True)] == [2, 3, 4]
    for group, row in enumerate(counts):
        for slot, count in enumerate(row):
            assert not count or allowed[group] >> slot & 1


def test_a_kind_shared_by_two_groups_counts_both_against_the_cap() -> None:
    """The Q♠ is a group of its own (barred from slot 0) but a spade for the caps: slot 1
    takes at most one spade, so the Q♠ there leaves the other spades to slot 0."""
    counts = fill(
        need=[1, 2],
        kinds=[SPADES, SPADES],
        allowed=[0b10, 0b11],
        room=[2, 1],
        caps=[[BIG] * 4, [BIG, BIG, BIG, 1]],
    )
    assert counts == [[0, 1], [2, 0]]


def test_no_counts_when_the_constraints_contradict() -> None:
    # Two clubs, and the only slot with room for two is void in clubs.
    assert fill([2, 1], [CLUBS, HEARTS], [0b01, 0b11], room=[1, 2]) is None
    # A cap of one spade in each of two slots, three spades to place.
    assert fill([3], [SPADES], [0b11], room=[2, 1], caps=[[BIG, BIG, BIG, 1]] * 2) is None
    # More cards than room.
    assert fill([3], [CLUBS], [0b1], room=[2]) is None


def test_a_start_that_jammed_is_completed_moving_only_what_must_move() -> None:
    """The greedy start put both hearts in slot 1, where the club (slot 1 only) needed a
    place: one heart moves to slot 0, the other stays."""
    start = [[0, 0], [0, 2]]
    counts = fill([1, 2], [CLUBS, HEARTS], [0b10, 0b11], room=[1, 2], start=start)
    assert counts == [[0, 1], [1, 1]]


def test_a_start_that_breaks_a_constraint_is_refused() -> None:
    with pytest.raises(ValueError, match="breaks the constraints"):
        fill([1, 1], [CLUBS, HEARTS], [0b01, 0b11], room=[1, 1], start=[[0, 1], [0, 0]])


def test_deal_breaks_no_constraint_where_a_random_deal_nearly_always_jams() -> None:
    """Slot 0 must take exactly its five spades out of nine, though spades may go to four
    slots: a deal weighted by room alone jams; this one never does, and varies."""
    cards = [(39 + rank, SPADES, 0b1111) for rank in range(9)]
    cards += [(rank, CLUBS, 0b1110) for rank in range(9)]
    room = [5, 4, 4, 5]
    seen = set()
    for seed in range(30):
        slots = deal(Rng(seed), cards, room)
        assert [len(slot) for slot in slots] == room
        assert sorted(index for slot in slots for index in slot) == sorted(c for c, _, _ in cards)
        assert all(index // 13 == SPADES for index in slots[0])
        seen.add(tuple(sorted(slots[1])))
    assert len(seen) > 20


def test_deal_respects_the_caps_and_a_barred_queen() -> None:
    spades = [(39 + rank, SPADES, 0b111) for rank in range(13) if 39 + rank != QUEEN_SPADES]
    cards = [(QUEEN_SPADES, SPADES, 0b110), *spades[:5], (0, CLUBS, 0b111), (1, CLUBS, 0b111)]
    room = [3, 3, 2]
    caps = [[BIG, BIG, BIG, 3], [BIG, BIG, BIG, 1], [0, BIG, BIG, BIG]]
    for seed in range(30):
        slots = deal(Rng(seed), cards, room, caps)
        assert QUEEN_SPADES not in slots[0]
        for slot, held in enumerate(slots):
            suits = Counter(index // 13 for index in held)
            assert all(suits[suit] <= caps[slot][suit] for suit in suits)


def test_the_same_seed_deals_the_same_cards() -> None:
    cards = [(index, index // 13, 0b111) for index in range(12)]
    assert deal(Rng(4), cards, [4, 4, 4]) == deal(Rng(4), cards, [4, 4, 4])


def test_deal_raises_when_nothing_fits() -> None:
    with pytest.raises(NoDeal, match="no deal of 2 cards"):
        deal(Rng(1), [(0, CLUBS, 0b01), (1, CLUBS, 0b01)], [1, 1])
