"""What one seat may know: ``PlayerView`` and the record of a finished trick.

A view is built by ``Game.view(seat)`` from public facts and that seat's own cards only.
It holds plain immutable values (no reference back to the game), so a CPU player given a
view cannot see another seat's hidden cards however it tries.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, Card, Suit, cards_of_mask, mask_of
from .rules import Rules
from .table import table_for

__all__ = ["CancellationTrick", "PlayerView", "TakeBack", "TrickRecord"]


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick: who led, the cards in play order, who won it.

    At Cancellation Hearts a record is a :class:`CancellationTrick`, which also names the
    ``cancelled`` cards and whether the trick was ``carried``; here both are empty.
    """

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def lead_suit(self) -> Suit:
        return self.cards[0][1].suit

    @property
    def cancelled(self) -> tuple[Card, ...]:
        """Cards both of whose copies are in the trick (Cancellation Hearts only)."""
        return ()

    @property
    def carried(self) -> bool:
        """Whether no card could win the trick (Cancellation Hearts only)."""
        return False

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played to this trick."""
        for player, card in self.cards:
            if player == seat:
                return card
        return None


@dataclass(frozen=True, slots=True)
class CancellationTrick(TrickRecord):
    """A finished trick of Cancellation Hearts.

    ``cancelled`` lists the cards both of whose copies are in the trick (each once).  A
    trick no card could win (every card of the suit led cancelled) is ``carried``: its
    cards go to the winner of the next trick, whose seat ``winner`` holds once that trick
    is over (-1 until then); the last trick's go to the winner of the trick before it.
    (A subclass, not two more fields of every record: the Standard table's records stay as
    cheap to make as they were.)
    """

    cancelled: tuple[Card, ...] = ()
    carried: bool = False


@dataclass(frozen=True, slots=True)
class TakeBack:
    """What :meth:`Game.take_back` undid: a seat's pass or card and the cards after it.

    ``kind`` is ``"pass"`` (``cards``: the three cards passed; every seat's pass of the hand
    is undone with it, the exchange being one event) or ``"play"`` (``cards``: the one
    card).  ``after`` holds the cards played after it in this hand, ``(seat, card)`` in
    play order, all taken back too.
    """

    seat: int
    kind: str
    cards: tuple[Card, ...]
    after: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know at this moment, and nothing more.

    Seats are numbered 0..players-1 in play order (clockwise); 0 is the human at the app.
    """

    seat: int
    players: int
    rules: Rules
    hand_number: int
    dealer: int
    #: ``passing`` | ``playing`` | ``hand_over`` | ``game_over``
    phase: str
    #: ``left`` | ``right`` | ``across`` | ``none``
    pass_direction: str
    #: The seat this seat passes to, and the one it receives from (None on a no-pass hand).
    pass_to: int | None
    pass_from: int | None
    hand: tuple[Card, ...]
    #: Cards this seat may play now; empty unless it is on turn.
    legal: tuple[Card, ...]
    #: Seat on turn, -1 outside the playing phase.
    turn: int
    #: The trick in progress, in play order.
    trick: tuple[tuple[int, Card], ...]
    #: Finished tricks of this hand, in order.
    tricks: tuple[TrickRecord, ...]
    #: The three cards this seat passed (empty before it passes or on a no-pass hand).
    passed: tuple[Card, ...]
    #: The three cards it received (empty until every seat has passed).
    received: tuple[Card, ...]
    #: Whether this seat has chosen its pass this hand (false on a hand without a pass).
    has_passed: bool
    hearts_broken: bool
    #: Cards each seat holds (public: everyone can count).
    hand_sizes: tuple[int, ...]
    #: Points each seat has taken this hand from visible tricks; the hand's score once over.
    hand_points: tuple[int, ...]
    #: Game totals.
    scores: tuple[int, ...]
    #: Each finished hand's scores, in order (for standings near the target).
    history: tuple[tuple[int, ...], ...]
    #: Cards dealt face down this hand (a kitty; Cancellation's rest); shown once the hand is
    #: over.
    kitty_size: int
    kitty: tuple[Card, ...]
    #: The seat that shot the moon and must still choose how to score it, or None.
    moon_choice: int | None
    # -- Domino Hearts (the defaults elsewhere) ---------------------------------------------
    #: Cards left in the face-down stock (never which ones).
    stock_size: int = 0
    #: How many cards each seat has drawn this hand (public; the cards are not).
    drawn: tuple[int, ...] = ()
    #: Each run of draws this hand, in order: ``(trick number, seat, cards drawn)`` (public;
    #: the seat had none of the suit led until its last card drawn, which it then played).
    draws: tuple[tuple[int, int, int], ...] = ()
    #: Seats that have left this hand, their hands emptied, in the order they left.
    out: tuple[int, ...] = ()
    #: The seat on turn cannot follow suit and must draw before it plays (``legal`` is empty).
    must_draw: bool = False
    #: Once the hand is over: the last player left, and the cards they took from their own
    #: hand as if in tricks (None and empty otherwise).
    last_player: int | None = None
    last_cards: tuple[Card, ...] = ()
    # -- Cancellation Hearts (the defaults elsewhere) ----------------------------------------
    #: Cards of the trick in progress both of whose copies are on it (each listed once).
    cancelled: tuple[Card, ...] = ()
    #: The cards of fully cancelled tricks, waiting for the next trick's winner.
    waiting: tuple[Card, ...] = ()
    #: The face-down rest waits with them (the first trick was fully cancelled).
    kitty_waiting: bool = False

    # -- derived knowledge (pure functions of the fields above) ----------------------------

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (or the next one)."""
        return len(self.tricks) + 1

    @property
    def lead_suit(self) -> Suit | None:
        return self.trick[0][1].suit if self.trick else None

    @property
    def decks(self) -> int:
        """Decks in play: 2 at Cancellation Hearts (every card twice), else 1."""
        return table_for(self.rules).decks

    def played(self) -> tuple[Card, ...]:
        """Every card played this hand so far (finished tricks and the current one); with
        two decks a card played twice is listed twice."""
        if self.decks == 2:
            return tuple(sorted(self._played_cards()))
        mask = self.played_mask()
        return cards_of_mask(mask)

    def _played_cards(self) -> list[Card]:
        cards = [card for _, card in self.trick]
        for record in self.tricks:
            cards.extend(card for _, card in record.cards)
        return cards

    def played_mask(self) -> int:
        """The cards played this hand so far, as a mask (distinct cards)."""
        mask = mask_of(card for _, card in self.trick)
        for record in self.tricks:
            mask |= mask_of(card for _, card in record.cards)
        return mask

    def deck_mask(self) -> int:
        """The cards in play at this table (removed cards excluded)."""
        return table_for(self.rules).deck

    def unseen(self) -> tuple[Card, ...]:
        """Cards in play this hand that this seat has not seen: other hands and the kitty;
        with two decks, each copy not seen (a card listed twice when both are)."""
        if self.decks == 2:
            counts = [2 if self.deck_mask() >> index & 1 else 0 for index in range(52)]
            for card in (*self.hand, *self._played_cards()):
                counts[card.index] -= 1
            return tuple(CARDS[index] for index in range(52) for _ in range(counts[index]))
        mask = self.deck_mask() & ~mask_of(self.hand) & ~self.played_mask()
        return cards_of_mask(mask)

    def known_held(self) -> dict[int, tuple[Card, ...]]:
        """Cards this seat knows another seat holds: the ones it passed, not yet played."""
        if not self.passed or self.pass_to is None or not self.received:
            return {}
        remaining = mask_of(self.passed) & ~self.played_mask()
        return {self.pass_to: cards_of_mask(remaining)} if remaining else {}

    def voids(self) -> dict[int, frozenset[Suit]]:
        """Suits each other seat has shown it lacks (it did not follow a led suit)."""
        found: dict[int, set[Suit]] = {}
        tricks = [record.cards for record in self.tricks] + ([self.trick] if self.trick else [])
        for cards in tricks:
            lead = cards[0][1].suit
            for player, card in cards[1:]:
                if card.suit != lead:
                    found.setdefault(player, set()).add(lead)
        return {seat: frozenset(suits) for seat, suits in found.items() if seat != self.seat}

    def taken_by(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` has won in visible tricks this hand (with two decks, a card taken
        twice listed twice; the cards of a carried trick once its taker is known)."""
        if self.decks == 2:
            return tuple(sorted(c for r in self.tricks if r.winner == seat for _, c in r.cards))
        mask = 0
        for record in self.tricks:
            if record.winner == seat:
                mask |= mask_of(card for _, card in record.cards)
        return cards_of_mask(mask)

    def card(self, text: str) -> Card:
        """Convenience: parse a card (``view.card("QS")``)."""
        return Card.parse(text)
