"""Domino Hearts' stock as a game shows it: the draw, its reasons and its public facts.

:class:`DominoStock` is the layer of ``Game`` that speaks of the stock: ``must_draw``,
``draw()``, ``why_no_draw()``, ``stock_size``, ``drawn``, ``draws``, ``out`` and
``last_cards``.  Every table's ``Game`` has them; they are empty, false or refused but at
Domino Hearts.  The play of a Domino hand itself is :class:`~.domino.DominoHand`'s.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .cards import CARDS, Card, Suit, cards_of_mask
from .domino import DRAW, DominoHand
from .errors import IllegalMove
from .game_state import GameState, Phase, as_card, check_seat_type, union
from .reasons import NO_STOCK, NOT_YOUR_TURN, STOCK_EMPTY, YOU_LEAD, follow_suit_reason
from .rules import Variant
from .table import SUIT_MASKS, Table

__all__ = ["DominoStock", "stock_order"]


class DominoStock(GameState):
    """The stock's part of ``Game`` (see the module's notes)."""

    @property
    def must_draw(self) -> bool:
        """Domino Hearts: the seat on turn cannot follow suit and must :meth:`draw` before
        it plays (the stock has cards).  Always False at the other tables."""
        state = self._state
        return self._phase is Phase.PLAYING and isinstance(state, DominoHand) and state.must_draw

    @property
    def stock_size(self) -> int:
        """Domino Hearts: the cards left in the face-down stock (0 at the other tables)."""
        state = self._state
        return state.stock_left if isinstance(state, DominoHand) else 0

    @property
    def drawn(self) -> list[int]:
        """Domino Hearts: how many cards each seat has drawn this hand (public)."""
        state = self._state
        return list(state.drawn) if isinstance(state, DominoHand) else [0] * self._n

    @property
    def draws(self) -> list[tuple[int, int, int]]:
        """Domino Hearts: each run of draws this hand, in order, as ``(trick number, seat,
        cards drawn)`` (public, like ``drawn``; the cards are not).  The seat had none of
        the suit led until the last card it drew, which it then played (unless it is still
        to play)."""
        state = self._state
        if not isinstance(state, DominoHand):
            return []
        seats = self._play_seats()
        ends = []
        total = 0
        for record in self._tricks:
            total += len(record.cards)
            ends.append(total)
        runs: list[tuple[int, int, int]] = []
        played = 0
        count = 0
        for action in self._plays:
            if action == DRAW:
                count += 1
                continue
            if count:
                runs.append((_trick_of(ends, played), seats[played], count))
                count = 0
            played += 1
        if count:  # the seat on turn has drawn and is still to play
            runs.append((_trick_of(ends, played), state.turn, count))
        return runs

    @property
    def out(self) -> list[int]:
        """Domino Hearts: the seats that have left this hand (their hands emptied), in order."""
        state = self._state
        return list(state.out) if isinstance(state, DominoHand) else []

    @property
    def last_cards(self) -> tuple[int, tuple[Card, ...]] | None:
        """Domino Hearts, once the hand is over: the last player left and the cards they took
        from their own hand, as if in tricks (None if nobody was left holding cards)."""
        state = self._state
        if not isinstance(state, DominoHand) or state.last_player < 0:
            return None
        return state.last_player, cards_of_mask(state.last_cards)

    def why_no_draw(self, seat: int | None = None) -> str | None:
        """Why :meth:`draw` is refused now (for ``seat``, default the seat on turn), or None."""
        if seat is not None:
            check_seat_type(seat)
        state = self._state
        if not isinstance(state, DominoHand):
            return NO_STOCK
        if self._phase is not Phase.PLAYING:
            return "The hand is over" if self._phase is Phase.HAND_OVER else "The game is over"
        if seat is not None and seat != state.turn:
            return NOT_YOUR_TURN
        if not state.trick:
            return YOU_LEAD
        lead = state.trick[0][1] // 13
        if state.hands[state.turn] & SUIT_MASKS[lead]:
            return follow_suit_reason(Suit(lead))
        if not state.stock_left:
            return STOCK_EMPTY
        return None

    def draw(self, seat: int | None = None) -> Card:
        """Domino Hearts: the seat on turn (``seat``, if given, must be it) draws the stock's
        top card into its hand, and returns it.  Raises :class:`IllegalMove` with
        :meth:`why_no_draw`'s reason when no draw is due."""
        reason = self.why_no_draw(seat)
        if reason is not None:
            raise IllegalMove(reason)
        state = self._state
        assert isinstance(state, DominoHand)
        card = CARDS[state.draw()]
        self._plays.append(DRAW)
        self._legal = -1
        return card

    def _domino_view(self) -> dict[str, Any]:
        """The public facts of Domino's stock for :meth:`view` (nothing at other tables)."""
        state = self._state
        if not isinstance(state, DominoHand):
            return {}
        last = self.last_cards
        return {
            "stock_size": state.stock_left,
            "drawn": tuple(state.drawn),
            "draws": tuple(self.draws),
            "out": tuple(state.out),
            "must_draw": self.must_draw,
            "last_player": last[0] if last else None,
            "last_cards": last[1] if last else (),
        }


def stock_order(table: Table, dealt: int, stock: Iterable[Card | str] | None) -> list[int] | None:
    """The stock of a ``from_hands`` deal (Domino), checked; None at the other tables."""
    rest = table.deck & ~dealt
    if table.variant is not Variant.DOMINO:
        if stock is not None:
            raise ValueError("only Domino Hearts has a stock")
        return None
    if stock is None:
        return [i for i in range(52) if rest >> i & 1]
    order = [as_card(card).index for card in stock]
    if len(set(order)) != len(order) or union(1 << i for i in order) != rest:
        raise ValueError("the stock must hold each card not in a hand, once")
    return order


def _trick_of(ends: list[int], played: int) -> int:
    """The 1-based number of the trick that card number ``played`` (0-based) joins, given
    the running totals of cards in the finished tricks."""
    number = 1
    for end in ends:
        if played < end:
            break
        number += 1
    return number
