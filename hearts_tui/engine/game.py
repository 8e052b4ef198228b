"""A whole game of Hearts: deals, passes, play, scoring, the target and the winners.

``Game`` is the public face of the engine.  It validates every action and explains every
refusal; the fast mask-based play of a single hand lives in :mod:`.core`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import cache
from typing import Any, Final

from .cards import CARDS, Card, Suit, cards_of_mask
from .codes import format_code, parse_code, random_code
from .core import HandState, lowest_club, moon_scores
from .domino import DRAW, DominoHand
from .errors import IllegalMove
from .rng import Rng, derive_seed
from .rules import MoonMode, Rules, TieRule, Variant
from .table import QUEEN_SPADES, SUIT_MASKS, Table, table_for
from .view import PlayerView, TakeBack, TrickRecord

__all__ = ["Game", "Phase"]


class Phase(StrEnum):
    """Where a game stands."""

    PASSING = "passing"
    PLAYING = "playing"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


# The hot paths compare against these: an enum member looked up on its class costs several
# times a module global.
_PASSING: Final = Phase.PASSING
_PLAYING: Final = Phase.PLAYING
_HAND_OVER: Final = Phase.HAND_OVER
_GAME_OVER: Final = Phase.GAME_OVER
_MOON_OFF: Final = MoonMode.OFF
_SHOOTER_CHOOSES: Final = MoonMode.SHOOTER_CHOOSES
_SHARE: Final = TieRule.SHARE


# The short reasons shown to players (SPEC §2).
NOT_YOUR_TURN: Final = "Not your turn"
NO_POINTS_FIRST_TRICK: Final = "No points on the first trick"
HEARTS_NOT_BROKEN: Final = "Hearts are not broken yet"
QUEEN_MUST_GO: Final = "You must shed the Q♠ now"
QUEEN_SPADES_BIT: Final = 1 << QUEEN_SPADES
MOON_CHOICES: Final = (MoonMode.OTHERS_PLUS.value, MoonMode.SHOOTER_MINUS.value)
# Why nothing can be taken back (see Game.take_back).
HAND_IS_OVER: Final = "The hand is over: a finished hand cannot be taken back"
NOTHING_TO_TAKE_BACK: Final = "Nothing to take back in this hand"


def follow_suit_reason(suit: Suit) -> str:
    return f"Follow suit: you have {suit.symbol}"


def draw_reason(suit: Suit) -> str:
    return f"Draw: you have no {suit.symbol} — press d"


def lead_card_reason(card: Card) -> str:
    return f"The {card} leads the first trick"


def _as_card(card: Card | str) -> Card:
    if type(card) is Card:
        return card
    if isinstance(card, Card):
        return CARDS[card.index]
    if isinstance(card, str):
        return Card.parse(card)
    raise TypeError(f"expected a Card or a card string like 'QS', got {type(card).__name__}")


class Game:
    """A game of Hearts at one table, from the first deal to the winners.

    >>> game = Game.new("K7QD-MR9S")
    >>> str(game.phase), game.pass_direction, len(game.hand(0))
    ('passing', 'left', 13)

    Seats are 0..n-1 in play order (clockwise); seat 0 is the human at the app.
    """

    def __init__(self, code: str, rules: Rules, seed: int) -> None:
        """Use :meth:`Game.new`, :meth:`Game.from_hands` or :meth:`Game.from_json`."""
        if rules.variant is Variant.CANCELLATION and type(self) is Game:
            raise ValueError("a Cancellation Hearts game is made by Game.new or from_hands")
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

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def new(cls, code: str | None = None, rules: Rules | None = None) -> Game:
        """A new game.  ``code=None`` draws a fresh code; a code fixes every deal.

        A code written for a non-Standard table carries its rules.  Giving ``rules`` with a
        Standard-table code makes the game (and its code) for those rules; giving rules
        that contradict a code's own table raises ``ValueError``.
        """
        if code is None:
            code = random_code(rules)
        parsed = parse_code(code)
        table_rules = parsed.rules
        if rules is not None and rules != table_rules:
            if not table_rules.is_default:
                raise ValueError(
                    f"code {code!r} is for another table ({_describe(table_rules)}) "
                    f"than the rules given ({_describe(rules)})"
                )
            table_rules = rules
        kind = cls
        if table_rules.variant is Variant.CANCELLATION and cls is Game:
            from .cancellation_game import CancellationGame

            kind = CancellationGame
        game = kind(format_code(parsed.seed, table_rules), table_rules, parsed.seed)
        game._start_hand(1)
        return game

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Iterable[Card | str]],
        rules: Rules | None = None,
        *,
        hand_number: int = 1,
        scores: Sequence[int] | None = None,
        code: str | None = None,
        stock: Iterable[Card | str] | None = None,
    ) -> Game:
        """A game whose current hand has the given cards (for puzzles, tests and analysis).

        ``hands`` gives each seat's cards; the remaining cards in play form the kitty, or
        at Domino Hearts the stock: ``stock`` orders it (top first; it must hold exactly
        the remaining cards), else it lies in card order (clubs 2 first).
        ``hand_number`` sets the pass direction; later hands are dealt from ``code``.
        """
        rules = rules or (parse_code(code).rules if code else Rules())
        game = cls.new(code, rules)
        if len(hands) != game._n:
            raise ValueError(f"need {game._n} hands, got {len(hands)}")
        masks, undealt, listed = game._read_hands(hands, stock)
        if type(hand_number) is not int or hand_number < 1:
            raise ValueError(f"hand_number must be a whole number from 1, got {hand_number!r}")
        if scores is not None:
            if len(scores) != game._n:
                raise ValueError(f"need {game._n} scores, got {len(scores)}")
            if any(type(s) is not int for s in scores):
                raise ValueError(f"scores must be whole numbers, got {list(scores)!r}")
            game._scores = list(scores)
        game._custom_start = {
            "hands": listed,
            "hand_number": hand_number,
            "scores": list(game._scores),
        }
        if game._table.variant is Variant.DOMINO:
            game._custom_start["stock"] = [CARDS[i].code for i in undealt]
        game._log = []
        game._start_hand(hand_number, masks, undealt)
        return game

    def _read_hands(
        self, hands: Sequence[Iterable[Card | str]], stock: Iterable[Card | str] | None
    ) -> tuple[list[int], list[int], list[list[str]]]:
        """``from_hands``' cards, checked: each seat's mask, the rest (the kitty, or Domino's
        stock in order) and each seat's card codes, sorted, for the save."""
        table = self._table
        masks: list[int] = []
        seen = 0
        for seat, cards in enumerate(hands):
            mask = 0
            for item in cards:
                card = _as_card(item)
                bit = 1 << card.index
                if bit & seen or bit & mask:
                    raise ValueError(f"{card} is dealt twice")
                if not bit & table.deck:
                    raise ValueError(f"{card} is not in play at this table")
                mask |= bit
            if mask.bit_count() != table.hand_size:
                raise ValueError(
                    f"seat {seat} has {mask.bit_count()} cards; this table deals {table.hand_size}"
                )
            seen |= mask
            masks.append(mask)
        undealt = _stock_order(table, seen, stock)
        if undealt is None:
            rest = table.deck & ~seen
            undealt = [index for index in range(52) if rest >> index & 1]
        return masks, undealt, [[c.code for c in cards_of_mask(m)] for m in masks]

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

    # -- passing --------------------------------------------------------------------------

    def pass_cards(self, seat: int, cards: Iterable[Card | str]) -> None:
        """Choose ``seat``'s 3 cards to pass; the exchange happens once every seat has chosen."""
        if type(seat) is not int or not 0 <= seat < self._n:
            self._check_seat(seat)
        if self._phase is not _PASSING:
            raise IllegalMove(
                "No passing now" if self._direction != "none" else "No pass this hand"
            )
        chosen = [card if card.__class__ is Card else _as_card(card) for card in cards]
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

    def _legal_mask(self) -> int:
        legal = self._legal
        if legal < 0:
            legal = self._legal = self._state.legal_mask()
        return legal

    def why_illegal(self, card: Card | str, seat: int | None = None) -> str | None:
        """Why ``card`` may not be played now (by ``seat``, default the seat on turn).

        Returns None for a legal play, else the short reason of SPEC §2, checked in order:
        turn, holding the card, follow suit, "Q♠ must go", the first lead, no points on the
        first trick, hearts not broken.
        """
        if seat is not None:
            _check_seat_type(seat)
        card = _as_card(card)
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
            _check_seat_type(seat)
        if card.__class__ is not Card:
            card = _as_card(card)
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

    # -- Domino Hearts: the stock -----------------------------------------------------------

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
            _check_seat_type(seat)
        state = self._state
        if not isinstance(state, DominoHand):
            return "There is no stock at this table"
        if self._phase is not Phase.PLAYING:
            return "The hand is over" if self._phase is Phase.HAND_OVER else "The game is over"
        if seat is not None and seat != state.turn:
            return NOT_YOUR_TURN
        if not state.trick:
            return "You lead: play a card"
        lead = state.trick[0][1] // 13
        if state.hands[state.turn] & SUIT_MASKS[lead]:
            return follow_suit_reason(Suit(lead))
        if not state.stock_left:
            return "The stock is empty: play any card"
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

    # -- taking back ----------------------------------------------------------------------

    def why_no_take_back(self, seat: int = 0) -> str | None:
        """Why :meth:`take_back` cannot undo anything for ``seat`` now, or None when it can.

        A finished hand is a boundary ("The hand is over: …"); before ``seat`` has passed
        or played in this hand there is "Nothing to take back in this hand".
        """
        self._check_seat(seat)
        if self._phase not in (Phase.PASSING, Phase.PLAYING):
            return HAND_IS_OVER
        if seat in self._play_seats() or self._passes[seat] is not None:
            return None
        return NOTHING_TO_TAKE_BACK

    def take_back(self, seat: int = 0) -> TakeBack:
        """Undo ``seat``'s last card of this hand, or its pass, and every card after it.

        With no card of ``seat`` in this hand yet, its pass is taken back: every seat's pass
        and the exchange are undone (the passes are one simultaneous event), so the hand
        stands as it was dealt.  The game is exactly as it was before that action (its save
        too), so playing the same actions again gives the same game.  Never across hands:
        raises :class:`IllegalMove` with :meth:`why_no_take_back`'s reason.
        """
        reason = self.why_no_take_back(seat)
        if reason is not None:
            raise IllegalMove(reason)
        seats = self._play_seats()
        actions = list(self._plays)  # card codes, and DRAW for each card drawn (Domino)
        at = [i for i, action in enumerate(actions) if action != DRAW]
        plays = [Card.parse(actions[i]) for i in at]
        entry = self._log.pop()
        passes: list[list[str] | None] = entry["passes"]  # type: ignore[assignment]
        cards: tuple[Card, ...]
        if seat in seats:
            kept = len(seats) - 1 - seats[::-1].index(seat)  # the cards played before it
            kind, cards, first_after = "play", (plays[kept],), kept + 1
        else:
            kept = first_after = 0
            kind, cards = "pass", cards_of_mask(self._passes[seat] or 0)
        after = tuple(zip(seats[first_after:], plays[first_after:], strict=True))
        self._start_hand(self._hand_number, list(self._dealt), list(self._undealt))
        if kind == "play":
            for passer, passed in enumerate(passes):
                if passed is not None:
                    self.pass_cards(passer, passed)
            # Draws before the card taken back stay: they were forced, not chosen.
            for action in actions[: at[kept]]:
                if action == DRAW:
                    self.draw()
                else:
                    self.play(action)
        return TakeBack(seat=seat, kind=kind, cards=cards, after=after)

    def _play_seats(self) -> list[int]:
        """The seat of each card played in this hand, in play order."""
        seats = [s for record in self._tricks for s, _ in record.cards]
        seats += [s for s, _ in self._state.trick]
        return seats

    # -- hand end and the game ------------------------------------------------------------

    def choose_moon(self, choice: str) -> None:
        """With "shooter chooses": ``"others_plus"`` (others +moon) or ``"shooter_minus"``."""
        if self._moon_pending < 0:
            raise IllegalMove("No moon shot to score")
        if choice not in MOON_CHOICES:
            raise ValueError(f"choice must be one of {', '.join(MOON_CHOICES)}; got {choice!r}")
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
        README's "Engine API" on variant hand states; Cancellation's is built by
        :class:`~.cancellation_game.CancellationGame`)."""
        if self._table.variant is Variant.DOMINO:
            return DominoHand(self._table, hands, leader=0, stock=undealt)
        return HandState(self._table, hands, leader=0, kitty=_union(1 << i for i in undealt))

    def _start_hand(
        self, hand_number: int, hands: list[int] | None = None, undealt: list[int] | None = None
    ) -> None:
        self._hand_number = hand_number
        if hands is None:
            hands, undealt = self._deal(hand_number)
        elif undealt is None:
            rest = self._table.deck & ~_union(hands)
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
            lead = lowest_club(_union(state.hands))
            leader = next(s for s in range(self._n) if state.hands[s] >> lead & 1)
        else:
            lead = -1
            leader = (self.dealer + 1) % self._n
        state.lead_card = lead
        state.leader = state.turn = leader
        self._legal = -1
        self._phase = _PLAYING

    def _check_seat(self, seat: int) -> None:
        _check_seat_type(seat)
        if not 0 <= seat < self._n:
            raise ValueError(f"seat must be 0..{self._n - 1}, got {seat!r}")

    # -- views ----------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """All that ``seat`` may know now, and nothing more (see :class:`PlayerView`)."""
        self._check_seat(seat)
        state = self._state
        exchanged = bool(self._received)
        hand_over = self._phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        if hand_over and self._final_points is not None:
            points = tuple(self._final_points)
        else:
            points = self._visible_points()
        playing = self._phase is Phase.PLAYING
        return PlayerView(
            seat=seat,
            players=self._n,
            rules=self._rules,
            hand_number=self._hand_number,
            dealer=self.dealer,
            phase=self.phase,
            pass_direction=self._direction,
            pass_to=self.pass_target(seat),
            pass_from=self.pass_source(seat),
            hand=state.cards(seat),
            legal=cards_of_mask(self._legal_mask()) if playing and state.turn == seat else (),
            turn=self.turn,
            trick=tuple((s, CARDS[i]) for s, i in state.trick),
            tricks=tuple(self._tricks),
            passed=cards_of_mask(self._passed[seat])
            if exchanged
            else (cards_of_mask(self._passes[seat] or 0) if self._passes else ()),
            received=cards_of_mask(self._received[seat]) if exchanged else (),
            has_passed=self._passes[seat] is not None,
            hearts_broken=state.hearts_broken,
            hand_sizes=state.sizes(),
            hand_points=points,
            scores=tuple(self._scores),
            history=tuple(tuple(h) for h in self._history),
            kitty_size=self._kitty.bit_count(),
            kitty=cards_of_mask(self._kitty) if hand_over else (),
            moon_choice=self.moon_choice_pending,
            **self._domino_view(),
        )

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

    # -- saving ---------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole game as JSON (format version 1); :meth:`from_json` restores it exactly."""
        from .save import dump_game

        return dump_game(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Restore a game saved by :meth:`to_json`; raises :class:`SaveError` if damaged."""
        from .save import load_game

        return load_game(text)

    def __repr__(self) -> str:
        return f"<Game {self._code} hand {self._hand_number} {self.phase} scores={self._scores}>"


def _check_seat_type(seat: object) -> None:
    """Seats are ints: ``True`` or ``2.0`` is a caller's mistake, not seat 1 or 2."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"seat must be an int, got {type(seat).__name__} {seat!r}")


def _stock_order(table: Table, dealt: int, stock: Iterable[Card | str] | None) -> list[int] | None:
    """The stock of a ``from_hands`` deal (Domino), checked; None at the other tables."""
    rest = table.deck & ~dealt
    if table.variant is not Variant.DOMINO:
        if stock is not None:
            raise ValueError("only Domino Hearts has a stock")
        return None
    if stock is None:
        return [i for i in range(52) if rest >> i & 1]
    order = [_as_card(card).index for card in stock]
    if len(set(order)) != len(order) or _union(1 << i for i in order) != rest:
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


@cache
def _deck_order(deck: int) -> tuple[int, ...]:
    """The indexes of a deck mask, low to high: the order a deal shuffles."""
    return tuple(i for i in range(52) if deck >> i & 1)


def _union(masks: Iterable[int]) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def _describe(rules: Rules) -> str:
    diffs = rules.differences()
    return ", ".join(f"{k}={v}" for k, v in diffs.items()) or "standard"
