"""The save format: a game as the code, the table and every action, replayed on load.

Replaying through the rules means a save can only ever describe a legal game: a damaged,
edited or truncated file is refused with :class:`SaveError`, never half-loaded.  The file
also carries a checksum of its content and a summary (phase, hand, scores) that must match
the replay.

Format version 1::

    {"format": "hearts-tui-game", "version": 1,
     "code": "K7QD-MR9S", "rules": {...},
     "start": null | {"hands": [[card codes]...], "hand_number": 1, "scores": [...]},
     "hands": [{"passes": [[3 codes] | null, ...], "plays": [codes...], "moon": null}, ...],
     (Domino Hearts: "plays" holds "draw" for each card drawn from the stock, in turn, and
     a puzzle "start" holds the "stock" in order, top first)
     "summary": {"phase": ..., "hand_number": ..., "scores": [...]},
     "checksum": "<sha256 of the rest, 16 hex digits>"}
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from .domino import DRAW
from .errors import SaveError
from .quoting import quoted
from .rules import Rules

if TYPE_CHECKING:
    from .game import Game

__all__ = ["FORMAT", "VERSION", "dump_game", "load_game", "replay_game", "replay_log"]

FORMAT: Final = "hearts-tui-game"
VERSION: Final = 1


def _checksum(payload: dict[str, Any]) -> str:
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def _summary(game: Game) -> dict[str, Any]:
    return {"phase": game.phase, "hand_number": game.hand_number, "scores": game.scores}


def dump_game(game: Game) -> str:
    """The JSON text of ``game``."""
    payload: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "code": game.code,
        "rules": game.rules.to_dict(),
        "start": game._custom_start,
        "hands": [
            {"passes": list(entry["passes"]), "plays": list(entry["plays"]), "moon": entry["moon"]}  # type: ignore[call-overload]
            for entry in game._log
        ],
        "summary": _summary(game),
    }
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from :func:`dump_game` output, or raise :class:`SaveError`.

    Whatever ``text`` holds, nothing but :class:`SaveError` is raised.
    """
    try:
        return _load_game(text)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("the save is damaged: nested too deep") from None
    except Exception as exc:  # Any other surprise in the text is a damaged save.
        raise SaveError(f"the save is damaged ({type(exc).__name__})") from None


def _load_game(text: str | bytes) -> Game:
    from .game import Game

    try:
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        # ValueError covers JSONDecodeError and numbers too long to convert.
        reason = str(exc)[:80]
        raise SaveError(f"the save is not valid JSON (damaged or truncated): {reason}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a hearts game save")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("the save has no format version")
    if version > VERSION:
        shown = version if version < 10**6 else "unknown"
        raise SaveError(
            f"the save was written by a newer version of hearts (format {shown}; "
            f"this version reads format {VERSION})"
        )
    if version < 1:
        raise SaveError("unknown save format version")
    stored = data.pop("checksum", None)
    if not isinstance(stored, str) or stored != _checksum(data):
        raise SaveError("the save is damaged: its checksum does not match its content")
    try:
        game = _replay(data, Game)
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError(f"the save is damaged: {str(exc)[:120]}") from None
    if _summary(game) != data.get("summary"):
        raise SaveError("the save is damaged: its summary does not match its moves")
    return game


def replay_log(
    text: str | bytes,
    on_hand_end: Callable[[Game], object],
    *,
    on_move: Callable[[Game], object] | None = None,
) -> Game:
    """Rebuild a saved game move by move, calling ``on_hand_end(game)`` as each hand ends.

    The callback sees the game the moment a hand's last card is played (a "shooter chooses"
    moon still pending), so analysis tools can read each finished hand's tricks.
    ``on_move(game)``, if given, sees the game just before every pass (seats pass in
    order) and every card, so a review can take any seat's view of any moment.
    """
    game = load_game(text)  # checks format, version and checksum first
    data = json.loads(text)
    data.pop("checksum", None)
    return _replay(data, type(game), on_hand_end, on_move)


def replay_game(
    game: Game,
    on_hand_end: Callable[[Game], object],
    *,
    on_move: Callable[[Game], object] | None = None,
) -> Game:
    """:func:`replay_log` for a game in memory: its own log, so not checked first (a check
    replays the whole log once more: half the time of opening a long game's score sheet or
    review)."""
    data = json.loads(dump_game(game))
    data.pop("checksum", None)
    return _replay(data, type(game), on_hand_end, on_move)


def _replay(
    data: dict[str, Any],
    game_type: type[Game],
    on_hand_end: Callable[[Game], object] | None = None,
    on_move: Callable[[Game], object] | None = None,
) -> Game:
    rules = Rules.from_dict(data["rules"])
    code = data["code"]
    start = data.get("start")
    if start is None:
        game = game_type.new(code, rules)
    else:
        game = game_type.from_hands(
            start["hands"],
            rules,
            hand_number=start["hand_number"],
            scores=start["scores"],
            code=code,
            stock=start.get("stock"),
        )
    if game.code != code:
        raise SaveError(f"the save's code {quoted(code)} does not match its rules")
    hands = data["hands"]
    if not isinstance(hands, list) or not hands:
        raise SaveError("the save has no hands")
    for number, entry in enumerate(hands):
        if number:
            game.next_hand()
        passes = entry["passes"]
        if len(passes) != game.players:
            raise SaveError(f"hand {game.hand_number}: expected {game.players} passes")
        for seat, cards in enumerate(passes):
            if cards is not None:
                if on_move is not None:
                    on_move(game)
                game.pass_cards(seat, cards)
        for card in entry["plays"]:
            if on_move is not None:
                on_move(game)
            if card == DRAW:
                game.draw()
            else:
                game.play(card)
        if on_hand_end is not None and game.phase in ("hand_over", "game_over"):
            on_hand_end(game)
        if entry.get("moon") is not None:
            game.choose_moon(entry["moon"])
    return game
