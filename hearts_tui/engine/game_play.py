"""A game's hands played out: the deal, the passes, every card, the score and the target.

:class:`GamePlay` is the layer of ``Game`` that moves a game on.  It validates every
action and explains every refusal (the texts: :mod:`.reasons`); the fast mask-based play
of a single hand lives in :mod:`.core` (Domino's in :mod:`.domino`, Cancellation's in
:mod:`.cancellation`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

from .cards import CARDS, Card, Suit, cards_of_mask
from .core import HandState, lowest_club, moon_scores
from .domino import DominoHand
from .domino_game import DominoStock
from .errors import IllegalMove
from .game_state import Phase, as_card, check_seat_type, union
from .quoting import quoted
from .reasons import (
    HEARTS_NOT_BROKEN,
    NO_POINTS_FIRST_TRICK,
    NOT_YOUR_TURN,
    QUEEN_MUST_GO,
    draw_reason,
    follow_suit_reason,
    lead_card_reason,
)
from .rng import Rng, derive_seed
from .rules import MoonMode, TieRule, Variant
from .table import QUEEN_SPADES, SUIT_MASKS
from .view import TrickRecord

__all__ = ["MOON_CHOICES", "GamePlay"]

# The hot paths compare against these: an enum member looked up on its class costs several
# times a module global.
_PASSING: Final = Phase.PASSING
_PLAYING: Final = Phase.PLAYING
_HAND_OVER: Final = Phase.HAND_OVER
_GAME_OVER: Final = Phase.GAME_OVER
_MOON_OFF: Final = MoonMode.OFF
_SHOOTER_CHOOSES: Final = MoonMode.SHOOTER_CHOOSES
_SHARE: Final = TieRule.SHARE

QUEEN_SPADES_BIT: Final = 1 << QUEEN_SPADES
MOON_CHOICES: Final = (MoonMode.OTHERS_PLUS.value, MoonMode.SHOOTER_MINUS.value)


class GamePlay(DominoStock):
    """Deals, passes, plays and hand ends: the part of ``Game`` that changes it."""

    # -- passing --------------------------------------------------------------------------

    def pass_cards(self, seat: int, cards: Iterable[Card | str]) -> None:
        """Choose ``seat``'s 3 cards to pass; the exchange happens once every seat has chosen."""
        if type(seat) is not int or not 0 <= seat < self._n:
            self._check_seat(seat)
        if self._phase is not _PASSING:
            raise IllegalMove(
                "No passing now" if self._direction != "none" else "No pass this hand"
            )
        chosen = [card if card.__class__ is Card else as_card(card) for card in cards]
        if self._passes[seat] is not None:
            raise IllegalMove("Cards already passed")
        mask = 0
        for card in chosen:
            mask |= 1 << card.index
        if len(chosen) != 3 or mask.bit_count() != 3:
            raise IllegalMove("Pass exactly 3 different cards")
        held = self._state.hands[seat]
        if mask & ~held:
            missing = next(card for card in chosen if not held >> card.index & 1)
            raise IllegalMove(f"You do not hold {missing}", card=missing)
        self._passes[seat] = mask
        self._log[-1]["passes"][seat] = [c.code for c in cards_of_mask(mask)]  # type: ignore[index]
        if None not in self._passes:
            self._exchange()

    def _exchange(self) -> None:
        hands = self._state.hands
        offset = self._table.pass_offset(self._direction)
        passes = [p or 0 for p in self._passes]
        self._passed = passes
        self._received = [passes[(seat - offset) % self._n] for seat in range(self._n)]
        for seat in range(self._n):
            hands[seat] = (hands[seat] & ~passes[seat]) | self._received[seat]
        self._begin_play()

    # -- playing --------------------------------------------------------------------------

    def legal_cards(self) -> list[Card]:
        """The cards the seat on turn may play (empty outside the playing phase)."""
        if self._phase is not _PLAYING:
            return []
        legal = self._legal
        if legal < 0:
            legal = self._legal = self._state.legal_mask()
        return list(cards_of_mask(legal))

    def why_illegal(self, card: Card | str, seat: int | None = None) -> str | None:
        """Why ``card`` may not be played now (by ``seat``, default the seat on turn).

        Returns None for a legal play, else the short reason of SPEC §2, checked in order:
        turn, holding the card, follow suit, "Q♠ must go", the first lead, no points on the
        first trick, hearts not broken.
        """
        if seat is not None:
            check_seat_type(seat)
        card = as_card(card)
        if self._phase is not Phase.PLAYING:
            return {
                Phase.PASSING: "Pass three cards first",
                Phase.HAND_OVER: "The hand is over",
                Phase.GAME_OVER: "The game is over",
            }[self._phase]
        state = self._state
        if seat is not None and seat != state.turn:
            return NOT_YOUR_TURN
        hand = state.hands[state.turn]
        bit = 1 << card.index
        if not hand & bit:
            return f"You do not hold {card}"
        if self._legal_mask() & bit:
            return None
        if self.must_draw:
            return draw_reason(Suit(state.trick[0][1] // 13))
        if state.trick:
            lead = state.trick[0][1] // 13
            if hand & SUIT_MASKS[lead] and card.suit != lead:
                return follow_suit_reason(Suit(lead))
            if self._rules.queen_must_go and self._legal_mask() == QUEEN_SPADES_BIT:
                return QUEEN_MUST_GO
            return NO_POINTS_FIRST_TRICK
        if state.first_trick and state.lead_card >= 0:
            return lead_card_reason(CARDS[state.lead_card])
        if state.first_trick and not self._rules.points_on_first_trick:
            safe = hand & ~self._table.penalty_mask
            if safe and not safe & bit:
                return NO_POINTS_FIRST_TRICK
        return HEARTS_NOT_BROKEN

    def play(self, card: Card | str, seat: int | None = None) -> TrickRecord | None:
        """Play ``card`` for the seat on turn (``seat``, if given, must be that seat).

        Raises :class:`IllegalMove` with the reason.  Returns the trick if this card
        finished one.
        """
        if seat is not None:
            check_seat_type(seat)
        if card.__class__ is not Card:
            card = as_card(card)
        state = self._state
        # A legal mask is cached only while playing (every change of turn or phase clears it).
        legal = self._legal
        if legal < 0:
            legal = self._legal_mask() if self._phase is _PLAYING else 0
        index = card.index
        if not legal >> index & 1 or (seat is not None and seat != state.turn):
            raise IllegalMove(self.why_illegal(card, seat) or "Not allowed", card=card)
        self._plays.append(card.code)
        trick = state.trick  # the trick this card joins: HandState starts a new list after it
        winner = state.play(index)
        self._legal = -1
        if winner is None:
            return None
        record = TrickRecord(trick[0][0], tuple([(s, CARDS[i]) for s, i in trick]), winner)
        self._tricks.append(record)
        if state.over:
            self._end_hand()
        return record

    # -- Cancellation Hearts: two decks (see CancellationGame) ------------------------------------

    @property
    def cancelled(self) -> tuple[Card, ...]:
        """Cancellation Hearts: the cards of the trick in progress both of whose copies are on
        it (each once).  Empty at the other tables."""
        return ()

    @property
    def waiting(self) -> tuple[Card, ...]:
        """Cancellation Hearts: the cards of tricks no card could win, waiting for the next
        trick's winner.  Empty at the other tables."""
        return ()

    # -- hand end and the game ------------------------------------------------------------

    def choose_moon(self, choice: str) -> None:
        """With "shooter chooses": ``"others_plus"`` (others +moon) or ``"shooter_minus"``."""
        if self._moon_pending < 0:
            raise IllegalMove("No moon shot to score")
        if choice not in MOON_CHOICES:
            raise ValueError(
                f"choice must be one of {', '.join(MOON_CHOICES)}; got {quoted(choice)}"
            )
        self._moon_pending = -1
        self._log[-1]["moon"] = choice
        self._finish_hand(self._moon_points(MoonMode(choice)))

    def moon_outcomes(self) -> dict[str, list[int]]:
        """With a moon choice pending: the game totals each choice would give."""
        if self._moon_pending < 0:
            return {}
        return {
            choice: [
                a + b
                for a, b in zip(self._scores, self._moon_points(MoonMode(choice)), strict=True)
            ]
            for choice in MOON_CHOICES
        }

    def next_hand(self) -> None:
        """Deal the next hand (from ``hand_over``)."""
        if self._phase is not _HAND_OVER:
            raise IllegalMove(f"The hand is not over ({self.phase})")
        if self._moon_pending >= 0:
            raise IllegalMove("The moon shot must be scored first")
        self._start_hand(self._hand_number + 1)

    def _end_hand(self) -> None:
        state = self._state
        shooter = state.moon_shooter()
        mode = self._rules.moon
        if shooter < 0 or mode is _MOON_OFF:
            points = state.raw_points()
        elif mode is _SHOOTER_CHOOSES:
            self._moon_pending = shooter
            self._phase = _HAND_OVER
            return
        else:
            points = self._moon_points(mode)
        self._finish_hand(points)

    def _moon_points(self, mode: MoonMode) -> list[int]:
        """A moon hand's score per seat under ``mode``."""
        state = self._state
        return moon_scores(self._table, state.taken, state.moon_shooter(), mode)

    def _finish_hand(self, points: list[int]) -> None:
        self._final_points = points
        self._history.append(list(points))
        scores = self._scores = [a + b for a, b in zip(self._scores, points, strict=True)]
        self._phase = _HAND_OVER
        if max(scores) >= self._rules.target:
            low = min(scores)
            winners = [seat for seat, score in enumerate(scores) if score == low]
            if len(winners) == 1 or self._rules.ties is _SHARE:
                self._winners = winners
                self._phase = _GAME_OVER

    def _deal(self, hand_number: int) -> tuple[list[int], list[int]]:
        """Each seat's cards, and the rest (kitty or stock) in the order dealt."""
        table = self._table
        deck = list(_deck_order(table.deck))
        Rng(derive_seed(self._seed, "deal", hand_number)).shuffle(deck)
        size = table.hand_size
        hands = []
        for seat in range(self._n):
            mask = 0
            for index in deck[seat * size : (seat + 1) * size]:
                mask |= 1 << index
            hands.append(mask)
        return hands, deck[self._n * size :]

    def _new_state(self, hands: list[int], undealt: list[int]) -> HandState:
        """The hand state of this table's variant: where ``Game`` dispatches (see the
        "Inside the engine" in docs/engine-api.md; Cancellation's is built by
        :class:`~.cancellation_game.CancellationGame`)."""
        if self._table.variant is Variant.DOMINO:
            return DominoHand(self._table, hands, leader=0, stock=undealt)
        return HandState(self._table, hands, leader=0, kitty=union(1 << i for i in undealt))

    def _start_hand(
        self, hand_number: int, hands: list[int] | None = None, undealt: list[int] | None = None
    ) -> None:
        self._hand_number = hand_number
        if hands is None:
            hands, undealt = self._deal(hand_number)
        elif undealt is None:
            rest = self._table.deck & ~union(hands)
            undealt = [i for i in range(52) if rest >> i & 1]
        self._dealt = list(hands)
        self._undealt = undealt
        state = self._new_state(hands, undealt)
        kitty = state.kitty
        self._direction = self._table.pass_direction(hand_number)
        self._passes = [None] * self._n
        self._passed = []
        self._received = []
        self._tricks = []
        self._final_points = None
        self._moon_pending = -1
        self._kitty = kitty
        self._state = state
        self._legal = -1
        self._plays = []
        self._log.append({"passes": [None] * self._n, "plays": self._plays, "moon": None})
        if self._direction == "none":
            self._begin_play()
        else:
            self._phase = _PASSING

    def _begin_play(self) -> None:
        state = self._state
        if self._table.leads_two_of_clubs:
            lead = lowest_club(union(state.hands))
            leader = next(s for s in range(self._n) if state.hands[s] >> lead & 1)
        else:
            lead = -1
            leader = (self.dealer + 1) % self._n
        state.lead_card = lead
        state.leader = state.turn = leader
        self._legal = -1
        self._phase = _PLAYING


@cache
def _deck_order(deck: int) -> tuple[int, ...]:
    """The indexes of a deck mask, low to high: the order a deal shuffles."""
    return tuple(i for i in range(52) if deck >> i & 1)
