"""One running game per data directory: a lock file held with ``fcntl.flock``.

The kernel drops a flock when its process ends, however it ends, so a lock left by a
``kill -9`` never blocks the next start.

The lock file is never trusted either: it is opened without following a symbolic link
(whose target would be truncated) and without blocking (a FIFO), and must be a regular
file; anything else there refuses the start with the reason, because playing unlocked lets
two games overwrite each other's saves.  A read-only data directory is still playable: an
existing lock file is locked through a read-only descriptor, and when none can be made the
lock is taken in a fallback place under a name derived from the data directory, so two
games still exclude each other.

The fallback place is a folder no other user can enter: ``$XDG_RUNTIME_DIR`` when it is a
folder of the user's own with no access for others (systemd's ``/run/user/UID``), else
``<temp dir>/hearts-UID``, made with mode 700 and refused unless it is a real folder
owned by the user (as tmux does with ``/tmp/tmux-UID``).  A lock file straight in the
shared temp directory had a name anyone could take first.  An ``O_EXCL`` file would not
do: a lock file outlives its run (a ``kill -9`` leaves it) and the next ``hearts`` must
open it again, which is when someone else's file would be taken for it.  In a folder of
one's own nobody else can create, replace, link, read or lock a file, so its name need not
be secret.  Another user can still make ``/tmp/hearts-UID`` first: then hearts refuses
with the reason and puts nothing there.

The lock file records the holder's pid and terminal.  A holder whose terminal is gone (a
game that outlived its closed window) does not lock the player out: the next start asks
it to end and takes the lock (:mod:`.lock_holder` says when that is safe).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Final

from .files import describe_mode
from .lock_holder import end_holder, had_terminal, holder_record, orphaned_holder, recorded_pid
from .wording import _

LOCK_FILE: Final = "hearts.lock"
#: The most bytes of the lock file read for its holder's record.
RECORD_SIZE: Final = 128
#: Seconds between tries while waiting for an exiting holder.
POLL: Final = 0.05
#: Errors that mean "this directory cannot take a new file": use the fallback place.
_CANNOT_CREATE: Final = frozenset(
    {errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOENT, errno.ENOTDIR}
)
_OPEN_FLAGS: Final = os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


class LockError(RuntimeError):
    """The lock cannot be taken; the message says why (the game must not start unlocked)."""


class GameAlreadyOpen(LockError):
    """Another ``hearts`` holds the lock on the same data directory."""


def fallback_lock_path(directory: Path) -> Path:
    """Where the lock of ``directory`` is taken when no file can be made in it: in
    :func:`private_folder`."""
    digest = hashlib.sha256(os.fsencode(directory.resolve())).hexdigest()[:24]
    return private_folder() / f"hearts-{os.getuid()}-{digest}.lock"


def private_folder() -> Path:
    """The folder of the fallback lock: ``$XDG_RUNTIME_DIR`` if it is the user's own and
    closed to others, else ``<temp dir>/hearts-UID`` (made and checked when the lock is
    taken: :func:`_open_private_folder`)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        with contextlib.suppress(OSError):
            info = os.lstat(runtime)
            if _private(info):
                return Path(runtime)
    return Path(tempfile.gettempdir()) / f"hearts-{os.getuid()}"


def _private(info: os.stat_result) -> bool:
    """A real folder, the user's own, that no one else may enter."""
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and stat.S_IMODE(info.st_mode) & 0o077 == 0
    )


def _open_private_folder(folder: Path) -> int:
    """A descriptor on ``folder`` (made with mode 700 when missing), or :class:`LockError`
    unless it is a real folder of the user's own; one of theirs open to others is closed
    to them first (what others put in it meanwhile is checked file by file)."""
    with contextlib.suppress(FileExistsError):
        os.mkdir(folder, 0o700)
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            raise LockError(
                _(
                    "{path} is not a folder hearts made (the lock is kept only in a folder"
                    " of your own); remove it to play"
                ).format(path=folder)
            ) from None
        raise _refusal(folder, exc) from None
    info = os.fstat(fd)
    if info.st_uid != os.getuid():
        os.close(fd)
        raise LockError(
            _(
                "the folder {path} belongs to another user, and the lock is kept only in a"
                " folder of your own; have it removed, or set XDG_RUNTIME_DIR to a folder"
                " of yours"
            ).format(path=folder)
        )
    if stat.S_IMODE(info.st_mode) & 0o077:
        try:
            os.fchmod(fd, 0o700)
        except OSError as exc:
            os.close(fd)
            raise _refusal(folder, exc) from None
    return fd


class InstanceLock:
    """The lock on ``<data dir>/hearts.lock``; :meth:`acquire` it, :meth:`release` on exit."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / LOCK_FILE
        #: The file actually locked (``path``, or the fallback place), once acquired.
        self.held: Path | None = None
        self._fd: int | None = None

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock (returns True) or raise :class:`LockError` saying why not.

        :class:`GameAlreadyOpen` when another process holds it.  ``wait`` seconds are
        granted to a holder that is exiting (a terminal closed and reopened at once: the
        old game takes a moment to save and restore the terminal).
        """
        with contextlib.suppress(OSError):
            self.directory.mkdir(parents=True, exist_ok=True)
        fd, writable, path = self._open()
        try:
            links = _check_regular(fd, path)
            try:
                _flock(fd, wait)
            except BlockingIOError:
                _end_orphaned_holder(fd)
        except BlockingIOError:
            record = os.pread(fd, RECORD_SIZE, 0)
            os.close(fd)
            raise GameAlreadyOpen(already_open(record)) from None
        except LockError:
            os.close(fd)
            raise
        except OSError as exc:
            os.close(fd)
            raise LockError(
                _("cannot lock {path} ({error})").format(path=path, error=exc.strerror or exc)
            ) from None
        if writable and links == 1:  # Never write into a file linked from elsewhere.
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.write(fd, holder_record())
        self._fd, self.held = fd, path
        return True

    def keep(self) -> bool:
        """Whether the lock is still ours, taking it anew if its file went away.

        Deleting the data directory (or just the lock file) while a game runs took the lock
        with it: the next save re-created ``game.json`` but not the lock, and a second
        ``hearts`` started and wrote the same save.  Called before each save: when the file
        at :attr:`path` is no longer the one locked, it is made and locked again (the
        directory too).  False when it cannot be, because another process holds it by now
        (or the lock was never taken): nothing may be written then.
        """
        fd, held = self._fd, self.held
        if fd is None or held is None:
            return False
        if held != self.path:
            return True  # The fallback place, outside the data directory.
        try:
            on_disk = os.stat(held, follow_symlinks=False)
            mine = os.fstat(fd)
            if (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino):
                return True
        except OSError:
            pass  # Gone (or unreadable): take it anew.
        self._fd = self.held = None
        try:
            self.acquire()
        except LockError:
            return False
        finally:
            os.close(fd)
        return True

    def release(self) -> None:
        """Drop the lock (closing the file releases the flock)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
            self.held = None

    def _open(self) -> tuple[int, bool, Path]:
        """An fd on the lock file, whether it is writable, and which file it is."""
        path = self.path
        try:
            return _open_lock(path), True, path
        except OSError as exc:
            if exc.errno not in _CANNOT_CREATE:
                raise _refusal(path, exc) from None
            if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
                # A read-only directory: an existing lock file still locks (read-only fd).
                try:
                    return os.open(path, os.O_RDONLY | _OPEN_FLAGS), False, path
                except (FileNotFoundError, PermissionError):
                    pass
                except OSError as again:
                    raise _refusal(path, again) from None
        fallback = fallback_lock_path(self.directory)
        folder = _open_private_folder(fallback.parent)
        try:
            fd = _open_lock(Path(fallback.name), mode=0o600, folder=folder)
        except OSError as exc:
            raise _refusal(fallback, exc) from None
        finally:
            os.close(folder)
        info = os.fstat(fd)
        if info.st_uid != os.getuid():
            os.close(fd)
            raise LockError(_("{path} belongs to another user; remove it").format(path=fallback))
        return fd, True, fallback


def _open_lock(path: Path, mode: int = 0o644, folder: int | None = None) -> int:
    """Open or create ``path`` (in the folder of descriptor ``folder`` if given) for the
    lock: never through a link, never blocking."""
    return os.open(path, os.O_RDWR | os.O_CREAT | _OPEN_FLAGS, mode, dir_fd=folder)


def _refusal(path: Path, exc: OSError) -> LockError:
    if exc.errno == errno.ELOOP:
        text = _(
            "the lock file {path} is a symbolic link, not a file hearts made; remove it to play"
        )
    elif exc.errno == errno.EISDIR:
        text = _("the lock file {path} is a directory, not a file hearts made; remove it to play")
    elif exc.errno == errno.ENXIO:
        text = _(
            "the lock file {path} is a FIFO or a socket, not a file hearts made; remove it to play"
        )
    else:
        text = _("cannot take the lock {path} ({error})")
    return LockError(text.format(path=path, error=exc.strerror or exc))


def _check_regular(fd: int, path: Path) -> int:
    """Refuse anything but a regular file; returns its number of hard links."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        raise LockError(
            _("the lock file {path} is {what}, not a file hearts made; remove it to play").format(
                path=path, what=describe_mode(info.st_mode)
            )
        )
    return info.st_nlink


def already_open(record: bytes) -> str:
    """Why the start is refused, from the holder's ``record`` in the lock file."""
    holder = recorded_pid(record)
    if not had_terminal(record):
        return _(
            "a game is already open in another hearts with no terminal of its own (process"
            " {pid}): a browser tab or a script; finish or close it first, or give each its"
            " own data directory (HEARTS_DATA_DIR)"
        ).format(pid=holder if holder is not None else "?")
    if holder is None:
        return _("a game is already open in another terminal; finish or close it first")
    return _(
        "a game is already open in another terminal (process {pid}); finish or close it first"
    ).format(pid=holder)


def _end_orphaned_holder(fd: int) -> None:
    """The lock is held: take it from a hearts whose terminal is gone (see
    :mod:`.lock_holder`), or raise ``BlockingIOError`` as before."""
    record = os.pread(fd, RECORD_SIZE, 0)
    pid = recorded_pid(record)
    if pid is None or not had_terminal(record) or not orphaned_holder(pid, fd):
        raise BlockingIOError(errno.EWOULDBLOCK, "the lock is held")

    def still_held(seconds: float) -> bool:
        try:
            _flock(fd, seconds)
        except BlockingIOError:
            return True
        return False

    if not end_holder(pid, still_held):
        raise BlockingIOError(errno.EWOULDBLOCK, "the lock is held")


def _flock(fd: int, wait: float) -> None:
    """Lock ``fd`` exclusively, trying for ``wait`` seconds; ``BlockingIOError`` if held."""
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(POLL)
