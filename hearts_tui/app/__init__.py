"""The Textual table: ``HeartsApp`` (imported on first use, so this package is cheap)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table_app import HeartsApp

__all__ = ["HeartsApp"]


def __getattr__(name: str) -> Any:
    if name == "HeartsApp":
        from .table_app import HeartsApp

        return HeartsApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
