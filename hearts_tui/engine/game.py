"""A whole game of Hearts: deals, passes, play, scoring, the target and the winners.

``Game`` is the public face of the engine.  It validates every action and explains every
refusal; the fast mask-based play of a single hand lives in :mod:`.core`.  It is built in
layers, each a module named for what it holds:

* :mod:`.game_state` — :class:`~.game_state.GameState`: every field of a game, and the
  read-only questions (``phase``, ``hand(seat)``, ``scores``…); :class:`Phase`.
* :mod:`.domino_game` — Domino Hearts' stock: ``must_draw``, ``draw()``, ``draws``…
* :mod:`.game_play` — the deal, the passes, ``play()`` and ``why_illegal()``, hand ends.
* this module — making a game (``new``, ``from_hands``), taking back, views and saves.

The reasons given for a refusal are in :mod:`.reasons` (and kept importable from here).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import CARDS, Card, cards_of_mask
from .codes import format_code, parse_code, random_code
from .domino import DRAW
from .domino_game import stock_order
from .errors import IllegalMove
from .game_play import GamePlay
from .game_state import Phase, as_card
from .quoting import quoted
from .reasons import (
    HAND_IS_OVER,
    HEARTS_NOT_BROKEN,
    NO_POINTS_FIRST_TRICK,
    NOT_YOUR_TURN,
    NOTHING_TO_TAKE_BACK,
    QUEEN_MUST_GO,
    draw_reason,
    follow_suit_reason,
    lead_card_reason,
)
from .rules import Rules, Variant
from .view import PlayerView, TakeBack

__all__ = [
    "HAND_IS_OVER",
    "HEARTS_NOT_BROKEN",
    "NOTHING_TO_TAKE_BACK",
    "NOT_YOUR_TURN",
    "NO_POINTS_FIRST_TRICK",
    "QUEEN_MUST_GO",
    "Game",
    "Phase",
    "draw_reason",
    "follow_suit_reason",
    "lead_card_reason",
]


class Game(GamePlay):
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
        super().__init__(code, rules, seed)

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
                    f"code {quoted(code)} is for another table ({_describe(table_rules)}) "
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
            raise ValueError(
                f"hand_number must be a whole number from 1, got {quoted(hand_number)}"
            )
        if scores is not None:
            if len(scores) != game._n:
                raise ValueError(f"need {game._n} scores, got {len(scores)}")
            if any(type(s) is not int for s in scores):
                raise ValueError(f"scores must be whole numbers, got {quoted(list(scores))}")
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
                card = as_card(item)
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
        undealt = stock_order(table, seen, stock)
        if undealt is None:
            rest = table.deck & ~seen
            undealt = [index for index in range(52) if rest >> index & 1]
        return masks, undealt, [[c.code for c in cards_of_mask(m)] for m in masks]

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


def _describe(rules: Rules) -> str:
    diffs = rules.differences()
    return ", ".join(f"{k}={v}" for k, v in diffs.items()) or "standard"
