"""The crash log: where an error that stopped the game is written, and the line that says so.

The game is saved after every action, so a crash loses nothing but the traceback, which
would otherwise be drawn over the table.  It goes to ``crash-<time>.log`` in
``HEARTS_DATA_DIR`` when that is set (tests, portable setups), otherwise in the user state
directory (``~/.local/state/hearts`` on Linux; ``XDG_STATE_HOME`` moves it).
"""

from __future__ import annotations

import os
import platform
import sys
import time
import traceback
from pathlib import Path

from ..words.language import N_, _

PREFIX = N_("hearts: an internal error stopped the game; your game is saved.")


def crash_dir() -> Path:
    """The directory of the crash logs (may not exist yet)."""
    override = os.environ.get("HEARTS_DATA_DIR")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_state_dir

    return Path(user_state_dir("hearts", appauthor=False))


def write_crash_log(error: BaseException) -> str:
    """Write ``error``'s traceback to a new crash log; the one line naming it.

    Never raises: when the log cannot be written, the line gives the error itself.
    """
    from textual import __version__ as textual_version

    from .. import __version__

    stamp = time.strftime("%Y%m%d-%H%M%S")
    header = (
        f"hearts {__version__}, Textual {textual_version}, Python {platform.python_version()}"
        f" on {sys.platform}, {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n\n"
    )
    text = header + "".join(traceback.format_exception(error))
    try:
        folder = crash_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{stamp}-{os.getpid()}.log"
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        summary = " ".join(f"{type(error).__name__}: {error}".split())[:200]
        return _("{prefix} ({summary}; no log: {error})").format(
            prefix=_(PREFIX), summary=summary, error=exc.strerror or exc
        )
    return _("{prefix} Details: {path}").format(prefix=_(PREFIX), path=_tilde(path))


def _tilde(path: Path) -> str:
    """``path`` with the home directory written as ``~``."""
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)
