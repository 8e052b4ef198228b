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
- 128 + the signal's number: Ctrl+C (130), a closed terminal (SIGHUP, 129), ``kill``
  (SIGTERM, 143), Ctrl+\\ (SIGQUIT, 131): the game saved first, as at the table.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import time
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from ..hangup import detach_from_terminal, terminal_is_gone
from ..streams import STREAM_FAILED, output_failure, say_to_stderr, shows_unicode, tolerant
from .commands import OutputGone, SignalStop
from .line_limit import BoundedLines

if TYPE_CHECKING:
    from .commands import Commands
    from .session import Session

#: The exit status when the output cannot be written (a full disk behind it, a closed
#: stream): sysexits' EX_IOERR.  The game is saved all the same.
OUTPUT_FAILED = STREAM_FAILED
#: Signals that mean "the terminal is gone" or "please stop": save and exit.
EXIT_SIGNALS = (signal.SIGHUP, signal.SIGTERM)


def run_plain(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    short: bool = False,
    ascii_words: bool = False,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run the line mode; the exit status (the module's list).  ``ascii_words``: the
    terminal's locale shows only ASCII (the output's encoding is asked too)."""
    from ..store.launch import LaunchRefused, lock_and_prepare

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    # A typed byte that is not UTF-8 is read as "?", and what the output's encoding cannot
    # write (an ASCII locale) goes out as "?" too: never a crash.
    tolerant(stdin)
    tolerant(stdout)
    try:
        lock, launch = lock_and_prepare(new=new, seed=seed, resume=resume)
    except LaunchRefused as exc:
        print(f"hearts: {exc}", file=sys.stderr)
        return exc.status
    try:
        from .commands import Commands
        from .session import Session

        persistence = launch.persistence
        session = Session(
            launch.game, launch.settings, persistence=persistence, ui_state=launch.ui_state
        )
        interactive = _is_terminal(stdin) and _is_terminal(stdout)
        lines = None if interactive else BoundedLines(stdin)
        commands = Commands(
            session,
            stdout,
            short=short,
            interactive=interactive,
            stdin=stdin if lines is None else lines,  # type: ignore[arg-type]
            save_settings=lambda: persistence.save_settings(session.settings),
            ascii_words=ascii_words or not shows_unicode(stdout),
        )
        if lines is not None:
            lines.on_too_long = commands.too_long
        return _loop(commands, session, launch.notice)
    finally:
        lock.release()


def _loop(commands: Commands, session: Session, notice: str | None) -> int:
    """The command loop, with the exits of the module's notes."""

    def on_signal(signum: int, frame: FrameType | None) -> None:
        # Between two bytecodes of the main thread: while a command runs (the engine may
        # be half-way through a move) the signal waits for it to end (postcmd).
        if signum == signal.SIGHUP and terminal_is_gone():
            detach_from_terminal()
        status = -1 if signum == signal.SIGINT else 128 + signum
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

    commands.on_idle = arm
    previous = {
        signum: signal.signal(signum, on_signal) for signum in (*EXIT_SIGNALS, signal.SIGINT)
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
                return 130
        return commands.status
    except SignalStop as stop:
        commands.farewell()
        if (why := session.unsaved()) is not None:
            say_to_stderr(f"hearts: your game could not be saved ({why}).")
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
        saved = "the game is saved" if why is None else f"the game could not be saved ({why})"
        say_to_stderr(f"hearts: {output_failure(gone.error)}; {saved}.")
        detach_from_terminal()
        return commands.status or OUTPUT_FAILED
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0.0)
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
