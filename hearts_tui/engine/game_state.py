"""What a game holds and what anyone may read of it: the ground floor of ``Game``.

:class:`GameState` owns every field of a game (the code, the rules, the scores and the
hand in play) and answers the read-only questions of the public API (``phase``,
``hand(seat)``, ``scores``…).  The layers above it act on the game: Domino's stock
(:mod:`.domino_game`), the passes, plays and hand ends (:mod:`.game_play`), and the
public :class:`~.game.Game` (construction, take-backs, views, saves).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from .cards import CARDS, Card, cards_of_mask
from .core import HandState
from .rng import derive_seed
from .rules import Rules
from .table import Table, table_for
from .view import TrickRecord

__all__ = ["GameState", "Phase", "as_card", "check_seat_type", "union"]


class Phase(StrEnum):
    """Where a game stands."""

    PASSING = "passing"
    PLAYING = "playing"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


def as_card(card: Card | str) -> Card:
    """``card`` as one of the 52 :data:`~.cards.CARDS` (a string is parsed)."""
    if type(card) is Card:
        return card
    if isinstance(card, Card):
        return CARDS[card.index]
    if isinstance(card, str):
        return Card.parse(card)
    raise TypeError(f"expected a Card or a card string like 'QS', got {type(card).__name__}")


def check_seat_type(seat: object) -> None:
    """Seats are ints: ``True`` or ``2.0`` is a caller's mistake, not seat 1 or 2."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"seat must be an int, got {type(seat).__name__} {seat!r}")


def union(masks: Iterable[int]) -> int:
    """The union of card masks."""
    out = 0
    for mask in masks:
        out |= mask
    return out


class GameState:
    """Every field of a game, and the public API's read-only questions about them.

    Not made directly: :class:`~.game.Game` is the public face.
    """

    def __init__(self, code: str, rules: Rules, seed: int) -> None:
        self._code = code
        self._rules = rules
        self._table: Table = table_for(rules)
        self._seed = seed
        self._n = rules.players
        self._scores = [0] * self._n
        self._history: list[list[int]] = []
        self._hand_number = 0
        self._phase = Phase.PASSING
        # Per-hand state, set by _start_hand.
        self._dealt: list[int] = []
        #: The cards dealt face down, in deal order: the kitty, Domino's stock (top first)
        #: or Cancellation's rest.
        self._undealt: list[int] = []
        self._kitty = 0
        self._direction = "none"
        self._passes: list[int | None] = []
        self._passed: list[int] = []
        self._received: list[int] = []
        self._state = HandState(self._table, [0] * self._n, leader=0)
        #: The legal mask of the seat on turn, computed once per turn (-1: not yet).
        self._legal = -1
        self._tricks: list[TrickRecord] = []
        self._final_points: list[int] | None = None
        self._moon_pending = -1
        self._winners: list[int] = []
        # The action log: one entry per hand; the save format replays it.
        self._log: list[dict[str, object]] = []
        self._plays: list[str] = []
        self._custom_start: dict[str, object] | None = None

    # -- public state ---------------------------------------------------------------------

    @property
    def code(self) -> str:
        """The game code: the same code deals the same game."""
        return self._code

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def table(self) -> Table:
        """Numbers derived from the rules (deck, hand size, point values)."""
        return self._table

    @property
    def players(self) -> int:
        return self._n

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand."""
        return self._hand_number

    @property
    def dealer(self) -> int:
        return (self._hand_number - 2) % self._n

    @property
    def phase(self) -> str:
        """``passing`` | ``playing`` | ``hand_over`` | ``game_over`` (a :class:`Phase`, a str)."""
        return self._phase

    @property
    def pass_direction(self) -> str:
        """``left`` | ``right`` | ``across`` | ``none`` (left = the next seat in play order)."""
        return self._direction

    def pass_target(self, seat: int) -> int | None:
        """The seat that receives ``seat``'s pass this hand (None on a no-pass hand)."""
        self._check_seat(seat)
        if self._direction == "none":
            return None
        return (seat + self._table.pass_offset(self._direction)) % self._n

    def pass_source(self, seat: int) -> int | None:
        """The seat whose pass ``seat`` receives this hand (None on a no-pass hand)."""
        self._check_seat(seat)
        if self._direction == "none":
            return None
        return (seat - self._table.pass_offset(self._direction)) % self._n

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, sorted (clubs, diamonds, hearts, spades; low to high)."""
        if type(seat) is not int or not 0 <= seat < self._n:
            self._check_seat(seat)
        return self._state.cards(seat)

    def has_passed(self, seat: int) -> bool:
        """Whether ``seat`` has chosen its pass this hand (still true after the exchange;
        always false on a hand without a pass)."""
        self._check_seat(seat)
        return self._passes[seat] is not None

    def passed_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` passed this hand (after the exchange), else ``()``."""
        self._check_seat(seat)
        return cards_of_mask(self._passed[seat]) if self._passed else ()

    def received_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` received this hand (after the exchange), else ``()``."""
        self._check_seat(seat)
        return cards_of_mask(self._received[seat]) if self._received else ()

    @property
    def turn(self) -> int:
        """The seat to play; -1 outside the playing phase."""
        return self._state.turn if self._phase is Phase.PLAYING else -1

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick in progress, in play order: ``[(seat, card), ...]``."""
        return [(seat, CARDS[index]) for seat, index in self._state.trick]

    @property
    def tricks(self) -> list[TrickRecord]:
        """The finished tricks of this hand."""
        return list(self._tricks)

    @property
    def last_trick(self) -> TrickRecord | None:
        """The most recently finished trick of this hand."""
        return self._tricks[-1] if self._tricks else None

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress."""
        return len(self._tricks) + 1

    @property
    def hearts_broken(self) -> bool:
        return self._state.hearts_broken

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The face-down cards of this hand (3/5 players with a kitty)."""
        return cards_of_mask(self._kitty)

    @property
    def hand_points(self) -> list[int]:
        """Points per seat this hand; once the hand is over, its score (moon applied).

        During the hand these are the points of the tricks taken: a face-down kitty counts
        only once the hand is over (see :meth:`view`).
        """
        if self._final_points is not None:
            return list(self._final_points)
        return list(self._visible_points())

    def _visible_points(self) -> tuple[int, ...]:
        """Points taken so far; the kitty's only once the hand is over."""
        hidden = 0 if self._phase in (Phase.HAND_OVER, Phase.GAME_OVER) else self._kitty
        points_of = self._table.points_of
        return tuple(points_of(taken & ~hidden) for taken in self._state.taken)

    @property
    def scores(self) -> list[int]:
        """Game totals, including a finished hand."""
        return list(self._scores)

    @property
    def history(self) -> list[list[int]]:
        """The score of each finished hand, in order."""
        return [list(points) for points in self._history]

    @property
    def moon_shooter(self) -> int | None:
        """The seat that took every penalty card in the finished hand, if any."""
        if self._phase not in (Phase.HAND_OVER, Phase.GAME_OVER) or not self._state.over:
            return None
        shooter = self._state.moon_shooter()
        return shooter if shooter >= 0 else None

    @property
    def moon_choice_pending(self) -> int | None:
        """With "shooter chooses": the seat that must call :meth:`choose_moon`, else None."""
        return self._moon_pending if self._moon_pending >= 0 else None

    @property
    def winners(self) -> list[int]:
        """The seats in first place once the game is over (several when they share it)."""
        return list(self._winners) if self._phase is Phase.GAME_OVER else []

    def cpu_seed(self, seat: int) -> int:
        """The seed of ``seat``'s CPU player: part of the code, so replays repeat CPU moves."""
        self._check_seat(seat)
        return derive_seed(self._seed, "cpu", seat)

    # -- for the layers above ------------------------------------------------------------

    def _legal_mask(self) -> int:
        """The legal mask of the seat on turn, computed once per turn (while playing)."""
        legal = self._legal
        if legal < 0:
            legal = self._legal = self._state.legal_mask()
        return legal

    def _play_seats(self) -> list[int]:
        """The seat of each card played in this hand, in play order."""
        seats = [s for record in self._tricks for s, _ in record.cards]
        seats += [s for s, _ in self._state.trick]
        return seats

    def _check_seat(self, seat: int) -> None:
        check_seat_type(seat)
        if not 0 <= seat < self._n:
            raise ValueError(f"seat must be 0..{self._n - 1}, got {seat!r}")
