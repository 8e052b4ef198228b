"""The table: the hand, the CPUs, the trick, the scores; the flow of a whole game.

The screen reads the game from the app (``app.game``), turns the player's choices into
engine calls, runs the CPU players in a thread worker, paces their moves, and opens the
hand summary, the moon choice and the game-over dialogs at the right moments.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Final

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ...engine import Card, Game, IllegalMove, PlayerView
from ...store.stats import hints_used, takebacks_used
from ..describe import (
    describe_play,
    hands_text,
    pass_text,
    points_text,
    suits_text,
    table_label,
)
from ..seats import initials, seat_names, seats_at
from ..tracker import tracker_columns, tracker_facts
from ..widgets.hand import CardLook, HandView
from ..widgets.keybar import Key, KeyBar
from ..widgets.seat import SeatInfo, SeatPanel
from ..widgets.topbar import TopBar
from ..widgets.trick import TrickView
from .play_aids import PlayAids
from .take_back import TakeBacks
from .tracker import SIDE_PANEL_MIN_WIDTH, TrackerPanel, TrackerScreen

if TYPE_CHECKING:
    from ...ai import Player
    from ..hints import Hint
    from ..table_app import HeartsApp

#: Seconds between CPU cards, by pace; and how long a finished trick stays before the next lead.
CARD_DELAY: Final = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
TRICK_HOLD: Final = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}

#: From this size on the table is drawn large: 5-row cards, wider seat panels.
LARGE_WIDTH: Final = 120
LARGE_HEIGHT: Final = 36


@dataclass
class _Parts:
    """The table's widgets, made before they are mounted so they can be drawn first."""

    seats: dict[int, SeatPanel]
    top: TopBar = field(default_factory=lambda: TopBar(id="topbar"))
    trick: TrickView = field(default_factory=lambda: TrickView(id="trick"))
    pass_panel: Vertical = field(default_factory=lambda: Vertical(id="pass-panel"))
    pass_label: Static = field(default_factory=lambda: Static(id="pass-label"))
    pass_count: Static = field(default_factory=lambda: Static(id="pass-count"))
    pass_button: Button = field(
        default_factory=lambda: Button("Pass", id="pass-button", variant="primary")
    )
    hand: HandView = field(default_factory=lambda: HandView(id="hand"))
    status: Static = field(default_factory=lambda: Static(id="status"))
    keys: KeyBar = field(default_factory=lambda: KeyBar(id="keys"))
    tracker: TrackerPanel = field(default_factory=lambda: TrackerPanel(id="tracker-panel"))


class TableScreen(Screen[None]):
    """The game table (the app's default screen)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "pass_cards", "Pass"),
        Binding("l", "last_trick", "Last"),
        Binding("c", "copy_code", "Copy"),
        Binding("s", "settings", "Settings"),
        Binding("t", "stats", "Stats"),
        Binding("g", "score_sheet", "Score sheet"),
        Binding("k", "tracker", "Tracker"),
        Binding("f", "finish_hand", "Finish the hand"),
        Binding("question_mark,h,f1", "help", "Help", key_display="?"),
        Binding("u", "unfinished", "Unfinished games"),
        Binding("n", "new_game", "New game"),
        Binding("r", "replay", "Replay"),
        Binding("i", "hint", "Hint"),
        Binding("v", "review", "Review", show=False),
        Binding("z", "take_back", "Take back", show=False),
        Binding("enter,space", "next_trick", "Next trick", show=False),
        Binding("enter", "results", "Results", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: The pending pass selection, in the order picked.
        self.selected: list[Card] = []
        #: The card raised by a first press (confirm move), waiting for the second.
        self.raised: Card | None = None
        self._status = ""
        #: Bumped on every change of the game: stale CPU results and timers are dropped.
        self._serial = 0
        self._recorded: Game | None = None
        self._players: dict[int, Player] = {}
        self._parts: _Parts
        self._restored = False
        #: The (hand, trick) for which the cursor was last put on a playable card.
        self._cursor_placed_for: tuple[int, int] = (0, 0)
        #: Hints asked for in this game (saved with it), and the moments already counted.
        self.hints = 0
        self._hinted: set[tuple[int, int, str]] = set()
        #: Whether the card tracker panel is wanted beside the table (wide terminals).
        self.tracker_open = False
        #: An only card played for you, the pause after a trick, "Finish the hand".
        self.aids = PlayAids(self)
        #: Take-backs (key ``z``) of this game: their count marks it "assisted".
        self.take_backs = TakeBacks(self)

    # -- helpers --------------------------------------------------------------------------

    @property
    def hearts(self) -> HeartsApp:
        return self.app  # type: ignore[return-value]

    @property
    def game(self) -> Game:
        return self.hearts.game

    @property
    def ascii_suits(self) -> bool:
        return self.hearts.settings.ascii_suits

    def ui_state(self) -> dict[str, Any]:
        """What the save keeps besides the game: the pass selection (card codes), the
        hints used and the take-backs made so far."""
        return {
            "selected": [card.code for card in self.selected],
            "hints": self.hints,
            "takebacks": self.take_backs.count,
        }

    def restore(self, ui_state: Mapping[str, Any]) -> None:
        """Take back a saved pass selection (cards no longer held are ignored) and the
        counts of hints and take-backs."""
        self.hints = hints_used(ui_state)
        self.take_backs = TakeBacks(self, takebacks_used(ui_state))
        held = set(self.game.hand(0))
        picked: list[Card] = []
        for code in ui_state.get("selected", []):
            try:
                card = Card.parse(str(code))
            except ValueError:
                continue
            if card in held and card not in picked and len(picked) < 3:
                picked.append(card)
        if self.game.phase == "passing" and not self.game.has_passed(0):
            self.selected = picked

    def reset_cursor(self) -> None:
        """Put the hand's cursor on a playable card again at the next draw of your turn."""
        self._cursor_placed_for = (0, 0)

    def set_status(self, text: str) -> None:
        """Show ``text`` in the status line until the next move."""
        self._status = text
        self._parts.status.update(suits_text(text, self.ascii_suits))

    # -- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # The widgets are made and drawn first, then mounted: the first paint is the table
        # as it stands, with no second pass of styles and layout.
        if not self._restored:
            self._restored = True
            self.restore(self.hearts.ui_state_at_start)
        players = self.game.players
        parts = self._parts = _Parts(
            seats={seat: SeatPanel(id=f"seat-{seat}", classes="seat") for seat in range(1, players)}
        )
        self.redraw()
        yield parts.top
        with Horizontal(id="middle"):
            with Vertical(id="left-seats", classes="seats"):
                yield from (parts.seats[seat] for seat in seats_at("left", players))
            with Vertical(id="centre"):
                with Horizontal(id="top-seats"):
                    yield from (parts.seats[seat] for seat in seats_at("top", players))
                yield parts.trick
                with parts.pass_panel:
                    yield parts.pass_label
                    yield parts.pass_count
                    with Horizontal(id="pass-row"):
                        yield parts.pass_button
            with Vertical(id="right-seats", classes="seats"):
                yield from (parts.seats[seat] for seat in seats_at("right", players))
            yield parts.tracker
        yield parts.hand
        yield parts.status
        yield parts.keys

    def on_mount(self) -> None:
        self._parts.hand.focus()
        if self.hearts.notice:
            self.set_status(self.hearts.notice)
        self._advance()
        self.call_after_refresh(self.hearts.table_ready)

    def on_resize(self) -> None:
        width, height = self.app.size
        # A big terminal: bigger cards, roomier seats (table.tcss, HandView).
        self.set_class(width >= LARGE_WIDTH and height >= LARGE_HEIGHT, "-large")
        self.hearts.check_size()
        self._draw_tracker()

    async def start_game(self, ui_state: Mapping[str, Any] | None = None) -> None:
        """The app replaced the game: rebuild the table for it and play on.

        ``ui_state`` is the saved table state of a resumed game (its pass selection).
        """
        self._serial += 1
        self.selected = []
        self.hints = 0
        self._hinted = set()
        self.take_backs = TakeBacks(self)
        if ui_state:
            self.restore(ui_state)
        self.raised = None
        self._status = ""
        self._players = {}
        self.aids = PlayAids(self)
        self._cursor_placed_for = (0, 0)
        if len(self._parts.seats) + 1 == self.game.players:
            # The same seats: draw the new game on the widgets there are.  (A recompose
            # takes every widget down and up again; in a burst of new games one hung
            # waiting for a button that never took its prune.)
            self.redraw()
        else:
            await self.recompose()
        self._parts.hand.focus()
        self._advance()

    # -- drawing --------------------------------------------------------------------------

    def redraw(self) -> None:
        """Draw everything from the game."""
        game = self.game
        names = seat_names(game.players)
        ascii_suits = self.ascii_suits
        passing = game.phase == "passing"
        parts = self._parts
        # Most important first: the top bar drops parts from the end when space is short.
        info_parts = [f"Hand {game.hand_number}"]
        if passing:
            info_parts.append(f"pass {game.pass_direction}")
        info_parts += [*table_label(game), f"game to {game.rules.target}"]
        info = " · ".join(info_parts)
        totals = "  ".join(f"{names[s]} {game.scores[s]}" for s in range(game.players))
        short = " ".join(f"{initials(names[s])} {game.scores[s]}" for s in range(game.players))
        parts.top.show(game.code, info, totals, short, unsaved=not self.hearts.saving_ok)
        view = game.view(0)
        sizes, points = view.hand_sizes, view.hand_points
        for seat in range(1, game.players):
            note = ""
            if passing:
                note = "passed" if game.has_passed(0) else "choosing"
            parts.seats[seat].show(
                SeatInfo(
                    name=names[seat],
                    cards=sizes[seat],
                    hand_points=points[seat],
                    total=game.scores[seat],
                    note=note,
                    on_turn=game.turn == seat,
                )
            )
        self._draw_trick()
        self._draw_hand(view)
        parts.pass_panel.display = passing
        parts.trick.display = not passing
        if passing:
            count = len(self.selected)
            parts.pass_label.update(suits_text(pass_text(game), ascii_suits))
            parts.pass_count.update(
                "Passed: waiting for the others" if game.has_passed(0) else f"{count} of 3 chosen"
            )
            parts.pass_button.disabled = count != 3 or game.has_passed(0)
        self._draw_keys()
        self._draw_tracker(view)
        parts.status.update(suits_text(self._status or self._prompt(), ascii_suits))

    def _tracker_columns(self, view: PlayerView | None = None) -> tuple[list[str], list[str]]:
        facts = tracker_facts(view or self.game.view(0))
        return tracker_columns(facts, ascii_suits=self.ascii_suits)

    def _draw_tracker(self, view: PlayerView | None = None) -> None:
        """The tracker panel (wide terminals) and an open tracker dialog follow the play."""
        panel = self._parts.tracker
        beside = self.tracker_open and self.app.size.width >= SIDE_PANEL_MIN_WIDTH
        dialogs = [s for s in self.app.screen_stack if isinstance(s, TrackerScreen)]
        if not beside and not dialogs:
            panel.display = False
            return
        counts, points = self._tracker_columns(view)
        panel.display = beside
        if beside:
            panel.show(["Card tracker (k hides)", "", *counts, "", *points])
        for dialog in dialogs:
            dialog.show(counts, points)

    def _draw_status(self) -> None:
        self._parts.status.update(suits_text(self._status or self._prompt(), self.ascii_suits))

    def _draw_keys(self) -> None:
        game = self.game
        if game.phase == "game_over":
            self._parts.keys.show(
                (
                    Key("n", "New game", "screen.new_game"),
                    Key("r", "Replay", "screen.replay"),
                    Key("⏎", "Results", "screen.results"),
                    Key("u", "Unfinished", "screen.unfinished"),
                    Key("s", "Settings", "screen.settings"),
                    Key("t", "Stats", "screen.stats"),
                    Key("q", "Quit", "app.quit"),
                )
            )
            return
        keys = [Key("←→", "Card"), Key("⏎", "Choose")]
        if self.aids.resume is not None:
            keys = [Key("⏎", "Next trick", "screen.next_trick")]
        elif self.aids.finish_offered():
            keys.append(Key("f", "Finish", "screen.finish_hand"))
        if game.phase == "passing":
            ready = len(self.selected) == 3 and not game.has_passed(0)
            keys.append(Key("p", "Pass", "screen.pass_cards", ready))
        keys.append(Key("i", "Hint", "screen.hint", self._hint_possible()))
        if game.phase != "passing":  # no trick to look back at in the pass (and no room)
            keys.append(Key("l", "Last", "screen.last_trick", game.last_trick is not None))
        keys += [
            Key("c", "Copy", "screen.copy_code"),
            Key("s", "Settings", "screen.settings"),
            Key("t", "Stats", "screen.stats"),
        ]
        if game.phase != "passing":
            keys.append(Key("k", "Tracker", "screen.tracker"))
        keys += [Key("?", "Help", "screen.help"), Key("q", "Quit", "app.quit")]
        self._parts.keys.show(tuple(keys))

    def _draw_trick(self) -> None:
        game = self.game
        names = seat_names(game.players)
        trick = game.trick
        last = game.last_trick
        if trick:
            lead = trick[0][1].suit
            leader = max((e for e in trick if e[1].suit is lead), key=lambda e: e[1].rank)[0]
            cards = dict(trick)
            winner: int | None = leader
            led_by: int | None = trick[0][0]
            note = f"Trick {game.trick_number}"
            if last is not None:
                # The finished trick is gone from the table once the next is led (at
                # once, at the instant pace): say at least who took it.
                points = sum(game.table.points[c.index] for _, c in last.cards)
                taker = "you" if last.winner == 0 else names[last.winner]
                note += f" · last trick: {taker}, {points_text(points)}"
        elif last is not None and game.phase != "passing":
            cards = dict(last.cards)
            winner = last.winner
            led_by = last.leader
            taken = sum(game.table.points[c.index] for _, c in last.cards)
            who = "You take" if winner == 0 else f"{names[winner]} takes"
            note = f"{who} the trick: {points_text(taken)}"
        else:
            cards, winner, note, led_by = {}, None, "", None
        self._parts.trick.show(
            game.players,
            cards,
            winner=winner,
            note=note,
            ascii_suits=self.ascii_suits,
            led_by=led_by,
        )

    def _draw_hand(self, view: PlayerView | None = None) -> None:
        game = self.game
        view = view or game.view(0)
        legal = set(view.legal)
        my_turn = view.turn == 0
        received = set(view.received) if not view.tricks else set()
        passing = view.phase == "passing"
        looks = [
            CardLook(
                card=card,
                playable=passing or not my_turn or card in legal,
                selected=card in self.selected if passing else card == self.raised,
                received=card in received,
            )
            for card in view.hand
        ]
        hand = self._parts.hand
        hand.show(looks, ascii_suits=self.ascii_suits)
        turn = (view.hand_number, len(view.tricks))
        if my_turn and turn != self._cursor_placed_for:
            # Your turn has come: start from a card you may play.
            self._cursor_placed_for = turn
            hand.move_to_playable()
        hand.border_title = suits_text(
            f"You · hand {view.hand_points[0]} · total {view.scores[0]}", self.ascii_suits
        )

    def _prompt(self) -> str:
        game = self.game
        names = seat_names(game.players)
        if self.aids.finishing:
            return "Finishing the hand…"
        if self.aids.resume is not None:
            return "Press Enter for the next trick"
        if game.phase == "passing":
            if game.has_passed(0):
                return "Waiting for the others to pass…"
            return f"{pass_text(game)}: pick 3 with Enter or a click, then Pass (p)"
        if game.phase == "playing":
            received = game.received_cards(0)
            prefix = ""
            fresh = not game.tricks and len(game.hand(0)) == game.table.hand_size
            source = game.pass_source(0)
            if note := self.aids.only_card_note():
                prefix = note
            elif fresh and source is None:
                prefix = "No passing this hand. "
            elif fresh and received and source is not None:
                prefix = f"From {names[source]}: {' '.join(str(c) for c in received)} (marked). "
            if game.turn != 0:
                return prefix + f"{names[game.turn]} to play…"
            if not game.trick:
                last = game.last_trick
                took = "You took the last trick. " if last and last.winner == 0 else ""
                return prefix + took + "Your lead: choose a card"
            led = game.trick[0][1].suit
            if any(card.suit is led for card in game.hand(0)):
                return prefix + f"Your turn: follow {led.symbol}"
            return prefix + f"Your turn: you have no {led.symbol}, so discard"
        if game.phase == "game_over":
            return (
                f"Game over after {hands_text(len(game.history))}: "
                "n new game, r replay, Enter the results"
            )
        return f"Hand {game.hand_number} is over"

    # -- the player's moves ---------------------------------------------------------------

    def on_hand_view_card_chosen(self, message: HandView.CardChosen) -> None:
        message.stop()
        game = self.game
        card = message.card
        if card not in game.hand(0):
            return  # chosen on a hand still drawn for the game just replaced
        if self.aids.resume is not None:
            self.aids.next_trick()
            return
        if self.aids.finishing:
            self.set_status("Finishing the hand…")
            return
        if game.phase == "passing":
            self._toggle_pass(card)
        elif game.phase != "playing":
            return
        elif game.turn != 0:
            self.set_status("Not your turn")
        elif (reason := game.why_illegal(card, 0)) is not None:
            self.raised = None
            self.set_status(f"{card}: {reason}")
            self._draw_hand()
        elif (
            self.hearts.settings.confirm_move
            and self.raised != card
            and len(game.legal_cards()) > 1  # an only card needs no second thought
        ):
            self.raised = card
            self._draw_hand()
            self.set_status(f"{card} {describe_play(game, card)}. Press again to play it")
        else:
            self._play(card)

    def _toggle_pass(self, card: Card) -> None:
        if self.game.has_passed(0):
            self.set_status("Waiting for the others to pass…")
            return
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) == 3:
            self.set_status("Three chosen already: unpick one first")
            return
        else:
            self.selected.append(card)
        self._status = ""
        self.hearts.save_game(self.ui_state())
        self.redraw()

    def on_hand_view_pass_requested(self, message: HandView.PassRequested) -> None:
        message.stop()
        self.action_pass_cards()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "pass-button":
            event.stop()
            self.action_pass_cards()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Pass and Last always answer (with the reason when they cannot act); the key bar
        # dims them while they cannot.
        if action == "results":
            return self.game.phase == "game_over"
        if action == "next_trick":
            return self.aids.resume is not None
        return True

    def action_pass_cards(self) -> None:
        game = self.game
        if game.phase != "passing":
            self.set_status("There is no pass now: the pass comes at the start of a hand")
            return
        if game.has_passed(0):
            self.set_status("Passed already: waiting for the others…")
            return
        held = set(game.hand(0))
        self.selected = [card for card in self.selected if card in held]
        if len(self.selected) != 3:
            self.set_status(f"Choose 3 cards to pass first ({len(self.selected)} of 3 chosen)")
            return
        game.pass_cards(0, self.selected)
        self.selected = []
        self._parts.hand.focus()
        self._after_action()

    def _play(self, card: Card) -> None:
        self.raised = None
        self.aids.ended_trick(self.game.play(card, 0))
        self._after_action()

    # -- the flow -------------------------------------------------------------------------

    def _after_action(self) -> None:
        """A move was made: save, draw, and let whoever is next act."""
        self._serial += 1
        self._status = ""
        self.hearts.save_game(self.ui_state())
        self.redraw()
        self._advance()

    def forget_cpus(self) -> None:
        """Make the CPU players again (after a change of strength)."""
        self._players = {}

    def _pace(self) -> str:
        return self.hearts.settings.cpu_pace

    def _advance(self) -> None:
        """Start what comes next: CPU passes or plays, or the end-of-hand dialogs."""
        game = self.game
        serial = self._serial
        if game.phase == "passing":
            if game.has_passed(0):
                self._run_cpu("pass", [s for s in range(1, game.players)], serial, 0.0)
        elif game.phase == "playing":
            finished = not game.trick and bool(game.tricks)
            only = self.aids.only_legal_card()
            if self.aids.finishing:
                self._run_cpu("play", [game.turn], serial, 0.0)
            elif finished and self.aids.holding() and (game.turn != 0 or only):
                self.aids.wait_for_key(self._advance)
            elif game.turn != 0:
                delay = (TRICK_HOLD if finished else CARD_DELAY)[self._pace()]
                self._run_cpu("play", [game.turn], serial, delay)
            elif only is not None:
                delay = (TRICK_HOLD if finished else CARD_DELAY)[self._pace()]
                self._later(delay, serial, partial(self.aids.play_only_card, only))
        else:
            pending = game.moon_choice_pending
            if pending is not None and pending != 0:
                self._run_cpu("moon", [pending], serial, 0.0)
            elif self.aids.finishing:
                self.aids.finishing = False
                self._later(0.0, serial, self._hand_over)
            elif self.aids.holding():
                self.aids.wait_for_key(self._hand_over)
            else:
                self._later(TRICK_HOLD[self._pace()], serial, self._hand_over)

    def action_next_trick(self) -> None:
        """Go on after a finished trick ("wait for a key after each trick")."""
        self.aids.next_trick()

    def action_take_back(self) -> None:
        """Take back your last card or your pass (when allowed in the settings)."""
        self.take_backs.take_back()

    def action_finish_hand(self) -> None:
        """Offer to play the rest of the hand at once, when it cannot change any score."""
        self.aids.offer_finish()

    def on_click(self, event: events.Click) -> None:
        if self.aids.resume is not None and isinstance(event.widget, TrickView):
            event.stop()
            self.aids.next_trick()

    def _later(self, delay: float, serial: int, callback: Callable[[], None]) -> None:
        def fire() -> None:
            if serial == self._serial:
                callback()

        if delay > 0:
            self.set_timer(delay, fire)
        else:
            self.call_later(fire)

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            # Seat 0 plays only when "Finish the hand" plays your cards.
            maker = self.aids.your_player if seat == 0 else self.hearts.make_cpu
            self._players[seat] = maker(seat)
        return self._players[seat]

    def _run_cpu(self, kind: str, seats: list[int], serial: int, delay: float) -> None:
        jobs = [(seat, self._player(seat), self.game.view(seat)) for seat in seats]
        self._think(kind, jobs, serial, time.monotonic() + delay)

    def drop_pending(self) -> None:
        """The game is being replaced: CPU answers and timers still on their way are for
        the old game and must not touch the new one (``start_game`` follows in a worker)."""
        self._serial += 1

    @work(thread=True, group="cpu")
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
        self.app.call_from_thread(self._answered, kind, answers, serial, ready_at)

    def _answered(
        self, kind: str, answers: list[tuple[int, Any]], serial: int, ready_at: float
    ) -> None:
        if serial != self._serial or self.hearts.exiting:
            return
        self._later(
            max(0.0, ready_at - time.monotonic()), serial, partial(self._apply, kind, answers)
        )

    def _apply(self, kind: str, answers: list[tuple[int, Any]]) -> None:
        game = self.game
        expected = {"play": "playing", "pass": "passing"}.get(kind)
        if expected is not None and game.phase != expected:
            return  # answers for another moment of the game: never applied out of place
        for seat, answer in answers:
            try:
                if kind == "pass":
                    game.pass_cards(seat, answer)
                elif kind == "play":
                    self.aids.ended_trick(game.play(answer, seat))
                else:
                    game.choose_moon(answer)
            except (IllegalMove, ValueError) as error:
                self.notify(
                    f"{seat_names(game.players)[seat]}'s CPU erred: {error}", severity="error"
                )
                self._fallback(kind, seat)
        self._after_action()

    def _fallback(self, kind: str, seat: int) -> None:
        """Keep the game going when a CPU answers nonsense (a bug elsewhere)."""
        game = self.game
        if kind == "pass":
            game.pass_cards(seat, game.hand(seat)[:3])
        elif kind == "play":
            game.play(game.legal_cards()[0], seat)
        else:
            game.choose_moon("others_plus")

    def _hand_over(self) -> None:
        # Each dialog's answer is for the game it was opened on: a late answer for a game
        # that has since been replaced is dropped.
        game = self.game
        if game.moon_choice_pending == 0:
            from ..moon_choice import MoonChoiceScreen

            names = list(seat_names(game.players))
            self.hearts.open(
                MoonChoiceScreen(names[0], game.moon_outcomes(), names),
                partial(self._moon_chosen, game),
            )
        elif game.phase == "game_over":
            if self._recorded is not game:
                self._recorded = game
                self.hearts.record_finished(self.hints, self.take_backs.count)
            from .game_over import GameOverScreen

            self.hearts.open(
                GameOverScreen(game, self.ascii_suits, takebacks=self.take_backs.count),
                partial(self._game_over_choice, game),
            )
        elif game.phase == "hand_over":
            from .summary import HandSummaryScreen

            self.hearts.open(
                HandSummaryScreen(game, hints=self.hints, takebacks=self.take_backs.count),
                partial(self._next_hand, game),
            )

    def _moon_chosen(self, game: Game, choice: str | None) -> None:
        if game is self.game and game.moon_choice_pending == 0:
            game.choose_moon(choice or "others_plus")
            self._after_action()

    def _next_hand(self, game: Game, _: None = None) -> None:
        if game is self.game and game.phase == "hand_over":
            game.next_hand()
            self._after_action()

    def _game_over_choice(self, game: Game, choice: str | None) -> None:
        if game is not self.game or game.phase != "game_over":
            return
        if choice == "replay":
            self.hearts.replace_game(self.game.code)
        elif choice == "new":
            self.hearts.replace_game(None)
        else:
            self._draw_keys()

    # -- hints and reviews ----------------------------------------------------------------

    def _hint_possible(self) -> bool:
        game = self.game
        if game.phase == "passing":
            return game.pass_target(0) is not None and not game.has_passed(0)
        return game.phase == "playing" and game.turn == 0

    def action_hint(self) -> None:
        """Ask the hard CPU what it would do from your seat (your turn or your pass)."""
        if not self._hint_possible():
            self.set_status("A hint is for your turn or your pass")
            return
        self.set_status("Thinking…")
        self._think_hint(self.game.view(0), self.game.cpu_seed(0), self._serial)

    @work(thread=True, group="hint", exclusive=True)
    def _think_hint(self, view: PlayerView, seed: int, serial: int) -> None:
        """Off the UI thread: the analysis of your seat; handed back unless the game moved."""
        from ..hints import think

        hint = think(view, seed)
        self.app.call_from_thread(self._hint_ready, hint, serial)

    def _hint_ready(self, hint: Hint, serial: int) -> None:
        from ..hints import hint_text, moment_of

        if serial != self._serial or hint.moment != moment_of(self.game.view(0)):
            return  # you played (or passed) meanwhile: the hint is for a moment gone by
        if hint.moment not in self._hinted:
            self._hinted.add(hint.moment)
            self.hints += 1
            self.hearts.save_game(self.ui_state())
        self.set_status(hint_text(self.game, hint))

    def action_review(self) -> None:
        """Open the review of the last finished hand (PageUp/PageDown: the other hands)."""
        from ..hand_review import finished_hands
        from .review import ReviewScreen

        if not finished_hands(self.game):
            self.set_status("No hand is finished yet: a review comes after a hand")
            return
        self.hearts.open(ReviewScreen(self.game, ascii_suits=self.ascii_suits))

    # -- other keys -----------------------------------------------------------------------

    def action_last_trick(self) -> None:
        last = self.game.last_trick
        if last is None:
            self.set_status("No trick has been played yet this hand")
            return
        from .last_trick import LastTrickScreen

        self.hearts.open(LastTrickScreen(self.game, last, self.ascii_suits))

    def action_tracker(self) -> None:
        """The card tracker: a panel beside the table when there is room, else a dialog."""
        if self.app.size.width >= SIDE_PANEL_MIN_WIDTH:
            self.tracker_open = not self.tracker_open
            self._draw_tracker()
            return
        self.hearts.open(TrackerScreen(*self._tracker_columns()))

    def action_copy_code(self) -> None:
        # OSC 52: many terminals take it, some ignore it silently; so show the code as well.
        self.app.copy_to_clipboard(self.game.code)
        self.notify(
            f"Game code {self.game.code} sent to the terminal's clipboard; "
            "if it did not arrive, copy it from here",
            timeout=8,
        )

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.hearts.open(SettingsScreen(self.hearts.settings, self.game.code))

    def action_stats(self) -> None:
        self.hearts.show_stats()

    def action_unfinished(self) -> None:
        self.hearts.show_unfinished()

    def action_new_game(self) -> None:
        self.hearts.replace_game(None)

    def action_replay(self) -> None:
        self.hearts.replace_game(self.game.code)

    def action_results(self) -> None:
        """Open the game-over dialog again (after it was closed to look at the table)."""
        if self.game.phase == "game_over":
            from .game_over import GameOverScreen

            game = self.game
            self.hearts.open(
                GameOverScreen(game, self.ascii_suits, takebacks=self.take_backs.count),
                partial(self._game_over_choice, game),
            )

    def action_score_sheet(self) -> None:
        from .score_sheet import ScoreSheetScreen

        self.hearts.open(
            ScoreSheetScreen(self.game, self.ascii_suits, takebacks=self.take_backs.count)
        )

    def action_help(self) -> None:
        from .help import HelpScreen

        self.hearts.open(HelpScreen(self.game.rules, self.ascii_suits))
