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
* 6 and 7 players (page 002): ♦2 ♦3 ♣3 ♣4 (6 players, 8 cards each) or ♦2 ♦3 ♣3 (7 players,
  7 each) leave the deck; with ``short_deck="kitty"`` every card stays and 4 (6 players) or 3
  (7 players) go face down to the first trick's winner.  The ♣2 leads; passes cycle left,
  right, none, as at every table but 4 players.
* "Q♠ must go" (``queen_must_go``, the Black Lady option of page 004): whoever holds the Q♠
  must play it at the first chance to shed it on another player's trick: when void in the
  suit led, or when spades are led and the K♠ or A♠ is already on the trick.  Leading it is
  never forced, and a rule that keeps it off a trick (no points on the first trick) comes
  first: that is no chance.
* The move timer (``move_timer``: 0 off, 30 or 60 seconds a human move) is stored, checked
  and carried in the code and the save; the engine does not keep time.

The other tables (``variant``) have their own defaults, built by :meth:`Rules.domino` and
:meth:`Rules.cancellation`.  Neither passes, and at both the player left of the dealer
leads the first trick.  The dealer moves one seat left each hand; hand 1 is dealt by the
last seat, so seat 0 (the human) leads it.

Domino Hearts (pages 001 and 004), 2 to 7 players:

* 6 cards each; the rest is a face-down stock.  The first lead is any card (hearts only
  once broken, as always; a hand of nothing but hearts may lead one).
* A player who cannot follow suit draws from the stock, one card at a time, until able to
  follow; the drawn cards stay in the hand.  With the stock empty, a player who cannot
  follow discards any card.  "No points on the first trick" holds for such a discard, as
  at every table.
* A player whose hand is empty leaves the hand.  A trick has one card from each player
  still in; if its winner has just played their last card, the next player to the left who
  is still in leads.  When one player is left, they take their remaining cards as if in
  tricks.
* Hearts 1 point each and the Q♠ nothing (scoring ``basic``); no moon (``moon="off"``:
  the pages give Domino Hearts none — it can be switched on); the game ends when somebody
  reaches 31.

Cancellation Hearts (page 001), 7 to 10 players, two 52-card decks:

* The cards are dealt round so all have the same number; the rest lies face down and goes
  with the first trick to whoever takes it, like a kitty.
* The Q♠ may be played on the first trick (the rule page); "no points on the first trick"
  keeps only the hearts off it.
* Two identical cards in one trick cancel each other: neither can win it; the highest
  uncancelled card of the suit led wins.  If every card of the suit led is cancelled (every
  card of the trick, or the rest of other suits, which never win a trick), nobody wins it:
  it waits, face up, and goes to the winner of the next trick (on the last trick, to the
  winner of the trick before it: the most recent trick won, or, if none was, to the player
  who led the last trick).  Its leader leads again (details: :mod:`.cancellation`).
* "Q♠ must go" there: the Q♠ must be shed when void in the suit led, or when, played now, it
  would not win the trick as it stands.
* Hearts 1 point each and each Q♠ 13, 52 points a hand; the moon is all 52 (the others
  score 52); the game ends when somebody reaches 100 (page 001's game).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .quoting import quoted

__all__ = [
    "MOVE_TIMERS",
    "FirstLead",
    "MoonMode",
    "PassCycle",
    "Rules",
    "Scoring",
    "ShortDeck",
    "TieRule",
    "Variant",
]


class Variant(StrEnum):
    """Which game is played: Hearts, or one of the tables with rules of their own."""

    STANDARD = "standard"  # Hearts: the Standard table and every §3 option
    DOMINO = "domino"  # 6 cards each and a stock to draw from; game to 31
    CANCELLATION = "cancellation"  # two decks, 7-10 players, identical cards cancel


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
    "variant": Variant,
}

#: Seconds a human has for a move (0: no timer).
MOVE_TIMERS: Final = (0, 30, 60)

#: Players allowed at each variant, and how the rule is said.
PLAYERS: Final[dict[Variant, tuple[range, str]]] = {
    Variant.STANDARD: (range(3, 8), "3 to 7 players at the Standard table"),
    Variant.DOMINO: (range(2, 8), "2 to 7 players at Domino Hearts (you and 1-6 CPUs)"),
    Variant.CANCELLATION: (range(7, 11), "7 to 10 players at Cancellation Hearts"),
}
_VARIANT_NAMES: Final = {
    Variant.DOMINO: "Domino Hearts",
    Variant.CANCELLATION: "Cancellation Hearts",
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
    #: 3 to 7 players (Standard), 2 to 7 (Domino), 7 to 10 (Cancellation).
    players: int = 4
    short_deck: ShortDeck = ShortDeck.REMOVE
    scoring: Scoring = Scoring.STANDARD
    #: The game played; build the other tables with :meth:`domino`, :meth:`cancellation`.
    variant: Variant = Variant.STANDARD
    #: Whoever holds the Q♠ must shed it at the first chance (see the module's notes).
    queen_must_go: bool = False
    #: Seconds a human has for each move: 0 (off), 30 or 60.  Kept by the app, not here.
    move_timer: int = 0

    def __post_init__(self) -> None:
        for name, enum in _ENUM_FIELDS.items():
            value = getattr(self, name)
            if not isinstance(value, enum):
                try:
                    object.__setattr__(self, name, enum(value))
                except ValueError:
                    allowed = ", ".join(member.value for member in enum)
                    raise ValueError(
                        f"{name} must be one of {allowed}; got {quoted(value)}"
                    ) from None
        for name in ("queen_breaks_hearts", "points_on_first_trick", "queen_must_go"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false; got {quoted(getattr(self, name))}")
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise ValueError(f"target must be a whole number; got {quoted(self.target)}")
        if not TARGET_MIN <= self.target <= TARGET_MAX:
            raise ValueError(
                f"target must be {TARGET_MIN}..{TARGET_MAX}; got {quoted(self.target)}"
            )
        if type(self.jack_of_diamonds) is not int or self.jack_of_diamonds not in (0, -10, -11):
            raise ValueError(
                f"jack_of_diamonds must be 0, -10 or -11; got {quoted(self.jack_of_diamonds)}"
            )
        if type(self.move_timer) is not int or self.move_timer not in MOVE_TIMERS:
            raise ValueError(
                f"move_timer must be 0 (off), 30 or 60 seconds; got {quoted(self.move_timer)}"
            )
        counts, said = PLAYERS[self.variant]
        if type(self.players) is not int or self.players not in counts:
            raise ValueError(f"players must be {said}; got {quoted(self.players)}")
        if self.variant is not Variant.STANDARD:
            self._check_variant()

    def _check_variant(self) -> None:
        """Options a table with its own rules fixes: say so rather than ignore them."""
        name = _VARIANT_NAMES[self.variant]
        if self.pass_cycle is not PassCycle.OFF:
            raise ValueError(f"{name} has no pass: pass_cycle must be off")
        if self.first_lead is not FirstLead.LEFT_OF_DEALER:
            raise ValueError(
                f"at {name} the player left of the dealer leads: first_lead must be left_of_dealer"
            )
        if self.short_deck is not ShortDeck.REMOVE:
            raise ValueError(
                f"short_deck is for the Standard table; {name} deals its own way "
                "(leave it at remove)"
            )

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
            raise ValueError(f"scoring must be one of {allowed}; got {quoted(scoring)}") from None
        fields: dict[str, Any] = {"scoring": scoring}
        if scoring is Scoring.GREEK:
            fields["pass_cycle"] = PassCycle.RIGHT
        elif scoring is Scoring.NO_BLACK_LADY:
            fields["pass_cycle"] = PassCycle.OFF
        fields.update(changes)
        return cls(**fields)

    @classmethod
    def domino(cls, players: int = 4, **changes: Any) -> Rules:
        """Domino Hearts for ``players`` (2..7): no pass, left of the dealer leads, hearts 1
        each, no Q♠ and no moon, game to 31 (see the module's notes).

        >>> rules = Rules.domino(3)
        >>> rules.variant.value, rules.target, rules.pass_cycle.value, rules.scoring.value
        ('domino', 31, 'off', 'basic')
        """
        fields: dict[str, Any] = {
            "variant": Variant.DOMINO,
            "players": players,
            "target": 31,
            "pass_cycle": PassCycle.OFF,
            "first_lead": FirstLead.LEFT_OF_DEALER,
            "scoring": Scoring.BASIC,
            "moon": MoonMode.OFF,
        }
        fields.update(changes)
        return cls(**fields)

    @classmethod
    def cancellation(cls, players: int = 8, **changes: Any) -> Rules:
        """Cancellation Hearts for ``players`` (7..10): two decks, no pass, left of the
        dealer leads, hearts 1 and each Q♠ 13, moon all 52, game to 100.

        >>> rules = Rules.cancellation()
        >>> rules.variant.value, rules.players, rules.target, rules.moon.value
        ('cancellation', 8, 100, 'others_plus')
        """
        fields: dict[str, Any] = {
            "variant": Variant.CANCELLATION,
            "players": players,
            "target": 100,
            "pass_cycle": PassCycle.OFF,
            "first_lead": FirstLead.LEFT_OF_DEALER,
        }
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
