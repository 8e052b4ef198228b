"""The engine's errors.  Each is a ``ValueError`` whose message says what is wrong."""

from __future__ import annotations

__all__ = ["IllegalMove", "InvalidCode", "SaveError"]


class IllegalMove(ValueError):
    """A pass or a play the rules do not allow.  ``reason`` is the short text for players."""

    def __init__(self, reason: str, *, card: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.card = card


class InvalidCode(ValueError):
    """A game code that cannot be read (mistyped, wrong check character, unknown table)."""


class SaveError(ValueError):
    """A save that cannot be loaded: damaged, truncated, inconsistent or from a newer version."""
