"""Scripted games for the line mode: the commands a player would type for a whole game.

:func:`scripted_game` plays the game of ``code`` in the test's own process through the same
:class:`~hearts_tui.plain.session.Session` the line mode uses (the same CPU players seeded
by the code), choosing your moves simply: the first three cards to pass, the first legal
card, a draw when one is due, "add" for a moon.  The typed commands it returns then play the
same game through ``hearts --plain``, in a pipe or a pseudo-terminal.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings, save_settings

#: What the line mode may never print: ESC (colour, cursor codes), box drawing, suit glyphs.
FORBIDDEN = re.compile(r"[\x1b\x9b\u2500-\u259f\u2660-\u2667]")


@dataclass(frozen=True)
class Script:
    """The commands of a whole game, and the game as it ended."""

    commands: list[str]
    game: Game


def scripted_game(code: str, settings: Settings, *, limit: int = 4000) -> Script:
    """Every command of the game of ``code`` played to the game over (``plain_confirm_move``
    on: each card is typed, then confirmed by an empty line)."""
    session = Session(Game.new(code), settings)
    commands: list[str] = []
    session.advance()
    for _ in range(limit):
        game = session.game
        waiting = session.waiting_for_you()
        if waiting == "over":
            return Script(commands, game)
        if waiting == "pass":
            cards = game.hand(0)[:3]
            commands.append("pass " + " ".join(c.code.lower() for c in cards))
            session.pass_cards(cards)
        elif waiting == "draw":
            commands.append("draw")
            session.draw()
        elif waiting == "moon":
            commands.append("moon add")
            session.choose_moon("others_plus")
        else:
            card = game.legal_cards()[0]
            commands.append(card.code.lower())
            if settings.plain_confirm_move:
                commands.append("")
            session.play(card)
    raise AssertionError(f"game {code} did not end in {limit} moves")


def plain_env(home: Path) -> dict[str, str]:
    """The environment of a ``hearts --plain`` child whose files live under ``home``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HEARTS_", "XDG_"))}
    env.update(
        HEARTS_DATA_DIR=str(home / "data"),
        HEARTS_CONFIG_DIR=str(home / "config"),
        XDG_DATA_HOME=str(home / "xdg-data"),
        XDG_CONFIG_HOME=str(home / "xdg-config"),
        TERM="xterm-256color",
    )
    return env


def write_settings(home: Path, settings: Settings) -> None:
    """Save ``settings`` where the child reads them."""
    save_settings(home / "config", settings)


def run_piped(
    home: Path, *args: str, stdin: str, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """``hearts --plain ARGS < stdin``: the finished process."""
    return subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=plain_env(home),
        timeout=timeout,
    )


def table_code(rules: Rules, seed: str = "K7QD-MR9S") -> str:
    """The code of a game at the table of ``rules`` (the seed of ``seed``)."""
    from hearts_tui.engine.codes import format_code, parse_code

    return format_code(parse_code(seed).seed, rules)


#: A game code at each kind of table; the Cancellation game has a trick nobody could win.
TABLES = {
    "standard": "K7QD-MR9S",
    "seven-players": table_code(Rules(players=7)),
    "domino": table_code(Rules.domino()),
    "cancellation-10": "RNNT-AP57-7FB4-AHH",
    "kitty-5": table_code(Rules(players=5, short_deck="kitty")),
}
