"""Where the app keeps its files: the user data and config directories.

``HEARTS_DATA_DIR`` and ``HEARTS_CONFIG_DIR`` override them; otherwise platformdirs decides,
which honours ``XDG_DATA_HOME`` and ``XDG_CONFIG_HOME``.  platformdirs is imported only when
it is needed, so an override keeps start-up lean.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "hearts"


def data_dir() -> Path:
    """The directory of the autosave, the statistics and the lock file (may not exist yet)."""
    override = os.environ.get("HEARTS_DATA_DIR")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The directory of the settings file (may not exist yet)."""
    override = os.environ.get("HEARTS_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))
