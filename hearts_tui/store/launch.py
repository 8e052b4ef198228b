"""What ``hearts`` starts with: the game to resume or deal, the settings and a notice.

This is the launcher's whole decision, kept free of Textual so it can be tested directly:

* ``--seed CODE`` deals that code's game, ``--new`` a new game for the saved rules; an
  unfinished game they replace is kept as ``game.set-aside.json``;
* otherwise the autosave is resumed as it was (UI state included);
* a finished game is not resumed: it is counted in the statistics (if the app had no time
  to) and a new game is dealt;
* damaged files are renamed aside and named in the one-line notice.

The game to play is saved at once, so a crash right after the start resumes the same deal.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Game
from .paths import config_dir, data_dir
from .persistence import DiskPersistence
from .saves import SaveSlot
from .settings import Settings, load_settings
from .stats import load_stats


@dataclass(frozen=True, slots=True)
class Launch:
    """Everything the app is started with."""

    game: Game
    settings: Settings
    persistence: DiskPersistence
    ui_state: dict[str, Any]
    notice: str | None


def prepare(
    *,
    new: bool = False,
    seed: str | None = None,
    ascii_suits: bool = False,
    data: Path | None = None,
    config: Path | None = None,
) -> Launch:
    """Read the disk and choose the game; never raises for anything found on disk.

    ``seed`` must be a valid code (the command line checked it).
    """
    data = data_dir() if data is None else data
    config = config_dir() if config is None else config
    settings, settings_notice = load_settings(config)
    stats, stats_notice = load_stats(data)
    slot = SaveSlot(data)
    slot.clear_temps()
    found = slot.load()
    saved = found.saved
    persistence = DiskPersistence(
        data,
        config,
        stats=stats,
        game=saved.game if saved else None,
        game_id=saved.game_id if saved else None,
        ascii_on_disk=settings.ascii_suits if ascii_suits else None,
    )
    if found.blocked:
        persistence.can_save_game = False
    if saved is not None and saved.game.phase == "game_over":
        persistence.record_finished(saved.game)
        saved = None
    ui_state: dict[str, Any] = {}
    if saved is not None and (new or seed is not None):
        slot.retire()
    if seed is not None:
        game = Game.new(seed)
    elif new or saved is None:
        game = Game.new(None, settings.rules)
    else:
        game, ui_state = saved.game, saved.ui_state
    persistence.save_game(game, ui_state)
    if ascii_suits:
        settings = dataclasses.replace(settings, ascii_suits=True)
    notices = (found.notice, settings_notice, stats_notice)
    return Launch(
        game=game,
        settings=settings,
        persistence=persistence,
        ui_state=ui_state,
        notice=" ".join(n for n in notices if n) or None,
    )
