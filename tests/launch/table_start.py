"""``hearts ARGV`` as if at a terminal, up to the game it would put on the table: the
command line and the launch are the real ones, the table itself is not started."""

from __future__ import annotations

import pytest

from hearts_tui.cli import main
from hearts_tui.engine import Game
from hearts_tui.store.launch import lock_and_prepare


def table_start(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> Game:
    """The game ``hearts ARGV`` starts the table on."""
    import hearts_tui.app.main as app_main
    import hearts_tui.cli as cli

    started: list[Game] = []

    def run_app(
        *, new: bool = False, seed: str | None = None, resume: str | None = None, **_: object
    ) -> int:
        lock, launch = lock_and_prepare(new=new, seed=seed, resume=resume)
        lock.release()
        started.append(launch.game)
        return 0

    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    monkeypatch.setattr(app_main, "run_app", run_app)
    assert main(argv) == 0
    return started[0]
