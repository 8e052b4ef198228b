"""The commands of the line mode: one a line, with short forms and tab completion.

:class:`Commands` is a :class:`cmd.Cmd`: one ``do_`` method a command, its docstring the
help line, ``complete_`` beside it where an argument can be completed; a line that is no
command is read as a card.  Every refusal is one line that says what is allowed, and
changes nothing: a command given an argument it does not take is refused too (``new 2c``
deals nothing).  What the player typed is quoted back short (:func:`quoted`), and a line
that was not text (bytes that are not UTF-8) is said to be so, never read back as noise.

With ``json`` the same commands are read, and every line written is a JSON object
(:mod:`.json_lines`); one ``turn`` object ends the answer to each command.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar, Final

from ..engine import Card, Game, IllegalMove
from ..engine.quoting import clipped
from ..store.shelf import PutAside, is_unfinished
from ..words.answers import answer_of, keys_for
from ..words.card_names import CardNameError, completions, parse_card, parse_cards
from ..words.describe import no_pass_now
from ..words.language import N_, Translated, _, current
from ..words.layouts import LAYOUTS, latin_letter
from ..words.quoting import quoted
from ..words.sentences import (
    hand_lines,
    last_trick_lines,
    review_lines,
    score_lines,
    sheet_lines,
    tracker_sentences,
    trick_lines,
)
from ..words.spoken import card_phrase, card_words, the_card
from . import json_lines
from .command_words import argument_of, command_of, word_of
from .events import Drew, hand_started
from .line_editor import Readline, redraw
from .shell import OutputGone, Refusal, no_argument
from .table_commands import TableCommands

#: The exit status when the line mode ends with the game not saved (a full or read-only
#: disk, another hearts that took over the data directory): a script can tell.
UNSAVED: Final = 3


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
    "y": "yes",
    "a": "repeat",
    "again": "repeat",
    "where": "repeat",
    "look": "repeat",
    "settings": "settings",
    "house": "table",
    "exit": "quit",
}

#: What a line that names no card and no command gets.
NOT_A_COMMAND = N_("{typed} is not a card or a command: try qs, 10h, hand or help")
#: What a line of bytes that are not UTF-8 text gets (quoting it would read out noise).
NOT_TEXT = N_(
    "That line held characters that could not be read (not UTF-8 text);"
    " type cards and commands in letters, like qs or hand."
)
#: What each command does, for ``help NAME`` (the form to type, then what it does).
HELP: Final = Translated(
    {
        "play": N_("play qs: play a card (the same as typing the card alone)."),
        "yes": N_(
            "yes (or Enter): play the card just described. Right after a card is described,"
            " {yes} alone says yes and {no} alone says no."
        ),
        "no": N_("no: do not play the card just described; type another."),
        "pass": N_("pass 2c 3h kd: pass these three cards."),
        "draw": N_(
            "draw: Domino Hearts, when you cannot follow suit: draw until you can"
            " (draw one: a single card)."
        ),
        "moon": N_("moon add or moon minus: after you shot the moon, how it scores."),
        "finish": N_("finish: play the rest of the hand at once, once nothing can change a score."),
        "undo": N_("undo: take back your last card or your pass (with take-back on)."),
        "hand": N_("hand: your cards by suit, and on your turn the playable ones."),
        "why": N_("why qs: whether a card may be played now, and why or what it would do."),
        "trick": N_("trick: the cards on the table now, who is winning, the cards each holds."),
        "repeat": N_(
            "repeat: where the game stands: the hand, the pass, your cards, the trick, the turn."
        ),
        "last": N_("last: the last finished trick again."),
        "scores": N_("scores: the totals, this hand's points so far and the target."),
        "sheet": N_("sheet: the score sheet, hand by hand."),
        "out": N_("out: the card tracker: cards not seen yet, voids, points not yet played."),
        "hint": N_("hint: what the hard CPU would play (or pass) for you, and why."),
        "review": N_("review: the verdict on your last finished hand, by the hard CPU."),
        "code": N_("code: this game's code (hearts --plain --seed CODE deals it again)."),
        "rules": N_("rules: the rules of the table of this game."),
        "new": N_("new: a new game at the table chosen (a game in progress is put aside)."),
        "replay": N_("replay: this game's deal again from the start (this one is put aside)."),
        "table": N_("table: the table of the next new game, an option a line."),
        "settings": N_("settings: your settings, a line each."),
        "set": N_(
            "set NAME VALUE: change a house rule of the next game or a setting:"
            " set players 5, set target 100, set moon minus, set strength hard."
        ),
        "preset": N_(
            "preset NAME: a scoring preset for the next game: standard, black maria,"
            " spot hearts, greek, basic, no black lady, super."
        ),
        "reset": N_("reset: the next game at the Standard table again (your settings stay)."),
        "stats": N_(
            "stats: your statistics: games, wins, average score, each table, the last games."
        ),
        "short": N_("short on or short off: cards as QS and 10H instead of words."),
        "brief": N_("brief on or brief off: a trick's cards in one line, in fewer words."),
        "confirm": N_(
            "confirm on or confirm off: a card is described first, yes or Enter plays it."
        ),
        "takeback": N_(
            "takeback on or takeback off: allow undo (the game then counts as assisted)."
        ),
        "help": N_("help, or help NAME: the commands, or what one does."),
        "quit": N_("quit: save and leave; hearts --plain goes on from here."),
    }
)
#: How much of a typed line is written back after "> " in a transcript (input from a pipe).
ECHO_LIMIT: Final = 200


def echoed(line: str) -> str:
    """A line read from a pipe as the transcript writes it back after "> ": at most
    :data:`ECHO_LIMIT` characters, what was not UTF-8 as "?", and every control character
    (an escape sequence, a bidi override, a carriage return) written as Python escapes it,
    never raw: typed bytes must not clear the screen, move the cursor or set the
    clipboard of the terminal that shows the transcript ("qs\\x1b[2J" is written so)."""
    text = line.rstrip("\r\n").replace("\ufffd", "?")
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[: ECHO_LIMIT * 4])
    if len(shown) > ECHO_LIMIT:
        shown = shown[: ECHO_LIMIT - 1] + "…"
    return shown


def typed(text: str) -> str:
    """A typed line with the articles a player may put before a card dropped ("play the
    queen of spades")."""
    return " ".join(w for w in text.split() if w.lower() not in ("the", "a"))


class Commands(TableCommands):
    """The line mode's command loop over ``session``, writing to ``out``.

    ``echo`` writes each command back after "> " (input from a pipe: the transcript then
    shows what was typed).  ``save_settings`` is called after a setting changes.  ``short``
    says cards as codes for this run, whatever the saved setting; ``json`` writes JSON
    objects instead of sentences (:mod:`.json_lines`).
    """

    doc_header = "Commands (help NAME for more):"
    COMMANDS: ClassVar[tuple[str, ...]] = (
        "hand", "trick", "why", "pass", "yes", "no", "draw", "moon", "last", "scores", "sheet",
        "out", "hint", "review", "undo", "finish", "repeat", "code", "new", "replay",
        "rules", "table", "settings", "set", "preset", "reset", "stats", "short", "brief",
        "confirm", "takeback", "help", "quit",
    )  # fmt: skip

    def where_lines(self) -> list[str]:
        """Where you are, short (Enter alone): the trick so far and whose turn it is."""
        game = self.game
        if game.phase == "playing":
            if game.trick:
                return trick_lines(game, short=self.short, turn=False) + self.turn_lines()
            return self.turn_lines() or trick_lines(game, short=self.short)
        if game.phase == "game_over":
            return self.speech.game_end()
        return self.speech.where() + self.turn_lines()

    def start(self, notice: str | None = None) -> None:
        """The first lines: the table, the notice of the launch, where the game stands."""
        self.speech.game = self.game
        if self.json:
            self._write(json_lines.game_object(self.game))
        lines = self.speech.table_intro()
        if notice:
            lines.append(notice.replace("u brings it back", "hearts --plain --list shows it"))
        self.say(*lines)
        game = self.game
        if game.phase == "game_over":
            self.say(*self.speech.game_end())
            if self.json:
                self.turn_object()
            return
        fresh = game.phase == "passing" or (not game.tricks and not game.trick)
        if fresh and not game.passed_cards(0):
            said = self.speech.hand_start()
        else:
            said = self.speech.where(resumed=True)
        said[1:1] = self.speech.standing()  # a game resumed: where the scores stand
        if self.json:  # the hand in play, as a program reads it (your cards as they are)
            deal = json_lines.event_object(hand_started(game), game)
            self._write({**deal, "text": " ".join(said)})
        else:
            self.say(*said)
        self.after(self.session.advance())
        if self.json:
            self.turn_object()

    # -- the loop -----------------------------------------------------------------------

    def precmd(self, line: str) -> str:
        if line == "EOF":
            return line
        if self.echo:
            self.say("> " + echoed(line))
        if "\ufffd" in line:
            return "unreadable"
        words = line.strip().split(maxsplit=1)
        answer = answer_of(words[0]) if len(words) == 1 and self.pending is not None else None
        if answer is not None:
            # A card was just described: a yes or a no, read by its meaning in the language
            # spoken («н» is no, though it is on the key of y; «д» is yes, not l).
            words[0] = "yes" if answer else "no"
        elif words and words[0].lower() in ALIASES:
            words[0] = ALIASES[words[0].lower()]
        elif words and (letter := latin_letter(words[0])) in ALIASES:
            words[0] = ALIASES[letter]  # «р»: the key of h in the Russian layout
        elif words and (command := command_of(words[0])) is not None:
            words[0] = command  # a command word of another language: «передать»
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
            self.refuse(
                _("Sorry, that failed ({error}); the game goes on from its last save.").format(
                    error=f"{type(error).__name__}: {clipped(str(error))}"
                ),
                "error",
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
        (:mod:`.line_editor`); between commands the prompt is still to come.  When the
        timer moves for you, a half-typed line is dropped (it was meant for the move
        made), and you are told so."""
        lines, events = self.timer.check(now)
        if not lines and not events:
            return
        over_the_prompt = at_prompt and self.use_rawinput
        dropped = ""
        if events and over_the_prompt and self.line_editor is not None:
            dropped = self.line_editor.typed_so_far()[0].strip()
            self.line_editor.clear()
        if over_the_prompt:
            self.out.write("\n")  # off the prompt line and the half-typed text
        self.pending = None
        if self.json:  # the seconds left as a field, not only in words
            with self.writing():
                for line in lines:
                    self._write(json_lines.timer_object(self.timer.said_left, line))
                self.out.flush()
        else:
            self.say(*lines)
        if events:
            self.after(events)
            if dropped:
                self.say(
                    _("The line you were typing, {typed}, was dropped.").format(
                        typed=quoted(dropped)
                    )
                )
            if self.json:
                self.turn_object()
        if over_the_prompt:
            self.redraw_prompt()

    def clear_typed_line(self) -> bool:
        """Ctrl+C over a half-typed line at a terminal: the line is dropped and a fresh
        prompt drawn, as in a shell (True); with nothing typed, False (Ctrl+C then leaves)."""
        editor = self.line_editor
        if not self.use_rawinput or editor is None or not editor.typed_so_far()[0]:
            return False
        editor.clear()
        self.out.write("\n")
        self.redraw_prompt()
        return True

    def redraw_prompt(self) -> None:
        """The prompt again, with the line typed so far and the cursor where it was."""
        redraw(self.out, self.prompt, self.line_editor)

    def postcmd(self, stop: bool, line: str) -> bool:
        if self.json and self.turn_owed and not stop:
            self.turn_object()
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
        """Enter alone plays the previewed card (confirm move); otherwise says where you are."""
        if self.pending is not None:
            self._play(self.pending)
        else:
            self.say(*self.where_lines())
        return False

    def default(self, line: str) -> None:
        """A line that is no command: a card to play (or to preview, with confirm move)."""
        try:
            cards = parse_cards(typed(line), self.game.table.deck, self.speech.style)
        except CardNameError as error:
            if " " not in line.strip() and "is not a card" in str(error):
                self.refuse(_(NOT_A_COMMAND).format(typed=quoted(line.strip())), "unknown")
            else:
                self.refuse(str(error), "syntax")
            return
        if len(cards) != 1:
            self.refuse(
                _("{typed} names {count} cards: play one, or pass 3 with pass").format(
                    typed=quoted(line.strip()), count=len(cards)
                ),
                "syntax",
            )
            return
        self.choose(cards[0])

    def choose(self, card: Card) -> None:
        """Play ``card`` or, with confirm move, preview it (yes or Enter plays it)."""
        game = self.game
        if game.phase == "passing":
            self.refuse(_("Pass three cards first: type pass and 3 cards"), "phase")
            return
        reason = self._why_not(card)
        if reason is not None:
            self.refuse(self._about(card, reason), self._refusal(reason))
            return
        if self.session.settings.plain_confirm_move and self.pending != card:
            self.pending = card
            effect = self.speech.effect(game, card)
            named = card_phrase(card, short=self.short)
            self.say(_("{card:Nom} {effect}. Enter plays it.").format(card=named, effect=effect))
            return
        self._play(card)

    def _why_not(self, card: Card) -> str | None:
        """Why ``card`` may not be played now, or None."""
        reason = self.game.why_illegal(card, 0)
        if reason is None and self.session.waiting_for_you() != "play":
            reason = "Not your turn"
        return reason

    def _refusal(self, reason: str) -> Refusal:
        """A card refused for ``reason`` (:meth:`_why_not`): not now, or against the rules."""
        return "phase" if reason == "Not your turn" else "illegal"

    def _about(self, card: Card, reason: str) -> str:
        """Why ``card`` may not be played, one way every time: "The 7 of diamonds: not
        playable: follow suit, you have spades." (a reason that names the card, as "You do
        not hold the 2 of hearts", is said alone)."""
        text = self.speech.text(reason)
        named = the_card(card, short=self.short)
        if named in text or str(card) in reason or card_words(card) in text:
            return text
        said = text[:1].lower() + text[1:]
        return _("{card:Nom}: not playable: {reason}").format(
            card=card_phrase(card, short=self.short), reason=said.replace(": ", ", ", 1)
        )

    def _play(self, card: Card) -> None:
        self.pending = None
        try:
            events = self.session.play(card)
        except IllegalMove as error:
            self.refuse(str(error), self._refusal(str(error)))
            return
        self.after(events)

    def do_EOF(self, arg: str) -> bool:
        """End of input: the game is saved; the next `hearts` goes on from here."""
        if self.use_rawinput:
            self.say("")  # off the prompt line Ctrl+D left
            return self.do_quit("")
        # A script's end: quiet when the game is saved, as before; the truth when not.
        farewell = self.farewell()
        if self.status == UNSAVED:
            self.say(*farewell)
        self.done = True
        return True

    def do_unreadable(self, arg: str) -> None:
        """(A line that was not text: said to be so.)"""
        self.refuse(_(NOT_TEXT), "unreadable")

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
            self.refuse(_("Name a card: play qs"), "syntax")
            return
        self.default(arg)

    @no_argument
    def do_yes(self, arg: str) -> None:
        """yes (or Enter): play the card just previewed."""
        if self.pending is None:
            self.refuse(_("Nothing to confirm: type a card first, like qs"), "phase")
            return
        self._play(self.pending)

    @no_argument
    def do_no(self, arg: str) -> None:
        """no: do not play the card just described; type another."""
        if self.pending is None:
            self.refuse(_("Nothing to confirm: type a card first, like qs"), "phase")
            return
        card, self.pending = self.pending, None
        self.say(
            _("{card:Nom} stays in your hand: type another card.").format(
                card=card_phrase(card, short=self.short)
            )
        )

    def do_pass(self, arg: str) -> None:
        """pass 2c 3h kd: pass these three cards."""
        game = self.game
        if game.phase != "passing" or game.has_passed(0):
            why = no_pass_now(game.rules) if game.phase != "passing" else _("Already passed")
            self.refuse(why, "phase")
            return
        try:
            cards = parse_cards(typed(arg), self.game.table.deck, self.speech.style)
        except CardNameError as error:
            self.refuse(
                _("{reason}; pass takes 3 cards, like pass 2c 3h kd").format(
                    reason=self.speech.text(str(error))
                ),
                "syntax",
            )
            return
        if len(cards) != 3:
            self.refuse(
                _("Pass takes 3 cards, not {count}: like pass 2c 3h kd").format(count=len(cards)),
                "syntax",
            )
            return
        try:
            events = self.session.pass_cards(cards)
        except IllegalMove as error:
            self.refuse(str(error), "illegal")
            return
        self.after(events)

    def do_draw(self, arg: str) -> None:
        """draw: Domino Hearts, when you cannot follow suit: draw until you can (draw one:
        a single card)."""
        if argument_of(arg) in ("1", "one"):
            try:
                events = self.session.draw()
            except IllegalMove as error:
                self.refuse(str(error), "illegal")
                return
            self.after(events)
            return
        if arg.strip():
            self.refuse(
                _(
                    "draw takes nothing after it but one ({typed}): draw draws until you can"
                    " follow, draw one a single card"
                ).format(typed=quoted(arg.strip())),
                "syntax",
            )
            return
        try:
            drawn, can_follow, events = self.session.draw_until()
        except IllegalMove as error:
            self.refuse(str(error), "illegal")
            return
        if not self.json:
            self.say(self.speech.drawn(drawn, can_follow=can_follow))
            events = [e for e in events if not (isinstance(e, Drew) and e.seat == 0)]
        self.after(events)

    def do_moon(self, arg: str) -> None:
        """moon add or moon minus: after you shot the moon, how it scores."""
        choice = {"add": "others_plus", "minus": "shooter_minus"}.get(argument_of(arg))
        if self.game.moon_choice_pending != 0:
            self.refuse(_("No moon shot of yours to score now"), "phase")
            return
        if choice is None:
            self.refuse(
                _("Type moon add (others get the points) or moon minus (yours go down)"), "syntax"
            )
            return
        self.after(self.session.choose_moon(choice))

    @no_argument
    def do_finish(self, arg: str) -> None:
        """finish: play the rest of the hand at once, once nothing can change a score."""
        try:
            events = self.session.finish()
        except IllegalMove as error:
            self.refuse(str(error), "phase")
            return
        self.after(events)

    @no_argument
    def do_undo(self, arg: str) -> None:
        """undo: take back your last card or your pass (with take-back on)."""
        try:
            taken = self.session.take_back()
        except IllegalMove as error:
            self.refuse(str(error), "phase" if self.session.settings.allow_take_back else "off")
            return
        line = self.speech.taken_back(taken)
        self.say(line)
        if self.game.phase == "passing":
            self.say(*self.speech.hand_start())
        else:
            self.say(*trick_lines(self.game, short=self.short, turn=False))
        self.after([])

    # -- looking ------------------------------------------------------------------------

    @no_argument
    def do_hand(self, arg: str) -> None:
        """hand: your cards by suit, and on your turn the playable ones."""
        game = self.game
        if game.phase == "game_over":
            self.say(_("The game is over: no cards in hand. Type new or replay to play again."))
            return
        legal = game.legal_cards() if self.session.waiting_for_you() == "play" else None
        self.say(*hand_lines(game.hand(0), legal, short=self.short))

    def do_why(self, arg: str) -> None:
        """why qs: whether a card may be played now, and why or what it would do."""
        if not arg.strip():
            self.refuse(_("Name a card: why qs"), "syntax")
            return
        try:
            card = parse_card(typed(arg), self.game.table.deck, self.speech.style)
        except CardNameError as error:
            self.refuse(str(error), "syntax")
            return
        reason = self._why_not(card)
        if reason is not None:
            self.refuse(self._about(card, reason), self._refusal(reason))
            return
        effect = self.speech.effect(self.game, card)
        named = card_phrase(card, short=self.short)
        self.say(_("{card:Nom}: playable: {effect}.").format(card=named, effect=effect))

    @no_argument
    def do_trick(self, arg: str) -> None:
        """trick: the cards on the table now, who is winning, the cards each holds."""
        self.say(*trick_lines(self.game, short=self.short))

    @no_argument
    def do_repeat(self, arg: str) -> None:
        """repeat: where the game stands: the hand, the pass, your cards, the trick, the turn."""
        where = self.speech.where()
        where[1:1] = self.speech.standing()
        self.say(*where, *self.turn_lines())

    @no_argument
    def do_last(self, arg: str) -> None:
        """last: the last finished trick again."""
        self.say(*last_trick_lines(self.game, short=self.short))

    @no_argument
    def do_scores(self, arg: str) -> None:
        """scores: the totals, this hand's points so far and the target."""
        self.say(*score_lines(self.game))

    @no_argument
    def do_sheet(self, arg: str) -> None:
        """sheet: the score sheet, hand by hand."""
        from ..words.score_sheet import score_sheet

        self.say(*sheet_lines(score_sheet(self.game), short=self.short))

    @no_argument
    def do_out(self, arg: str) -> None:
        """out: the card tracker: cards not seen yet, voids, points not yet played."""
        from ..words.tracker import tracker_facts

        self.say(*tracker_sentences(tracker_facts(self.game.view(0)), short=self.short))

    @no_argument
    def do_hint(self, arg: str) -> None:
        """hint: what the hard CPU would play (or pass) for you, and why."""
        game = self.game
        waiting = self.session.waiting_for_you()
        if waiting not in ("play", "pass"):
            self.refuse(_("A hint is for your turn or your pass"), "phase")
            return
        from ..words.hints import think

        hint = think(game.view(0), game.cpu_seed(0))
        self.session.count_hint()
        self.say(self.speech.hint(game, hint))

    @no_argument
    def do_review(self, arg: str) -> None:
        """review: the verdict on your last finished hand, by the hard CPU."""
        from ..words.hand_review import analyse, finished_hands, record_hand

        game = self.game
        hands = finished_hands(game)
        if not hands:
            self.refuse(_("No hand to review yet: the review comes after a hand is over"), "phase")
            return
        number = hands[-1]
        self.say(_("Reviewing hand {number}, one moment...").format(number=number))
        analysis = analyse(record_hand(game, number), game.cpu_seed(0))
        self.say(*review_lines(number, analysis, short=self.short))

    @no_argument
    def do_code(self, arg: str) -> None:
        """code: this game's code (hearts --plain --seed CODE deals it again)."""
        code = self.game.code
        self.say(
            _("Game code {code}. hearts --plain --seed {code} deals this game again.").format(
                code=code
            )
        )

    @no_argument
    def do_rules(self, arg: str) -> None:
        """rules: the rules of the table of this game."""
        from ..words.rules_text import describe_rules

        text = describe_rules(self.game.rules, style=self.speech.style).replace("**", "")
        for line in text.splitlines():
            line = line.removeprefix("- ").strip()
            if line:
                self.say(self.speech.text(line))

    # -- games --------------------------------------------------------------------------

    @no_argument
    def do_new(self, arg: str) -> None:
        """new: a new game, at the table chosen for the next game (a game in progress is
        put aside, never lost)."""
        self._replace(None)

    @no_argument
    def do_replay(self, arg: str) -> None:
        """replay: this game's deal again from the start (this one is put aside)."""
        self._replace(self.game.code)

    def _replace(self, code: str | None) -> None:
        session = self.session
        game = session.game
        if is_unfinished(game) and session.persistence is not None:
            result = session.persistence.put_aside(game, session.ui_state())
            if isinstance(result, str):
                self.refuse(result, "store")
                return
            if isinstance(result, PutAside):
                kept = result.kept.game
                self.say(
                    _(
                        "Game {code} (hand {number}) put aside:"
                        " hearts --plain --resume {code} brings it back."
                    ).format(code=kept.code, number=kept.hand_number)
                )
        try:
            new = Game.new(code, None if code else session.settings.rules)
        except ValueError as error:
            reason = self.speech.text(str(error))
            self.refuse(_("No new game: {reason}").format(reason=reason), "value")
            return
        self.speech.game = new
        if self.json:
            self._write(json_lines.game_object(new))
        self.say(*self.speech.table_intro(first=False))
        self.after(session.replace(new))

    # -- help and the end ---------------------------------------------------------------

    def do_help(self, arg: str) -> None:
        """help, or help NAME: the commands, or what one does."""
        asked = arg.strip().lower()
        name = ALIASES.get(asked) or ALIASES.get(latin_letter(asked) or "") or command_of(asked)
        name = name or asked
        if name:
            if name not in HELP:
                self.refuse(
                    _("No command {typed}. Type help for the commands").format(
                        typed=quoted(arg.strip())
                    ),
                    "unknown",
                )
            else:
                said = HELP[name]
                if name == "yes":
                    said = said.format(yes=keys_for(True), no=keys_for(False))
                self.say(said)
            return
        # In Russian «h/р рука»: the letter, and what the same key types in the layout;
        # the yes of a card described by its meaning («д да»), not by the key's place.
        layout = LAYOUTS.get(current(), {})
        shorts = [
            f"{'/'.join(filter(None, (short, layout.get(short))))} {word_of(full)}"
            if full != "yes"
            else f"{keys_for(True)} {word_of(full)}"
            for short, full in ALIASES.items()
            if len(short) == 1
        ]
        self.say(
            _("Type a card to play it: qs, 10h or queen of spades."),
            _("Commands: {names}.").format(names=", ".join(word_of(n) for n in self.COMMANDS)),
            _("Short forms: {forms}.").format(forms=", ".join(shorts)),
            _("Enter alone says where you are; help NAME says what a command does."),
        )

    def do_q(self, arg: str) -> None:
        """(q alone does not quit: it says how.)"""
        self.say(_("To leave, type quit: the game is saved and goes on from here."))

    @no_argument
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
            return [_("Saved. hearts --plain goes on from here.")]
        self.status = UNSAVED
        if warn:
            return [
                _(
                    "Your game could not be saved ({why}). Type {quit} again to leave without"
                    " it, or play on: every move tries to save again."
                ).format(why=why, quit=word_of("quit"))
            ]
        return [
            _("Not saved: {why}. The next hearts goes on from the last save that worked.").format(
                why=why
            )
        ]

    # -- completion ---------------------------------------------------------------------

    def complete(self, text: str, state: int) -> Any:
        """readline's completion, with a space after a word completed whole, as a shell
        does (Python's readline appends none: `pas` Tab `a` typed "passa")."""
        match: Any = super().complete(text, state)
        if isinstance(match, str) and len(self.completion_matches or ()) == 1:
            return match + " "
        return match

    def _card_codes(self, text: str) -> list[str]:
        return completions(text, self.game.hand(0)) if text else []

    def completenames(self, text: str, *ignored: object) -> list[str]:
        said = dict.fromkeys([*self.COMMANDS, *(word_of(name) for name in self.COMMANDS)])
        names = [name for name in said if name.startswith(text.lower())]
        return names + self._card_codes(text)

    def completedefault(self, text: str, *ignored: object) -> list[str]:
        return self._card_codes(text)

    def complete_moon(self, text: str, *ignored: object) -> list[str]:
        return [w for w in (word_of("add"), word_of("minus")) if w.startswith(text)]
