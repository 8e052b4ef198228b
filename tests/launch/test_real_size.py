"""Exported COLUMNS/LINES never replace the terminal's real size: in an 80x24 terminal the
table is laid out for 80x24, whatever the shell exported (60x20 read "Enlarge the terminal"
forever, 200x60 drew below the screen, 99999 blanked it and grew to gigabytes)."""

from __future__ import annotations

import re

import pytest

from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

#: Textual's cursor moves: ESC [ row ; column H.
MOVE = re.compile(r"\x1b\[(\d+);(\d+)H")


@pytest.mark.parametrize(("columns", "lines"), [("60", "20"), ("200", "60"), ("99999", "99999")])
def test_the_table_fits_the_real_terminal_whatever_columns_and_lines_say(
    dirs: Dirs, columns: str, lines: str
) -> None:
    term = Terminal("--seed", CODE, columns=80, rows=24, env={"COLUMNS": columns, "LINES": lines})
    try:
        assert term.wait_until(lambda: "Pass 3 cards" in term.output, 60), term.output[-1500:]
        output = term.output
        assert "Enlarge" not in output
        moves = [(int(row), int(column)) for row, column in MOVE.findall(output)]
        assert moves, "no cursor moves seen"
        assert max(row for row, _ in moves) <= 24
        assert max(column for _, column in moves) <= 80
    finally:
        term.close()
