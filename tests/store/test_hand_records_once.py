"""A finished game is replayed once for its records: the game's end replays the whole game
for the statistics and, at once, the game-over dialog's score sheet asked for it again
(issue 40, the answer to #30: a long game's replay was most of the engine's part of
opening game over)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.engine.codes import format_code
from hearts_tui.engine.save import replay_game
from hearts_tui.store import hand_facts
from hearts_tui.store.stats import Stats
from hearts_tui.words.score_sheet import score_sheet

from .dirs import finish_game, pass_all, play_cards


def play_hands(game: Game, hands: int) -> Game:
    """``game`` with ``hands`` more hands played out (first legal cards), left at the end of
    the last one."""
    for _ in range(hands):
        if game.phase == "hand_over":
            game.next_hand()
        if game.phase == "passing":
            pass_all(game)
        while game.phase == "playing":
            play_cards(game, 1)
    return game


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[Game]:
    """The games ``hand_records`` replays, in order (the cache of the last one emptied)."""
    monkeypatch.setattr(hand_facts, "_last", None)
    seen: list[Game] = []
    replay = replay_game

    def counted(game: Game, on_hand_end: Callable[[Game], object], **kwargs: Any) -> Game:
        seen.append(game)
        return replay(game, on_hand_end, **kwargs)

    monkeypatch.setattr(hand_facts, "replay_game", counted)
    return seen


def test_the_statistics_and_the_sheet_of_a_finished_game_replay_it_once(
    replays: list[Game],
) -> None:
    """Before: twice, and once more each time the sheet opened."""
    game = finish_game(Game.new(format_code(4000, Rules(target=60))))
    Stats().add(game, "g1")  # what the game's end records
    sheet = score_sheet(game)  # the game-over dialog's sheet
    again = score_sheet(game)  # Enter on the table opens the results again
    assert replays == [game]
    assert sheet == again and len(sheet.hands) == len(game.history)


def test_another_game_or_the_same_game_further_on_is_replayed_afresh(
    replays: list[Game],
) -> None:
    game = Game.new(format_code(4001, Rules(target=100)))
    first = hand_facts.hand_records(play_hands(game, 2))
    longer = hand_facts.hand_records(play_hands(game, 1))
    other = hand_facts.hand_records(play_hands(Game.new(format_code(4002)), 2))
    assert len(replays) == 3
    assert len(longer) == len(first) + 1 and longer[: len(first)] == first
    hand_facts._last = None  # what a fresh replay finds: the very same records
    assert hand_facts.hand_records(game) == longer
    assert other != first
