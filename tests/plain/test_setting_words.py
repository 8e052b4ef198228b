"""A setting turned off is answered with the words for off (issue 39 §14: "Brief: off; a
trick's cards said in one line, in fewer words.")."""

from __future__ import annotations

import pytest

from .test_commands import said, shell

#: A switch, and what turning it on and off is answered with.
SWITCHES = {
    "brief": (
        "Brief: on; a trick's cards said in one line, in fewer words.",
        "Brief: off; every card of a trick said in a sentence of its own.",
    ),
    "short": (
        "Short names: on; cards said as QS and 10H instead of words.",
        "Short names: off; cards said in words, like the queen of spades.",
    ),
    "confirm": (
        "Confirm move: on; in the line mode, a typed card is described first and Enter plays it.",
        "Confirm move: off; in the line mode, a typed card is played at once.",
    ),
    "takeback": (
        "Take-back: on; undo takes back your last card or your pass; the game counts as assisted.",
        "Take-back: off; a card or a pass made stays made.",
    ),
    "set only card": (
        "Play an only card for me: on; when one card is playable, it is played for you.",
        "Play an only card for me: off; you play every card yourself, even your only playable one.",
    ),
}


@pytest.mark.parametrize("switch", SWITCHES)
def test_each_switch_is_answered_in_the_words_of_the_state_just_set(switch: str) -> None:
    commands = shell()
    on, off = SWITCHES[switch]
    assert said(commands, f"{switch} on") == [on]
    assert said(commands, f"{switch} off") == [off]
