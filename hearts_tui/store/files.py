"""Crash-safe file writes, and setting aside files that cannot be read.

:func:`write_atomic` writes a temp file in the same directory, flushes and fsyncs it, then
renames it over the target with ``os.replace`` and fsyncs the directory: a kill at any
moment leaves either the old or the new file, never a mix.  A kill before the rename
leaves a temp file behind, which :func:`clear_temps` removes at the next start.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

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


def load_document(
    path: Path,
    *,
    format_name: str,
    version: int,
    parse: Callable[[dict[str, Any]], T],
    noun: str,
    label: str,
    fallback: str = "",
) -> tuple[T | None, str | None]:
    """Read a versioned JSON document (settings, statistics) and a one-line notice.

    Returns ``(None, None)`` when there is no file.  A file that cannot be read gives
    ``None`` and a notice naming the ``noun`` (plus ``fallback``, e.g. "; using defaults");
    a damaged or newer-version file is renamed aside with :func:`set_aside` (as
    ``label.damaged-…``) so that writing anew can never overwrite it.
    """
    try:
        data = read_bytes(path)
        if data is None:
            return None, None
    except OSError as exc:
        return None, f"Cannot read your {noun} ({exc.strerror or exc}){fallback}."
    try:
        return parse(_decode_document(data, format_name, version, noun)), None
    except (ValueError, TypeError, UnicodeDecodeError) as exc:
        reason = str(exc).split(":")[0]
    try:
        kept = set_aside(path, label)
    except OSError:
        return None, f"Your {noun} could not be read ({reason}){fallback}."
    return None, f"Your {noun} could not be read ({reason}); kept as {kept.name}."


def save_document(path: Path, *, format_name: str, version: int, fields: dict[str, Any]) -> None:
    """Write a versioned JSON document crash-safe; raises ``OSError`` when the disk refuses."""
    payload = {"format": format_name, "version": version, **fields}
    write_atomic(path, json.dumps(payload, indent=2) + "\n")


def _decode_document(data: bytes, format_name: str, version: int, noun: str) -> dict[str, Any]:
    try:
        payload = json.loads(data)
    except json.JSONDecodeError:
        raise ValueError("not valid JSON") from None
    if not isinstance(payload, dict) or payload.pop("format", None) != format_name:
        raise ValueError(f"not a hearts {noun} file")
    found = payload.pop("version", None)
    if not isinstance(found, int) or found < 1:
        raise ValueError("no valid format version")
    if found > version:
        raise ValueError(f"written by a newer version of hearts (format {found})")
    return payload
