"""A screen-reader user at a terminal: ``hearts --plain`` under a pseudo-terminal, typed at.

Built on :class:`tests.launch.terminal.Terminal` (a real pty, the child its session
leader): :meth:`Typist.type` sends one line as typed keys and waits for the next prompt.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from tests.launch.terminal import Terminal

#: The prompt the line mode shows at a terminal.
PROMPT = "> "


class Typist:
    """``hearts --plain ARGS`` in a terminal whose files live under ``home``."""

    def __init__(self, home: Path, *args: str) -> None:
        os.environ["HEARTS_DATA_DIR"] = str(home / "data")
        os.environ["HEARTS_CONFIG_DIR"] = str(home / "config")
        self.terminal = Terminal("--plain", *args, columns=80, rows=24)
        self.wait_for_prompt(0)

    @property
    def output(self) -> str:
        """Everything printed (and echoed) so far, line ends as the terminal sends them."""
        return self.terminal.output.replace("\r\n", "\n")

    def wait_for_prompt(self, after: int, deadline: float = 30.0) -> str:
        """Wait until a new prompt follows ``after`` characters of output; what came."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            out = self.output
            if len(out) > after and out.endswith(PROMPT) and "\n" in out[after:]:
                return out[after:]
            time.sleep(0.005)
        raise AssertionError(f"no prompt after {after}: {self.output[after:][-500:]!r}")

    def wait_for(self, done: Callable[[str], bool], after: int, deadline: float = 30.0) -> str:
        """Wait until ``done(output)``; the output after ``after`` characters."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            if done(self.output):
                return self.output[after:]
            time.sleep(0.005)
        raise AssertionError(f"not there: {self.output[after:][-500:]!r}")

    def type(self, line: str) -> str:
        """Type ``line`` and Enter; what the line mode answered (up to its next prompt)."""
        start = len(self.output)
        os.write(self.terminal.fd, line.encode() + b"\r")
        said = self.wait_for_prompt(start)
        return said.removeprefix(line).removeprefix("\n").removesuffix(PROMPT)

    def keys(self, text: str) -> None:
        """Send keys as they are (Tab, Ctrl+C…), without waiting."""
        os.write(self.terminal.fd, text.encode())

    def exit_status(self, deadline: float = 20.0) -> int:
        """The exit status once the child has gone."""
        status = self.terminal.wait_exit(deadline)
        assert status is not None, "still running"
        return os.waitstatus_to_exitcode(status)

    def close(self) -> None:
        self.terminal.close()
