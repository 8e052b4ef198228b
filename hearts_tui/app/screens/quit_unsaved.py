"""The question asked before quitting a game that could not be saved (:mod:`..save_retry`)."""

from __future__ import annotations

from typing import Final

from ...words.language import N_, _
from .confirm import ConfirmScreen

QUESTION: Final = N_("Your game could not be saved: quit anyway?")
DETAIL: Final = N_(
    "The moves since saving stopped would be lost. Keep playing and free some space: "
    "the game saves itself as soon as it can."
)


class QuitUnsaved(ConfirmScreen):
    """The question asked before quitting a game that could not be saved."""

    def __init__(self) -> None:
        super().__init__(_(QUESTION), _(DETAIL), yes=_("Quit anyway"), no=_("Keep playing"))
