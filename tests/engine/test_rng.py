"""The project's PRNG and shuffle, pinned by fixed vectors: a code must deal the same cards
on any machine and any later version (SPEC §5)."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from hearts_tui.engine import Game
from hearts_tui.engine.rng import Rng, derive_seed, splitmix64


def test_splitmix64_reference_vector_for_seed_zero() -> None:
    state, outputs = 0, []
    for _ in range(3):
        state, out = splitmix64(state)
        outputs.append(out)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_xoshiro256starstar_reference_vector_for_state_1_2_3_4() -> None:
    rng = Rng.from_state(1, 2, 3, 4)
    assert [rng.next_u64() for _ in range(4)] == [
        11520,
        0,
        1509978240,
        1215971899390074240,
    ]


def test_all_zero_xoshiro_state_is_refused() -> None:
    with pytest.raises(ValueError, match="zero"):
        Rng.from_state(0, 0, 0, 0)


def test_rng_seeded_through_splitmix64_is_pinned() -> None:
    rng = Rng(0)
    assert [rng.next_u64(), rng.next_u64()] == [11091344671253066420, 13793997310169335082]


def test_derive_seed_is_pinned() -> None:
    assert derive_seed(0, "deal", 1) == 2600270294457139646
    assert derive_seed(12345, "cpu", 2) == 9554698613453595556
    assert derive_seed(2**64 - 1, "deal", 0) == 8385523403110013447
    assert derive_seed(0, "deal", 1) != derive_seed(0, "deal", 2) != derive_seed(0, "cpu", 1)


def test_shuffle_of_a_deck_is_pinned() -> None:
    deck = list(range(52))
    Rng(42).shuffle(deck)
    assert deck == [
        17, 3, 47, 13, 35, 43, 36, 22, 20, 0, 37, 33, 46, 34, 1, 28, 49, 48, 9, 15, 12, 11,
        27, 39, 31, 45, 2, 44, 51, 10, 16, 23, 7, 21, 14, 26, 32, 19, 42, 40, 6, 5, 29, 30,
        18, 38, 50, 25, 4, 8, 41, 24,
    ]  # fmt: skip


def test_a_game_code_deals_pinned_cards() -> None:
    assert [c.code for c in Game.new("K7QD-MR9S").hand(0)] == [
        "4C", "8C", "2D", "4D", "6D", "7D", "8D", "TD", "6H", "8H", "KH", "6S", "JS",
    ]  # fmt: skip


def test_below_is_pinned_and_in_range() -> None:
    rng = Rng(42)
    assert [rng.below(10) for _ in range(10)] == [1, 6, 9, 4, 5, 9, 1, 2, 6, 9]
    for n in (1, 2, 3, 7, 52, 1000, 2**32 + 1, 2**64, 2**64 + 1, 3**50):
        values = [rng.below(n) for _ in range(200)]
        assert all(0 <= v < n for v in values), n
    assert {rng.below(5) for _ in range(200)} == set(range(5))


@pytest.mark.parametrize("n", [0, -1])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).below(n)


def test_shuffle_is_uniform_over_the_permutations_of_three() -> None:
    """Deterministic (fixed seed): 6,000 shuffles, each of the 6 orders about 1,000 times."""
    rng = Rng(2024)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(permutations(range(3)))
    assert all(850 <= count <= 1150 for count in counts.values()), counts


def test_below_is_uniform() -> None:
    rng = Rng(7)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(850 <= count <= 1150 for count in counts.values()), counts


def test_shuffle_keeps_the_items_and_handles_short_lists() -> None:
    rng = Rng(3)
    for n in (0, 1, 2, 5, 52, 60):
        items = list(range(n))
        rng.shuffle(items)
        assert sorted(items) == list(range(n))


def test_random_and_choice_stay_in_range() -> None:
    rng = Rng(9)
    assert all(0.0 <= rng.random() < 1.0 for _ in range(100))
    assert {rng.choice("abc") for _ in range(100)} == {"a", "b", "c"}
    with pytest.raises(IndexError):
        rng.choice([])


def test_cpu_seeds_are_fixed_by_the_code() -> None:
    game = Game.new("K7QD-MR9S")
    assert [game.cpu_seed(seat) for seat in range(4)] == [
        9360538570524841146,
        12861290626699531412,
        3734692908454048303,
        15559436016529259038,
    ]
    assert game.cpu_seed(2) == derive_seed(15250447961, "cpu", 2)
