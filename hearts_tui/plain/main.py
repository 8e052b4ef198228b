"""``hearts --plain``: the game in sentences on stdout, commands read from stdin.

The launch is the table's (the same lock on the data directory, the same choice of the
game to resume or deal, the same notice), then a command loop instead of the full screen.
Stdin may be a terminal (readline gives history and tab completion) or a pipe (a scripted
game; each command is written back after "> ").  The game is saved after every action;
the end of input saves and exits 0, Ctrl+C saves and exits 130, and a closed terminal
(SIGHUP) or ``kill`` (SIGTERM) saves and exits with 128 + the signal's number, as the
table does.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import time
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from ..hangup import detach_from_terminal, terminal_is_gone
from ..words.language import _
from .commands import SignalStop

if TYPE_CHECKING:
    from .commands import Commands
    from .session import Session

#: Seconds to wait for a game that is still exiting (the terminal was just closed).
#: Signals that mean "the terminal is gone" or "please stop": save and exit.
EXIT_SIGNALS = (signal.SIGHUP, signal.SIGTERM)


def run_plain(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    short: bool = False,
    json: bool = False,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run the line mode; the exit status (1: another game holds the lock; 2: ``resume``
    names no unfinished game)."""
    from ..store.launch import LaunchRefused, lock_and_prepare

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    reconfigure = getattr(stdin, "reconfigure", None)
    if reconfigure is not None:  # a typed byte that is not UTF-8 is read as "?", not a crash
        with contextlib.suppress(ValueError):
            reconfigure(errors="replace")
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
        # JSON lines are for a program: no prompt, no line editing, even at a terminal.
        interactive = not json and _is_terminal(stdin) and _is_terminal(stdout)
        commands = Commands(
            session,
            stdout,
            short=short,
            interactive=interactive,
            stdin=stdin,
            save_settings=lambda: persistence.save_settings(session.settings),
            json=json,
        )
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
        if status == -1 and not commands.busy and commands.clear_typed_line():
            return  # Ctrl+C on a half-typed line: the line goes, as in a shell
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
                session.save()
                with contextlib.suppress(OSError):
                    commands.say("", _("Saved. hearts --plain goes on from here."))
                return 130
        return 0
    except SignalStop as stop:
        session.save()
        if session.persistence is not None:
            session.persistence.close()
        return stop.status
    except BrokenPipeError:  # the reader went away (a pipe closed): saved, quietly
        session.save()
        detach_from_terminal()
        return 0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0.0)
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
