"""Brief, for fast listeners (issue 28, what was missed): a trick's cards in one line and
its end in a few words, everything else as in full; saved as the line mode's own setting."""

from __future__ import annotations

from .test_commands import playing, said


def words(lines: list[str]) -> int:
    return sum(len(line.split()) for line in lines)


def test_brief_says_a_trick_in_fewer_words() -> None:
    full = said(playing(), "3d")
    commands = playing()
    assert said(commands, "brief on")[0].startswith("Brief: on;")
    brief = said(commands, "3d")
    assert brief[:3] == [
        "You 3 of diamonds, West ace of clubs, North king of clubs.",
        "West wins, no points.",
        "Trick 2: West 3 of spades, North 2 of spades, East 4 of spades.",
    ]
    assert brief[-1] == full[-1] == "Your turn: follow spades: king, jack or 6."
    assert words(brief) * 4 < words(full) * 3  # at least a quarter fewer words
    assert commands.session.settings.plain_brief


def test_brief_and_short_together_say_a_trick_in_a_few_words() -> None:
    commands = playing()
    said(commands, "brief on")
    said(commands, "short on")
    assert said(commands, "3d")[2] == "Trick 2: West 3S, North 2S, East 4S."
