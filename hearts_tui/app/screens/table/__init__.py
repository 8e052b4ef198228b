"""The game table (the app's default screen) and its parts; see :mod:`.screen`."""

from .screen import TableScreen

__all__ = ["TableScreen"]
