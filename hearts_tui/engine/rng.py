"""The project's own random numbers, so a game code deals the same cards forever.

Python's ``random`` may change between versions, so deals never use it.  This module
defines, and the tests pin with fixed vectors:

* ``derive_seed(seed, label, index)``: independent 64-bit sub-seeds from a master seed
  (BLAKE2b of a fixed text form: every deal, every CPU seat gets its own stream);
* ``Rng``: xoshiro256** (Blackman & Vigna) seeded through SplitMix64;
* ``Rng.below(n)``: an unbiased integer in ``[0, n)`` by rejection;
* ``Rng.shuffle(items)``: Fisher–Yates from the last position down.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from math import factorial
from typing import Final, TypeVar

__all__ = ["Rng", "derive_seed", "splitmix64"]

T = TypeVar("T")
_M64: Final = (1 << 64) - 1


def splitmix64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: ``(new_state, output)``."""
    state = (state + 0x9E3779B97F4A7C15) & _M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return state, z ^ (z >> 31)


def derive_seed(seed: int, label: str, index: int = 0) -> int:
    """A 64-bit seed for one purpose (``label``, ``index``) of a master ``seed``."""
    text = f"hearts-tui/{seed}/{label}/{index}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


class Rng:
    """xoshiro256** — small, fast, well-studied, and defined here, not by Python.

    >>> Rng.from_state(1, 2, 3, 4).next_u64()
    11520
    >>> deck = list(range(8)); Rng(42).shuffle(deck); deck
    [1, 5, 4, 0, 2, 3, 7, 6]
    """

    __slots__ = ("_s0", "_s1", "_s2", "_s3")

    def __init__(self, seed: int) -> None:
        state = seed & _M64
        state, self._s0 = splitmix64(state)
        state, self._s1 = splitmix64(state)
        state, self._s2 = splitmix64(state)
        state, self._s3 = splitmix64(state)

    @classmethod
    def from_state(cls, s0: int, s1: int, s2: int, s3: int) -> Rng:
        """A generator with the given raw xoshiro256** state (for test vectors).

        The state must not be all zero.
        """
        words = [s & _M64 for s in (s0, s1, s2, s3)]
        if not any(words):
            raise ValueError("the xoshiro256** state must not be all zero")
        rng = cls.__new__(cls)
        rng._s0, rng._s1, rng._s2, rng._s3 = words
        return rng

    def next_u64(self) -> int:
        """The next 64-bit output."""
        s0, s1, s2, s3 = self._s0, self._s1, self._s2, self._s3
        x = (s1 * 5) & _M64
        result = ((((x << 7) | (x >> 57)) & _M64) * 9) & _M64
        t = (s1 << 17) & _M64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & _M64
        self._s0, self._s1, self._s2, self._s3 = s0, s1, s2, s3
        return result

    def below(self, n: int) -> int:
        """An unbiased integer in ``[0, n)`` (rejection on the top bits)."""
        if n <= 0:
            raise ValueError(f"below() needs n > 0, got {n}")
        if n == 1:
            return 0
        bits = (n - 1).bit_length()
        if bits > 64:
            # Beyond 64 bits: whole words, most significant first, then the same rejection.
            words = (bits + 63) // 64
            while True:
                value = 0
                for _ in range(words):
                    value = (value << 64) | self.next_u64()
                value >>= 64 * words - bits
                if value < n:
                    return value
        shift = 64 - bits
        while True:
            value = self.next_u64() >> shift
            if value < n:
                return value

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place: Fisher–Yates, ``i`` from the last index down to 1.

        The swap positions are the mixed-radix digits of one uniform number below ``n!``
        (drawn as 64-bit words, rejecting the rare value past the last whole multiple of
        ``n!``), which is exactly a uniform Fisher–Yates at a fraction of the draws.
        """
        n = len(items)
        if n < 2:
            return
        space = factorial(n)
        words = (space.bit_length() + 64 + 63) // 64  # 64 spare bits: rejection < 2**-64
        bound = (1 << (64 * words)) // space * space
        while True:
            x = 0
            for _ in range(words):
                x = (x << 64) | self.next_u64()
            if x < bound:
                break
        x %= space
        for i in range(n - 1, 0, -1):
            x, j = divmod(x, i + 1)
            items[i], items[j] = items[j], items[i]
