"""The table screen: the hand, the CPUs, the trick, the scores; the flow of a whole game.

The screen reads the game from the app (``app.game``), holds what the game does not (your
pass pick, a raised card, the status line, the hints and take-backs used) and turns your
choices into engine calls.  Its parts, each a module of this package:

- :mod:`.drawing` draws every widget from the game (``redraw``);
- :mod:`.moves` turns a card chosen and the pass into engine calls;
- :mod:`.key_table` binds the table's keys and names them in the key bar;
- :mod:`.flow` runs the CPU players at their pace and opens the end-of-hand dialogs;
- :mod:`.keys` answers the keys that look or ask rather than play (i v l k c s g ?);
- :mod:`.play_aids` plays an only card, holds a finished trick, finishes a hand;
- :mod:`.take_back` takes back your last card or your pass;
- :mod:`.move_timer` counts down your move and makes it for you at zero;
- :mod:`.typed` chooses the cards typed by name in the card field (``/``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Final

from textual import events
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button

from ....engine import Card, Game
from ....store.stats import hints_used, takebacks_used
from ....words.describe import suits_text
from ....words.seats import seats_at
from ....words.status_line import HandLog, Said
from ...layouts import with_layouts
from ...table_shape import shape
from ...widgets.hand import HandView
from ...widgets.seat import SeatPanel
from ...widgets.trick import TrickView
from ..tracker import SIDE_PANEL_MIN_WIDTH, TRACKER_PANEL_WIDTH
from . import keys, moves, stock, typed
from .drawing import Drawing, Parts
from .flow import Flow
from .key_table import DIALOG_ACTIONS, TABLE_KEYS
from .move_timer import MoveTimer
from .play_aids import PlayAids
from .take_back import TakeBacks

if TYPE_CHECKING:
    from ...table_app import HeartsApp

#: From this size on the table is drawn large: 5-row cards, wider seat panels.
LARGE_WIDTH: Final = 120
LARGE_HEIGHT: Final = 36
#: From this many players the table is crowded: compact seat panels, stacked on the sides.
CROWDED: Final = 6


#: The keys that open the card field: ``/`` and what that key types in other layouts.
_CARD_FIELD_KEYS: Final = frozenset(with_layouts("slash").split(","))


class TableScreen(Screen[None]):
    """The game table (the app's default screen)."""

    BINDINGS: ClassVar[list[BindingType]] = [key.binding() for key in TABLE_KEYS]

    def __init__(self) -> None:
        super().__init__()
        #: The pending pass selection, in the order picked.
        self.selected: list[Card] = []
        #: The card raised by a first press (confirm move), waiting for the second; and which
        #: copy of it (Cancellation Hearts: a card held twice raises only the one chosen).
        self.raised: Card | None = None
        self.raised_copy = 0
        #: Domino Hearts: the cards you drew for the trick in play (marked in the hand).
        self.drawn_cards: list[Card] = []
        #: The status line's message until the next move ("" shows the prompt), and its
        #: short form for a row too narrow for it ("": none), or the words that fit a row
        #: of N columns, asked each time the line is drawn (a hint: the move timer's
        #: countdown may take room after the hint was worded).
        self.status_text = ""
        self.status_short: str | Callable[[int], str] = ""
        #: The status line's messages of the hand in play, in full (shown with ``l``).
        self.hand_log = HandLog()
        #: News for the player (``HeartsApp.tell``), said until your next move.
        self.news: list[Said] = []
        self._restored = False
        #: Draws the widgets (made in ``compose``).
        self.drawing: Drawing
        #: Who acts next and when: the CPUs, their pace, the end-of-hand dialogs.
        self.flow = Flow(self)
        #: Hints asked for in this game (saved with it), and the moments already counted.
        self.hints = 0
        self.hinted: set[tuple[int, int, str]] = set()
        #: Whether the card tracker panel is wanted beside the table (wide terminals).
        self.tracker_open = False
        #: An only card played for you, the pause after a trick, "Finish the hand".
        self.aids = PlayAids(self)
        #: Take-backs (key ``z``) of this game: their count marks it "assisted".
        self.take_backs = TakeBacks(self)
        #: The move timer (``rules.move_timer``): your move's countdown.
        self.move_timer = MoveTimer(self)

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
        hints used, the take-backs made so far and, at Domino Hearts, the cards you drew
        and have not yet played after (``"drawn"``, only while there are some)."""
        state: dict[str, Any] = {
            "selected": [card.code for card in self.selected],
            "hints": self.hints,
            "takebacks": self.take_backs.count,
        }
        if self.drawn_cards:
            state["drawn"] = [card.code for card in self.drawn_cards]
        return state

    def restore(self, ui_state: Mapping[str, Any]) -> None:
        """Take back a saved pass selection (cards no longer held are ignored), the counts
        of hints and take-backs, and the marks of the cards you drew (Domino, your turn)."""
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
        drawn = ui_state.get("drawn", [])
        if self.game.phase == "playing" and self.game.turn == 0 and isinstance(drawn, list):
            codes = {code for code in drawn if isinstance(code, str)}
            self.drawn_cards = [card for card in held if card.code in codes]

    def reset_cursor(self) -> None:
        """Put the hand's cursor on a playable card again at the next draw of your turn."""
        self.drawing.cursor_placed_for = (0, 0, 0)

    def set_status(
        self, text: str, short: str | Callable[[int], str] = "", *, draw: bool = True
    ) -> None:
        """Show ``text`` in the status line until the next move (``short`` where the row
        is too narrow for it; the log of the hand keeps ``text``); "" brings the prompt
        back."""
        self.status_text = text
        self.status_short = short
        if text:
            self.keep_said(text)
        if draw:
            self.drawing.status()

    def keep_said(self, text: str) -> None:
        """Keep ``text`` in the log of the hand in play (its long form, for ``l``)."""
        if text.strip():
            self.hand_log.add(self.game.hand_number, suits_text(text, False))

    def redraw(self) -> None:
        """Draw everything from the game."""
        self.drawing.redraw()

    def hint_possible(self) -> bool:
        """Whether a hint (``i``) has something to say now."""
        return keys.hint_possible(self)

    # -- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # The widgets are made and drawn first, then mounted: the first paint is the table
        # as it stands, with no second pass of styles and layout.
        if not self._restored:
            self._restored = True
            self.restore(self.hearts.ui_state_at_start)
        players = self.game.players
        crowded = players >= CROWDED
        self.set_class(crowded, "-crowded")
        parts = Parts(
            seats={
                seat: SeatPanel(id=f"seat-{seat}", classes="seat", compact=crowded)
                for seat in range(1, players)
            }
        )
        self.drawing = Drawing(self, parts)
        self.fit_size()
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
        with Horizontal(id="status-row"):
            yield parts.status
            yield parts.card_field
            yield parts.timer
        yield parts.keys

    def on_mount(self) -> None:
        self.drawing.parts.hand.focus()
        if self.hearts.notice:
            self.set_status(self.hearts.notice)
        if self.game.trick:
            # Resumed mid-trick: the CPUs wait until the table is on the screen, then the
            # trick stands a while as it was left (a loaded machine's first frame can come
            # later than a card's pace after the mount).
            self.call_after_refresh(self._first_frame)
        else:
            self.flow.advance()
            self.call_after_refresh(self.hearts.table_ready)
        self.move_timer.start()

    def _first_frame(self) -> None:
        """The resumed trick is on the screen: the CPUs go on from here, then the keys
        typed meanwhile are replayed."""
        self.flow.advance(resumed=True)
        self.hearts.table_ready()

    def fit_size(self) -> bool:
        """Mark a big table (class ``-large``): bigger cards, seats with more to say
        (table.tcss, HandView, SeatInfo.detail); or a tall one (class ``-tall``, from
        :func:`..table_shape.shape`: a phone upright).  True when either changed.

        The tracker panel beside the table takes its columns from the table's: at 120
        columns the large seats would overlap in what is left, so the table is drawn as
        at 80 columns until the panel is hidden."""
        width, height = self.app.size
        tall = shape(width, height) == "tall"
        if self.tracker_open and width >= SIDE_PANEL_MIN_WIDTH:
            width -= TRACKER_PANEL_WIDTH
        large = width >= LARGE_WIDTH and height >= LARGE_HEIGHT
        changed = large != self.has_class("-large") or tall != self.has_class("-tall")
        self.set_class(large, "-large")
        self.set_class(tall, "-tall")
        return changed

    @property
    def tall(self) -> bool:
        """Whether the table is drawn tall (a phone upright, a tall narrow window)."""
        return self.has_class("-tall")

    def on_resize(self) -> None:
        if self.fit_size():
            self.redraw()
        else:
            self.drawing.status_words()  # worded again for the new width, still one row
        self.hearts.check_size()
        self.drawing.tracker()

    async def start_game(self, ui_state: Mapping[str, Any] | None = None) -> None:
        """The app replaced the game: rebuild the table for it and play on.

        ``ui_state`` is the saved table state of a resumed game (its pass selection).
        """
        self.flow.drop_pending()
        self.selected = []
        self.hints = 0
        self.hinted = set()
        self.take_backs = TakeBacks(self)
        if ui_state:
            self.restore(ui_state)
        self.raised = None
        self.drawn_cards = []
        self.status_text = self.status_short = ""
        self.hand_log = HandLog()
        typed.close_field(self)
        self.flow.forget_cpus()
        self.aids = PlayAids(self)
        self.reset_cursor()
        if len(self.drawing.parts.seats) + 1 == self.game.players:
            # The same seats: draw the new game on the widgets there are.  (A recompose
            # takes every widget down and up again; in a burst of new games one hung
            # waiting for a button that never took its prune.)
            self.redraw()
        else:
            await self.recompose()
        self.drawing.parts.hand.focus()
        self.flow.advance(resumed=True)
        self.move_timer.start()

    # -- the player's moves ---------------------------------------------------------------

    def on_hand_view_card_chosen(self, message: HandView.CardChosen) -> None:
        message.stop()
        moves.choose_card(self, message.card, message.copy)

    def on_hand_view_pass_requested(self, message: HandView.PassRequested) -> None:
        message.stop()
        self.action_pass_cards()

    def action_card_field(self) -> None:
        """Open the card field: type a card by name (``qs``, ``10h``; ``2c 3h kd`` to pass)."""
        typed.open_field(self)

    def card_field_key(self, event: events.Key) -> bool:
        """Each key as it comes (the app calls this before any binding or widget sees
        it): ``/`` opens the card field, and while it is open the field takes the keys
        it types with.  True when the key was the field's."""
        field = self.drawing.parts.card_field
        if field.is_open:
            return field.key(event)
        if event.key in _CARD_FIELD_KEYS:  # "/", or the same key in another layout
            typed.open_field(self)
            return True
        return False

    def dialog_key(self, event: events.Key) -> str | None:
        """The action of ``event`` when it is a key of the table that opens a dialog (and
        may now), else None.  Its binding runs only once the key has gone round the hand
        and back to the app: the app holds the keys typed after it meanwhile ("s ↓↓ ⏎" in
        one burst reached the hand), see ``HeartsApp.on_event``."""
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            if binding.action in DIALOG_ACTIONS and self.check_action(binding.action, ()):
                return binding.action
        return None

    def on_paste(self, event: events.Paste) -> None:
        if self.drawing.parts.card_field.is_open:
            event.stop()
            self.drawing.parts.card_field.paste(event.text)

    def on_trick_view_draw_requested(self, message: TrickView.DrawRequested) -> None:
        message.stop()
        self.action_draw()

    def action_draw(self) -> None:
        """Domino Hearts: draw from the stock when you cannot follow suit."""
        stock.draw(self)

    def action_draw_until(self) -> None:
        """Domino Hearts: draw until you can follow suit (or the stock is empty)."""
        stock.draw(self, until=True)

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
        moves.pass_cards(self)

    def play(self, card: Card) -> None:
        """Play ``card`` from your hand (legal: the caller checked), then go on."""
        self.raised = None
        self.drawn_cards = []
        self.news = []
        self.aids.ended_trick(self.game.play(card, 0))
        self.after_action()

    def after_action(self) -> None:
        """A move was made: save, draw, and let whoever is next act."""
        self.flow.drop_pending()
        self.status_text = self.status_short = ""
        self.hearts.save_game(self.ui_state())
        self.redraw()
        self.flow.advance()

    def forget_cpus(self) -> None:
        """Make the CPU players again (after a change of strength)."""
        self.flow.forget_cpus()

    def drop_pending(self) -> None:
        """The game is being replaced: CPU answers and timers still on their way are for
        the old game and must not touch the new one (``start_game`` follows in a worker)."""
        self.flow.drop_pending()

    def on_click(self, event: events.Click) -> None:
        if self.aids.resume is not None and isinstance(event.widget, TrickView):
            event.stop()
            self.aids.next_trick()

    # -- the keys -------------------------------------------------------------------------

    def action_next_trick(self) -> None:
        """Go on after a finished trick ("wait for a key after each trick")."""
        self.aids.next_trick()

    def action_take_back(self) -> None:
        """Take back your last card or your pass (when allowed in the settings)."""
        self.take_backs.take_back()

    def action_finish_hand(self) -> None:
        """Offer to play the rest of the hand at once, when it cannot change any score."""
        self.aids.offer_finish()

    def action_hint(self) -> None:
        """Ask the hard CPU what it would do from your seat (your turn or your pass)."""
        keys.hint(self)

    def action_review(self) -> None:
        """Open the review of the last finished hand (PageUp/PageDown: the other hands)."""
        keys.review(self)

    def action_last_trick(self) -> None:
        keys.last_trick(self)

    def action_tracker(self) -> None:
        """The card tracker: a panel beside the table when there is room, else a dialog."""
        keys.tracker(self)

    def action_copy_code(self) -> None:
        keys.copy_code(self)

    def action_settings(self) -> None:
        keys.settings(self)

    def action_score_sheet(self) -> None:
        keys.score_sheet(self)

    def action_help(self) -> None:
        keys.help_page(self)

    def action_menu(self) -> None:
        """The menu: every action of the table as a button (a finger has no keyboard)."""
        keys.menu(self)

    def action_results(self) -> None:
        """Open the game-over dialog again (after it was closed to look at the table)."""
        if self.game.phase == "game_over":
            self.flow.open_results()

    def action_stats(self) -> None:
        self.hearts.show_stats()

    def action_unfinished(self) -> None:
        self.hearts.show_unfinished()

    def action_new_game(self) -> None:
        self.hearts.replace_game(None)

    def action_replay(self) -> None:
        self.hearts.replace_game(self.game.code)
