"""Temp data/config directories for tests, and small game helpers shared by store tests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules


@dataclass(frozen=True)
class Dirs:
    """Where the app under test keeps its files."""

    data: Path
    config: Path
    xdg_data: Path
    xdg_config: Path


def isolate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    """Set HEARTS_DATA_DIR, HEARTS_CONFIG_DIR, XDG_DATA_HOME, XDG_CONFIG_HOME and
    XDG_RUNTIME_DIR under tmp."""
    dirs = Dirs(
        data=tmp_path / "data",
        config=tmp_path / "config",
        xdg_data=tmp_path / "xdg-data",
        xdg_config=tmp_path / "xdg-config",
    )
    monkeypatch.setenv("HEARTS_DATA_DIR", str(dirs.data))
    monkeypatch.setenv("HEARTS_CONFIG_DIR", str(dirs.config))
    monkeypatch.setenv("XDG_DATA_HOME", str(dirs.xdg_data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(dirs.xdg_config))
    # Where a lock is taken when the data directory cannot hold one.
    # Beside tmp_path, not in it: tests list tmp_path's files.
    runtime = tmp_path.parent / f"{tmp_path.name}-runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    return dirs


CODE = "K7QD-MR9S"


def pass_all(game: Game, human: list[str] | None = None) -> None:
    """Every seat passes its first three cards (the human ``human`` if given)."""
    for seat in range(game.players):
        cards = human if seat == 0 and human else [c.code for c in game.hand(seat)[:3]]
        game.pass_cards(seat, cards)


def play_cards(game: Game, count: int) -> None:
    """Play ``count`` legal cards (the first legal card each time)."""
    for _ in range(count):
        game.play(game.legal_cards()[0])


def finish_game(game: Game) -> Game:
    """Play ``game`` to the end with the first legal card, passing the first three cards."""
    while game.phase != "game_over":
        if game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "passing":
            pass_all(game)
        else:
            play_cards(game, 1)
    return game


def short_game(code: str = CODE) -> Game:
    """A finished game to the smallest target (quick to play out)."""
    return finish_game(Game.new(code, Rules(target=10)))
