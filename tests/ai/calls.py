"""Counting the calls of a method, for tests that must see a rare path taken."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest


@dataclass
class Calls:
    """How many times the counted method was called so far."""

    count: int = 0


def count_calls(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> Calls:
    """``owner.name`` still does what it did, and each call is counted."""
    calls = Calls()
    real = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.count += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls
