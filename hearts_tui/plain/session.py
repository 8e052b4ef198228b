"""The game of the plain line mode: the engine, the CPU players and the autosave, no I/O.

A :class:`Session` moves the game on the way the table's flow does (the same CPU players,
seeded by the game's code, the same saves in the same ``game.json``), but without a pace:
every method runs the CPUs until you have something to do, and returns what happened as
events (:mod:`.events`) for :mod:`.speech` to say.  The game is saved after every action,
with the table's UI state (``hints``, ``takebacks``, ``selected``), so a game moves between
the table and the line mode on the same trick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..engine import Card, Game, IllegalMove, PlayerView, TakeBack, Variant
from ..engine.finish import rest_is_decided
from ..store.settings import Settings
from ..store.stats import hints_used, takebacks_used
from ..words.describe import carried_with
from ..words.language import N_, _, ngettext
from .events import (
    CpuErred,
    Drew,
    Event,
    Exchanged,
    GameEnded,
    HandEnded,
    MoonToChoose,
    Played,
    SeatOut,
    TrickDone,
    hand_started,
)

if TYPE_CHECKING:
    from ..ai import Player
    from ..store.persistence import DiskPersistence

#: Makes a CPU player: ``factory(level, seed)`` (by default ``hearts_tui.ai.make_player``).
CpuFactory = Callable[[str, int], "Player"]

#: What ``undo`` says while the setting is off (the table's words, with the command).
TAKE_BACK_OFF = N_("Take-back is off: type 'takeback on' to allow it (the game counts as assisted)")


class Session:
    """One game in the line mode; ``persistence`` None plays without saving (tests)."""

    def __init__(
        self,
        game: Game,
        settings: Settings,
        *,
        persistence: DiskPersistence | None = None,
        ui_state: Mapping[str, Any] | None = None,
        cpu_factory: CpuFactory | None = None,
    ) -> None:
        self.game = game
        self.settings = settings
        self.persistence = persistence
        state = dict(ui_state or {})
        #: Hints asked for and take-backs made in this game (saved like the table's).
        self.hints = hints_used(state)
        self.takebacks = takebacks_used(state)
        self._selected: list[str] = [str(code) for code in state.get("selected", [])]
        self._cpu_factory = cpu_factory
        self._players: dict[int, Player] = {}
        self._recorded: Game | None = None
        #: True while "finish" plays the rest of the hand for you.
        self.finishing = False
        #: The game as of the last save (in the save's own JSON): what a command that
        #: failed half-way goes back to (:meth:`restore`), never anything older.
        self._checkpoint = game.to_json()

    # -- saving -------------------------------------------------------------------------

    def ui_state(self) -> dict[str, Any]:
        """What the save keeps besides the game, in the table's keys."""
        selected = self._selected if self.game.phase == "passing" else []
        return {"selected": selected, "hints": self.hints, "takebacks": self.takebacks}

    def save(self) -> None:
        """Save the game now (every action calls this); it is the new checkpoint."""
        self._checkpoint = self.game.to_json()
        if self.persistence is not None:
            self.persistence.save_game(self.game, self.ui_state())

    def restore(self) -> None:
        """Go back to the game as last saved, after a command failed half-way (a bug).

        Only what the failed command did since the last save is undone: a move that was
        saved stays made, and the restored game keeps its id (it is the same game, not a
        new one), so the next save writes over the same game, never an older one."""
        restored = Game.from_json(self._checkpoint)
        if self.persistence is not None:
            self.persistence.adopt(restored, self.persistence.game_id(self.game))
        self.game = restored
        self.forget_cpus()

    def unsaved(self) -> str | None:
        """Why the game as it stands is not on disk, in a few words; None when it is (and
        always without a disk: tests)."""
        return None if self.persistence is None else self.persistence.game_unsaved

    def news(self) -> list[str]:
        """What the store has to say since the last call (saving failed, works again)."""
        if self.persistence is None:
            return []
        return [message for _, message in self.persistence.take_news()]

    # -- players ------------------------------------------------------------------------

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            factory = self._cpu_factory
            if factory is None:
                from .. import ai

                factory = ai.make_player
            # Seat 0 plays only while "finish" plays your cards: as the normal CPU would.
            level = "normal" if seat == 0 else self.settings.cpu_level
            self._players[seat] = factory(level, self.game.cpu_seed(seat))
        return self._players[seat]

    def forget_cpus(self) -> None:
        """Make the CPU players again (another strength, another game)."""
        self._players = {}

    # -- your actions -------------------------------------------------------------------

    def play(self, card: Card) -> list[Event]:
        """Play ``card`` for you; raises :class:`IllegalMove` with the table's reason."""
        game = self.game
        if game.phase != "playing" or game.turn != 0:
            raise IllegalMove(game.why_illegal(card, 0) or "Not your turn")
        events = self._play(0, card)
        return events + self.advance()

    def pass_cards(self, cards: Iterable[Card]) -> list[Event]:
        """Pass three cards; the CPUs pass theirs and the exchange is told."""
        self.game.pass_cards(0, list(cards))
        self._selected = []
        return self.advance()

    def draw(self) -> list[Event]:
        """Domino Hearts: draw a card from the stock (raises with the reason if not due)."""
        card = self.game.draw(0)
        return [Drew(0, card, self.game.stock_size), *self.advance()]

    def draw_until(self) -> tuple[list[Card], bool, list[Event]]:
        """Domino Hearts: draw until you can follow suit, or the stock is empty (there is
        nothing to choose between two draws).  The cards drawn, whether you can follow
        now, and the events (your draws first); raises with the reason if no draw is due."""
        game = self.game
        first = game.draw(0)
        events: list[Event] = [Drew(0, first, game.stock_size)]
        drawn = [first]
        while game.must_draw and game.turn == 0:
            card = game.draw(0)
            drawn.append(card)
            events.append(Drew(0, card, game.stock_size))
        led = game.trick[0][1].suit
        can_follow = any(card.suit is led for card in game.hand(0))
        return drawn, can_follow, events + self.advance()

    def choose_moon(self, choice: str) -> list[Event]:
        """You shot the moon and choose: ``"others_plus"`` or ``"shooter_minus"``."""
        self.game.choose_moon(choice)
        return self.advance()

    def take_back(self) -> TakeBack:
        """Undo your last card or your pass; raises ``IllegalMove`` with the reason."""
        if not self.settings.allow_take_back:
            raise IllegalMove(_(TAKE_BACK_OFF))
        if self.finishing:
            raise IllegalMove(_("The hand is being finished: nothing can be taken back now"))
        taken = self.game.take_back(0)
        self.takebacks += 1
        self.save()
        return taken

    def why_no_finish(self) -> str | None:
        """Why ``finish`` cannot play the rest of the hand now, or None when it can."""
        game = self.game
        if game.phase != "playing":
            return _("There is no hand in play to finish")
        if not rest_is_decided(game.view(0)):
            return _("Not yet: cards left to play can still change the scores")
        return None

    def finish(self) -> list[Event]:
        """Play the rest of the hand at once, your cards as the normal CPU plays them."""
        reason = self.why_no_finish()
        if reason is not None:
            raise IllegalMove(reason)
        self.finishing = True
        try:
            return self.advance()
        finally:
            self.finishing = False

    def time_out(self) -> tuple[list[str], list[Event]]:
        """The move timer ran out: the normal CPU's choice from your seat is made for you
        (at Domino Hearts after the draws you owe).  A line for what was done, and the
        events of the move and of what followed."""
        game = self.game
        you = self._player(0)
        if game.phase == "passing":
            cards = you.choose_pass(game.view(0))
            return [_("Time: your pass is made for you.")], self.pass_cards(cards)
        drawn: list[Event] = []
        while game.must_draw and game.turn == 0:
            drawn.append(Drew(0, game.draw(0), game.stock_size))
        card = you.choose_play(game.view(0))
        line = _("Time: your card is played for you.")
        if drawn:
            line = ngettext(
                "Time: {count} card drawn and your card played for you.",
                "Time: {count} cards drawn and your card played for you.",
                len(drawn),
            ).format(count=len(drawn))
        return [line], drawn + self.play(card)

    def count_hint(self) -> None:
        """A hint was given: it counts in the statistics, like the table's."""
        self.hints += 1
        self.save()

    def replace(self, game: Game, ui_state: Mapping[str, Any] | None = None) -> list[Event]:
        """Play ``game`` from now on (new game, replay, a resumed one)."""
        self.game = game
        state = dict(ui_state or {})
        self.hints = hints_used(state)
        self.takebacks = takebacks_used(state)
        self._selected = []
        self._players = {}
        self.save()
        return [hand_started(game), *self.advance()]

    # -- the flow -----------------------------------------------------------------------

    def waiting_for_you(self) -> str | None:
        """What the game waits for from you: "pass", "play", "draw", "moon" or "over";
        None while the CPUs are to move."""
        game = self.game
        if game.phase == "passing":
            return "pass" if not game.has_passed(0) else None
        if game.phase == "playing":
            if game.turn != 0 or self.finishing:
                return None
            return "draw" if game.must_draw else "play"
        if game.moon_choice_pending == 0:
            return "moon"
        if game.phase == "game_over":
            return "over"
        return None

    def advance(self) -> list[Event]:
        """Run the CPUs (and the next deal) until the game waits for you, then save.

        Nothing is read or written while the CPUs move (there is no pace to wait for), so
        the save when the game stops for you, and one at each new deal, put on disk every
        state in which you could act or leave; a save after each CPU card (as the table
        does, between its paced moves) cost ~10 ms each: 10 s a game at 10 players."""
        events: list[Event] = []
        while True:
            game = self.game
            waiting = self.waiting_for_you()
            legal = game.legal_cards() if waiting == "play" else []
            if len(legal) == 1 and self.settings.play_only_card:
                first, *rest = self._play(0, legal[0])
                assert isinstance(first, Played)
                events += [replace(first, only=True), *rest]
                continue
            if waiting is not None:
                if waiting == "moon":
                    events.append(MoonToChoose(game.moon_outcomes()))
                elif waiting == "over" and self._recorded is not game:
                    self._recorded = game
                    events.append(HandEnded(Game.from_json(game.to_json())))
                    if self.persistence is not None:
                        self.persistence.record_finished(game, self.hints, self.takebacks)
                    events.append(GameEnded())
                self.save()
                return events
            if game.phase == "passing":
                events += self._cpus_pass()
            elif game.phase == "playing":
                seat = game.turn
                if game.must_draw:  # a CPU's draw, or yours while "finish" plays
                    card = game.draw(seat)
                    events.append(Drew(seat, card if seat == 0 else None, game.stock_size))
                else:
                    events += self._cpu_plays(seat)
            elif game.moon_choice_pending is not None:
                seat = game.moon_choice_pending
                game.choose_moon(self._player(seat).choose_moon(game.view(seat)))
            else:  # hand over: tell it, deal the next
                # "finish" played the hand it was given, and no further: from the next
                # deal on, your cards wait for you again.
                self.finishing = False
                events.append(HandEnded(Game.from_json(game.to_json())))
                game.next_hand()
                events.append(hand_started(game))
                self.save()

    def _cpus_pass(self) -> list[Event]:
        """The CPUs' passes (a CPU that errs passes its first three cards), then the
        exchange, told even when a CPU erred."""
        game = self.game
        erred: list[Event] = []
        for seat in range(1, game.players):
            if game.has_passed(seat):  # already passed (a game saved at the table mid-pass)
                continue
            try:
                game.pass_cards(seat, self._player(seat).choose_pass(game.view(seat)))
            except (IllegalMove, ValueError) as error:
                game.pass_cards(seat, game.hand(seat)[:3])
                erred.append(CpuErred(seat, str(error)))
        exchanged = Exchanged(
            game.passed_cards(0), game.received_cards(0), game.pass_target(0), game.pass_source(0)
        )
        return [*erred, exchanged]

    def _cpu_plays(self, seat: int) -> list[Event]:
        game = self.game
        view: PlayerView = game.view(seat)
        try:
            card = self._player(seat).choose_play(view)
            return self._play(seat, card)
        except (IllegalMove, ValueError) as error:
            return [CpuErred(seat, str(error)), *self._play(seat, game.legal_cards()[0])]

    def _play(self, seat: int, card: Card) -> list[Event]:
        game = self.game
        number = game.trick_number
        lead = not game.trick
        suit_led = game.trick[0][1].suit if game.trick else card.suit
        cancels = game.rules.variant is Variant.CANCELLATION and any(
            c == card for _, c in game.trick
        )
        out_before = set(game.out)
        broken = game.hearts_broken
        kitty_untaken = (
            game.table.undealt > 0
            and game.rules.variant is not Variant.DOMINO
            and (not game.tricks or game.view(0).kitty_waiting)
        )
        record = game.play(card, seat)
        breaks = game.hearts_broken and not broken
        events: list[Event] = [Played(seat, card, number, lead, cancels, breaks, led=suit_led)]
        last = game.last_cards if game.phase != "playing" else None
        left_holding = last[0] if last is not None and last[1] else None
        # A player who played their last card is out from that card on, before the trick
        # it ends is won (and its winner, out, cannot lead the next); the last player left
        # takes their own cards as tricks: not out of cards.
        events += [SeatOut(s) for s in game.out if s not in out_before and s != left_holding]
        if record is not None:
            carried = carried_with(game.tricks) if not record.carried else []
            values = game.table.points
            points = sum(values[c.index] for r in [*carried, record] for _, c in r.cards)
            ended = game.phase != "playing"
            leads = None if ended else game.turn
            done = TrickDone(record, number, points, len(carried), last=ended, leads=leads)
            if game.rules.variant is Variant.CANCELLATION and not ended:
                waiting = game.waiting
                done = replace(done, waiting=waiting, kitty_waiting=game.view(0).kitty_waiting)
            events.append(replace(done, kitty=kitty_untaken and not record.carried))
        return events
