"""``Game`` at Cancellation Hearts: two decks, so a card can be held, played and taken twice.

``Game.new`` builds a :class:`CancellationGame` for ``Variant.CANCELLATION``; everything of
the public API behaves as documented for ``Game``, with two decks:

* ``hand(seat)``, ``legal_cards()``, ``kitty`` and the view's ``hand``, ``legal``,
  ``kitty`` list a card held twice twice; ``hand_sizes`` and ``kitty_size`` count both.
  Playing ``"Q♠"`` while holding two plays one of them: the copies are the same card, so a
  save's log of card codes replays exactly.
* Each record is a :class:`~.view.CancellationTrick`: it lists its ``cancelled`` cards,
  and a trick no card could win (every card of the suit led cancelled) is ``carried``: its
  ``winner`` is -1 until the trick that takes it is over, then that trick's winner (the
  last trick's: the winner of the trick before it).  ``play()`` returns the record of a
  carried trick too.
* Views add the cards cancelled on the trick in progress, the cards ``waiting`` for the
  next trick's winner and whether the face-down rest waits with them.

The rules and the choices made where page 001 is silent: :mod:`.cancellation`.  The
Standard table's ``Game`` runs none of this code.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence

from .cancellation import (
    CARRIED,
    CancellationHand,
    cancellation_winner,
    cancelled_mask,
    deal_two_decks,
    pack_indexes,
    two_deck_cards,
    unpack,
)
from .cards import CARDS, Card, cards_of_mask
from .game import Game, Phase
from .game_state import as_card
from .rng import Rng, derive_seed
from .rules import MoonMode, Rules, Variant
from .view import CancellationTrick, PlayerView, TrickRecord

__all__ = ["CancellationGame", "cancelled_note"]


def cancelled_note(card: Card) -> str:
    """What the table says of a cancelled card: ``"Cancelled: both Q♠ cancel"``."""
    return f"Cancelled: both {card} cancel"


class CancellationGame(Game):
    """A game of Cancellation Hearts (see the module's notes); made by ``Game.new``."""

    _state: CancellationHand

    def __init__(self, code: str, rules: Rules, seed: int) -> None:
        if rules.variant is not Variant.CANCELLATION:
            raise ValueError("a CancellationGame plays Cancellation Hearts only")
        super().__init__(code, rules, seed)

    # -- the deal -----------------------------------------------------------------------------

    def _deal(self, hand_number: int) -> tuple[list[int], list[int]]:
        """Both decks dealt round: packed hands (see ``cancellation.pack``) and the rest."""
        return deal_two_decks(self._table, Rng(derive_seed(self._seed, "deal", hand_number)))

    def _new_state(self, hands: list[int], undealt: list[int]) -> CancellationHand:
        return CancellationHand(self._table, hands, leader=0, rest=undealt)

    def _read_hands(
        self, hands: Sequence[Iterable[Card | str]], stock: Iterable[Card | str] | None
    ) -> tuple[list[int], list[int], list[list[str]]]:
        """``from_hands``' cards, checked: each card at most twice in all; the rest of both
        decks is the face-down rest."""
        if stock is not None:
            raise ValueError("only Domino Hearts has a stock")
        table = self._table
        packed: list[int] = []
        listed: list[list[str]] = []
        count: Counter[int] = Counter()
        for seat, cards in enumerate(hands):
            indexes = [as_card(item).index for item in cards]
            count.update(indexes)
            for index in indexes:
                if count[index] > 2:
                    raise ValueError(f"{CARDS[index]} is dealt more than twice")
            if len(indexes) != table.hand_size:
                raise ValueError(
                    f"seat {seat} has {len(indexes)} cards; this table deals {table.hand_size}"
                )
            packed.append(pack_indexes(indexes))
            listed.append([c.code for c in two_deck_cards(*unpack(packed[-1]))])
        rest = [index for index in range(52) for _ in range(2 - count[index])]
        return packed, rest, listed

    # -- what a seat holds ----------------------------------------------------------------------

    def legal_cards(self) -> list[Card]:
        """The cards the seat on turn may play, as held: both copies of a card held twice."""
        if self._phase is not Phase.PLAYING:
            return []
        return list(self._state.legal_cards())

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The face-down rest of the deal, both copies of a card listed."""
        return self._state.kitty_cards()

    @property
    def waiting(self) -> tuple[Card, ...]:
        """The cards of tricks no card could win, waiting for the next trick's winner."""
        return self._state.waiting_cards()

    @property
    def cancelled(self) -> tuple[Card, ...]:
        """The cards of the trick in progress both of whose copies are on it."""
        return cards_of_mask(cancelled_mask(self._state.trick))

    # -- play -----------------------------------------------------------------------------------

    def play(self, card: Card | str, seat: int | None = None) -> TrickRecord | None:
        """As :meth:`Game.play`; the record of a finished trick names its cancelled cards,
        and a trick that takes waiting tricks fills in their ``winner``."""
        record = super().play(card, seat)
        if record is None:
            return None
        trick = [(s, c.index) for s, c in record.cards]
        carried = cancellation_winner(trick) == CARRIED
        record = CancellationTrick(
            record.leader,
            record.cards,
            record.winner,
            cards_of_mask(cancelled_mask(trick)),
            carried,
        )
        tricks = self._tricks
        tricks[-1] = record
        if record.winner >= 0:  # it takes the tricks waiting before it
            for at in range(len(tricks) - 2, -1, -1):
                if tricks[at].winner >= 0:
                    break
                tricks[at] = dataclasses.replace(tricks[at], winner=record.winner)
        return record

    # -- points ---------------------------------------------------------------------------------

    def _visible_points(self) -> tuple[int, ...]:
        hide = self._phase not in (Phase.HAND_OVER, Phase.GAME_OVER)
        return tuple(self._state.visible_points(hide_kitty=hide))

    def _moon_points(self, mode: MoonMode) -> list[int]:
        return self._state.moon_points(mode)

    # -- views ----------------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """As :meth:`Game.view`, both copies of a card counted, and what is cancelled and
        waiting."""
        view = super().view(seat)
        state = self._state
        hand_over = self._phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        on_turn = self._phase is Phase.PLAYING and state.turn == seat
        return dataclasses.replace(
            view,
            legal=state.legal_cards() if on_turn else (),
            kitty_size=len(self._undealt),
            kitty=state.kitty_cards() if hand_over else (),
            cancelled=self.cancelled,
            waiting=state.waiting_cards(),
            kitty_waiting=state.kitty_waiting and bool(self._undealt),
        )
