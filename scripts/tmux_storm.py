"""Key storms on the real ``hearts`` in tmux: N sessions (80×24, or --size), K keys each, in bursts.

    python scripts/tmux_storm.py --sessions 10 --keys 400          # without the quit keys
    python scripts/tmux_storm.py --sessions 4 --keys 300 --quit    # q / Ctrl+Q may end one
    python scripts/tmux_storm.py --sessions 4 --timer 30           # games with the move timer
    python scripts/tmux_storm.py --table domino --sessions 6       # Domino, 2 to 7 players
    python scripts/tmux_storm.py --table mixed --size 160x48       # every table in turn
    python scripts/tmux_storm.py --layout ru --quit                # Russian, keys typed in ЙЦУКЕН

``--table`` picks the table each session's game is dealt at: ``standard`` (the default),
``six`` or ``seven`` (players at the Standard table), ``domino`` (2 to 7 players, drawn per
session), ``cancellation`` (7 to 10), or ``mixed`` (the sessions go round all of them).

Each session gets its own data and config directories in a temp folder (HEARTS_DATA_DIR,
HEARTS_CONFIG_DIR) and runs on a private tmux server (``-L``), with ``escape-time 0`` so an
Escape is not merged with the next key.  Keys go out in bursts of 1–8 per ``send-keys``
(one terminal read, as a fast typist or a cat would deliver them).  Afterwards each pane is
polled (Escape closes whatever dialog is open) until the table shows again: the top row with
the game code.  A session fails if ``hearts`` exited (other than by a quit key, status 0), if
the pane shows a traceback, or if a crash log appeared.  One line per session, then a
summary; the exit status is 1 when any session failed.  By default it runs
``python -m hearts_tui`` with this Python; ``--command hearts`` runs an installed one.
``--layout ru`` runs the game in Russian (``--lang ru``) and types every letter key as the
Russian keyboard layout does (the key of ``p`` types «з», ``?`` types ``,``): each must work.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hearts_tui.engine import Game, Rules  # noqa: E402
from hearts_tui.store.settings import Settings, save_settings  # noqa: E402
from hearts_tui.words.layouts import LAYOUTS  # noqa: E402

#: tmux key names for the keys a player might hit, and how often each is drawn: moving and
#: choosing keys most, the table's letter keys less, digits least.
NAVIGATION = ("Tab", "BTab", "Enter", "Space", "Up", "Down", "Left", "Right")
PAGING = ("PPage", "NPage", "Home", "End")
LETTERS = (*"stlcpnrudyhmo", *"gkivzf", "?", "F1", "/", "BSpace", *"dajx", "D")
DIGITS = tuple("0123456789")
KEYS = ("Escape", *NAVIGATION, *PAGING, *LETTERS, *DIGITS)
#: Escape often enough that a storm does not stay in one dialog (an open drop-down takes the
#: letters as a search).
WEIGHTS = [3.0] + [4.0] * len(NAVIGATION) + [3.0] * len(PAGING) + [1.0] * len(LETTERS) + [0.3] * 10
QUIT_KEYS = ("q", "C-q")
#: tmux's names for the keys Textual calls ``full_stop`` and ``comma``.
_TMUX_NAMES = {"full_stop": ".", "comma": ","}


def in_layout(keys: tuple[str, ...], layout: str) -> tuple[str, ...]:
    """``keys`` as the physical keys type them in ``layout`` (``p`` → ``з``, ``/`` → ``.``,
    Shift+D ``D`` → ``В``); named keys (Tab, F1, C-q) stay.

    >>> in_layout(("p", "?", "/", "Tab", "C-q", "D"), "ru")
    ('з', ',', '.', 'Tab', 'C-q', 'В')
    """
    typed = dict(LAYOUTS[layout])
    typed.update({key.upper(): to.upper() for key, to in typed.items() if len(key) == 1})
    names = {"/": "slash", "?": "question_mark"}
    return tuple(
        _TMUX_NAMES.get(typed[names.get(key, key)], typed[names.get(key, key)])
        if names.get(key, key) in typed
        else key
        for key in keys
    )


#: Printed by the pane's shell once hearts is gone (which also writes the status to a file
#: and stops echoing the keys still coming, so the pane keeps what hearts left on it).
EXITED = "HEARTS-EXITED"
PACES = ("instant", "fast", "normal")
#: The table's top row: " K7QD-MR9S  Hand 2 · game to 50 …" (New game and Replay change the
#: code, so any code will do); at ten players with three-digit totals "Hand" gives way to
#: the totals ("… Y102 A97 …"). In Russian: "Сдача 2", "Вы 0".
TOP_ROW = re.compile(r"^\s*[0-9A-Z]{4}-[0-9A-Z]{4}\S*\s+((Hand|Сдача) \d+|.*(\bY(ou )?|\bВы ?)\d)")


#: The tables ``--table`` deals at; ``mixed`` goes round them.
TABLES = ("standard", "six", "seven", "domino", "cancellation")


def table_rules(table: str, index: int, rng: random.Random) -> Rules:
    """The rules of session ``index``'s game at ``table`` (players drawn with ``rng``)."""
    if table == "mixed":
        table = TABLES[index % len(TABLES)]
    if table == "six":
        return Rules(players=6)
    if table == "seven":
        return Rules(players=7)
    if table == "domino":
        return Rules.domino(players=rng.randint(2, 7))
    if table == "cancellation":
        return Rules.cancellation(players=rng.randint(7, 10))
    return Rules()


def shows_table(screen: str) -> bool:
    lines = screen.splitlines()
    return bool(lines) and TOP_ROW.match(lines[0]) is not None


@dataclass
class Session:
    name: str
    home: Path
    code: str
    pace: str
    rng: random.Random
    sent: int = 0
    #: hearts' exit status once it has exited.
    status: str | None = None
    result: str = ""
    ok: bool = False
    notes: list[str] = field(default_factory=list)


class Tmux:
    """A private tmux server (its own socket), so the storm never touches the user's."""

    def __init__(self) -> None:
        self.socket = f"hearts-storm-{os.getpid()}"

    def __call__(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=False
        )
        if check and done.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def capture(self, name: str) -> str:
        return self("capture-pane", "-p", "-t", name, check=False)

    def close(self) -> None:
        """End the private server and remove its socket file (tmux leaves it behind)."""
        path = self("display-message", "-p", "#{socket_path}", check=False).strip()
        self("kill-server", check=False)
        if path:
            Path(path).unlink(missing_ok=True)


def start(
    tmux: Tmux,
    session: Session,
    hearts: str,
    size: tuple[int, int] = (80, 24),
    rules: Rules | None = None,
) -> None:
    data, config = session.home / "data", session.home / "config"
    save_settings(config, Settings(cpu_pace=session.pace, rules=rules or Rules()))
    command = " ".join(
        [
            f"HEARTS_DATA_DIR={shlex.quote(str(data))}",
            f"HEARTS_CONFIG_DIR={shlex.quote(str(config))}",
            hearts,
            "--seed",
            session.code,
            f"; echo $? > {shlex.quote(str(session.home / 'status'))}",
            f"; stty -echo; echo {EXITED}; sleep 3600",
        ]
    )
    width, height = size
    tmux("new-session", "-d", "-s", session.name, "-x", str(width), "-y", str(height), command)


def exited(session: Session) -> bool:
    """True once hearts has exited (its status is then in ``session.status``)."""
    if session.status is None:
        try:
            session.status = (session.home / "status").read_text().strip()
        except OSError:
            return False
    return True


def wait_for(tmux: Tmux, session: Session, deadline: float, *, nudge: bool) -> str:
    """Poll the pane until the table's top row (the game code) shows; Escape closes dialogs."""
    end = time.monotonic() + deadline
    tries = 0
    while True:
        screen = tmux.capture(session.name)
        if exited(session) or "Traceback" in screen:
            return screen
        if shows_table(screen):
            return screen
        if time.monotonic() > end:
            return screen
        if nudge:
            tries += 1
            # Escape closes most dialogs; the moon choice takes 1; Enter ends a hand summary.
            tmux("send-keys", "-t", session.name, "Escape" if tries % 3 else "1", check=False)
        time.sleep(0.25)


def judge(tmux: Tmux, session: Session, screen: str, with_quit: bool) -> None:
    crash_logs = sorted((session.home / "data").glob("crash-*.log"))
    if crash_logs:  # hearts crashed: it may still be shutting down
        end = time.monotonic() + 15
        while not exited(session) and time.monotonic() < end:
            time.sleep(0.1)
        if not exited(session):
            session.notes.append("still running 15 s after the crash")
    if crash_logs:
        first = crash_logs[0].read_text().strip().splitlines()[-1]
        session.notes.append(f"crash log {crash_logs[0].name}: {first}")
    if exited(session):
        status = session.status
        if with_quit and status == "0" and not crash_logs:
            session.ok, session.result = True, "quit (status 0)"
        else:
            last = [line.strip() for line in screen.splitlines() if line.strip()]
            last = [line for line in last if line != EXITED][-2:]
            session.result = f"hearts exited with status {status}: {' | '.join(last)}"
        return
    if "Traceback" in screen:
        session.result = "a traceback is on the screen"
        return
    lines = screen.splitlines()
    if shows_table(screen) and not crash_logs:
        session.ok, session.result = True, "the table shows, no traceback"
    else:
        session.result = (
            "the table did not come back: "
            + " | ".join(line.strip() for line in lines if line.strip())[:200]
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--size", default="80x24", help="terminal size, e.g. 160x48")
    parser.add_argument("--keys", type=int, default=400, help="keys per session")
    parser.add_argument("--quit", action="store_true", help="include q and Ctrl+Q")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the key draws")
    parser.add_argument("--keep", action="store_true", help="keep the temp folder")
    parser.add_argument(
        "--timer", type=int, default=0, choices=(0, 30, 60), help="the move timer's seconds"
    )
    parser.add_argument(
        "--table", default="standard", choices=(*TABLES, "mixed"), help="the table to deal"
    )
    parser.add_argument(
        "--gap", type=float, default=0.08, help="longest pause between rounds of bursts (s)"
    )
    parser.add_argument(
        "--layout", choices=tuple(LAYOUTS), help="play in this language, typed in its layout"
    )
    parser.add_argument(
        "--command",
        default=f"{shlex.quote(sys.executable)} -m hearts_tui",
        help="the shell command that runs hearts (default: this Python, -m hearts_tui)",
    )
    args = parser.parse_args(argv)
    if shutil.which("tmux") is None:
        print("tmux_storm: tmux is not installed", file=sys.stderr)
        return 2
    pool = KEYS + QUIT_KEYS if args.quit else KEYS
    hearts = args.command
    if args.layout:
        pool = in_layout(pool, args.layout)
        hearts = f"{hearts} --lang {args.layout}"
    weights = [*WEIGHTS, 1.0, 1.0] if args.quit else WEIGHTS
    root = Path(tempfile.mkdtemp(prefix="hearts-storm-"))
    tmux = Tmux()
    sessions: list[Session] = []
    try:
        for index in range(args.sessions):
            rng = random.Random(args.seed * 1000 + index)
            home = root / f"s{index}"
            rules = table_rules(args.table, index, rng).replace(move_timer=args.timer)
            session = Session(
                name=f"storm{index}",
                home=home,
                code=Game.new(None, rules).code,
                pace=PACES[index % len(PACES)],
                rng=rng,
            )
            sessions.append(session)
            width, height = (int(n) for n in args.size.split("x"))
            start(tmux, session, hearts, (width, height), rules)
            if index == 0:
                tmux("set", "-s", "escape-time", "0")
        for session in sessions:
            screen = wait_for(tmux, session, 30, nudge=False)
            if not shows_table(screen):
                session.result = "the table never showed: " + screen.strip()[-200:]
        active = [s for s in sessions if not s.result]
        while any(s.sent < args.keys and not exited(s) for s in active):
            for session in active:
                if session.sent >= args.keys or exited(session):
                    continue
                burst = session.rng.choices(pool, weights, k=session.rng.randint(1, 10))
                session.sent += len(burst)
                tmux("send-keys", "-t", session.name, *burst, check=False)
            time.sleep(random.uniform(0.0, args.gap))
        for session in active:
            screen = wait_for(tmux, session, 30, nudge=True)
            judge(tmux, session, screen, args.quit)
        for session in sessions:
            mark = "ok  " if session.ok else "FAIL"
            notes = f" ({'; '.join(session.notes)})" if session.notes else ""
            print(
                f"{mark} {session.name}: {session.sent} keys, pace {session.pace}, "
                f"code {session.code}: {session.result}{notes}"
            )
        failed = [s for s in sessions if not s.ok]
        print(
            f"{len(sessions)} sessions × {args.keys} keys"
            f"{' (with quit keys)' if args.quit else ''}: "
            f"{len(sessions) - len(failed)} ok, {len(failed)} failed"
        )
        return 1 if failed else 0
    finally:
        tmux.close()
        if args.keep:
            print(f"files kept in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
