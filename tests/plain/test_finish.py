"""``finish`` plays the rest of the hand it was given, and no further (issue 36 §1).

It used to stay on across the next deal: the player's cards of the whole next hand (at
Domino and Cancellation, which never pass, every hand up to the game over) were played for
them, and every deal was said from the game's final state ("Hand 5. Pass…" before hand 4's
tricks, "Hand 7. … Your hand is empty.", "you draws 4 cards"); in JSON the ``hand`` object
numbered 4 carried hand 5's cards.  Here ``finish`` is driven at every table, at the end of
hands followed by a pass and by none, in both line modes, with the issue's own two scripts.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.engine.codes import format_code, parse_code
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.events import Drew, HandStarted, Played, TrickDone
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings

from .script import run_piped

#: Every kind of table: its rules, a seed, and how many hands to finish there (enough for a
#: hand followed by a pass and one followed by none where the table passes).  Domino offers
#: finish rarely (a player out of cards leaves the rest to the others): JN3A-HXVQ in hand
#: 5, and 26BQ-524X in its last hand, the finish ending the game.
TABLES = {
    "standard": (Rules(), "K7QD-MR9S", 4),
    "three-players": (Rules(players=3), "K7QD-MR9S", 3),
    "five-players-kitty": (Rules(players=5, short_deck="kitty"), "K7QD-MR9S", 3),
    "six-players": (Rules(players=6), "K7QD-MR9S", 3),
    "seven-players": (Rules(players=7), "K7QD-MR9S", 3),
    "domino": (Rules.domino(), "JN3A-HXVQ", 1),
    "domino-game-over": (Rules.domino(), "26BQ-524X", 1),
    "cancellation": (Rules.cancellation(), "K7QD-MR9S", 2),
    "cancellation-10-kitty": (Rules.cancellation(10), "K7QD-MR9S", 2),
}


def table_game(table: str) -> Game:
    from hearts_tui.engine.codes import format_code, parse_code

    rules, seed, _ = TABLES[table]
    return Game.new(format_code(parse_code(seed).seed, rules))


#: The first line of a deal: "Hand 4. No passing this hand."
DEAL = re.compile(r"^Hand (\d+)\. ")
#: The line that ends a hand: "Hand 3 over. Points: …"
OVER = re.compile(r"^Hand (\d+) over\.")


def easy(level: str, seed: int):  # type: ignore[no-untyped-def]
    """Quick CPUs for every seat (yours too, while finish plays): the flow is tested here,
    not the play."""
    from hearts_tui.ai import make_player

    return make_player("easy", seed)


def loop(game: Game, *, json_lines: bool) -> Commands:
    session = Session(game, Settings(plain_confirm_move=False), cpu_factory=easy)
    commands = Commands(session, io.StringIO(), json=json_lines)
    commands.echo = False
    commands.start()
    return commands


def said(commands: Commands, line: str) -> str:
    out = commands.out
    assert isinstance(out, io.StringIO)
    start = len(out.getvalue())
    commands.postcmd(commands.onecmd(commands.precmd(line)), line)
    return out.getvalue()[start:]


def your_move(commands: Commands) -> str:
    """The simplest move: the first three cards, the first legal card, a draw, add."""
    session = commands.session
    game = session.game
    waiting = session.waiting_for_you()
    if waiting == "pass":
        return "pass " + " ".join(card.code for card in game.hand(0)[:3])
    if waiting == "draw":
        return "draw"
    if waiting == "moon":
        return "moon add"
    assert waiting == "play", waiting
    return game.legal_cards()[0].code


def finish_each_hand(commands: Commands, hands: int) -> list[tuple[int, str, str]]:
    """Play ``hands`` hands, each ended by ``finish`` as soon as it may be typed: the
    number of each hand finished, what its ``finish`` said and the game's phase after."""
    finished: list[tuple[int, str, str]] = []
    for _ in range(3000):
        session = commands.session
        if len(finished) == hands or session.waiting_for_you() == "over":
            return finished
        if session.waiting_for_you() == "play" and session.why_no_finish() is None:
            number = session.game.hand_number
            text = said(commands, "finish")
            finished.append((number, text, session.game.phase))
            assert not session.finishing
            check_stopped_at_your_first_move(commands, number)
        else:
            said(commands, your_move(commands))
    raise AssertionError("the game did not get there")


def check_stopped_at_your_first_move(commands: Commands, finished: int) -> None:
    """After finishing hand ``finished`` the game waits for you at the next hand's first
    move (or is over): none of your cards of the next hand was played."""
    session = commands.session
    game = session.game
    if game.phase == "game_over":
        return
    waiting = session.waiting_for_you()
    assert waiting in ("pass", "play", "draw", "moon"), waiting
    assert game.hand_number == finished + 1
    if waiting == "moon":
        return
    assert len(game.hand(0)) == game.table.hand_size  # dealt, untouched
    assert all(seat != 0 for record in game.tricks for seat, _ in record.cards)
    assert all(seat != 0 for seat, _ in game.trick)


@pytest.mark.parametrize("table", TABLES)
def test_finish_in_words_plays_its_own_hand_and_says_the_next_deal_as_dealt(table: str) -> None:
    hands = TABLES[table][2]
    commands = loop(table_game(table), json_lines=False)
    finished = finish_each_hand(commands, hands)
    assert len(finished) == hands
    for number, text, phase in finished:
        lines = text.splitlines()
        assert not any(line.startswith("you ") for line in lines), text  # "you draws"
        overs = [i for i, line in enumerate(lines) if OVER.match(line)]
        deals = [i for i, line in enumerate(lines) if DEAL.match(line)]
        assert [OVER.match(lines[i])[1] for i in overs] == [str(number)]  # type: ignore[index]
        if phase == "game_over":
            assert deals == []
            continue
        # The next deal, once, after the hand's end, under its own number.
        assert len(deals) == 1 and deals[0] > overs[0], text
        assert DEAL.match(lines[deals[0]])[1] == str(number + 1)  # type: ignore[index]
        after = lines[deals[0] :]
        assert "Your hand is empty." not in after
        assert not any(line.startswith(("You play", "You lead", "You draw")) for line in after)
        if phase == "passing":
            assert "Pass 3 cards" in lines[deals[0]]
        else:
            assert "Pass 3 cards" not in lines[deals[0]]


def test_the_standard_table_finishes_hands_followed_by_a_pass_and_by_none() -> None:
    """Hands 1–3 are followed by a pass, hand 4 by none: both were finished above."""
    commands = loop(Game.new("K7QD-MR9S"), json_lines=False)
    finished = finish_each_hand(commands, 4)
    nexts = [text.splitlines()[-1] for _, text, _ in finished]
    assert [number for number, _, _ in finished] == [1, 2, 3, 4]
    assert "No passing this hand." in finished[2][1]  # after hand 3
    assert "Pass 3 cards left" in finished[3][1]  # after hand 4
    assert nexts[2].startswith(("Your turn", "Your lead"))


@pytest.mark.parametrize("table", TABLES)
def test_finish_in_json_gives_the_next_hand_its_own_cards(table: str) -> None:
    hands = TABLES[table][2]
    commands = loop(table_game(table), json_lines=True)
    finished = finish_each_hand(commands, hands)
    assert len(finished) == hands
    for number, text, _ in finished:
        objects = [json.loads(line) for line in text.splitlines()]
        assert objects[-1]["type"] == "turn"
        turn = objects[-1]
        deals = [o for o in objects if o["type"] == "hand"]
        overs = [o for o in objects if o["type"] == "hand_over"]
        assert [o["number"] for o in overs] == [number]
        if turn["waiting"] == "over":
            assert deals == []
            continue
        assert [o["number"] for o in deals] == [number + 1] == [turn["hand_number"]]
        deal = deals[0]
        # Your cards as dealt: nothing of yours was played since.
        assert deal["hand"] == turn["hand"]
        assert deal["pass_to"] == turn.get("pass_to")
        after = objects[objects.index(deal) :]
        assert not any(o["type"] in ("play", "draw") and o["seat"] == 0 for o in after)


def test_the_events_of_a_deal_are_the_deal_as_it_was_not_as_it_ends() -> None:
    """The session's own events: the deal keeps your cards and pass as dealt, though the
    CPUs played on before it is said."""
    session = Session(table_game("domino"), Settings(), cpu_factory=easy)
    session.advance()
    events = []
    while session.game.hand_number < 6:
        if session.waiting_for_you() == "play" and session.why_no_finish() is None:
            events = session.finish()
        elif session.waiting_for_you() == "draw":
            session.draw()
        else:
            session.play(session.game.legal_cards()[0])
    deal = next(e for e in events if isinstance(e, HandStarted))
    assert deal.number == 6 and len(deal.hand) == session.game.table.hand_size
    assert deal.hand == tuple(sorted(session.game.hand(0)))
    at = events.index(deal)
    assert not any(isinstance(e, Played | Drew) and e.seat == 0 for e in events[at:])


def steps_that_finish(code: str, last: int) -> list[str]:
    """What a player types into ``hearts --plain --seed CODE`` to play hands 1 to ``last``
    with ``finish`` at each hand's end, as the issue's scripts did: the first cards of the
    pass, the first legal card, ``finish`` as soon as it is offered.  Worked out on the game
    itself with the line mode's own CPUs (the issue's steps were typed against the CPUs of
    their day; the CPUs that stop a moon (issue 37) play those deals otherwise)."""
    session = Session(Game.new(code), Settings())
    session.advance()
    game = session.game
    steps: list[str] = []
    while game.hand_number <= last and game.phase != "game_over":
        waiting = session.waiting_for_you()
        if waiting == "pass":
            cards = game.hand(0)[:3]
            steps.append("pass " + " ".join(card.label(ascii_suits=True) for card in cards))
            session.pass_cards(cards)
        elif waiting == "play" and session.why_no_finish() is None:
            steps.append("finish")
            number = game.hand_number
            session.finish()
            if number == last:
                break
        elif waiting == "play":
            card = game.legal_cards()[0]
            steps.append(card.label(ascii_suits=True))
            session.play(card)
        elif waiting == "draw":
            steps.append("draw")
            session.draw()
        else:
            raise AssertionError(f"not a step of the issue's scripts: {waiting}")
    assert steps[-1] == "finish", steps
    return steps


@pytest.mark.slow  # two processes started
def test_the_issues_two_scripts_end_with_the_hand_they_finished(tmp_path: Path) -> None:
    """The issue's scripts through a pipe: finish at the end of hand 3 (the next hand has
    no pass): hand 4 is announced after hand 3's end and waits for you; at Domino (no pass
    ever) hand 2 waits for you, and nobody is "you draws"."""
    steps = steps_that_finish("JN3A-HXVQ", 3)
    done = run_piped(tmp_path / "a", "--seed", "JN3A-HXVQ", stdin="\n".join(steps) + "\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert not any(line.startswith("You do not hold") for line in lines)  # the same game
    over = next(n for n, line in enumerate(lines) if line.startswith("Hand 3 over."))
    assert lines[over + 2] == "Hand 4. No passing this hand.", lines[over:]
    assert not any(line.startswith("Hand 5") for line in lines)
    assert lines[-1].startswith(("Your turn", "Your lead")), lines[over:]
    assert not any(line.startswith(("You play", "You lead")) for line in lines[over:])
    domino = format_code(parse_code("V6NA-K8GW-2B3J-M").seed, Rules.domino())
    steps = steps_that_finish(domino, 1)
    done = run_piped(tmp_path / "b", "--seed", domino, stdin="\n".join(steps) + "\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("Hand 2. No pass;") for line in lines), lines
    assert not any(line.startswith(("Hand 3", "you ")) for line in lines)
    assert "Your hand is empty." not in lines
    assert lines[-1].startswith("Your turn"), lines[-5:]


def test_your_draws_made_for_you_are_one_line_in_your_own_words() -> None:
    """Domino: while finish plays, the draws it makes from your seat are yours ("You draw
    the 3 of hearts and the 9 of clubs."), never a CPU's count with "you" ("you draws")."""
    from hearts_tui.plain.speech import Speech

    speech = Speech(Game.new("K7QD-MR9S", Rules.domino()))
    three, nine = Card.parse("3H"), Card.parse("9C")
    events = [Drew(0, three, 20), Drew(0, nine, 19), Drew(1, None, 18)]
    assert speech.say(events) == [
        "You draw the 3 of hearts and the 9 of clubs.",
        "West draws a card; 18 left in the stock.",
    ]


def test_the_cards_waiting_are_said_as_they_waited_after_that_trick() -> None:
    """Cancellation: the cards waiting for the next winner are those after the trick said,
    not those of the game as the answer ends (two tricks later, none may wait)."""
    from hearts_tui.plain.speech import Speech
    from tests.engine.test_cancellation_game import carried_opening

    game = carried_opening()
    record = game.last_trick
    assert record is not None
    waiting = game.waiting
    while game.waiting:  # the game goes on: the next winner takes them
        game.play(game.legal_cards()[0])
    done = TrickDone(record, 1, waiting=waiting)
    assert Speech(game).say([done])[-1] == "Waiting for the winner: 8 cards (no points)."
