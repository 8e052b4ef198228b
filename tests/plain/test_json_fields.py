"""What a program reads in ``--plain --json`` as fields, not only in the words of ``text``
(issue 39 §20): a ``hand`` object for the hand in play at the start (one came only after
``new``), the kitty, the cancelled pairs and the cards waiting, and the move timer's
seconds left."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings

from .script import table_code


def bot(game: Game) -> Commands:
    session = Session(game, Settings(plain_confirm_move=False))
    commands = Commands(session, io.StringIO(), json=True)
    commands.start()
    return commands


def written(commands: Commands, start: int = 0) -> list[dict[str, Any]]:
    out = commands.out
    assert isinstance(out, io.StringIO)
    return [json.loads(line) for line in out.getvalue()[start:].splitlines()]


def test_the_first_hand_of_a_process_has_its_hand_object() -> None:
    said = written(bot(Game.new("K7QD-MR9S")))
    kinds = [obj["type"] for obj in said]
    assert kinds[0] == "game" and kinds[-1] == "turn" and kinds.count("hand") == 1
    hand = said[kinds.index("hand")]
    assert hand["number"] == 1 and hand["pass_to"] == 1
    assert hand["hand"] == said[-1]["hand"] and len(hand["hand"]) == 13
    assert hand["text"].startswith("Hand 1. Pass 3 cards left, to West")


def test_a_resumed_hand_has_its_hand_object_with_the_cards_held_now() -> None:
    game = Game.new("K7QD-MR9S")
    session = Session(game, Settings())
    session.advance()
    session.pass_cards(game.hand(0)[:3])
    session.play(game.legal_cards()[0])
    said = written(bot(Game.from_json(game.to_json())))
    hand = next(obj for obj in said if obj["type"] == "hand")
    assert hand["number"] == 1 and len(hand["hand"]) == 12 and hand["pass_to"] is None
    assert ", resumed." in hand["text"]


def play_out(commands: Commands, *, hands: int = 1) -> list[dict[str, Any]]:
    """Play the first legal card (and draw, add) through ``hands`` hands or to the game's
    end: every object written."""
    session = commands.session
    while session.game.hand_number <= hands and session.waiting_for_you() != "over":
        waiting = session.waiting_for_you()
        line = {"draw": "draw", "moon": "moon add"}.get(str(waiting))
        line = line or session.game.legal_cards()[0].code
        commands.postcmd(commands.onecmd(commands.precmd(line)), line)
    return written(commands)


@pytest.mark.slow  # a whole game at ten players
def test_cancellation_says_its_pairs_the_cards_waiting_and_the_kitty_as_fields() -> None:
    """RNNT-AP57-7FB4-AHH: ten players, a kitty of 4."""
    said = play_out(bot(Game.new("RNNT-AP57-7FB4-AHH")), hands=99)
    plays = [obj for obj in said if obj["type"] == "play"]
    assert any(obj["cancels"] for obj in plays)
    assert all(isinstance(obj["cancels"], bool) for obj in plays)
    overs = [i for i, obj in enumerate(said) if obj["type"] == "hand_over"]
    start = 0
    for end in overs:  # each hand: its first trick won took the kitty, shown at its end
        hand = [obj for obj in said[start:end] if obj["type"] == "trick"]
        assert sum(obj["kitty"] for obj in hand) == 1
        first_won = next(obj for obj in hand if obj["winner"] is not None)
        assert first_won["kitty"]
        kitty = said[end]["kitty"]
        assert len(kitty["cards"]) == 4 and kitty["seat"] == first_won["winner"]
        start = end


def test_a_table_without_a_kitty_says_null() -> None:
    said = play_out(bot(Game.new("K7QD-MR9S", Rules(pass_cycle="off"))))
    over = next(obj for obj in said if obj["type"] == "hand_over")
    assert over["kitty"] is None
    assert all(
        obj["waiting"] == [] and obj["kitty"] is False for obj in said if obj["type"] == "trick"
    )


def test_the_move_timer_says_its_seconds_as_a_field() -> None:
    commands = bot(Game.new(table_code(Rules(move_timer=30))))
    start = len(commands.out.getvalue())  # type: ignore[attr-defined]
    commands.tick(1000.0)
    commands.tick(1020.0)
    commands.tick(1026.0)
    commands.tick(1030.0)
    said = written(commands, start)
    timers = [obj for obj in said if obj["type"] == "timer"]
    assert [obj["seconds_left"] for obj in timers] == [10, 5, 0]
    assert timers[0]["text"] == "10 seconds left."
    assert timers[-1]["text"] == "Time: your pass is made for you."
    assert said[-1]["type"] == "turn" and said[-1]["waiting"] == "play"


def test_a_trick_nobody_won_says_the_cards_waiting_after_it() -> None:
    """Trick 1 at 8 players, every club cancelled: the last card ends it, nobody wins, its
    8 cards wait for the next winner."""
    from hearts_tui.engine import Card
    from hearts_tui.plain.events import TrickDone
    from hearts_tui.plain.json_lines import event_object
    from tests.engine.test_cancellation_game import EIGHT, fill2, play_script

    hands = fill2("9C 2D", "9C 3D", "TC 4D", "TC 5D", "JC AD", "JC 7D", "QC 8D", "QC 9D")
    game = Game.from_hands(hands, EIGHT)
    play_script(game, "9C 9C TC TC JC JC QC")
    events = Session(game, Settings())._play(7, Card.parse("QC"))
    done = events[-1]
    assert isinstance(done, TrickDone)
    said = event_object(done, game)
    assert said["winner"] is None and said["kitty"] is False and said["carried"] == 0
    assert sorted(said["waiting"]) == sorted(["9C", "9C", "TC", "TC", "JC", "JC", "QC", "QC"])


def test_a_trick_says_who_leads_the_next_one() -> None:
    """Domino Hearts: a winner who played their last card does not lead; the trick object
    says who does (``leads``), as the sentence does ("North is out: you lead."), and null
    after the hand's last trick."""
    commands = bot(Game.new(table_code(Rules.domino(), "K7QD-MR9S")))
    said = play_out(commands, hands=3)
    tricks = [obj for obj in said if obj["type"] == "trick"]
    plays = [obj for obj in said if obj["type"] in ("play", "trick", "hand_over")]
    moved = 0
    for i, obj in enumerate(plays):
        if obj["type"] != "trick":
            continue
        following = plays[i + 1]
        if following["type"] == "hand_over":
            assert obj["leads"] is None
            continue
        assert following["type"] == "play" and following["lead"]
        assert obj["leads"] == following["seat"]
        if obj["leads"] != obj["winner"]:
            moved += 1
            assert " is out: " in obj["text"] or " You are out: " in obj["text"]
    assert tricks and moved
