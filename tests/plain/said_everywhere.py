"""Everything the line mode says in whole games at every kind of table: the corpus the
wording tests read as a listener would (tests/plain/test_wording_by_ear.py).

:func:`whole_game` plays one game to its end in the test's own process (the same
:class:`Commands` as ``hearts --plain``, no disk, easy CPUs), typing the first legal card
(the last, every other hand), passing the first three cards, drawing when due, and between
moves every command that looks (``hand``, ``trick``, ``why``, ``out``, ``sheet``,
``repeat``, Enter …), an ``undo``, and before the first move the tables and settings as
``table``, ``settings`` and ``rules`` say them after changes of every kind.  The lines
typed are left out: what is returned is what the game said.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from hearts_tui.engine import (
    FirstLead,
    Game,
    MoonMode,
    PassCycle,
    Rules,
    Scoring,
    ShortDeck,
    TieRule,
)
from hearts_tui.plain.commands import HELP, Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings
from hearts_tui.words.language import use

#: A table of every kind: the Standard one at 3 to 7 players with either short deck, the
#: scoring presets, every house rule changed, Domino Hearts at 2 and 4, Cancellation at 8
#: and 10.
TABLES: dict[str, Rules] = {
    "standard": Rules(),
    "three": Rules(players=3),
    "five-kitty": Rules(players=5, short_deck=ShortDeck.KITTY),
    "six": Rules(players=6),
    "seven-kitty": Rules(players=7, short_deck=ShortDeck.KITTY),
    "every-rule": Rules(
        scoring=Scoring.SPOT_HEARTS,
        jack_of_diamonds=-11,
        moon=MoonMode.SHOOTER_CHOOSES,
        queen_must_go=True,
        queen_breaks_hearts=True,
        points_on_first_trick=True,
        first_lead=FirstLead.LEFT_OF_DEALER,
        ties=TieRule.PLAY_ON,
        move_timer=30,
        pass_cycle=PassCycle.LEFT,
    ),
    "black-maria": Rules(scoring=Scoring.BLACK_MARIA, moon=MoonMode.SHOOTER_MINUS),
    "greek": Rules(scoring=Scoring.GREEK),
    "no-black-lady": Rules(scoring=Scoring.NO_BLACK_LADY, moon=MoonMode.OFF),
    "super": Rules(scoring=Scoring.SUPER, jack_of_diamonds=-10),
    "domino": Rules.domino(),
    "domino-two": Rules.domino(2),
    "cancellation": Rules.cancellation(8),
    "cancellation-ten": Rules.cancellation(10),
}

#: The commands typed before the first move: the next table changed every way, each said.
CHOOSING = [
    "table", "settings", "rules", "set players 5", "table", "set short deck kitty",
    "set players 4", "table", "set timer 30", "table", "set game domino", "table",
    "set game cancellation", "set players 9", "table", "set game standard", "reset",
    "preset greek", "table", "preset black maria", "set moon choose", "set jack -10",
    "set ties play on", "table", "reset", "set target 100 200", "set players 11",
    "set jack -12", "preset foo", "set colour blue", "set brief maybe", "moon add",
    "draw", "finish", "review", "yes", "undo", "why", "why zz", "qx", "2c 3c",
]  # fmt: skip
#: The commands that look, typed now and then between moves.
LOOKS = ["hand", "trick", "scores", "out", "last", "why qs", "why 2c", "sheet", "repeat", ""]


@dataclass(frozen=True)
class Said:
    """What one game said: its table's name, the language, the options, the lines."""

    table: str
    language: str
    short: bool
    brief: bool
    lines: list[str]


def whole_game(
    table: str, language: str = "en", *, short: bool = False, brief: bool = False
) -> Said:
    """One whole game at ``table`` (a key of :data:`TABLES`), said (see the module)."""
    use(language)
    try:
        settings = Settings(
            cpu_level="easy",
            language=language,
            allow_take_back=True,
            plain_short=short,
            plain_brief=brief,
        )
        session = Session(Game.new(None, TABLES[table]), settings)
        out = io.StringIO()
        commands = Commands(session, out)
        commands.echo = False
        commands.start()

        def typed(line: str) -> None:
            commands.postcmd(commands.onecmd(commands.precmd(line)), line)

        for line in [*CHOOSING, *(f"help {name}" for name in HELP)]:
            typed(line)
        moves = 0
        while (waiting := session.waiting_for_you()) != "over":
            moves += 1
            if moves % 9 == 0:
                for line in LOOKS:
                    typed(line)
            if moves == 4:
                typed("undo")
            game = session.game
            if waiting == "pass":
                typed("pass " + " ".join(card.code for card in game.hand(0)[:3]))
            elif waiting == "draw":
                typed("draw")
            elif waiting == "moon":
                typed("moon minus")
            else:
                legal = game.legal_cards()
                typed((legal[0] if game.hand_number % 2 else legal[-1]).code)
        for line in [*LOOKS, "hand", "help"]:
            typed(line)
        return Said(table, language, short, brief, out.getvalue().splitlines())
    finally:
        use("en")
