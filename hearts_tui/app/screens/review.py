"""The review of a finished hand (Review in the hand summary, or ``v`` on the table).

Trick by trick with ←/→, the other finished hands with PageUp/PageDown; all hands open, the
pass and the kitty; each of your cards weighed against the hard CPU's from what you knew
then.  The analysis runs in a thread worker with its progress shown; the page is usable
while it runs.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static
from textual.worker import get_current_worker

from ...engine import Game
from ...words.describe import suits_text
from ...words.hand_review import (
    HandAnalysis,
    HandRecord,
    analyse,
    finished_hands,
    record_hand,
    review_lines,
    steps,
)
from ...words.language import N_, _
from ..dialog import Dialog
from ..layouts import with_layouts
from ..widgets.footer import QuietFooter

#: The widgets the review draws into.
PARTS = ("#review-title", "#review-page", "#review-progress")


class ReviewScreen(Dialog[None]):
    """The review of ``hand`` (default: the last finished hand) of ``game``."""

    #: The review covers the whole screen (the key line included), so the screen under it is
    #: not drawn dimmed behind it: ``ModalScreen``'s translucent background made Textual
    #: draw and tint the whole table (or the hand summary over it) on every full frame of
    #: the review, hidden, a fifth of its opening (benchmarks/responsiveness.py).
    DEFAULT_CSS = """
    ReviewScreen { background: $surface; }
    ReviewScreen #review {
        width: 100%;
        height: 100%;
        border: thick $accent;
        background: $surface;
        padding: 0 1;
    }
    ReviewScreen #review-title { text-style: bold; width: 100%; text-align: center; }
    ReviewScreen #review-page { height: 1fr; }
    ReviewScreen #review-progress { color: $text-muted; height: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(with_layouts("left"), "step(-1)", N_("Trick"), key_display="←"),
        Binding(with_layouts("right"), "step(1)", N_("Trick"), key_display="→"),
        Binding(with_layouts("pageup"), "hand(-1)", N_("Hand"), key_display="PgUp"),
        Binding(with_layouts("pagedown"), "hand(1)", N_("Hand"), key_display="PgDn"),
        Binding(with_layouts("escape,q"), "close", N_("Close")),
    ]

    def __init__(self, game: Game, *, hand: int | None = None, ascii_suits: bool = False) -> None:
        super().__init__()
        self._game = game
        self._hands = finished_hands(game)
        if not self._hands:
            raise ValueError("no finished hand to review")
        self._hand = hand if hand in self._hands else self._hands[-1]
        self._ascii = ascii_suits
        self._seed = game.cpu_seed(0)
        self._records: dict[int, HandRecord] = {}
        self._analyses: dict[int, HandAnalysis] = {}
        #: 0: the deal and the pass; k: trick k.
        self.step = 0

    # -- what is shown ----------------------------------------------------------------------

    @property
    def record(self) -> HandRecord:
        if self._hand not in self._records:
            self._records[self._hand] = record_hand(self._game, self._hand)
        return self._records[self._hand]

    @property
    def analysis(self) -> HandAnalysis | None:
        """The analysis of the hand shown, once the worker has finished it."""
        return self._analyses.get(self._hand)

    def compose(self) -> ComposeResult:
        with Vertical(id="review"):
            yield Static(id="review-title")
            yield Static(id="review-page")
            yield Static(id="review-progress")
        yield QuietFooter()

    def on_mount(self) -> None:
        if not self._closing_down():  # opened by a key right before the exit began
            self._show_hand()

    def _show_hand(self) -> None:
        self.step = 0
        self._draw()
        if self.analysis is None:
            self._progress(self._hand, 0, steps(self.record))
            self._analyse(self._hand, self.record)

    def _draw(self) -> None:
        record = self.record
        deal = _("the deal and the pass") if record.table_passes else _("the deal")
        where = deal if self.step == 0 else _("trick {number}").format(number=self.step)
        title = _("Review of hand {number} · {where} (of {count} tricks)").format(
            number=record.hand_number, where=where, count=len(record.tricks)
        )
        self.query_one("#review-title", Static).update(suits_text(title, self._ascii))
        lines = review_lines(record, self.analysis, self.step, ascii_suits=self._ascii)
        # Plain text: the page's "[x]" marks are not markup.
        self.query_one("#review-page", Static).update(Text("\n".join(lines)))

    def _shown(self, hand: int) -> bool:
        """Whether news of ``hand``'s analysis may still be drawn: the hand is the one shown
        and the review is open.  The worker reports from its thread between two decisions,
        which may land while the review closes or the app exits, when Textual has already
        taken its widgets down but not yet the screen (``query_one`` would raise, and a
        worker that raises ends the app with a crash)."""
        return (
            hand == self._hand
            and self.is_attached
            and not self._closing_down()
            and all(self.query(part) for part in PARTS)
        )

    def _progress(self, hand: int, done: int, total: int) -> None:
        if not self._shown(hand):
            return
        text = (
            ""
            if done >= total
            else _("Analysing {done}/{total}… (the hard CPU weighs each choice)").format(
                done=done, total=total
            )
        )
        self.query_one("#review-progress", Static).update(suits_text(text, self._ascii))

    # -- the analysis -------------------------------------------------------------------------

    @work(thread=True, exclusive=True, group="review")
    def _analyse(self, hand: int, record: HandRecord) -> None:
        """Off the UI thread: weigh every decision of ``hand``; progress and result go back.

        A closed review (or another hand asked for) cancels the worker, and the analysis
        stops at its next decision: reviews opened and closed in a burst never pile up
        threads that starve the table."""
        worker = get_current_worker()
        call = self.app.call_from_thread

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise _Stopped
            call(self._progress, hand, done, total)

        try:
            result = analyse(record, self._seed, progress)
        except _Stopped:
            return
        if not worker.is_cancelled:
            call(self._analysed, hand, result)

    def _analysed(self, hand: int, result: HandAnalysis) -> None:
        self._analyses[hand] = result
        if self._shown(hand):
            self._progress(hand, 1, 1)
            self._draw()

    # -- keys ---------------------------------------------------------------------------------

    def action_step(self, delta: int) -> None:
        self.step = max(0, min(len(self.record.tricks), self.step + delta))
        self._draw()

    def action_hand(self, delta: int) -> None:
        index = self._hands.index(self._hand) + delta
        if 0 <= index < len(self._hands):
            self._hand = self._hands[index]
            self._show_hand()

    def action_close(self) -> None:
        self.dismiss(None)


class _Stopped(Exception):
    """The review was closed (or moved on) while its analysis ran."""
