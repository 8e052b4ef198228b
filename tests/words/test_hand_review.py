"""The hand review replays only finished hands (words/hand_review.py)."""

from __future__ import annotations

import pytest

from hearts_tui.words.hand_review import finished_hands, record_hand
from tests.engine.helpers import play_script
from tests.ui.positions import follow_clubs


def test_a_hand_still_in_play_cannot_be_reviewed() -> None:
    game = follow_clubs()
    play_script(game, "2C 6C JC 9C")
    assert finished_hands(game) == []
    with pytest.raises(ValueError, match="hand 4 is not finished"):
        record_hand(game, 4)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    assert finished_hands(game) == [4]
    assert record_hand(game, 4).hand_number == 4
