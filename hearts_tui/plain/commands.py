"""The commands of the line mode: one a line, with short forms and tab completion.

:class:`Commands` is a :class:`cmd.Cmd`: one ``do_`` method a command, its docstring the
help line, ``complete_`` beside it where an argument can be completed; a line that is no
command is read as a card.  Every refusal is one line that says what is allowed, and
changes nothing.
"""

from __future__ import annotations

import cmd
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import ClassVar, Final, TextIO

from ..engine import Card, Game, IllegalMove, Suit
from ..engine.quoting import clipped, quoted
from ..store.settings import Settings
from ..store.shelf import PutAside, is_unfinished
from ..words.ascii_text import ascii_only
from ..words.card_names import CardNameError, completions, parse_card, parse_cards
from ..words.describe import describe_play, no_pass_now
from ..words.sentences import (
    fit,
    hand_lines,
    last_trick_lines,
    score_lines,
    sheet_lines,
    tracker_sentences,
    trick_lines,
    wrap,
)
from ..words.spoken import SUIT_WORDS, card_words, cards_list, the_card
from .events import Drew, Event
from .line_editor import LineEditor, Readline, redraw
from .line_limit import LINE_LIMIT
from .move_timer import MoveTimer
from .session import Session
from .speech import Speech


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


class SignalStop(Exception):
    """A signal asked the line mode to stop, with this exit status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


#: Short forms: the first word of a line, and the command it stands for.
ALIASES: Final = {
    "?": "help",
    "h": "hand",
    "t": "trick",
    "s": "scores",
    "g": "sheet",
    "l": "last",
    "o": "out",
    "i": "hint",
    "v": "review",
    "z": "undo",
    "f": "finish",
    "d": "draw",
    "p": "pass",
    "w": "why",
    "c": "code",
    "n": "new",
    "r": "replay",
    "q": "quit",
    "y": "yes",
    "exit": "quit",
}


def typed(text: str) -> str:
    """A typed line with the articles a player may put before a card dropped ("play the
    queen of spades")."""
    return " ".join(w for w in text.split() if w.lower() not in ("the", "a"))


#: The exit status when the line mode ends with the game not saved (a full or read-only
#: disk, another hearts that took over the data directory): a script can tell.
UNSAVED: Final = 3

#: What a line that names no card and no command gets.
NOT_A_COMMAND = "'{0}' is not a card or a command: try qs, 10h, hand or help"
#: The settings the ``on``/``off`` commands change, with what each is called.
SWITCHES: Final = {"confirm": "confirm move", "takeback": "take-back", "short": "short names"}


class Commands(cmd.Cmd):
    """The line mode's command loop over ``session``, writing to ``out``.

    ``echo`` writes each command back after "> " (input from a pipe: the transcript then
    shows what was typed).  ``save_settings`` is called after a setting changes.
    """

    doc_header = "Commands (help NAME for more):"
    COMMANDS: ClassVar[tuple[str, ...]] = (
        "hand", "trick", "why", "pass", "yes", "draw", "moon", "last", "scores", "sheet",
        "out", "hint", "review", "undo", "finish", "code", "new", "replay", "rules", "short",
        "confirm", "takeback", "help", "quit",
    )  # fmt: skip

    def __init__(
        self,
        session: Session,
        out: TextIO,
        *,
        short: bool = False,
        interactive: bool = False,
        stdin: TextIO | None = None,
        save_settings: Callable[[], None] | None = None,
        ascii_words: bool = False,
    ) -> None:
        super().__init__(stdin=stdin, stdout=out)
        #: The output cannot show more than ASCII: "…" is said "...", and so on.
        self.ascii_words = ascii_words
        self.use_rawinput = interactive
        self.prompt = "> " if interactive else ""
        self.echo = not interactive
        self.session = session
        self.speech = Speech(session.game, short=short)
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
        #: The exit status so far: :data:`UNSAVED` once leaving found the game not saved.
        self.status = 0
        #: The player at a terminal was told the game could not be saved (quit again).
        self.warned = False

    # -- output -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    def say(self, *lines: str) -> None:
        """Print ``lines``, each once, at once (no pace: the reader sets it).

        Raises :class:`OutputGone` when the output cannot be written (never a move's
        failure: the move was made and saved before it is said)."""
        try:
            for text in lines:
                for line in fit(ascii_only(text) if self.ascii_words else text):
                    self.out.write(line + "\n")
            self.out.flush()
        except UnicodeError:
            raise
        except (OSError, ValueError) as error:  # ValueError: the stream was closed
            raise OutputGone(error) from error

    def too_long(self, start: str) -> None:
        """A line of input longer than the line mode reads (:mod:`.line_limit`)."""
        self.say(
            f"A line of more than {LINE_LIMIT // 1024} KB was not read ({quoted(start)});"
            " nothing changed."
        )

    def refuse(self, reason: str) -> None:
        """One line saying why not, in words."""
        text = self.speech.text(reason)
        self.say(text if text.endswith((".", "?", "!")) else text + ".")

    def after(self, events: Sequence[Event]) -> None:
        """Say what happened, the store's news, then what the game waits for."""
        self.pending = None
        self.speech.game = self.game
        self.say(*self.speech.say(events))
        self.say(*self.session.news())
        turn = self.turn_lines()
        drew = bool(events) and isinstance(events[-1], Drew) and events[-1].seat == 0
        if drew and self.session.waiting_for_you() == "draw":
            turn = [f"Still no {SUIT_WORDS[self.game.trick[0][1].suit]}: draw again."]
        self.say(*turn)

    def turn_lines(self) -> list[str]:
        """What you have to do now, in one line (nothing while the CPUs move)."""
        game = self.game
        waiting = self.session.waiting_for_you()
        if waiting == "draw":
            suit = SUIT_WORDS[game.trick[0][1].suit]
            return [f"Your turn: no {suit}; type draw."]
        if waiting != "play":
            return []
        legal = game.legal_cards()
        hand = game.hand(0)
        if len(hand) == 1:
            whose = "Your turn" if game.trick else "Your lead"
            return [f"{whose}: your last card, {the_card(hand[0], short=self.short)}."]
        if not game.trick:
            if len(legal) == 1:
                return [f"Your lead: {the_card(legal[0], short=self.short)} must lead."]
            kept_back = {card.suit for card in hand if card not in legal}
            if not game.hearts_broken and kept_back == {Suit.HEARTS}:
                return ["Your lead: hearts are not broken yet."]
            if len(legal) < len(hand):
                return [f"Your lead: {len(legal)} of your {len(hand)} cards may lead."]
            return ["Your lead."]
        led = game.trick[0][1].suit
        count = sum(card.suit is led for card in hand)
        if count:
            return [f"Your turn: follow {SUIT_WORDS[led]}, you have {count}."]
        if len(legal) < len(hand):
            return [f"Your turn: no {SUIT_WORDS[led]}; {len(legal)} cards playable."]
        return [f"Your turn: no {SUIT_WORDS[led]}, play any card."]

    def start(self, notice: str | None = None) -> None:
        """The first lines: the table, the notice of the launch, the hand and the turn."""
        self.speech.game = self.game
        lines = self.speech.table_intro()
        if notice:
            lines.append(notice.replace("u brings it back", "hearts --plain --list shows it"))
        self.say(*lines)
        game = self.game
        if game.phase == "game_over":
            self.say(*self.speech.game_end())
            return
        if game.phase == "passing" or (not game.tricks and not game.trick):
            self.say(*self.speech.hand_start())
        elif game.phase == "playing" and not game.trick:
            # No card on the table: who leads is said next, once (a CPU's lead, or your
            # turn), not also here ("Trick 2: no card yet; West leads." stood before it).
            self.say(f"Hand {game.hand_number}, resumed at trick {game.trick_number}.")
        else:
            resumed = trick_lines(game, short=self.short, turn=False)
            self.say(f"Hand {game.hand_number}, resumed.", *resumed)
        self.after(self.session.advance())

    @property
    def short(self) -> bool:
        return self.speech.short

    # -- the loop -----------------------------------------------------------------------

    def precmd(self, line: str) -> str:
        if line == "EOF":
            return line
        if self.echo:
            self.say("> " + line.rstrip("\n"))
        words = line.strip().split(maxsplit=1)
        if words and words[0].lower() in ALIASES:
            words[0] = ALIASES[words[0].lower()]
        elif words:
            words[0] = words[0].lower()
        return " ".join(w for w in words if w)

    def onecmd(self, line: str) -> bool:
        """Run one command.  An error in it (a bug) is one line, and the game goes on from
        its last save: what the command did before it was saved stays done, and a saved
        move is never taken back.  An output that cannot be written ends the loop
        (:class:`OutputGone`), the game as it was saved."""
        self.busy = True
        try:
            return bool(super().onecmd(line))
        except OutputGone:
            raise
        except Exception as error:
            self.session.restore()
            self.speech.game = self.session.game
            self.pending = None
            self.say(
                f"Sorry, that failed ({type(error).__name__}: {clipped(str(error))});"
                " the game goes on from its last save."
            )
            self.say(*self.turn_lines())
            return False
        finally:
            self.busy = False

    def tick(self, now: float, *, at_prompt: bool = False) -> None:
        """The move timer at ``now``: say the time left, or make the move for you.

        ``at_prompt``: the prompt is waiting for a line at a terminal (the alarm rang
        there), maybe with part of a line typed.  What is said then goes on lines of its
        own, and the prompt is drawn again with what was typed so far, as readline does
        (:mod:`.line_editor`); between commands the prompt is still to come."""
        lines, events = self.timer.check(now)
        if not lines and not events:
            return
        over_the_prompt = at_prompt and self.use_rawinput
        if over_the_prompt:
            self.out.write("\n")  # off the prompt line and the half-typed text
        self.pending = None
        self.say(*lines)
        if events:
            self.after(events)
        if over_the_prompt:
            self.redraw_prompt()

    def redraw_prompt(self) -> None:
        """The prompt again, with the line typed so far and the cursor where it was."""
        redraw(self.out, self.prompt, self.line_editor)

    def postcmd(self, stop: bool, line: str) -> bool:
        if self.alarm_due:
            self.alarm_due = False
            self.tick(time.monotonic())
        if self.on_idle is not None:
            self.on_idle()
        deferred, self.deferred = self.deferred, None
        if deferred == -1:
            raise KeyboardInterrupt
        if deferred is not None:
            raise SignalStop(deferred)
        return self.done

    def emptyline(self) -> bool:
        """Enter alone plays the previewed card (confirm move); otherwise says the turn."""
        if self.pending is not None:
            self._play(self.pending)
        else:
            self.say(*(self.turn_lines() or ["Type help for the commands."]))
        return False

    def default(self, line: str) -> None:
        """A line that is no command: a card to play (or to preview, with confirm move)."""
        try:
            cards = parse_cards(typed(line), self.game.table.deck)
        except CardNameError as error:
            if " " not in line.strip() and "is not a card" in str(error):
                self.say(NOT_A_COMMAND.format(line.strip()))
            else:
                self.refuse(str(error))
            return
        if len(cards) != 1:
            self.say(f"'{line.strip()}' names {len(cards)} cards: play one, or pass 3 with pass.")
            return
        self.choose(cards[0])

    def choose(self, card: Card) -> None:
        """Play ``card`` or, with confirm move, preview it (yes or Enter plays it)."""
        game = self.game
        if game.phase == "passing":
            self.refuse("Pass three cards first: type pass and 3 cards")
            return
        reason = game.why_illegal(card, 0)
        if reason is None and self.session.waiting_for_you() != "play":
            reason = "Not your turn"
        if reason is not None:
            self.refuse(self._about(card, reason))
            return
        if self.session.settings.confirm_move and self.pending != card:
            self.pending = card
            effect = self.speech.text(describe_play(game, card, 0))
            named = the_card(card, short=self.short)
            self.say(f"{named[0].upper()}{named[1:]} {effect}. Enter plays it.")
            return
        self._play(card)

    def _about(self, card: Card, reason: str) -> str:
        """A refusal about ``card``: the card first, unless the reason names it."""
        if str(card) in reason:
            return reason
        named = the_card(card, short=self.short)
        return f"{named[0].upper()}{named[1:]}: {reason}"

    def _play(self, card: Card) -> None:
        self.pending = None
        try:
            events = self.session.play(card)
        except IllegalMove as error:
            self.refuse(str(error))
            return
        self.after(events)

    def do_EOF(self, arg: str) -> bool:
        """End of input: the game is saved; the next `hearts` goes on from here."""
        if self.use_rawinput:
            self.say("")  # off the prompt line Ctrl+D left
            return self.do_quit("")
        self.leave(warn=False)
        return True

    def preloop(self) -> None:
        """At a terminal, readline must not write escape codes of its own (bracketed
        paste marks around each prompt): a screen reader would read them."""
        if self.use_rawinput:
            try:
                import readline
            except ImportError:  # no readline here: plain input() still works
                return
            readline.parse_and_bind("set enable-bracketed-paste off")
            self.line_editor = Readline(readline)

    # -- playing ------------------------------------------------------------------------

    def do_play(self, arg: str) -> None:
        """play qs: play a card (the same as typing the card alone)."""
        if not arg.strip():
            self.say("Name a card: play qs.")
            return
        self.default(arg)

    def do_yes(self, arg: str) -> None:
        """yes (or Enter): play the card just previewed."""
        if self.pending is None:
            self.say("Nothing to confirm: type a card first, like qs.")
            return
        self._play(self.pending)

    def do_pass(self, arg: str) -> None:
        """pass 2c 3h kd: pass these three cards."""
        game = self.game
        if game.phase != "passing" or game.has_passed(0):
            self.refuse(no_pass_now(game.rules) if game.phase != "passing" else "Already passed")
            return
        try:
            cards = parse_cards(typed(arg), self.game.table.deck)
        except CardNameError as error:
            self.say(f"{self.speech.text(str(error))}; pass takes 3 cards, like pass 2c 3h kd.")
            return
        if len(cards) != 3:
            self.say(f"Pass takes 3 cards, not {len(cards)}: like pass 2c 3h kd.")
            return
        try:
            events = self.session.pass_cards(cards)
        except IllegalMove as error:
            self.refuse(str(error))
            return
        self.after(events)

    def do_draw(self, arg: str) -> None:
        """draw: Domino Hearts, when you cannot follow suit: take the stock's top card."""
        if arg:
            self.say("draw takes no card: it draws the stock's top card.")
            return
        try:
            events = self.session.draw()
        except IllegalMove as error:
            self.refuse(str(error))
            return
        self.after(events)

    def do_moon(self, arg: str) -> None:
        """moon add or moon minus: after you shot the moon, how it scores."""
        choice = {"add": "others_plus", "minus": "shooter_minus"}.get(arg.strip().lower())
        if self.game.moon_choice_pending != 0:
            self.say("No moon shot of yours to score now.")
            return
        if choice is None:
            self.say("Type moon add (others get the points) or moon minus (yours go down).")
            return
        self.after(self.session.choose_moon(choice))

    def do_finish(self, arg: str) -> None:
        """finish: play the rest of the hand at once, once nothing can change a score."""
        try:
            events = self.session.finish()
        except IllegalMove as error:
            self.refuse(str(error))
            return
        self.after(events)

    def do_undo(self, arg: str) -> None:
        """undo: take back your last card or your pass (with take-back on)."""
        try:
            taken = self.session.take_back()
        except IllegalMove as error:
            self.refuse(str(error))
            return
        if taken.kind == "pass":
            what = "your pass of " + cards_list(taken.cards, short=self.short)
        else:
            what = "your " + card_words(taken.cards[0], short=self.short)
        count = len(taken.after)
        if count:
            what += f" and the {count} card{'s' * (count != 1)} after it"
        self.say(f"Taken back: {what}.")
        if self.game.phase == "passing":
            self.say(*self.speech.hand_start())
        else:
            self.say(*trick_lines(self.game, short=self.short))
        self.after([])

    # -- looking ------------------------------------------------------------------------

    def do_hand(self, arg: str) -> None:
        """hand: your cards by suit, the playable ones marked on your turn."""
        game = self.game
        legal = game.legal_cards() if self.session.waiting_for_you() == "play" else None
        self.say(*hand_lines(game.hand(0), legal, short=self.short))

    def do_why(self, arg: str) -> None:
        """why qs: why a card may not be played now (or what it would do)."""
        if not arg.strip():
            self.say("Name a card: why qs.")
            return
        try:
            card = parse_card(typed(arg), self.game.table.deck)
        except CardNameError as error:
            self.refuse(str(error))
            return
        game = self.game
        reason = game.why_illegal(card, 0)
        named = card_words(card, short=self.short)
        if reason is None and self.session.waiting_for_you() != "play":
            reason = "Not your turn"
        if reason is None:
            self.say(f"{named}: playable; it {self.speech.text(describe_play(game, card, 0))}.")
        else:
            self.refuse(self._about(card, reason))

    def do_trick(self, arg: str) -> None:
        """trick: the cards on the table now."""
        self.say(*trick_lines(self.game, short=self.short))

    def do_last(self, arg: str) -> None:
        """last: the last finished trick again."""
        self.say(*last_trick_lines(self.game, short=self.short))

    def do_scores(self, arg: str) -> None:
        """scores: the totals, this hand's points so far and the target."""
        self.say(*score_lines(self.game))

    def do_sheet(self, arg: str) -> None:
        """sheet: the score sheet, hand by hand."""
        from ..words.score_sheet import score_sheet

        self.say(*sheet_lines(score_sheet(self.game), short=self.short))

    def do_out(self, arg: str) -> None:
        """out: the card tracker: cards not seen yet, voids, points not yet played."""
        from ..words.tracker import tracker_facts

        self.say(*tracker_sentences(tracker_facts(self.game.view(0)), short=self.short))

    def do_hint(self, arg: str) -> None:
        """hint: what the hard CPU would play (or pass) for you, and why."""
        game = self.game
        waiting = self.session.waiting_for_you()
        if waiting not in ("play", "pass"):
            self.say("A hint is for your turn or your pass.")
            return
        from ..words.hints import hint_text, think

        self.say("Thinking...")
        hint = think(game.view(0), game.cpu_seed(0))
        self.session.count_hint()
        self.say(*wrap("", [self.speech.text(hint_text(game, hint))], end=""))

    def do_review(self, arg: str) -> None:
        """review: the verdict on your last finished hand, by the hard CPU."""
        from ..words.hand_review import analyse, finished_hands, record_hand, verdict

        game = self.game
        hands = finished_hands(game)
        if not hands:
            self.say("No hand to review yet: the review comes after a hand is over.")
            return
        number = hands[-1]
        self.say(f"Reviewing hand {number}, one moment...")
        analysis = analyse(record_hand(game, number), game.cpu_seed(0))
        self.say(*wrap(f"Hand {number}:", [self.speech.text(verdict(analysis))], end="."))

    def do_code(self, arg: str) -> None:
        """code: this game's code (hearts --plain --seed CODE deals it again)."""
        code = self.game.code
        self.say(f"Game code {code}. hearts --plain --seed {code} deals this game again.")

    def do_rules(self, arg: str) -> None:
        """rules: the rules of this table."""
        from ..words.rules_text import describe_rules

        text = describe_rules(self.game.rules).replace("**", "")
        for line in text.splitlines():
            line = line.removeprefix("- ").strip()
            if line:
                self.say(*wrap("", [self.speech.text(line)], end=""))

    # -- games --------------------------------------------------------------------------

    def do_new(self, arg: str) -> None:
        """new: a new game (a game in progress is put aside, never lost)."""
        self._replace(None)

    def do_replay(self, arg: str) -> None:
        """replay: this game's deal again from the start (this one is put aside)."""
        self._replace(self.game.code)

    def _replace(self, code: str | None) -> None:
        session = self.session
        game = session.game
        if is_unfinished(game) and session.persistence is not None:
            result = session.persistence.put_aside(game, session.ui_state())
            if isinstance(result, str):
                self.refuse(result)
                return
            if isinstance(result, PutAside):
                kept = result.kept.game
                self.say(
                    f"Game {kept.code} (hand {kept.hand_number}) put aside:"
                    f" hearts --plain --resume {kept.code} brings it back."
                )
        try:
            new = Game.new(code, None if code else session.settings.rules)
        except ValueError as error:
            self.refuse(f"No new game: {error}")
            return
        self.speech.game = new
        self.say(*self.speech.table_intro())
        self.after(session.replace(new))

    # -- settings -----------------------------------------------------------------------

    def _switch(self, name: str, arg: str) -> bool | None:
        value = {"on": True, "off": False}.get(arg.strip().lower())
        if value is None:
            self.say(f"Type {name} on or {name} off.")
        return value

    def _use(self, settings: Settings) -> None:
        """Play on with ``settings``, and save them (the table reads the same file)."""
        self.session.settings = settings
        if self._save_settings is not None:
            self._save_settings()

    def do_short(self, arg: str) -> None:
        """short on or short off: cards as QS and 10H instead of words."""
        value = self._switch("short", arg)
        if value is not None:
            self.speech.short = value
            self.say(f"Short names {'on: QS, 10H' if value else 'off: the queen of spades'}.")

    def do_confirm(self, arg: str) -> None:
        """confirm on or confirm off: a card is previewed first, yes or Enter plays it."""
        value = self._switch("confirm", arg)
        if value is not None:
            self._use(replace(self.session.settings, confirm_move=value))
            self.pending = None
            self.say(f"Confirm move {'on' if value else 'off'}.")

    def do_takeback(self, arg: str) -> None:
        """takeback on or takeback off: allow undo (the game then counts as assisted)."""
        value = self._switch("takeback", arg)
        if value is not None:
            self._use(replace(self.session.settings, allow_take_back=value))
            self.say(f"Take-back {'on: undo takes back your last card' if value else 'off'}.")

    # -- help and the end ---------------------------------------------------------------

    def do_help(self, arg: str) -> None:
        """help, or help NAME: the commands, or what one does."""
        name = ALIASES.get(arg.strip().lower(), arg.strip().lower())
        if name:
            method = getattr(self, f"do_{name}", None)
            if method is None or name == "EOF":
                self.say(f"No command '{arg.strip()}'. Type help for the commands.")
            else:
                self.say(str(method.__doc__).split("\n")[0])
            return
        self.say(
            "Type a card to play it: qs, 10h or queen of spades.",
            *wrap("Commands:", list(self.COMMANDS)),
            "Short forms: h hand, t trick, l last, s scores, i hint, d draw, q quit.",
        )

    def do_quit(self, arg: str) -> bool:
        """quit: save and leave; hearts --plain goes on from here."""
        return self.leave(warn=self.use_rawinput)

    def leave(self, *, warn: bool) -> bool:
        """Save and stop, saying whether the game is on disk.  When it could not be saved,
        ``warn`` (a player at a terminal) asks first, as the table does: the next quit
        leaves.  Leaving unsaved sets :attr:`status` to :data:`UNSAVED`."""
        self.say(*self.farewell(warn=warn and not self.warned))
        if self.status == UNSAVED and warn and not self.warned:
            self.warned = True
            return False
        self.done = True
        return True

    def farewell(self, *, warn: bool = False) -> list[str]:
        """Save, then what to say on leaving: saved, or why not (:attr:`status` then says
        so to a script)."""
        self.session.save()
        why = self.session.unsaved()
        if why is None:
            self.status = 0
            return ["Saved. hearts --plain goes on from here."]
        self.status = UNSAVED
        if warn:
            return [
                f"Your game could not be saved ({why}). Type quit again to leave without"
                " it, or play on: every move tries to save again."
            ]
        return [f"Not saved: {why}. The next hearts goes on from the last save that worked."]

    # -- completion ---------------------------------------------------------------------

    def _card_codes(self, text: str) -> list[str]:
        return completions(text, self.game.hand(0)) if text else []

    def completenames(self, text: str, *ignored: object) -> list[str]:
        names = [name for name in self.COMMANDS if name.startswith(text.lower())]
        return names + self._card_codes(text)

    def completedefault(self, text: str, *ignored: object) -> list[str]:
        return self._card_codes(text)

    def complete_moon(self, text: str, *ignored: object) -> list[str]:
        return [w for w in ("add", "minus") if w.startswith(text)]

    def complete_short(self, text: str, *ignored: object) -> list[str]:
        return [w for w in ("on", "off") if w.startswith(text)]

    complete_confirm = complete_short
    complete_takeback = complete_short
