"""Crash-safe file writes, and setting aside files that cannot be read.

:func:`write_atomic` writes a temp file in the same directory, flushes and fsyncs it, then
renames it over the target with ``os.replace`` and fsyncs the directory: a kill at any
moment leaves either the old or the new file, never a mix.  A kill before the rename
leaves a temp file behind, which :func:`clear_temps` removes at the next start.  The old
file is kept as a backup through a hard link, so the target is never missing, not even for
a moment: a reader in another process (``hearts --list`` beside a running game) always
finds a whole save there.

Files are never trusted: :func:`read_regular` opens without blocking (a FIFO would hang
the start) and without following a symbolic link where asked, reads only regular files and
only up to a size limit; anything else is :class:`UnusableFile`, which the readers treat
like a damaged file (set aside with a notice).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..engine.quoting import quoted
from .wording import N_, _, pgettext

T = TypeVar("T")

TEMP_SUFFIX = ".tmp"
#: Size limits: a larger file is not one hearts wrote (and is not loaded into memory).
DOCUMENT_LIMIT = 1 << 20
SAVE_LIMIT = 4 << 20
#: The longest reason quoted in a notice about a file (its values are quoted shorter).
REASON_LIMIT = 100
#: Temp files younger than this may belong to a write in progress (another process).
TEMP_GRACE = 60.0


class UnusableFile(ValueError):
    """A path that holds no regular file hearts could have written (a FIFO, a directory, a
    symbolic link where none is followed, a device) or a file over the size limit."""


def describe_mode(mode: int) -> str:
    """What kind of file ``mode`` (``st_mode``) is, for a notice: "a directory", "a FIFO"…"""
    for test, name in (
        (stat.S_ISDIR, N_("a directory")),
        (stat.S_ISFIFO, N_("a FIFO")),
        (stat.S_ISLNK, N_("a symbolic link")),
        (stat.S_ISSOCK, N_("a socket")),
        (stat.S_ISCHR, N_("a device")),
        (stat.S_ISBLK, N_("a device")),
    ):
        if test(mode):
            return _(name)
    return _("not a regular file")


def read_regular(path: Path, limit: int, *, follow: bool = False) -> bytes | None:
    """The content of the regular file at ``path``; None when there is none (nor can be: a
    parent is a file).

    Never blocks: the file is opened with ``O_NONBLOCK`` and checked with ``fstat`` before
    a byte is read.  Raises :class:`UnusableFile` for a non-regular file, a symbolic link
    (unless ``follow``) or a file larger than ``limit`` bytes; ``OSError`` when it cannot
    be read.
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | (0 if follow else os.O_NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow:
            raise UnusableFile(_("a symbolic link, not a file hearts wrote")) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnusableFile(
                _("{what}, not a file hearts wrote").format(what=describe_mode(info.st_mode))
            )
        if info.st_size > limit:
            raise UnusableFile(
                _("too large ({size} bytes), not a file hearts wrote").format(size=info.st_size)
            )
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UnusableFile(_("too large, not a file hearts wrote"))
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_bytes(path: Path, limit: int = SAVE_LIMIT) -> bytes | None:
    """:func:`read_regular` without following a symbolic link."""
    return read_regular(path, limit)


def write_atomic(
    path: Path, text: str, *, backup: Path | None = None, mode: int | None = None
) -> None:
    """Replace ``path`` with ``text``, crash-safe.  The old file becomes ``backup`` if given.

    The new file is readable by its owner only, or has the permission bits ``mode``.

    Raises ``OSError`` (nothing is changed but possibly the backup) when it cannot write.
    ``path`` is there throughout, the old file or the new one (see :func:`_keep_as_backup`).
    """
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=TEMP_SUFFIX, dir=directory)
    try:
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            data = memoryview(text.encode())
            while data:
                data = data[os.write(fd, data) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if backup is not None:
            _keep_as_backup(path, backup)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_directory(directory)


def _keep_as_backup(path: Path, backup: Path) -> None:
    """Make the file now at ``path`` the ``backup``, leaving it at ``path`` as well.

    A second name is linked to the file and renamed over the backup: ``path`` never goes
    missing, as it did between two renames (``path`` to ``backup``, then the new file to
    ``path``), when a reader that came then found no save at all.  A kill before the
    rename leaves the link as a temp file of ``path`` (a copy of it: never promoted, removed
    at the next start).  Where the file system refuses hard links, ``path`` is renamed to
    ``backup`` as before; nothing to keep (no ``path`` yet) leaves the backup as it is.
    """
    link = backup.with_name(f"{backup.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        # Not following a symbolic link: the link itself is kept, as a rename would.
        os.link(path, link, follow_symlinks=False)
    except FileNotFoundError:
        return
    except OSError:
        with contextlib.suppress(FileNotFoundError):
            os.replace(path, backup)
        return
    try:
        os.replace(link, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(link)
        raise


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


def temps_of(directory: Path, name: str) -> list[Path]:
    """The temp files of ``name`` in ``directory`` (written by :func:`write_atomic`)."""
    return sorted(directory.glob(f"{name}.*{TEMP_SUFFIX}"))


def clear_temps(directory: Path, name: str, *, grace: float = 0.0) -> list[Path]:
    """Remove temp files of ``name`` left by a crash mid-write; returns what was removed.

    Temp files modified less than ``grace`` seconds ago are left alone: they may belong to
    a write in progress in another process (the config directory is not locked).
    """
    removed: list[Path] = []
    now = time.time()
    for temp in temps_of(directory, name):
        with contextlib.suppress(OSError):
            if grace and now - temp.lstat().st_mtime < grace:
                continue
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
    while os.path.lexists(target):
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
    follow: bool = False,
) -> tuple[T | None, str | None]:
    """Read a versioned JSON document (settings, statistics) and a one-line notice.

    Returns ``(None, None)`` when there is no file.  A file that cannot be read gives
    ``None`` and a notice naming the ``noun``; such a file (one hearts may not read, as a
    ``sudo hearts`` leaves it; a damaged or newer-version file; one hearts cannot have
    written: not a regular file, over :data:`DOCUMENT_LIMIT`, nested too deep) is renamed
    aside with :func:`set_aside` (as ``label.damaged-…``) so that writing anew can never
    overwrite it.  One that cannot be renamed either stays where it is, and
    :func:`save_document` will not write over it (the notice says so, with ``fallback``,
    e.g. "; using defaults").
    ``follow``: a symbolic link is followed (a settings file kept with one's dotfiles);
    otherwise a link is not a file hearts wrote.  Temp files of the document left by a
    write that was killed are removed first.  Never raises for what is on disk.
    """
    # Temp files of an earlier write killed mid-way (half-written or never renamed), beside
    # the file a followed link points to as well (see save_document).
    with contextlib.suppress(OSError):
        clear_temps(path.parent, path.name, grace=TEMP_GRACE)
        if follow and path.is_symlink():
            target = Path(os.path.realpath(path))
            clear_temps(target.parent, target.name, grace=TEMP_GRACE)
    try:
        data = read_regular(path, DOCUMENT_LIMIT, follow=follow)
        if data is None:
            return None, None
    except UnusableFile as exc:
        reason = str(exc)
    except OSError as exc:
        # Not hearts' to read (root's, after one `sudo hearts`): kept, as a damaged file is;
        # the statistics written over it one game later lost the whole record.
        reason = exc.strerror or str(exc)
    else:
        try:
            return parse(_decode_document(data, format_name, version, noun)), None
        except RecursionError:
            reason = _("nested too deep, not a file hearts wrote")
        except MemoryError:
            reason = _("too large to read")
        except ValueError as exc:  # What is wrong, worded by the parser; values quoted.
            reason = first_clause(str(exc)) or _("damaged")
        except Exception:  # Whatever is in the file, it must not crash the launch.
            reason = _("damaged")
    try:
        kept = set_aside(path, label)
    except OSError as exc:
        return None, _(
            "Your {what} could not be read ({reason}) nor set aside ({error}): the file is"
            " left as it is and not written over{fallback}."
        ).format(
            what=_your(noun),
            reason=reason,
            error=exc.strerror or exc,
            fallback=_(fallback) if fallback else "",
        )
    return None, _("Your {what} could not be read ({reason}); kept as {name}.").format(
        what=_your(noun), reason=reason, name=kept.name
    )


def _your(noun: str) -> str:
    """``settings`` as the notices name it: "your settings" (the object of a sentence)."""
    # Translators: the file a notice is about, as the object of "Cannot read …".
    names = {
        "settings": pgettext("a file", "settings"),
        "statistics": pgettext("a file", "statistics"),
    }
    return names.get(noun, noun)


def first_clause(message: str) -> str:
    """A reason's first clause (up to a colon), no longer than one status line."""
    clause = message.split(":")[0].strip()
    return clause if len(clause) <= REASON_LIMIT else clause[: REASON_LIMIT - 1] + "…"


def save_document(
    path: Path,
    *,
    format_name: str,
    version: int,
    fields: dict[str, Any],
    follow: bool = False,
) -> None:
    """Write a versioned JSON document crash-safe; raises ``OSError`` when the disk refuses.

    ``follow``: a symbolic link at ``path`` (a settings file kept with one's dotfiles) is
    written through: the file it points to is replaced, crash-safe beside itself, and the
    link stays a link.  Otherwise the link itself would be replaced by a plain file.

    A file there that hearts may not read is never written over (``PermissionError``): it
    was not read, so its content would be lost (:func:`load_document` sets such a file
    aside; this is for one it could not).
    """
    payload = {"format": format_name, "version": version, **fields}
    target, mode = path, None
    if follow and path.is_symlink():
        target = Path(os.path.realpath(path))
        with contextlib.suppress(OSError):  # the dotfile keeps its permissions
            mode = stat.S_IMODE(os.stat(target).st_mode)
    refuse_unread(target)
    write_atomic(target, json.dumps(payload, indent=2) + "\n", mode=mode)


def refuse_unread(path: Path) -> None:
    """Raise ``PermissionError`` when a file at ``path`` cannot be opened for reading: what
    hearts could not read it must not write over (its content would be lost unseen)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOFOLLOW)
    except PermissionError as exc:
        raise PermissionError(
            exc.errno,
            _("the file there cannot be read, so it is not written over"),
            str(path),
        ) from None
    except OSError:
        return  # none there, or nothing to read in it (a link, a FIFO…): replaced
    os.close(fd)


def _decode_document(data: bytes, format_name: str, version: int, noun: str) -> dict[str, Any]:
    try:
        payload = json.loads(data)
    except UnicodeDecodeError:
        raise ValueError(_("not UTF-8 text, so not a file hearts wrote")) from None
    except json.JSONDecodeError:
        raise ValueError(_("not valid JSON")) from None
    except ValueError:  # Python's own limits: a number of more than 4300 digits
        raise ValueError(_("a number too long, so not a file hearts wrote")) from None
    if not isinstance(payload, dict) or payload.pop("format", None) != format_name:
        whose = {
            "settings": pgettext("whose file", "settings"),
            "statistics": pgettext("whose file", "statistics"),
        }
        raise ValueError(_("not a hearts {what} file").format(what=whose.get(noun, noun)))
    found = payload.pop("version", None)
    if isinstance(found, bool) or not isinstance(found, int) or found < 1:
        raise ValueError(_("no valid format version"))
    if found > version:
        raise ValueError(
            _("written by a newer version of hearts (format {format})").format(format=quoted(found))
        )
    return payload
