"""The move timer at the table (SPEC §3b): a countdown for your move, your move made for
you at zero.

With ``rules.move_timer`` seconds (30 or 60), the right end of the status line counts down
while it is your move: your card, or your pass.  At zero the card (or the three cards) the
``normal`` CPU would choose from your seat is played for you (at Domino Hearts, after the
draws you owe), and the status line says so ("Time: 5♣ played for you", "Time: 2 drawn and
5♣ played for you") until your next card.  The time stands still while any dialog
is open (the help, the settings, a hand summary, "enlarge the terminal"…) and while the
terminal says the app is not in focus (Textual's ``AppBlur`` / ``AppFocus``); a new game, a
resumed one and a restart start it full.

Never twice, never out of place: a move is timed by ``Flow.serial``, which every change of
the game bumps (your card, a CPU's, a take-back, another game), so a time that runs out
belongs to one moment only (a card you draw at Domino Hearts is the one change that keeps
your move going: its time runs on); the move is checked again just before it is made, and once
made the serial has moved on.  A key in the same tick as the timeout finds the game
already changed (or changes it first, and the timer then finds nothing to do).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Final

from textual.timer import Timer
from textual.widgets import Static
from textual.widgets._toast import Toast

from ....engine import Card
from ....words.language import _
from ....words.nouns import card_noun, cards_noun
from ....words.status_line import Said
from ...move_clock import MoveClock

if TYPE_CHECKING:
    from .screen import TableScreen

#: Seconds between looks at the clock (the countdown shows whole seconds).
TICK: Final = 0.2
#: From this many seconds left the countdown stands out.
LOW: Final = 10


class MoveTimer:
    """The move timer of the game on ``table``."""

    def __init__(self, table: TableScreen) -> None:
        self._table = table
        #: Reads the app's clock (``HeartsApp.clock``; tests give a fake one).
        self.clock = MoveClock(0, lambda: table.hearts.clock())
        self._ticker: Timer | None = None
        #: A move made for you: (hand, cards you hold after it, what the status line says).
        self._made: tuple[int, int, Said] | None = None
        #: A serial that is still the move begun at another: (serial, the move's first).
        self._same_move: tuple[int, int] | None = None
        #: What the countdown widget shows: (widget, text, low) (a new game with another
        #: number of players brings a new widget).
        self._shown: tuple[Static, str, bool] | None = None

    def start(self) -> None:
        """A game came to the table: time its moves (full time), or stop if it has none."""
        table = self._table
        seconds = table.game.rules.move_timer
        self.clock.reset(seconds)
        self._made = None
        if seconds and self._ticker is None:
            self._ticker = table.set_interval(TICK, self.tick)
        elif not seconds and self._ticker is not None:
            self._ticker.stop()
            self._ticker = None
        self.tick()

    # -- what is timed, and when ----------------------------------------------------------

    def moment(self) -> Hashable | None:
        """Your move to time now, or None (a CPU's turn, nothing to choose, a game being
        replaced or finished, the hand being finished for you, a trick held for a key)."""
        table = self._table
        game = table.game
        hearts = table.hearts
        if not game.rules.move_timer or hearts.exiting or hearts.switch.rebuilding:
            return None
        aids = table.aids
        if aids.finishing or aids.resume is not None:
            return None
        if game.phase == "passing":
            if game.pass_target(0) is None or game.has_passed(0):
                return None
        elif game.phase != "playing" or game.turn != 0 or aids.only_legal_card() is not None:
            return None
        return (id(game), game.phase, self._first_serial(table.flow.serial))

    def _first_serial(self, serial: int) -> int:
        same = self._same_move
        return same[1] if same is not None and same[0] == serial else serial

    def same_move(self, before: int) -> None:
        """The game moved (from serial ``before``) without ending your move: a card you drew
        at Domino Hearts.  Its time runs on instead of starting full."""
        self._same_move = (self._table.flow.serial, self._first_serial(before))

    def running(self) -> bool:
        """Whether the time runs: the table alone on screen and not covered by a notice
        (a toast hides seats: issue 20 §6), the terminal in focus."""
        table = self._table
        app = table.app
        return app.app_focus and len(app.screen_stack) == 1 and not table.query(Toast)

    def tick(self) -> None:
        """Look at the clock: follow the game, show the countdown, make the move at zero."""
        self.clock.follow(self.moment(), running=self.running())
        self.show()
        if self.clock.due():
            self.fire()

    # -- the move made for you ------------------------------------------------------------

    def fire(self) -> None:
        """Make your move as the ``normal`` CPU would, if it is still the move timed."""
        table = self._table
        game = table.game
        if self.clock.moment is None or self.moment() != self.clock.moment:
            return
        player = table.aids.your_player(0)
        view = game.view(0)
        cards: list[Card]
        if game.phase == "passing":
            cards = list(player.choose_pass(view))
            held = set(game.hand(0))
            if len(set(cards)) != 3 or not set(cards) <= held:
                cards = list(game.hand(0)[:3])  # a CPU's nonsense: never hold the game up
            named = cards_noun(sorted(cards), "label")
            words = Said(
                _("Time: {cards} passed for you. ").format(cards=named),
                _("Time: {cards} passed. ").format(cards=named),
            )
            self._made = (game.hand_number, len(game.hand(0)), words)
            game.pass_cards(0, cards)
            table.selected = []
            table.news = []
            table.after_action()
            return
        drew = 0
        while game.must_draw:  # Domino Hearts: draw until you can follow, as you would
            game.draw(0)
            drew += 1
        if drew:
            view = game.view(0)
        card = player.choose_play(view)
        legal = game.legal_cards()
        if card not in legal:
            card = legal[0]
        named = card_noun(card, "label")
        if drew:
            words = Said(
                _("Time: {count} drawn and {card} played for you. ").format(count=drew, card=named),
                _("Time: {count} drawn and {card} played. ").format(count=drew, card=named),
            )
        else:
            words = Said(
                _("Time: {card} played for you. ").format(card=named),
                _("Time: {card} played. ").format(card=named),
            )
        self._made = (game.hand_number, len(game.hand(0)) - 1, words)
        table.play(card)

    def note(self) -> Said:
        """ "Time: 5♣ played for you. " until your next card (so it is read even at the
        instant pace), else ""."""
        if self._made is None:
            return Said("")
        hand, held, words = self._made
        game = self._table.game
        if hand != game.hand_number or held != len(game.hand(0)):
            return Said("")
        return words

    # -- the countdown --------------------------------------------------------------------

    def text(self) -> str:
        """``Time 27 s`` while your move is timed (``paused`` while the time stands), else
        ""."""
        if self.clock.moment is None:
            return ""
        if self.clock.running:
            return _("Time {seconds} s").format(seconds=self.clock.shown())
        return _("Time {seconds} s, paused").format(seconds=self.clock.shown())

    def paused_words(self) -> str:
        """Said in a dialog opened over your timed move (the last trick): the time stands
        still meanwhile, and how much is left; "" while nothing is timed."""
        if self.clock.moment is None:
            return ""
        return _("Move timer paused while this is open: {seconds} s left.").format(
            seconds=self.clock.shown()
        )

    def show(self) -> None:
        """Draw the countdown at the right of the status line (hidden while nothing is
        timed); the last seconds stand out."""
        text = self.text()
        low = bool(text) and self.clock.shown() <= LOW
        widget = self._table.drawing.parts.timer
        if (widget, text, low) == self._shown:
            return
        room = len(self._shown[1]) if self._shown is not None else 0
        self._shown = (widget, text, low)
        widget.display = bool(text)
        widget.update(text)
        widget.set_class(low, "-low")
        if len(text) != room:
            # The status line's room changed: its words are fitted to it again.
            self._table.drawing.status_words()
