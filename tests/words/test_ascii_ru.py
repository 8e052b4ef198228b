"""Without suit symbols (ASCII suits, a C locale) Russian writes its own letters on the
cards, small («Кт», «Дч»), and a suit alone in a sentence as its word («ходите в трефы»,
«оставляет без треф»): with Latin letters the table showed «КC» and said «ходите в C»,
the C read as the Russian preposition С (issue 39.4)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from hearts_tui.engine import Card, Game, Suit
from hearts_tui.engine.reasons import follow_suit_reason
from hearts_tui.words.ascii_text import ascii_text
from hearts_tui.words.describe import hint_reason
from hearts_tui.words.engine_words import said
from hearts_tui.words.language import _, use
from hearts_tui.words.nouns import suit_label

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import grammar_ru

GAME = Game.from_hands(
    [
        ["2C", "3D"] + [f"{r}H" for r in "23456789TJQ"],
        ["3C", "AH"] + [f"{r}D" for r in "2456789TJQ"] + ["KH"],
        [f"{r}C" for r in "456789TJQKA"] + ["KD", "AD"],
        [f"{r}S" for r in "23456789TJQKA"],
    ]
)


def test_cards_and_suits_in_russian_without_symbols() -> None:
    use("ru")
    assert ascii_text("К♣ Д♥ 10♦ Т♠") == "Кт Дч 10б Тп"
    reason = ascii_text(hint_reason(GAME, Card.parse("2C"), style="ascii"))
    assert "оставляет без треф" in reason
    assert said(follow_suit_reason(Suit.CLUBS), "ascii") == "Ходите в масть: у вас есть трефы"


@pytest.mark.parametrize("suit", list(Suit))
def test_a_suit_alone_in_a_table_sentence_is_its_word(suit: Suit) -> None:
    use("ru")
    sentences = [
        _("Your turn: follow {suit}").format(suit=suit_label(suit, ascii_suits=True)),
        _("No {suit}: draw a card (d)").format(suit=suit_label(suit, ascii_suits=True)),
        _("no {suit} since trick {number}").format(
            suit=suit_label(suit, ascii_suits=True), number=3
        ),
    ]
    for sentence in sentences:
        text = ascii_text(sentence)
        assert not re.search(r"(?<!\w)[тбчпSHDC](?!\w)", text), text
        assert grammar_ru.text_faults(text) == [], text
