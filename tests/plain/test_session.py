"""The line mode's session (plain/session.py): what it does when a CPU answers nonsense, when
a CPU shot the moon and chooses, when a game is replaced, and what a finished game leaves in
the statistics."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui.engine import CARDS, Card, Game, IllegalMove, PlayerView, Rules
from hearts_tui.plain.events import CpuErred, Exchanged, GameEnded, HandEnded, hand_started
from hearts_tui.plain.session import Session
from hearts_tui.plain.speech import Speech
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings
from hearts_tui.store.stats import load_stats
from tests.ui.positions import EAST_SHOOTS

CODE = "K7QD-MR9S"


class Confused:
    """A CPU that passes and plays cards it does not hold (a bug elsewhere)."""

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return [card for card in CARDS if card not in view.hand][:3]

    def choose_play(self, view: PlayerView) -> Card:
        return next(card for card in CARDS if card not in view.hand)

    def choose_moon(self, view: PlayerView) -> str:
        return "others_plus"


def confused(level: str, seed: int) -> Confused:
    return Confused()


def test_cpus_that_pass_nonsense_pass_their_first_cards_and_the_exchange_is_told() -> None:
    session = Session(Game.new(CODE), Settings(), cpu_factory=confused)
    session.advance()
    game = session.game
    events = session.pass_cards(game.hand(0)[:3])
    erred = [event for event in events if isinstance(event, CpuErred)]
    assert [event.seat for event in erred] == [1, 2, 3]
    assert all("do not hold" in event.error.lower() for event in erred), erred
    exchanged = [event for event in events if isinstance(event, Exchanged)]
    assert len(exchanged) == 1 and len(exchanged[0].received) == 3
    assert game.phase == "playing"


def test_a_cpu_that_plays_nonsense_plays_its_first_legal_card_and_it_is_said() -> None:
    game = Game.from_hands(EAST_SHOOTS, hand_number=4, code=CODE)
    session = Session(game, Settings(), cpu_factory=confused)
    events = session.advance()  # West leads the 2♣, North follows
    events += session.play(game.legal_cards()[0])
    erred = [event for event in events if isinstance(event, CpuErred)]
    assert [event.seat for event in erred] == [1, 2, 3, 3]  # trick 1, East's lead of trick 2
    assert game.tricks[0].winner == 3 and game.turn == 0  # East's first legal card: the A♣
    line = Speech(game).say([erred[0]])[0]
    assert line.startswith("West's CPU erred (") and line.endswith("); it played on.")


def test_a_cpu_that_shot_the_moon_chooses_and_the_next_hand_is_dealt() -> None:
    game = Game.from_hands(EAST_SHOOTS, Rules(moon="shooter_chooses"), hand_number=4, code=CODE)
    session = Session(game, Settings())
    events = session.advance()
    while session.waiting_for_you() == "play":
        events = session.play(game.legal_cards()[0])
    ended = [event for event in events if isinstance(event, HandEnded)]
    assert len(ended) == 1 and ended[0].game.moon_shooter == 3
    assert game.history[-1] in ([26, 26, 26, 0], [0, 0, 0, -26])
    assert hand_started(game) in events and game.hand_number == 5


def test_no_card_is_played_for_you_in_the_pass() -> None:
    session = Session(Game.new(CODE), Settings())
    session.advance()
    with pytest.raises(IllegalMove, match="Pass three cards first"):
        session.play(session.game.hand(0)[0])


def test_a_replaced_game_starts_over_with_its_own_hints_and_take_backs() -> None:
    session = Session(Game.new(CODE), Settings(), ui_state={"hints": 4, "takebacks": 2})
    assert (session.hints, session.takebacks) == (4, 2)
    events = session.replace(Game.new(CODE), {"hints": 1})
    assert events[0] == hand_started(Game.new(CODE))
    assert (session.hints, session.takebacks) == (1, 0)
    assert session.waiting_for_you() == "pass"


def test_a_finished_game_is_counted_once_in_the_statistics(tmp_path: Path) -> None:
    """East's moon shot takes everyone else past 20: the game is over after this hand."""
    game = Game.from_hands(EAST_SHOOTS, Rules(target=20), hand_number=4, code=CODE)
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    session = Session(game, Settings(), persistence=persistence, ui_state={"hints": 2})
    events = session.advance()
    while session.waiting_for_you() == "play":
        events = session.play(game.legal_cards()[0])
    assert events[-1] == GameEnded() and session.waiting_for_you() == "over"
    assert session.advance() == []  # asked again: not ended (nor counted) twice
    stats, problem = load_stats(tmp_path / "data")
    assert problem is None and stats.record.played == 1
