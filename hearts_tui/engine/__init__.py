"""The Hearts rules engine: pure Python, standard library only.

Public API (a contract for outside tools; see docs/engine-api.md)::

    from hearts_tui.engine import Card, Game, Rules, IllegalMove, PlayerView
"""

from __future__ import annotations

from .cards import CARDS, Card, Suit, parse_cards
from .codes import GameCode, format_code, parse_code, random_code
from .errors import IllegalMove, InvalidCode, SaveError
from .game import Game, Phase
from .rules import FirstLead, MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule, Variant
from .view import CancellationTrick, PlayerView, TakeBack, TrickRecord

__all__ = [
    "CARDS",
    "CancellationTrick",
    "Card",
    "FirstLead",
    "Game",
    "GameCode",
    "IllegalMove",
    "InvalidCode",
    "MoonMode",
    "PassCycle",
    "Phase",
    "PlayerView",
    "Rules",
    "SaveError",
    "Scoring",
    "ShortDeck",
    "Suit",
    "TakeBack",
    "TieRule",
    "TrickRecord",
    "Variant",
    "format_code",
    "parse_cards",
    "parse_code",
    "random_code",
]
