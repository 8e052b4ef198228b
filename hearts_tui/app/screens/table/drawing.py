"""The table's redraw: every widget of the table drawn from the game and the table's state.

``Drawing`` holds the table's widgets (made before they are mounted, so the first paint is
the table as it stands) and draws them: the top bar, the seats, the trick, the hand, the pass
panel, the key bar, the status line and the card tracker beside the table.  The words come
from the game alone (:mod:`..describe`) and from what the table holds besides it: the pass
pick, a raised card, the play aids.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from rich.cells import cell_len
from textual.containers import Vertical
from textual.widgets import Button, Static

from ....engine import PassCycle, Variant
from ....engine.game import QUEEN_MUST_GO
from ....engine.reasons import draw_reason
from ....words import touch
from ....words.describe import (
    QUEEN_OF_SPADES,
    cancelled_text,
    carried_text,
    carried_with,
    hands_text,
    pass_text,
    points_text,
    suits_text,
    trick_leader,
    waiting_text,
)
from ....words.engine_words import said
from ....words.language import _, ngettext, pgettext
from ....words.nouns import card_label, card_noun, suit_label, table_style
from ....words.seats import initials, seat_names, seat_noun
from ....words.status_line import Said, cut, fit
from ....words.top_info import top_info
from ...widgets.card_field import CardField
from ...widgets.hand import CardLook, HandView
from ...widgets.keybar import Key, KeyBar
from ...widgets.seat import SeatInfo, SeatPanel
from ...widgets.topbar import TopBar
from ...widgets.trick import Stock, TrickView
from ..tracker import SIDE_PANEL_MIN_WIDTH, TrackerPanel, TrackerScreen
from .key_table import bar_key, for_fingers


def set_line(line: Static, text: str) -> None:
    """Show ``text`` on the one-line ``line``: nothing when it already shows it, and no
    layout of the screen when the new words fit the row as the old ones did.

    ``Static.update`` lays the whole screen out again on every call: choosing a card for
    the pass ("2 of 3 chosen", the status line) cost a layout of the table a key
    (benchmarks/responsiveness.py).
    """
    old = str(line.content)
    if text == old:
        return
    width = line.content_size.width
    fits = "\n" not in text + old and 0 < cell_len(text) <= width and 0 < cell_len(old) <= width
    line.update(text, layout=not fits)


def two_rows(parts: list[Said], width: int, ascii_suits: bool) -> str:
    """The status line's ``parts`` in the longest wording that wraps into two rows of
    ``width`` cells (a tall table), wrapped; the last row cut with "…" if none does."""
    for room in range(2 * width, width - 1, -1):
        text = suits_text(fit(parts, room), ascii_suits)
        rows = textwrap.wrap(text, width) or [""]
        if len(rows) <= 2:
            return "\n".join(rows)
    rows = textwrap.wrap(text, width)
    return "\n".join([rows[0], cut(" ".join(rows[1:]), width, ascii_only=ascii_suits)])


if TYPE_CHECKING:
    from ....engine import Card, PlayerView
    from .screen import TableScreen

#: The status line's and the countdown's padding, left and right together (table.tcss).
STATUS_PADDING: Final = 2
#: Between a message and the prompt that stays after it ("… · Enter: next trick").
MESSAGE_END: Final = " · "


@dataclass
class Parts:
    """The table's widgets, made before they are mounted so they can be drawn first."""

    seats: dict[int, SeatPanel]
    top: TopBar = field(default_factory=lambda: TopBar(id="topbar"))
    trick: TrickView = field(default_factory=lambda: TrickView(id="trick"))
    pass_panel: Vertical = field(default_factory=lambda: Vertical(id="pass-panel"))
    pass_label: Static = field(default_factory=lambda: Static(id="pass-label"))
    pass_count: Static = field(default_factory=lambda: Static(id="pass-count"))
    pass_button: Button = field(
        default_factory=lambda: Button(
            pgettext("button", "Pass"), id="pass-button", variant="primary"
        )
    )
    hand: HandView = field(default_factory=lambda: HandView(id="hand"))
    status: Static = field(default_factory=lambda: Static(id="status"))
    #: The move timer's countdown, at the right of the status line (hidden while idle).
    timer: Static = field(default_factory=lambda: Static(id="move-timer"))
    #: The card field (``/``): a card typed by name, in place of the status while open.
    card_field: CardField = field(default_factory=lambda: CardField(id="card-field"))
    keys: KeyBar = field(default_factory=lambda: KeyBar(id="keys"))
    tracker: TrackerPanel = field(default_factory=lambda: TrackerPanel(id="tracker-panel"))


class Drawing:
    """Draws ``parts`` for ``table``: all at once (``redraw``) or one part after a change."""

    def __init__(self, table: TableScreen, parts: Parts) -> None:
        self._table = table
        self.parts = parts
        #: The (hand, trick, cards held) for which the cursor was last put on a playable
        #: card (a card drawn at Domino Hearts is a new moment: it may be the one to play).
        self.cursor_placed_for: tuple[int, int, int] = (0, 0, 0)

    def redraw(self) -> None:
        """Draw everything from the game."""
        table = self._table
        game = table.game
        parts = self.parts
        if len(parts.seats) + 1 != game.players:
            # A game for another number of players replaced this one: the table is rebuilt
            # for it (``start_game``, in a worker); a key meanwhile must not draw on these.
            return
        names = seat_names(game.players)
        ascii_suits = table.ascii_suits
        passing = game.phase == "passing"
        totals = "  ".join(f"{names[s]} {game.scores[s]}" for s in range(game.players))
        short = " ".join(f"{initials(names[s])} {game.scores[s]}" for s in range(game.players))
        # Ten players with three-digit totals: the initials touch their numbers ("Y102 A97").
        you = pgettext("you, in one letter", "Y")
        tight = " ".join(
            f"{you if s == 0 else initials(names[s])}{game.scores[s]}" for s in range(game.players)
        )
        parts.top.show(
            game.code,
            top_info(game),
            totals,
            short,
            unsaved=not table.hearts.saving_ok,
            tight_totals=tight,
        )
        view = game.view(0)
        sizes, points = view.hand_sizes, view.hand_points
        detail = table.has_class("-large")
        tricks = [0] * game.players
        taken: list[list[Card]] = [[] for _ in range(game.players)]
        for record in view.tricks:
            if record.winner < 0:
                continue  # Cancellation: a trick nobody won yet, waiting for the next winner
            tricks[record.winner] += 1
            taken[record.winner] += [c for _, c in record.cards if game.table.points[c.index]]
        if view.kitty and view.tricks and view.tricks[0].winner >= 0:
            # Shown once the hand is over, the kitty went with the first trick (as its points).
            taken[view.tricks[0].winner] += [c for c in view.kitty if game.table.points[c.index]]
        for seat in range(1, game.players):
            note = ""
            if passing:
                note = _("passed") if game.has_passed(0) else _("choosing")
            elif seat in view.out:
                note = pgettext("a seat out of the hand", "out")
            elif view.drawn and view.drawn[seat]:
                note = _("drew {count}").format(count=view.drawn[seat])
            parts.seats[seat].show(
                SeatInfo(
                    name=names[seat],
                    cards=sizes[seat],
                    hand_points=points[seat],
                    total=game.scores[seat],
                    note=note,
                    on_turn=game.turn == seat,
                    out=seat in view.out,
                    ascii=ascii_suits,
                    detail=detail,
                    tricks=tricks[seat],
                    taken=tuple(taken[seat]),
                )
            )
        self.trick(view)
        self.hand(view)
        parts.pass_panel.display = passing
        parts.trick.display = not passing
        if passing:
            count = len(table.selected)
            parts.pass_button.label = pgettext("button", "Pass")  # the language may change
            set_line(parts.pass_label, suits_text(pass_text(game), ascii_suits))
            set_line(
                parts.pass_count,
                _("Passed: waiting for the others")
                if game.has_passed(0)
                else _("{count} of 3 chosen").format(count=count),
            )
            parts.pass_button.disabled = count != 3 or game.has_passed(0)
        self.keys()
        self.tracker(view)
        self.status()

    def tracker_columns(self, view: PlayerView | None = None) -> tuple[list[str], list[str]]:
        """The tracker's two columns (counts, points) for the human's view."""
        # Imported here: the tracker is drawn only once it is opened (start-up time).
        from ....words.tracker import tracker_columns, tracker_facts

        table = self._table
        facts = tracker_facts(view or table.game.view(0))
        return tracker_columns(facts, ascii_suits=table.ascii_suits)

    def tracker(self, view: PlayerView | None = None) -> None:
        """The tracker panel (wide terminals) and an open tracker dialog follow the play."""
        table = self._table
        panel = self.parts.tracker
        beside = table.tracker_open and table.app.size.width >= SIDE_PANEL_MIN_WIDTH
        dialogs = [s for s in table.app.screen_stack if isinstance(s, TrackerScreen)]
        if not beside and not dialogs:
            panel.display = False
            return
        counts, points = self.tracker_columns(view)
        panel.display = beside
        if beside:
            panel.show([_("Card tracker (k hides)"), "", *counts, "", *points])
        for dialog in dialogs:
            dialog.show(counts, points)

    def status(self) -> None:
        """The status line, one row: the table's message if there is one, else the prompt,
        worded to fit beside the move timer's countdown at its right.  Its news goes to the
        hand's log in full."""
        self._table.move_timer.show()
        self.status_words()

    def status_words(self) -> None:
        """The status line's words, fitted to the room the countdown leaves them."""
        table = self._table
        width = self.status_width()
        if table.status_text and table.aids.resume is not None:
            # The table still waits for Enter after a trick: a message (a hint, a refusal)
            # comes first, and the prompt stays after it.
            waiting = self.prompt()
            short = table.status_short
            room = max(1, width - len(MESSAGE_END) - len(waiting[-1].brief))
            brief = short if isinstance(short, str) else short(room)
            parts = [
                Said(table.status_text + MESSAGE_END, brief + MESSAGE_END if brief else ""),
                *waiting,
            ]
        elif table.status_text:
            short = table.status_short
            parts = [Said(table.status_text, short if isinstance(short, str) else short(width))]
        else:
            parts = self.prompt()
            for part in parts[:-1]:  # the news of the moment, not the prompt
                table.keep_said(part.long)
        if table.tall:
            # Two rows: the longest wording whose words wrap into them.
            text = two_rows(parts, width, table.ascii_suits)
            if self.parts.status.content != text:
                self.parts.status.update(text)
            return
        # Cut here, between words, not by the row's "…" in the middle of one ("…сбрасыв"),
        # and in ASCII where a C locale cannot show "…" (issue 30 §5).
        text = cut(
            suits_text(fit(parts, width), table.ascii_suits), width, ascii_only=table.ascii_suits
        )
        set_line(self.parts.status, text)

    def status_width(self) -> int:
        """The status line's columns for words: the screen's width less its padding and
        the move timer's countdown (worked out, not read from the layout, which lags a
        refresh behind)."""
        table = self._table
        width = table.app.size.width - STATUS_PADDING
        countdown = table.move_timer.text()
        if countdown:
            width -= len(countdown) + STATUS_PADDING
        return max(width, 1)

    def keys(self) -> None:
        """The key bar: the keys that mean something now (dimmed while they cannot act),
        in the order a player needs them: the keys to play and those of the moment (kept),
        the aids of the trick, then what is not about this move; help and quit last (kept).
        Where not all fit, the bar leaves out the last of them first (help lists all)."""
        table = self._table
        game = table.game
        aids = table.aids
        # The app's key, not the table's.
        quit_key = Key("q", _("Quit"), "app.quit", kept=True)
        ending = (bar_key("help", kept=True), quit_key)
        if game.phase == "game_over":
            over = ("new_game", "replay", "results")
            after = ("score_sheet", "review", "unfinished", "settings", "stats", "copy_code")
            keys = [bar_key(action, kept=True) for action in over]
            self._show_keys((*keys, *(bar_key(action) for action in after), *ending))
            return
        passing = game.phase == "passing"
        if aids.resume is not None:
            keys = [bar_key("next_trick", kept=True)]
        else:
            keys = [Key("←→", _("Card"), kept=True), Key("⏎", _("Choose"), kept=True)]
        if passing:
            ready = len(table.selected) == 3 and not game.has_passed(0)
            keys.append(bar_key("pass_cards", ready, kept=True))
        if game.phase == "playing" and game.must_draw and game.turn == 0:
            # Domino Hearts, only while a draw is due: one card, or until you can follow.
            keys += [bar_key("draw", kept=True), bar_key("draw_until", kept=True)]
        if aids.finish_offered():
            keys.append(bar_key("finish_hand", kept=True))
        if table.take_backs.possible():
            keys.append(bar_key("take_back", kept=True))
        keys.append(bar_key("hint", table.hint_possible()))
        if not passing:  # no trick to look back at in the pass
            keys.append(bar_key("last_trick", game.last_trick is not None))
            keys.append(bar_key("tracker"))
        if aids.resume is None:
            keys.append(bar_key("card_field"))
        keys.append(bar_key("score_sheet"))
        if game.history:  # a hand is over: there is one to review
            keys.append(bar_key("review"))
        if passing:
            keys.append(bar_key("tracker"))
        later = ["settings", "stats", "copy_code", "unfinished"]
        if not table.tall:  # a tall table's bar: New game and Replay at the game's end only
            later += ["new_game", "replay"]
        keys += [bar_key(action) for action in later]
        self._show_keys((*keys, *ending))

    def _show_keys(self, keys: tuple[Key, ...]) -> None:
        """Show ``keys`` in the key bar; for fingers (a touch screen, or a tall table) see
        :func:`.key_table.for_fingers`: buttons on a tall table, no key named on touch."""
        table = self._table
        touch_screen, tall = touch.on_touch(), table.tall
        if touch_screen or tall:
            keys = for_fingers(keys, touch=touch_screen, tall=tall)
        self.parts.keys.show(keys, buttons=tall, named=not touch_screen)

    def trick(self, view: PlayerView | None = None) -> None:
        """The trick in play; between tricks, the last one and who took it.  At Cancellation
        Hearts the cancelled cards are struck and named, and the cards of tricks nobody won
        are listed, waiting for the next winner."""
        table = self._table
        game = table.game
        trick = game.trick
        last = game.last_trick
        extra: list[str] = []
        #: Who played last (a CPU's card stands out for a moment) and who takes the trick
        #: shown closed (the name stands out).
        played = trick or (last.cards if last is not None and game.phase != "passing" else ())
        fresh = played[-1][0] if played and played[-1][0] != 0 else None
        taker: int | None = None
        if trick:
            ahead = trick_leader(trick)
            cards = dict(trick)
            winner: int | None = None if ahead is None else ahead[0]
            led_by: int | None = trick[0][0]
            cancelled = set(game.cancelled)
            note = _("Trick {number}").format(number=game.trick_number)
            if last is not None:
                # The finished trick is gone from the table once the next is led (at
                # once, at the instant pace): say at least who took it.
                points = sum(game.table.points[c.index] for _seat, c in last.cards)
                if last.winner < 0:
                    # Cancellation Hearts: every card of its suit led cancelled.
                    note += " · " + _("last trick: every {suit} cancelled").format(
                        suit=suit_label(last.lead_suit, ascii_suits=table.ascii_suits)
                    )
                else:
                    note += " · " + _("last trick: {seat}, {points}").format(
                        seat=seat_noun(game.players, last.winner), points=points_text(points)
                    )
        elif last is not None and game.phase != "passing":
            cards = dict(last.cards)
            winner = last.winner if last.winner >= 0 else None
            led_by = last.leader
            taker = winner
            cancelled = set(last.cancelled)
            taken = sum(game.table.points[c.index] for _seat, c in last.cards)
            if last.carried:
                note = carried_text(last, ascii_suits=table.ascii_suits)
            else:
                seat = seat_noun(game.players, last.winner)
                note = (
                    _("You take the trick: {points}")
                    if winner == 0
                    else _("{seat} takes the trick: {points}")
                ).format(seat=seat, points=points_text(taken))
                if before := carried_with(game.tricks):
                    # Cancellation Hearts: the tricks nobody could win go with it.
                    count = sum(len(record.cards) for record in before)
                    more = sum(game.table.points[c.index] for r in before for _s, c in r.cards)
                    note = (
                        ngettext(
                            "You take the trick and {count} waiting card: {points}",
                            "You take the trick and {count} waiting cards: {points}",
                            count,
                        )
                        if winner == 0
                        else ngettext(
                            "{seat} takes the trick and {count} waiting card: {points}",
                            "{seat} takes the trick and {count} waiting cards: {points}",
                            count,
                        )
                    ).format(seat=seat, count=count, points=points_text(taken + more))
        else:
            cards, winner, note, led_by, cancelled = {}, None, "", None, set()
        if cancelled:
            extra.append(cancelled_text(sorted(cancelled)))
        if waiting := waiting_text(game):
            extra.append(waiting)
        view = view or game.view(0)
        self.parts.trick.cross = table.tall
        self.parts.trick.show(
            game.players,
            cards,
            winner=winner,
            note=note,
            ascii_suits=table.ascii_suits,
            led_by=led_by,
            out=view.out,
            stock=self.stock(view),
            cancelled=[seat for seat, card in cards.items() if card in cancelled],
            extra=extra,
            fresh=fresh,
            taker=taker,
        )

    def stock(self, view: PlayerView) -> Stock | None:
        """Domino Hearts: the face-down stock and, when you must draw, the draw control."""
        table = self._table
        if table.game.rules.variant is not Variant.DOMINO or view.phase != "playing":
            return None
        due = view.must_draw and view.turn == 0 and not table.aids.finishing
        note = ""
        if due and view.lead_suit is not None:
            suit = suit_label(view.lead_suit, ascii_suits=table.ascii_suits)
            note = (
                touch.draw_control(suit)
                if touch.on_touch()
                else _("No {suit}: draw a card (d)").format(suit=suit)
            )
        return Stock(view.stock_size, note)

    def hand(self, view: PlayerView | None = None) -> None:
        """Your hand: which cards are playable, chosen, raised or received; its title."""
        table = self._table
        view = view or table.game.view(0)
        legal = set(view.legal)
        my_turn = view.turn == 0
        received = set(view.received) if not view.tricks else set()
        received.update(table.drawn_cards)  # Domino: just drawn, until you play
        passing = view.phase == "passing"
        looks = []
        for slot, card in enumerate(view.hand):
            copy = view.hand[:slot].count(card)  # 1 for the second of two identical cards
            raised = card == table.raised and copy == table.raised_copy
            looks.append(
                CardLook(
                    card=card,
                    playable=passing or not my_turn or card in legal,
                    selected=card in table.selected if passing else raised,
                    received=card in received,
                )
            )
        hand = self.parts.hand
        hand.show(looks, ascii_suits=table.ascii_suits)
        self.parts.card_field.offer(view.hand, legal if my_turn else ())
        turn = (view.hand_number, len(view.tricks), len(view.hand))
        if my_turn and turn != self.cursor_placed_for:
            # Your turn has come: start from a card you may play.
            self.cursor_placed_for = turn
            hand.move_to_playable()
        title = _("You · hand {points} · total {total}").format(
            points=view.hand_points[0], total=view.scores[0]
        )
        if 0 in view.out:
            title += " · " + _("out of this hand")
        elif view.drawn and view.drawn[0]:
            title += " · " + _("drew {count}").format(count=view.drawn[0])
        hand.border_title = suits_text(title, table.ascii_suits)

    def prompt(self) -> list[Said]:
        """What the status line says when the table has no message: the news of the moment
        (an only card or a time run out, the cards received), then whose move, and how."""
        table = self._table
        game = table.game
        aids = table.aids
        if aids.finishing:
            return [Said(_("Finishing the hand…"))]
        if aids.resume is not None:
            if touch.on_touch():
                return [touch.next_trick_prompt()]
            return [Said(_("Press Enter for the next trick"), _("Enter: next trick"))]
        timed = table.move_timer.note()  # "Time: 5♣ played for you. "
        news = [*table.news, timed] if timed.long else list(table.news)
        if game.phase == "passing":
            if game.has_passed(0):
                return [*news, Said(_("Waiting for the others to pass…"))]
            pass_words = pass_text(game)
            if touch.on_touch():
                return [*news, touch.pass_prompt(pass_words, ready=len(table.selected) == 3)]
            if len(table.selected) == 3:
                return [
                    *news,
                    Said(
                        _("{pass}: 3 chosen, Pass (p) sends them").format(**{"pass": pass_words}),
                        _("3 chosen: p passes them"),
                    ),
                ]
            return [
                *news,
                Said(
                    _("{pass}: pick 3 with Enter or a click, then Pass (p)").format(
                        **{"pass": pass_words}
                    ),
                    _("Pick 3 cards to pass, then p"),  # the pass panel names where
                ),
            ]
        if game.phase == "playing":
            received = game.received_cards(0)
            fresh = not game.tricks and len(game.hand(0)) == game.table.hand_size
            source = game.pass_source(0)
            if (note := aids.only_card_note()).long:
                news.append(note)
            elif fresh and source is None and game.rules.pass_cycle is not PassCycle.OFF:
                # Only where other hands pass: at a table that never does (Domino and
                # Cancellation Hearts, No Black Lady) there is nothing to say.
                news.append(Said(_("No passing this hand. "), _("No pass. ")))
            elif fresh and received and source is not None:
                cards = " ".join(card_label(c) for c in received)
                news.append(
                    Said(
                        _("From {seat}: {cards} (marked). ").format(
                            seat=seat_noun(game.players, source), cards=cards
                        ),
                        # The short form says "from" too: "West: 9♦ J♦" read as a pass to West.
                        _("From {seat}: {cards}. ").format(
                            seat=seat_noun(game.players, source), cards=cards
                        ),
                    )
                )
            return [*news, *self._turn_prompt()]
        if game.phase == "game_over":
            hands = hands_text(len(game.history))
            if touch.on_touch():
                return [*news, touch.game_over_prompt(hands)]
            if table.flow.results_open:  # Enter does nothing there: the results are open
                return [
                    *news,
                    Said(
                        _("Game over after {hands}: n new game, r replay").format(hands=hands),
                        _("Game over: n new game, r replay"),
                    ),
                ]
            return [
                *news,
                Said(
                    _("Game over after {hands}: n new game, r replay, Enter the results").format(
                        hands=hands
                    ),
                    _("Game over: n new game, r replay, Enter the results"),
                ),
            ]
        return [Said(_("Hand {number} is over").format(number=game.hand_number))]

    def _turn_prompt(self) -> list[Said]:
        """Whose turn it is in the play, and what you may do on yours."""
        game = self._table.game
        if game.turn != 0:
            seat = seat_noun(game.players, game.turn)
            if game.must_draw:
                lacking = suit_label(game.trick[0][1].suit, ascii_suits=self._table.ascii_suits)
                return [
                    Said(
                        _("{seat} has no {suit}: draws from the stock…").format(
                            seat=seat, suit=lacking
                        )
                    )
                ]
            return [Said(_("{seat} to play…").format(seat=seat))]
        if game.must_draw:
            suit = game.trick[0][1].suit
            label = suit_label(suit, ascii_suits=self._table.ascii_suits)
            if touch.on_touch():
                return [Said(touch.must_draw(label))]
            style = table_style(self._table.ascii_suits)
            return [
                Said(
                    _("Draw: you have no {suit} — d draws a card, D until you can follow").format(
                        suit=label
                    ),
                    said(draw_reason(suit), style),
                )
            ]
        if not game.trick:
            last = game.last_trick
            took = [Said(_("You took the last trick. "), _("You took it. "))]
            lead = Said(_("Your lead: choose a card"), _("Your lead"))
            return [*took, lead] if last and last.winner == 0 else [lead]
        led_suit = game.trick[0][1].suit
        led = suit_label(led_suit, ascii_suits=self._table.ascii_suits)
        if game.rules.queen_must_go and game.legal_cards() == [QUEEN_OF_SPADES]:
            held = [card for card in game.hand(0) if card != QUEEN_OF_SPADES]
            if held and game.why_illegal(held[0], 0) == QUEEN_MUST_GO:
                queen = card_noun(QUEEN_OF_SPADES, "label")
                return [
                    Said(
                        _("Your turn: you must shed the {queen} now (Q♠ must go)").format(
                            queen=queen
                        ),
                        _("Shed the {queen} now (Q♠ must go)").format(queen=queen),
                    )
                ]
        if any(card.suit is led_suit for card in game.hand(0)):
            return [Said(_("Your turn: follow {suit}").format(suit=led))]
        if game.rules.variant is Variant.DOMINO:
            return [
                Said(
                    _("Your turn: no {suit} and the stock is empty, so discard").format(suit=led),
                    _("No {suit}, stock empty: discard").format(suit=led),
                )
            ]
        return [
            Said(
                _("Your turn: you have no {suit}, so discard").format(suit=led),
                _("No {suit}: discard").format(suit=led),
            )
        ]
