"""The table's redraw: every widget of the table drawn from the game and the table's state.

``Drawing`` holds the table's widgets (made before they are mounted, so the first paint is
the table as it stands) and draws them: the top bar, the seats, the trick, the hand, the pass
panel, the key bar, the status line and the card tracker beside the table.  The words come
from the game alone (:mod:`..describe`) and from what the table holds besides it: the pass
pick, a raised card, the play aids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.containers import Vertical
from textual.widgets import Button, Static

from ...describe import hands_text, pass_text, points_text, suits_text, table_label
from ...seats import initials, seat_names
from ...tracker import tracker_columns, tracker_facts
from ...widgets.hand import CardLook, HandView
from ...widgets.keybar import Key, KeyBar
from ...widgets.seat import SeatInfo, SeatPanel
from ...widgets.topbar import TopBar
from ...widgets.trick import TrickView
from ..tracker import SIDE_PANEL_MIN_WIDTH, TrackerPanel, TrackerScreen

if TYPE_CHECKING:
    from ....engine import Card, PlayerView
    from .screen import TableScreen


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
        default_factory=lambda: Button("Pass", id="pass-button", variant="primary")
    )
    hand: HandView = field(default_factory=lambda: HandView(id="hand"))
    status: Static = field(default_factory=lambda: Static(id="status"))
    keys: KeyBar = field(default_factory=lambda: KeyBar(id="keys"))
    tracker: TrackerPanel = field(default_factory=lambda: TrackerPanel(id="tracker-panel"))


class Drawing:
    """Draws ``parts`` for ``table``: all at once (``redraw``) or one part after a change."""

    def __init__(self, table: TableScreen, parts: Parts) -> None:
        self._table = table
        self.parts = parts
        #: The (hand, trick) for which the cursor was last put on a playable card.
        self.cursor_placed_for: tuple[int, int] = (0, 0)

    def redraw(self) -> None:
        """Draw everything from the game."""
        table = self._table
        game = table.game
        names = seat_names(game.players)
        ascii_suits = table.ascii_suits
        passing = game.phase == "passing"
        parts = self.parts
        # Most important first: the top bar drops parts from the end when space is short.
        info_parts = [f"Hand {game.hand_number}"]
        if passing:
            info_parts.append(f"pass {game.pass_direction}")
        info_parts += [*table_label(game), f"game to {game.rules.target}"]
        info = " · ".join(info_parts)
        totals = "  ".join(f"{names[s]} {game.scores[s]}" for s in range(game.players))
        short = " ".join(f"{initials(names[s])} {game.scores[s]}" for s in range(game.players))
        parts.top.show(game.code, info, totals, short, unsaved=not table.hearts.saving_ok)
        view = game.view(0)
        sizes, points = view.hand_sizes, view.hand_points
        detail = table.has_class("-large")
        tricks = [0] * game.players
        taken: list[list[Card]] = [[] for _ in range(game.players)]
        for record in view.tricks:
            tricks[record.winner] += 1
            taken[record.winner] += [c for _, c in record.cards if game.table.points[c.index]]
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
                    ascii=ascii_suits,
                    detail=detail,
                    tricks=tricks[seat],
                    taken=tuple(taken[seat]),
                )
            )
        self.trick()
        self.hand(view)
        parts.pass_panel.display = passing
        parts.trick.display = not passing
        if passing:
            count = len(table.selected)
            parts.pass_label.update(suits_text(pass_text(game), ascii_suits))
            parts.pass_count.update(
                "Passed: waiting for the others" if game.has_passed(0) else f"{count} of 3 chosen"
            )
            parts.pass_button.disabled = count != 3 or game.has_passed(0)
        self.keys()
        self.tracker(view)
        self.status()

    def tracker_columns(self, view: PlayerView | None = None) -> tuple[list[str], list[str]]:
        """The tracker's two columns (counts, points) for the human's view."""
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
            panel.show(["Card tracker (k hides)", "", *counts, "", *points])
        for dialog in dialogs:
            dialog.show(counts, points)

    def status(self) -> None:
        """The status line: the table's message if there is one, else the prompt."""
        table = self._table
        self.parts.status.update(suits_text(table.status_text or self.prompt(), table.ascii_suits))

    def keys(self) -> None:
        """The key bar: the keys that mean something now (dimmed while they cannot act)."""
        table = self._table
        game = table.game
        aids = table.aids
        if game.phase == "game_over":
            self.parts.keys.show(
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
        if aids.resume is not None:
            keys = [Key("⏎", "Next trick", "screen.next_trick")]
        elif aids.finish_offered():
            keys.append(Key("f", "Finish", "screen.finish_hand"))
        if game.phase == "passing":
            ready = len(table.selected) == 3 and not game.has_passed(0)
            keys.append(Key("p", "Pass", "screen.pass_cards", ready))
        keys.append(Key("i", "Hint", "screen.hint", table.hint_possible()))
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
        self.parts.keys.show(tuple(keys))

    def trick(self) -> None:
        """The trick in play; between tricks, the last one and who took it."""
        table = self._table
        game = table.game
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
        self.parts.trick.show(
            game.players,
            cards,
            winner=winner,
            note=note,
            ascii_suits=table.ascii_suits,
            led_by=led_by,
        )

    def hand(self, view: PlayerView | None = None) -> None:
        """Your hand: which cards are playable, chosen, raised or received; its title."""
        table = self._table
        view = view or table.game.view(0)
        legal = set(view.legal)
        my_turn = view.turn == 0
        received = set(view.received) if not view.tricks else set()
        passing = view.phase == "passing"
        looks = [
            CardLook(
                card=card,
                playable=passing or not my_turn or card in legal,
                selected=card in table.selected if passing else card == table.raised,
                received=card in received,
            )
            for card in view.hand
        ]
        hand = self.parts.hand
        hand.show(looks, ascii_suits=table.ascii_suits)
        turn = (view.hand_number, len(view.tricks))
        if my_turn and turn != self.cursor_placed_for:
            # Your turn has come: start from a card you may play.
            self.cursor_placed_for = turn
            hand.move_to_playable()
        hand.border_title = suits_text(
            f"You · hand {view.hand_points[0]} · total {view.scores[0]}", table.ascii_suits
        )

    def prompt(self) -> str:
        """What the status line says when the table has no message: whose move, and how."""
        table = self._table
        game = table.game
        aids = table.aids
        names = seat_names(game.players)
        if aids.finishing:
            return "Finishing the hand…"
        if aids.resume is not None:
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
            if note := aids.only_card_note():
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
