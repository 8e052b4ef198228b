"""A crash in a real terminal: the terminal is given back, one line names the crash log,
the exit status is non-zero, no traceback is drawn, and the save is kept."""

from __future__ import annotations

import os
import termios

from hearts_tui.app.crash import PREFIX
from hearts_tui.store.saves import GAME_FILE
from hearts_tui.store.settings import Settings, save_settings
from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

#: ``hearts`` with the Copy key (``c``) made to raise, as a bug in a handler would.
CRASHING = (
    "import sys\n"
    "from hearts_tui.app.screens.table import TableScreen\n"
    "def explode(self):\n"
    "    raise RuntimeError('forced by the test')\n"
    "TableScreen.action_copy_code = explode\n"
    "from hearts_tui.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)
LEAVE_ALT_SCREEN = "\x1b[?1049l"


def test_a_crash_restores_the_terminal_and_prints_one_line_naming_the_log(dirs: Dirs) -> None:
    save_settings(dirs.config, Settings(cpu_pace="instant"))
    term = Terminal("--seed", CODE, columns=80, rows=24, python_args=("-c", CRASHING))
    try:
        assert term.wait_until(lambda: "Pass" in term.output), term.output[-2000:]
        saved = (dirs.data / GAME_FILE).read_bytes()
        term.press("c")
        status = term.wait_exit()
        assert status is not None, "hearts did not exit after the crash"
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1
        output = term.output
        assert "Traceback" not in output and "forced by the test" not in output
        # The alternate screen was left, then the line was printed on the normal screen.
        assert LEAVE_ALT_SCREEN in output
        after = output.rsplit(LEAVE_ALT_SCREEN, 1)[1]
        lines = [line for line in after.replace("\r", "").split("\n") if line.strip()]
        assert len(lines) == 1 and PREFIX in lines[0], repr(after)
        logs = list(dirs.data.glob("crash-*.log"))
        assert len(logs) == 1 and str(logs[0]) in lines[0]
        assert "RuntimeError: forced by the test" in logs[0].read_text()
        # Line editing and echo are back on: the shell gets a working terminal.
        lflag = termios.tcgetattr(term.fd)[3]
        assert lflag & termios.ICANON and lflag & termios.ECHO
        assert (dirs.data / GAME_FILE).read_bytes() == saved
    finally:
        term.close()
