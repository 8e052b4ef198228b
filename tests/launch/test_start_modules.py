"""What ``hearts`` loads before the table's first frame: what the first frame draws, not
the dialogs, the CPU players or the words of a table chosen on the command line (issue 40:
the start-up rework; benchmarks/startup.py measures the time)."""

from __future__ import annotations

from pathlib import Path

from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

#: ``hearts`` run as the ``hearts`` command runs it, writing the modules loaded when its first
#: frame is composed to the file named first, then leaving.
SCRIPT = """\
import os, sys
from textual.app import App

out = sys.argv.pop(1)
composed = App._display


def display(self, screen, renderable):
    composed(self, screen, renderable)
    if renderable is not None:
        with open(out, "w") as file:
            file.write("\\n".join(sorted(sys.modules)))
        os._exit(0)


App._display = display
from hearts_tui.cli import main

sys.exit(main())
"""

#: Not needed for the table's first frame.
LATER = (
    "hearts_tui.ai",  # the CPU players (the first CPU move comes after the first frame)
    "hearts_tui.app.screens.confirm",  # the questions (quit unsaved, new game…)
    "hearts_tui.app.screens.quit_unsaved",
    "hearts_tui.app.screens.tracker",  # the tracker's dialog
    "hearts_tui.app.screens.settings",
    "hearts_tui.app.screens.help",
    "hearts_tui.app.screens.summary",
    "hearts_tui.words.choosing",  # the words of every house rule (--game, --rule…)
    "hearts_tui.words.run_table",
    "hearts_tui.words.tracker",
    "hearts_tui.words.help_text",
    "hearts_tui.words.command_line",  # the command line's words: `hearts` alone reads none
    "hearts_tui.words.card_names",  # the card field's reading of names, once it is opened
)


def test_the_first_frame_loads_none_of_what_comes_later(dirs: Dirs, tmp_path: Path) -> None:
    """Before: the quit question's dialog (and its answers' words), the tracker's dialog and
    the words of every house rule were imported before the table's first frame."""
    out = tmp_path / "modules.txt"
    first = Terminal("--seed", CODE, columns=80, rows=24, python_args=("-c", SCRIPT, str(out)))
    try:
        assert first.wait_exit(60) is not None, first.output[-1500:]
    finally:
        first.close()
    # Then as a player starts it again: `hearts` alone, resuming the game.
    term = Terminal(columns=80, rows=24, python_args=("-c", SCRIPT, str(out)))
    try:
        assert term.wait_exit(60) is not None, term.output[-1500:]
    finally:
        term.close()
    loaded = set(out.read_text().split())
    assert "hearts_tui.app.screens.table" in loaded  # it did draw the table
    assert [name for name in LATER if name in loaded] == []
