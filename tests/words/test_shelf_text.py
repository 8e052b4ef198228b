"""The shelf of unfinished games in words (words/shelf_text.py)."""

from __future__ import annotations

import time

from hearts_tui.engine import Game, format_code
from hearts_tui.store.saves import saved_of
from hearts_tui.store.shelf import PutAside, Shelved
from hearts_tui.words.shelf_text import aside_text, listing, played_text


def test_a_game_played_a_day_ago_was_played_yesterday() -> None:
    now = time.time()
    assert played_text(now - 86400, now) == time.strftime(
        "yesterday %H:%M", time.localtime(now - 86400)
    )
    assert played_text(now - 3 * 86400, now)[:4].isdigit()


def shelved(code: str, game_id: str, stamp: float) -> Shelved:
    return Shelved.of(saved_of(Game.new(code), game_id, {}), stamp)


def test_putting_a_game_aside_names_it_and_how_to_get_it_back() -> None:
    kept = shelved("K7QD-MR9S", "kept", time.time())
    assert aside_text(PutAside(kept)) == "K7QD-MR9S (hand 1) put aside: u brings it back."


def test_the_list_tells_apart_two_games_of_one_code_by_their_ids() -> None:
    # Issue 27, point 8: a code played again after it was put aside was listed twice with
    # the same line, and nothing said how to choose one.
    now = time.time()
    entries = [
        shelved("K7QD-MR9S", "again", now),
        shelved(format_code(41), "other", now - 30),
        shelved("K7QD-MR9S", "first", now - 60),
    ]
    lines = listing(entries, None).splitlines()
    assert lines[0] == "3 unfinished games, most recently played first:"
    assert lines[1].startswith("  K7QD-MR9S [id again]  hand 1")
    assert lines[2].startswith(f"  {format_code(41)}  hand 1")
    assert lines[3].startswith("  K7QD-MR9S [id first]  hand 1")
    assert lines[-1] == "A code listed twice: hearts --resume ID, with the id in brackets."
