"""What the player types, taken at its word and never more: a command that takes no
argument refuses one (issue 27.7), typed input is quoted back short (issue 28.4), a line
that was not text is said to be so instead of being read back as noise (issue 27.8), a
stray ``q`` does not leave, and ``help`` names every short form (issue 28.11)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui.engine.quoting import LIMIT
from hearts_tui.plain.commands import ALIASES, NOT_TEXT
from hearts_tui.words.language import use

from .script import plain_env
from .test_commands import playing, said, shell

#: Commands that take nothing after them, as a stray line could type them.
WITH_AN_ARGUMENT = [
    "n 2c",
    "new }g{b9w",
    "r please no",
    "replay now",
    "q not yet",
    "quit not yet",
    "hand please",
    "trick 2",
    "scores all",
    "finish it",
    "undo 3d",
    "yes please",
    "hint me",
    "code please",
    "stats all",
    "reset all",
    "repeat it",
]


@pytest.mark.parametrize("line", WITH_AN_ARGUMENT)
def test_a_command_given_an_argument_it_does_not_take_is_refused(line: str) -> None:
    """`n 2c` dealt a new game, `r please no` replayed, `q not yet` quit: a mistake costs
    nothing, so each is refused in one line and nothing changes."""
    commands = playing()
    before = (commands.game.to_json(), commands.session.settings)
    lines = said(commands, line)
    assert (len(lines) == 1 and "takes nothing after it" in lines[0]) or lines[0].startswith(
        "To leave, type quit"
    ), lines
    assert (commands.game.to_json(), commands.session.settings) == before
    assert not commands.done


def test_a_stray_q_does_not_leave_but_says_how() -> None:
    commands = playing()
    assert said(commands, "q") == ["To leave, type quit: the game is saved and goes on from here."]
    assert not commands.done
    said(commands, "quit")
    assert commands.done


@pytest.mark.parametrize(
    "line", ["x" * 5000, "pass " + "y" * 5000, "why " + "z" * 5000, "set " + "w" * 5000]
)
def test_typed_input_is_quoted_back_at_most_32_characters(line: str) -> None:
    """A 5,000-character line came back whole inside "'…' is not a card or a command"
    (some 63 lines read aloud): it is quoted as the table quotes, cut with an ellipsis
    (said "..." in the line mode's ASCII)."""
    commands = shell()  # in the pass: pass reads its cards
    lines = said(commands, line)
    assert len(lines) == 1, lines
    quoted_part = lines[0][lines[0].index("'") : lines[0].rindex("'") + 1]
    assert len(quoted_part.replace("...", "…")) <= LIMIT, lines[0]
    assert "..." in quoted_part, lines[0]
    assert len(lines[0]) < 240


def test_a_line_that_was_not_text_is_said_to_be_so_never_quoted() -> None:
    """Undecodable bytes arrive as U+FFFD: read aloud, "replacement character" noise. The
    line is refused in words, and nothing of it is read back."""
    commands = playing()
    before = commands.game.to_json()
    for line in ["\ufffd\ufffd", "why \ufffdq", "pass 2c \ufffd"]:
        assert said(commands, line) == [NOT_TEXT]
    assert commands.game.to_json() == before


def test_through_a_pipe_bytes_that_are_not_utf8_are_said_to_be_so(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", "K7QD-MR9S"],
        input=b"h\xe9llo \xff\xfe\nquit\n",
        capture_output=True,
        env=plain_env(tmp_path),
        timeout=60,
    )
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr
    assert NOT_TEXT in out
    assert "\ufffd" not in out


def test_help_names_every_short_form() -> None:
    """help listed 7 of the 17 short forms."""
    lines = said(shell(), "help")
    shorts = next(line for line in lines if line.startswith("Short forms:"))
    for short, full in ALIASES.items():
        if len(short) == 1:
            assert f"{short} {full}" in shorts
    assert "q quit" not in shorts  # q alone says how to leave


def test_a_card_that_cannot_be_played_and_why_are_worded_one_way() -> None:
    """`why` was worded three ways ("The king of diamonds: Follow suit: …", "7 of spades:
    playable; …"): now "{card}: playable: …" or "{card}: not playable: …", the same for a
    card typed and for why."""
    commands = playing()
    said(commands, "3d")  # trick 2: West leads the 3 of spades; you hold spades
    assert (
        said(commands, "why 7d")
        == said(commands, "7d")
        == ["The 7 of diamonds: not playable: follow suit, you have spades."]
    )
    assert said(commands, "why ks") == [
        "The king of spades: playable: wins the trick: you take no points."
    ]


def test_a_short_form_typed_in_the_russian_layout_is_its_letter() -> None:
    """«р» is what the key of h types with the Russian layout on: the hand, as h is; help
    names both letters in Russian (h/р рука)."""
    commands = shell()
    assert said(commands, "р") == said(commands, "h")
    assert said(commands, "з 8c 4c kh") == said(shell(), "p 8c 4c kh")
    use("ru")
    shorts = next(line for line in said(shell(), "помощь") if line.startswith("Краткие формы:"))
    assert "h/р рука" in shorts and "p/з передать" in shorts and "? помощь" in shorts
    assert said(commands, "помощь р") == said(commands, "помощь рука")


#: Control characters a line from a pipe may hold: an escape sequence that clears the
#: screen, one that sets the clipboard (OSC 52), a bell, a backspace, a bidi override.
CONTROLS = "qs\x1b[2J\x1b]52;c;UFdORUQ=\x07\x08\u202eab"


def test_the_echo_writes_typed_control_characters_escaped_never_raw(tmp_path: Path) -> None:
    """Issue 36 §10: the transcript wrote what was typed back raw, escape sequences and all:
    a line from a file could clear the screen of whoever read the transcript."""
    done = subprocess.run(
        [sys.executable, "-m", "hearts_tui", "--plain", "--seed", "K7QD-MR9S"],
        input=CONTROLS + "\r\nhand\n",
        capture_output=True,
        text=True,
        env=plain_env(tmp_path),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert not any(c in done.stdout for c in "\x1b\x07\x08\u202e\r")
    assert "> qs\\x1b[2J\\x1b]52;c;UFdORUQ=\\x07\\x08\\u202eab\n" in done.stdout
    assert "> hand\n" in done.stdout
