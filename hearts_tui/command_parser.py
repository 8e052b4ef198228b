"""The options parser of hearts' commands, ``hearts`` and ``hearts sim``: argparse, said in
the language spoken, and never silent about an output it could not write.

argparse writes ``--help`` and ``--version`` to stdout and drops any error of that write:
``hearts sim --help > /dev/full`` printed nothing and exited 0, as if the help had been
read.  :class:`CommandParser` keeps the error and, at argparse's exit, says it on stderr and
exits 74, as every output of hearts that fails does (a reader that went away, ``| head -1``,
is a normal end).  Both commands use it (``sim`` may not import ``cli``: this module is a
helper of its own, below both).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, NoReturn

from .hangup import detach_from_terminal
from .streams import STREAM_FAILED, say_to_stderr

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = ["CommandParser", "SaidFormatter"]


class SaidFormatter(argparse.RawDescriptionHelpFormatter):
    """argparse's help, its "usage:" in the language spoken."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        from .words.command_line import option_help

        super().add_usage(
            usage, actions, groups, option_help()["usage"] if prefix is None else prefix
        )


class CommandParser(argparse.ArgumentParser):
    """argparse, whose help and version must reach their output (see the module)."""

    #: A write of argparse's that failed (``--help > /dev/full``): argparse itself drops
    #: the error and exits 0, silent.
    failed_write: OSError | ValueError | None = None

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            try:
                (file or sys.stderr).write(message)
            except (OSError, ValueError) as error:
                self.failed_write = error

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        """argparse's exit, but what it printed on stdout (the help, the version) must have
        been written: when not, stderr says why and the status is 74."""
        failed = self.failed_write
        if failed is None:
            try:
                sys.stdout.flush()
            except (OSError, ValueError) as error:
                failed = error
        if failed is not None and not isinstance(failed, BrokenPipeError):
            from .words.command_line import output_failure

            say_to_stderr(f"hearts: {output_failure(failed)}")
            status = STREAM_FAILED
        if failed is not None:
            detach_from_terminal()  # nothing is left to flush at the exit
        super().exit(status, message)
