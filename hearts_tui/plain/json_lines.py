"""``hearts --plain --json``: the line mode for programs, one JSON object a line.

The game talks to a bot the way chess engines and game frameworks do (the Universal Chess
Interface; OpenSpiel's observations and legal actions): the bot sends the same commands a
player types (``pass 2c 3h kd``, ``qs``, ``draw``, ``moon add``, ``new``, ``quit``), and every
line the game writes is one JSON object with a ``"type"``:

* the events, as they happen: ``game``, ``hand``, ``passed``, ``play``, ``trick``, ``draw``,
  ``out``, ``hand_over``, ``moon_choice``, ``game_over``, ``cpu_erred``; each has the
  human sentence as ``"text"``;
* ``say`` (an answer in words: ``hand``, ``scores``, ``rules``…) and ``refused`` (the
  command was refused, in words; nothing changed) and ``notice`` (the store's news);
* ``turn``: what the game waits for now.  One ``turn`` ends the answer to every command
  (and the first lines), so a bot reads until a ``turn``, then writes one command.

Cards are two-character codes (``"QS"``, ``"TH"`` for the ten: rank ``23456789TJQKA``
then suit ``CDHS``), seats are numbers (0 is you, then clockwise; ``names`` in the ``game``
object).  The keys listed in docs/plain.md are stable: new keys may come, none goes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TextIO

from ..engine import Card, Game
from ..words.seats import seat_names
from .events import (
    CpuErred,
    Drew,
    Event,
    Exchanged,
    GameEnded,
    HandEnded,
    HandStarted,
    MoonToChoose,
    Played,
    SeatOut,
    TrickDone,
)
from .speech import MOON_WORDS

#: The version of the objects' shape (in the ``game`` object); raised only when a key
#: changes meaning or goes.
PROTOCOL = 1


def codes(cards: Sequence[Card]) -> list[str]:
    """Cards as their codes: ``["QS", "TH"]``."""
    return [card.code for card in cards]


def write(out: TextIO, obj: dict[str, Any]) -> None:
    """One object, one line."""
    out.write(json.dumps(obj, ensure_ascii=True, separators=(",", ":")) + "\n")


def game_object(game: Game) -> dict[str, Any]:
    """The game being played: its code, table, seats and where it stands."""
    return {
        "type": "game",
        "protocol": PROTOCOL,
        "code": game.code,
        "rules": game.rules.to_dict(),
        "players": game.players,
        "names": seat_names(game.players),
        "hand_number": game.hand_number,
        "scores": list(game.scores),
    }


def event_object(event: Event, game: Game) -> dict[str, Any]:
    """An event as an object (its sentence is added by the caller as ``"text"``)."""
    if isinstance(event, Played):
        return {
            "type": "play",
            "seat": event.seat,
            "card": event.card.code,
            "trick": event.trick,
            "lead": event.lead,
            "cancels": event.cancels,
        }
    if isinstance(event, TrickDone):
        record = event.record
        return {
            "type": "trick",
            "number": event.number,
            "cards": [{"seat": seat, "card": card.code} for seat, card in record.cards],
            "winner": None if record.carried else record.winner,
            "points": event.points,
            "carried": event.carried,
            "kitty": event.kitty,
            "waiting": codes(event.waiting),
            "leads": event.leads,
        }
    if isinstance(event, Drew):
        return {
            "type": "draw",
            "seat": event.seat,
            "card": None if event.card is None else event.card.code,
            "stock": event.left,
        }
    if isinstance(event, SeatOut):
        return {"type": "out", "seat": event.seat}
    if isinstance(event, Exchanged):
        return {
            "type": "passed",
            "to": event.to,
            "cards": codes(event.passed),
            "from": event.source,
            "received": codes(event.received),
        }
    if isinstance(event, HandStarted):
        return {
            "type": "hand",
            "number": event.number,
            "hand": codes(event.hand),
            "pass_to": event.pass_to,
        }
    if isinstance(event, HandEnded):
        ended = event.game
        return {
            "type": "hand_over",
            "number": ended.hand_number,
            "points": list(ended.hand_points),
            "scores": list(ended.scores),
            "kitty": kitty_object(ended),
        }
    if isinstance(event, MoonToChoose):
        return {
            "type": "moon_choice",
            "choices": {MOON_WORDS[key]: totals for key, totals in event.outcomes.items()},
        }
    if isinstance(event, GameEnded):
        return {"type": "game_over", "scores": list(game.scores), "winners": game.winners}
    assert isinstance(event, CpuErred)
    return {"type": "cpu_erred", "seat": event.seat, "error": event.error}


def kitty_object(ended: Game) -> dict[str, Any] | None:
    """The face-down kitty of a finished hand, shown once the hand is over: its cards and
    the seat that took it with the first trick won; None at a table without one."""
    kitty = ended.kitty
    won = [record for record in ended.tricks if not record.carried]
    if not kitty or not won:
        return None
    return {"cards": codes(sorted(kitty)), "seat": won[0].winner}


def timer_object(seconds_left: int, text: str) -> dict[str, Any]:
    """The move timer: the seconds left said (0: the time ran out, your move was made)."""
    return {"type": "timer", "seconds_left": seconds_left, "text": text}


def turn_object(game: Game, waiting: str | None) -> dict[str, Any]:
    """What the game waits for: ``"pass"``, ``"play"``, ``"draw"``, ``"moon"``,
    ``"over"`` (type new, replay or quit), with what a bot needs to choose."""
    turn: dict[str, Any] = {
        "type": "turn",
        "waiting": waiting,
        "hand_number": game.hand_number,
        "hand": codes(sorted(game.hand(0))),
        "scores": list(game.scores),
    }
    if waiting == "pass":
        turn["pass_to"] = game.pass_target(0)
    if game.phase == "playing":
        turn["trick_number"] = game.trick_number
        turn["trick"] = [{"seat": seat, "card": card.code} for seat, card in game.trick]
        turn["hand_points"] = list(game.hand_points)
    if waiting == "play":
        turn["legal"] = codes(game.legal_cards())
    if waiting == "moon":
        turn["choices"] = sorted(MOON_WORDS.values())
    return turn
