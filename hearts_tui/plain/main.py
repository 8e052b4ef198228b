"""``hearts --plain``: the game in sentences on stdout, commands read from stdin.

The launch is the table's (the same lock on the data directory, the same choice of the
game to resume or deal, the same notice), then a command loop instead of the full screen.
Stdin may be a terminal (readline gives history and tab completion) or a pipe (a scripted
game; each command is written back after "> ").  The game is saved after every action.

The exit status (docs/plain.md lists it for scripts):

- 0: the game ended as asked and is saved: ``quit``, the end of input, or an output
  whose reader went away (``| head``, a bot that ended);
- 1: another ``hearts`` holds the data directory (or its lock cannot be taken);
- 2: ``--resume`` names no unfinished game (and bad options, as argparse says);
- 3 (:data:`~.commands.UNSAVED`): the game could not be saved on the way out (a full or
  read-only disk, another ``hearts`` took over the data directory): said in words first;
- 74 (:data:`OUTPUT_FAILED`): the output cannot be written (a full disk behind it, a
  closed stream); the game is saved, and stderr says so where it can;
- 128 + the signal's number: Ctrl+C (130) and Ctrl+\\ (131), which save and say so as
  ``quit`` does; a closed terminal (SIGHUP, 129) and ``kill`` (SIGTERM, 143), which save.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import termios
import time
from collections.abc import Callable
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from ..hangup import detach_from_terminal, terminal_is_gone
from ..streams import STREAM_FAILED, reads_keyboard_text, say_to_stderr, shows_unicode, tolerant
from ..words.command_line import output_failure
from ..words.language import _
from .commands import SignalStop
from .line_limit import BoundedLines
from .shell import OutputGone

if TYPE_CHECKING:
    from ..engine import Rules
    from .commands import Commands
    from .session import Session

#: The exit status when the output cannot be written (a full disk behind it, a closed
#: stream): sysexits' EX_IOERR.  The game is saved all the same.
OUTPUT_FAILED = STREAM_FAILED
#: Signals that mean "the terminal is gone" or "please stop": save and exit.
EXIT_SIGNALS = (signal.SIGHUP, signal.SIGTERM)
#: The interrupt keys, Ctrl+C and Ctrl+\\: save, say so and exit, as quit does.
INTERRUPT_SIGNALS = (signal.SIGINT, signal.SIGQUIT)


def run_plain(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    short: bool = False,
    ascii_words: bool = False,
    json: bool = False,
    rules: Rules | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    interrupted: Callable[[], int | None] = lambda: None,
) -> int:
    """Run the line mode; the exit status (the module's list).  ``ascii_words``: the
    terminal's locale shows only ASCII (the output's encoding is asked too).
    ``interrupted`` names an interrupt key's signal received while the game was prepared:
    the line mode then stops there, quietly, with status 128 + its number, as the table."""
    from ..store.launch import LaunchRefused, lock_and_prepare

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    # A typed byte that is not UTF-8 is read as "?", and what the output's encoding cannot
    # write (an ASCII locale) goes out as "?" too: never a crash.
    reads_keyboard_text(stdin)
    tolerant(stdin)
    tolerant(stdout)
    try:
        lock, launch = lock_and_prepare(new=new, seed=seed, resume=resume, rules=rules)
    except LaunchRefused as exc:
        print(f"hearts: {exc}", file=sys.stderr)
        return exc.status
    if (signum := interrupted()) is not None:
        lock.release()
        return 128 + signum
    try:
        from .commands import Commands
        from .session import Session

        persistence = launch.persistence
        session = Session(
            launch.game, launch.settings, persistence=persistence, ui_state=launch.ui_state
        )
        # JSON lines are for a program: no prompt, no line editing, even at a terminal.
        interactive = not json and _is_terminal(stdin) and _is_terminal(stdout)
        lines = None if interactive else BoundedLines(stdin)
        commands = Commands(
            session,
            stdout,
            short=short,
            interactive=interactive,
            stdin=stdin if lines is None else lines,  # type: ignore[arg-type]
            save_settings=lambda: persistence.save_settings(session.settings),
            ascii_words=ascii_words or not shows_unicode(stdout),
            json=json,
        )
        if lines is not None:
            lines.on_too_long = commands.too_long
        return _loop(commands, session, launch.notice)
    finally:
        lock.release()


def _loop(commands: Commands, session: Session, notice: str | None) -> int:
    """The command loop, with the exits of the module's notes."""

    #: The status of the interrupt key that ends the loop: Ctrl+C 130, Ctrl+\\ 131.
    interrupt = [128 + signal.SIGINT]

    def on_signal(signum: int, frame: FrameType | None) -> None:
        # Between two bytecodes of the main thread: while a command runs (the engine may
        # be half-way through a move) the signal waits for it to end (postcmd).
        if signum == signal.SIGHUP and terminal_is_gone():
            detach_from_terminal()
        status = 128 + signum
        if signum in INTERRUPT_SIGNALS:  # a key at the terminal: leave as quit does
            if signum == signal.SIGINT and not commands.busy and commands.clear_typed_line():
                return  # Ctrl+C on a half-typed line: the line goes, as in a shell
            interrupt[0], status = status, -1
        if commands.busy:
            commands.deferred = status
        elif status == -1:
            raise KeyboardInterrupt
        else:
            raise SignalStop(status)

    def arm() -> None:
        """Set the alarm for the move timer's next mark (none when nothing is timed)."""
        delay = commands.timer.next_check(time.monotonic())
        signal.setitimer(signal.ITIMER_REAL, 0.0 if delay is None else max(delay, 0.01))

    def on_alarm(signum: int, frame: FrameType | None) -> None:
        if commands.busy:
            commands.alarm_due = True
            return
        commands.busy = True
        try:
            commands.tick(time.monotonic(), at_prompt=True)
        finally:
            commands.busy = False
        arm()

    def on_stop(signum: int, frame: FrameType | None) -> None:
        """Ctrl+Z at a terminal: give the shell the terminal as it was found, stop, and on
        ``fg`` take readline's mode back and draw the prompt and the line typed so far (the
        shell's settings left every key echoed twice, and no prompt showed)."""
        mode = _terminal_mode()
        if found is not None:
            _set_terminal_mode(found)
        continued: list[int] = []
        before = signal.signal(signal.SIGCONT, lambda signum, frame: continued.append(signum))
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTSTP)  # stopped here until fg
        signal.signal(signal.SIGTSTP, on_stop)
        signal.signal(signal.SIGCONT, before)
        if mode is not None:
            _set_terminal_mode(mode)
        if not commands.busy:  # at the prompt: draw it again (a command draws its own)
            if not continued:  # not stopped after all (no job control): off the typed line
                commands.out.write("\n")
            commands.redraw_prompt()  # after fg the shell left the cursor on a line of its own

    commands.on_idle = arm
    found = _terminal_mode() if commands.use_rawinput else None
    if commands.use_rawinput:
        previous_stop = signal.signal(signal.SIGTSTP, on_stop)
    previous = {
        signum: signal.signal(signum, on_signal) for signum in (*EXIT_SIGNALS, *INTERRUPT_SIGNALS)
    }
    previous[signal.SIGALRM] = signal.signal(signal.SIGALRM, on_alarm)
    try:
        commands.busy = True
        try:
            commands.start(notice)
        finally:
            commands.busy = False
        commands.postcmd(False, "")  # a signal that came meanwhile; the first alarm
        while not commands.done:
            try:
                commands.cmdloop(intro="")
            except KeyboardInterrupt:
                farewell = commands.farewell()
                with contextlib.suppress(OutputGone):
                    commands.say("", *farewell)
                return interrupt[0]
        return commands.status
    except SignalStop as stop:
        commands.farewell()
        if (why := session.unsaved()) is not None:
            say_to_stderr(_("hearts: your game could not be saved ({why}).").format(why=why))
        if session.persistence is not None:
            session.persistence.close()
        return stop.status
    except OutputGone as gone:
        # Nothing more can be said: the game is as it was saved after the last move.
        commands.farewell()
        why = session.unsaved()
        if gone.reader_left and why is None:
            detach_from_terminal()
            return 0  # a reader that went away (| head, a bot that ended): a normal end
        failure = output_failure(gone.error)
        if why is None:
            line = _("hearts: {failure}; the game is saved.").format(failure=failure)
        else:
            line = _("hearts: {failure}; the game could not be saved ({why}).").format(
                failure=failure, why=why
            )
        say_to_stderr(line)
        detach_from_terminal()
        return commands.status or OUTPUT_FAILED
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0.0)
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if commands.use_rawinput:
            signal.signal(signal.SIGTSTP, previous_stop)


def _terminal_mode() -> list[Any] | None:
    """The terminal's settings (of stdin), or None when there is no terminal to ask."""
    try:
        return termios.tcgetattr(0)
    except (termios.error, OSError):
        return None


def _set_terminal_mode(mode: list[Any]) -> None:
    with contextlib.suppress(termios.error, OSError):
        termios.tcsetattr(0, termios.TCSADRAIN, mode)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
