"""scripts/tmux_storm.py: a storm without ``--quit`` must not send a key that can end the
table, or a session that quit is failed as if hearts had exited by itself."""

from __future__ import annotations

from hearts_tui.app.screens.table.key_table import BY_ACTION
from scripts.tmux_storm import KEYS, QUIT_KEYS, in_layout


def test_a_storm_without_quit_keys_never_opens_the_menu_whose_quit_ends_the_table() -> None:
    # The menu (m) has "Quit (saved)": Tab and Enter among the random keys reach it, and
    # the session then ended with status 0 "otherwise than by a quit key" (2 of 6 standard
    # storms, 1 of 4 with the timer, on the merged main of issue 36).
    menu_keys = BY_ACTION["menu"].keys.split(",")
    assert not set(menu_keys) & set(KEYS)
    assert set(menu_keys) <= set(QUIT_KEYS)
    # In the Russian layout too: the key of m types «ь».
    assert not set(in_layout(tuple(menu_keys), "ru")) & set(in_layout(KEYS, "ru"))
