"""The tracker's points and pass column (words/tracker.py), from the tracker's values."""

from __future__ import annotations

from dataclasses import replace

from hearts_tui.engine import Rules
from hearts_tui.engine.table import table_for
from hearts_tui.words.sentences import tracker_sentences
from hearts_tui.words.tracker import tracker_lines
from tests.engine.helpers import cards
from tests.words.test_sentences import FACTS

STANDARD = replace(FACTS, points=table_for(Rules()).points)


def test_points_only_in_your_hand_are_listed_as_yours() -> None:
    facts = replace(STANDARD, points_yours=tuple(cards("2H QS")), points_left=14)
    lines = tracker_lines(facts)
    assert lines[-4:-2] == ["Points not yet played: 14", "  yours: ♥ 2, Q♠ 13"]
    assert not any("out:" in line for line in lines)


def test_a_pass_is_told_before_and_after_the_cards_come_back() -> None:
    passed = replace(STANDARD, passed=tuple(cards("AS KS QS")), pass_to=1)
    assert tracker_lines(passed)[-1] == "You passed A♠ K♠ Q♠ to West"
    back = replace(passed, received=tuple(cards("2C 3C 4C")), pass_from=3)
    assert tracker_lines(back)[-2:] == ["You passed A♠ K♠ Q♠ to West", "East passed you 2♣ 3♣ 4♣"]
    assert tracker_sentences(back, short=True)[-2:] == [
        "You passed to West: AS KS QS.",
        "East passed you 2C 3C 4C.",
    ]
