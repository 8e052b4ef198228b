"""The exit path's pieces that the terminal tests cannot force: the watchdog's exit."""

from __future__ import annotations

import subprocess
import sys

from hearts_tui.app.exit_guard import terminal_is_gone
from tests.store.dirs import Dirs

WATCHDOG = (
    "import sys\n"
    "from pathlib import Path\n"
    "from hearts_tui.app.exit_guard import force_exit\n"
    "from hearts_tui.store.persistence import DiskPersistence\n"
    "force_exit(DiskPersistence(Path(sys.argv[1]), Path(sys.argv[2])), 129)\n"
    "print('still running')\n"
)


def test_force_exit_ends_the_process_with_the_signal_status(dirs: Dirs) -> None:
    done = subprocess.run(
        [sys.executable, "-c", WATCHDOG, str(dirs.data), str(dirs.config)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 129 and "still running" not in done.stdout


def test_redirected_streams_are_not_a_hung_up_terminal() -> None:
    """Under pytest stdin/stdout are not terminals: that must not read as a hang-up."""
    code = "from hearts_tui.app.exit_guard import terminal_is_gone; print(terminal_is_gone())"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, stdin=subprocess.DEVNULL
    )
    assert done.stdout.strip() == "False"
    assert terminal_is_gone() is False
