"""``hearts`` never plays unlocked: a lock that cannot be taken ends it with the reason."""

from __future__ import annotations

import pytest

import hearts_tui.store.launch
from hearts_tui.app.main import run_app
from hearts_tui.store.lock import LOCK_FILE
from tests.store.dirs import Dirs


def _never_prepare(**kwargs: object) -> object:
    raise AssertionError("the game was started without the lock")


@pytest.mark.timeout(30)
@pytest.mark.parametrize("kind", ["directory", "symbolic link"])
def test_a_lock_that_cannot_be_taken_prints_the_reason_and_exits_1(
    dirs: Dirs, kind: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hearts_tui.store.launch, "prepare", _never_prepare)
    dirs.data.mkdir()
    if kind == "directory":
        (dirs.data / LOCK_FILE).mkdir()
    else:
        (dirs.data / LOCK_FILE).symlink_to(dirs.data / "elsewhere")
    assert run_app() == 1
    err = capsys.readouterr().err
    assert err.startswith("hearts: ") and kind in err and err.count("\n") == 1
    assert not (dirs.data / "elsewhere").exists()
