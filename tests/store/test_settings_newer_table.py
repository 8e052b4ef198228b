"""Settings written by a newer hearts whose next-game table this version cannot deal.

A newer hearts that adds a game writes its name in the same settings format
(``"variant": "spot"``), as issue 12 did with Domino and Cancellation.  Read here, the
player's own settings (pace, strength, colours, aids) must stay: only the table falls back
to the Standard one, and a notice says so.  A file that is really damaged is still set
aside as before.
"""

from __future__ import annotations

import json

from hearts_tui.engine import Rules
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from tests.store.dirs import Dirs


def _written_by_newer(dirs: Dirs, variant: str = "spot") -> Settings:
    mine = Settings(
        cpu_pace="fast",
        cpu_level="hard",
        theme="light",
        allow_take_back=True,
        rules=Rules.domino(players=5, move_timer=60),
    )
    save_settings(dirs.config, mine)
    path = dirs.config / SETTINGS_FILE
    data = json.loads(path.read_text())
    data["rules"]["variant"] = variant
    path.write_text(json.dumps(data))
    return mine


def test_a_newer_table_keeps_every_other_setting_and_says_so(dirs: Dirs) -> None:
    """Pace, strength, theme and take-back survive; the next game is the Standard table and
    the notice names the unknown game; the file stays where it is (nothing set aside)."""
    mine = _written_by_newer(dirs)
    loaded, notice = load_settings(dirs.config)
    assert loaded == Settings(
        cpu_pace="fast", cpu_level="hard", theme="light", allow_take_back=True, rules=Rules()
    )
    assert loaded.cpu_pace == mine.cpu_pace
    assert notice is not None and "'spot'" in notice and "Standard" in notice
    assert sorted(p.name for p in dirs.config.iterdir()) == [SETTINGS_FILE]


def test_a_bad_variant_that_is_no_games_name_costs_only_the_table(dirs: Dirs) -> None:
    """A variant that is not a word (a number, a long or odd string) is no newer game: the
    next game's table falls back to the Standard one (its options were another game's), and
    every other setting stays; the notice says what was wrong; nothing is set aside."""
    for junk in ("../x", "7", "x" * 50):
        for stale in dirs.config.glob("*"):
            stale.unlink()
        _written_by_newer(dirs, junk)
        loaded, notice = load_settings(dirs.config)
        assert loaded == Settings(
            cpu_pace="fast",
            cpu_level="hard",
            theme="light",
            allow_take_back=True,
            rules=Rules(),
        ), junk
        assert notice is not None and "variant must be one of" in notice, junk
        assert not list(dirs.config.glob("settings.damaged-*.json")), junk
