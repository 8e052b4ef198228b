"""What the table's dialogs and panels are given, checked without starting the app: a moon
choice needs a total per player, a review a finished hand; a seat's taken cards in short; a
crash log's folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui.app import crash
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.app.widgets.seat import short_taken_text
from hearts_tui.engine import Card, Game

from .positions import follow_clubs

NAMES = ["You", "West", "North", "East"]


def test_a_moon_choice_needs_one_total_per_player_for_each_choice() -> None:
    good = {"others_plus": [0, 26, 26, 26], "shooter_minus": [-26, 0, 0, 0]}
    assert MoonChoiceScreen("You", good, NAMES).outcomes == good
    with pytest.raises(ValueError, match="needs one total per name"):
        MoonChoiceScreen("You", {**good, "shooter_minus": [-26, 0, 0]}, NAMES)
    with pytest.raises(ValueError, match="needs one total per name"):
        MoonChoiceScreen("You", {"others_plus": good["others_plus"]}, NAMES)


def test_a_review_needs_a_finished_hand() -> None:
    with pytest.raises(ValueError, match="no finished hand to review"):
        ReviewScreen(Game.new("K7QD-MR9S"))
    game = follow_clubs()
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    ReviewScreen(game)  # hand 4 is over: it can be reviewed


def test_a_seat_that_took_no_heart_shows_its_cards_as_they_are() -> None:
    queen, ace = Card.parse("QS"), Card.parse("AH")
    assert short_taken_text((queen,)) == "Q♠"
    assert short_taken_text(()) == "none"
    assert short_taken_text((queen, ace)) == "Q♠ +1♥"
    assert short_taken_text((ace,), ascii_suits=True) == "+1H"


def test_crash_logs_go_to_the_data_dir_when_set_else_the_user_state_dir(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HEARTS_DATA_DIR", str(tmp_path))
    assert crash.crash_dir() == tmp_path
    monkeypatch.delenv("HEARTS_DATA_DIR")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert crash.crash_dir() == tmp_path / "state" / "hearts"
