"""Issue 36 §2 in the line mode: with confirm move on, the answer to a card described is
read by its meaning in the language spoken, in either keyboard layout.  «н» (on the key of
y, the first letter of «Нет») played the card; «д» said the last trick.  A no leaves the
card in the hand, and ``n`` typed as a no does not put the game aside for a new one."""

from __future__ import annotations

import pytest

from hearts_tui.plain.commands import Commands
from hearts_tui.words.language import use
from tests.ui.test_answers_by_meaning import ANSWERS, CASES

from .test_commands import playing, said


def described(language: str) -> Commands:
    """Your turn in trick 1 with a card described (confirm move on), in ``language``."""
    use(language)
    commands = playing(plain_confirm_move=True)
    card = commands.game.legal_cards()[0]
    said(commands, card.code.lower())
    assert commands.pending == card
    return commands


@pytest.mark.parametrize(("language", "layout"), CASES)
def test_a_described_card_is_played_or_kept_by_the_meaning_of_the_letter(
    language: str, layout: str
) -> None:
    no_keys, yes_key = ANSWERS[(language, layout)]
    for key in [key for key in no_keys if key != "escape"]:
        commands = described(language)
        before = commands.game.to_json()
        lines = said(commands, key)
        assert commands.pending is None and commands.game.to_json() == before, (key, lines)
        assert commands.game.code == "K7QD-MR9S"  # n is no here, not a new game
        assert len(lines) == 1 and ("stays in your hand" in lines[0] or "остаётся" in lines[0])
    commands = described(language)
    card = commands.pending
    said(commands, yes_key)
    assert card not in commands.game.hand(0), yes_key


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_words_yes_and_no_answer_in_either_language(language: str) -> None:
    for word, played in (("no", False), ("нет", False), ("yes", True), ("да", True)):
        commands = described(language)
        card = commands.pending
        said(commands, word)
        assert (card not in commands.game.hand(0)) is played, (language, word)


def test_help_names_the_yes_letter_by_its_meaning_in_russian() -> None:
    use("ru")
    commands = playing()
    text = "\n".join(said(commands, "help"))
    assert "д да" in text and "y/н да" not in text
    assert "д значит «да», а н — «нет»" in " ".join(said(commands, "help да"))


def test_without_a_card_described_the_letters_keep_their_commands() -> None:
    """Command keys keep their place: «д» is l (the last trick), n a new game."""
    use("ru")
    commands = playing(plain_confirm_move=True)
    assert said(commands, "д") == said(commands, "l")
