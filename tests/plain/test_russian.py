"""The line mode in Russian (issue 29 with issue 28): whole games through a pipe with
``--lang ru`` say every event in Russian, cards in their cases, no English sentence left."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_tui.store.settings import Settings

from .script import TABLES, run_piped, scripted_game, write_settings

#: Words of the English sentences of the line mode (none may be left in Russian).
ENGLISH = re.compile(
    r"\b(the|plays|play|wins|win|trick|hand|your|turn|lead|leads|points|point|cards|card|"
    r"you|draws|stock|over|passed|got|from|nobody|cancel|cancelled|scores|totals|game|"
    r"kitty|left|right|across|type|follow|waiting|winner)\b",
    re.IGNORECASE,
)
#: What is typed stays as it is typed: the commands named in a sentence.
COMMANDS = re.compile(r"\b(pass|draw|new|replay|quit|help|hand|moon add|moon minus)\b")


@pytest.mark.parametrize("name", ["standard", "domino", "cancellation-10", "kitty-5"])
def test_a_whole_game_in_russian_says_no_english_sentence(name: str, tmp_path: Path) -> None:
    settings = Settings(language="ru")
    write_settings(tmp_path, settings)
    script = scripted_game(TABLES[name], settings)
    done = run_piped(tmp_path, "--seed", TABLES[name], stdin="\n".join(script.commands) + "\n")
    assert done.returncode == 0, done.stderr
    said = [line for line in done.stdout.splitlines() if not line.startswith("> ")]
    assert any(line.startswith("Партия окончена.") for line in said)
    left = []
    for line in said:
        words = COMMANDS.sub("", line)
        words = re.sub(r"\b[A-Z0-9]{4}(-[A-Z0-9]{1,4})+\b", "", words)  # game codes
        if ENGLISH.search(words):
            left.append(line)
    assert left == []
    assert "Вы кладёте " in done.stdout or "Вы заходите " in done.stdout


def test_a_refusal_names_the_russian_command_and_quotes_what_was_typed(tmp_path: Path) -> None:
    """«введите просто last» named the English command; what was typed was in '…'."""
    write_settings(tmp_path, Settings(language="ru"))
    done = run_piped(tmp_path, stdin="новая 2т\nпоследняя x\nвыход\n")
    assert done.returncode == 0, done.stderr
    assert "После «новая» ничего не пишут («2т»): введите просто «новая»." in done.stdout
    assert "введите просто «последняя»" in done.stdout
    assert "last" not in done.stdout and "'x'" not in done.stdout
