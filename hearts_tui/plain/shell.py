"""The line mode's voice and state: what every command says, and how.

:class:`Shell` is the base of the command loop (:class:`~.commands.Commands`): the session
and its speech, one line a sentence (or one JSON object a line with ``json``), the refusals,
the events said, and the turn line that says what you have to do now.
"""

from __future__ import annotations

import cmd
import contextlib
from collections.abc import Callable, Iterator, Sequence
from functools import wraps
from typing import Any, Final, Literal, TextIO, TypeVar

from ..engine import Card, Game, Suit
from ..words.ascii_text import ascii_only
from ..words.language import SOURCE, _, current
from ..words.nouns import suit_noun
from ..words.quoting import quoted
from ..words.sentences import playable_text
from ..words.spoken import card_phrase, ranks_of
from . import json_lines
from .command_words import word_of
from .events import Event
from .line_editor import LineEditor
from .line_limit import LINE_LIMIT
from .move_timer import MoveTimer
from .session import Session
from .speech import Speech

#: The playable cards are named on the turn line when there are at most this many.
FEW: Final = 4

#: Why a command was refused, for programs: the ``reason`` of a JSON ``refused`` object,
#: stable whatever the words (docs/plain.md lists them).  ``unknown``: no card and no
#: command; ``syntax``: the command's form (what follows it, how many cards); ``illegal``:
#: the rules refuse the move; ``phase``: not now (not your turn, no pass this hand, nothing
#: to confirm); ``off``: a setting forbids it (take-back); ``value``: a house rule or setting
#: refused its value; ``unreadable``: not UTF-8 text; ``too_long``: a line over 64 KB;
#: ``store``: the game could not be put aside; ``error``: a command failed (a bug), the game
#: goes on from its last save.
Refusal = Literal[
    "unknown", "syntax", "illegal", "phase", "off", "value", "unreadable", "too_long", "store",
    "error",
]  # fmt: skip

Handler = TypeVar("Handler", bound=Callable[..., Any])


def no_argument(method: Handler) -> Handler:
    """A command that takes no argument refuses one (``new 2c``, ``q not yet``): a mistake
    costs nothing, and a garbage line must not deal a new game."""
    name = method.__name__.removeprefix("do_")

    @wraps(method)
    def checked(self: Shell, arg: str) -> Any:
        if arg.strip():
            self.refuse(
                _("{command} takes nothing after it ({typed}): type {command} alone").format(
                    command=word_of(name), typed=quoted(arg.strip())
                ),
                "syntax",
            )
            return False
        return method(self, arg)

    return checked  # type: ignore[return-value]


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (a sentence that starts with a card)."""
    return text[:1].upper() + text[1:]


class OutputGone(Exception):
    """The output cannot be written any more: its reader went away (``| head``, a bot that
    died), the disk behind it is full, or it was closed.  The line mode ends; the game
    stays as it was last saved (nothing is taken back for a sentence that could not be
    said)."""

    def __init__(self, error: OSError | ValueError) -> None:
        super().__init__(error)
        self.error = error

    @property
    def reader_left(self) -> bool:
        """A pipe whose reader went away: a normal end, not a failure."""
        return isinstance(self.error, BrokenPipeError)


class Shell(cmd.Cmd):
    """The command loop's state and voice over ``session``, writing to ``out``.

    ``echo`` writes each command back after "> " (input from a pipe: the transcript then
    shows what was typed).  ``save_settings`` is called after a setting changes.  ``short``
    says cards as codes for this run, whatever the saved setting; ``json`` writes JSON
    objects instead of sentences (:mod:`.json_lines`).
    """

    def __init__(
        self,
        session: Session,
        out: TextIO,
        *,
        short: bool = False,
        interactive: bool = False,
        stdin: TextIO | None = None,
        save_settings: Callable[[], None] | None = None,
        json: bool = False,
        ascii_words: bool = False,
    ) -> None:
        super().__init__(stdin=stdin, stdout=out)
        #: The output cannot show more than ASCII: "…" is said "...", and so on.
        self.ascii_words = ascii_words
        self.use_rawinput = interactive
        self.prompt = "> " if interactive else ""
        self.json = json
        self.echo = not interactive and not json
        self.session = session
        #: ``--short``: cards as codes for this run, whatever the saved setting.
        self.short_run = short
        settings = session.settings
        self.speech = Speech(
            session.game, short=short or settings.plain_short, brief=settings.plain_brief
        )
        self.out = out
        #: The card previewed with confirm move on: yes or Enter plays it.
        self.pending: Card | None = None
        self._save_settings = save_settings
        #: Set by quit and at the end of input: the loop stops.
        self.done = False
        #: True while a command runs: a signal then waits for it to end (never half a move).
        self.busy = False
        #: A signal that came while busy: the exit status it asks for, or -1 (Ctrl+C).
        self.deferred: int | None = None
        #: The move timer (tables with one), checked by :meth:`tick`.
        self.timer = MoveTimer(session)
        #: The move timer's alarm rang while busy: :meth:`tick` once the command is done.
        self.alarm_due = False
        #: Called when the loop is idle again (the launcher sets the next alarm there).
        self.on_idle: Callable[[], None] | None = None
        #: readline at a terminal that has it: what was typed so far, drawn again.
        self.line_editor: LineEditor | None = None
        #: JSON: something was written since the last ``turn`` object (one is owed).
        self.turn_owed = False
        #: The exit status so far: :data:`UNSAVED` once leaving found the game not saved.
        self.status = 0
        #: The player at a terminal was told the game could not be saved (quit again).
        self.warned = False

    # -- output -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    def say(self, *lines: str) -> None:
        """Print ``lines``, each once, at once (no pace: the reader sets it), each whole on
        one line (the terminal wraps a long one for the eye).

        Raises :class:`OutputGone` when the output cannot be written (never a move's
        failure: the move was made and saved before it is said)."""
        with self.writing():
            for text in lines:
                if self.json:
                    self._write({"type": "say", "text": text})
                else:
                    if self.ascii_words:  # the language's own letters stay (see cli)
                        text = ascii_only(text, keep_letters=current() != SOURCE)
                    self.out.write(text + "\n")
            self.out.flush()

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Around every write: an output that fails raises :class:`OutputGone`."""
        try:
            yield
        except UnicodeError:
            raise
        except (OSError, ValueError) as error:  # ValueError: the stream was closed
            raise OutputGone(error) from error

    def _write(self, obj: dict[str, Any]) -> None:
        """JSON: one object; a ``turn`` is owed after it."""
        with self.writing():
            json_lines.write(self.out, obj)
        self.turn_owed = obj["type"] != "turn"

    def too_long(self, start: str) -> None:
        """A line of input longer than the line mode reads (:mod:`.line_limit`): refused
        as any other line, and in JSON the ``turn`` that ends every answer (a bot waits
        for it)."""
        self.refuse(
            _("A line of more than {size} KB was not read ({start}); nothing changed.").format(
                size=LINE_LIMIT // 1024, start=quoted(start)
            ),
            "too_long",
        )
        if self.json:
            self.turn_object()

    def refuse(self, reason: str, why: Refusal) -> None:
        """One line saying why not, in words; in JSON a ``refused`` object with ``why`` as
        its ``reason``."""
        text = self.speech.text(reason)
        text = capital(text if text.endswith((".", "?", "!")) else text + ".")
        if self.json:
            self._write({"type": "refused", "reason": why, "text": text})
            self.out.flush()
        else:
            self.say(text)

    def after(self, events: Sequence[Event]) -> None:
        """Say what happened, the store's news, then what the game waits for."""
        self.pending = None
        self.speech.game = self.game
        if self.json:
            self._events_as_json(events)
            return
        self.say(*self.speech.say(events))
        self.say(*self.session.news())
        self.say(*self.turn_lines())

    def _events_as_json(self, events: Sequence[Event]) -> None:
        full = Speech(self.game, short=self.speech.short)
        for event in events:
            obj = json_lines.event_object(event, self.game)
            obj["text"] = " ".join(full.say([event]))
            self._write(obj)
        for message in self.session.news():
            self._write({"type": "notice", "text": message})
        self.out.flush()

    def turn_object(self) -> None:
        """JSON: what the game waits for now (the end of each answer)."""
        self._write(json_lines.turn_object(self.game, self.session.waiting_for_you()))
        self.out.flush()

    def turn_lines(self) -> list[str]:
        """What you have to do now, in one line (nothing while the CPUs move)."""
        game = self.game
        waiting = self.session.waiting_for_you()
        if waiting == "draw":
            suit = suit_noun(game.trick[0][1].suit)
            return [_("Your turn: no {suit}; type draw.").format(suit=suit)]
        if waiting == "moon":
            return [_("Your choice: moon add or moon minus.")]
        if waiting != "play":
            return []
        legal = game.legal_cards()
        hand = game.hand(0)
        short = self.short
        if len(hand) == 1:
            card = card_phrase(hand[0], short=short)
            if game.trick:
                return [_("Your turn: your last card, {card}.").format(card=card)]
            return [_("Your lead: your last card, {card}.").format(card=card)]
        if not game.trick:
            if len(legal) == 1:
                card = card_phrase(legal[0], short=short)
                return [_("Your lead: {card} must lead.").format(card=card)]
            kept_back = {card.suit for card in hand if card not in legal}
            if not game.hearts_broken and kept_back == {Suit.HEARTS}:
                return [_("Your lead: hearts are not broken yet.")]
            if len(legal) < len(hand):
                cards = playable_text(hand, legal, short=short)
                return [_("Your lead: play {cards}.").format(cards=cards)]
            return [_("Your lead.")]
        led = game.trick[0][1].suit
        count = sum(card.suit is led for card in hand)
        suit = suit_noun(led)
        if count and len(legal) <= FEW:
            ranks = ranks_of(legal, short=short, either=True)
            return [_("Your turn: follow {suit}: {ranks}.").format(suit=suit, ranks=ranks)]
        if count and len(legal) == count:
            return [_("Your turn: follow {suit}, you have {count}.").format(suit=suit, count=count)]
        cards = playable_text(hand, legal, short=short)
        if count:
            return [_("Your turn: follow {suit}: {cards}.").format(suit=suit, cards=cards)]
        return [_("Your turn: no {suit}; play {cards}.").format(suit=suit, cards=cards)]

    @property
    def short(self) -> bool:
        return self.speech.short
