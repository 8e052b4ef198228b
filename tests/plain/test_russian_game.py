"""Whole games in Russian through the line mode's pipe: every command typed in Russian
(«передать 2т 3т 4т», «дп», «добрать», «луна плюс», «рука», «счёт»), and not one English
word said back, at the Standard table, at Domino Hearts and at Cancellation Hearts."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui.engine import Card
from hearts_tui.store.settings import Settings
from hearts_tui.words.language import use
from hearts_tui.words.nouns import card_noun
from hearts_tui.words.seats import seat_names

from .script import FORBIDDEN, TABLES, run_piped, scripted_game, write_settings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from grammar_ru import text_faults

#: The tables played in Russian: passing, drawing, cancelling.
PLAYED = {name: TABLES[name] for name in ("standard", "domino", "cancellation-10")}
#: Russian commands for the scripted game's English ones.
COMMANDS = {"pass": "передать", "draw": "добрать", "moon add": "луна плюс"}
#: The commands that ask for the state between moves.
LOOKS = ["рука", "взятка", "счёт", "учёт", "таблица", "последняя", "почему дп", "правила"]
#: Latin words a Russian line may hold: the game code, the commands of the shell.
LATIN = re.compile(r"[A-Z0-9]{4}(?:-[A-Z0-9]{3,4})+|hearts|--[a-z]+|Enter")


def russian_code(code: str) -> str:
    """A card typed the Russian way: ``дп`` for ``qs``."""
    use("ru")
    try:
        return format(card_noun(Card.parse(code), "short")).lower()
    finally:
        use("en")


def in_russian(command: str) -> str:
    words = command.split()
    if not words:
        return command
    if command in COMMANDS:
        return COMMANDS[command]
    if words[0] == "pass":
        return " ".join([COMMANDS["pass"], *(russian_code(w) for w in words[1:])])
    return russian_code(command)


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, list[str], int]]:
    """Each table's game played to the game over in Russian; what was said, the final
    scores in Russian, and the exit status."""
    played = {}
    for name, code in PLAYED.items():
        settings = Settings(cpu_level="easy", language="ru")
        script = scripted_game(code, settings)
        home = tmp_path_factory.mktemp(name)
        write_settings(home, settings)
        typed = [*LOOKS, *(in_russian(c) for c in script.commands), *LOOKS, "помощь", "выход"]
        done: subprocess.CompletedProcess[str] = run_piped(
            home, "--seed", code, stdin="\n".join(typed) + "\n"
        )
        use("ru")
        names = seat_names(script.game.players)
        use("en")
        scores = ", ".join(f"{n} {v}" for n, v in zip(names, script.game.scores, strict=True))
        played[name] = (done.stdout + done.stderr, [scores], done.returncode)
    return played


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PLAYED))
def test_a_whole_game_in_russian_plays_to_the_end(
    name: str, games: dict[str, tuple[str, list[str], int]]
) -> None:
    out, (scores,), status = games[name]
    assert status == 0, out[-2000:]
    assert "Партия окончена." in out
    final = out[out.index("Партия окончена.") :]
    assert scores in final, (scores, final[:400])
    assert "Сохранено." in out


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PLAYED))
def test_not_one_english_word_is_said_in_a_russian_game(
    name: str, games: dict[str, tuple[str, list[str], int]]
) -> None:
    out = games[name][0]
    english = []
    for line in out.splitlines():
        if line.startswith("> "):
            continue  # what was typed, echoed
        assert not FORBIDDEN.search(line), repr(line)
        words = re.findall(r"[A-Za-z]{2,}", LATIN.sub(" ", line))
        if words:
            english.append(line)
    assert english == []


@pytest.mark.slow
def test_every_line_said_passes_the_russian_checks(
    tmp_path_factory: pytest.TempPathFactory, games: dict[str, tuple[str, list[str], int]]
) -> None:
    """Whole games, and the rules and the table of every size, through the checks a program
    can make of Russian (scripts/grammar_ru.py): a card or a count in the case the word
    before it governs («без двойки бубён», «ни даму пик», «за 1 сдачу»), no capital after a
    colon mid-sentence, no Latin letter in a sentence.  The line mode speaks the table's
    card labels (2♦) as words, and said «5 игроков, без двойка бубён и двойка треф»."""
    said = [out for out, _, _ in games.values()]
    home = tmp_path_factory.mktemp("tables")
    write_settings(home, Settings(language="ru"))
    typed = [f"задать игроки {n}\nстол\nправила" for n in (3, 5, 6, 7)]
    typed += ["задать игра домино\nправила", "задать игра отмена\nзадать игроки 8\nправила"]
    done = run_piped(home, stdin="\n".join([*typed, "выход"]) + "\n")
    assert done.returncode == 0, done.stderr
    assert "вне игры: двойка бубён и двойка треф" in done.stdout  # 5 players, as the table
    said.append(done.stdout)
    wrong = [
        (fault, line)
        for out in said
        for line in out.splitlines()
        if not line.startswith("> ")
        for fault in text_faults(line)
    ]
    assert wrong == [], "\n".join(f"{fault}: {line}" for fault, line in wrong)
