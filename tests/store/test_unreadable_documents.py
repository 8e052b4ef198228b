"""A statistics or settings file hearts cannot read is kept, never written over (issue 36,
point 5).

One ``sudo hearts`` leaves root's files (mode 600) in the player's folders.  The saved game
was set aside and its backup resumed, but the statistics got "Cannot read your statistics"
and, one game later, a file holding ``played: 1``: the whole record gone; the settings
likewise after one change.  Each document is now kept as the saved game is: set aside
under a dated name and said, or, when even that fails, left where it is and never written
over.  Whatever else stands there (a directory, a huge file, not JSON) is kept the same way.

The tests may run as root, whom file modes do not stop: a file "not ours to read" is made
so by refusing its opening with ``PermissionError``, exactly where the kernel would (and
its renaming, where the folder would refuse that too).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from hearts_tui.store.files import DOCUMENT_LIMIT
from hearts_tui.store.launch import Launch, prepare
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from hearts_tui.store.stats import STATS_FILE, Stats, load_stats, save_stats
from tests.store.dirs import Dirs, short_game


@dataclass(frozen=True)
class Document:
    """One of the two documents: where it lives, how the game writes it, what it holds."""

    name: str
    file: str
    label: str
    noun: str
    folder: Callable[[Dirs], Path]
    #: What the launched game does that writes the document (a game counted, a `set`).
    write: Callable[[Launch], None]
    #: Whether the document the launch read holds the player's own record.
    holds_the_record: Callable[[Launch], bool]


def _count_a_game(launch: Launch) -> None:
    launch.persistence.record_finished(short_game("26BQ-524X"))


def _change_a_setting(launch: Launch) -> None:
    launch.persistence.save_settings(Settings(cpu_pace="slow"))


def _write_stats(folder: Path) -> None:
    record = Stats()
    for number in range(3):
        record = record.add(short_game(), f"id-{number}")
    save_stats(folder, record)


def _write_settings(folder: Path) -> None:
    save_settings(folder, Settings(cpu_level="hard", theme="light"))


DOCUMENTS = {
    "statistics": Document(
        "statistics",
        STATS_FILE,
        "stats",
        "statistics",
        lambda dirs: dirs.data,
        _count_a_game,
        lambda launch: launch.persistence.stats.played == 3,
    ),
    "settings": Document(
        "settings",
        SETTINGS_FILE,
        "settings",
        "settings",
        lambda dirs: dirs.config,
        _change_a_setting,
        lambda launch: launch.settings.cpu_level == "hard",
    ),
}
WRITERS = {"statistics": _write_stats, "settings": _write_settings}


def the_players_file(dirs: Dirs, document: Document) -> bytes:
    """The document as the player's earlier games left it; its bytes."""
    folder = document.folder(dirs)
    WRITERS[document.name](folder)
    return (folder / document.file).read_bytes()


def not_ours_to_read(monkeypatch: pytest.MonkeyPatch, path: Path, *, rename: bool) -> None:
    """``path`` cannot be opened (as root's file with mode 600 cannot by its player); with
    ``rename`` False it cannot be renamed either (a folder that refuses it)."""
    real_open, real_rename = os.open, os.rename

    def open_(file: str | Path, flags: int, *args: int, **kwargs: object) -> int:
        if Path(file) == path:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    def rename_(source: str | Path, target: str | Path, **kwargs: object) -> None:
        if Path(source) == path and not rename:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(source))
        real_rename(source, target, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "rename", rename_)


def kept_copies(folder: Path, document: Document) -> list[Path]:
    return sorted(folder.glob(f"{document.label}.damaged-*"))


def start_over_unread(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, name: str, *, rename: bool
) -> tuple[Document, Path, bytes, Launch, str]:
    """The player's document made unreadable, and a start: the document, its folder, its
    bytes, the launch and its alert."""
    document = DOCUMENTS[name]
    before = the_players_file(dirs, document)
    not_ours_to_read(monkeypatch, document.folder(dirs) / document.file, rename=rename)
    launch = prepare()
    assert launch.alert is not None
    return document, document.folder(dirs), before, launch, launch.alert


@pytest.mark.parametrize("name", DOCUMENTS)
def test_a_file_hearts_may_not_read_is_set_aside_and_said_not_written_over(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    document, folder, before, launch, alert = start_over_unread(
        dirs, monkeypatch, name, rename=True
    )
    assert f"Your {document.noun} could not be read (Permission denied); kept as" in alert
    monkeypatch.undo()  # from here on, the file written anew is the game's own
    document.write(launch)
    assert launch.persistence.saving_ok
    kept = kept_copies(folder, document)
    assert len(kept) == 1 and kept[0].name in alert
    assert kept[0].read_bytes() == before  # the record is whole, under the name said


@pytest.mark.parametrize("name", DOCUMENTS)
def test_a_file_that_cannot_be_read_nor_set_aside_is_never_written_over(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    document, folder, before, launch, alert = start_over_unread(
        dirs, monkeypatch, name, rename=False
    )
    assert (
        f"Your {document.noun} could not be read (Permission denied) nor set aside"
        " (Permission denied): the file is left as it is and not written over"
    ) in alert
    document.write(launch)  # a game counted, a setting changed: one write each
    document.write(launch)
    assert not launch.persistence.saving_ok
    problem = launch.persistence.problem
    assert problem is not None and "cannot be read, so it is not written over" in problem
    monkeypatch.undo()
    assert (folder / document.file).read_bytes() == before
    assert kept_copies(folder, document) == []


def _a_directory(path: Path) -> None:
    path.mkdir(parents=True)
    (path / "inside.txt").write_text("the player's")


def _huge(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{" + b" " * DOCUMENT_LIMIT + b"}")


def _not_json(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"played: 40, won: 12\n")


@pytest.mark.parametrize("name", DOCUMENTS)
@pytest.mark.parametrize(
    ("what", "make", "reason"),
    [
        ("a directory", _a_directory, "a directory, not a file hearts wrote"),
        ("a huge file", _huge, "not a file hearts wrote"),
        ("not JSON", _not_json, "not valid JSON"),
    ],
)
def test_anything_else_in_its_place_is_kept_and_said(
    dirs: Dirs, name: str, what: str, make: Callable[[Path], None], reason: str
) -> None:
    document = DOCUMENTS[name]
    folder = document.folder(dirs)
    make(folder / document.file)
    launch = prepare()
    assert launch.alert is not None and reason in launch.alert
    document.write(launch)
    assert launch.persistence.saving_ok
    (kept,) = kept_copies(folder, document)
    assert kept.name in launch.alert
    if what == "a directory":
        assert (kept / "inside.txt").read_text() == "the player's"
    else:
        assert kept.stat().st_size > 0


@pytest.mark.parametrize("name", DOCUMENTS)
def test_a_readable_file_is_read_and_written_as_before(dirs: Dirs, name: str) -> None:
    document = DOCUMENTS[name]
    the_players_file(dirs, document)
    launch = prepare()
    assert launch.alert is None and document.holds_the_record(launch)
    document.write(launch)
    assert launch.persistence.saving_ok and kept_copies(document.folder(dirs), document) == []
    loaded = (
        load_stats(dirs.data)[0].played if name == "statistics" else load_settings(dirs.config)[0]
    )
    assert loaded == 4 or loaded == Settings(cpu_pace="slow")


#: Who plays after one `sudo hearts` left root's files, when the tests run as root.
NOBODY = 65534


def _as_the_player(data: Path, config: Path) -> tuple[str | None, bool]:
    """A start, a game counted and a setting changed, as the player: the launch's alert
    and whether everything saved."""
    launch = prepare(data=data, config=config)
    _count_a_game(launch)
    _change_a_setting(launch)
    return launch.alert, launch.persistence.saving_ok


def test_after_one_sudo_hearts_the_players_files_are_kept(tmp_path: Path) -> None:
    """The real thing, no simulation: root's files, mode 600, in the player's folders.  As
    root the test plays as ``nobody`` (a forked child that drops root); as anyone else
    the files are made unreadable to them with chmod 000."""
    import tempfile

    home = Path(tempfile.mkdtemp(prefix="hearts-sudo-"))  # not under root's 0700 tmp
    try:
        data, config = home / "data", home / "config"
        _write_stats(data)
        _write_settings(config)
        before = {
            "stats": (data / STATS_FILE).read_bytes(),
            "settings": (config / SETTINGS_FILE).read_bytes(),
        }
        for file in (data / STATS_FILE, config / SETTINGS_FILE):
            file.chmod(0o600 if os.geteuid() == 0 else 0)
        if os.geteuid() == 0:
            home.chmod(0o755)
            for folder in (data, config):
                os.chown(folder, NOBODY, NOBODY)  # the player's folders, root's files
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:  # pragma: no cover - the child reports through the pipe
                status = 1
                try:
                    os.close(read)
                    os.setgroups([])
                    os.setgid(NOBODY)
                    os.setuid(NOBODY)
                    alert, saved = _as_the_player(data, config)
                    os.write(write, f"{saved}\n{alert}".encode())
                    status = 0
                finally:
                    os._exit(status)
            os.close(write)
            with os.fdopen(read, "rb") as pipe:
                report = pipe.read().decode()
            assert os.waitpid(pid, 0)[1] == 0
            saved_text, alert = report.split("\n", 1)
            saved = saved_text == "True"
        else:
            found, saved = _as_the_player(data, config)
            alert = str(found)
        assert saved, alert
        kinds = (("stats", data, "statistics"), ("settings", config, "settings"))
        for label, folder, noun in kinds:
            assert f"Your {noun} could not be read (Permission denied); kept as" in alert
            (kept,) = sorted(folder.glob(f"{label}.damaged-*"))
            kept.chmod(0o600)
            assert kept.read_bytes() == before[label]
        assert load_stats(data)[0].played == 1  # the game counted, in a file of its own
    finally:
        import shutil

        shutil.rmtree(home, ignore_errors=True)


def test_a_shelf_file_hearts_may_not_read_is_not_written_over(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The shelf's files are documents too: a game of that id put aside again does not
    replace a copy hearts could not read (it may be further on); putting aside fails and
    says so, and the game stays in play."""
    from hearts_tui.engine import Game
    from hearts_tui.store.persistence import DiskPersistence
    from hearts_tui.store.shelf import SHELF_DIR
    from tests.store.dirs import pass_all

    game = Game.new("K7QD-MR9S")
    pass_all(game)
    persistence = DiskPersistence(dirs.data, dirs.config, game=game, game_id="abc")
    assert persistence.put_aside(game, {}) is not None
    path = dirs.data / SHELF_DIR / "abc.json"
    before = path.read_bytes()
    not_ours_to_read(monkeypatch, path, rename=False)
    game.play(game.legal_cards()[0])
    refusal = persistence.put_aside(game, {})
    assert isinstance(refusal, str) and "not written over" in refusal
    monkeypatch.undo()
    assert path.read_bytes() == before
