"""The start-up's questions about the terminal, asked in-process: a dumb terminal is refused
in words that name it and point to the line mode, a closed stream is no terminal, and a pipe
is not a hung-up terminal (cli.py, hangup.py)."""

from __future__ import annotations

import io
import os

import pytest

from hearts_tui import cli
from hearts_tui.hangup import terminal_fd_is_gone


@pytest.mark.parametrize("term", ["dumb", " Dumb", "unknown"])
def test_a_dumb_terminal_is_named_and_pointed_to_the_line_mode(term: str) -> None:
    refusal = cli.dumb_terminal_refusal(term)
    assert refusal == (
        f"hearts: this terminal (TERM={term}) cannot show the table;"
        " use hearts --plain to play line by line"
    )


def test_a_closed_or_missing_stream_is_no_terminal() -> None:
    stream = io.StringIO()
    stream.close()
    assert not cli._is_terminal(stream)
    assert not cli._is_terminal(None)
    assert not cli._is_terminal(io.StringIO())


def test_a_pipe_is_not_a_terminal_that_hung_up() -> None:
    read, write = os.pipe()
    try:
        assert not terminal_fd_is_gone(read)
    finally:
        os.close(read)
        os.close(write)
