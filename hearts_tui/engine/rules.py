"""The rules of a table: the defaults of the Standard table and every house-rule option.

``Rules()`` is the Standard table (SPEC §2).  Each option is a named field with its default;
``Rules.preset(...)`` builds the scoring presets of SPEC §3.  A game's rules are fixed when
it is dealt and travel with its code and its save.

Where the rule pages leave a combination open, the engine does what a Hearts player expects:

* "Points" are the cards that score penalty points under the scoring preset (Black Maria:
  every heart, Q♠, K♠ and A♠; Basic and No Black Lady: hearts only, so the Q♠ is an
  ordinary spade).  "No points on the first trick" keeps all of them off trick 1, the first
  lead included when the player left of the dealer leads, unless a hand holds nothing else.
* The J♦ of the Omnibus option is a bonus, not a penalty: it may go on the first trick, a
  moon shot does not need it, and its taker keeps the bonus in a moon hand (a shooter who
  took it scores -10, another taker 26 - 10 = 16).
* Shooting the moon means taking every penalty card of the preset; it is worth the preset's
  points per hand (Black Maria 43, Spot Hearts 117, Basic and No Black Lady 13, Super
  Hearts 20), except Greek Hearts, where the others score 150 (or the shooter -150).
* Greek Hearts charges 50 for the Q♠ (SPEC §3; the rule page's "queen of hearts" is read as
  the Black Lady, as the variant is played), and Super Hearts ends like every other table:
  the lowest total wins once somebody reaches the target.
* The kitty stays face down until the hand is over: it is counted for the first trick's
  winner, but views (and ``Game.hand_points``) show its points only once the hand ends.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

__all__ = [
    "FirstLead",
    "MoonMode",
    "PassCycle",
    "Rules",
    "Scoring",
    "ShortDeck",
    "TieRule",
]


class PassCycle(StrEnum):
    """Which way cards are passed, hand by hand."""

    STANDARD = "standard"  # left, right, across, none (3 or 5 players: left, right, none)
    OFF = "off"
    LEFT = "left"
    RIGHT = "right"


class FirstLead(StrEnum):
    """Who leads the first trick of a hand."""

    TWO_OF_CLUBS = "two_of_clubs"  # the holder of the lowest club in play leads it
    LEFT_OF_DEALER = "left_of_dealer"  # the player left of the dealer leads any card


class MoonMode(StrEnum):
    """What happens when one player takes every penalty card of a hand."""

    OTHERS_PLUS = "others_plus"  # the shooter scores 0, everyone else the moon value
    SHOOTER_MINUS = "shooter_minus"  # the shooter scores minus the moon value
    SHOOTER_CHOOSES = "shooter_chooses"  # the shooter picks one of the two above
    OFF = "off"  # the points stay with the taker


class TieRule(StrEnum):
    """What equal lowest totals at the end mean."""

    SHARE = "share"  # they share first place
    PLAY_ON = "play_on"  # keep dealing until one player is lowest alone


class ShortDeck(StrEnum):
    """How 3 or 5 players make hands equal."""

    REMOVE = "remove"  # take out ♦2 (3 players) or ♦2 and ♣2 (5 players)
    KITTY = "kitty"  # keep every card; the leftovers go face down to the first trick's winner


class Scoring(StrEnum):
    """Scoring presets: the point value of each card and the moon."""

    STANDARD = "standard"  # ♥ 1 each, Q♠ 13
    BLACK_MARIA = "black_maria"  # ♥ 1 each, Q♠ 13, K♠ 10, A♠ 7
    SPOT_HEARTS = "spot_hearts"  # ♥ by face (2..10, J 11, Q 12, K 13, A 14), Q♠ 13
    GREEK = "greek"  # spot hearts, Q♠ 50, moon gives the others 150
    BASIC = "basic"  # ♥ 1 each, Q♠ nothing
    NO_BLACK_LADY = "no_black_lady"  # ♥ 1 each, Q♠ nothing, no passing
    SUPER = "super"  # ♥ 1 each, Q♠ 7


_ENUM_FIELDS: Final[dict[str, type[StrEnum]]] = {
    "pass_cycle": PassCycle,
    "first_lead": FirstLead,
    "moon": MoonMode,
    "ties": TieRule,
    "short_deck": ShortDeck,
    "scoring": Scoring,
}

TARGET_MIN: Final = 10
TARGET_MAX: Final = 500


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of a table.  ``Rules()`` is the Standard table of the spec.

    Enum-valued fields also accept their string values: ``Rules(moon="shooter_minus")``.

    >>> Rules().target, Rules().pass_cycle.value, Rules().queen_breaks_hearts
    (50, 'standard', False)
    >>> Rules.preset("black_maria").scoring.value
    'black_maria'
    """

    #: The game ends after the hand in which somebody reaches this total (10..500).
    target: int = 50
    pass_cycle: PassCycle = PassCycle.STANDARD
    #: Whether playing the Q♠ breaks hearts (it does not on the Standard table).
    queen_breaks_hearts: bool = False
    #: Whether penalty cards may be played to the first trick.
    points_on_first_trick: bool = False
    first_lead: FirstLead = FirstLead.TWO_OF_CLUBS
    moon: MoonMode = MoonMode.OTHERS_PLUS
    #: Points for taking the J♦ (Omnibus): 0 (off), -10 or -11.
    jack_of_diamonds: int = 0
    ties: TieRule = TieRule.SHARE
    #: 3, 4 or 5 players.
    players: int = 4
    short_deck: ShortDeck = ShortDeck.REMOVE
    scoring: Scoring = Scoring.STANDARD

    def __post_init__(self) -> None:
        for name, enum in _ENUM_FIELDS.items():
            value = getattr(self, name)
            if not isinstance(value, enum):
                try:
                    object.__setattr__(self, name, enum(value))
                except ValueError:
                    allowed = ", ".join(member.value for member in enum)
                    raise ValueError(f"{name} must be one of {allowed}; got {value!r}") from None
        for name in ("queen_breaks_hearts", "points_on_first_trick"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false; got {getattr(self, name)!r}")
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise ValueError(f"target must be a whole number; got {self.target!r}")
        if not TARGET_MIN <= self.target <= TARGET_MAX:
            raise ValueError(f"target must be {TARGET_MIN}..{TARGET_MAX}; got {self.target}")
        if type(self.jack_of_diamonds) is not int or self.jack_of_diamonds not in (0, -10, -11):
            raise ValueError(
                f"jack_of_diamonds must be 0, -10 or -11; got {self.jack_of_diamonds!r}"
            )
        if type(self.players) is not int or self.players not in (3, 4, 5):
            raise ValueError(f"players must be 3, 4 or 5; got {self.players!r}")

    @classmethod
    def preset(cls, scoring: Scoring | str, **changes: Any) -> Rules:
        """The table of a scoring preset, with the pass rules that belong to it.

        Greek Hearts always passes right; No Black Lady does not pass.  Further keyword
        arguments override fields.
        """
        try:
            scoring = Scoring(scoring)
        except ValueError:
            allowed = ", ".join(member.value for member in Scoring)
            raise ValueError(f"scoring must be one of {allowed}; got {scoring!r}") from None
        fields: dict[str, Any] = {"scoring": scoring}
        if scoring is Scoring.GREEK:
            fields["pass_cycle"] = PassCycle.RIGHT
        elif scoring is Scoring.NO_BLACK_LADY:
            fields["pass_cycle"] = PassCycle.OFF
        fields.update(changes)
        return cls(**fields)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some fields changed (validated like the constructor)."""
        return dataclasses.replace(self, **changes)

    @property
    def is_default(self) -> bool:
        """True for the Standard table of the spec."""
        return self == Rules()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values, enum fields as their strings."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, StrEnum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """The inverse of :meth:`to_dict`; unknown keys are an error, missing ones default."""
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        return cls(**data)

    def differences(self) -> dict[str, Any]:
        """The options that differ from the Standard table."""
        base = Rules().to_dict()
        return {k: v for k, v in self.to_dict().items() if base[k] != v}
