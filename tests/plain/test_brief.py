"""Brief, for fast listeners (issue 28, what was missed): a trick's cards in one line and
its end in a few words, everything else as in full; saved as the line mode's own setting.
Issue 39 §17: it saved only a quarter of the words; the trick's suit said once, each card
of it by its rank, it saves at least 40 % a trick over whole games."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.events import Event, Played, TrickDone
from hearts_tui.plain.session import Session
from hearts_tui.plain.speech import Speech
from hearts_tui.store.settings import Settings

from .test_commands import playing, said


def words(lines: list[str]) -> int:
    return sum(len(line.split()) for line in lines)


def test_brief_says_a_trick_in_fewer_words() -> None:
    full = said(playing(), "3d")
    commands = playing()
    assert said(commands, "brief on")[0].startswith("Brief: on;")
    brief = said(commands, "3d")
    assert brief[:3] == [
        "You 3 of diamonds, West ace of clubs, North king.",
        "West wins, no points.",
        "Trick 2, spades: West 3, North 2, East 4.",
    ]
    assert brief[-1] == full[-1] == "Your turn: follow spades: king, jack or 6."
    assert words(brief) * 4 < words(full) * 3  # at least a quarter fewer words
    assert commands.session.settings.plain_brief


def test_brief_and_short_together_say_a_trick_in_a_few_words() -> None:
    commands = playing()
    said(commands, "brief on")
    said(commands, "short on")
    assert said(commands, "3d")[:3] == [
        "You 3D, West AC, North K.",
        "West wins, no points.",
        "Trick 2, spades: West 3, North 2, East 4.",
    ]


def whole_game(code: str, rules: Rules) -> tuple[Game, list[list[Event]]]:
    """A whole game of ``code`` played simply, the events of each answer."""
    session = Session(Game.new(code, rules), Settings())
    answers = [session.advance()]
    while (waiting := session.waiting_for_you()) != "over":
        game = session.game
        if waiting == "pass":
            answers.append(session.pass_cards(game.hand(0)[:3]))
        elif waiting == "draw":
            answers.append(session.draw())
        elif waiting == "moon":
            answers.append(session.choose_moon("others_plus"))
        else:
            answers.append(session.play(game.legal_cards()[0]))
    return session.game, answers


@pytest.mark.parametrize(
    ("code", "rules"),
    [("K7QD-MR9S", Rules()), ("JEUD-BWRX", Rules(players=6)), ("26BQ-524X", Rules.cancellation())],
)
def test_brief_says_at_least_40_percent_fewer_words_a_trick_over_whole_games(
    code: str, rules: Rules
) -> None:
    """The cards and the end of every trick of a whole game, said as the game said them
    (a trick's line broken by your turn), full against brief."""
    game, answers = whole_game(code, rules)
    counted = {}
    for brief in (False, True):
        speech = Speech(game, brief=brief)
        tricks = [[e for e in answer if isinstance(e, Played | TrickDone)] for answer in answers]
        counted[brief] = sum(words(speech.say(events)) for events in tricks)
    assert counted[True] <= counted[False] * 0.6, counted
