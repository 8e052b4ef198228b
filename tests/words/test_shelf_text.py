"""The shelf of unfinished games in words (words/shelf_text.py)."""

from __future__ import annotations

import time

from hearts_tui.engine import Game, format_code
from hearts_tui.store.saves import Saved
from hearts_tui.store.shelf import LIMIT, PutAside, Shelved
from hearts_tui.words.shelf_text import aside_text, played_text


def test_a_game_played_a_day_ago_was_played_yesterday() -> None:
    now = time.time()
    assert played_text(now - 86400, now) == time.strftime(
        "yesterday %H:%M", time.localtime(now - 86400)
    )
    assert played_text(now - 3 * 86400, now)[:4].isdigit()


def test_putting_a_game_aside_names_the_game_dropped_to_keep_the_limit() -> None:
    now = time.time()
    kept = Shelved(Saved(Game.new("K7QD-MR9S"), "kept"), now)
    dropped = Shelved(Saved(Game.new(format_code(41)), "old"), now - 60)
    assert aside_text(PutAside(kept)) == "K7QD-MR9S (hand 1) put aside: u brings it back."
    assert aside_text(PutAside(kept, (dropped,))).endswith(
        f"The least recently played ({format_code(41)}) was dropped to keep {LIMIT}."
    )
