"""The flow of a game at the table: who acts next and when, and the end of each hand.

``Flow`` runs the CPU players in a thread worker (their search never holds up the keys),
holds their answers until the chosen pace lets them on the table, and opens the moon
choice, the hand summary and the game-over dialogs when a hand ends.  Every change of the
game bumps ``serial``: a CPU answer, a timer or a dialog's answer meant for a moment that
has passed is dropped.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from ....engine import Game, IllegalMove, PlayerView
from ....words.language import _
from ....words.seats import seat_names, seat_noun

if TYPE_CHECKING:
    from ....ai import Player
    from .screen import TableScreen

#: Seconds between CPU cards at four players, by pace; and how long a finished trick stays
#: before the next lead (long enough to read who took it at every pace but instant: the
#: table's "wait for a key after a trick" holds it for as long as you like).
CARD_DELAY: Final = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
TRICK_HOLD: Final = {"slow": 2.2, "normal": 1.5, "fast": 1.0, "instant": 0.0}
#: The number of players the card delays are set for.
PACE_PLAYERS: Final = 4


def card_delay(pace: str, players: int) -> float:
    """Seconds before each CPU card (or Domino draw) at ``pace`` with ``players`` seats.

    A round waits for every other seat's card: at more seats than four each card comes
    quicker, by 3/(players-1), so that a round takes as long as at four (at ten players the
    normal pace took 5.4 s of waiting a round, and felt slow).  The card just played stands
    out on the trick meanwhile (:class:`~hearts_tui.app.widgets.trick.TrickView`).

    >>> card_delay("normal", 4), round(card_delay("normal", 10), 3), card_delay("normal", 3)
    (0.6, 0.2, 0.6)
    """
    return CARD_DELAY[pace] * min(1.0, (PACE_PLAYERS - 1) / max(1, players - 1))


def round_wait(pace: str, players: int) -> float:
    """The waiting of one round of CPU cards: every seat but yours, at ``pace``."""
    return card_delay(pace, players) * (players - 1)


class Flow:
    """The CPU players of the game on ``table``, their pace, and the end-of-hand dialogs."""

    def __init__(self, table: TableScreen) -> None:
        self._table = table
        #: Bumped on every change of the game: stale CPU results and timers are dropped.
        self.serial = 0
        self._players: dict[int, Player] = {}
        #: The game last counted in the statistics (each game is counted once).
        self._recorded: Game | None = None
        #: The game-over dialog (the results) is open: the status line names no Enter.
        self.results_open = False

    def forget_cpus(self) -> None:
        """Make the CPU players again (after a change of strength or of game)."""
        self._players = {}

    def drop_pending(self) -> None:
        """The game is being replaced: CPU answers and timers still on their way are for
        the old game and must not touch the new one (``start_game`` follows in a worker)."""
        self.serial += 1

    def _pace(self) -> str:
        return self._table.hearts.settings.cpu_pace

    def _delay(self, finished: bool) -> float:
        """The wait before the next card: a trick's hold after a trick, else a card's."""
        if finished:
            return TRICK_HOLD[self._pace()]
        return card_delay(self._pace(), self._table.game.players)

    def advance(self, *, resumed: bool = False) -> None:
        """Start what comes next: CPU passes or plays, or the end-of-hand dialogs.

        ``resumed``: the table was just drawn for a game resumed mid-trick (started, or
        chosen among the unfinished games): the trick stands as it was left for a finished
        trick's hold before the next CPU card, so that the player sees it as it stood and
        sees it finish (issue 30 §2: at a card's pace the trick had moved on before a
        player looking at the new window could take it in).
        """
        table = self._table
        game = table.game
        aids = table.aids
        serial = self.serial
        if game.phase == "passing":
            if game.has_passed(0):
                self._run_cpu("pass", [s for s in range(1, game.players)], serial, 0.0)
        elif game.phase == "playing":
            finished = not game.trick and bool(game.tricks)
            # A resumed trick stands as long as a finished one does.
            hold = finished or (resumed and bool(game.trick))
            only = aids.only_legal_card()
            if aids.finishing and game.must_draw:
                self.later(0.0, serial, partial(self.cpu_draws, game.turn))
            elif aids.finishing:
                self._run_cpu("play", [game.turn], serial, 0.0)
            elif finished and aids.holding() and (game.turn != 0 or only):
                aids.wait_for_key(self.advance)
            elif game.must_draw and game.turn != 0:
                # Domino Hearts: a CPU that cannot follow draws, one card at the pace of a
                # card, so you see its count grow (what it draws stays hidden).
                delay = self._delay(hold)
                self.later(delay, serial, partial(self.cpu_draws, game.turn))
            elif game.turn != 0:
                delay = self._delay(hold)
                self._run_cpu("play", [game.turn], serial, delay)
            elif only is not None:
                delay = self._delay(finished)
                self.later(delay, serial, partial(aids.play_only_card, only))
        else:
            pending = game.moon_choice_pending
            if pending is not None and pending != 0:
                self._run_cpu("moon", [pending], serial, 0.0)
            elif aids.finishing:
                aids.finishing = False
                table.drawing.status()  # "Finishing the hand…" is over: not under the summary
                self.later(0.0, serial, self.hand_over)
            elif aids.holding():
                aids.wait_for_key(self.hand_over)
            else:
                self.later(TRICK_HOLD[self._pace()], serial, self.hand_over)

    def cpu_draws(self, seat: int) -> None:
        """Domino Hearts: ``seat`` (a CPU, or you while "Finish the hand" plays) draws from
        the stock, then the flow goes on."""
        game = self._table.game
        if game.phase != "playing" or game.turn != seat or not game.must_draw:
            return  # a moment gone by
        game.draw(seat)
        self._table.after_action()

    def later(self, delay: float, serial: int, callback: Callable[[], None]) -> None:
        """Call ``callback`` after ``delay`` seconds, unless the game has moved by then or
        the app began to exit.

        A closed terminal's exit can take seconds (Textual's shutdown waits on a writer
        that the hang-up left stuck), and the table's timers kept firing meanwhile: the
        CPUs played on unseen, each card saved, and the game resumed a trick later than it
        was left (issue 30 §2).  The save on disk is the table as the player last saw it.
        """

        def fire() -> None:
            if serial == self.serial and not self._table.hearts.exiting:
                callback()

        if delay > 0:
            self._table.set_timer(delay, fire)
        else:
            self._table.call_later(fire)

    # -- the CPU players ------------------------------------------------------------------

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            # Seat 0 plays only when "Finish the hand" plays your cards.
            table = self._table
            maker = table.aids.your_player if seat == 0 else table.hearts.make_cpu
            self._players[seat] = maker(seat)
        return self._players[seat]

    def _run_cpu(self, kind: str, seats: list[int], serial: int, delay: float) -> None:
        table = self._table
        jobs = [(seat, self._player(seat), table.game.view(seat)) for seat in seats]
        table.run_worker(
            partial(self._think, kind, jobs, serial, time.monotonic() + delay),
            thread=True,
            group="cpu",
        )

    def _think(
        self, kind: str, jobs: list[tuple[int, Player, PlayerView]], serial: int, ready_at: float
    ) -> None:
        """Off the UI thread: ask each CPU for its move; hand the answers back."""
        answers: list[tuple[int, Any]] = []
        for seat, player, view in jobs:
            if kind == "pass":
                answers.append((seat, player.choose_pass(view)))
            elif kind == "play":
                answers.append((seat, player.choose_play(view)))
            else:
                answers.append((seat, player.choose_moon(view)))
        self._table.app.call_from_thread(self.answered, kind, answers, serial, ready_at)

    def answered(
        self, kind: str, answers: list[tuple[int, Any]], serial: int, ready_at: float
    ) -> None:
        """The CPUs answered for the moment ``serial``: apply their moves at ``ready_at``
        (the pace), unless the game has moved meanwhile."""
        if serial != self.serial or self._table.hearts.exiting:
            return
        self.later(
            max(0.0, ready_at - time.monotonic()), serial, partial(self.apply, kind, answers)
        )

    def apply(self, kind: str, answers: list[tuple[int, Any]]) -> None:
        """Make the CPUs' moves on the game (never out of place), then go on."""
        table = self._table
        game = table.game
        expected = {"play": "playing", "pass": "passing"}.get(kind)
        if expected is not None and game.phase != expected:
            return  # answers for another moment of the game: never applied out of place
        for seat, answer in answers:
            try:
                if kind == "pass":
                    game.pass_cards(seat, answer)
                elif kind == "play":
                    table.aids.ended_trick(game.play(answer, seat))
                else:
                    game.choose_moon(answer)
            except (IllegalMove, ValueError) as error:
                table.notify(
                    _("{seat}'s CPU erred: {error}").format(
                        seat=seat_noun(game.players, seat), error=error
                    ),
                    severity="error",
                )
                self._fallback(kind, seat)
        table.after_action()

    def _fallback(self, kind: str, seat: int) -> None:
        """Keep the game going when a CPU answers nonsense (a bug elsewhere)."""
        game = self._table.game
        if kind == "pass":
            game.pass_cards(seat, game.hand(seat)[:3])
        elif kind == "play":
            game.play(game.legal_cards()[0], seat)
        else:
            game.choose_moon("others_plus")

    # -- the end of a hand ----------------------------------------------------------------

    def hand_over(self) -> None:
        """Open the dialog the end of the hand calls for: the moon choice (you shot it and
        choose), the game over, or the hand summary."""
        # Each dialog's answer is for the game it was opened on: a late answer for a game
        # that has since been replaced is dropped.
        table = self._table
        game = table.game
        if game.moon_choice_pending == 0:
            from ..moon_choice import MoonChoiceScreen

            names = list(seat_names(game.players))
            table.hearts.open(
                MoonChoiceScreen(names[0], game.moon_outcomes(), names),
                partial(self._moon_chosen, game),
            )
        elif game.phase == "game_over":
            if self._recorded is not game:
                self._recorded = game
                table.hearts.record_finished(table.hints, table.take_backs.count)
            self.open_results()
        elif game.phase == "hand_over":
            from ..summary import HandSummaryScreen

            table.hearts.open(
                HandSummaryScreen(game, hints=table.hints, takebacks=table.take_backs.count),
                partial(self._next_hand, game),
            )

    def open_results(self) -> None:
        """The game-over dialog (at the end, and again with Enter after it was closed)."""
        from ..game_over import GameOverScreen

        table = self._table
        game = table.game
        table.hearts.open(
            GameOverScreen(game, table.ascii_suits, takebacks=table.take_backs.count),
            partial(self._game_over_choice, game),
        )
        self.results_open = True
        table.drawing.status()

    def _moon_chosen(self, game: Game, choice: str | None) -> None:
        if game is self._table.game and game.moon_choice_pending == 0:
            game.choose_moon(choice or "others_plus")
            self._table.after_action()

    def _next_hand(self, game: Game, _: None = None) -> None:
        if game is self._table.game and game.phase == "hand_over":
            game.next_hand()
            self._table.after_action()

    def _game_over_choice(self, game: Game, choice: str | None) -> None:
        table = self._table
        self.results_open = False
        if game is not table.game or game.phase != "game_over":
            return
        table.drawing.status()
        if choice == "replay":
            table.hearts.replace_game(game.code)
        elif choice == "new":
            table.hearts.replace_game(None)
        else:
            table.drawing.keys()
