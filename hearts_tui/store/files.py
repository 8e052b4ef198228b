"""Crash-safe file writes, and setting aside files that cannot be read.

:func:`write_atomic` writes a temp file in the same directory, flushes and fsyncs it, then
renames it over the target with ``os.replace`` and fsyncs the directory: a kill at any
moment leaves either the old or the new file, never a mix.  A kill before the rename
leaves a temp file behind, which :func:`clear_temps` removes at the next start.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def read_bytes(path: Path) -> bytes | None:
    """The file's content, or None when it does not exist (nor can: a parent is a file)."""
    try:
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def write_atomic(path: Path, text: str, *, backup: Path | None = None) -> None:
    """Replace ``path`` with ``text``, crash-safe.  The old file becomes ``backup`` if given.

    Raises ``OSError`` (nothing is changed but possibly the backup) when it cannot write.
    Between the two renames a crash leaves no ``path`` but a good ``backup``: readers fall
    back to it.
    """
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=TEMP_SUFFIX, dir=directory)
    try:
        try:
            data = memoryview(text.encode())
            while data:
                data = data[os.write(fd, data) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if backup is not None:
            with contextlib.suppress(FileNotFoundError):
                os.replace(path, backup)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_directory(directory)


def fsync_directory(directory: Path) -> None:
    """Make renames in ``directory`` durable (where the platform allows it)."""
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:
        # Some file systems cannot fsync a directory; the rename is still atomic there.
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def clear_temps(directory: Path, name: str) -> list[Path]:
    """Remove temp files of ``name`` left by a crash mid-write; returns what was removed."""
    removed: list[Path] = []
    for temp in directory.glob(f"{name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            temp.unlink()
            removed.append(temp)
    return removed


def set_aside(path: Path, label: str, *, now: float | None = None) -> Path:
    """Rename a file that cannot be read to ``<label>.damaged-<date>-<time><ext>``; never clobbers.

    The user keeps the file (to inspect or report it) and the app is free to write anew.
    Raises ``OSError`` when the rename fails.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    suffix = path.suffix if path.suffix == ".json" else ".json"
    target = path.with_name(f"{label}.damaged-{stamp}{suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{label}.damaged-{stamp}-{number}{suffix}")
    os.rename(path, target)
    return target
