"""Shared pieces of the UI tests: a fixed CPU player, an in-memory store, driving helpers."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.ai.moon import choose_moon
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import CardLook, HandView
from hearts_tui.engine import Card, Game, PlayerView
from hearts_tui.store.protocol import Severity
from hearts_tui.store.saves import Saved, saved_of
from hearts_tui.store.settings import Settings
from hearts_tui.store.shelf import PutAside, Shelved, is_unfinished
from hearts_tui.store.stats import Stats

#: A Standard-table code used across the UI tests.
CODE = "K7QD-MR9S"


class LowestPlayer:
    """A CPU that does not depend on the real players: passes its 3 highest, plays lowest."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return sorted(view.hand, key=lambda c: (c.rank, c.suit))[-3:]

    def choose_play(self, view: PlayerView) -> Card:
        return min(view.legal, key=lambda c: (c.rank, c.suit))

    def choose_moon(self, view: PlayerView) -> str:
        return choose_moon(view)


class HeldPlayer(LowestPlayer):
    """A :class:`LowestPlayer` that waits for ``HeldPlayer.go`` before each pass and card:
    a test holds the game at a CPU's move (``go.clear()`` first, ``go.set()`` in a
    ``finally``, so that no worker thread is left waiting)."""

    go = threading.Event()

    def choose_pass(self, view: PlayerView) -> list[Card]:
        assert self.go.wait(10)
        return super().choose_pass(view)

    def choose_play(self, view: PlayerView) -> Card:
        assert self.go.wait(10)
        return super().choose_play(view)


@dataclass
class MemoryStore:
    """An in-memory ``Persistence``: records what the app asked to save.

    ``news`` is what :meth:`take_news` hands out next; ``saving_ok`` is returned as is.
    """

    saves: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    settings: list[Settings] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)
    #: The hints counted with each finished game, in order.
    finished_hints: list[int] = field(default_factory=list)
    #: The take-backs counted with each finished game, in order.
    finished_takebacks: list[int] = field(default_factory=list)
    stats: Stats | None = None
    news: list[tuple[Severity, str]] = field(default_factory=list)
    saving_ok: bool = True

    def take_news(self) -> list[tuple[Severity, str]]:
        news, self.news = self.news, []
        return news

    def save_game(self, game: Game, ui_state: Mapping[str, Any]) -> None:
        self.saves.append((game.to_json(), dict(ui_state)))

    def save_settings(self, settings: Settings) -> None:
        self.settings.append(settings)

    def record_finished(self, game: Game, hints: int = 0, takebacks: int = 0) -> None:
        self.finished.append(game.code)
        self.finished_hints.append(hints)
        self.finished_takebacks.append(takebacks)

    # The shelf of unfinished games, in memory (ids are the games' codes plus a number).
    shelf: list[Shelved] = field(default_factory=list)
    refuse_put_aside: str | None = None
    #: How many games were put aside (the next id's number: ids are never used twice).
    put_count: int = 0
    #: How many files on the shelf could not be read (said by the Unfinished games list).
    unread: int = 0

    def put_aside(self, game: Game, ui_state: Mapping[str, Any]) -> PutAside | str | None:
        if self.refuse_put_aside is not None:
            return self.refuse_put_aside
        if not is_unfinished(game):
            return None
        entry = Shelved.of(
            saved_of(Game.from_json(game.to_json()), f"id{self.put_count}", ui_state),
            played_at=1_000_000.0 + self.put_count,
        )
        self.put_count += 1
        self.shelf.insert(0, entry)
        return PutAside(entry)

    def unfinished(self) -> list[Shelved]:
        return list(self.shelf)

    def unread_unfinished(self) -> tuple[int, Path]:
        return self.unread, Path("/shelf")

    def take_unfinished(self, game_id: str) -> Saved | None:
        for entry in self.shelf:
            if entry.game_id == game_id:
                self.shelf.remove(entry)
                return entry.saved
        return None

    def delete_unfinished(self, game_id: str) -> str | None:
        self.shelf = [entry for entry in self.shelf if entry.game_id != game_id]
        return None


def make_app(
    game: Game | None = None,
    *,
    store: MemoryStore | None = None,
    ui_state: Mapping[str, Any] | None = None,
    notice: str | None = None,
    alert: str | None = None,
    clock: Callable[[], float] | None = None,
    cpu: type[LowestPlayer] = LowestPlayer,
    touch: bool = False,
    **settings: Any,
) -> HeartsApp:
    """An app on ``game`` (default: the game of ``CODE``) with instant, fixed CPUs (``cpu``:
    :class:`HeldPlayer` to hold them); ``clock`` is the move timer's (a :class:`FakeClock`
    in the timer's tests); ``touch``: played by touch (a served page on a phone)."""
    settings.setdefault("cpu_pace", "instant")
    return HeartsApp(
        game or Game.new(CODE),
        Settings(**settings),
        persistence=store if store is not None else MemoryStore(),
        ui_state=ui_state,
        notice=notice,
        alert=alert,
        cpu_factory=cpu,
        clock=clock,
        touch=touch,
    )


@dataclass
class FakeClock:
    """Seconds that move only when a test says so (``advance``)."""

    now: float = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


async def settle(pilot: Pilot[Any], done: Callable[[], bool], limit: int = 3000) -> None:
    """Let the app (and its CPU worker threads) run until ``done()``."""
    for _ in range(limit):
        if done():
            return
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError("the app did not get there")


def status(app: HeartsApp) -> str:
    """The text of the status line."""
    return str(app.table.query_one("#status", Static).content)


def looks(app: HeartsApp) -> dict[Card, CardLook]:
    """How each card of the hand is drawn, by card."""
    hand = app.table.query_one(HandView)
    return {card: hand.look_of(card) for card in hand.cards}


async def click_card(pilot: Pilot[Any], card: Card) -> None:
    """Click ``card`` in the hand with the mouse."""
    app = pilot.app
    assert isinstance(app, HeartsApp)
    hand = app.table.query_one(HandView)
    await pilot.click(HandView, offset=hand.offset_of(card))


async def choose(pilot: Pilot[Any], card: Card) -> None:
    """Move the hand's cursor to ``card`` with the arrow keys and press Enter."""
    app = pilot.app
    assert isinstance(app, HeartsApp)
    hand = app.table.query_one(HandView)
    steps = hand.cards.index(card) - hand.cursor
    for _ in range(abs(steps)):
        await pilot.press("right" if steps > 0 else "left")
    await pilot.press("enter")


def my_turn(app: HeartsApp) -> bool:
    return app.game.phase == "playing" and app.game.turn == 0


async def play_my_card(pilot: Pilot[Any]) -> None:
    """Play the human's lowest legal card with the keys (twice Enter with confirm move)."""
    app = pilot.app
    assert isinstance(app, HeartsApp)
    card = min(app.game.legal_cards(), key=lambda c: (c.rank, c.suit))
    await choose(pilot, card)
    if app.settings.confirm_move and app.table.raised == card:
        await pilot.press("enter")


async def pass_with_keys(pilot: Pilot[Any]) -> None:
    """Pick the first three cards with Enter and pass them with ``p``."""
    for _ in range(3):
        await pilot.press("enter", "right")
    await pilot.press("p")
